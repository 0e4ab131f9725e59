/**
 * One kind's outbox as the app runs it (sync/outboxes.ts over the device's IndexedDB, fake-indexeddb
 * here), with the session, the network and the clock in the test's hands: the machines' delays go to
 * `timers`, which a test fires by hand.
 */
import type { ApiClient } from '@/lib/api/api-client';
import * as storage from '@/lib/storage/indexed-db';
import type { OutboxKind } from '@/sync/kinds';
import type { OutboxState, SyncStudent } from '@/sync/outbox.machine';
import { createOutboxes } from '@/sync/outboxes';

export interface Timer {
  fn: () => void;
  ms: number;
}

export interface TestOutbox {
  /** What the session does when someone signs in (again): the outboxes start over for them. */
  start: () => void;
  stop: () => void;
  getState: () => OutboxState;
  /** 'Sincronizar ahora' (the first one starts the outbox for whoever is signed in, as the app does). */
  syncNow: () => Promise<OutboxState>;
}

export function testOutbox(
  kind: OutboxKind,
  options: { api: ApiClient; currentStudent: () => SyncStudent | null; now?: () => number; isOnline?: () => boolean; timers?: Timer[]; onPulled?: () => void },
): TestOutbox {
  const timers = options.timers ?? [];
  const outboxes = createOutboxes({
    api: options.api,
    storage: async () => storage,
    currentStudent: options.currentStudent,
    isOnline: options.isOnline ?? (() => true),
    now: options.now,
    clock: { setTimeout: (fn, ms) => timers.push({ fn, ms }), clearTimeout: () => {} },
    onPulled: options.onPulled,
    kinds: [kind],
  });
  let following = false;
  const outbox: TestOutbox = {
    start() {
      following = true;
      outboxes.follow(null);
      outboxes.follow(options.currentStudent());
    },
    stop: () => outboxes.follow(null),
    getState: () => outboxes[kind].getState(),
    async syncNow() {
      if (!following) outbox.start();
      return (await outboxes.syncNow())[kind];
    },
  };
  return outbox;
}
