/**
 * Course access with an end date (issue 20, item 6) on an injected clock: the courses list says until
 * when and whether it ended; after the last day (inclusive, Lima) new work is refused with the
 * Spanish message, while attempts and answers finished on or before it still sync, however late.
 */
import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { OPERATOR, PRINCIPAL_01, PRINCIPAL_01_QUESTIONS, rightAnswer, signInOperator } from './support/console';
import { DEMO_STUDENT, type ApiAnswer, type TestApp, setUpTestApp } from './support/test-app';

const ENDED = 'Tu acceso a este curso venció el 31 de diciembre de 2026. Escribe a la academia para renovarlo.';
const ENDED_BODY = { error: ENDED, message: ENDED, code: 'access-ended', endsAt: '2026-12-31' };

let t: TestApp;
let studentId: number;

setUpTestApp((app) => (t = app), { failOnServerErrors: true });

beforeEach(async () => {
  studentId = (await t.students.findByEmail(DEMO_STUDENT.email))!.id;
});

/** Sets the clock to a moment in Lima ('2026-12-31T23:00' means 11 p.m. there). */
const at = (lima: string) => {
  t.clock.now = Date.parse(`${lima}:00-05:00`);
};
const iso = (lima: string) => new Date(`${lima}:00-05:00`).toISOString();

/** The operator (signed in again: the clock jumps past token lifetimes) sets the demo student's end date. */
async function setEndsAt(endsAt: string | null) {
  const exists = await t.students.findByEmail(OPERATOR.email);
  const token = exists ? await t.login(OPERATOR.email, OPERATOR.password) : await signInOperator(t);
  const res = await t.call('PUT', `/api/admin/students/${studentId}/access`, { token, json: { endsAt } });
  expect(res.status, res.text).toBe(200);
}

async function courses() {
  const res = await t.call('GET', '/api/auth/me/courses', { token: await t.login() });
  expect(res.status).toBe(200);
  return (res.body as { accessEndsAt: string | null; accessEnded: boolean; productDetails: { slug: string } }[]).map((c) => ({
    slug: c.productDetails.slug,
    accessEndsAt: c.accessEndsAt,
    accessEnded: c.accessEnded,
  }));
}

/** A principal-01 attempt finished at `finishedLima` (Lima time), all right. */
async function postAttempt(finishedLima: string): Promise<ApiAnswer> {
  const finishedAt = iso(finishedLima);
  return t.call('POST', '/api/attempts', {
    token: await t.login(),
    json: {
      id: randomUUID(),
      examId: PRINCIPAL_01.id,
      startedAt: new Date(Date.parse(finishedAt) - 20 * 60_000).toISOString(),
      finishedAt,
      answers: PRINCIPAL_01_QUESTIONS.map((q) => ({ questionId: q.id, selectedOptions: rightAnswer(q) })),
    },
  });
}

async function postEvents(...answeredLima: string[]): Promise<ApiAnswer> {
  const events = answeredLima.map((lima, i) => ({ id: randomUUID(), questionId: PRINCIPAL_01_QUESTIONS[i].id, correct: true, answeredAt: iso(lima), source: 'review' }));
  return t.call('POST', '/api/progress/events', { token: await t.login(), json: { events } });
}

describe('an access with an end date', () => {
  it('lasts through the whole last day in Lima and ends after it', async () => {
    at('2026-12-01T09:00');
    await setEndsAt('2026-12-31');
    at('2026-12-31T23:59');
    expect(await courses()).toEqual([{ slug: 'examen-de-naturalizacion', accessEndsAt: '2026-12-31', accessEnded: false }]);
    expect((await postAttempt('2026-12-31T23:58')).status).toBe(201);
    // Two minutes later it is 1 January in Lima (05:01 UTC): the access has ended.
    at('2027-01-01T00:01');
    expect(await courses()).toEqual([{ slug: 'examen-de-naturalizacion', accessEndsAt: '2026-12-31', accessEnded: true }]);
    const refused = await postAttempt('2027-01-01T00:00');
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual(ENDED_BODY);
  });

  it('keeps an attempt finished on or before the last day when it syncs weeks later, and refuses one finished after', async () => {
    at('2026-12-01T09:00');
    await setEndsAt('2026-12-31');
    at('2027-01-20T10:00');
    expect((await postAttempt('2026-12-31T22:00')).status).toBe(201);
    expect((await postAttempt('2026-12-15T08:00')).status).toBe(201);
    const late = await postAttempt('2027-01-02T10:00');
    expect(late.status).toBe(403);
    expect(late.body).toEqual(ENDED_BODY);
    // The two kept are the student's; the refused one is not stored.
    const list = await t.call('GET', '/api/attempts', { token: await t.login() });
    expect((list.body as { attempts: { finishedAt: string }[] }).attempts.map((a) => a.finishedAt)).toEqual([iso('2026-12-31T22:00'), iso('2026-12-15T08:00')]);
  });

  it('keeps answers given on or before the last day and refuses a batch with one given after', async () => {
    at('2026-12-01T09:00');
    await setEndsAt('2026-12-31');
    at('2027-01-05T10:00');
    const kept = await postEvents('2026-12-30T10:00', '2026-12-31T23:30');
    expect(kept.status, kept.text).toBe(200);
    expect(kept.body).toEqual({ stored: 2, duplicates: 0 });
    const refused = await postEvents('2026-12-31T20:00', '2027-01-01T08:00');
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual(ENDED_BODY);
  });

  it('comes back when the operator extends it, and ends at once (yesterday) when revoked', async () => {
    at('2026-12-01T09:00');
    await setEndsAt('2026-12-31');
    at('2027-01-10T10:00');
    expect((await postAttempt('2027-01-10T09:00')).status).toBe(403);
    await setEndsAt('2027-06-30');
    expect(await courses()).toEqual([{ slug: 'examen-de-naturalizacion', accessEndsAt: '2027-06-30', accessEnded: false }]);
    expect((await postAttempt('2027-01-10T09:30')).status).toBe(201);

    const token = await t.login(OPERATOR.email, OPERATOR.password);
    expect((await t.call('DELETE', `/api/admin/students/${studentId}/access`, { token })).status).toBe(200);
    expect(await courses()).toEqual([{ slug: 'examen-de-naturalizacion', accessEndsAt: '2027-01-09', accessEnded: true }]);
    const refused = await postAttempt('2027-01-10T09:45');
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: 'access-ended', endsAt: '2027-01-09', error: 'Tu acceso a este curso venció el 9 de enero de 2027. Escribe a la academia para renovarlo.' });
  });

  it('never ends without an end date, and a student without the course is refused as before', async () => {
    at('2030-05-05T10:00');
    expect(await courses()).toEqual([{ slug: 'examen-de-naturalizacion', accessEndsAt: null, accessEnded: false }]);
    expect((await postAttempt('2030-05-05T09:00')).status).toBe(201);
    const stranger = await t.createStudent();
    const res = await t.call('POST', '/api/progress/events', {
      token: await t.login(stranger.email, stranger.password),
      json: { events: [{ id: randomUUID(), questionId: PRINCIPAL_01_QUESTIONS[0].id, correct: true, answeredAt: iso('2030-05-05T09:00'), source: 'review' }] },
    });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ message: 'No tienes acceso a este curso.' });
  });
});
