/**
 * The daily reminder (issue 35). One round looks, per student with reminders on, at what is due in
 * their Lima day from the server's learning state (student_learning, the answer log's projection)
 * and, once their hour has come and outside their quiet hours, sends every device still signed in as
 * them a small Spanish push message. Every instance runs rounds (a timer; the CLI runs one by hand):
 * the reminder of a day is claimed in PostgreSQL before it is sent (push.repository.ts claimDay), so
 * with two instances each reminder goes out once. A claim is a lease (CLAIM_LEASE_MS): when the
 * instance that took it dies before recording what happened, a later round (any instance) takes it
 * over and the day's reminder still goes out. Sends run concurrently with a short timeout, and only
 * to the endpoints push-endpoints.ts accepts (issue 55).
 *
 * Why no job queue: graphile-worker and pg-boss connect to PostgreSQL through node-postgres with a
 * connection string and LISTEN/NOTIFY, which the embedded in-process PGlite cannot serve; a claim
 * row per student and day works the same on both, and a round is idempotent, so a timer suffices.
 */
import { request as httpRequest, type RequestOptions } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP } from 'node:net';
import webpush from 'web-push';
import { activeQuestions } from '../../src/content/question-bank';
import { dayNumberOf, DEFAULT_TIME_ZONE, endOfLocalDayAt, localDate, localDayNumber, startOfLocalDay, toWallTime } from '../../src/shared/learning/local-days';
import { dailyGoal } from '../../src/shared/learning/readiness';
import { dueBefore } from '../../src/shared/learning/learning-state';
import { inQuietHours, REMINDER_TAG, REMINDER_URL, reminderText, type ReminderPayload } from '../../src/shared/reminders';
import type { PushRepository, PushSubscriptionJson, ReminderCandidate } from '../repositories/push.repository';
import { logger } from './logger';
import { pushTarget, RefusedEndpoint, systemResolver, type PushTarget, type ResolveHost } from './push-endpoints';
import type { VapidDetails } from './vapid';

/** How long a push service keeps a reminder for a device that is offline: the evening, not tomorrow. */
const REMINDER_TTL_SECONDS = 6 * 60 * 60;
/** A push service answers within a second; a device whose service does not in 5 s is tried tomorrow. */
export const SEND_TIMEOUT_MS = 5_000;
/** Students whose reminders one round works on at once (their devices are sent to all at once). */
export const ROUND_CONCURRENCY = 8;
/**
 * How long a claimed day stays with the instance that claimed it: far beyond one student's sends
 * (all devices at once, SEND_TIMEOUT_MS each), so only a claim whose instance died meanwhile (killed
 * between the claim and the outcome) runs out and is taken by a later round, on any instance.
 */
export const CLAIM_LEASE_MS = 2 * 60_000;
/** How often each instance runs a round (a reminder goes out within a minute of its hour). */
export const ROUND_INTERVAL_MS = 60_000;

/** Sends one encrypted push message; answers the push service's status code. */
export type PushSend = (subscription: PushSubscriptionJson, payload: string) => Promise<number>;

/** The HTTP request web-push prepared (VAPID JWT, aes128gcm payload). */
export interface PushRequest {
  method: string;
  headers: Record<string, string>;
  body: Buffer | null;
}

/** Posts `request` to `target.address` (never resolving the name again); answers the status code. */
export type PushTransport = (target: PushTarget, request: PushRequest, timeoutMs: number) => Promise<number>;

/**
 * node:http(s) to the checked address: the name stays in the Host header and in TLS (SNI and the
 * certificate check), the lookup answers the address the policy accepted, and a redirect is just a
 * status (node's request follows none).
 */
export const nodeTransport: PushTransport = (target, request, timeoutMs) =>
  new Promise((resolve, reject) => {
    const { url, address, family } = target;
    const hostname = url.hostname.replace(/^\[|\]$/g, '');
    const options: RequestOptions = {
      protocol: url.protocol,
      hostname,
      port: url.port || undefined,
      path: `${url.pathname}${url.search}`,
      method: request.method,
      headers: request.headers,
      agent: false,
      lookup: ((_name: string, lookupOptions: { all?: boolean }, callback: (...args: unknown[]) => void) => {
        if (lookupOptions.all) callback(null, [{ address, family }]);
        else callback(null, address, family);
      }) as RequestOptions['lookup'],
      ...(url.protocol === 'https:' && isIP(hostname) === 0 ? { servername: hostname } : {}),
    };
    const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
    const outgoing = send(options, (response) => {
      clearTimeout(timer);
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    const timer = setTimeout(() => outgoing.destroy(new Error(`sin respuesta en ${timeoutMs} ms`)), timeoutMs);
    outgoing.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    outgoing.end(request.body ?? undefined);
  });

export interface SendOptions {
  /** NODE_ENV=production: no loopback http (the tests' push service). */
  production: boolean;
  resolve?: ResolveHost;
  transport?: PushTransport;
  timeoutMs?: number;
}

/**
 * Sends through web-push's request details (VAPID JWT, aes128gcm payload), after the endpoint policy
 * (push-endpoints.ts) accepted the endpoint and the addresses its host resolves to: a refused one
 * throws RefusedEndpoint and nothing is sent.
 */
export function webPushSend(vapid: VapidDetails, options: SendOptions): PushSend {
  const resolve = options.resolve ?? systemResolver;
  const transport = options.transport ?? nodeTransport;
  return async (subscription, payload) => {
    const target = await pushTarget(subscription.endpoint, { production: options.production, resolve });
    const details = webpush.generateRequestDetails(subscription, payload, {
      vapidDetails: { subject: vapid.subject, publicKey: vapid.publicKey, privateKey: vapid.privateKey },
      TTL: REMINDER_TTL_SECONDS,
      contentEncoding: 'aes128gcm',
      urgency: 'normal',
      topic: 'recordatorio',
    });
    const headers = Object.fromEntries(Object.entries(details.headers).map(([name, value]) => [name, String(value)]));
    return transport(target, { method: details.method, headers, body: details.body ? Buffer.from(details.body) : null }, options.timeoutMs ?? SEND_TIMEOUT_MS);
  };
}

export interface RoundReport {
  /** Students whose reminder went to at least one device. */
  sent: number;
  /** Students skipped because nothing was due and the goal was met. */
  nothing: number;
  /** Students left for later: in their quiet hours. */
  quiet: number;
  /** Devices the push service said are gone (removed). */
  removed: number;
  /** Devices whose endpoint the endpoint policy refused (removed, nothing sent). */
  refused: number;
  /** Messages the push service refused otherwise, or that did not reach it in time. */
  failed: number;
}

export interface RoundOptions {
  push: PushRepository;
  send: PushSend;
  now: number;
  /** Also students whose hour has not come yet today (`send-reminders --now`). Quiet hours still hold. */
  force?: boolean;
  timeZone?: string;
  /** A send that has not answered by then counts as failed (SEND_TIMEOUT_MS). */
  sendTimeoutMs?: number;
  /** Students worked on at once (ROUND_CONCURRENCY). */
  concurrency?: number;
  /** How long a claim is this round's before another may take it (CLAIM_LEASE_MS). */
  leaseMs?: number;
}

/** `promise`, or a rejection once `ms` have passed (the send it stands for is left to finish or fail alone). */
function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`sin respuesta en ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * One round: every reminder due by `now` and not sent yet today goes out, once. Students are worked
 * on `concurrency` at a time and each one's devices all at once, every send bounded by
 * `sendTimeoutMs`, so a device that never answers costs its own student that long and nobody else.
 */
export async function reminderRound(options: RoundOptions): Promise<RoundReport> {
  const { push, send, now, force = false, timeZone = DEFAULT_TIME_ZONE } = options;
  const sendTimeoutMs = options.sendTimeoutMs ?? SEND_TIMEOUT_MS;
  const leaseMs = options.leaseMs ?? CLAIM_LEASE_MS;
  const report: RoundReport = { sent: 0, nothing: 0, quiet: 0, removed: 0, refused: 0, failed: 0 };
  const today = localDayNumber(now, timeZone);
  const day = localDate(now, timeZone);
  const minute = Math.floor((toWallTime(now, timeZone) % 86_400_000) / 60_000);
  const endOfDay = endOfLocalDayAt(now, timeZone);

  async function sendTo(device: PushSubscriptionJson, payload: string): Promise<boolean> {
    try {
      const status = await within(send(device, payload), sendTimeoutMs);
      if (status >= 200 && status < 300) return true;
      if (status === 404 || status === 410) {
        await push.remove(device.endpoint);
        report.removed += 1;
      } else {
        report.failed += 1;
        logger.warn({ status }, 'Recordatorio rechazado por el servicio de notificaciones');
      }
    } catch (error) {
      if (error instanceof RefusedEndpoint) {
        // Stored before the policy (or resolving somewhere it must not): never tried again.
        await push.remove(device.endpoint);
        report.refused += 1;
        logger.warn('Dispositivo con una dirección de notificaciones no permitida: eliminado');
      } else {
        report.failed += 1;
        logger.warn({ error: (error as Error).message.split('\n')[0].slice(0, 200) }, 'No se pudo enviar un recordatorio');
      }
    }
    return false;
  }

  async function remind(candidate: ReminderCandidate): Promise<void> {
    const quiet = candidate.quietStartMinute === null || candidate.quietEndMinute === null ? null : { from: candidate.quietStartMinute, to: candidate.quietEndMinute };
    if (inQuietHours(minute, quiet)) {
      report.quiet += 1;
      return;
    }
    const due = dueBefore(candidate.dueTimes, endOfDay);
    const examDay = candidate.examDate === null ? null : dayNumberOf(candidate.examDate);
    const daysLeft = examDay === null ? null : examDay - today;
    const unseen = Math.max(0, activeQuestions.length - candidate.dueTimes.length);
    // What is left of today's goal, as the device counts it (questions first answered today count).
    const newToday = await push.newQuestionsSince(candidate.studentId, startOfLocalDay(today, timeZone));
    const goalLeft = dailyGoal({ dueCount: due, unseenCount: unseen, daysLeft, newToday });

    if (!(await push.claimDay(candidate.studentId, day, now, leaseMs))) return; // another instance has it
    if (goalLeft === 0) {
      await push.recordOutcome(candidate.studentId, day, 'nothing', due, 0);
      report.nothing += 1;
      return;
    }
    const payload: ReminderPayload = {
      title: 'Naturalización Perú',
      body: reminderText({ due, goalLeft, daysLeft }),
      url: REMINDER_URL,
      tag: REMINDER_TAG,
      badge: due,
    };
    const text = JSON.stringify(payload);
    const devices = await push.devicesOf(candidate.studentId);
    const delivered = (await Promise.all(devices.map((device) => sendTo(device, text)))).filter(Boolean).length;
    await push.recordOutcome(candidate.studentId, day, delivered > 0 ? 'sent' : 'failed', due, delivered);
    if (delivered > 0) report.sent += 1;
  }

  const queue = await push.candidates(day, force ? null : minute, now);
  const workers = Array.from({ length: Math.max(1, Math.min(options.concurrency ?? ROUND_CONCURRENCY, queue.length)) }, async () => {
    for (let candidate = queue.shift(); candidate; candidate = queue.shift()) await remind(candidate);
  });
  await Promise.all(workers);
  return report;
}

/** Runs a round every ROUND_INTERVAL_MS (one at a time); returns the function that stops it. */
export function startReminderRounds(options: Omit<RoundOptions, 'now' | 'force'> & { now?: () => number; intervalMs?: number }): () => Promise<void> {
  const clock = options.now ?? Date.now;
  let running: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    running = running
      .then(() => reminderRound({ ...options, now: clock() }))
      .catch((error: unknown) => logger.error({ error: (error as Error).message.split('\n')[0] }, 'La ronda de recordatorios falló'));
  }, options.intervalMs ?? ROUND_INTERVAL_MS);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
