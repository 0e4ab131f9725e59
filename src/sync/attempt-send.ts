/**
 * One round of an outbox (sync/attempt-sync.ts decides when): posts a student's pending items
 * (finished attempts, error reports), oldest first, with that student's token, until an answer says
 * to stop. It loads with the first round that has something to send, so a signed-out visit never
 * downloads it.
 */
import { OfflineError, type PostAttemptAnswer } from '../lib/api/api-client';
import type { OutboxDeps, OutboxItem, OutboxKind, SyncState, SyncStudent } from './attempt-sync';
import { localStore } from '../lib/storage/local-store';

/** 429: the student sent the day's maximum. */
export const RATE_LIMITED_MESSAGE = 'Alcanzaste el límite diario de resultados enviados. Los demás siguen guardados en este dispositivo y se enviarán más tarde.';
/** 403: the student's account no longer has the course. */
export const NOT_ENROLLED_MESSAGE = 'Tu cuenta no tiene acceso al curso: tus resultados no se enviaron y siguen guardados en este dispositivo.';

/** What each outbox tells the student (Spanish), by kind. */
const TEXTS: Record<OutboxKind, { rateLimited: string; notEnrolled: string; keptAfter: string; needsSignIn: string; refused: string }> = {
  attempts: {
    rateLimited: RATE_LIMITED_MESSAGE,
    notEnrolled: NOT_ENROLLED_MESSAGE,
    keptAfter: 'Tus resultados siguen guardados en este dispositivo.',
    needsSignIn: 'Tu sesión expiró. Inicia sesión para enviar tus resultados; siguen guardados en este dispositivo.',
    refused: 'Un resultado no pudo sincronizarse.',
  },
  reports: {
    rateLimited: 'Enviaste muchos reportes hoy. Los demás siguen guardados en este dispositivo y se enviarán más tarde.',
    notEnrolled: 'Tu cuenta no tiene acceso al curso: tu reporte no se envió y sigue guardado en este dispositivo.',
    keptAfter: 'Tu reporte sigue guardado en este dispositivo.',
    needsSignIn: 'Tu sesión expiró. Inicia sesión para enviar tu reporte; sigue guardado en este dispositivo.',
    refused: 'Un reporte no pudo enviarse.',
  },
};

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

export interface SendRound<T extends OutboxItem> {
  kind: OutboxKind;
  student: SyncStudent;
  queue: readonly T[];
  /** Epoch ms before which the server asked not to send this student's items (an earlier 429). */
  waitUntil: number;
  deps: Pick<OutboxDeps<T>, 'currentStudent' | 'markSynced' | 'post'>;
  now: () => number;
  /** False once the outbox started over (sign-out, another student): nothing more is sent. */
  current: () => boolean;
  /** Shows progress and problems, unless the outbox started over meanwhile. */
  report: (patch: Partial<SyncState>) => void;
}

export async function sendPending<T extends OutboxItem>({ kind, student, queue, waitUntil, deps, now, current, report }: SendRound<T>): Promise<SendEnd> {
  const texts = TEXTS[kind];
  if (now() < waitUntil) {
    // Every trigger (the interval, 'online', 'Sincronizar ahora', signing in again) waits.
    report({ status: 'error', message: texts.rateLimited });
    return { waitUntil };
  }
  report({ status: 'syncing', message: null });
  let left = queue.length;
  for (const item of queue) {
    // The session may have changed while the last post was on its way.
    const signedIn = deps.currentStudent();
    if (!current() || signedIn?.studentId !== student.studentId || signedIn.token !== student.token) return 'stopped';
    let answer: PostAttemptAnswer;
    try {
      answer = await deps.post(item, student.token);
    } catch (error) {
      report({ status: error instanceof OfflineError ? 'offline' : 'error', message: 'No se pudo sincronizar. Lo intentaremos de nuevo.' });
      return 'backOff';
    }
    if (answer.status === 200 || answer.status === 201) {
      // Stored under the student who sent it, even if the session changed meanwhile.
      const at = new Date(now()).toISOString();
      await deps.markSynced(student.studentId, item.id, at);
      // 'Última sincronización' in the sync menu is the exam results'.
      if (kind === 'attempts') localStore.setLastSyncAt(student.studentId, at);
      left -= 1;
      report(kind === 'attempts' ? { pending: left, lastSyncAt: at } : { pending: left });
      continue;
    }
    if (answer.status === 401) {
      report({ status: 'needsSignIn', message: texts.needsSignIn });
      return 'stopped';
    }
    if (answer.status === 429) {
      // The student sent too many today: the rest waits until the server says.
      report({ status: 'error', message: texts.rateLimited });
      const seconds = parseRetryAfter(answer.retryAfter);
      return seconds === undefined ? 'backOff' : { waitUntil: now() + seconds * 1000 };
    }
    if (answer.status === 403) {
      // Not enrolled, or the access ended: every later item of the student would get the same answer.
      // Kept for when access returns. An ended access is remembered, so the course area says so.
      if (answer.code === 'access-ended') {
        if (answer.endsAt) localStore.setAccessEnded(student.studentId, answer.endsAt);
        report({ status: 'error', message: `${answer.message ?? 'Tu acceso a este curso venció.'} ${texts.keptAfter}` });
      } else {
        report({ status: 'error', message: texts.notEnrolled });
      }
      return 'stopped';
    }
    if (answer.status >= 500 || answer.status === 0) {
      report({ status: 'error', message: 'El servidor no está disponible. Lo intentaremos de nuevo.' });
      return 'backOff';
    }
    // 400/422: the server will not take this item as it is. Keep it (never drop) and go on.
    report({ status: 'error', message: answer.message ?? texts.refused });
  }
  return 'sent';
}
