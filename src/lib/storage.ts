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
 *   marked with `syncedAt` only after the server confirms it stored them.
 *
 * Data from before keys were per student (key: the exam or attempt id alone) was made on this device
 * by whoever was signed in then. It is adopted, once, by the first student whose data is asked for
 * after the update — normally the same student, whose session carries on through the update, or the
 * first to sign in when the stored session could not say who it was (lib/local-store.ts
 * studentIdOf). Nothing is lost: an adopted attempt still goes to the server, and the server keeps
 * whichever account it reaches.
 */
import { clear, createStore, del, get, promisifyRequest, set, type UseStore } from 'idb-keyval';
import { isSavedRun, type Attempt, type SavedRun } from '../shared/attempt';
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
} as const;

type Concern = keyof typeof STORES;
const CONCERNS = Object.keys(STORES) as Concern[];

/**
 * Every key the app writes, in one place. In IndexedDB's order numbers and strings come before any
 * array, and [id] < [id, any string] < [id, []]: so `ofStudent` holds exactly one student's keys and
 * `legacy` exactly the keys written before keys were per student.
 */
const KEYS = {
  run: (studentId: StudentId, examId: string): IDBValidKey => [studentId, examId],
  attempt: (studentId: StudentId, attemptId: string): IDBValidKey => [studentId, attemptId],
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

// --- Finished attempts (outbox) --------------------------------------------------------------------

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
  await ownData(studentId);
  const attempts = await storeOf('attempts')('readonly', (store) => promisifyRequest<Attempt[]>(store.getAll(KEYS.ofStudent(studentId))));
  return attempts.sort(newestFirst);
}

/** Records that the server confirmed the student's attempt; unknown ids are ignored. */
export async function markAttemptSynced(studentId: StudentId, id: string, at: string): Promise<void> {
  const attempt = await getAttempt(studentId, id);
  if (!attempt) return;
  await write(() => set(KEYS.attempt(studentId, id), { ...attempt, syncedAt: at }, storeOf('attempts')));
}

/** The student's attempts the server has not confirmed yet, oldest first (the order to send them in). */
export async function pendingAttempts(studentId: StudentId): Promise<Attempt[]> {
  return (await listAttempts(studentId)).filter((a) => !a.syncedAt).reverse();
}

// --- Whole device --------------------------------------------------------------------------------------

/** Forgets every run and attempt of every student on this device (tests; a device as new). */
export async function clearLocalData(): Promise<void> {
  await Promise.all(CONCERNS.map((concern) => clear(storeOf(concern))));
  adoption = null;
}
