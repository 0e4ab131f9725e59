/**
 * The one outbox engine: when a kind's round runs (sync/kinds.ts says what a round sends). Anything
 * that must reach the server is written on the device first (lib/storage) and sent from here, marked
 * synced only after a 2xx; the server stores each device-made id once, so a replay never duplicates.
 * Nothing is ever dropped: a failure backs off and retries, a 429 waits as long as its Retry-After
 * says, a 401 waits for the student to sign in again.
 *
 *   idle ──SYNC / ONLINE / every few minutes──▶ sending ──sent──▶ idle
 *   idle ──NUDGE──▶ nudged ──after the kind's nudge delay──▶ sending
 *   sending ──network or server failed──▶ backingOff ──after 5 s, 10 s, … 5 min──▶ sending
 *   sending ──429 with Retry-After──▶ waitingRetryAfter ──after it──▶ sending
 *   sending ──401──▶ needsSignIn (the session starts a new outbox once the student signs in again)
 *   sending ──no network──▶ offline ──ONLINE──▶ sending
 *
 * One actor per kind and signed-in student (sync/outboxes.ts starts and stops them with the session).
 * Effects are passed in: the round (`provide`), the clock (the actor's `clock`, which drives every
 * `after`, and `now` for Retry-After's deadline), whether the device is online.
 */
import { assign, fromPromise, setup } from 'xstate';
import type { StudentId } from '@/lib/storage/local-store';

export type SyncStatus = 'idle' | 'syncing' | 'offline' | 'error' | 'needsSignIn';

/** What the student is shown of an outbox. */
export interface OutboxState {
  status: SyncStatus;
  /** The signed-in student's items not yet on the server. */
  pending: number;
  /** When the last item reached the server (the exam results' 'Última sincronización'). */
  lastSyncAt: string | null;
  /** Why the last round stopped (Spanish, for the student). */
  message: string | null;
  /** Bumped whenever a round brought news from the server (review events of another device). */
  revision: number;
  /**
   * `pending` was read from the device (the first round reported it, or found the queue unreadable).
   * Until then `pending` is 0 only because nothing was read yet: the header says it is checking,
   * never 'todo enviado' (issue 53 §4). Absent, not false, before the engine starts: nothing in the
   * app's entry carries it.
   */
  counted?: true;
}

/** Whose items a round sends, and the token it sends them with. */
export interface SyncStudent {
  studentId: StudentId;
  token: string;
}

/**
 * How a round ended: it went through the queue ('sent', refused items kept), it waits for the student
 * ('stopped': a 403, or the session changed; 'needsSignIn': a 401), there is no network ('offline'),
 * the network or the server failed ('backOff'), or the server's Retry-After holds until `waitUntil`.
 */
export type RoundEnd = 'sent' | 'stopped' | 'needsSignIn' | 'offline' | 'backOff' | { waitUntil: number };

export interface RoundInput {
  student: SyncStudent;
  /** Shows progress and problems while the round runs. */
  report: (patch: Partial<OutboxState> | ((state: OutboxState) => Partial<OutboxState>)) => void;
  /**
   * The round was asked for (the outbox started, a nudge, 'Sincronizar ahora'), or follows one that
   * failed: a setting kind then reads the server's copy (sync/outboxes.ts sets it, not the machine).
   */
  asked?: boolean;
}

export interface OutboxInput {
  student: SyncStudent;
  now: () => number;
  isOnline: () => boolean;
  /** How long a nudge waits, so answers given in quick succession go in one round. */
  nudgeDelay: number;
  /** Shown if the device's queue cannot be read. */
  unreadable: string;
  /** What the student sees before the first round. */
  initial: OutboxState;
}

export const SYNC_INTERVAL_MS = 3 * 60 * 1000;
export const BACKOFF_BASE_MS = 5000;
export const BACKOFF_MAX_MS = 5 * 60 * 1000;
/** setTimeout's longest delay (~24.8 days); a longer wait is checked again when it fires. */
const MAX_TIMER_MS = 2 ** 31 - 1;

interface OutboxContext extends OutboxInput {
  state: OutboxState;
  failures: number;
  waitUntil: number;
  /** A nudge came while a round was on its way (it may have read the queue already): one more follows. */
  again: boolean;
  /** Rounds finished: 'Sincronizar ahora' waits for the next one. */
  rounds: number;
}

type OutboxEvent =
  | { type: 'SYNC' }
  | { type: 'NUDGE' }
  | { type: 'ONLINE' }
  | { type: 'OFFLINE' }
  | { type: 'REPORT'; patch: Partial<OutboxState> | ((state: OutboxState) => Partial<OutboxState>) };

const patched = (state: OutboxState, patch: Partial<OutboxState>): OutboxState => ({ ...state, ...patch });

export const outboxMachine = setup({
  types: {
    context: {} as OutboxContext,
    events: {} as OutboxEvent,
    input: {} as OutboxInput,
  },
  actors: {
    /** One round of the kind's outbox (sync/kinds.ts provides it). */
    round: fromPromise<RoundEnd, RoundInput>(async () => 'sent'),
  },
  delays: {
    interval: SYNC_INTERVAL_MS,
    nudge: ({ context }) => context.nudgeDelay,
    backoff: ({ context }) => Math.min(BACKOFF_BASE_MS * 2 ** Math.max(0, context.failures - 1), BACKOFF_MAX_MS),
    retryAfter: ({ context }) => Math.min(Math.max(0, context.waitUntil - context.now()), MAX_TIMER_MS),
  },
  guards: {
    again: ({ context }) => context.again,
    sent: (_, end: RoundEnd) => end === 'sent',
    backOff: (_, end: RoundEnd) => end === 'backOff',
    offline: (_, end: RoundEnd) => end === 'offline',
    needsSignIn: (_, end: RoundEnd) => end === 'needsSignIn',
    waits: (_, end: RoundEnd) => typeof end === 'object',
    waitOver: ({ context }) => context.now() >= context.waitUntil,
  },
  actions: {
    report: assign(({ context, event }) => {
      if (event.type !== 'REPORT') return {};
      const patch = typeof event.patch === 'function' ? event.patch(context.state) : event.patch;
      return { state: patched(context.state, 'pending' in patch ? { ...patch, counted: true } : patch) };
    }),
    showOffline: assign(({ context }) => (context.state.pending > 0 ? { state: patched(context.state, { status: 'offline' }) } : {})),
    again: assign({ again: true }),
    roundDone: assign({ again: false, rounds: ({ context }) => context.rounds + 1 }),
    succeeded: assign(({ context }) => {
      const { status, pending } = context.state;
      // A round that only read (or kept refused items) ends quiet once nothing is left to say.
      const quiet = status === 'syncing' || status === 'offline' || (status === 'error' && pending === 0);
      return { failures: 0, state: quiet ? patched(context.state, { status: 'idle', message: null }) : context.state };
    }),
    failed: assign({ failures: ({ context }) => context.failures + 1 }),
    forgiveFailures: assign({ failures: 0 }),
    wait: assign({ waitUntil: (_, end: RoundEnd) => (typeof end === 'object' ? end.waitUntil : 0) }),
  },
}).createMachine({
  id: 'outbox',
  context: ({ input }) => ({ ...input, state: input.initial, failures: 0, waitUntil: 0, again: false, rounds: 0 }),
  initial: 'sending',
  on: {
    REPORT: { actions: 'report' },
    OFFLINE: { actions: 'showOffline' },
  },
  states: {
    idle: {
      after: { interval: 'sending' },
      on: { SYNC: 'sending', ONLINE: 'sending', NUDGE: 'nudged' },
    },
    nudged: {
      after: { nudge: 'sending' },
      on: { SYNC: 'sending', ONLINE: 'sending', NUDGE: { target: 'nudged', reenter: true } },
    },
    sending: {
      invoke: {
        src: 'round',
        // A round still on its way after a sign-out tells nobody.
        input: ({ context, self }) => ({ student: context.student, report: (patch) => self.getSnapshot().status === 'active' && self.send({ type: 'REPORT', patch }) }),
        onDone: [
          { guard: 'again', target: 'sending', reenter: true, actions: 'roundDone' },
          { guard: { type: 'sent', params: ({ event }) => event.output }, target: 'idle', actions: ['roundDone', 'succeeded'] },
          { guard: { type: 'backOff', params: ({ event }) => event.output }, target: 'backingOff', actions: ['roundDone', 'failed'] },
          { guard: { type: 'offline', params: ({ event }) => event.output }, target: 'offline', actions: 'roundDone' },
          { guard: { type: 'needsSignIn', params: ({ event }) => event.output }, target: 'needsSignIn', actions: 'roundDone' },
          {
            guard: { type: 'waits', params: ({ event }) => event.output },
            target: 'waitingRetryAfter',
            actions: ['roundDone', { type: 'wait', params: ({ event }) => event.output }],
          },
          // 'stopped': nothing more until something changes (a new session, 'Sincronizar ahora').
          { target: 'idle', actions: 'roundDone' },
        ],
        onError: {
          target: 'idle',
          actions: ['roundDone', assign(({ context }) => ({ state: patched(context.state, { status: 'error', message: context.unreadable, counted: true }) }))],
        },
      },
      // 'Sincronizar ahora' joins the round on its way; a new item may come after it read the queue.
      on: { NUDGE: { actions: 'again' } },
    },
    backingOff: {
      after: { backoff: 'sending' },
      on: { SYNC: 'sending', ONLINE: { target: 'sending', actions: 'forgiveFailures' } },
    },
    waitingRetryAfter: {
      after: { retryAfter: 'sending' },
      // Every trigger waits too; once the time has come, the next one sends.
      on: {
        SYNC: [{ guard: 'waitOver', target: 'sending' }, { target: 'waitingRetryAfter', reenter: true }],
        ONLINE: { guard: 'waitOver', target: 'sending' },
        NUDGE: { guard: 'waitOver', target: 'sending' },
      },
    },
    offline: {
      after: { interval: 'sending' },
      on: { SYNC: 'sending', ONLINE: { target: 'sending', actions: 'forgiveFailures' }, NUDGE: 'sending' },
    },
    needsSignIn: {
      on: { SYNC: 'sending' },
    },
  },
});

export type OutboxMachine = typeof outboxMachine;
