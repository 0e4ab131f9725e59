/**
 * The one module that owns IndexedDB (STYLE.md §6). Each concern has its own named store and its keys
 * are made here, so nothing else in the app knows how data is laid out on the device. Writes that hit
 * the device's quota become a StorageFullError with a message the student can act on; a failed write
 * is a rolled-back transaction, so whatever was saved before stays as it was.
 *
 * Concerns, each kept per student (a phone may be shared: one student never sees, resumes or sends
 * another's data), so every key starts with the student's id:
 * - exam runs in progress (key: [student id, exam id]): the answers and wall-clock deadline of an
 *   unfinished exam;
 * - finished attempts (key: [student id, attempt id]): the outbox of results, written here first and
 *   marked with `syncedAt` only after the server confirms it stored them;
 * - review events (key: [student id, event id]): the append-only log of Repaso answers (the outbox of
 *   the reviews outbox of sync/outbox.machine.ts, `syncedAt` once the server has them) and the events pulled from the server,
 *   stored as synced. An id is written once and never overwritten: an event is a fact;
 * - error reports (key: [student id, report id]): the outbox of 'Reportar un error', `syncedAt`
 *   once the server has stored the report (the reports outbox, sync/outbox.machine.ts).
 * And one concern of the device, not of a student: the content overlay (key 'overlay'), the academy's
 * published corrections pulled as deltas (issue 48), laid over the bundled questions and pages.
 *
 * Data from before keys were per student (key: the exam or attempt id alone) was made on this device
 * by whoever was signed in then. It is adopted, once, by the first student whose data is asked for
 * after the update — normally the same student, whose session carries on through the update, or the
 * first to sign in when the stored session could not say who it was (lib/storage/local-store.ts
 * studentIdOf). Nothing is lost: an adopted attempt still goes to the server, and the server keeps
 * whichever account it reaches.
 */
import { clear, createStore, del, get, promisifyRequest, set, type UseStore } from 'idb-keyval';
import { isSavedRun, type Attempt, type SavedRun } from '../../shared/attempt';
import type { ReviewEvent } from '../../shared/learning/events';
import { resolvedReports, type Report, type ServerReport } from '../../shared/report';
import { EMPTY_OVERLAY, foldDelta, type ContentDelta, type ContentOverlay } from '../../content/content-versions';
import type { StudentId } from './local-store';

export const STORAGE_FULL_MESSAGE =
  'No hay espacio suficiente en el dispositivo para guardar tu progreso. Libera espacio e inténtalo de nuevo.';

/** A write failed because the device (or the browser's share of it) is out of space. */
export class StorageFullError extends Error {
  override readonly name = 'StorageFullError';

  constructor(cause?: unknown) {
    super(STORAGE_FULL_MESSAGE, { cause });
  }
}

/**
 * One database per concern: idb-keyval's createStore owns a single object store per database.
 * Renaming a database or store here orphans what devices already saved: add, don't rename.
 */
const STORES = {
  runs: { db: 'naturalizacion-peru-runs', store: 'runs' },
  attempts: { db: 'naturalizacion-peru-attempts', store: 'attempts' },
  reviews: { db: 'naturalizacion-peru-reviews', store: 'events' },
  reports: { db: 'naturalizacion-peru-reports', store: 'reports' },
  content: { db: 'naturalizacion-peru-content', store: 'overlay' },
} as const;

type Concern = keyof typeof STORES;
/** The per-student concerns (the content overlay is the course's, the same for whoever signs in). */
const CONCERNS = (Object.keys(STORES) as Concern[]).filter((concern) => concern !== 'content');

/**
 * Every key the app writes, in one place. In IndexedDB's order numbers and strings come before any
 * array, and [id] < [id, any string] < [id, []]: so `ofStudent` holds exactly one student's keys and
 * `legacy` exactly the keys written before keys were per student.
 */
const KEYS = {
  run: (studentId: StudentId, examId: string): IDBValidKey => [studentId, examId],
  attempt: (studentId: StudentId, attemptId: string): IDBValidKey => [studentId, attemptId],
  reviewEvent: (studentId: StudentId, eventId: string): IDBValidKey => [studentId, eventId],
  report: (studentId: StudentId, reportId: string): IDBValidKey => [studentId, reportId],
  /** The server's arrival cursor of the student's log: an array second part, outside `ofStudent`. */
  pullCursor: (studentId: StudentId): IDBValidKey => [studentId, ['pull-cursor']],
  /** Where the student's next read of rescored attempts starts ('Recalificar'): outside `ofStudent` too. */
  regradeCursor: (studentId: StudentId): IDBValidKey => [studentId, ['regrade-cursor']],
  ofStudent: (studentId: StudentId) => IDBKeyRange.bound([studentId], [studentId, []]),
  legacy: () => IDBKeyRange.upperBound([], true),
} as const;

const opened = new Map<Concern, UseStore>();

/** Opened on first use, so importing this module never touches IndexedDB (tests, server imports). */
function storeOf(concern: Concern): UseStore {
  let store = opened.get(concern);
  if (!store) {
    store = createStore(STORES[concern].db, STORES[concern].store);
    opened.set(concern, store);
  }
  return store;
}

/** Re-keys every legacy item of one store under the student, in one transaction. */
function adoptLegacy(concern: Concern, studentId: StudentId): Promise<void> {
  return storeOf(concern)('readwrite', (store) => {
    const cursor = store.openCursor(KEYS.legacy());
    cursor.onsuccess = () => {
      const item = cursor.result;
      if (!item) return;
      store.put(item.value, [studentId, item.key]);
      item.delete();
      item.continue();
    };
    return promisifyRequest(store.transaction);
  });
}

let adoption: Promise<void> | null = null;

/**
 * Resolves once the device's legacy data (see the header) belongs to a student: the first student
 * asked about in this app session adopts it; afterwards there is none. A failed adoption is tried
 * again on the next access and never keeps the student from their own data.
 */
function ownData(studentId: StudentId): Promise<void> {
  adoption ??= Promise.all(CONCERNS.map((concern) => adoptLegacy(concern, studentId))).then(
    () => undefined,
    () => {
      adoption = null;
    },
  );
  return adoption;
}

function isQuotaError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { name, code } = error as { name?: unknown; code?: unknown };
  return name === 'QuotaExceededError' || name === 'NS_ERROR_DOM_QUOTA_REACHED' || code === 22;
}

async function write(operation: () => Promise<void>): Promise<void> {
  try {
    await operation();
  } catch (error) {
    if (error instanceof StorageFullError) throw error;
    if (isQuotaError(error)) throw new StorageFullError(error);
    throw error;
  }
}

function time(iso: string): number {
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? 0 : ms;
}

/** Newest finished first; ties by start, then id, so the order is stable. */
function newestFirst(a: Attempt, b: Attempt): number {
  return time(b.finishedAt) - time(a.finishedAt) || time(b.startedAt) - time(a.startedAt) || a.id.localeCompare(b.id);
}

// --- Exam runs in progress -------------------------------------------------------------------------

export async function saveRun(studentId: StudentId, run: SavedRun): Promise<void> {
  await ownData(studentId);
  return write(() => set(KEYS.run(studentId, run.examId), run, storeOf('runs')));
}

/** The student's saved run of an exam, or undefined when there is none (or it is unreadable). */
export async function loadRun(studentId: StudentId, examId: string): Promise<SavedRun | undefined> {
  await ownData(studentId);
  const stored = await get<unknown>(KEYS.run(studentId, examId), storeOf('runs'));
  return isSavedRun(stored) ? stored : undefined;
}

export async function deleteRun(studentId: StudentId, examId: string): Promise<void> {
  await ownData(studentId);
  return del(KEYS.run(studentId, examId), storeOf('runs'));
}

/** Every readable run the student has saved on this device (the exam lists show them 'en curso'). */
export async function listRuns(studentId: StudentId): Promise<SavedRun[]> {
  await ownData(studentId);
  const stored = await storeOf('runs')('readonly', (store) => promisifyRequest<unknown[]>(store.getAll(KEYS.ofStudent(studentId))));
  return stored.filter(isSavedRun);
}

// --- Finished attempts (outbox) --------------------------------------------------------------------

/** Every item of one student in an outbox store (not sorted). */
async function itemsOf<T>(concern: 'attempts' | 'reports', studentId: StudentId): Promise<T[]> {
  await ownData(studentId);
  return storeOf(concern)('readonly', (store) => promisifyRequest<T[]>(store.getAll(KEYS.ofStudent(studentId))));
}

/** Records that the server confirmed an outbox item; an unknown key is ignored. */
async function markSynced(concern: 'attempts' | 'reports', key: IDBValidKey, at: string): Promise<void> {
  const item = await get<{ syncedAt?: string }>(key, storeOf(concern));
  if (!item) return;
  await write(() => set(key, { ...item, syncedAt: at }, storeOf(concern)));
}

export async function saveAttempt(studentId: StudentId, attempt: Attempt): Promise<void> {
  await ownData(studentId);
  return write(() => set(KEYS.attempt(studentId, attempt.id), attempt, storeOf('attempts')));
}

export async function getAttempt(studentId: StudentId, id: string): Promise<Attempt | undefined> {
  await ownData(studentId);
  return get<Attempt>(KEYS.attempt(studentId, id), storeOf('attempts'));
}

/** Every attempt of the student on this device, newest first. */
export async function listAttempts(studentId: StudentId): Promise<Attempt[]> {
  return (await itemsOf<Attempt>('attempts', studentId)).sort(newestFirst);
}

/** Records that the server confirmed the student's attempt; unknown ids are ignored. */
export async function markAttemptSynced(studentId: StudentId, id: string, at: string): Promise<void> {
  await ownData(studentId);
  return markSynced('attempts', KEYS.attempt(studentId, id), at);
}

/** The student's attempts the server has not confirmed yet, oldest first (the order to send them in). */
export async function pendingAttempts(studentId: StudentId): Promise<Attempt[]> {
  return (await listAttempts(studentId)).filter((a) => !a.syncedAt).reverse();
}

/** An attempt 'Recalificar' rescored, as GET /api/attempts/regraded answers it (issue 48 §4). */
export interface RegradedAttempt {
  id: string;
  score: number;
  correct: number;
  total: number;
}

/** Where the student's next read of rescored attempts starts ('0': from the first). */
export async function regradeCursor(studentId: StudentId): Promise<string> {
  await ownData(studentId);
  const value = await storeOf('attempts')('readonly', (store) => promisifyRequest<unknown>(store.get(KEYS.regradeCursor(studentId))));
  return typeof value === 'string' && /^\d+$/.test(value) ? value : '0';
}

/**
 * The server's new scores laid on the attempts this device holds, with the cursor after them, in one
 * transaction: each rescored attempt takes its score once (a score already equal is left alone, so a
 * repeated read changes nothing). Resolves to how many attempts changed.
 */
export async function storeRegrades(studentId: StudentId, regraded: readonly RegradedAttempt[], cursor: string): Promise<number> {
  await ownData(studentId);
  let changed = 0;
  await write(() =>
    storeOf('attempts')('readwrite', (store) => {
      store.put(cursor, KEYS.regradeCursor(studentId));
      for (const next of regraded) {
        const key = KEYS.attempt(studentId, next.id);
        const found = store.get(key);
        found.onsuccess = () => {
          const held = found.result as Attempt | undefined;
          if (!held || (held.score === next.score && held.correct === next.correct && held.total === next.total)) return;
          store.put({ ...held, score: next.score, correct: next.correct, total: next.total }, key);
          changed += 1;
        };
      }
      return promisifyRequest(store.transaction);
    }),
  );
  return changed;
}

// --- Error reports (outbox) --------------------------------------------------------------------------

export async function saveReport(studentId: StudentId, report: Report): Promise<void> {
  await ownData(studentId);
  return write(() => set(KEYS.report(studentId, report.id), report, storeOf('reports')));
}

/** Every report the student wrote on this device, oldest first. */
export async function listReports(studentId: StudentId): Promise<Report[]> {
  return (await itemsOf<Report>('reports', studentId)).sort((a, b) => time(a.createdAt) - time(b.createdAt) || a.id.localeCompare(b.id));
}

/** Folds the server's list of the student's reports in (issue 48 §5); returns how many changed. */
export async function storeReportResolutions(studentId: StudentId, remote: readonly ServerReport[]): Promise<number> {
  const changed = resolvedReports(await itemsOf<Report>('reports', studentId), remote);
  for (const report of changed) await write(() => set(KEYS.report(studentId, report.id), report, storeOf('reports')));
  return changed.length;
}

/** The student's reports the server has not confirmed yet, oldest first (the order to send them in). */
export async function pendingReports(studentId: StudentId): Promise<Report[]> {
  return (await listReports(studentId)).filter((r) => !r.syncedAt);
}

export async function markReportSynced(studentId: StudentId, id: string, at: string): Promise<void> {
  await ownData(studentId);
  return markSynced('reports', KEYS.report(studentId, id), at);
}

// --- Review events (append-only log, outbox of Repaso answers) ----------------------------------------

/** A review event as the device keeps it: `syncedAt` once the server confirmed (or sent) it. */
export type StoredReviewEvent = ReviewEvent & { syncedAt?: string };

function isStoredReviewEvent(value: unknown): value is StoredReviewEvent {
  if (!value || typeof value !== 'object') return false;
  const e = value as Record<string, unknown>;
  return typeof e.id === 'string' && typeof e.questionId === 'string' && typeof e.correct === 'boolean' && typeof e.answeredAt === 'string' && (e.source === 'exam' || e.source === 'review');
}

/**
 * Adds the events whose ids the student's log does not hold yet, in one transaction (all or none):
 * an id already there is the same answer and keeps its stored copy and sync state. `syncedAt` marks
 * events that came from the server. Resolves to how many were new.
 */
async function insertMissing(studentId: StudentId, events: readonly ReviewEvent[], syncedAt?: string, cursor?: string): Promise<number> {
  await ownData(studentId);
  let added = 0;
  await write(() =>
    storeOf('reviews')('readwrite', (store) => {
      if (cursor !== undefined) store.put(cursor, KEYS.pullCursor(studentId));
      for (const event of events) {
        const key = KEYS.reviewEvent(studentId, event.id);
        const found = store.getKey(key);
        found.onsuccess = () => {
          if (found.result !== undefined) return;
          store.put(syncedAt ? { ...event, syncedAt } : { ...event }, key);
          added += 1;
        };
      }
      return promisifyRequest(store.transaction);
    }),
  );
  return added;
}

/** Appends the student's new answers (written before anything else happens with them). */
export async function appendReviewEvents(studentId: StudentId, events: readonly ReviewEvent[]): Promise<number> {
  return insertMissing(studentId, events);
}

/**
 * Stores a page of the server's log (already synced; the events this device has stay as they are) and,
 * in the same transaction, the cursor after it: the next pull starts where this one stored up to.
 */
export async function storeRemoteReviewEvents(studentId: StudentId, events: readonly ReviewEvent[], at: string, cursor?: string): Promise<number> {
  return insertMissing(studentId, events, at, cursor);
}

/** Where the student's next pull starts ('0': the whole log, as on a new device). */
export async function pullCursor(studentId: StudentId): Promise<string> {
  await ownData(studentId);
  const value = await storeOf('reviews')('readonly', (store) => promisifyRequest<unknown>(store.get(KEYS.pullCursor(studentId))));
  return typeof value === 'string' && /^\d+$/.test(value) ? value : '0';
}

/** Every review event of the student on this device, oldest first (by answer time, then id). */
export async function listReviewEvents(studentId: StudentId): Promise<StoredReviewEvent[]> {
  await ownData(studentId);
  const stored = await storeOf('reviews')('readonly', (store) => promisifyRequest<unknown[]>(store.getAll(KEYS.ofStudent(studentId))));
  return stored.filter(isStoredReviewEvent).sort((a, b) => time(a.answeredAt) - time(b.answeredAt) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

/** The student's events the server has not confirmed yet, oldest first (the order to send them in). */
export async function pendingReviewEvents(studentId: StudentId): Promise<StoredReviewEvent[]> {
  return (await listReviewEvents(studentId)).filter((e) => !e.syncedAt);
}

/** Records that the server stored these events of the student; unknown ids are ignored. */
export async function markReviewEventsSynced(studentId: StudentId, ids: readonly string[], at: string): Promise<void> {
  await ownData(studentId);
  await write(() =>
    storeOf('reviews')('readwrite', (store) => {
      for (const id of ids) {
        const key = KEYS.reviewEvent(studentId, id);
        const found = store.get(key);
        found.onsuccess = () => {
          if (isStoredReviewEvent(found.result) && !found.result.syncedAt) store.put({ ...found.result, syncedAt: at }, key);
        };
      }
      return promisifyRequest(store.transaction);
    }),
  );
}

// --- Content overlay (the course's, not a student's) ---------------------------------------------------

const OVERLAY_KEY = 'overlay';

function isOverlay(value: unknown): value is ContentOverlay {
  if (!value || typeof value !== 'object') return false;
  const o = value as Record<string, unknown>;
  return typeof o.version === 'number' && !!o.questions && typeof o.questions === 'object' && !!o.sections && typeof o.sections === 'object';
}

/** The published content changes this device holds (none yet: the bundled content as it is). */
export async function loadContentOverlay(): Promise<ContentOverlay> {
  const stored = await storeOf('content')('readonly', (store) => promisifyRequest<unknown>(store.get(OVERLAY_KEY)));
  return isOverlay(stored) ? stored : EMPTY_OVERLAY;
}

/** Folds a pulled delta into the stored overlay in one transaction; resolves to the overlay now kept. */
export async function storeContentDelta(delta: ContentDelta): Promise<ContentOverlay> {
  let next: ContentOverlay = EMPTY_OVERLAY;
  await write(() =>
    storeOf('content')('readwrite', (store) => {
      const found = store.get(OVERLAY_KEY);
      found.onsuccess = () => {
        next = foldDelta(isOverlay(found.result) ? found.result : EMPTY_OVERLAY, delta);
        store.put(next, OVERLAY_KEY);
      };
      return promisifyRequest(store.transaction);
    }),
  );
  return next;
}

// --- Whole device --------------------------------------------------------------------------------------

/** Forgets every run, attempt and review event of every student on this device (tests; a device as new). */
export async function clearLocalData(): Promise<void> {
  await Promise.all([...CONCERNS, 'content' as const].map((concern) => clear(storeOf(concern))));
  adoption = null;
}

/**
 * Grades the student's runs whose deadline passed (the app was closed): loads the grading code (the
 * exam machine) only when there is such a run. Resolves to how many were graded.
 */
export async function gradeExpiredRuns(
  studentId: StudentId,
  grading: () => Promise<{ submitExpiredRuns: (studentId: StudentId) => Promise<number> }>,
): Promise<number> {
  if (!(await listRuns(studentId)).some((run) => run.deadline <= Date.now())) return 0;
  return (await grading()).submitExpiredRuns(studentId);
}
