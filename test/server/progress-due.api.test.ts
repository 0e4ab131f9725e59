/**
 * GET /api/progress/due (issue 52 §1): today's Repaso count of the signed-in student, from the server's
 * kept projection and counted at the moment of the read, the number a device that computed the figures
 * itself shows: only the student's own answers count, a later read counts what fell due since, and
 * nobody reads it without a valid token.
 */
import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { activeQuestions } from '../../src/content/question-bank';
import type { ReviewEvent } from '../../src/shared/learning/events';
import { DEFAULT_TIME_ZONE } from '../../src/shared/learning/local-days';
import { dueToday, endOfDayIn, scheduleOf } from '../../src/shared/learning/memory';
import { dueTodayAnswerSchema } from '../../src/shared/sync-api';
import { type TestApp, setUpTestApp } from './support/test-app';

let t: TestApp;
setUpTestApp((app) => (t = app), { failOnServerErrors: true });

const NOW = Date.parse('2026-03-15T12:00:00-05:00');
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const URL_DUE = '/api/progress/due';

beforeEach(() => {
  t.clock.now = NOW;
});

function reviewEvent(questionId: string, correct: boolean, at: number): ReviewEvent {
  return { id: randomUUID(), questionId, correct, answeredAt: new Date(at).toISOString(), source: 'review' };
}

/** `wrong` questions answered wrong two days ago (due by today), then `right` answered right an hour ago (due later). */
function answers(from: number, wrong: number, right: number): ReviewEvent[] {
  return [
    ...activeQuestions.slice(from, from + wrong).map((q, i) => reviewEvent(q.id, false, NOW - 2 * DAY + i * MINUTE)),
    ...activeQuestions.slice(from + wrong, from + wrong + right).map((q, i) => reviewEvent(q.id, true, NOW - 60 * MINUTE + i * 1000)),
  ];
}

/** What a device that holds the same answers counts as due today (learning/learning-model.ts). */
const deviceDue = (events: readonly ReviewEvent[], now: number) =>
  dueToday(scheduleOf(events, now, { knownQuestions: new Set(activeQuestions.map((q) => q.id)), timeZone: DEFAULT_TIME_ZONE, examDate: null }), now, endOfDayIn(DEFAULT_TIME_ZONE)).length;

async function dueOf(token: string): Promise<number> {
  const res = await t.call('GET', URL_DUE, { token });
  expect(res.status, res.text).toBe(200);
  return dueTodayAnswerSchema.parse(res.body).dueToday;
}

async function send(token: string, events: readonly ReviewEvent[]) {
  const res = await t.call('POST', '/api/progress/events', { token, json: { events } });
  expect(res.status, res.text).toBe(200);
}

describe('GET /api/progress/due', () => {
  it("answers the student's own count, the device's figure for the same answers, and not another student's", async () => {
    const token = await t.login();
    const other = await t.createStudent({ enrolled: true });
    const otherToken = await t.login(other.email, other.password);
    // Before any answer: nothing is due (no projection row yet).
    expect(await dueOf(token)).toBe(0);

    const mine = answers(0, 6, 4);
    const theirs = answers(100, 11, 2);
    await send(token, mine);
    await send(otherToken, theirs);
    const expected = deviceDue(mine, NOW);
    expect(expected).toBeGreaterThan(0);
    expect(expected).toBeLessThan(mine.length);
    expect(deviceDue(theirs, NOW)).not.toBe(expected);

    expect(await dueOf(token)).toBe(expected);
    expect(await dueOf(otherToken)).toBe(deviceDue(theirs, NOW));
  });

  it('counts at the moment of the read: weeks later every answered question is due', async () => {
    const token = await t.login();
    const mine = answers(200, 3, 5);
    await send(token, mine);
    const today = await dueOf(token);
    expect(today).toBe(deviceDue(mine, NOW));
    expect(today).toBeLessThan(8);

    t.clock.now = NOW + 120 * DAY;
    // A new token: the first one's hour has passed on the test clock.
    const later = await t.login();
    expect(await dueOf(later)).toBe(8);
  });

  it('401 without a token or with a token that is not valid', async () => {
    const res = await t.call('GET', URL_DUE);
    expect(res.status).toBe(401);
    expect(res.text).not.toMatch(/dueToday/);
    expect((await t.call('GET', URL_DUE, { token: 'not-a-token' })).status).toBe(401);
  });
});
