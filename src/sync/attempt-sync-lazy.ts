/**
 * The attempts outbox (sync/attempt-sync.ts) behind a stand-in with the same interface that loads it on
 * first use: a visitor on /login, signed out, has nothing to send, so its code stays off that page's
 * download; a signed-in student's first start() fetches it.
 */
import type { AttemptSync, SyncDeps, SyncState } from './attempt-sync';

const NOTHING_YET: SyncState = { status: 'idle', pending: 0, lastSyncAt: null, message: null };

export function lazyAttemptSync(deps: SyncDeps): AttemptSync {
  let real: AttemptSync | null = null;
  // Whether the outbox should be running: a stop() while the code loads wins over the start() before it.
  let running = false;
  let loading: Promise<AttemptSync> | null = null;
  // Listeners that came before the outbox, each with its subscription to it once it is there.
  const early = new Map<() => void, (() => void) | null>();

  const load = () =>
    (loading ??= import('./attempt-sync').then(({ createAttemptSync }) => {
      const sync = createAttemptSync(deps);
      real = sync;
      for (const listener of early.keys()) early.set(listener, sync.subscribe(listener));
      early.forEach((_, listener) => listener());
      return sync;
    }));

  return {
    getState: () => real?.getState() ?? NOTHING_YET,
    subscribe(listener) {
      if (real) return real.subscribe(listener);
      early.set(listener, null);
      return () => {
        early.get(listener)?.();
        early.delete(listener);
      };
    },
    syncNow: () => load().then((sync) => sync.syncNow()),
    start() {
      running = true;
      void load().then((sync) => running && sync.start());
    },
    stop() {
      running = false;
      real?.stop();
    },
  };
}
