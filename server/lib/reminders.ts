/**
 * The daily reminder (issue 35). One round looks, per student with reminders on, at what is due in
 * their Lima day from the server's learning state (student_learning, the answer log's projection)
 * and, once their hour has come and outside their quiet hours, sends every device still signed in as
 * them a small Spanish push message. Every instance runs rounds (a timer; the CLI runs one by hand):
 * the reminder of a day is claimed in PostgreSQL before it is sent (push.repository.ts claimDay), so
 * with two instances each reminder goes out once.
 *
 * Why no job queue: graphile-worker and pg-boss connect to PostgreSQL through node-postgres with a
 * connection string and LISTEN/NOTIFY, which the embedded in-process PGlite cannot serve; a claim
 * row per student and day works the same on both, and a round is idempotent, so a timer suffices.
 */
import webpush from 'web-push';
import { activeQuestions } from '../../src/content/question-bank';
import { dayNumberOf, DEFAULT_TIME_ZONE, endOfLocalDayAt, localDate, localDayNumber, startOfLocalDay, toWallTime } from '../../src/shared/learning/local-days';
import { dailyGoal } from '../../src/shared/learning/readiness';
import { dueBefore } from '../../src/shared/learning/summary';
import { inQuietHours, REMINDER_TAG, REMINDER_URL, reminderText, type ReminderPayload } from '../../src/shared/reminders';
import type { PushRepository, PushSubscriptionJson } from '../repositories/push.repository';
import { logger } from './logger';
import type { VapidDetails } from './vapid';

/** How long a push service keeps a reminder for a device that is offline: the evening, not tomorrow. */
const REMINDER_TTL_SECONDS = 6 * 60 * 60;
const SEND_TIMEOUT_MS = 10_000;
/** How often each instance runs a round (a reminder goes out within a minute of its hour). */
export const ROUND_INTERVAL_MS = 60_000;

/** Sends one encrypted push message; answers the push service's status code. */
export type PushSend = (subscription: PushSubscriptionJson, payload: string) => Promise<number>;

/**
 * Sends through web-push's request details (VAPID JWT, aes128gcm payload), posted with fetch: the
 * library's own sender speaks https only, and outside production the tests' push service listens
 * on plain loopback http.
 */
export function webPushSend(vapid: VapidDetails): PushSend {
  return async (subscription, payload) => {
    const request = webpush.generateRequestDetails(subscription, payload, {
      vapidDetails: { subject: vapid.subject, publicKey: vapid.publicKey, privateKey: vapid.privateKey },
      TTL: REMINDER_TTL_SECONDS,
      contentEncoding: 'aes128gcm',
      urgency: 'normal',
      topic: 'recordatorio',
    });
    // fetch counts the body itself (and refuses a Content-Length it did not set).
    const headers = Object.fromEntries(
      Object.entries(request.headers)
        .filter(([name]) => name.toLowerCase() !== 'content-length')
        .map(([name, value]) => [name, String(value)]),
    );
    const response = await fetch(request.endpoint, {
      method: request.method,
      headers,
      body: request.body ? new Uint8Array(request.body) : undefined,
      signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
    });
    await response.body?.cancel();
    return response.status;
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
  /** Messages the push service refused otherwise, or that did not reach it. */
  failed: number;
}

export interface RoundOptions {
  push: PushRepository;
  send: PushSend;
  now: number;
  /** Also students whose hour has not come yet today (`send-reminders --now`). Quiet hours still hold. */
  force?: boolean;
  timeZone?: string;
}

/** One round: every reminder due by `now` and not sent yet today goes out, once. */
export async function reminderRound({ push, send, now, force = false, timeZone = DEFAULT_TIME_ZONE }: RoundOptions): Promise<RoundReport> {
  const report: RoundReport = { sent: 0, nothing: 0, quiet: 0, removed: 0, failed: 0 };
  const today = localDayNumber(now, timeZone);
  const day = localDate(now, timeZone);
  const minute = Math.floor((toWallTime(now, timeZone) % 86_400_000) / 60_000);
  const endOfDay = endOfLocalDayAt(now, timeZone);
  for (const candidate of await push.candidates(day, force ? null : minute)) {
    const quiet = candidate.quietStartMinute === null || candidate.quietEndMinute === null ? null : { from: candidate.quietStartMinute, to: candidate.quietEndMinute };
    if (inQuietHours(minute, quiet)) {
      report.quiet += 1;
      continue;
    }
    const due = dueBefore(candidate.dueTimes, endOfDay);
    const examDay = candidate.examDate === null ? null : dayNumberOf(candidate.examDate);
    const daysLeft = examDay === null ? null : examDay - today;
    const unseen = Math.max(0, activeQuestions.length - candidate.dueTimes.length);
    // What is left of today's goal, as the device counts it (questions first answered today count).
    const newToday = await push.newQuestionsSince(candidate.studentId, startOfLocalDay(today, timeZone));
    const goalLeft = dailyGoal({ dueCount: due, unseenCount: unseen, daysLeft, newToday });

    if (!(await push.claimDay(candidate.studentId, day, now))) continue; // another instance has it
    if (goalLeft === 0) {
      await push.recordOutcome(candidate.studentId, day, 'nothing', due, 0);
      report.nothing += 1;
      continue;
    }
    const payload: ReminderPayload = {
      title: 'Naturalización Perú',
      body: reminderText({ due, goalLeft, daysLeft }),
      url: REMINDER_URL,
      tag: REMINDER_TAG,
      badge: due,
    };
    const devices = await push.devicesOf(candidate.studentId);
    let delivered = 0;
    for (const device of devices) {
      try {
        const status = await send(device, JSON.stringify(payload));
        if (status >= 200 && status < 300) delivered += 1;
        else if (status === 404 || status === 410) {
          await push.remove(device.endpoint);
          report.removed += 1;
        } else {
          report.failed += 1;
          logger.warn({ status }, 'Recordatorio rechazado por el servicio de notificaciones');
        }
      } catch (error) {
        report.failed += 1;
        logger.warn({ error: (error as Error).message.split('\n')[0] }, 'No se pudo enviar un recordatorio');
      }
    }
    await push.recordOutcome(candidate.studentId, day, delivered > 0 ? 'sent' : 'failed', due, delivered);
    if (delivered > 0) report.sent += 1;
  }
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
