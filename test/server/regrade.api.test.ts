/**
 * 'Recalificar' (issue 48 §4): a key published from the console changes no stored score by itself;
 * the dry run lists the attempts scored on an older key (who, old → new score), and applying it for
 * the version shown rescores them in one transaction: scores, the versions used, the exam events and
 * the students' learning follow, with an audit entry naming who and why.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { resultRows } from '../../server/db/client';
import { answerLogRepository } from '../../server/repositories/answer-log.repository';
import { fieldsOf } from '../../src/content/content-versions';
import { findQuestion } from '../../src/content/question-bank';
import type { Question } from '../../src/content/types';
import type { RegradeView } from '../../src/shared/content-api';
import type { QuestionList } from '../../src/shared/console-api';
import { PRINCIPAL_01, PRINCIPAL_01_QUESTIONS, quickStudent, rightAnswer, signInOperator } from './support/console';
import { setUpTestApp, type TestApp } from './support/test-app';

// The first content request seeds the whole baseline: slow on a busy shared host.
vi.setConfig({ hookTimeout: 240_000, testTimeout: 120_000 });

let t: TestApp;
setUpTestApp((app) => (t = app), { failOnServerErrors: true });

const NOW = Date.parse('2026-12-01T15:00:00Z');
beforeEach(() => {
  t.clock.now = NOW;
});

const letter = (index: number) => String.fromCharCode(97 + index);
const first: Question = PRINCIPAL_01_QUESTIONS.find((q) => q.correct.length === 1)!;
const others = first.options.map((_, i) => i).filter((i) => !first.correct.includes(i));
const TOTAL = PRINCIPAL_01_QUESTIONS.length;

/** Stores an attempt scored with the bundled key: every question right except `first`, answered `choice`. */
async function storeAttempt(studentId: number, choice: number, questionVersions: Record<string, number> | null = null): Promise<string> {
  const id = randomUUID();
  const right = first.correct.includes(choice);
  const correct = TOTAL - (right ? 0 : 1);
  await answerLogRepository(t.database.db).ingestAttempt({
    studentId,
    id,
    examId: PRINCIPAL_01.id,
    startedAt: new Date(NOW - 40 * 60_000).toISOString(),
    finishedAt: new Date(NOW - 20 * 60_000).toISOString(),
    answers: PRINCIPAL_01_QUESTIONS.map((q) => ({ questionId: q.id, selectedOptions: q.id === first.id ? [letter(choice)] : rightAnswer(q) })),
    score: Math.round((correct / TOTAL) * 100),
    correct,
    total: TOTAL,
    contentHash: 'test',
    questionVersions,
  }, t.clock.now);
  return id;
}

async function publishKey(operator: string, baseVersion: number, correct: number[], extra: Partial<ReturnType<typeof fieldsOf>> = {}) {
  const question = { ...fieldsOf(findQuestion(first.id)!), ...extra, correct };
  const res = await t.call('POST', `/api/admin/content/questions/${first.id}/publish`, { token: operator, json: { baseVersion, question, note: 'La clave estaba mal.' } });
  expect(res.status, res.text).toBe(201);
}

async function attemptRow(id: string) {
  const [row] = resultRows<{ score: number; correct: number; question_versions: Record<string, number> | null }>(
    await t.database.db.execute(sql`SELECT score, correct, question_versions FROM attempts WHERE id = ${id}`),
  );
  return row;
}

async function eventOf(id: string) {
  const [row] = resultRows<{ correct: boolean; question_version: number | null }>(
    await t.database.db.execute(sql`SELECT correct, question_version FROM review_events WHERE attempt_id = ${id} AND question_id = ${first.id}`),
  );
  return row;
}

async function bestScore(studentId: number) {
  const [row] = resultRows<{ best_score: number | null }>(await t.database.db.execute(sql`SELECT best_score FROM student_learning WHERE student_id = ${studentId}`));
  return row?.best_score ?? null;
}

describe('the item analysis per version (issue 48 §4)', () => {
  it('a corrected question starts fresh statistics: the current version by default, every version on request, a regrade moves the attempts it rescores', async () => {
    const operator = await signInOperator(t);
    const ana = await t.createStudent({ name: 'Ana Quispe', email: 'ana@example.pe', enrolled: true });
    const beto = await quickStudent(t, 'Beto Ramos', 'beto@example.pe');
    // Ana answered others[0] on the bundled version (wrong there); the key then moves to others[0].
    const anas = await storeAttempt(ana.id, others[0]);
    await publishKey(operator, 1, [others[0]]);
    // Beto answered others[0] on version 2 (right there).
    await storeAttempt(beto.id, others[0], { [first.id]: 2 });

    const rowsOf = async (query = '') => {
      const res = await t.call('GET', `/api/admin/questions${query}`, { token: operator });
      expect(res.status, res.text).toBe(200);
      return (res.body as QuestionList).questions.filter((q) => q.id === first.id);
    };
    const current = await rowsOf();
    expect(current).toHaveLength(1);
    expect(current[0]).toMatchObject({ version: 2, current: true, answers: 1, facility: 1 });
    expect(current[0].options.filter((o) => o.correct).map((o) => o.text)).toEqual([first.options[others[0]]]);
    expect(current[0].options[others[0]].chosen).toBe(1);

    const all = await rowsOf('?versions=all');
    expect(all.map((q) => ({ version: q.version, current: q.current, answers: q.answers, facility: q.facility }))).toEqual([
      { version: 1, current: false, answers: 1, facility: 0 },
      { version: 2, current: true, answers: 1, facility: 1 },
    ]);
    // Version 1's figures are read with its own key.
    expect(all[0].options.filter((o) => o.correct).map((o) => o.text)).toEqual(first.correct.map((i) => first.options[i]));

    // 'Recalificar' rescores Ana's attempt on version 2: it leaves version 1's figures for version 2's.
    const applied = await t.call('POST', `/api/admin/content/questions/${first.id}/regrade`, { token: operator, json: { version: 2, note: 'Clave corregida.' } });
    expect(applied.status, applied.text).toBe(200);
    expect((await rowsOf('?versions=all')).map((q) => ({ version: q.version, answers: q.answers, facility: q.facility }))).toEqual([{ version: 2, answers: 2, facility: 1 }]);
    // The kept sums are what a rebuild computes from the stored attempts.
    await answerLogRepository(t.database.db).rebuild(t.clock.now);
    expect((await rowsOf('?versions=all')).map((q) => ({ version: q.version, answers: q.answers, facility: q.facility }))).toEqual([{ version: 2, answers: 2, facility: 1 }]);
    expect((await attemptRow(anas)).question_versions).toEqual({ [first.id]: 2 });

    // Ana's devices take the new score once on their next sync round.
    const anaToken = await t.login(ana.email, ana.password);
    const regraded = await t.call('GET', '/api/attempts/regraded?since=0', { token: anaToken });
    expect(regraded.status, regraded.text).toBe(200);
    const body = regraded.body as { attempts: { id: string; score: number }[]; since: string };
    expect(body.attempts).toEqual([{ id: anas, score: 100, correct: TOTAL, total: TOTAL }]);
    const again = await t.call('GET', `/api/attempts/regraded?since=${body.since}`, { token: anaToken });
    expect((again.body as { attempts: unknown[] }).attempts).toEqual([]);
  });
});

describe('Recalificar', () => {
  it('lists the attempts an old key scored, changes nothing until applied, then rescores them once with an audit entry', async () => {
    const operator = await signInOperator(t);
    const ana = await quickStudent(t, 'Ana Quispe', 'ana@example.pe');
    const beto = await quickStudent(t, 'Beto Ramos', 'beto@example.pe');
    const wrongThen = await storeAttempt(ana.id, others[0]);
    const rightThen = await storeAttempt(beto.id, first.correct[0]);
    const full = Math.round(100);
    const oneWrong = Math.round(((TOTAL - 1) / TOTAL) * 100);
    expect(await bestScore(ana.id)).toBe(oneWrong);

    // Only the text changes: nothing to regrade.
    await publishKey(operator, 1, [...first.correct], { explanation: 'Explicación corregida.' });
    const none = await t.call('GET', `/api/admin/content/questions/${first.id}/regrade`, { token: operator });
    expect(none.status, none.text).toBe(200);
    expect((none.body as RegradeView).attempts).toBe(0);

    // The key moves to others[0]: the publish itself changes no score.
    await publishKey(operator, 2, [others[0]]);
    expect((await attemptRow(wrongThen)).score).toBe(oneWrong);
    expect((await attemptRow(rightThen)).score).toBe(full);

    const dry = await t.call('GET', `/api/admin/content/questions/${first.id}/regrade`, { token: operator });
    expect(dry.status, dry.text).toBe(200);
    const plan = dry.body as RegradeView;
    expect(plan).toMatchObject({ questionId: first.id, version: 3, correct: [others[0]], attempts: 2, students: 2, changedScores: 2 });
    const byName = new Map(plan.rows.map((row) => [row.student.name, row]));
    expect(byName.get('Ana Quispe')).toMatchObject({ attemptId: wrongThen, fromVersion: 1, wasRight: false, isRight: true, from: { score: oneWrong }, to: { score: full, correct: TOTAL } });
    expect(byName.get('Beto Ramos')).toMatchObject({ attemptId: rightThen, fromVersion: 1, wasRight: true, isRight: false, from: { score: full }, to: { score: oneWrong, correct: TOTAL - 1 } });
    // The dry run wrote nothing.
    expect((await attemptRow(wrongThen)).score).toBe(oneWrong);

    // A reason is required; a plan for a version that is no longer current is refused.
    const noNote = await t.call('POST', `/api/admin/content/questions/${first.id}/regrade`, { token: operator, json: { version: 3, note: ' ' } });
    expect(noNote.status).toBe(400);
    const stale = await t.call('POST', `/api/admin/content/questions/${first.id}/regrade`, { token: operator, json: { version: 2, note: 'Clave corregida.' } });
    expect(stale.status).toBe(409);
    expect((await attemptRow(wrongThen)).score).toBe(oneWrong);

    const applied = await t.call('POST', `/api/admin/content/questions/${first.id}/regrade`, { token: operator, json: { version: 3, note: 'Clave corregida según la Ley 32421.' } });
    expect(applied.status, applied.text).toBe(200);
    expect((applied.body as RegradeView).attempts).toBe(2);

    expect(await attemptRow(wrongThen)).toMatchObject({ score: full, correct: TOTAL, question_versions: { [first.id]: 3 } });
    expect(await attemptRow(rightThen)).toMatchObject({ score: oneWrong, correct: TOTAL - 1, question_versions: { [first.id]: 3 } });
    expect(await eventOf(wrongThen)).toEqual({ correct: true, question_version: 3 });
    expect(await eventOf(rightThen)).toEqual({ correct: false, question_version: 3 });
    // The learning state follows the corrected log.
    expect(await bestScore(ana.id)).toBe(full);
    expect(await bestScore(beto.id)).toBe(oneWrong);

    const audit = resultRows<{ operator_id: number; details: { key: string; version: number; note: string; attempts: number; changes: unknown[] } }>(
      await t.database.db.execute(sql`SELECT operator_id, details FROM audit_log WHERE action = 'regrade'`),
    );
    expect(audit).toHaveLength(1);
    expect(audit[0].details).toMatchObject({ key: first.id, version: 3, note: 'Clave corregida según la Ley 32421.', attempts: 2 });
    expect(audit[0].details.changes).toHaveLength(2);

    // Once: applied again, nothing is left to rescore.
    const after = await t.call('GET', `/api/admin/content/questions/${first.id}/regrade`, { token: operator });
    expect((after.body as RegradeView).attempts).toBe(0);
  });

  it('is for operators only', async () => {
    const student = await t.login();
    expect((await t.call('GET', `/api/admin/content/questions/${first.id}/regrade`, { token: student })).status).toBe(403);
    expect((await t.call('POST', `/api/admin/content/questions/${first.id}/regrade`, { token: student, json: { version: 1, note: 'x' } })).status).toBe(403);
  });
});
