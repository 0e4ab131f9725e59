/**
 * The attempts outbox against a mocked API (msw): network failure and 401 keep the attempt, a 2xx
 * marks it sent, and a restart (a new sync over the same IndexedDB) replays what is still pending.
 */
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApiClient } from '@/lib/api-client';
import { createAttemptSync } from '@/lib/attempt-sync';
import { clearLocalData, listAttempts, markAttemptSynced, pendingAttempts, saveAttempt } from '@/lib/storage';
import type { Attempt } from '@/shared/attempt';

const ORIGIN = 'http://localhost';
const received: unknown[] = [];
let answer: () => Response = () => HttpResponse.json({}, { status: 201 });

const server = setupServer(
  http.post(`${ORIGIN}/api/attempts`, async ({ request }) => {
    received.push(await request.json());
    return answer();
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const store = new Map<string, string>();
beforeEach(async () => {
  received.length = 0;
  answer = () => HttpResponse.json({}, { status: 201 });
  await clearLocalData();
  store.clear();
  // attempt-sync remembers the last sync time in localStorage, which node lacks.
  (globalThis as { localStorage?: Pick<Storage, 'getItem' | 'setItem'> }).localStorage = {
    getItem: (k) => store.get(k) ?? null,
    setItem: (k, v) => void store.set(k, v),
  };
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

function makeSync(timers: (() => void)[] = []) {
  const api = createApiClient({ getToken: () => 'token', fetch: (input, init) => fetch(`${ORIGIN}${String(input)}`, init) });
  return createAttemptSync({
    pendingAttempts,
    markAttemptSynced,
    postAttempt: (body) => api.postAttempt(body),
    isOnline: () => true,
    now: () => Date.parse('2026-11-22T12:00:00.000Z'),
    setTimer: (fn) => timers.push(fn),
    clearTimer: () => {},
  });
}

describe('attempt outbox', () => {
  it('a 2xx marks the attempt sent, with the time of the sync', async () => {
    await saveAttempt(attempt('11111111-1111-4111-8111-111111111111'));
    const sync = makeSync();
    const state = await sync.syncNow();
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({ id: '11111111-1111-4111-8111-111111111111', examId: 'principal-01' });
    expect(received[0]).not.toHaveProperty('score');
    expect(await pendingAttempts()).toEqual([]);
    expect((await listAttempts())[0].syncedAt).toBe('2026-11-22T12:00:00.000Z');
    expect(state).toMatchObject({ status: 'idle', pending: 0, lastSyncAt: '2026-11-22T12:00:00.000Z' });
  });

  it('a replay answered 200 also counts as sent', async () => {
    answer = () => HttpResponse.json({}, { status: 200 });
    await saveAttempt(attempt('22222222-2222-4222-8222-222222222222'));
    await makeSync().syncNow();
    expect(await pendingAttempts()).toEqual([]);
  });

  it('a network failure keeps the attempt and schedules a retry', async () => {
    answer = () => HttpResponse.error();
    await saveAttempt(attempt('33333333-3333-4333-8333-333333333333'));
    const timers: (() => void)[] = [];
    const state = await makeSync(timers).syncNow();
    expect(state.status).toBe('offline');
    expect((await pendingAttempts()).map((a) => a.id)).toEqual(['33333333-3333-4333-8333-333333333333']);
    expect(timers).toHaveLength(1);
  });

  it('a 401 keeps the queue and asks for sign-in', async () => {
    answer = () => HttpResponse.json({ message: 'Sesión inválida o expirada.' }, { status: 401 });
    await saveAttempt(attempt('44444444-4444-4444-8444-444444444444'));
    await saveAttempt(attempt('55555555-5555-4555-8555-555555555555', '2026-11-20T11:30:00.000Z'));
    const state = await makeSync().syncNow();
    expect(state.status).toBe('needsSignIn');
    expect(state.message).toMatch(/Inicia sesión/);
    expect(await pendingAttempts()).toHaveLength(2);
    expect(received).toHaveLength(1);
  });

  it('a server error keeps the attempt; a later round (after a restart) sends it', async () => {
    answer = () => HttpResponse.json({ message: 'boom' }, { status: 503 });
    await saveAttempt(attempt('66666666-6666-4666-8666-666666666666'));
    expect((await makeSync().syncNow()).status).toBe('error');
    expect(await pendingAttempts()).toHaveLength(1);

    // The app restarts: a new outbox over the same IndexedDB replays what is pending.
    answer = () => HttpResponse.json({}, { status: 201 });
    const state = await makeSync().syncNow();
    expect(state.pending).toBe(0);
    expect(await pendingAttempts()).toEqual([]);
    expect(received.filter((b) => (b as { id: string }).id === '66666666-6666-4666-8666-666666666666')).toHaveLength(2);
  });

  it('an attempt the server refuses (422) is kept, never dropped, and the rest still go', async () => {
    answer = () => (received.length === 1 ? HttpResponse.json({ message: 'conflicto' }, { status: 422 }) : HttpResponse.json({}, { status: 201 }));
    await saveAttempt(attempt('77777777-7777-4777-8777-777777777777', '2026-11-20T10:30:00.000Z'));
    await saveAttempt(attempt('88888888-8888-4888-8888-888888888888', '2026-11-20T11:30:00.000Z'));
    const state = await makeSync().syncNow();
    expect(state.status).toBe('error');
    expect((await pendingAttempts()).map((a) => a.id)).toEqual(['77777777-7777-4777-8777-777777777777']);
    expect(await listAttempts()).toHaveLength(2);
  });

  it('concurrent triggers share one round (no double send)', async () => {
    await saveAttempt(attempt('99999999-9999-4999-8999-999999999999'));
    const sync = makeSync();
    await Promise.all([sync.syncNow(), sync.syncNow(), sync.syncNow()]);
    expect(received).toHaveLength(1);
  });
});
