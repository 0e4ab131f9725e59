/**
 * The outboxes' lifecycle (sync/outboxes.ts) with the attempts kind against a mocked API (msw):
 * network failure and 401 keep the attempt, a 2xx marks it sent, a restart (new outboxes over the same
 * IndexedDB) replays what is still pending, a 429 waits for its Retry-After, and on a shared phone each
 * student's attempts go with their own token only — also when the session changes in the middle of a
 * round. The machines' delays run on an injected clock whose timers the tests fire by hand.
 */
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearLocalData, listAttempts, pendingAttempts, saveAttempt } from '@/lib/storage/indexed-db';
import * as storage from '@/lib/storage/indexed-db';
import { NOT_ENROLLED_MESSAGE, parseRetryAfter, RATE_LIMITED_MESSAGE, type SyncStudent } from '@/sync/outbox.machine';
import { nudge } from '@/sync/nudge';
import { createOutboxes } from '@/sync/outboxes';
import { ANA, BETO, ORIGIN, stubDevice, testApi, testOutbox, type TestOutbox, type Timer } from './support';
import type { Attempt } from '@/shared/attempt';

/** What reached the server: the body and the Authorization header of each POST. */
const received: { body: { id: string }; authorization: string | null }[] = [];
let answer: () => Response | Promise<Response> = () => HttpResponse.json({}, { status: 201 });

const server = setupServer(
  http.post(`${ORIGIN}/api/attempts`, async ({ request }) => {
    received.push({ body: (await request.json()) as { id: string }, authorization: request.headers.get('authorization') });
    return answer();
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());


const store = new Map<string, string>();
let signedIn: SyncStudent | null = ANA;
let clock = Date.parse('2026-11-22T12:00:00.000Z');
const started: TestOutbox[] = [];

beforeEach(async () => {
  received.length = 0;
  answer = () => HttpResponse.json({}, { status: 201 });
  signedIn = ANA;
  clock = Date.parse('2026-11-22T12:00:00.000Z');
  await clearLocalData();
  store.clear();
  stubDevice(store);
});

afterEach(() => {
  for (const sync of started.splice(0)) sync.stop();
  vi.unstubAllGlobals();
});

function attempt(id: string, finishedAt = '2026-11-20T10:30:00.000Z'): Attempt {
  return {
    id,
    examId: 'principal-01',
    startedAt: '2026-11-20T10:00:00.000Z',
    finishedAt,
    answers: [{ questionId: 'q101', selectedOptions: ['a'] }],
    score: 10,
    correct: 1,
    total: 10,
  };
}

const api = testApi();

function makeSync(timers: Timer[] = []) {
  const sync = testOutbox('attempts', { api, currentStudent: () => signedIn, now: () => clock, timers });
  started.push(sync);
  return sync;
}

const ids = () => received.map((r) => r.body.id);

describe('attempt outbox', () => {
  it('a 2xx marks the attempt sent, with the time of the sync', async () => {
    await saveAttempt(ANA.studentId, attempt('11111111-1111-4111-8111-111111111111'));
    const sync = makeSync();
    const state = await sync.syncNow();
    expect(received).toHaveLength(1);
    expect(received[0].body).toMatchObject({ id: '11111111-1111-4111-8111-111111111111', examId: 'principal-01' });
    expect(received[0].body).not.toHaveProperty('score');
    expect(received[0].authorization).toBe('Bearer tok-ana');
    expect(await pendingAttempts(ANA.studentId)).toEqual([]);
    expect((await listAttempts(ANA.studentId))[0].syncedAt).toBe('2026-11-22T12:00:00.000Z');
    expect(state).toMatchObject({ status: 'idle', pending: 0, lastSyncAt: '2026-11-22T12:00:00.000Z' });
  });

  it('a replay answered 200 also counts as sent', async () => {
    answer = () => HttpResponse.json({}, { status: 200 });
    await saveAttempt(ANA.studentId, attempt('22222222-2222-4222-8222-222222222222'));
    await makeSync().syncNow();
    expect(await pendingAttempts(ANA.studentId)).toEqual([]);
  });

  it('a network failure keeps the attempt and schedules a retry', async () => {
    answer = () => HttpResponse.error();
    await saveAttempt(ANA.studentId, attempt('33333333-3333-4333-8333-333333333333'));
    const timers: Timer[] = [];
    const state = await makeSync(timers).syncNow();
    expect(state.status).toBe('offline');
    expect((await pendingAttempts(ANA.studentId)).map((a) => a.id)).toEqual(['33333333-3333-4333-8333-333333333333']);
    expect(timers).toHaveLength(1);
  });

  it('a 401 keeps the queue and asks for sign-in', async () => {
    answer = () => HttpResponse.json({ message: 'Sesión inválida o expirada.' }, { status: 401 });
    await saveAttempt(ANA.studentId, attempt('44444444-4444-4444-8444-444444444444'));
    await saveAttempt(ANA.studentId, attempt('55555555-5555-4555-8555-555555555555', '2026-11-20T11:30:00.000Z'));
    const state = await makeSync().syncNow();
    expect(state.status).toBe('needsSignIn');
    expect(state.message).toMatch(/Inicia sesión/);
    expect(await pendingAttempts(ANA.studentId)).toHaveLength(2);
    expect(received).toHaveLength(1);
  });

  it('a server error keeps the attempt; a later round (after a restart) sends it', async () => {
    answer = () => HttpResponse.json({ message: 'boom' }, { status: 503 });
    await saveAttempt(ANA.studentId, attempt('66666666-6666-4666-8666-666666666666'));
    expect((await makeSync().syncNow()).status).toBe('error');
    expect(await pendingAttempts(ANA.studentId)).toHaveLength(1);

    // The app restarts: a new outbox over the same IndexedDB replays what is pending.
    answer = () => HttpResponse.json({}, { status: 201 });
    const state = await makeSync().syncNow();
    expect(state.pending).toBe(0);
    expect(await pendingAttempts(ANA.studentId)).toEqual([]);
    expect(ids().filter((id) => id === '66666666-6666-4666-8666-666666666666')).toHaveLength(2);
  });

  it('an attempt the server refuses (422) is kept, never dropped, and the rest still go', async () => {
    answer = () => (received.length === 1 ? HttpResponse.json({ message: 'conflicto' }, { status: 422 }) : HttpResponse.json({}, { status: 201 }));
    await saveAttempt(ANA.studentId, attempt('77777777-7777-4777-8777-777777777777', '2026-11-20T10:30:00.000Z'));
    await saveAttempt(ANA.studentId, attempt('88888888-8888-4888-8888-888888888888', '2026-11-20T11:30:00.000Z'));
    const state = await makeSync().syncNow();
    expect(state.status).toBe('error');
    expect((await pendingAttempts(ANA.studentId)).map((a) => a.id)).toEqual(['77777777-7777-4777-8777-777777777777']);
    expect(await listAttempts(ANA.studentId)).toHaveLength(2);
  });

  it('concurrent triggers share one round (no double send)', async () => {
    await saveAttempt(ANA.studentId, attempt('99999999-9999-4999-8999-999999999999'));
    const sync = makeSync();
    await Promise.all([sync.syncNow(), sync.syncNow(), sync.syncNow()]);
    expect(received).toHaveLength(1);
  });

  it('nobody signed in: nothing is read or sent', async () => {
    signedIn = null;
    await saveAttempt(ANA.studentId, attempt('aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa'));
    const state = await makeSync().syncNow();
    expect(received).toEqual([]);
    expect(state).toMatchObject({ status: 'idle', pending: 0 });
  });
});

describe('the app’s timers', () => {
  it('without an injected clock the delays run on setTimeout: a nudge after the exam sends it', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const outboxes = createOutboxes({ api, storage: async () => storage, currentStudent: () => signedIn, isOnline: () => true, now: () => clock, kinds: ['attempts'] });
      started.push({ stop: () => void outboxes.follow(null) } as TestOutbox);
      await outboxes.follow(ANA);
      await vi.waitFor(() => expect(outboxes.attempts.getState().status).toBe('idle'));
      await saveAttempt(ANA.studentId, attempt('e1111111-1111-4111-8111-111111111111'));
      nudge('attempts');
      await vi.advanceTimersByTimeAsync(10);
      await vi.waitFor(() => expect(ids()).toEqual(['e1111111-1111-4111-8111-111111111111']));
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('a phone shared by two students', () => {
  const ANAS = 'a0000000-0000-4000-8000-00000000000a';
  const BETOS = 'b0000000-0000-4000-8000-00000000000b';

  it("Beto's outbox never sends Ana's attempt; when Ana signs in again hers goes, with her token, once", async () => {
    // Ana finished an exam with the server out of reach, then signed out.
    answer = () => HttpResponse.error();
    await saveAttempt(ANA.studentId, attempt(ANAS));
    const sync = makeSync();
    await sync.start();
    await sync.syncNow();
    expect(sync.getState()).toMatchObject({ pending: 1, status: 'offline' });
    signedIn = null;
    sync.stop();
    expect(sync.getState()).toMatchObject({ pending: 0, status: 'idle', lastSyncAt: null, message: null });

    // Beto signs in and takes an exam; the server is back.
    received.length = 0;
    answer = () => HttpResponse.json({}, { status: 201 });
    signedIn = BETO;
    await sync.start();
    await saveAttempt(BETO.studentId, attempt(BETOS));
    await sync.syncNow();
    await sync.syncNow();
    expect(received).toEqual([{ body: expect.objectContaining({ id: BETOS }), authorization: 'Bearer tok-beto' }]);
    expect(sync.getState()).toMatchObject({ pending: 0, lastSyncAt: '2026-11-22T12:00:00.000Z' });
    expect((await pendingAttempts(ANA.studentId)).map((a) => a.id)).toEqual([ANAS]);

    // Beto signs out, Ana signs in again: her attempt goes with her token, exactly once.
    received.length = 0;
    signedIn = null;
    sync.stop();
    clock += 60_000;
    signedIn = ANA;
    await sync.start();
    expect(sync.getState().lastSyncAt).toBeNull();
    await sync.syncNow();
    await sync.syncNow();
    expect(received).toEqual([{ body: expect.objectContaining({ id: ANAS }), authorization: 'Bearer tok-ana' }]);
    expect(await pendingAttempts(ANA.studentId)).toEqual([]);
    expect(sync.getState()).toMatchObject({ pending: 0, lastSyncAt: '2026-11-22T12:01:00.000Z' });
    // Each student's last sync is theirs.
    expect(store.get('last-sync-at:12')).toBe('2026-11-22T12:00:00.000Z');
    expect(store.get('last-sync-at:7')).toBe('2026-11-22T12:01:00.000Z');
  });

  it('a round in flight when the student signs out posts nothing more, and shows nothing of theirs to the next', async () => {
    await saveAttempt(ANA.studentId, attempt('a1111111-1111-4111-8111-111111111111', '2026-11-20T10:30:00.000Z'));
    await saveAttempt(ANA.studentId, attempt('a2222222-2222-4222-8222-222222222222', '2026-11-20T11:30:00.000Z'));
    await saveAttempt(BETO.studentId, attempt(BETOS));
    const sync = makeSync();
    let release!: () => void;
    const answered = new Promise<void>((resolve) => (release = resolve));
    let signalPosted!: () => void;
    const posted = new Promise<void>((resolve) => (signalPosted = resolve));
    answer = async () => {
      signalPosted();
      await answered;
      return HttpResponse.json({}, { status: 201 });
    };
    const round = sync.syncNow();
    await posted;
    // Ana signs out and Beto signs in while her first attempt is on its way.
    signedIn = null;
    sync.stop();
    signedIn = BETO;
    release();
    await round;

    expect(received.map((r) => [r.body.id, r.authorization])).toEqual([['a1111111-1111-4111-8111-111111111111', 'Bearer tok-ana']]);
    // The server took the first one: it is marked as sent, under Ana; her second one waits for her.
    expect((await pendingAttempts(ANA.studentId)).map((a) => a.id)).toEqual(['a2222222-2222-4222-8222-222222222222']);
    expect(sync.getState()).toMatchObject({ pending: 0, lastSyncAt: null });
  });

  it('a token that changes between two posts (another sign-in) ends the round', async () => {
    await saveAttempt(ANA.studentId, attempt('a1111111-1111-4111-8111-111111111111', '2026-11-20T10:30:00.000Z'));
    await saveAttempt(ANA.studentId, attempt('a2222222-2222-4222-8222-222222222222', '2026-11-20T11:30:00.000Z'));
    answer = () => {
      signedIn = { studentId: ANA.studentId, token: 'tok-ana-new' };
      return HttpResponse.json({}, { status: 201 });
    };
    await makeSync().syncNow();
    expect(received.map((r) => r.authorization)).toEqual(['Bearer tok-ana']);
  });
});

describe('the daily limit (429) and a student without the course (403)', () => {
  it('a 429 stops the round and nothing is posted before its Retry-After; then the rest goes', async () => {
    await saveAttempt(ANA.studentId, attempt('c1111111-1111-4111-8111-111111111111', '2026-11-20T10:30:00.000Z'));
    await saveAttempt(ANA.studentId, attempt('c2222222-2222-4222-8222-222222222222', '2026-11-20T11:30:00.000Z'));
    answer = () => HttpResponse.json({ message: 'Demasiados intentos hoy.' }, { status: 429, headers: { 'Retry-After': '7200' } });
    const timers: Timer[] = [];
    const sync = makeSync(timers);

    const state = await sync.syncNow();
    expect(received).toHaveLength(1);
    expect(state).toMatchObject({ status: 'error', pending: 2, message: RATE_LIMITED_MESSAGE });
    expect(timers.map((t) => t.ms)).toEqual([7_200_000]);

    // Any trigger in the meantime (the interval, 'online', 'Sincronizar ahora') sends nothing.
    answer = () => HttpResponse.json({}, { status: 201 });
    clock += 3_600_000;
    await sync.syncNow();
    expect(received).toHaveLength(1);
    expect(timers.at(-1)?.ms).toBe(3_600_000);

    // Two hours after the 429, the timer's round sends both.
    clock += 3_600_000;
    timers.at(-1)!.fn();
    await sync.syncNow();
    expect(received).toHaveLength(3);
    expect(await pendingAttempts(ANA.studentId)).toEqual([]);
  });

  it("the wait is the student's: signing in again does not cut it short, and holds nobody else", async () => {
    await saveAttempt(ANA.studentId, attempt('c5555555-5555-4555-8555-555555555555'));
    await saveAttempt(BETO.studentId, attempt('c6666666-6666-4666-8666-666666666666'));
    answer = () => HttpResponse.json({}, { status: 429, headers: { 'Retry-After': '600' } });
    const sync = makeSync();
    await sync.start();
    await sync.syncNow();
    expect(ids()).toEqual(['c5555555-5555-4555-8555-555555555555']);

    answer = () => HttpResponse.json({}, { status: 201 });
    signedIn = BETO;
    await sync.start();
    await sync.syncNow();
    signedIn = ANA;
    await sync.start();
    await sync.syncNow();
    expect(ids()).toEqual(['c5555555-5555-4555-8555-555555555555', 'c6666666-6666-4666-8666-666666666666']);
    expect(sync.getState()).toMatchObject({ pending: 1, message: RATE_LIMITED_MESSAGE });
  });

  it('a 429 without Retry-After backs off like a server error', async () => {
    await saveAttempt(ANA.studentId, attempt('c3333333-3333-4333-8333-333333333333'));
    answer = () => HttpResponse.json({}, { status: 429 });
    const timers: Timer[] = [];
    await makeSync(timers).syncNow();
    expect(timers.map((t) => t.ms)).toEqual([5000]);
    expect(await pendingAttempts(ANA.studentId)).toHaveLength(1);
  });

  it('a wait longer than a timer can hold is waited out in steps', async () => {
    await saveAttempt(ANA.studentId, attempt('c4444444-4444-4444-8444-444444444444'));
    answer = () => HttpResponse.json({}, { status: 429, headers: { 'Retry-After': String(40 * 24 * 3600) } });
    const timers: Timer[] = [];
    const sync = makeSync(timers);
    await sync.syncNow();
    expect(timers[0].ms).toBe(2 ** 31 - 1);
    clock += 2 ** 31 - 1;
    timers[0].fn();
    await sync.syncNow();
    expect(received).toHaveLength(1);
    expect(timers[1].ms).toBe(40 * 24 * 3600 * 1000 - (2 ** 31 - 1));
  });

  it('reads Retry-After as the seconds the server sends; anything else is no Retry-After', () => {
    expect(parseRetryAfter('120')).toBe(120);
    expect(parseRetryAfter(' 0 ')).toBe(0);
    expect(parseRetryAfter('pronto')).toBeUndefined();
    expect(parseRetryAfter('-5')).toBeUndefined();
    expect(parseRetryAfter('')).toBeUndefined();
    expect(parseRetryAfter(null)).toBeUndefined();
  });

  it('a 403 keeps every attempt, stops the round and says why', async () => {
    await saveAttempt(ANA.studentId, attempt('d1111111-1111-4111-8111-111111111111', '2026-11-20T10:30:00.000Z'));
    await saveAttempt(ANA.studentId, attempt('d2222222-2222-4222-8222-222222222222', '2026-11-20T11:30:00.000Z'));
    answer = () => HttpResponse.json({ message: 'No estás matriculado.' }, { status: 403 });
    const state = await makeSync().syncNow();
    expect(received).toHaveLength(1);
    expect(state).toMatchObject({ status: 'error', pending: 2, message: NOT_ENROLLED_MESSAGE });
    expect(state.message).toMatch(/no tiene acceso al curso/);
    expect(await pendingAttempts(ANA.studentId)).toHaveLength(2);
  });
});
