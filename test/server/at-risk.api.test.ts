/**
 * 'Estudiantes en riesgo' (issue 36 §4) through app.request(), on an injected clock: no activity in
 * N days (7 by default), readiness under the pass mark with the exam less than 21 days away, access
 * ending within 7 days; each row says why. The figures come from the learning-state projection
 * (student_learning), written here as the projection would hold them.
 */
import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { quickStudent, signInOperator } from './support/console';
import { COURSE_SLUG, type TestApp, setUpTestApp } from './support/test-app';

interface AtRiskAnswer {
  students: { id: number; name: string; reasons: { kind: string; [key: string]: unknown }[] }[];
  total: number;
  days: number;
}

let t: TestApp;
let operator: string;
const DAY = 24 * 60 * 60 * 1000;
// Noon in Lima on 1 December 2026.
const NOW = Date.parse('2026-12-01T12:00:00-05:00');

setUpTestApp((app) => (t = app), { failOnServerErrors: true });

beforeEach(async () => {
  t.clock.now = NOW;
  operator = await signInOperator(t);
  // The seeded demo student is not part of these cases.
  await t.database.exec(`DELETE FROM students WHERE email = 'estudiante@academia.pe'`);
});

/** A student with the course (ending on `endsAt`), as the projection holds them. */
async function student(name: string, options: { endsAt?: string | null; lastActiveDaysAgo?: number; readiness?: number; examDate?: string }) {
  const created = await quickStudent(t, name, `${name.toLowerCase().replace(/\s+/g, '.')}@correo.pe`);
  const course = (await t.students.findCourse(COURSE_SLUG))!;
  await t.students.setAccess(created.id, course.id, options.endsAt ?? null);
  // Accounts made long ago, so a student who never studied counts as idle.
  await t.database.db.execute(sql`UPDATE students SET created_at = ${new Date(NOW - 60 * DAY).toISOString()} WHERE id = ${created.id}`);
  if (options.lastActiveDaysAgo !== undefined) {
    await t.database.db.execute(sql`
      INSERT INTO student_learning (student_id, events, answered_questions, readiness, readiness_low, readiness_high, readiness_early, due_times, mastery, attempts, best_score, last_activity_at, computed_at)
      VALUES (${created.id}, 40, 30, ${options.readiness ?? null}, 0, 100, false, '[]'::jsonb, '[]'::jsonb, 1, 50, ${new Date(NOW - options.lastActiveDaysAgo * DAY).toISOString()}, now())`);
  }
  if (options.examDate) {
    await t.database.db.execute(sql`INSERT INTO study_settings (student_id, exam_date, updated_at) VALUES (${created.id}, ${options.examDate}, now())`);
  }
  return created;
}

const atRisk = async (query = '', token = operator) => {
  const res = await t.call('GET', `/api/admin/at-risk${query}`, { token });
  expect(res.status, res.text).toBe(200);
  return res.body as AtRiskAnswer;
};

describe('students at risk', () => {
  it('is for operators only', async () => {
    expect((await t.call('GET', '/api/admin/at-risk')).status).toBe(401);
    const learner = await t.createStudent({ enrolled: true });
    expect((await t.call('GET', '/api/admin/at-risk', { token: await t.login(learner.email, learner.password) })).status).toBe(403);
  });

  it('lists each student with the reasons that apply, nearest deadline first, and leaves the rest out', async () => {
    await student('Activa Lista', { lastActiveDaysAgo: 1, readiness: 80, examDate: '2026-12-10' });
    await student('Sin Actividad', { lastActiveDaysAgo: 9, readiness: 75 });
    await student('Nunca Estudio', {});
    await student('Examen Cerca', { lastActiveDaysAgo: 2, readiness: 45, examDate: '2026-12-18' });
    await student('Examen Lejos', { lastActiveDaysAgo: 2, readiness: 45, examDate: '2026-12-22' });
    await student('Acceso Vence', { lastActiveDaysAgo: 1, readiness: 90, endsAt: '2026-12-07' });
    await student('Acceso Largo', { lastActiveDaysAgo: 1, readiness: 90, endsAt: '2026-12-08' });
    await student('Ya Vencido', { lastActiveDaysAgo: 30, endsAt: '2026-11-30' });
    const answer = await atRisk();
    expect(answer.days).toBe(7);
    expect(answer.students.map((s) => [s.name, s.reasons])).toEqual([
      ['Acceso Vence', [{ kind: 'ending', endsAt: '2026-12-07', daysLeft: 6 }]],
      ['Examen Cerca', [{ kind: 'behind', readiness: 45, examDate: '2026-12-18', daysLeft: 17 }]],
      ['Nunca Estudio', [{ kind: 'inactive', since: null }]],
      ['Sin Actividad', [{ kind: 'inactive', since: new Date(NOW - 9 * DAY).toISOString() }]],
    ]);
    expect(answer.total).toBe(4);
  });

  it('counts idleness over the days asked for, and moves with the clock', async () => {
    await student('Cinco Dias', { lastActiveDaysAgo: 5, readiness: 70 });
    expect((await atRisk()).total).toBe(0);
    expect((await atRisk('?days=3')).students.map((s) => s.name)).toEqual(['Cinco Dias']);
    t.clock.advance(3 * DAY);
    operator = await t.login('operadora@academia.pe', 'Consola2026!');
    expect((await atRisk()).students.map((s) => s.reasons.map((r) => r.kind))).toEqual([['inactive']]);
    expect((await t.call('GET', '/api/admin/at-risk?days=0', { token: operator })).status).toBe(400);
  });

  it("uses the group's exam date for a member who set none, and their own date when they did (issue 54 §5)", async () => {
    const created = await t.call('POST', '/api/admin/groups', { token: operator, json: { name: 'Diciembre 2026', examDate: '2026-12-09' } });
    expect(created.status, created.text).toBe(201);
    const groupId = (created.body as { group: { id: number } }).group.id;
    const members = [
      await student('Grupo Bajo', { lastActiveDaysAgo: 1, readiness: 34 }),
      await student('Grupo Medio', { lastActiveDaysAgo: 1, readiness: 59 }),
      await student('Grupo Listo', { lastActiveDaysAgo: 1, readiness: 75 }),
      // Their own date, a month away, wins over the group's.
      await student('Fecha Propia', { lastActiveDaysAgo: 1, readiness: 40, examDate: '2027-01-20' }),
    ];
    // Put in the group directly: the members' route recomputes their figures from their (empty) logs,
    // which would undo the readiness these rows stand for.
    for (const member of members) await t.database.db.execute(sql`UPDATE students SET group_id = ${groupId} WHERE id = ${member.id}`);
    await student('Sin Grupo Atrasado', { lastActiveDaysAgo: 1, readiness: 30, examDate: '2026-12-05' });

    const everyone = await atRisk();
    expect(everyone.students.map((s) => [s.name, s.reasons])).toEqual([
      ['Sin Grupo Atrasado', [{ kind: 'behind', readiness: 30, examDate: '2026-12-05', daysLeft: 4 }]],
      ['Grupo Bajo', [{ kind: 'behind', readiness: 34, examDate: '2026-12-09', daysLeft: 8 }]],
      ['Grupo Medio', [{ kind: 'behind', readiness: 59, examDate: '2026-12-09', daysLeft: 8 }]],
    ]);
    // The list filters by group: its members, or those in none.
    expect((await atRisk(`?group=${groupId}`)).students.map((s) => s.name)).toEqual(['Grupo Bajo', 'Grupo Medio']);
    expect((await atRisk(`?group=${groupId}`)).total).toBe(2);
    expect((await atRisk('?group=none')).students.map((s) => s.name)).toEqual(['Sin Grupo Atrasado']);
    expect((await t.call('GET', '/api/admin/at-risk?group=abc', { token: operator })).status).toBe(400);
  });
});
