/**
 * The outbox engine's timing on XState's SimulatedClock: rounds are scripted, the clock jumps by
 * hand, so back-off, Retry-After, the interval and the nudge delay are checked without waiting.
 */
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { describe, expect, it } from 'vitest';
import { BACKOFF_BASE_MS, BACKOFF_MAX_MS, outboxMachine, SYNC_INTERVAL_MS, type RoundEnd, type RoundInput } from '@/sync/outbox.machine';

const START = Date.parse('2026-11-27T12:00:00.000Z');
const initial = { status: 'idle', pending: 0, lastSyncAt: null, message: null, revision: 0 } as const;

/** An outbox whose rounds end as `script` says, one after the other ('sent' once it runs out). */
function outbox(script: RoundEnd[], options: { nudgeDelay?: number; online?: () => boolean } = {}) {
  const clock = new SimulatedClock();
  clock.set(START);
  const rounds: number[] = [];
  const round = fromPromise<RoundEnd, RoundInput>(async () => {
    rounds.push(clock.now());
    return script.shift() ?? 'sent';
  });
  const actor = createActor(outboxMachine.provide({ actors: { round } }), {
    clock,
    input: { student: { studentId: 7, token: 'tok' }, now: () => clock.now(), isOnline: options.online ?? (() => true), nudgeDelay: options.nudgeDelay ?? 0, unreadable: 'No se pudo leer.', initial },
  });
  actor.start();
  /** Lets the round's promise settle. */
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  const advance = async (ms: number) => {
    clock.increment(ms);
    await settle();
  };
  return { actor, clock, rounds, settle, advance, state: () => actor.getSnapshot().value };
}

describe('outbox machine', () => {
  it('sends at once, then every few minutes while idle', async () => {
    const o = outbox([]);
    await o.settle();
    expect(o.state()).toBe('idle');
    await o.advance(SYNC_INTERVAL_MS - 1);
    expect(o.rounds).toHaveLength(1);
    await o.advance(1);
    expect(o.rounds).toEqual([START, START + SYNC_INTERVAL_MS]);
  });

  it('backs off 5 s, 10 s, 20 s … up to 5 minutes, and forgets the failures once a round went through', async () => {
    const o = outbox(Array<RoundEnd>(9).fill('backOff'));
    await o.settle();
    expect(o.state()).toBe('backingOff');
    const waits: number[] = [];
    for (let i = 0; i < 9; i += 1) {
      const before = o.rounds.length;
      let waited = 0;
      while (o.rounds.length === before) {
        await o.advance(5000);
        waited += 5000;
      }
      waits.push(waited);
    }
    expect(waits[0]).toBe(BACKOFF_BASE_MS);
    expect(waits).toEqual([5, 10, 20, 40, 80, 160, 300, 300, 300].map((s) => s * 1000));
    expect(waits.at(-1)).toBe(BACKOFF_MAX_MS);
    expect(o.state()).toBe('idle');
    expect(o.actor.getSnapshot().context.failures).toBe(0);
  });

  it("waits for the server's Retry-After: no trigger sends before it, the first one after it does", async () => {
    const o = outbox([{ waitUntil: START + 60 * 60_000 }]);
    await o.settle();
    expect(o.state()).toBe('waitingRetryAfter');
    o.actor.send({ type: 'SYNC' });
    o.actor.send({ type: 'NUDGE' });
    o.actor.send({ type: 'ONLINE' });
    await o.advance(60 * 60_000 - 1);
    expect(o.rounds).toHaveLength(1);
    await o.advance(1);
    expect(o.rounds).toEqual([START, START + 60 * 60_000]);
    expect(o.state()).toBe('idle');
  });

  it('after a 401 it waits for the student to sign in: no retry, no interval', async () => {
    const o = outbox(['needsSignIn']);
    await o.settle();
    expect(o.state()).toBe('needsSignIn');
    await o.advance(60 * 60_000);
    expect(o.rounds).toHaveLength(1);
  });

  it('offline, it waits for the network to return', async () => {
    const o = outbox(['offline']);
    await o.settle();
    expect(o.state()).toBe('offline');
    o.actor.send({ type: 'ONLINE' });
    await o.settle();
    expect(o.rounds).toHaveLength(2);
    expect(o.state()).toBe('idle');
  });

  it('nudges in quick succession make one round, after the nudge delay', async () => {
    const o = outbox([], { nudgeDelay: 2000 });
    await o.settle();
    o.actor.send({ type: 'NUDGE' });
    await o.advance(1500);
    o.actor.send({ type: 'NUDGE' });
    await o.advance(1500);
    expect(o.rounds).toHaveLength(1);
    await o.advance(500);
    expect(o.rounds).toEqual([START, START + 3500]);
  });

  it('a nudge during a round brings one more round after it (the item may have come after the queue was read)', async () => {
    const o = outbox([]);
    o.actor.send({ type: 'NUDGE' });
    o.actor.send({ type: 'NUDGE' });
    await o.settle();
    await o.settle();
    expect(o.rounds).toHaveLength(2);
    expect(o.state()).toBe('idle');
  });

  it('shows what the rounds report, and says so when the queue cannot be read', async () => {
    const actor = await startedWith(
      fromPromise<RoundEnd, RoundInput>(async ({ input }) => {
        input.report({ pending: 3 });
        throw new Error('IndexedDB');
      }),
    );
    expect(actor.getSnapshot().context.state).toMatchObject({ pending: 3, status: 'error', message: 'No se pudo leer.' });
  });

  it('counts its queue only once a round has read it (issue 53 §4: 0 before that is not known to be true)', async () => {
    let read: (pending: number) => void = () => undefined;
    const round = fromPromise<RoundEnd, RoundInput>(
      ({ input }) =>
        new Promise<RoundEnd>((resolve) => {
          read = (pending) => {
            input.report({ pending });
            resolve('sent');
          };
        }),
    );
    const actor = await startedWith(round);
    expect(actor.getSnapshot().context.state.counted).toBeUndefined();
    read(0);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(actor.getSnapshot().context.state).toMatchObject({ pending: 0, counted: true });
  });

  it('an unreadable queue counts as read: the error says what is known', async () => {
    const actor = await startedWith(
      fromPromise<RoundEnd, RoundInput>(async () => {
        throw new Error('IndexedDB');
      }),
    );
    expect(actor.getSnapshot().context.state).toMatchObject({ status: 'error', counted: true });
  });
});

/** The machine with `round` as its round, started for student 7, once its first round has begun. */
async function startedWith(round: ReturnType<typeof fromPromise<RoundEnd, RoundInput>>) {
  const clock = new SimulatedClock();
  const actor = createActor(outboxMachine.provide({ actors: { round } }), {
    clock,
    input: { student: { studentId: 7, token: 'tok' }, now: () => clock.now(), isOnline: () => true, nudgeDelay: 0, unreadable: 'No se pudo leer.', initial },
  }).start();
  await new Promise((resolve) => setTimeout(resolve, 0));
  return actor;
}
