/**
 * Code fetched on demand (a dialog, the toasts, the service worker's notices, the outbox engine)
 * whose download fails is asked for again instead of failing for good. On a first visit the
 * service worker does not hold the app yet, so a chunk asked for while the student is offline
 * fails; React.lazy and a memoized promise would keep that failure for the page's life (React drew
 * the router's error screen over the whole page, and the outboxes never started). Offline, the next
 * attempt waits for the connection; online, it follows a short backoff and gives up after a few, so
 * a chunk that is truly broken still reports its error. Chromium fetches a failed module again on
 * the next import().
 */
import { lazy } from 'react';

/** Online attempts before the error is passed on (offline waits are not counted). */
export const ONLINE_ATTEMPTS = 4;
/** The wait before the second online attempt; it doubles after each. */
export const FIRST_RETRY_MS = 1_000;

function untilOnline(): Promise<void> {
  return new Promise((resolve) => window.addEventListener('online', () => resolve(), { once: true }));
}

/** `load()` until it succeeds: after each failure, once online again, or after a backoff while online. */
export async function importWhenReachable<T>(load: () => Promise<T>): Promise<T> {
  let failedOnline = 0;
  for (;;) {
    try {
      return await load();
    } catch (error) {
      if (!navigator.onLine) {
        await untilOnline();
        continue;
      }
      failedOnline += 1;
      if (failedOnline >= ONLINE_ATTEMPTS) throw error;
      await new Promise((resolve) => setTimeout(resolve, FIRST_RETRY_MS * 2 ** (failedOnline - 1)));
    }
  }
}

/** React.lazy over importWhenReachable: the Suspense fallback stays up while the code cannot be fetched. */
export const lazyWhenReachable: typeof lazy = (load) => lazy(() => importWhenReachable(load));
