/**
 * The sync contract against the real server (issue 52 §5): the device's outboxes (sync/outboxes.ts
 * over fake-indexeddb) drive the real app in-process, as the API tests start it (createApp on a
 * PGlite database), with the client's fetch routed to app.request. What the msw copies in the other
 * sync tests assume about the server is checked here once: an item goes once, a replay stores
 * nothing twice, a batch the server refuses stays on the device, another device pulls the log. msw
 * stays for a server that misbehaves (timeouts, 500s, 429s), which the real one does not on demand.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '@/lib/api/api-client';
import { appendReviewEvents, clearLocalData, listAttempts, listReviewEvents, pendingAttempts, pendingReviewEvents, saveAttempt } from '@/lib/storage/indexed-db';
import type { Attempt } from '@/shared/attempt';
import { type ReviewEvent, EVENTS_PER_POST, MAX_EVENTS_PER_POST } from '@/shared/learning/events';
import type { OutboxKind } from '@/sync/nudge';
import type { SyncStudent } from '@/sync/outbox.machine';
import { findExam, questionsOf } from '@/content/exams';
import { setUpTestApp, type TestApp } from '../server/support/test-app';
import { stubDevice, testOutbox, type TestOutbox } from './support';

let t: TestApp;
setUpTestApp((app) => (t = app), { failOnServerErrors: true });

/** Every request the device made, as 'METHOD /path' (no query). */
const requests: string[] = [];
const started: TestOutbox[] = [];
let student: SyncStudent;

/** The client's fetch goes to the app in-process, from a loopback address of the test's. */
const api = createApiClient({
  getToken: () => null,
  fetch: async (input, init) => {
    const url = String(input);
    requests.push(`${init?.method ?? 'GET'} ${url.split('?')[0]}`);
    const env = { incoming: { socket: { remoteAddress: '127.0.0.1', remotePort: 40000, remoteFamily: 'IPv4' } } };
    return t.app.request(url, init, env);
  },
});

beforeEach(async () => {
  requests.length = 0;
  await clearLocalData();
  stubDevice(new Map());
  const created = await t.createStudent({ enrolled: true });
  student = { studentId: created.id, token: await t.login(created.email, created.password) };
});

afterEach(() => {
  for (const sync of started.splice(0)) sync.stop();
  vi.unstubAllGlobals();
});

function outbox(kind: OutboxKind): TestOutbox {
  const sync = testOutbox(kind, { api, currentStudent: () => student, now: () => t.clock.now });
  started.push(sync);
  return sync;
}

const posts = (path: string) => requests.filter((r) => r === `POST ${path}`).length;

function event(n: number, patch: Partial<ReviewEvent> = {}): ReviewEvent {
  return {
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    questionId: 'q101',
    correct: n % 2 === 0,
    answeredAt: new Date(t.clock.now - 60 * 60_000 + n * 1000).toISOString(),
    source: 'review',
    ...patch,
  };
}

/** The student's log as the server lists it (GET /api/progress/events?since=0, every page). */
async function serverLog(): Promise<string[]> {
  const ids: string[] = [];
  let since = '0';
  for (;;) {
    const res = await t.call('GET', `/api/progress/events?since=${since}`, { token: student.token });
    expect(res.status, res.text).toBe(200);
    const page = res.body as { events: ReviewEvent[]; since: string; more: boolean };
    ids.push(...page.events.map((e) => e.id));
    if (!page.more) return ids;
    since = page.since;
  }
}

const principal = findExam('principal-01')!;

function attempt(id: string, examId = principal.id): Attempt {
  const finishedAt = new Date(t.clock.now - 30 * 60_000);
  return {
    id,
    examId,
    startedAt: new Date(finishedAt.getTime() - 20 * 60_000).toISOString(),
    finishedAt: finishedAt.toISOString(),
    answers: questionsOf(principal).map((q) => ({ questionId: q.id, selectedOptions: [] })),
    score: 0,
    correct: 0,
    total: questionsOf(principal).length,
  };
}

describe('the review outbox against the real server', () => {
  it('posts pending events once, in batches the server takes, and marks them synced', async () => {
    const count = EVENTS_PER_POST + 3;
    await appendReviewEvents(student.studentId, Array.from({ length: count }, (_, i) => event(i + 1)));
    const state = await outbox('reviews').syncNow();
    expect(state).toMatchObject({ status: 'idle', pending: 0 });
    expect(posts('/api/progress/events')).toBe(2);
    expect(await pendingReviewEvents(student.studentId)).toEqual([]);
    expect((await serverLog()).sort()).toEqual(Array.from({ length: count }, (_, i) => event(i + 1).id).sort());
    // The device's batch fits the server's limit.
    expect(EVENTS_PER_POST).toBeLessThanOrEqual(MAX_EVENTS_PER_POST);
    // Nothing left to send: the next round posts nothing.
    await outbox('reviews').syncNow();
    expect(posts('/api/progress/events')).toBe(2);
  });

  it('a replay (a device that never got the answer) is taken again and stored once', async () => {
    await appendReviewEvents(student.studentId, [event(1), event(2)]);
    await outbox('reviews').syncNow();
    // The same events pending again, as on a device whose 200 was lost.
    await clearLocalData();
    await appendReviewEvents(student.studentId, [event(1), event(2)]);
    const state = await outbox('reviews').syncNow();
    expect(state).toMatchObject({ status: 'idle', pending: 0 });
    expect(posts('/api/progress/events')).toBe(2);
    expect(await pendingReviewEvents(student.studentId)).toEqual([]);
    expect((await serverLog()).sort()).toEqual([event(1).id, event(2).id]);
  });

  it('a batch the server refuses stays on the device, with its message, and is not stored', async () => {
    await appendReviewEvents(student.studentId, [event(1, { questionId: 'pregunta-1' })]);
    const state = await outbox('reviews').syncNow();
    expect(state.status).toBe('error');
    expect(state.message).toMatch(/pregunta/i);
    expect((await pendingReviewEvents(student.studentId)).map((e) => e.id)).toEqual([event(1).id]);
    expect(await serverLog()).toEqual([]);
  });

  it("another device pulls the student's log from the server, as synced", async () => {
    await appendReviewEvents(student.studentId, [event(1), event(2), event(3)]);
    await outbox('reviews').syncNow();
    await clearLocalData();
    requests.length = 0;
    await outbox('reviews').syncNow();
    expect(posts('/api/progress/events')).toBe(0);
    const pulled = await listReviewEvents(student.studentId);
    expect(pulled.map((e) => e.id).sort()).toEqual([event(1).id, event(2).id, event(3).id]);
    expect(pulled.every((e) => typeof e.syncedAt === 'string')).toBe(true);
  });
});

describe('the attempts outbox against the real server', () => {
  const first = '11111111-1111-4111-8111-111111111111';
  const second = '22222222-2222-4222-8222-222222222222';

  it('posts each attempt once; a replay is taken again and stored once', async () => {
    await saveAttempt(student.studentId, attempt(first));
    expect(await outbox('attempts').syncNow()).toMatchObject({ status: 'idle', pending: 0 });
    expect(posts('/api/attempts')).toBe(1);
    await outbox('attempts').syncNow();
    expect(posts('/api/attempts')).toBe(1);
    // The same attempt pending again (its answer lost): the server answers it as stored, not twice.
    await clearLocalData();
    await saveAttempt(student.studentId, attempt(first));
    expect(await outbox('attempts').syncNow()).toMatchObject({ status: 'idle', pending: 0 });
    expect(posts('/api/attempts')).toBe(2);
    const listed = await t.call('GET', '/api/attempts', { token: student.token });
    expect((listed.body as { attempts: { id: string }[] }).attempts.map((a) => a.id)).toEqual([first]);
  });

  it('an attempt the server refuses is kept on the device and the others still go', async () => {
    await saveAttempt(student.studentId, attempt(first, 'no-existe'));
    await saveAttempt(student.studentId, attempt(second));
    const state = await outbox('attempts').syncNow();
    expect(state.status).toBe('error');
    expect((await pendingAttempts(student.studentId)).map((a) => a.id)).toEqual([first]);
    expect(await listAttempts(student.studentId)).toHaveLength(2);
    const listed = await t.call('GET', '/api/attempts', { token: student.token });
    expect((listed.body as { attempts: { id: string }[] }).attempts.map((a) => a.id)).toEqual([second]);
  });
});
