/**
 * A group's item analysis kept as a projection (issue 55 §7, migration 0039): after every write that
 * changes who a group counts or what their counted first attempts add — an ingest, a late attempt
 * that takes the counted one's place, moves in and out of groups, a code sold to a group, a group's
 * deletion, a student's deletion, a regrade, the rebuild — the kept rows (group_item_statistics) are
 * the sums recomputed the old way: each group's current members' (role 'student') first attempts,
 * read and scored one by one (`recomputed` below).
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { jsonColumn, resultRows } from '../../server/db/client';
import type { ItemSums } from '../../server/lib/item-statistics';
import { answerLogRepository, backfillAnswerLog, itemDeltas, sumItemDeltas, versionedQuestions, type AttemptRow } from '../../server/repositories/answer-log.repository';
import { itemSumsOf, type ItemSumsSql } from '../../server/repositories/console.repository';
import { fieldsOf } from '../../src/content/content-versions';
import { PRINCIPAL_01_QUESTIONS, quickStudent, signInOperator, storeAttempt, wrongIndex } from './support/console';
import { setUpTestApp, type TestApp } from './support/test-app';

// The first content request (the regrade's publish) seeds the whole baseline: slow on a busy host.
vi.setConfig({ hookTimeout: 240_000, testTimeout: 180_000 });

let t: TestApp;
setUpTestApp((app) => (t = app), { failOnServerErrors: true });

type SumsByGroup = Record<number, ItemSums[]>;

/** A kept row: the group and its sums, read as the console reads them. */
interface SumsSql extends ItemSumsSql {
  group_id: number;
}

/** Every kept row (zero rows included: none should be left), per group, in question then version order. */
async function kept(): Promise<SumsByGroup> {
  const rows = resultRows<SumsSql>(await t.database.db.execute(sql`SELECT * FROM group_item_statistics ORDER BY group_id, question_id, version`));
  const byGroup: SumsByGroup = {};
  for (const row of rows) {
    (byGroup[Number(row.group_id)] ??= []).push(itemSumsOf(row));
  }
  return byGroup;
}

/** The reference: each group's current members' first attempts, read and scored one by one (the old way). */
async function recomputed(): Promise<SumsByGroup> {
  const db = t.database.db;
  const groupIds = resultRows<{ id: number }>(await db.execute(sql`SELECT id FROM groups ORDER BY id`)).map((r) => Number(r.id));
  const byGroup: SumsByGroup = {};
  for (const groupId of groupIds) {
    const firsts = resultRows<{ answers: AttemptRow['answers'] | string; question_versions: Record<string, number> | string | null }>(
      await db.execute(sql`
        SELECT a.answers, a.question_versions FROM item_first_attempts f
        JOIN students s ON s.id = f.student_id
        JOIN attempts a ON a.student_id = f.student_id AND a.id = f.attempt_id
        WHERE s.group_id = ${groupId} AND s.role = 'student'`),
    ).map((row) => ({ answers: jsonColumn(row.answers), questionVersions: jsonColumn(row.question_versions) }));
    const lookup = await versionedQuestions(db, firsts);
    const sums = sumItemDeltas(firsts.flatMap((attempt) => itemDeltas(attempt, 1, lookup)));
    if (sums.length > 0) byGroup[groupId] = sums;
  }
  return byGroup;
}

/** The kept rows equal the reference after `step`; returns them. */
async function expectKept(step: string): Promise<SumsByGroup> {
  const now = await kept();
  expect(now, step).toEqual(await recomputed());
  return now;
}

/** Answers counted per group (from the kept rows), for the steps' own expectations. */
const answersOf = (sums: SumsByGroup, groupId: number) => (sums[groupId] ?? []).reduce((n, s) => n + s.answers, 0);

// A single-answer question of the exam: its key is corrected for the regrade.
const REGRADED = PRINCIPAL_01_QUESTIONS.find((q) => q.correct.length === 1)!;
const AT = PRINCIPAL_01_QUESTIONS.indexOf(REGRADED);
/** Questions each attempt answers: principal-01's first ones, REGRADED among them. */
const ANSWERED = Math.min(PRINCIPAL_01_QUESTIONS.length, AT + 4);
/** Marks for the ANSWERED questions: `pattern` repeated, REGRADED answered `onRegraded` (0: the first wrong option). */
const marks = (pattern: readonly (0 | 1)[], onRegraded: 0 | 1): (0 | 1)[] =>
  Array.from({ length: ANSWERED }, (_, i) => (i === AT ? onRegraded : pattern[i % pattern.length]));

describe("a group's kept item analysis (group_item_statistics)", () => {
  it('equals its members’ first attempts summed anew after every write that changes them', async () => {
    const operator = await signInOperator(t);
    const call = async (method: string, url: string, json?: unknown, status = 200) => {
      const res = await t.call(method, url, { token: operator, json });
      expect(res.status, `${method} ${url}: ${res.text}`).toBe(status);
      return res.body;
    };
    const group = async (name: string) => ((await call('POST', '/api/admin/groups', { name }, 201)) as { group: { id: number } }).group.id;
    const [a, b, c, d] = [await group('Grupo A'), await group('Grupo B'), await group('Grupo C'), await group('Grupo D')];
    const ana = await quickStudent(t, 'Ana', 'ana@correo.pe');
    const beto = await quickStudent(t, 'Beto', 'beto@correo.pe');
    const carla = await quickStudent(t, 'Carla', 'carla@correo.pe');
    const dora = await quickStudent(t, 'Dora', 'dora@correo.pe');
    // Without the course: the codes give it (a running access without an end date takes no code).
    const eva = await t.createStudent({ name: 'Eva', email: 'eva@correo.pe' });
    await call('POST', `/api/admin/groups/${a}/members`, { studentIds: [ana.id, beto.id] });
    await call('POST', `/api/admin/groups/${b}/members`, { studentIds: [carla.id] });
    expect(await expectKept('no attempts yet')).toEqual({});

    // Ingests: each member's first attempt counts in their group; Dora's and Eva's in none.
    await storeAttempt(t, ana.id, marks([1, 0, 1], 0), '2026-03-02T15:00:00Z');
    await storeAttempt(t, beto.id, marks([1, 1, 0], 1), '2026-03-02T15:00:00Z');
    await storeAttempt(t, carla.id, marks([0, 1], 0), '2026-03-02T15:00:00Z');
    await storeAttempt(t, dora.id, marks([1], 0), '2026-03-02T15:00:00Z');
    await storeAttempt(t, eva.id, marks([0, 0, 1], 0), '2026-03-02T15:00:00Z');
    let sums = await expectKept('first attempts ingested');
    const perAttempt = ANSWERED;
    expect([answersOf(sums, a), answersOf(sums, b), answersOf(sums, c)]).toEqual([2 * perAttempt, perAttempt, 0]);

    // A later attempt is not a first one; one that finished earlier (synced late) takes Ana's counted one's place.
    await storeAttempt(t, beto.id, marks([0], 0), '2026-03-05T15:00:00Z');
    await expectKept('a later attempt');
    const before = sums;
    await storeAttempt(t, ana.id, marks([1, 1, 1], 0), '2026-03-01T15:00:00Z');
    sums = await expectKept('a late attempt replaces the counted one');
    expect(sums[a], 'the late attempt changed the sums').not.toEqual(before[a]);

    // Moves: Beto from A to B, Carla out of any group, Dora (never in one) into C.
    await call('POST', `/api/admin/groups/${b}/members`, { studentIds: [beto.id] });
    sums = await expectKept('Beto moved from A to B');
    expect([answersOf(sums, a), answersOf(sums, b)]).toEqual([perAttempt, 2 * perAttempt]);
    await call('DELETE', `/api/admin/groups/${b}/members/${carla.id}`, undefined, 204);
    await expectKept('Carla out of any group');
    await call('POST', `/api/admin/groups/${c}/members`, { studentIds: [dora.id] });
    sums = await expectKept('Dora into C');
    expect(answersOf(sums, c)).toBe(perAttempt);

    // A code sold to a group puts Eva (who answered before) in it, then a second one moves her on.
    const codeFor = async (groupId: number) =>
      ((await call('POST', '/api/admin/codes', { count: 1, days: 30, expiresOn: '2099-12-31', groupId }, 201)) as { codes: string[] }).codes[0];
    const evaToken = await t.login(eva.email, eva.password);
    const redeem = async (code: string) => {
      const res = await t.call('POST', '/api/codes/redeem', { token: evaToken, json: { code } });
      expect(res.status, res.text).toBe(200);
    };
    await redeem(await codeFor(d));
    sums = await expectKept('Eva redeemed a code of group D');
    expect(answersOf(sums, d)).toBe(perAttempt);
    await redeem(await codeFor(a));
    sums = await expectKept('Eva redeemed a code of group A');
    expect([answersOf(sums, a), answersOf(sums, d)]).toEqual([2 * perAttempt, 0]);

    // 'Recalificar': REGRADED's key moves to the option the wrong answers chose; every counted first
    // attempt answered it on version 1, so each leaves version 1 for version 2 in its group.
    const question = { ...fieldsOf(REGRADED), correct: [wrongIndex(REGRADED)] };
    await call('POST', `/api/admin/content/questions/${REGRADED.id}/publish`, { baseVersion: 1, question, note: 'La clave estaba mal.' }, 201);
    await call('POST', `/api/admin/content/questions/${REGRADED.id}/regrade`, { version: 2, note: 'Clave corregida.' });
    sums = await expectKept('after the regrade');
    const regradedIn = (groupId: number) => sums[groupId].filter((s) => s.questionId === REGRADED.id).map((s) => [s.version, s.answers, s.correct]);
    // A: Ana and Eva answered it wrong on version 1, right on version 2 now.
    expect(regradedIn(a)).toEqual([[2, 2, 2]]);
    // B: Beto's counted attempt answered it right on version 1, wrong on version 2; C: Dora's, right now.
    expect(regradedIn(b)).toEqual([[2, 1, 0]]);
    expect(regradedIn(c)).toEqual([[2, 1, 1]]);

    // A group's deletion takes its rows with it (its members are left without one).
    await call('DELETE', `/api/admin/groups/${b}`, undefined, 204);
    sums = await expectKept('group B deleted');
    expect(sums[b]).toBeUndefined();

    // A deleted student (role 'deleted', out of their group) no longer counts in it.
    await call('DELETE', `/api/admin/students/${ana.id}`, undefined, 204);
    sums = await expectKept('Ana deleted');
    expect(answersOf(sums, a)).toBe(perAttempt);

    // The rebuild (npm run admin -- rebuild-learning) computes the same rows from the stored attempts.
    const final = sums;
    await answerLogRepository(t.database.db).rebuild(t.clock.now);
    expect(await expectKept('after a rebuild')).toEqual(final);

    // A database migrated before 0039 fills the table once at start-up, from its marker.
    const markers = resultRows<{ version: string }>(await t.database.db.execute(sql`SELECT version FROM schema_migrations WHERE version = '0039_group_item_statistics.rebuild'`));
    expect(markers).toHaveLength(1);
    await t.database.db.execute(sql`DELETE FROM group_item_statistics`);
    await t.database.db.execute(sql`DELETE FROM schema_migrations WHERE version = '0039_group_item_statistics.rebuild'`);
    expect(await backfillAnswerLog(t.database.db, t.clock.now)).toBe(true);
    expect(await expectKept('after the start-up rebuild')).toEqual(final);
  });
});
