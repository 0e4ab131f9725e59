/**
 * The app's one review-events outbox (the rounds are sync/review-send.ts, loaded when it starts):
 * app-main.tsx starts and stops it with the session, like the attempts outbox; Repaso nudges it after
 * each answer; the sync status and the learning store (lib/learning/learning-store.ts) read its state. This module
 * is small on purpose: the sidebar of every course page imports it through the learning store.
 */
import type { ApiClient } from '../lib/api/api-client';
import type { SyncStudent } from './attempt-sync';
import type { ReviewSync, ReviewSyncState } from './review-send';

export type { ReviewSyncState };

const NOBODY: ReviewSyncState = { status: 'idle', pending: 0, message: null, revision: 0 };

let active: ReviewSync | null = null;
let starting: Promise<ReviewSync> | null = null;
/** Bumped by start and stop, so a start that loads its code after a stop does nothing. */
let wanted = 0;
const appListeners = new Set<() => void>();
const notifyApp = () => appListeners.forEach((l) => l());

/** Starts (or restarts, for a new student or token) the app's review outbox. */
export function startReviewSync(options: { currentStudent: () => SyncStudent | null; api: Pick<ApiClient, 'postReviewEvents' | 'request'> }): void {
  const own = ++wanted;
  starting ??= import('./review-send').then(({ createReviewSync, pullReviewEventPage }) => {
    // IndexedDB code loads with the first round, like the attempts outbox's (app-main.tsx).
    const storage = () => import('../lib/storage/indexed-db');
    const sync = createReviewSync({
      currentStudent: options.currentStudent,
      pendingReviewEvents: async (studentId) => (await storage()).pendingReviewEvents(studentId),
      markReviewEventsSynced: async (studentId, ids, at) => (await storage()).markReviewEventsSynced(studentId, ids, at),
      storeRemoteReviewEvents: async (studentId, events, at, cursor) => (await storage()).storeRemoteReviewEvents(studentId, events, at, cursor),
      pullCursor: async (studentId) => (await storage()).pullCursor(studentId),
      postReviewEvents: (events, token) => options.api.postReviewEvents(events, token),
      pullReviewEvents: (token, since) => pullReviewEventPage(options.api, token, since),
    });
    sync.subscribe(notifyApp);
    active = sync;
    return sync;
  });
  void starting.then((sync) => {
    if (own === wanted) void sync.start();
  });
}

export function stopReviewSync(): void {
  wanted += 1;
  active?.stop();
}

export const getReviewSyncState = (): ReviewSyncState => active?.getState() ?? NOBODY;

export function subscribeReviewSync(listener: () => void): () => void {
  appListeners.add(listener);
  return () => appListeners.delete(listener);
}

/** After a Repaso answer was stored: send it soon (nothing happens before the outbox started). */
export function nudgeReviewSync(): void {
  active?.nudge();
}

/** 'Sincronizar ahora'. */
export function syncReviewsNow(): Promise<ReviewSyncState> {
  return active?.syncNow() ?? Promise.resolve(NOBODY);
}
