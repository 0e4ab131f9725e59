/**
 * How the real exam went (issue 49 §4) through app.request(), on an injected clock: a student says it
 * once per exam date, from the exam day on, by an id made on the device (a replay is stored once);
 * the server keeps the readiness the projection showed on the morning of the exam date (later
 * answers do not move it); 'Resultados del examen' is for operators, and its table for two groups is
 * checked against figures computed by hand.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { OutcomeTable, StoredOutcome } from '@/shared/exam-outcomes';
import { passProbability } from '@/shared/exam-outcomes';
import { resultRows } from '../../server/db/client';
import { quickStudent, signInOperator, storeAttempt } from './support/console';
import { type TestApp, setUpTestApp } from './support/test-app';

let t: TestApp;
setUpTestApp((app) => (t = app), { failOnServerErrors: true });

// Noon in Lima on 10 December 2026; the exam was on 8 December.
const NOW = Date.parse('2026-12-10T12:00:00-05:00');
const EXAM_DATE = '2026-12-08';

beforeEach(() => {
  t.clock.now = NOW;
});

const body = (overrides: Partial<StoredOutcome> = {}) => ({ id: randomUUID(), examDate: EXAM_DATE, result: 'passed', answeredAt: new Date(NOW - 60_000).toISOString(), ...overrides });

describe('a student says how the real exam went', () => {
  it('needs a signed-in student, a valid answer, and an exam day that has come', async () => {
    expect((await t.call('POST', '/api/outcomes', { json: body() })).status).toBe(401);
    const learner = await t.createStudent({ enrolled: true });
    const token = await t.login(learner.email, learner.password);
    expect((await t.call('POST', '/api/outcomes', { token, json: body({ result: 'maybe' as never }) })).status).toBe(400);
    const early = await t.call('POST', '/api/outcomes', { token, json: body({ examDate: '2026-12-11' }) });
    expect(early.status).toBe(400);
    expect(early.text).toContain('Tu examen todavía no ha llegado.');
    // The exam day itself is allowed (the exam may be in the morning).
    expect((await t.call('POST', '/api/outcomes', { token, json: body({ examDate: '2026-12-10' }) })).status).toBe(201);
  });

  it('keeps the readiness shown on the morning of the exam date, stores the answer once, and keeps the first answer for a date', async () => {
    const learner = await t.createStudent({ enrolled: true });
    const token = await t.login(learner.email, learner.password);
    // Two good exams the week before; the figure the console and the device showed then.
    t.clock.now = Date.parse('2026-12-01T12:00:00-05:00');
    await storeAttempt(t, learner.id, [1, 1, 1, 1, 1, 1, 1, 0, 1, 1], '2026-12-01T10:00:00-05:00');
    await storeAttempt(t, learner.id, [1, 1, 1, 0, 1, 1, 1, 1, 1, 1], '2026-12-02T10:00:00-05:00');
    const [shown] = resultRows<{
      readiness: number;
      readiness_low: number;
      readiness_high: number;
    }>(await t.database.db.execute(sql`SELECT readiness, readiness_low, readiness_high FROM student_learning WHERE student_id = ${learner.id}`));
    expect(shown.readiness).toBeGreaterThan(60);
    // A bad exam on the exam day (after midnight) and one after it: not what was shown before the exam.
    t.clock.now = NOW;
    await storeAttempt(t, learner.id, [0, 0, 0, 0, 0, 0, 0, 0, 0, 0], '2026-12-08T07:00:00-05:00');
    await storeAttempt(t, learner.id, [0, 0, 0, 0, 0, 0, 0, 0, 0, 0], '2026-12-09T10:00:00-05:00');

    const first = body({ result: 'failed' });
    const res = await t.call('POST', '/api/outcomes', { token, json: first });
    expect(res.status, res.text).toBe(201);
    const readiness = { expected: Number(shown.readiness), low: Number(shown.readiness_low), high: Number(shown.readiness_high) };
    expect((res.body as { outcome: StoredOutcome }).outcome).toEqual({ ...first, readiness, passProbability: passProbability(readiness) });

    // The outbox's replay, and another device's answer for the same date: the first stays.
    const replay = await t.call('POST', '/api/outcomes', { token, json: first });
    expect(replay.status).toBe(200);
    expect((replay.body as { outcome: StoredOutcome }).outcome.id).toBe(first.id);
    const other = await t.call('POST', '/api/outcomes', { token, json: body({ result: 'passed' }) });
    expect(other.status).toBe(200);
    expect((other.body as { outcome: StoredOutcome }).outcome).toMatchObject({ id: first.id, result: 'failed' });
    const mine = await t.call('GET', '/api/outcomes', { token });
    expect((mine.body as { outcomes: StoredOutcome[] }).outcomes.map((o) => [o.id, o.result])).toEqual([[first.id, 'failed']]);
  });

  it('keeps no readiness when the student had answered too few questions by the exam date', async () => {
    const learner = await t.createStudent({ enrolled: true });
    const token = await t.login(learner.email, learner.password);
    const res = await t.call('POST', '/api/outcomes', { token, json: body({ result: 'not-yet' }) });
    expect(res.status).toBe(201);
    expect((res.body as { outcome: StoredOutcome }).outcome).toMatchObject({ result: 'not-yet', readiness: null, passProbability: null });
  });

  it('refuses an id another student used', async () => {
    const [ana, beto] = [await t.createStudent({ enrolled: true, email: 'ana@correo.pe' }), await t.createStudent({ enrolled: true, email: 'beto@correo.pe' })];
    const shared = body();
    expect((await t.call('POST', '/api/outcomes', { token: await t.login(ana.email, ana.password), json: shared })).status).toBe(201);
    expect((await t.call('POST', '/api/outcomes', { token: await t.login(beto.email, beto.password), json: shared })).status).toBe(409);
  });
});

describe('Resultados del examen', () => {
  it('is for operators only', async () => {
    expect((await t.call('GET', '/api/admin/exam-results')).status).toBe(401);
    const learner = await t.createStudent({ enrolled: true });
    expect((await t.call('GET', '/api/admin/exam-results', { token: await t.login(learner.email, learner.password) })).status).toBe(403);
  });

  it('gives per band and per group n, passed, the predicted and observed rates and the Brier score, as computed by hand', async () => {
    const operator = await signInOperator(t);
    const group = async (name: string) => {
      const res = await t.call('POST', '/api/admin/groups', { token: operator, json: { name, examDate: EXAM_DATE } });
      return (res.body as { group: { id: number } }).group.id;
    };
    const [lunes, sabado] = [await group('Lunes'), await group('Sábado')];
    let n = 0;
    // Stored as the route stores them, with chosen readiness and probability, so the table can be done by hand.
    const outcome = async (groupId: number | null, result: string, readiness: number | null, probability: number | null) => {
      n += 1;
      const s = await quickStudent(t, `Estudiante ${n}`, `e${n}@correo.pe`);
      await t.database.db.execute(sql`UPDATE students SET group_id = ${groupId} WHERE id = ${s.id}`);
      await t.database.db.execute(sql`
        INSERT INTO exam_outcomes (id, student_id, exam_date, result, answered_at, created_at, group_id, readiness, readiness_low, readiness_high, pass_probability)
        VALUES (${randomUUID()}, ${s.id}, ${EXAM_DATE}, ${result}, now(), now(), ${groupId}, ${readiness}, ${readiness === null ? null : readiness - 10}, ${readiness === null ? null : readiness + 10}, ${probability})`);
    };
    // Lunes: 80 → 0.9 passed, 70 → 0.6 passed, 65 → 0.5 failed, 50 → 0.3 failed.
    await outcome(lunes, 'passed', 80, 0.9);
    await outcome(lunes, 'passed', 70, 0.6);
    await outcome(lunes, 'failed', 65, 0.5);
    await outcome(lunes, 'failed', 50, 0.3);
    // Sábado: 35 → 0.1 passed, 76 → 0.8 failed, plus a 'Todavía no' and an answer without readiness.
    await outcome(sabado, 'passed', 35, 0.1);
    await outcome(sabado, 'failed', 76, 0.8);
    await outcome(sabado, 'not-yet', 60, 0.5);
    await outcome(sabado, 'passed', null, null);

    const res = await t.call('GET', '/api/admin/exam-results', { token: operator });
    expect(res.status, res.text).toBe(200);
    const table = res.body as OutcomeTable;
    expect(table.notYet).toBe(1);
    expect(table.withoutReadiness).toBe(1);
    expect(table.minAnswers).toBe(43);
    const pick = (groupName: string, band: string) => {
      const row = table.rows.find((r) => r.group.name === groupName && r.band === band)!;
      return [row.n, row.passed, row.predicted === null ? null : +row.predicted.toFixed(4), row.observed === null ? null : +row.observed.toFixed(4), row.brier === null ? null : +row.brier.toFixed(4), row.enough];
    };
    // Lunes 75+: (0.9, passed) → predicted .9, observed 1, Brier .01.
    expect(pick('Lunes', '75+')).toEqual([1, 1, 0.9, 1, 0.01, false]);
    // Lunes 60–75: (0.6, passed), (0.5, failed) → .55, .5, (.16 + .25) / 2 = .205.
    expect(pick('Lunes', '60-75')).toEqual([2, 1, 0.55, 0.5, 0.205, false]);
    expect(pick('Lunes', '40-60')).toEqual([1, 0, 0.3, 0, 0.09, false]);
    expect(pick('Lunes', 'lt40')).toEqual([0, 0, null, null, null, false]);
    // Lunes, all: (.9 + .6 + .5 + .3) / 4 = .575; 2 of 4; (.01 + .16 + .25 + .09) / 4 = .1275.
    expect(pick('Lunes', 'all')).toEqual([4, 2, 0.575, 0.5, 0.1275, false]);
    // Sábado: 35 → lt40 (.1, passed): Brier .81; 76 → 75+ (.8, failed): .64.
    expect(pick('Sábado', 'lt40')).toEqual([1, 1, 0.1, 1, 0.81, false]);
    expect(pick('Sábado', '75+')).toEqual([1, 0, 0.8, 0, 0.64, false]);
    expect(pick('Sábado', 'all')).toEqual([2, 1, 0.45, 0.5, 0.725, false]);
    // Everyone: 75+ (.9 passed, .8 failed) → .85, .5, (.01 + .64) / 2 = .325; all six: 3 passed,
    // (.9 + .6 + .5 + .3 + .1 + .8) / 6 = .5333, Brier (.01 + .16 + .25 + .09 + .81 + .64) / 6 = .3267.
    expect(pick('Todos', '75+')).toEqual([2, 1, 0.85, 0.5, 0.325, false]);
    expect(pick('Todos', 'all')).toEqual([6, 3, 0.5333, 0.5, 0.3267, false]);
    expect([...new Set(table.rows.map((r) => r.group.name))]).toEqual(['Todos', 'Lunes', 'Sábado']);
  });
});
