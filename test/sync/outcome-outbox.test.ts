/**
 * How the real exam went (issue 49 §4) as a kind of the one outbox engine (sync/outbox.machine.ts 'outcomes'),
 * against a mocked API (msw) that stores an answer once per exam date as the server does: saved on
 * the device first (once per date), kept offline, posted once with its author's token when the
 * network returns, then held with the readiness the server kept; a refused answer stays pending; with
 * nothing pending, an asked round reads another device's answer.
 */
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StoredOutcome } from '@/shared/exam-outcomes';
import { deviceOutcomes, outcomeFor, pendingOutcomes, saveOutcome } from '@/sync/exam-outcome-sync';
import type { SyncStudent } from '@/sync/outbox.machine';
import { ANA, ORIGIN, stubDevice, testApi, testOutbox, type TestOutbox } from './support';

const READINESS = { expected: 68, low: 55, high: 79 };
/** The server's copy: one per exam date, the first kept. */
const stored = new Map<string, StoredOutcome>();
let failure: (() => Response) | null = null;
const received: { method: string; body: unknown; authorization: string | null }[] = [];

const server = setupServer(
  http.all(`${ORIGIN}/api/outcomes`, async ({ request }) => {
    const body = request.method === 'POST' ? ((await request.json()) as StoredOutcome) : undefined;
    received.push({ method: request.method, body, authorization: request.headers.get('authorization') });
    if (failure) return failure();
    if (!body) return HttpResponse.json({ outcomes: [...stored.values()] });
    const kept = stored.get(body.examDate) ?? { ...body, readiness: READINESS, passProbability: 0.7 };
    stored.set(body.examDate, kept);
    return HttpResponse.json({ outcome: kept }, { status: 201 });
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const store = new Map<string, string>();
let signedIn: SyncStudent | null = ANA;
let online = true;
const started: TestOutbox[] = [];
const api = testApi();
const NOW = new Date('2026-12-10T17:00:00.000Z');

beforeEach(() => {
  stored.clear();
  failure = null;
  received.length = 0;
  signedIn = ANA;
  online = true;
  store.clear();
  stubDevice(store);
});

afterEach(() => {
  for (const outbox of started.splice(0)) outbox.stop();
  vi.unstubAllGlobals();
});

function outbox() {
  const sync = testOutbox('outcomes', { api, currentStudent: () => signedIn, isOnline: () => online });
  started.push(sync);
  return sync;
}

describe('outcomes outbox', () => {
  it('keeps an answer given offline and sends it once, with its author token, then holds the readiness the server kept', async () => {
    online = false;
    const saved = saveOutcome(ANA.studentId, '2026-12-08', 'passed', NOW, 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa');
    // Once per exam date: a second answer for the same date changes nothing.
    expect(saveOutcome(ANA.studentId, '2026-12-08', 'failed', NOW)).toEqual(saved);
    const sync = outbox();
    expect((await sync.syncNow()).status).toBe('offline');
    expect(received).toEqual([]);
    expect(pendingOutcomes(ANA.studentId)).toHaveLength(1);
    online = true;
    await sync.syncNow();
    await sync.syncNow();
    const posts = received.filter((r) => r.method === 'POST');
    expect(posts).toEqual([
      { method: 'POST', body: { id: 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa', examDate: '2026-12-08', result: 'passed', answeredAt: NOW.toISOString() }, authorization: 'Bearer tok-ana' },
    ]);
    expect(pendingOutcomes(ANA.studentId)).toEqual([]);
    expect(outcomeFor(ANA.studentId, '2026-12-08')).toMatchObject({ result: 'passed', pending: false, readiness: READINESS, passProbability: 0.7 });
  });

  it('keeps a refused answer pending and says why', async () => {
    failure = () => HttpResponse.json({ message: 'Tu examen todavía no ha llegado.' }, { status: 400 });
    saveOutcome(ANA.studentId, '2026-12-08', 'failed', NOW);
    const state = await outbox().syncNow();
    expect(state.message).toBe('Tu examen todavía no ha llegado.');
    expect(pendingOutcomes(ANA.studentId)).toHaveLength(1);
  });

  it('takes another device answer for the same date, which the server kept first', async () => {
    stored.set('2026-12-08', { id: 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb', examDate: '2026-12-08', result: 'not-yet', answeredAt: NOW.toISOString(), readiness: null, passProbability: null });
    // Nothing pending here: the first round (asked on start) reads the server's copy.
    await outbox().syncNow();
    expect(received.map((r) => r.method)).toEqual(['GET']);
    expect(deviceOutcomes(ANA.studentId)).toEqual([
      { id: 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb', examDate: '2026-12-08', result: 'not-yet', answeredAt: NOW.toISOString(), pending: false, readiness: null, passProbability: null },
    ]);
  });
});
