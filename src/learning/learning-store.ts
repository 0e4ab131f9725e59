/**
 * The learning store: one per student, shared by every screen that shows what the student knows
 * (the sidebar's Repaso count, Mis Cursos, Repaso, Mi progreso), so they all show the same numbers.
 * It loads the attempts (device and, once per app session, the server's history) and the review log,
 * and derives the schedule (learning/learning-model.ts explains the model's input). It recomputes when a
 * screen asks (on opening, on navigating), after a Repaso answer, and when an outbox brought news
 * from the server: another device's review events, an exam date (app-main.tsx calls refreshShownLearning).
 *
 * The figures and the server's history (at the end of this module, fetched once) are TanStack
 * Query queries on the client of the student's server state (lib/api/student-query-client.ts; the
 * pattern the console chose, issue 37), and nothing is kept beside them: how the figures are computed
 * (the deps the latest screen gave) is the key's default query function (`setQueryDefaults`); each
 * holds what it was computed with (the bank, in its data). This module stays small:
 * the model (ts-fsrs), the bank and IndexedDB load on first use, so a study page, whose sidebar
 * only observes the count (the bank is over its route budget) or reads the server's (useDueToday),
 * draws without them.
 */
import { useSyncExternalStore } from 'react';
import { skipToken, useQuery } from '@tanstack/react-query';
import { studentClient, studentKeys } from '../lib/api/student-query-client';
import type { ApiClient } from '../lib/api/api-client';
import { useOnline } from '../lib/hooks/use-hydrated';
import type { Attempt } from '../shared/attempt';
import type { ReviewEvent } from '../shared/learning/events';
import type { DueTodayAnswer } from '../shared/sync-api';
import type { BankQuestion, LearningData } from './learning-model';
import { localStore, type StudentId } from '../lib/storage/local-store';
import { afterNextPaint } from '../lib/browser/yield-to-main';
import { examDateOf, fsrsWeightsOf, saveExamDate } from '../sync/study-settings-sync';
import { nudge } from '@/sync/nudge';

export type { BankQuestion, LearningData };

export interface LearningDeps {
  /** The question bank (content/question-bank.ts), passed in: lib does not import content. */
  bank: () => Promise<readonly BankQuestion[]>;
  /** The server's history of attempts (api.listAttempts): fetched once per app session and student. */
  remoteAttempts?: RemoteAttempts;
}

export type LearningState =
  | { status: 'loading' }
  | { status: 'ready'; data: LearningData }
  | { status: 'error'; message: string };

const READ_ERROR = 'No se pudo leer tu progreso guardado en este dispositivo.';

/**
 * Today in Lima, the day the model counts 'due today' in, not the device's zone: what
 * shared/learning/local-days.ts's localDate gives, written with Intl here so that importing it does
 * not split that module into one more chunk named in the route map /login downloads (its 170 KB budget).
 */
const LIMA_DAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Lima', year: 'numeric', month: '2-digit', day: '2-digit' });
export function localDay(now: Date = new Date()): string {
  return LIMA_DAY.format(now);
}

/**
 * Today's Repaso count on the installed app's icon (Badging API, where the browser has it; issue 35),
 * cleared at 0. The reminder's push sets it too (public/sw-push.js).
 */
function showDueOnAppIcon(count: number) {
  const badging = navigator as Navigator & { setAppBadge?: (n: number) => Promise<void>; clearAppBadge?: () => Promise<void> };
  void (count > 0 ? badging.setAppBadge?.(count) : badging.clearAppBadge?.())?.catch(() => undefined);
}

let storageAsked = false;
/**
 * Once the student has answered something (an exam, Repaso), the app asks the browser to keep its
 * data (issue 35): without it a browser may evict the device's log and outbox under storage pressure.
 */
function keepStorage() {
  if (storageAsked) return;
  storageAsked = true;
  void navigator.storage?.persisted?.()
    .then((kept) => (kept ? true : navigator.storage.persist()))
    .catch(() => undefined);
}

// What publishing figures does besides drawing them, wherever they come from (a refresh or a fold).
studentClient.getQueryCache().subscribe((event) => {
  if (event.type !== 'updated' || event.action.type !== 'success') return;
  const [root, studentId, kind] = event.query.queryKey as readonly unknown[];
  if (root !== 'student' || kind !== 'learning' || typeof studentId !== 'number') return;
  const data = event.query.state.data as LearningData;
  // Kept for the sidebar of pages that never load the model (study pages, exam lists).
  localStore.setDueToday(studentId, localDay(), data.due.length);
  showDueOnAppIcon(data.due.length);
  if (data.events.length > 0) keepStorage();
});

/** Derives the student's figures from the device (and the server's history once known). */
async function compute(studentId: StudentId, use: LearningDeps): Promise<LearningData> {
  const shown = studentClient.getQueryData(studentKeys.learning(studentId)) !== undefined;
  const known = knownRemoteAttempts(studentId) !== undefined;
  const remote = remoteAttempts(studentId, use.remoteAttempts);
  // Only the first figures wait for the server (offline it fails at once); later ones are redone
  // when a history that was missing arrives.
  if (!shown) await remote;
  else if (!known) {
    void remote.then(() => {
      if (knownRemoteAttempts(studentId) !== undefined) void refreshLearning(studentId);
    });
  }
  const [model, storage, questions] = await Promise.all([import('./learning-model'), import('../lib/storage/indexed-db'), use.bank()]);
  const [local, reviewEvents] = await Promise.all([storage.listAttempts(studentId), storage.listReviewEvents(studentId)]);
  return model.deriveLearning({
    attempts: mergeAttemptLists(local, knownRemoteAttempts(studentId) ?? []),
    reviewEvents,
    questions,
    now: Date.now(),
    examDate: examDateOf(studentId),
    weights: fsrsWeightsOf(studentId),
  });
}

/**
 * How the student's figures are computed: with the deps the latest screen gave, kept as the figures
 * key's default query function (TanStack's `setQueryDefaults`), so every observer of the key (the
 * sidebar's too, which has no deps) and every refresh without deps runs it, and nothing is kept
 * beside the cache.
 */
function computeWith(studentId: StudentId, deps: LearningDeps): void {
  studentClient.setQueryDefaults(studentKeys.learning(studentId), { queryFn: () => compute(studentId, deps) });
}

/** Whether a screen has said how to compute the student's figures (computeWith). */
function computable(studentId: StudentId): boolean {
  return studentClient.getQueryDefaults(studentKeys.learning(studentId)).queryFn !== undefined;
}

/**
 * Reloads the student's data from the device and recomputes (what a screen calls when it opens).
 * Once figures exist, a refresh cancels the one on its way, so only the latest publishes; before,
 * it joins the first computation. Without deps, only figures already asked for are recomputed.
 */
export async function refreshLearning(studentId: StudentId, deps?: LearningDeps): Promise<void> {
  const queryKey = studentKeys.learning(studentId);
  if (deps) computeWith(studentId, deps);
  const state = studentClient.getQueryState(queryKey);
  if (!deps && (state === undefined || !computable(studentId))) return;
  if (state?.data !== undefined && state.fetchStatus === 'fetching') await studentClient.cancelQueries({ queryKey, exact: true });
  await studentClient.fetchQuery({ queryKey, staleTime: 0 }).catch(() => undefined);
}

/**
 * Stores a Repaso answer (first, before anything else), recomputes every screen and asks the review
 * outbox to send it soon. The screens are recomputed once the answer's feedback has been painted:
 * a store update renders at once, and before that paint it would hold the feedback back (issue 29).
 */
export async function recordReview(studentId: StudentId, event: ReviewEvent): Promise<void> {
  const { appendReviewEvents } = await import('../lib/storage/indexed-db');
  await Promise.all([appendReviewEvents(studentId, [event]), afterNextPaint()]);
  nudge('reviews');
  const queryKey = studentKeys.learning(studentId);
  const data = studentClient.getQueryData<LearningData>(queryKey);
  const questions = data?.questions;
  if (data && questions && studentClient.isFetching({ queryKey, exact: true }) === 0) {
    // The answer → feedback path: fold the answer in rather than replay the whole log.
    const { foldEvent } = await import('./learning-model');
    const folded = foldEvent(data, event, questions, Date.now());
    if (folded) {
      studentClient.setQueryData(queryKey, folded);
      return;
    }
  }
  await refreshLearning(studentId);
}

/**
 * New scores 'Recalificar' gave (issue 48 §4), laid on the server's history this app session holds,
 * so an attempt made on another device shows its new score too (the device's own copies are
 * rescored in IndexedDB by the sync round). By id: an attempt counts once whatever its copies.
 */
export function rescoreRemoteAttempts(studentId: StudentId, regraded: readonly Pick<Attempt, 'id' | 'score' | 'correct' | 'total'>[]): void {
  const byId = new Map(regraded.map((attempt) => [attempt.id, attempt]));
  studentClient.setQueryData<Attempt[]>(studentKeys.remoteAttempts(studentId), (held) =>
    held?.map((attempt) => {
      const next = byId.get(attempt.id);
      return next ? { ...attempt, score: next.score, correct: next.correct, total: next.total } : attempt;
    }),
  );
}

/** Events pulled from the server (another device's answers) change every student screen on this one. */
export function refreshShownLearning(studentId: StudentId): void {
  // Shown: a learning screen observes the figures, or a sidebar shows the server's count (useDueToday).
  void studentClient.invalidateQueries({ queryKey: studentKeys.learning(studentId), exact: true, refetchType: 'active' }, { cancelRefetch: true });
  void studentClient.invalidateQueries({ queryKey: dueKey(studentId), refetchType: 'active' });
}

/** A student who is not there (read-only mode): never fetched (skipToken). */
const NO_STUDENT_KEY = ['student', 'none', 'learning'] as const;
const NO_STUDENT_DUE_KEY = ['student', 'none', 'due'] as const;

/**
 * The student's learning data for a screen, recomputed from the device whenever a screen opens.
 * `deps` must be stable (a module constant or memoized). An error after figures were shown keeps them.
 */
export function useLearning(studentId: StudentId | null, deps: LearningDeps): LearningState {
  if (studentId !== null) computeWith(studentId, deps);
  const query = useQuery<LearningData>(
    studentId === null ? { queryKey: NO_STUDENT_KEY, queryFn: skipToken } : { queryKey: studentKeys.learning(studentId), refetchOnMount: 'always' },
    studentClient,
  );
  if (studentId === null) return { status: 'loading' };
  if (query.data !== undefined) return { status: 'ready', data: query.data };
  if (query.isError) return { status: 'error', message: READ_ERROR };
  return { status: 'loading' };
}

const noop = () => () => {};
const dueCount = (data: LearningData) => data.due.length;

/** The server's counts of the student's days (GET /api/progress/due), one query per Lima day. */
const dueKey = (studentId: StudentId) => ['student', studentId, 'due'] as const;

/**
 * GET /api/progress/due: today's count from the server's projection of the student's log. Kept on the
 * device for offline reloads, unless a learning screen computed the count meanwhile (it counts answers
 * not yet synced, which the server does not know).
 */
async function readServerDue(api: Pick<ApiClient, 'request'>, studentId: StudentId, day: string): Promise<number> {
  const answer = await api.request('GET', '/progress/due');
  const count = answer.ok ? (answer.json as Partial<DueTodayAnswer> | undefined)?.dueToday : undefined;
  if (typeof count !== 'number') throw new Error(`GET /progress/due: ${answer.status}`);
  if (studentClient.getQueryData(studentKeys.learning(studentId)) === undefined) localStore.setDueToday(studentId, day, count);
  return count;
}

/**
 * Today's Repaso count for the course sidebar, first known of: the count a learning screen computed on
 * this device (it includes answers not yet synced), else the one kept on the device today, else the
 * server's (`api`; null: never asked). The sidebar never computes the figures itself: the bank is 81 KB
 * gzip, over a study page's or an exam list's 250 KB route budget. The server is asked only online,
 * when the first two are unknown, and once React has adopted a prerendered page (whose first render
 * has no count); once its count is shown, news from the server reads it again (refreshShownLearning).
 */
export function useDueToday(studentId: StudentId | null, api: Pick<ApiClient, 'request'> | null): number | null {
  const live = useQuery<LearningData, Error, number>(
    // Observed, never fetched from here (the bank is over this page's budget): the key's default query
    // function runs the refreshes; none yet (no screen computed the figures), nothing to run.
    studentId === null || !computable(studentId)
      ? { queryKey: studentId === null ? NO_STUDENT_KEY : studentKeys.learning(studentId), queryFn: skipToken, select: dueCount }
      : { queryKey: studentKeys.learning(studentId), enabled: false, select: dueCount },
    studentClient,
  ).data;
  const day = localDay();
  // The prerendered page has no count: the kept one is drawn once React has adopted it.
  const kept = useSyncExternalStore(noop, () => (studentId === null ? null : localStore.getDueToday(studentId, day)), () => null);
  const adopted = useSyncExternalStore(noop, () => true, () => false);
  const online = useOnline();
  const key = studentId === null ? NO_STUDENT_DUE_KEY : [...dueKey(studentId), day];
  // Once the server's count is shown, its query stays active, for news to read it again.
  const asked = studentClient.getQueryData(key) !== undefined;
  const server = useQuery(
    {
      queryKey: key,
      queryFn: studentId === null || api === null ? skipToken : () => readServerDue(api, studentId, day),
      enabled: adopted && online && live === undefined && (kept === null || asked),
    },
    studentClient,
  ).data;
  return studentId === null ? null : (live ?? kept ?? server ?? null);
}

/** 'Fecha de mi examen' (YYYY-MM-DD, or null to clear it): saved on the device, then sent by its outbox to every device of the student. */
export function setExamDate(studentId: StudentId, isoDate: string | null): Promise<void> {
  saveExamDate(studentId, isoDate);
  return refreshLearning(studentId);
}

// The attempts history (issue 52 §1): here rather than in a module of its own, which the exam lists
// and this store would share as one more chunk named in the route map /login downloads (its 170 KB budget).

/** Reads the server's history (api.listAttempts). */
export type RemoteAttempts = () => Promise<Attempt[]>;

/** The server's history: fetched once per app session and student; a failed fetch is tried again by the next reader. */
export function remoteAttemptsQuery(studentId: StudentId, read: RemoteAttempts) {
  return { queryKey: studentKeys.remoteAttempts(studentId), queryFn: () => read() };
}

/** The server's history once fetched (undefined while unknown: never fetched, or the fetch failed). */
export function knownRemoteAttempts(studentId: StudentId): Attempt[] | undefined {
  return studentClient.getQueryData<Attempt[]>(studentKeys.remoteAttempts(studentId));
}

/** The server's history, fetched unless known (joining a fetch on its way); [] when it cannot be read. */
export async function remoteAttempts(studentId: StudentId, read: RemoteAttempts | undefined): Promise<Attempt[]> {
  if (!read) return [];
  return studentClient.fetchQuery(remoteAttemptsQuery(studentId, read)).catch(() => knownRemoteAttempts(studentId) ?? []);
}

/** Every known attempt of the student, the device's and the server's (a result page looks one up here). */
export async function allAttempts(studentId: StudentId, read?: RemoteAttempts): Promise<Attempt[]> {
  const { listAttempts } = await import('../lib/storage/indexed-db');
  const [local, remote] = await Promise.all([listAttempts(studentId).catch(() => [] as Attempt[]), remoteAttempts(studentId, read)]);
  return mergeAttemptLists(local, remote);
}

/**
 * The exam lists' attempts: the device's at once, merged with the server's history when a reader is
 * given (`loading` until it answered or failed). `refresh`: a change reads the device again (an
 * attempt was graded meanwhile).
 */
export function useAttempts(studentId: StudentId, read?: RemoteAttempts, refresh = 0): { attempts: Attempt[]; loading: boolean } {
  const local = useQuery(
    {
      queryKey: studentKeys.attempts(studentId, refresh),
      queryFn: async () => (await import('../lib/storage/indexed-db')).listAttempts(studentId).catch(() => [] as Attempt[]),
      // The device's attempts are read on every opening (an exam finished meanwhile).
      refetchOnMount: 'always',
    },
    studentClient,
  );
  // Without a reader, the history is observed only: fetchQuery elsewhere brings its own function.
  const remote = useQuery(read ? remoteAttemptsQuery(studentId, read) : { queryKey: studentKeys.remoteAttempts(studentId), queryFn: skipToken }, studentClient);
  if (local.data === undefined) return { attempts: [], loading: true };
  return { attempts: mergeAttemptLists(local.data, remote.data ?? []), loading: !!read && remote.isPending && !remote.isError };
}

function finishedTime(attempt: Attempt): number {
  const ms = Date.parse(attempt.finishedAt);
  return Number.isNaN(ms) ? 0 : ms;
}

/**
 * The device's and the server's attempts by id (the device's copy wins: it knows its sync state),
 * newest first. The one merge of the attempts history (the exam lists, a result, the learning figures).
 */
export function mergeAttemptLists(local: readonly Attempt[], remote: readonly Attempt[]): Attempt[] {
  const byId = new Map<string, Attempt>();
  for (const a of remote) byId.set(a.id, a);
  for (const a of local) byId.set(a.id, a);
  return [...byId.values()].sort((a, b) => finishedTime(b) - finishedTime(a) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}
