/**
 * The outbox for finished attempts: they are written to IndexedDB first (by the exam run) and sent
 * here, marked synced only after a 2xx. The server is idempotent on the attempt id, so a replay
 * (after a lost answer, a restart, or Background Sync) never creates a second row. Nothing is ever
 * dropped: failures back off and retry; a 401 waits for the student to sign in again.
 */
import type { Attempt } from '../shared/attempt';
import { attemptBody } from '../shared/attempt';
import { OfflineError } from './api-client';

export type SyncStatus = 'idle' | 'syncing' | 'offline' | 'error' | 'needsSignIn';

export interface SyncState {
  status: SyncStatus;
  pending: number;
  lastSyncAt: string | null;
  /** Why the last round stopped (Spanish, for the student). */
  message: string | null;
}

export interface SyncDeps {
  pendingAttempts: () => Promise<Attempt[]>;
  markAttemptSynced: (id: string, at: string) => Promise<void>;
  postAttempt: (body: unknown) => Promise<{ status: number; message?: string }>;
  isOnline?: () => boolean;
  now?: () => number;
  /** Timer functions, injected so tests control time. */
  setTimer?: (fn: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
}

export const SYNC_INTERVAL_MS = 3 * 60 * 1000;
export const BACKOFF_BASE_MS = 5000;
export const BACKOFF_MAX_MS = 5 * 60 * 1000;
const LAST_SYNC_KEY = 'last-sync-at';

function readLastSync(): string | null {
  try {
    return localStorage.getItem(LAST_SYNC_KEY);
  } catch {
    return null;
  }
}

export function createAttemptSync(deps: SyncDeps) {
  const isOnline = deps.isOnline ?? (() => navigator.onLine);
  const now = deps.now ?? Date.now;
  const setTimer = deps.setTimer ?? ((fn, ms) => setTimeout(fn, ms));
  const clearTimer = deps.clearTimer ?? ((h) => clearTimeout(h as ReturnType<typeof setTimeout>));

  let state: SyncState = { status: 'idle', pending: 0, lastSyncAt: readLastSync(), message: null };
  const listeners = new Set<() => void>();
  let running: Promise<SyncState> | null = null;
  let failures = 0;
  let retry: unknown = null;
  let interval: unknown = null;

  function set(patch: Partial<SyncState>) {
    state = { ...state, ...patch };
    listeners.forEach((l) => l());
  }

  function scheduleRetry() {
    if (retry !== null) clearTimer(retry);
    const delay = Math.min(BACKOFF_BASE_MS * 2 ** Math.max(0, failures - 1), BACKOFF_MAX_MS);
    retry = setTimer(() => {
      retry = null;
      void syncNow();
    }, delay);
  }

  async function round(): Promise<SyncState> {
    const queue = await deps.pendingAttempts();
    set({ pending: queue.length });
    if (queue.length === 0) {
      set({ status: 'idle', message: null });
      return state;
    }
    if (!isOnline()) {
      set({ status: 'offline', message: null });
      return state;
    }
    set({ status: 'syncing', message: null });
    let left = queue.length;
    for (const attempt of queue) {
      let answer: { status: number; message?: string };
      try {
        answer = await deps.postAttempt(attemptBody(attempt));
      } catch (error) {
        failures += 1;
        set({ status: error instanceof OfflineError ? 'offline' : 'error', message: 'No se pudo sincronizar. Lo intentaremos de nuevo.' });
        scheduleRetry();
        return state;
      }
      if (answer.status === 200 || answer.status === 201) {
        const at = new Date(now()).toISOString();
        await deps.markAttemptSynced(attempt.id, at);
        left -= 1;
        try {
          localStorage.setItem(LAST_SYNC_KEY, at);
        } catch {
          // The time of the last sync is a convenience; losing it loses nothing.
        }
        set({ pending: left, lastSyncAt: at });
        continue;
      }
      if (answer.status === 401) {
        set({ status: 'needsSignIn', message: 'Tu sesión expiró. Inicia sesión para enviar tus resultados; siguen guardados en este dispositivo.' });
        return state;
      }
      if (answer.status >= 500 || answer.status === 429 || answer.status === 0) {
        failures += 1;
        set({ status: 'error', message: 'El servidor no está disponible. Lo intentaremos de nuevo.' });
        scheduleRetry();
        return state;
      }
      // 400/422: the server will not take this attempt as it is. Keep it (never drop) and go on.
      set({ status: 'error', message: answer.message ?? 'Un resultado no pudo sincronizarse.' });
    }
    failures = 0;
    if (state.status === 'syncing') set({ status: 'idle' });
    return state;
  }

  function syncNow(): Promise<SyncState> {
    running ??= round()
      .catch(() => {
        set({ status: 'error', message: 'No se pudo leer los resultados guardados en este dispositivo.' });
        return state;
      })
      .finally(() => {
        running = null;
      });
    return running;
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
    /** Starts the triggers: now, on 'online', and every few minutes while online (once). */
    start() {
      if (interval !== null) return;
      window.addEventListener('online', onOnline);
      window.addEventListener('offline', onOffline);
      interval = setInterval(() => isOnline() && void syncNow(), SYNC_INTERVAL_MS);
      void syncNow();
    },
    stop() {
      window.removeEventListener('online', onOnline);
      window.removeEventListener('offline', onOffline);
      if (interval !== null) clearInterval(interval as ReturnType<typeof setInterval>);
      interval = null;
      if (retry !== null) clearTimer(retry);
    },
  };
}

export type AttemptSync = ReturnType<typeof createAttemptSync>;
