/**
 * The review-events outbox (the reviews kind of sync/outbox.machine.ts) against a mocked API (msw): pending events go once,
 * with the token of the student who answered them, in batches the server takes; a 200 marks them
 * synced; the server's log comes back into the device's store (a second device converges); a 429
 * waits for its Retry-After and a 401 for the student to sign in again.
 */
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { appendReviewEvents, clearLocalData, listReviewEvents, pendingReviewEvents, pullCursor, listAttempts, listReports, loadContentOverlay, saveAttempt, saveReport, storeContentDelta } from '@/lib/storage/indexed-db';
import { REVIEW_RATE_LIMITED_MESSAGE, type SyncStudent } from '@/sync/outbox.machine';
import { EVENTS_PER_POST, type ReviewEvent } from '@/shared/learning/events';
import { ANA, BETO, ORIGIN, stubDevice, testApi, testOutbox, type TestOutbox, type Timer } from './support';
import { fieldsOf, type ContentDelta } from '@/content/content-versions';
import { findQuestion } from '@/content/question-bank';
import { resolutionText, type ServerReport } from '@/shared/report';
import { currentOverlay, readyOverlay } from '@/lib/content/content-overlay';
import type { OutboxesDeps } from '@/sync/outboxes';

const posts: { ids: string[]; authorization: string | null }[] = [];
/** Every event as it was posted (the body's JSON). */
const posted: ReviewEvent[] = [];
const gets: (string | null)[] = [];
/** The `since` of every GET, and how many events each answered. */
const pulls: { since: string | null; events: number }[] = [];
/** Events per page of the stand-in server (small, so paging shows). */
const PULL_PAGE = 3;
/** The server's log in arrival order (an event's seq is its position + 1), as GET answers it. */
let serverLog: ReviewEvent[] = [];
let answer: () => Response | undefined = () => undefined;

const server = setupServer(
  http.post(`${ORIGIN}/api/progress/events`, async ({ request }) => {
    const { events } = (await request.json()) as { events: ReviewEvent[] };
    posts.push({ ids: events.map((e) => e.id), authorization: request.headers.get('authorization') });
    posted.push(...events);
    const override = answer();
    if (override) return override;
    const known = new Set(serverLog.map((e) => e.id));
    const fresh = events.filter((e) => !known.has(e.id));
    serverLog.push(...fresh);
    return HttpResponse.json({ stored: fresh.length, duplicates: events.length - fresh.length });
  }),
  http.get(`${ORIGIN}/api/progress/events`, ({ request }) => {
    gets.push(request.headers.get('authorization'));
    const since = new URL(request.url).searchParams.get('since');
    const from = Number(since ?? 0);
    const events = serverLog.slice(from, from + PULL_PAGE);
    pulls.push({ since, events: events.length });
    return HttpResponse.json({ events, since: String(from + events.length), more: from + PULL_PAGE < serverLog.length });
  }),
);

/** The academy's published corrections (issue 48) the stand-in answers, and the `since` of each content pull. */
let contentDelta: ContentDelta = { version: 0, questions: [], sections: [] };
const contentPulls: (string | null)[] = [];
const contentHandler = http.get(`${ORIGIN}/api/content/delta`, ({ request }) => {
  contentPulls.push(new URL(request.url).searchParams.get('since'));
  return HttpResponse.json(contentDelta);
});

/** Rescored attempts the stand-in answers (GET /api/attempts/regraded, issue 48 §4), and the `since` of each read. */
let regraded: { id: string; score: number; correct: number; total: number }[] = [];
const regradeReads: (string | null)[] = [];
const regradesHandler = http.get(`${ORIGIN}/api/attempts/regraded`, ({ request }) => {
  const since = new URL(request.url).searchParams.get('since');
  regradeReads.push(since);
  return HttpResponse.json(since === '0' ? { attempts: regraded, since: String(regraded.length), more: false } : { attempts: [], since, more: false });
});

/** The student's reports as the stand-in lists them (GET /api/reports, issue 48 §5). */
let serverReports: ServerReport[] = [];
const reportsHandler = http.get(`${ORIGIN}/api/reports`, () => HttpResponse.json({ reports: serverReports }));

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  contentDelta = { version: 0, questions: [], sections: [] };
  contentPulls.length = 0;
  serverReports = [];
  regraded = [];
  regradeReads.length = 0;
  server.use(contentHandler, reportsHandler, regradesHandler);
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

let signedIn: SyncStudent | null = ANA;
let clock = Date.parse('2026-11-24T12:00:00.000Z');
const started: TestOutbox[] = [];

beforeEach(async () => {
  posts.length = 0;
  posted.length = 0;
  gets.length = 0;
  pulls.length = 0;
  serverLog = [];
  answer = () => undefined;
  signedIn = ANA;
  clock = Date.parse('2026-11-24T12:00:00.000Z');
  await clearLocalData();
  stubDevice(new Map());
});

afterEach(() => {
  for (const sync of started.splice(0)) sync.stop();
  vi.unstubAllGlobals();
});

function event(n: number, patch: Partial<ReviewEvent> = {}): ReviewEvent {
  return {
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    questionId: 'q101',
    correct: n % 2 === 0,
    answeredAt: new Date(Date.parse('2026-11-24T10:00:00.000Z') + n * 1000).toISOString(),
    source: 'review',
    ...patch,
  };
}

const api = testApi();

function makeSync(timers: Timer[] = [], onRegraded?: OutboxesDeps['onRegraded']) {
  const sync = testOutbox('reviews', { api, currentStudent: () => signedIn, now: () => clock, timers, onRegraded });
  started.push(sync);
  return sync;
}

describe('review outbox', () => {
  it('sends the pending events once, with the student’s token, and marks them synced', async () => {
    await appendReviewEvents(ANA.studentId, [event(1), event(2)]);
    const sync = makeSync();
    const state = await sync.syncNow();
    expect(posts).toEqual([{ ids: [event(1).id, event(2).id], authorization: 'Bearer tok-ana' }]);
    expect(await pendingReviewEvents(ANA.studentId)).toEqual([]);
    expect((await listReviewEvents(ANA.studentId)).every((e) => e.syncedAt === '2026-11-24T12:00:00.000Z')).toBe(true);
    expect(state).toMatchObject({ status: 'idle', pending: 0 });
    // Another round has nothing to send.
    await sync.syncNow();
    expect(posts).toHaveLength(1);
  });

  it("a round that sent and read everything is the device's last sync, kept for the next start (issue 50 §11)", async () => {
    await appendReviewEvents(ANA.studentId, [event(1)]);
    const state = await makeSync().syncNow();
    expect(state.lastSyncAt).toBe('2026-11-24T12:00:00.000Z');
    // A new start (a reload) shows it before any round.
    clock += 60_000;
    const again = makeSync();
    await again.start();
    expect(again.getState().lastSyncAt).toBe('2026-11-24T12:00:00.000Z');
    // Its own round (nothing to send, the log read) is the newest exchange.
    expect((await again.syncNow()).lastSyncAt).toBe('2026-11-24T12:01:00.000Z');
  });

  it('pulls the academy’s corrections in the same round, from the device’s content version, and keeps them', async () => {
    const corrected = { id: 'q102', version: 2, retired: false, ...fieldsOf(findQuestion('q102')!), text: '¿Cuál fue la capital política del Tahuantinsuyo?' };
    contentDelta = { version: 1400, questions: [corrected], sections: [] };
    const sync = makeSync();
    await sync.syncNow();
    expect(contentPulls).toEqual(['0']);
    expect((await loadContentOverlay()).questions.q102).toEqual(corrected);
    expect(currentOverlay().version).toBe(1400);
    // The next round asks only for what came after.
    contentDelta = { version: 1400, questions: [], sections: [] };
    await sync.syncNow();
    expect(contentPulls).toEqual(['0', '1400']);
    expect((await loadContentOverlay()).questions.q102.text).toBe(corrected.text);
  });

  it('a correction another tab of the app already kept is shown here too: the stored overlay is newer than this tab’s', async () => {
    const corrected = { id: 'q103', version: 2, retired: false, ...fieldsOf(findQuestion('q103')!), text: '¿Qué corrigió la academia en esta pregunta?' };
    // This tab has read the device's overlay (a screen showed content); then the other tab's round
    // pulled a correction and stored it, which this tab's memory has not seen.
    await readyOverlay();
    await storeContentDelta({ version: currentOverlay().version + 100, questions: [corrected], sections: [] });
    const stored = await loadContentOverlay();
    expect(currentOverlay().questions.q103).toBeUndefined();
    // The server has nothing after the stored version.
    contentDelta = { version: stored.version, questions: [], sections: [] };
    const sync = makeSync();
    const before = sync.getState().revision;
    const state = await sync.syncNow();
    expect(contentPulls).toEqual([String(stored.version)]);
    expect(currentOverlay().version).toBe(stored.version);
    expect(currentOverlay().questions.q103.text).toBe(corrected.text);
    // The learning screens hear of it, as after a pull of their own.
    expect(state.revision).toBeGreaterThan(before);
  });

  it('brings the academy’s note on the student’s reports in the same round (Corregido: …)', async () => {
    await saveReport(ANA.studentId, { id: 'r1', questionId: 'q101', text: 'La clave está mal.', createdAt: '2026-11-20T10:00:00.000Z', syncedAt: '2026-11-20T10:01:00.000Z' });
    serverReports = [
      { id: 'r1', questionId: 'q101', examId: null, attemptId: null, text: 'La clave está mal.', at: '2026-11-20T10:01:00.000Z', status: 'resolved', resolvedAt: '2026-12-01T15:00:00.000Z', note: 'Se corrigió la clave.' },
    ];
    await makeSync().syncNow();
    const [report] = await listReports(ANA.studentId);
    expect(report.resolution).toEqual({ at: '2026-12-01T15:00:00.000Z', note: 'Se corrigió la clave.' });
    expect(resolutionText([report])).toBe('Corregido: Se corrigió la clave.');
  });

  it('an answer goes with the version of the question it was given on, and comes back with it from another device (issue 48)', async () => {
    await appendReviewEvents(ANA.studentId, [event(1, { questionVersion: 3 }), event(2, { questionVersion: 1 })]);
    const elsewhere = event(3, { questionId: 'q102', questionVersion: 2 });
    serverLog = [elsewhere];
    await makeSync().syncNow();
    expect(posted.map((e) => e.questionVersion)).toEqual([3, 1]);
    expect((await listReviewEvents(ANA.studentId)).find((e) => e.id === elsewhere.id)).toMatchObject({ questionId: 'q102', questionVersion: 2 });
  });

  it("after 'Recalificar' the device's attempt takes the server's new score once, on the next round (issue 48 §4)", async () => {
    const attempt = { id: '11111111-1111-4111-8111-111111111111', examId: 'principal-01', startedAt: '2026-11-20T10:00:00.000Z', finishedAt: '2026-11-20T10:30:00.000Z', answers: [], score: 90, correct: 9, total: 10, syncedAt: '2026-11-20T10:31:00.000Z' };
    await saveAttempt(ANA.studentId, attempt);
    regraded = [{ id: attempt.id, score: 100, correct: 10, total: 10 }];
    // The screens' copy of the server's history is rescored (app-main passes the learning room's) before the round tells of news.
    const told: { studentId: number; ids: string[]; revision: number }[] = [];
    const sync = makeSync([], async (studentId, attempts) => {
      await Promise.resolve();
      told.push({ studentId, ids: attempts.map((a) => a.id), revision: sync.getState().revision });
    });
    const before = sync.getState().revision;
    const state = await sync.syncNow();
    expect(told).toEqual([{ studentId: ANA.studentId, ids: [attempt.id], revision: before }]);
    expect(regradeReads).toEqual(['0']);
    expect(await listAttempts(ANA.studentId)).toEqual([{ ...attempt, score: 100, correct: 10 }]);
    expect(state.revision).toBeGreaterThan(before);
    // The next round asks from the cursor: nothing changes again.
    await sync.syncNow();
    expect(regradeReads).toEqual(['0', '1']);
    expect(await listAttempts(ANA.studentId)).toHaveLength(1);
    expect((await listAttempts(ANA.studentId))[0].score).toBe(100);
  });

  it('sends in batches the server takes', async () => {
    await appendReviewEvents(ANA.studentId, Array.from({ length: EVENTS_PER_POST + 5 }, (_, i) => event(i + 1)));
    await makeSync().syncNow();
    expect(posts.map((p) => p.ids.length)).toEqual([EVENTS_PER_POST, 5]);
    expect(EVENTS_PER_POST).toBeLessThanOrEqual(100);
    expect(await pendingReviewEvents(ANA.studentId)).toEqual([]);
  });

  it('pulls the server’s events (another device’s) into the device as synced, and says so', async () => {
    serverLog = [event(5), event(6)];
    await appendReviewEvents(ANA.studentId, [event(1)]);
    const sync = makeSync();
    const state = await sync.syncNow();
    expect(gets).toEqual(['Bearer tok-ana']);
    expect((await listReviewEvents(ANA.studentId)).map((e) => e.id)).toEqual([event(1).id, event(5).id, event(6).id]);
    expect(await pendingReviewEvents(ANA.studentId)).toEqual([]);
    expect(state.revision).toBe(1);
    // Nothing new: the revision stays, so screens do not recompute for nothing.
    expect((await sync.syncNow()).revision).toBe(1);
  });

  it('pulls only what arrived since its cursor: a new device the whole history page by page, then just the 3 new events', async () => {
    serverLog = Array.from({ length: 7 }, (_, i) => event(100 + i, { source: 'exam' }));
    const sync = makeSync();
    await sync.syncNow();
    expect(pulls).toEqual([{ since: '0', events: 3 }, { since: '3', events: 3 }, { since: '6', events: 1 }]);
    expect(await listReviewEvents(ANA.studentId)).toHaveLength(7);
    expect(await pullCursor(ANA.studentId)).toBe('7');
    pulls.length = 0;
    // Another device answers three more; an answer given offline earlier arrives late and still comes.
    serverLog.push(event(200), event(201), event(1, { answeredAt: '2026-11-01T10:00:00.000Z' }));
    await sync.syncNow();
    expect(pulls).toEqual([{ since: '7', events: 3 }]);
    expect(await listReviewEvents(ANA.studentId)).toHaveLength(10);
    // The cursor is per student: another student on this device starts from the beginning.
    expect(await pullCursor(BETO.studentId)).toBe('0');
  });

  it('only the signed-in student’s events go, with their own token', async () => {
    await appendReviewEvents(ANA.studentId, [event(1)]);
    await appendReviewEvents(BETO.studentId, [event(2)]);
    signedIn = BETO;
    await makeSync().syncNow();
    expect(posts).toEqual([{ ids: [event(2).id], authorization: 'Bearer tok-beto' }]);
    expect(await pendingReviewEvents(ANA.studentId)).toHaveLength(1);
  });

  it('a 401 keeps the events and asks for sign-in; nothing is pulled', async () => {
    answer = () => HttpResponse.json({ message: 'Token inválido' }, { status: 401 });
    await appendReviewEvents(ANA.studentId, [event(1)]);
    const state = await makeSync().syncNow();
    expect(state.status).toBe('needsSignIn');
    expect(gets).toEqual([]);
    expect(await pendingReviewEvents(ANA.studentId)).toHaveLength(1);
  });

  it('a 429 waits for its Retry-After before posting again', async () => {
    answer = () => HttpResponse.json({ message: 'Demasiados' }, { status: 429, headers: { 'Retry-After': '600' } });
    await appendReviewEvents(ANA.studentId, [event(1)]);
    const timers: Timer[] = [];
    const sync = makeSync(timers);
    const state = await sync.syncNow();
    expect(state).toMatchObject({ status: 'error', message: REVIEW_RATE_LIMITED_MESSAGE, pending: 1 });
    expect(timers.at(-1)?.ms).toBe(600_000);
    answer = () => undefined;
    await sync.syncNow();
    expect(posts).toHaveLength(1);
    clock += 600_000;
    await sync.syncNow();
    expect(posts).toHaveLength(2);
    expect(await pendingReviewEvents(ANA.studentId)).toEqual([]);
  });
});
