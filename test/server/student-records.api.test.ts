/**
 * A student's record corrected and deleted (issue 54 §3, Ley 29733) through app.request(), with SMTP
 * delivery so an email change is told to both addresses; the students CSV in Lima time and named
 * after its date and filter (§8); 'Actividad' filtered by action and searched (§10).
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { resultRows } from '../../server/db/client';
import { answerLogRepository } from '../../server/repositories/answer-log.repository';
import { OPERATOR, PRINCIPAL_01_QUESTIONS, signInOperator, storeAttempt, type ActivityEntry, type StudentList, type StudentRow } from './support/console';
import { DEMO_STUDENT, createTestApp, type ApiAnswer, type TestApp } from './support/test-app';

let t: TestApp;
let operator: string;

beforeAll(async () => {
  t = await createTestApp({ mailDelivery: 'smtp' });
}, 300_000);
afterAll(async () => {
  await t?.close();
});
beforeEach(async () => {
  await t.reset();
  // Noon in Lima on 29 November 2026.
  t.clock.now = Date.parse('2026-11-29T12:00:00-05:00');
  operator = await signInOperator(t);
});

const admin = (method: string, url: string, json?: unknown) => t.call(method, url, { token: operator, json });

async function ok<T>(answer: Promise<ApiAnswer>, status = 200): Promise<T> {
  const res = await answer;
  expect(res.status, res.text).toBe(status);
  return res.body as T;
}

const activity = async (query = '') => ok<{ entries: ActivityEntry[]; total: number }>(admin('GET', `/api/admin/activity${query}`));
const itemAnswers = async () =>
  (await ok<{ questions: { id: string; answers: number }[] }>(admin('GET', '/api/admin/questions'))).questions.find((q) => q.id === PRINCIPAL_01_QUESTIONS[0].id)
    ?.answers ?? 0;

describe('correcting a student (PATCH /api/admin/students/:id)', () => {
  it('changes the name without closing the student’s sessions and records it, with no mail', async () => {
    const ana = await t.createStudent({ name: 'Rosa P�rez', email: 'rosa@correo.pe', enrolled: true });
    const session = await t.login(ana.email, ana.password);
    const answer = await ok<{ student: StudentRow; notified: boolean }>(admin('PATCH', `/api/admin/students/${ana.id}`, { name: '  Rosa Pérez Gutiérrez ' }));
    expect(answer.student).toMatchObject({ id: ana.id, name: 'Rosa Pérez Gutiérrez', email: 'rosa@correo.pe', access: { status: 'active' } });
    expect(answer.notified).toBe(false);
    // The session opened before the change still works and reads the new name.
    const me = await ok<{ user: { name: string } }>(t.call('GET', '/api/auth/me', { token: session }));
    expect(me.user.name).toBe('Rosa Pérez Gutiérrez');
    expect(t.mail).toEqual([]);
    const [entry] = (await activity()).entries;
    expect(entry).toMatchObject({
      action: 'update-student',
      operator: { email: OPERATOR.email },
      target: { id: ana.id, name: 'Rosa Pérez Gutiérrez' },
      details: { previousName: 'Rosa P�rez', name: 'Rosa Pérez Gutiérrez' },
    });
  });

  it('refuses an email another account has (409 in Spanish) and changes nothing', async () => {
    const ana = await t.createStudent({ email: 'ana@correo.pe' });
    const res = await admin('PATCH', `/api/admin/students/${ana.id}`, { email: ' Estudiante@Academia.pe ' });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ message: `Ya existe una cuenta con el correo ${DEMO_STUDENT.email}.` });
    expect((await t.students.findById(ana.id))!.email).toBe('ana@correo.pe');
    expect((await activity()).entries).toEqual([]);
  });

  it('changes the email: audited, told to both addresses, sign-in with the new one, sessions kept', async () => {
    const ana = await t.createStudent({ name: 'Ana Quispe', email: 'ana.vieja@correo.pe', enrolled: true });
    const session = await t.login(ana.email, ana.password);
    const answer = await ok<{ student: StudentRow; notified: boolean }>(admin('PATCH', `/api/admin/students/${ana.id}`, { email: 'Ana.Nueva@Correo.pe' }));
    expect(answer.student.email).toBe('ana.nueva@correo.pe');
    expect(answer.notified).toBe(true);
    expect(t.mail.map((m) => m.to)).toEqual(['ana.vieja@correo.pe', 'ana.nueva@correo.pe']);
    for (const message of t.mail) {
      expect(message.subject).toBe('Cambiamos el correo de tu cuenta - Naturalización Perú');
      expect(message.text).toContain('ana.vieja@correo.pe');
      expect(message.text).toContain('ana.nueva@correo.pe');
    }
    expect((await t.call('GET', '/api/auth/me', { token: session })).status).toBe(200);
    expect((await t.call('POST', '/api/auth/login', { json: { email: 'ana.vieja@correo.pe', password: ana.password } })).status).toBe(401);
    await t.login('ana.nueva@correo.pe', ana.password);
    const [entry] = (await activity()).entries;
    expect(entry).toMatchObject({
      action: 'update-student',
      details: { previousEmail: 'ana.vieja@correo.pe', email: 'ana.nueva@correo.pe', notified: true },
    });
  });

  it('answers 400 for an empty change or a bad email, 404 for an operator or an unknown id', async () => {
    const ana = await t.createStudent();
    expect((await admin('PATCH', `/api/admin/students/${ana.id}`, {})).status).toBe(400);
    expect((await admin('PATCH', `/api/admin/students/${ana.id}`, { email: 'no-es-un-correo' })).status).toBe(400);
    expect((await admin('PATCH', `/api/admin/students/${ana.id}`, { name: '   ' })).status).toBe(400);
    const operatorId = (await t.students.findByEmail(OPERATOR.email))!.id;
    expect((await admin('PATCH', `/api/admin/students/${operatorId}`, { name: 'Otra' })).status).toBe(404);
    expect((await admin('PATCH', '/api/admin/students/999999', { name: 'Otra' })).status).toBe(404);
    const asStudent = await t.call('PATCH', `/api/admin/students/${ana.id}`, { token: await t.login(ana.email, ana.password), json: { name: 'Yo' } });
    expect(asStudent.status).toBe(403);
  });
});

describe('deleting a student (DELETE /api/admin/students/:id)', () => {
  it('removes the person, revokes their tokens, and keeps their answers in the statistics', async () => {
    const ana = await t.createStudent({ name: 'Ana Borrable', email: 'ana.borrable@correo.pe', enrolled: true });
    const session = await t.login(ana.email, ana.password);
    await ok(admin('PATCH', `/api/admin/students/${ana.id}`, { email: 'ana.b@correo.pe' }));
    await storeAttempt(t, ana.id, [1, 0, 1, 1, 0, 1], '2026-11-28T20:00:00-05:00');
    expect(await itemAnswers()).toBe(1);
    const before = await ok<StudentList>(admin('GET', '/api/admin/students'));

    expect((await admin('DELETE', `/api/admin/students/${ana.id}`)).status).toBe(204);

    // Gone from the console, and nobody can act as them.
    const after = await ok<StudentList>(admin('GET', '/api/admin/students'));
    expect(after.total).toBe(before.total - 1);
    expect(after.students.map((s) => s.id)).not.toContain(ana.id);
    expect((await admin('GET', `/api/admin/students/${ana.id}`)).status).toBe(404);
    expect((await admin('DELETE', `/api/admin/students/${ana.id}`)).status).toBe(404);
    expect((await t.call('GET', '/api/auth/me', { token: session })).status).toBe(401);
    expect((await t.call('POST', '/api/auth/login', { json: { email: 'ana.b@correo.pe', password: ana.password } })).status).toBe(401);
    // The personal data is gone from the account and from earlier audit entries.
    const [row] = resultRows<{ name: string; email: string; role: string; enrollments: number; group_id: number | null }>(
      await t.database.db.execute(sql`SELECT name, email, role, group_id, (SELECT count(*)::int FROM enrollments WHERE student_id = ${ana.id}) AS enrollments FROM students WHERE id = ${ana.id}`),
    );
    expect(row).toEqual({ name: 'Estudiante eliminado', email: `eliminado-${ana.id}@eliminado.invalid`, role: 'deleted', group_id: null, enrollments: 0 });
    const entries = (await activity()).entries;
    expect(entries[0]).toMatchObject({ action: 'delete-student', operator: { email: OPERATOR.email }, target: { id: ana.id, name: 'Estudiante eliminado', email: '' } });
    expect(JSON.stringify(entries)).not.toMatch(/ana\.b|ana\.borrable|Ana Borrable/);
    // The academy's statistics keep their answers, also after a rebuild from the log.
    expect(await itemAnswers()).toBe(1);
    await answerLogRepository(t.database.db).rebuild(t.clock.now);
    expect(await itemAnswers()).toBe(1);
    // The email is free again: the person may come back as a new student.
    await ok(admin('POST', '/api/admin/students', { name: 'Ana Otra Vez', email: 'ana.b@correo.pe' }), 201);
  });
});

describe('the students CSV (issue 54 §8)', () => {
  it('writes the last activity on Lima’s clock and names the file after the day and the filter', async () => {
    const ana = await t.createStudent({ name: 'Ana Nocturna', email: 'ana.noche@correo.pe', enrolled: true });
    // 22:42 in Lima on the 28th is 03:42 UTC on the 29th.
    await storeAttempt(t, ana.id, [1, 1, 0], '2026-11-28T22:42:00-05:00');
    const all = await admin('GET', '/api/admin/students.csv');
    expect(all.status).toBe(200);
    expect(all.headers.get('Content-Disposition')).toBe('attachment; filename="estudiantes-2026-11-29.csv"');
    const line = all.text.split('\r\n').find((l) => l.startsWith('Ana Nocturna'))!;
    expect(line.split(',')[4]).toBe('2026-11-28 22:42');

    const group = await ok<{ group: { id: number } }>(admin('POST', '/api/admin/groups', { name: 'Diciembre 2026 (mañana)' }), 201);
    const byGroup = await admin('GET', `/api/admin/students.csv?group=${group.group.id}`);
    expect(byGroup.headers.get('Content-Disposition')).toBe('attachment; filename="estudiantes-grupo-diciembre-2026-manana-2026-11-29.csv"');
    const none = await admin('GET', '/api/admin/students.csv?group=none&q=Pérez');
    expect(none.headers.get('Content-Disposition')).toBe('attachment; filename="estudiantes-sin-grupo-busqueda-perez-2026-11-29.csv"');
  });
});

describe("'Actividad' filtered and searched (issue 54 §10)", () => {
  it('filters by action and finds entries by the operator’s or the student’s name or email, on the server', async () => {
    const ana = await t.createStudent({ name: 'Ana Núñez', email: 'ana.nunez@correo.pe' });
    const beto = await t.createStudent({ name: 'Beto Ramos', email: 'beto@correo.pe' });
    await ok(admin('PUT', `/api/admin/students/${ana.id}/access`, { endsAt: '2026-12-31' }));
    await ok(admin('PUT', `/api/admin/students/${beto.id}/access`, { endsAt: '2026-12-31' }));
    await ok(admin('PATCH', `/api/admin/students/${beto.id}`, { name: 'Beto Ramos Díaz' }));

    const grants = await activity('?action=grant-access');
    expect(grants.total).toBe(2);
    expect(grants.entries.every((e) => e.action === 'grant-access')).toBe(true);
    // Accents and case ignored, in the target's name or email.
    const nunez = await activity('?q=NUNEZ');
    expect(nunez.total).toBe(1);
    expect(nunez.entries[0].target?.id).toBe(ana.id);
    expect((await activity(`?q=beto&action=update-student`)).entries.map((e) => e.action)).toEqual(['update-student']);
    // The operator's name finds every entry they made.
    expect((await activity('?q=olga')).total).toBe(3);
    expect((await activity('?q=nadie-asi')).total).toBe(0);
    expect((await admin('GET', '/api/admin/activity?action=borrar-todo')).status).toBe(400);
  });
});
