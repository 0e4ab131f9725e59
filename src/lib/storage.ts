/**
 * The one module that owns IndexedDB (STYLE.md §6). Each concern has its own named store and its keys
 * are made here, so nothing else in the app knows how data is laid out on the device. Writes that hit
 * the device's quota become a StorageFullError with a message the student can act on; a failed write
 * is a rolled-back transaction, so whatever was saved before stays as it was.
 *
 * Concerns:
 * - exam runs in progress (key: exam id): the answers and wall-clock deadline of an unfinished exam;
 * - finished attempts (key: attempt id): the outbox of results, written here first and marked with
 *   `syncedAt` only after the server confirms it stored them.
 */
import { clear, createStore, del, get, set, values, type UseStore } from 'idb-keyval';
import { isSavedRun, type Attempt, type SavedRun } from '../shared/attempt';

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

/** Every key the app writes, in one place. */
const KEYS = {
  run: (examId: string): IDBValidKey => examId,
  attempt: (attemptId: string): IDBValidKey => attemptId,
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

export function saveRun(run: SavedRun): Promise<void> {
  return write(() => set(KEYS.run(run.examId), run, storeOf('runs')));
}

/** The saved run of an exam, or undefined when there is none (or it is unreadable). */
export async function loadRun(examId: string): Promise<SavedRun | undefined> {
  const stored = await get<unknown>(KEYS.run(examId), storeOf('runs'));
  return isSavedRun(stored) ? stored : undefined;
}

export function deleteRun(examId: string): Promise<void> {
  return del(KEYS.run(examId), storeOf('runs'));
}

// --- Finished attempts (outbox) --------------------------------------------------------------------

export function saveAttempt(attempt: Attempt): Promise<void> {
  return write(() => set(KEYS.attempt(attempt.id), attempt, storeOf('attempts')));
}

export function getAttempt(id: string): Promise<Attempt | undefined> {
  return get<Attempt>(KEYS.attempt(id), storeOf('attempts'));
}

/** Every attempt on the device, newest first. */
export async function listAttempts(): Promise<Attempt[]> {
  return (await values<Attempt>(storeOf('attempts'))).sort(newestFirst);
}

/** Records that the server confirmed the attempt; unknown ids are ignored. */
export async function markAttemptSynced(id: string, at: string): Promise<void> {
  const attempt = await getAttempt(id);
  if (!attempt) return;
  await write(() => set(KEYS.attempt(id), { ...attempt, syncedAt: at }, storeOf('attempts')));
}

/** Attempts the server has not confirmed yet, oldest first (the order to send them in). */
export async function pendingAttempts(): Promise<Attempt[]> {
  return (await listAttempts()).filter((a) => !a.syncedAt).reverse();
}

// --- Whole device --------------------------------------------------------------------------------------

/** Forgets every run and attempt on this device (e.g. signing out of a shared device). */
export async function clearLocalData(): Promise<void> {
  await Promise.all((Object.keys(STORES) as Concern[]).map((concern) => clear(storeOf(concern))));
}
