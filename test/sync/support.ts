/**
 * One kind's outbox as the app runs it (sync/outboxes.ts over the device's IndexedDB, fake-indexeddb
 * here), with the session, the network and the clock in the test's hands: the machines' delays go to
 * `timers`, which a test fires by hand.
 */
import { vi } from 'vitest';
import { createApiClient, type ApiClient } from '@/lib/api/api-client';
import * as storage from '@/lib/storage/indexed-db';
import type { OutboxKind } from '@/sync/nudge';
import type { OutboxState, SyncStudent } from '@/sync/outbox.machine';
import { createOutboxes, type OutboxesDeps } from '@/sync/outboxes';

export interface Timer {
  fn: () => void;
  ms: number;
}

export interface TestOutbox {
  /** What the session does when someone signs in (again): the outboxes start over for them. */
  start: () => Promise<void>;
  stop: () => void;
  getState: () => OutboxState;
  /** 'Sincronizar ahora' (the first one starts the outbox for whoever is signed in, as the app does). */
  syncNow: () => Promise<OutboxState>;
}

export function testOutbox(
  kind: OutboxKind,
  options: { api: ApiClient; currentStudent: () => SyncStudent | null; now?: () => number; isOnline?: () => boolean; timers?: Timer[]; onPulled?: () => void; onRegraded?: OutboxesDeps['onRegraded'] },
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
    onRegraded: options.onRegraded,
    kinds: [kind],
  });
  let following = false;
  const outbox: TestOutbox = {
    async start() {
      following = true;
      void outboxes.follow(null);
      await outboxes.follow(options.currentStudent());
    },
    stop: () => void outboxes.follow(null),
    getState: () => outboxes[kind].getState(),
    async syncNow() {
      if (!following) await outbox.start();
      return (await outboxes.syncNow())[kind];
    },
  };
  return outbox;
}

/** Where msw answers. */
export const ORIGIN = 'http://localhost';

/** Two students sharing a phone. */
export const ANA: SyncStudent = { studentId: 7, token: 'tok-ana' };
export const BETO: SyncStudent = { studentId: 12, token: 'tok-beto' };

/** The API client with the session's token of the moment, which an outbox never sends its items with. */
export const testApi = () => createApiClient({ getToken: () => 'tok-of-the-session', fetch: (input, init) => fetch(`${ORIGIN}${String(input)}`, init) });

/**
 * What node lacks: localStorage (the last sync time, an ended access), kept in `store`; window, where
 * the outboxes listen for 'online' and 'offline'. Undone by vi.unstubAllGlobals().
 */
export function stubDevice(store: Map<string, string>): void {
  vi.stubGlobal('localStorage', {
    getItem: (k: string) => store.get(k) ?? null,
    setItem: (k: string, v: string) => void store.set(k, v),
    removeItem: (k: string) => void store.delete(k),
  });
  vi.stubGlobal('window', new EventTarget());
}
