/**
 * The posting part of a round, the same for every kind (sync/kinds.ts): the signed-in student's
 * pending items, oldest first and in batches the server takes, each with that student's token, until
 * an answer says to stop. The session is checked again before every request, so a round in flight
 * when the student signs out (or another signs in) sends nothing more.
 */
import { OfflineError, type PostAttemptAnswer } from '@/lib/api/api-client';
import { localStore, type StudentId } from '@/lib/storage/local-store';
import type { OutboxState, RoundEnd, RoundInput, SyncStudent } from './outbox.machine';

/** What an outbox tells the student (Spanish), per kind. */
export interface OutboxTexts {
  /** 429: the day's maximum was sent. */
  rateLimited: string;
  /** 403 without an ended access. */
  notEnrolled: string;
  /** 403 of an ended access: after the server's own words (null: notEnrolled). */
  keptAfter: string | null;
  /** 401. */
  needsSignIn: string;
  /** 400/422 without a message of the server's. */
  refused: string;
  /** The network failed. */
  retry: string;
  /** 5xx. */
  serverDown: string;
  /** The device's queue could not be read. */
  unreadable: string;
}

/** An outbox item: its id is made on the device, and the server stores each id once. */
export interface OutboxItem {
  id: string;
}

export interface PushSpec<T extends OutboxItem> {
  texts: OutboxTexts;
  /** Items per request. */
  batch: number;
  post: (items: readonly T[], token: string) => Promise<PostAttemptAnswer>;
  markSynced: (studentId: StudentId, items: readonly T[], at: string) => Promise<void>;
}

/** Retry-After in seconds (the academy's server sends delta-seconds); undefined when absent or not that. */
export function parseRetryAfter(value: string | null): number | undefined {
  return value && /^\s*\d+\s*$/.test(value) ? Number(value) : undefined;
}

export interface PushRound<T extends OutboxItem> extends Pick<RoundInput, 'report'> {
  student: SyncStudent;
  queue: readonly T[];
  /** The signed-in student now (the round stops once it is someone else, or another token). */
  currentStudent: () => SyncStudent | null;
  now: () => number;
  /** Epoch ms before which the server asked not to post this student's items (an earlier 429). */
  waitUntil: number;
  /** Remembers a new Retry-After for the student (it outlives this outbox: signing in again waits too). */
  setWaitUntil: (until: number) => void;
  /** After each confirmed batch: what else the kind shows (the exam results' last sync). */
  confirmed?: (at: string, left: number) => Partial<OutboxState>;
}

export async function pushPending<T extends OutboxItem>(spec: PushSpec<T>, round: PushRound<T>): Promise<Exclude<RoundEnd, 'offline'>> {
  const { texts } = spec;
  const { student, queue, report, now } = round;
  if (now() < round.waitUntil) {
    report({ status: 'error', message: texts.rateLimited });
    return { waitUntil: round.waitUntil };
  }
  let left = queue.length;
  for (let start = 0; start < queue.length; start += spec.batch) {
    // The session may have changed while the last post was on its way.
    const signedIn = round.currentStudent();
    if (signedIn?.studentId !== student.studentId || signedIn.token !== student.token) return 'stopped';
    const batch = queue.slice(start, start + spec.batch);
    let answer: PostAttemptAnswer;
    try {
      answer = await spec.post(batch, student.token);
    } catch (error) {
      report({ status: error instanceof OfflineError ? 'offline' : 'error', message: texts.retry });
      return 'backOff';
    }
    if (answer.status === 200 || answer.status === 201) {
      // Stored under the student who sent it, even if the session changed meanwhile.
      const at = new Date(now()).toISOString();
      await spec.markSynced(student.studentId, batch, at);
      left -= batch.length;
      report({ pending: left, ...round.confirmed?.(at, left) });
      continue;
    }
    if (answer.status === 401) {
      report({ status: 'needsSignIn', message: texts.needsSignIn });
      return 'needsSignIn';
    }
    if (answer.status === 429) {
      // The student sent too many today: the rest waits until the server says.
      report({ status: 'error', message: texts.rateLimited });
      const seconds = parseRetryAfter(answer.retryAfter);
      if (seconds === undefined) return 'backOff';
      const until = now() + seconds * 1000;
      round.setWaitUntil(until);
      return { waitUntil: until };
    }
    if (answer.status === 403) {
      // Not enrolled, or the access ended: every later item would get the same answer. Kept for when
      // access returns; an ended access is remembered, so the course area says so.
      if (answer.code === 'access-ended' && answer.endsAt) localStore.setAccessEnded(student.studentId, answer.endsAt);
      const ended = answer.code === 'access-ended' && texts.keptAfter !== null;
      report({ status: 'error', message: ended ? `${answer.message ?? 'Tu acceso a este curso venció.'} ${texts.keptAfter}` : texts.notEnrolled });
      return 'stopped';
    }
    if (answer.status >= 500 || answer.status === 0) {
      report({ status: 'error', message: texts.serverDown });
      return 'backOff';
    }
    // 400/422: the server will not take this batch as it is. Kept (never dropped); the next goes on.
    report({ status: 'error', message: answer.message ?? texts.refused });
  }
  return 'sent';
}
