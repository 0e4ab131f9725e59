/**
 * The review-events outbox's rounds (sync/review-sync.ts holds the app's one instance and decides
 * nothing else): the outbox for review events, next to the attempts' one (sync/attempt-sync.ts) and built on the same
 * principles: Repaso answers are appended to IndexedDB first (lib/storage/indexed-db.ts) and sent from here,
 * marked synced only after the server's 200; the server is idempotent per (student, event id), so a
 * replay never stores an answer twice. Only the signed-in student's events go, with that student's
 * token (checked again before every request); a 429 waits for its Retry-After, a 401 for the student
 * to sign in again, no network for 'online'. Nothing is ever dropped.
 *
 * Exam answers are not in this outbox: they reach the server once, inside their attempt, and every
 * device derives the same events from an attempt (deterministic ids, shared/learning/events.ts).
 *
 * After sending, a round pulls what arrived at the server since the device's cursor (its arrival
 * order: an answer given offline days ago that syncs late is still after the cursor) into the device's
 * store, the cursor in the same transaction; a new device starts at '0', the whole history. The
 * server's log holds every exam answer too, so a second device knows them without the attempts. New
 * events bump `revision`, which the learning store (lib/learning/learning-store.ts) listens to.
 *
 * Kept out of /login's JavaScript and out of every page's first load: sync/review-sync.ts imports it
 * when the outbox starts, once a student is signed in and the page has loaded.
 */
import type { ReviewEvent } from '../shared/learning/events';
import { ApiError, OfflineError, type ApiClient, type PostAttemptAnswer } from '../lib/api/api-client';

/**
 * GET /api/progress/events?since= answers 500 events a page: 200 pages are 100,000 answers, far more
 * than a student gives. The cap keeps a server that kept answering `more` from looping in one round.
 */
export const MAX_EVENT_PAGES = 200;
import type { SyncStatus, SyncStudent } from './attempt-sync';
import { localStore, type StudentId } from '../lib/storage/local-store';

/** A page of GET /api/progress/events?since=. */
export interface ReviewEventPage {
  events: ReviewEvent[];
  /** The cursor after this page. */
  since: string;
  /** Whether another page follows at once. */
  more: boolean;
}

/**
 * One page of the student's log as it arrived at the server after the cursor `since` ('0': from the
 * start), with the token of the student it is for. (Here, not in the API client: only the outbox
 * reads it, and the client is part of every page's first load.)
 */
export async function pullReviewEventPage(api: Pick<ApiClient, 'request'>, token: string, since: string): Promise<ReviewEventPage> {
  const res = await api.request('GET', `/progress/events?since=${encodeURIComponent(since)}`, undefined, token);
  if (res.status === 401) throw new ApiError(401, 'Sesión inválida o expirada.');
  const body = res.json as Partial<ReviewEventPage> | undefined;
  if (!res.ok || !Array.isArray(body?.events) || typeof body.since !== 'string') throw new ApiError(res.status, 'Error al obtener tu progreso');
  return { events: body.events, since: body.since, more: body.more === true };
}

export interface ReviewSyncState {
  status: SyncStatus;
  /** The signed-in student's answers not yet on the server. */
  pending: number;
  /** Why the last round stopped (Spanish, for the student). */
  message: string | null;
  /** Bumped whenever a pull stored events this device did not have. */
  revision: number;
}

export interface ReviewSyncDeps {
  currentStudent: () => SyncStudent | null;
  pendingReviewEvents: (studentId: StudentId) => Promise<ReviewEvent[]>;
  markReviewEventsSynced: (studentId: StudentId, ids: readonly string[], at: string) => Promise<void>;
  storeRemoteReviewEvents: (studentId: StudentId, events: readonly ReviewEvent[], at: string, cursor: string) => Promise<number>;
  /** Where the student's next pull starts. */
  pullCursor: (studentId: StudentId) => Promise<string>;
  /** Posts with exactly this token (never the session's token of the moment). */
  postReviewEvents: (events: readonly ReviewEvent[], token: string) => Promise<PostAttemptAnswer>;
  pullReviewEvents: (token: string, since: string) => Promise<ReviewEventPage>;
  isOnline?: () => boolean;
  now?: () => number;
  setTimer?: (fn: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
}

/**
 * Events per POST: the server takes at most 80 (MAX_EVENTS_PER_POST in shared/review-event-schema.ts,
 * sized by its 16 KB body limit). Not imported from there: that module brings zod into the PWA.
 */
export const EVENTS_PER_POST = 80;
export const REVIEW_SYNC_INTERVAL_MS = 3 * 60 * 1000;
/** After a Repaso answer: answers given in quick succession go in one request. */
export const NUDGE_DELAY_MS = 2000;
const BACKOFF_BASE_MS = 5000;
const BACKOFF_MAX_MS = 5 * 60 * 1000;
const MAX_TIMER_MS = 2 ** 31 - 1;

export const REVIEW_RATE_LIMITED_MESSAGE = 'Alcanzaste el límite diario de envíos de repaso. Tus respuestas siguen guardadas en este dispositivo y se enviarán más tarde.';
export const REVIEW_NOT_ENROLLED_MESSAGE = 'Tu cuenta no tiene acceso al curso: tus respuestas de repaso no se enviaron y siguen guardadas en este dispositivo.';
const RETRY_MESSAGE = 'No se pudo sincronizar el repaso. Lo intentaremos de nuevo.';

const NOBODY: ReviewSyncState = { status: 'idle', pending: 0, message: null, revision: 0 };

function retryAfterSeconds(value: string | null): number | undefined {
  return value && /^\s*\d+\s*$/.test(value) ? Number(value) : undefined;
}

type RoundEnd = 'done' | 'stopped' | 'backOff' | { waitUntil: number };

export function createReviewSync(deps: ReviewSyncDeps) {
  const isOnline = deps.isOnline ?? (() => navigator.onLine);
  const now = deps.now ?? Date.now;
  const setTimer = deps.setTimer ?? ((fn, ms) => setTimeout(fn, ms));
  const clearTimer = deps.clearTimer ?? ((h) => clearTimeout(h as ReturnType<typeof setTimeout>));

  let state: ReviewSyncState = NOBODY;
  const listeners = new Set<() => void>();
  let generation = 0;
  let running: { generation: number; done: Promise<ReviewSyncState> } | null = null;
  let again = false;
  let failures = 0;
  let retry: unknown = null;
  let nudgeTimer: unknown = null;
  let interval: ReturnType<typeof setInterval> | null = null;
  /** Per student, epoch ms before which nothing is posted (the server's 429 Retry-After). */
  const notBefore = new Map<StudentId, number>();

  function set(patch: Partial<ReviewSyncState>) {
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

  async function push(student: SyncStudent, queue: ReviewEvent[], current: () => boolean): Promise<RoundEnd> {
    const waitUntil = notBefore.get(student.studentId) ?? 0;
    if (now() < waitUntil) {
      if (current()) set({ status: 'error', message: REVIEW_RATE_LIMITED_MESSAGE });
      return { waitUntil };
    }
    let left = queue.length;
    for (let start = 0; start < queue.length; start += EVENTS_PER_POST) {
      const signedIn = deps.currentStudent();
      if (!current() || signedIn?.studentId !== student.studentId || signedIn.token !== student.token) return 'stopped';
      const batch = queue.slice(start, start + EVENTS_PER_POST);
      let answer: PostAttemptAnswer;
      try {
        answer = await deps.postReviewEvents(batch, student.token);
      } catch (error) {
        if (current()) set({ status: error instanceof OfflineError ? 'offline' : 'error', message: RETRY_MESSAGE });
        return 'backOff';
      }
      if (answer.status === 200 || answer.status === 201) {
        // Stored under the student who answered, even if the session changed meanwhile.
        await deps.markReviewEventsSynced(student.studentId, batch.map((e) => e.id), new Date(now()).toISOString());
        left -= batch.length;
        if (current()) set({ pending: left });
        continue;
      }
      if (answer.status === 401) {
        if (current()) set({ status: 'needsSignIn', message: 'Tu sesión expiró. Inicia sesión para enviar tu repaso; sigue guardado en este dispositivo.' });
        return 'stopped';
      }
      if (answer.status === 429) {
        if (current()) set({ status: 'error', message: REVIEW_RATE_LIMITED_MESSAGE });
        const seconds = retryAfterSeconds(answer.retryAfter);
        if (seconds === undefined) return 'backOff';
        const until = now() + seconds * 1000;
        notBefore.set(student.studentId, until);
        return { waitUntil: until };
      }
      if (answer.status === 403) {
        // An ended access (issue 20) is remembered, so the course area says so.
        if (answer.code === 'access-ended' && answer.endsAt) localStore.setAccessEnded(student.studentId, answer.endsAt);
        if (current()) set({ status: 'error', message: REVIEW_NOT_ENROLLED_MESSAGE });
        return 'stopped';
      }
      if (answer.status >= 500 || answer.status === 0) {
        if (current()) set({ status: 'error', message: RETRY_MESSAGE });
        return 'backOff';
      }
      // 400: the server will not take this batch as it is. Kept (never dropped); the next batch goes on.
      if (current()) set({ status: 'error', message: answer.message ?? 'Algunas respuestas de repaso no pudieron sincronizarse.' });
    }
    return 'done';
  }

  async function pull(student: SyncStudent, current: () => boolean): Promise<RoundEnd> {
    let added = 0;
    try {
      let since = await deps.pullCursor(student.studentId);
      for (let page = 0; page < MAX_EVENT_PAGES; page += 1) {
        const { events, since: next, more } = await deps.pullReviewEvents(student.token, since);
        added += await deps.storeRemoteReviewEvents(student.studentId, events, new Date(now()).toISOString(), next);
        since = next;
        if (!more || !current()) break;
      }
    } catch (error) {
      if (added > 0 && current()) set({ revision: state.revision + 1 });
      if (error instanceof OfflineError) {
        if (current()) set({ status: 'offline', message: null });
        return 'backOff';
      }
      // A 401 on the pull says the same as on a post; anything else is tried again later.
      if (current()) set({ status: 'error', message: RETRY_MESSAGE });
      return 'backOff';
    }
    if (added > 0 && current()) set({ revision: state.revision + 1 });
    return 'done';
  }

  async function round(own: number): Promise<ReviewSyncState> {
    const current = () => own === generation;
    const student = deps.currentStudent();
    if (!student) return state;
    const queue = await deps.pendingReviewEvents(student.studentId);
    if (current()) set({ pending: queue.length });
    if (!isOnline()) {
      if (current()) set({ status: 'offline', message: null });
      return state;
    }
    if (current()) set({ status: 'syncing', message: null });
    const pushed = queue.length > 0 ? await push(student, queue, current) : 'done';
    if (!current()) return state;
    if (pushed === 'stopped') return state;
    // The pull goes on under a posting wait: the server limits POSTs, not reading.
    const pulled = await pull(student, current);
    if (!current()) return state;
    if (pushed === 'backOff' || pulled === 'backOff') {
      failures += 1;
      scheduleRound(Math.min(BACKOFF_BASE_MS * 2 ** (failures - 1), BACKOFF_MAX_MS));
    } else if (typeof pushed === 'object') {
      scheduleRound(pushed.waitUntil - now());
    } else {
      failures = 0;
      if (state.status === 'syncing' || state.status === 'offline') set({ status: 'idle', message: null });
      else if (state.status === 'error' && state.pending === 0) set({ status: 'idle', message: null });
    }
    return state;
  }

  function syncNow(): Promise<ReviewSyncState> {
    if (running?.generation === generation) {
      // A round is on its way and may have read the queue already: one more follows it.
      again = true;
      return running.done;
    }
    const own = generation;
    const done: Promise<ReviewSyncState> = round(own)
      .catch(() => {
        if (own === generation) set({ status: 'error', message: 'No se pudo leer el repaso guardado en este dispositivo.' });
        return state;
      })
      .finally(() => {
        if (running?.done !== done) return;
        running = null;
        if (again && own === generation) {
          again = false;
          void syncNow();
        }
      });
    running = { generation: own, done };
    return done;
  }

  const onOnline = () => {
    failures = 0;
    void syncNow();
  };
  const onOffline = () => set({ status: state.pending ? 'offline' : state.status });

  function forget() {
    generation += 1;
    again = false;
    if (retry !== null) clearTimer(retry);
    if (nudgeTimer !== null) clearTimer(nudgeTimer);
    retry = null;
    nudgeTimer = null;
    failures = 0;
  }

  return {
    getState: () => state,
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    syncNow,
    /** After a Repaso answer: a round soon, one for answers given in quick succession. */
    nudge() {
      if (nudgeTimer !== null) clearTimer(nudgeTimer);
      nudgeTimer = setTimer(() => {
        nudgeTimer = null;
        void syncNow();
      }, NUDGE_DELAY_MS);
    },
    /** Begins (again) for whoever is signed in now: a round now, on 'online' and every few minutes. */
    start() {
      forget();
      set({ ...NOBODY, revision: state.revision });
      if (interval === null) {
        window.addEventListener('online', onOnline);
        window.addEventListener('offline', onOffline);
        interval = setInterval(() => isOnline() && void syncNow(), REVIEW_SYNC_INTERVAL_MS);
      }
      return syncNow();
    },
    /** Stops sending and forgets the student. */
    stop() {
      forget();
      window.removeEventListener('online', onOnline);
      window.removeEventListener('offline', onOffline);
      if (interval !== null) clearInterval(interval);
      interval = null;
      set({ ...NOBODY, revision: state.revision });
    },
  };
}

export type ReviewSync = ReturnType<typeof createReviewSync>;

