/**
 * The learning store: one per student, shared by every screen that shows what the student knows
 * (the sidebar's Repaso count, Mis Cursos, Repaso, Mi progreso), so they all show the same numbers.
 * It loads the attempts (device and, once per app session, the server's history) and the review log,
 * and derives the schedule (lib/learning/learning-model.ts explains the model's input). It recomputes when a
 * screen asks (on opening, on navigating), after a Repaso answer, and when an outbox brought news
 * from the server: another device's review events, an exam date (app-main.tsx calls refreshShownLearning).
 *
 * The figures and the server's history are TanStack Query queries on the client of the student's
 * server state (lib/api/student-query-client.ts; the pattern the console chose, issue 37). This module stays small: the model (ts-fsrs), the bank and IndexedDB load on first
 * use, so a study page, whose sidebar shows the count, does not wait for them.
 */
import { useEffect, useSyncExternalStore } from 'react';
import { useQuery } from '@tanstack/react-query';
import { studentClient, studentKeys } from '../api/student-query-client';
import type { Attempt } from '../../shared/attempt';
import type { ReviewEvent } from '../../shared/learning/events';
import { localDate } from '../../shared/learning/local-days';
import type { BankQuestion, LearningData } from './learning-model';
import { localStore, type StudentId } from '../storage/local-store';
import { afterNextPaint } from '../browser/yield-to-main';
import { examDateOf, fsrsWeightsOf, saveExamDate } from '../../sync/study-settings-sync';
import { nudge } from '@/sync/nudge';

export type { BankQuestion, LearningData };

export interface LearningDeps {
  /** The question bank (content/question-bank.ts), passed in: lib does not import content. */
  bank: () => Promise<readonly BankQuestion[]>;
  /** The server's history of attempts (api.listAttempts): fetched once per app session and student. */
  remoteAttempts?: () => Promise<Attempt[]>;
}

export type LearningState =
  | { status: 'loading' }
  | { status: 'ready'; data: LearningData }
  | { status: 'error'; message: string };

const READ_ERROR = 'No se pudo leer tu progreso guardado en este dispositivo.';

/** The last deps each student's figures were asked with: refreshes without deps (an outbox's news) reuse them. */
const depsOf = new Map<StudentId, LearningDeps>();
/** The bank each student's figures were computed with (an answer is folded in with it). */
const questionsOf = new Map<StudentId, readonly BankQuestion[]>();

/** Today in Lima, the day the model counts 'due today' in (shared/learning/local-days.ts), not the device's zone. */
export function localDay(now: Date = new Date()): string {
  return localDate(now.getTime());
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

/** The server's history once fetched (undefined while unknown: never fetched, or the fetch failed). */
function remoteOf(studentId: StudentId): Attempt[] | undefined {
  return studentClient.getQueryData<Attempt[]>(studentKeys.remoteAttempts(studentId));
}

/** Fetches the server's history unless it is known (joining a fetch on its way); resolves when it settles. */
function fetchRemote(studentId: StudentId, deps: LearningDeps): Promise<void> {
  const read = deps.remoteAttempts;
  if (!read || remoteOf(studentId) !== undefined) return Promise.resolve();
  return studentClient
    .fetchQuery({ queryKey: studentKeys.remoteAttempts(studentId), queryFn: () => read() })
    .then(() => undefined, () => undefined);
}

/** Derives the student's figures from the device (and the server's history once known). */
async function compute(studentId: StudentId): Promise<LearningData> {
  const use = depsOf.get(studentId);
  if (!use) throw new Error('no deps');
  const shown = studentClient.getQueryData(studentKeys.learning(studentId)) !== undefined;
  const known = remoteOf(studentId) !== undefined;
  const remote = fetchRemote(studentId, use);
  // Only the first figures wait for the server (offline it fails at once); later ones are redone
  // when a history that was missing arrives.
  if (!shown) await remote;
  else if (!known) {
    void remote.then(() => {
      if (remoteOf(studentId) !== undefined) void refreshLearning(studentId);
    });
  }
  const [model, storage, questions] = await Promise.all([import('./learning-model'), import('../storage/indexed-db'), use.bank()]);
  const [local, reviewEvents] = await Promise.all([storage.listAttempts(studentId), storage.listReviewEvents(studentId)]);
  questionsOf.set(studentId, questions);
  return model.deriveLearning({
    attempts: model.mergeAttemptLists(local, remoteOf(studentId) ?? []),
    reviewEvents,
    questions,
    now: Date.now(),
    examDate: examDateOf(studentId),
    weights: fsrsWeightsOf(studentId),
  });
}

const dataQuery = (studentId: StudentId) => ({ queryKey: studentKeys.learning(studentId), queryFn: () => compute(studentId) });

/**
 * Reloads the student's data from the device and recomputes (what a screen calls when it opens).
 * Once figures exist, a refresh cancels the one on its way (Query's cancelRefetch), so only the
 * latest publishes; before, it joins the first computation.
 */
export async function refreshLearning(studentId: StudentId, deps?: LearningDeps): Promise<void> {
  if (deps) depsOf.set(studentId, deps);
  if (!depsOf.has(studentId)) return;
  const queryKey = studentKeys.learning(studentId);
  if (studentClient.getQueryData(queryKey) !== undefined) {
    await studentClient.refetchQueries({ queryKey, exact: true }, { cancelRefetch: true });
  } else {
    await studentClient.fetchQuery({ ...dataQuery(studentId), staleTime: 0 }).catch(() => undefined);
  }
}

/**
 * Stores a Repaso answer (first, before anything else), recomputes every screen and asks the review
 * outbox to send it soon. The screens are recomputed once the answer's feedback has been painted:
 * a store update renders at once, and before that paint it would hold the feedback back (issue 29).
 */
export async function recordReview(studentId: StudentId, event: ReviewEvent): Promise<void> {
  const { appendReviewEvents } = await import('../storage/indexed-db');
  await Promise.all([appendReviewEvents(studentId, [event]), afterNextPaint()]);
  nudge('reviews');
  const queryKey = studentKeys.learning(studentId);
  const data = studentClient.getQueryData<LearningData>(queryKey);
  const questions = questionsOf.get(studentId);
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
  // Shown: a learning screen observes the figures, or a sidebar shows their count (useDueToday).
  void studentClient.invalidateQueries({ queryKey: studentKeys.learning(studentId), exact: true, refetchType: 'active' }, { cancelRefetch: true });
}

/** A student who is not there (read-only mode): never fetched. */
const NO_STUDENT_KEY = ['student', 'none', 'learning'] as const;

/**
 * The student's learning data for a screen; refreshed when it mounts and whenever `reloadKey`
 * changes (the sidebar passes the page path: an exam finished meanwhile changes the count).
 * `deps` must be stable (a module constant or memoized). An error after figures were shown keeps them.
 */
export function useLearning(studentId: StudentId | null, deps: LearningDeps, reloadKey?: unknown): LearningState {
  // Known before the query's observer first fetches (it subscribes while committing).
  if (studentId !== null) depsOf.set(studentId, deps);
  const query = useQuery<LearningData>(
    studentId === null ? { queryKey: NO_STUDENT_KEY, enabled: false } : dataQuery(studentId),
    studentClient,
  );
  useEffect(() => {
    if (studentId !== null) void refreshLearning(studentId, deps);
  }, [studentId, deps, reloadKey]);
  if (studentId === null) return { status: 'loading' };
  if (query.data !== undefined) return { status: 'ready', data: query.data };
  if (query.isError) return { status: 'error', message: READ_ERROR };
  return { status: 'loading' };
}

const noop = () => () => {};
const dueCount = (data: LearningData) => data.due.length;

/**
 * Today's Repaso count without loading the model: live once a screen of this page computed it, else
 * the count computed earlier today (null when there is none). The sidebar of every course page shows
 * it; loading the model there would add the bank and ts-fsrs to every study page's download, so it
 * observes the figures' query without starting it (news from the server still refreshes what it shows).
 */
export function useDueToday(studentId: StudentId | null): number | null {
  const live = useQuery<LearningData, Error, number>(
    // Observing only once a learning screen computed the figures: it never starts their computation.
    studentId === null ? { queryKey: NO_STUDENT_KEY, enabled: false, select: dueCount } : { ...dataQuery(studentId), enabled: (query) => query.state.data !== undefined, select: dueCount },
    studentClient,
  ).data;
  // The prerendered page has no count: the kept one is drawn once React has adopted it.
  const kept = useSyncExternalStore(noop, () => (studentId === null ? null : localStore.getDueToday(studentId, localDay())), () => null);
  return studentId === null ? null : (live ?? kept);
}

/** 'Fecha de mi examen' (YYYY-MM-DD, or null to clear it): saved on the device, then sent by its outbox to every device of the student. */
export function setExamDate(studentId: StudentId, isoDate: string | null): Promise<void> {
  saveExamDate(studentId, isoDate);
  return refreshLearning(studentId);
}
