/**
 * One round of the attempts outbox (lib/attempt-sync.ts decides when): posts a student's pending
 * attempts, oldest first, with that student's token, until an answer says to stop. It loads with
 * the first round that has something to send, so a signed-out visit never downloads it.
 */
import type { Attempt } from '../shared/attempt';
import { attemptBody } from '../shared/attempt';
import { OfflineError, type PostAttemptAnswer } from './api-client';
import type { SyncDeps, SyncState, SyncStudent } from './attempt-sync';
import { localStore } from './local-store';

/** 429: the student sent the day's maximum. */
export const RATE_LIMITED_MESSAGE = 'Alcanzaste el límite diario de resultados enviados. Los demás siguen guardados en este dispositivo y se enviarán más tarde.';
/** 403: the student's account no longer has the course. */
export const NOT_ENROLLED_MESSAGE = 'Tu cuenta no tiene acceso al curso: tus resultados no se enviaron y siguen guardados en este dispositivo.';

/**
 * How the round ended: it went through the queue ('sent', refused attempts included), it waits for
 * the student ('stopped': a 401, a 403, or the session changed), the network or the server failed
 * ('backOff', also a 429 that did not say how long), or the daily limit holds until `waitUntil`.
 */
export type SendEnd = 'sent' | 'stopped' | 'backOff' | { waitUntil: number };

/** Retry-After in seconds (the academy's server sends delta-seconds); undefined when absent or not that. */
export function parseRetryAfter(value: string | null): number | undefined {
  return value && /^\s*\d+\s*$/.test(value) ? Number(value) : undefined;
}

export interface SendRound {
  student: SyncStudent;
  queue: readonly Attempt[];
  /** Epoch ms before which the server asked not to send this student's attempts (an earlier 429). */
  waitUntil: number;
  deps: Pick<SyncDeps, 'currentStudent' | 'markAttemptSynced' | 'postAttempt'>;
  now: () => number;
  /** False once the outbox started over (sign-out, another student): nothing more is sent. */
  current: () => boolean;
  /** Shows progress and problems, unless the outbox started over meanwhile. */
  report: (patch: Partial<SyncState>) => void;
}

export async function sendPending({ student, queue, waitUntil, deps, now, current, report }: SendRound): Promise<SendEnd> {
  if (now() < waitUntil) {
    // Every trigger (the interval, 'online', 'Sincronizar ahora', signing in again) waits.
    report({ status: 'error', message: RATE_LIMITED_MESSAGE });
    return { waitUntil };
  }
  report({ status: 'syncing', message: null });
  let left = queue.length;
  for (const attempt of queue) {
    // The session may have changed while the last post was on its way.
    const signedIn = deps.currentStudent();
    if (!current() || signedIn?.studentId !== student.studentId || signedIn.token !== student.token) return 'stopped';
    let answer: PostAttemptAnswer;
    try {
      answer = await deps.postAttempt(attemptBody(attempt), student.token);
    } catch (error) {
      report({ status: error instanceof OfflineError ? 'offline' : 'error', message: 'No se pudo sincronizar. Lo intentaremos de nuevo.' });
      return 'backOff';
    }
    if (answer.status === 200 || answer.status === 201) {
      // Stored under the student who sent it, even if the session changed meanwhile.
      const at = new Date(now()).toISOString();
      await deps.markAttemptSynced(student.studentId, attempt.id, at);
      localStore.setLastSyncAt(student.studentId, at);
      left -= 1;
      report({ pending: left, lastSyncAt: at });
      continue;
    }
    if (answer.status === 401) {
      report({ status: 'needsSignIn', message: 'Tu sesión expiró. Inicia sesión para enviar tus resultados; siguen guardados en este dispositivo.' });
      return 'stopped';
    }
    if (answer.status === 429) {
      // The student sent too many today: the rest waits until the server says.
      report({ status: 'error', message: RATE_LIMITED_MESSAGE });
      const seconds = parseRetryAfter(answer.retryAfter);
      return seconds === undefined ? 'backOff' : { waitUntil: now() + seconds * 1000 };
    }
    if (answer.status === 403) {
      // Not enrolled: every attempt of the student would get the same answer. Kept for when access returns.
      report({ status: 'error', message: NOT_ENROLLED_MESSAGE });
      return 'stopped';
    }
    if (answer.status >= 500 || answer.status === 0) {
      report({ status: 'error', message: 'El servidor no está disponible. Lo intentaremos de nuevo.' });
      return 'backOff';
    }
    // 400/422: the server will not take this attempt as it is. Keep it (never drop) and go on.
    report({ status: 'error', message: answer.message ?? 'Un resultado no pudo sincronizarse.' });
  }
  return 'sent';
}
