/**
 * The outbox for finished attempts: they are written to IndexedDB first (by the exam run) and sent
 * here, marked synced only after a 2xx. The server is idempotent on the attempt id, so a replay
 * (after a lost answer or a restart) never creates a second row. This is the only replay path: the
 * service worker does not queue attempts, since a request it replayed later would carry whichever
 * token it was sent with, whoever is signed in by then. Nothing is ever dropped: failures back off
 * and retry, a 429 waits as long as the server's Retry-After says (hours, if need be), a 401 waits
 * for the student to sign in again, and an attempt the server refuses stays on the device.
 *
 * Attempts belong to the student who made them (a phone may be shared). A round sends only the
 * signed-in student's pending attempts, with that student's token: both are read when the round
 * starts and checked again before each post, so a round in flight when the student signs out (or
 * another signs in) sends nothing more. `start()` begins again for whoever is signed in now,
 * `stop()` forgets the student; what a stopped round learns afterwards is never shown. This module
 * decides when a round runs; the sending itself is sync/attempt-send.ts, loaded on first use.
 *
 * The same machinery (createOutbox) sends the students' error reports (sync/report-sync.ts): any
 * item with a device-made id the server stores once.
 */
import { attemptBody, type Attempt } from '../shared/attempt';
import type { PostAttemptAnswer } from '../lib/api/api-client';
import { localStore, type StudentId } from '../lib/storage/local-store';

/** What an outbox sends: exam results, or error reports (their texts differ, sync/attempt-send.ts). */
/** Grades the student's runs past their deadline (the grading code loads only when there is one). */
async function gradeExpired(studentId: StudentId): Promise<number> {
  const storage = await import('../lib/storage/indexed-db');
  return storage.gradeExpiredRuns(studentId, () => import('../machines/expired-runs'));
}

export type OutboxKind = 'attempts' | 'reports';

/** An outbox item: its id is made on the device, and the server stores each id once. */
export interface OutboxItem {
  id: string;
}

export type SyncStatus = 'idle' | 'syncing' | 'offline' | 'error' | 'needsSignIn';

export interface SyncState {
  status: SyncStatus;
  pending: number;
  lastSyncAt: string | null;
  /** Why the last round stopped (Spanish, for the student). */
  message: string | null;
}

/** Whose attempts a round sends, and the token it sends them with. */
export interface SyncStudent {
  studentId: StudentId;
  token: string;
}

/** The effects an outbox works through, each passed in (STYLE.md §3), so tests swap every one. */
export interface OutboxDeps<T extends OutboxItem> {
  /** The student signed in now and their token, or null when nobody is. */
  currentStudent: () => SyncStudent | null;
  /** The student's items the server has not confirmed, oldest first. */
  pending: (studentId: StudentId) => Promise<T[]>;
  markSynced: (studentId: StudentId, id: string, at: string) => Promise<void>;
  /** Posts with exactly this token (never the session's token of the moment). */
  post: (item: T, token: string) => Promise<PostAttemptAnswer>;
  isOnline?: () => boolean;
  now?: () => number;
  /** Timer functions, injected so tests control time. */
  setTimer?: (fn: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
}

/** The attempts outbox's effects (the app and its tests name them after attempts). */
export interface SyncDeps extends Omit<OutboxDeps<Attempt>, 'pending' | 'markSynced' | 'post'> {
  pendingAttempts: (studentId: StudentId) => Promise<Attempt[]>;
  markAttemptSynced: (studentId: StudentId, id: string, at: string) => Promise<void>;
  /** Posts with exactly this token (never the session's token of the moment). */
  postAttempt: (body: unknown, token: string) => Promise<PostAttemptAnswer>;
}

export const SYNC_INTERVAL_MS = 3 * 60 * 1000;
export const BACKOFF_BASE_MS = 5000;
export const BACKOFF_MAX_MS = 5 * 60 * 1000;
/** setTimeout's longest delay (~24.8 days); a longer wait is checked again when the timer fires. */
const MAX_TIMER_MS = 2 ** 31 - 1;


const NOBODY: SyncState = { status: 'idle', pending: 0, lastSyncAt: null, message: null };

export function createAttemptSync(deps: SyncDeps) {
  const { pendingAttempts, markAttemptSynced, postAttempt, ...rest } = deps;
  return createOutbox<Attempt>('attempts', { ...rest, pending: pendingAttempts, markSynced: markAttemptSynced, post: (attempt, token) => postAttempt(attemptBody(attempt), token) });
}

export function createOutbox<T extends OutboxItem>(kind: OutboxKind, deps: OutboxDeps<T>) {
  const isOnline = deps.isOnline ?? (() => navigator.onLine);
  const now = deps.now ?? Date.now;
  const setTimer = deps.setTimer ?? ((fn, ms) => setTimeout(fn, ms));
  const clearTimer = deps.clearTimer ?? ((h) => clearTimeout(h as ReturnType<typeof setTimeout>));

  let state: SyncState = NOBODY;
  const listeners = new Set<() => void>();
  /** Bumped by start() and stop(): a round of an earlier generation changes nothing any more. */
  let generation = 0;
  let running: { generation: number; done: Promise<SyncState> } | null = null;
  let failures = 0;
  let retry: unknown = null;
  /** Per student, epoch ms before which no round posts their attempts: the server's 429 Retry-After. */
  const notBefore = new Map<StudentId, number>();
  let interval: unknown = null;

  function set(patch: Partial<SyncState>) {
    state = { ...state, ...patch };
    listeners.forEach((l) => l());
  }

  function scheduleRound(delay: number) {
    if (retry !== null) clearTimer(retry);
    retry = setTimer(() => {
      retry = null;
      void syncNow();
    }, Math.min(Math.max(0, delay), MAX_TIMER_MS));
  }

  function backOff() {
    failures += 1;
    scheduleRound(Math.min(BACKOFF_BASE_MS * 2 ** (failures - 1), BACKOFF_MAX_MS));
  }

  /** Ends the last student's rounds and timers (a wait the server asked for stays theirs). */
  function forget() {
    generation += 1;
    if (retry !== null) clearTimer(retry);
    retry = null;
    failures = 0;
  }

  async function round(own: number): Promise<SyncState> {
    const current = () => own === generation;
    const report = (patch: Partial<SyncState>) => {
      if (current()) set(patch);
    };
    const student = deps.currentStudent();
    if (!student) return state;
    const queue = await deps.pending(student.studentId);
    report({ pending: queue.length });
    if (queue.length === 0) {
      report({ status: 'idle', message: null });
      return state;
    }
    if (!isOnline()) {
      report({ status: 'offline', message: null });
      return state;
    }
    const { sendPending } = await import('./attempt-send');
    const end = await sendPending({ kind, student, queue, waitUntil: notBefore.get(student.studentId) ?? 0, deps, now, current, report });
    // A wait the server asked for is the student's, even if the session changed meanwhile.
    if (typeof end === 'object') notBefore.set(student.studentId, end.waitUntil);
    if (!current()) return state;
    if (end === 'sent') {
      failures = 0;
      if (state.status === 'syncing') set({ status: 'idle' });
    } else if (end === 'backOff') {
      backOff();
    } else if (typeof end === 'object') {
      scheduleRound(end.waitUntil - now());
    }
    return state;
  }

  function syncNow(): Promise<SyncState> {
    if (running?.generation === generation) return running.done;
    const own = generation;
    const done: Promise<SyncState> = round(own)
      .catch(() => {
        if (own === generation) set({ status: 'error', message: 'No se pudo leer los resultados guardados en este dispositivo.' });
        return state;
      })
      .finally(() => {
        if (running?.done === done) running = null;
      });
    running = { generation: own, done };
    return done;
  }

  const onOnline = () => {
    failures = 0;
    void syncNow();
  };
  const onOffline = () => set({ status: state.pending ? 'offline' : state.status });

  return {
    getState: () => state,
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    syncNow,
    /**
     * Begins (again) for the student signed in now: their queue, their last sync, no wait or
     * failure left from someone else; then the triggers: now, on 'online', and every few minutes.
     */
    start() {
      forget();
      const student = deps.currentStudent();
      set({ ...NOBODY, lastSyncAt: student && kind === 'attempts' ? localStore.getLastSyncAt(student.studentId) : null });
      if (interval === null) {
        window.addEventListener('online', onOnline);
        window.addEventListener('offline', onOffline);
        interval = setInterval(() => isOnline() && void syncNow(), SYNC_INTERVAL_MS);
      }
      void syncNow();
      // An exam whose time ran out while the app was closed is graded now and sent (issue 32 §7).
      if (student && kind === 'attempts') void gradeExpired(student.studentId).then((graded) => (graded > 0 ? syncNow() : undefined), () => undefined);
    },
    /** Stops sending and forgets the student: nothing of theirs stays on screen. */
    stop() {
      forget();
      window.removeEventListener('online', onOnline);
      window.removeEventListener('offline', onOffline);
      if (interval !== null) clearInterval(interval as ReturnType<typeof setInterval>);
      interval = null;
      set(NOBODY);
    },
  };
}

export type Outbox = ReturnType<typeof createOutbox>;
export type AttemptSync = Outbox;
