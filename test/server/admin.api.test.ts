/**
 * The console's API (issue 20) through app.request(): every /api/admin route answers 401 without a
 * token, 403 to a student and works for an operator; the students list (search, sort, pages,
 * readiness), new students, course access changes, the CSV with accents, the item analysis on
 * attempts whose figures are worked out by hand, and the audit log that records every change.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { TTL_MS } from '../../server/repositories/students.repository';
import { topics } from '../../src/content/course';
import { questionBank } from '../../src/content/question-bank';
import {
  OPERATOR,
  PRINCIPAL_01,
  PRINCIPAL_01_QUESTIONS,
  quickStudent,
  rightAnswer,
  signInOperator,
  storeAttempt,
  wrongAnswer,
  wrongIndex,
  type ActivityEntry,
  type StudentList,
  type StudentRow,
} from './support/console';
import { DEMO_STUDENT, type ApiAnswer, type TestApp, createTestApp, setUpTestApp } from './support/test-app';

const FORBIDDEN = 'No tienes permisos para acceder a esa página.';
const DAY = 24 * 60 * 60 * 1000;

let t: TestApp;
let operator: string;

setUpTestApp((app) => (t = app), { failOnServerErrors: true });

beforeEach(async () => {
  // Noon in Lima on 15 March 2026: every date below is read against it.
  t.clock.now = Date.parse('2026-03-15T12:00:00-05:00');
  operator = await signInOperator(t);
});

const admin = (method: string, url: string, json?: unknown, token = operator) => t.call(method, url, { token, json });

async function ok<T>(answer: Promise<ApiAnswer> | ApiAnswer, status = 200): Promise<T> {
  const res = await answer;
  expect(res.status, res.text).toBe(status);
  return res.body as T;
}

const list = (query = '') => ok<StudentList>(admin('GET', `/api/admin/students${query}`));
const activity = async () => (await ok<{ entries: ActivityEntry[]; total: number }>(admin('GET', '/api/admin/activity'))).entries;
const demoId = async () => (await t.students.findByEmail(DEMO_STUDENT.email))!.id;

describe('who may use /api/admin', () => {
  async function routes() {
    const student = await demoId();
    const report = randomUUID();
    const token = await t.login();
    await ok(t.call('POST', '/api/reports', { token, json: { id: report, questionId: 'q101', text: 'La opción B está mal escrita.' } }), 201);
    return [
      ['GET', '/api/admin/students', undefined, 200],
      ['GET', '/api/admin/students.csv', undefined, 200],
      ['POST', '/api/admin/students', { name: 'Nueva Persona', email: 'nueva@academia.pe' }, 201],
      ['GET', `/api/admin/students/${student}`, undefined, 200],
      ['PUT', `/api/admin/students/${student}/access`, { endsAt: '2026-12-31' }, 200],
      ['DELETE', `/api/admin/students/${student}/access`, undefined, 200],
      ['POST', `/api/admin/students/${student}/reset-link`, undefined, 201],
      ['GET', '/api/admin/activity', undefined, 200],
      ['GET', '/api/admin/questions', undefined, 200],
      ['GET', '/api/admin/reports', undefined, 200],
      ['POST', `/api/admin/reports/${report}/resolve`, { note: 'Corregida.' }, 200],
    ] as const;
  }

  it('answers 401 without a valid token, 403 to a student and works for an operator', async () => {
    const student = await t.login();
    for (const [method, url, json, status] of await routes()) {
      const anonymous = await t.call(method, url, { json });
      expect(anonymous.status, `${method} ${url} without a token`).toBe(401);
      const forged = await t.call(method, url, { json, token: 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl' });
      expect(forged.status, `${method} ${url} with a forged token`).toBe(401);
      const asStudent = await t.call(method, url, { json, token: student });
      expect(asStudent.status, `${method} ${url} as a student`).toBe(403);
      expect(asStudent.body).toEqual({ error: FORBIDDEN, message: FORBIDDEN });
      const asOperator = await admin(method, url, json);
      expect(asOperator.status, `${method} ${url} as an operator: ${asOperator.text}`).toBe(status);
    }
    // The student's calls changed nothing: the one new account and the audit entries are the operator's.
    expect((await list()).students.map((s) => s.email)).toContain('nueva@academia.pe');
    const entries = await activity();
    expect(entries.every((e) => e.operator?.email === OPERATOR.email)).toBe(true);
    expect(entries.map((e) => e.action).sort()).toEqual(['change-access', 'create-student', 'resolve-report', 'revoke-access', 'send-reset-link']);
  });

  it('tells the device the role at sign-in and from /api/auth/me', async () => {
    const login = await ok<{ user: { role: string } }>(t.call('POST', '/api/auth/login', { json: { email: OPERATOR.email, password: OPERATOR.password } }));
    expect(login.user).toEqual({ id: expect.any(Number), name: OPERATOR.name, email: OPERATOR.email, role: 'operator' });
    expect(await ok(admin('GET', '/api/auth/me'))).toEqual({ user: { id: expect.any(Number), name: OPERATOR.name, email: OPERATOR.email, role: 'operator' } });
    expect(await ok(t.call('GET', '/api/auth/me', { token: await t.login() }))).toEqual({
      user: { id: await demoId(), name: DEMO_STUDENT.name, email: DEMO_STUDENT.email, role: 'student' },
    });
    expect((await t.call('GET', '/api/auth/me')).status).toBe(401);
  });

  it('takes the console from an operator demoted in the database within the cache time', async () => {
    expect((await admin('GET', '/api/admin/students')).status).toBe(200);
    await t.database.exec(`UPDATE students SET role = 'student' WHERE email = '${OPERATOR.email}'`);
    t.clock.advance(TTL_MS + 1);
    const res = await admin('GET', '/api/admin/students');
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ error: FORBIDDEN });
  });

  it('answers 404 for a student that does not exist or is an operator, 405 with Allow for a wrong method', async () => {
    const operatorId = (await t.students.findByEmail(OPERATOR.email))!.id;
    for (const id of ['99999', String(operatorId), 'abc']) {
      const res = await admin('GET', `/api/admin/students/${id}`);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: 'No existe ese estudiante.' });
    }
    const wrong = await admin('PATCH', `/api/admin/students/${await demoId()}/access`, { endsAt: null });
    expect(wrong.status).toBe(405);
    expect(wrong.headers.get('allow')?.split(', ').sort()).toEqual(['DELETE', 'PUT']);
  });
});

describe('GET /api/admin/students', () => {
  it('lists every student (never an operator) with access, activity, attempts, best score and readiness', async () => {
    const token = await t.login();
    // One published exam attempt (6 of 10 right) and a 'Repetir solo mis errores' at 100 %.
    const answers = PRINCIPAL_01_QUESTIONS.map((q, i) => ({ questionId: q.id, selectedOptions: i < 6 ? rightAnswer(q) : wrongAnswer(q) }));
    const finishedAt = '2026-03-14T10:20:00.000Z';
    await ok(t.call('POST', '/api/attempts', { token, json: { id: randomUUID(), examId: PRINCIPAL_01.id, startedAt: '2026-03-14T10:00:00.000Z', finishedAt, answers } }), 201);
    const missed = PRINCIPAL_01_QUESTIONS.slice(6);
    await ok(
      t.call('POST', '/api/attempts', {
        token,
        json: {
          id: randomUUID(),
          examId: `errores-${PRINCIPAL_01.id}`,
          startedAt: '2026-03-14T10:30:00.000Z',
          finishedAt: '2026-03-14T10:35:00.000Z',
          answers: missed.map((q) => ({ questionId: q.id, selectedOptions: rightAnswer(q) })),
        },
      }),
      201,
    );
    const events = PRINCIPAL_01_QUESTIONS.map((q, i) => ({ id: randomUUID(), questionId: q.id, correct: i < 6, answeredAt: '2026-03-14T11:00:00.000Z', source: 'review' }));
    await ok(t.call('POST', '/api/progress/events', { token, json: { events } }));
    await quickStudent(t, 'Ana Zúñiga', 'ana@correo.pe');

    const { students, total, page, pageSize } = await list();
    expect({ total, page, pageSize }).toEqual({ total: 2, page: 1, pageSize: 50 });
    expect(students.map((s) => s.email)).toEqual(['ana@correo.pe', DEMO_STUDENT.email]);
    const demo = students[1];
    expect(demo).toMatchObject({
      name: DEMO_STUDENT.name,
      access: { status: 'active', endsAt: null },
      attempts: 1,
      bestScore: 60,
      lastActivityAt: '2026-03-14T11:00:00.000Z',
    });
    // Ten questions answered: an early estimate, a range around it inside 0–100.
    expect(demo.readiness).toMatchObject({ early: true });
    const { estimate, low, high } = demo.readiness!;
    expect(low).toBeLessThanOrEqual(estimate);
    expect(high).toBeGreaterThanOrEqual(estimate);
    expect(low).toBeGreaterThanOrEqual(0);
    expect(high).toBeLessThanOrEqual(100);
    expect(students[0]).toEqual({
      id: expect.any(Number),
      name: 'Ana Zúñiga',
      email: 'ana@correo.pe',
      access: { status: 'none', endsAt: null },
      lastActivityAt: null,
      attempts: 0,
      bestScore: null,
      readiness: null,
      group: null,
    });
  });

  it('finds by name or email ignoring case and accents', async () => {
    await quickStudent(t, 'José Núñez', 'jose.nunez@correo.pe');
    await quickStudent(t, 'Ana Zúñiga', 'ana@correo.pe');
    const names = async (q: string) => (await list(`?q=${encodeURIComponent(q)}`)).students.map((s) => s.name);
    expect(await names('nunez')).toEqual(['José Núñez']);
    expect(await names('ZÚÑIGA')).toEqual(['Ana Zúñiga']);
    expect(await names('@correo.pe')).toEqual(['Ana Zúñiga', 'José Núñez']);
    expect(await names('nadie')).toEqual([]);
  });

  it('sorts by any column either way, students without a figure last', async () => {
    const [ana, beto, carla] = [
      await quickStudent(t, 'Ana', 'ana@correo.pe'),
      await quickStudent(t, 'Beto', 'beto@correo.pe'),
      await quickStudent(t, 'Carla', 'carla@correo.pe'),
    ];
    await storeAttempt(t, ana.id, [1, 1, 1, 0, 0, 0, 0, 0, 0, 0], '2026-03-10T10:00:00.000Z');
    await storeAttempt(t, beto.id, [1, 1, 1, 1, 1, 1, 1, 1, 0, 0], '2026-03-01T10:00:00.000Z');
    await storeAttempt(t, beto.id, [1, 0, 0, 0, 0, 0, 0, 0, 0, 0], '2026-03-02T10:00:00.000Z');
    await ok(admin('PUT', `/api/admin/students/${ana.id}/access`, { endsAt: '2026-03-01' }));
    await ok(admin('PUT', `/api/admin/students/${carla.id}/access`, { endsAt: '2026-12-31' }));
    const names = async (sort: string, dir: string) => (await list(`?sort=${sort}&dir=${dir}`)).students.map((s) => s.name);

    expect(await names('name', 'desc')).toEqual(['Estudiante Demo', 'Carla', 'Beto', 'Ana']);
    // Ties (and rows without a figure, always last) keep the order the accounts were created in.
    expect(await names('bestScore', 'desc')).toEqual(['Beto', 'Ana', 'Estudiante Demo', 'Carla']);
    expect(await names('bestScore', 'asc')).toEqual(['Ana', 'Beto', 'Estudiante Demo', 'Carla']);
    expect(await names('attempts', 'desc')).toEqual(['Beto', 'Ana', 'Estudiante Demo', 'Carla']);
    expect(await names('attempts', 'asc')).toEqual(['Estudiante Demo', 'Carla', 'Ana', 'Beto']);
    expect(await names('lastActivity', 'desc')).toEqual(['Ana', 'Beto', 'Estudiante Demo', 'Carla']);
    // No access, then ended, then active by end date (an open-ended access last).
    expect(await names('access', 'asc')).toEqual(['Beto', 'Ana', 'Carla', 'Estudiante Demo']);
    expect(await names('access', 'desc')).toEqual(['Estudiante Demo', 'Carla', 'Ana', 'Beto']);
    expect(await names('email', 'asc')).toEqual(['Ana', 'Beto', 'Carla', 'Estudiante Demo']);
    const bad = await admin('GET', '/api/admin/students?sort=password');
    expect(bad.status).toBe(400);
  });

  it('sorts by readiness, students without answers last', async () => {
    const token = await t.login();
    const good = PRINCIPAL_01_QUESTIONS.map((q) => ({ id: randomUUID(), questionId: q.id, correct: true, answeredAt: '2026-03-14T11:00:00.000Z', source: 'review' }));
    await ok(t.call('POST', '/api/progress/events', { token, json: { events: good } }));
    const weak = await t.createStudent({ enrolled: true });
    const weakToken = await t.login(weak.email, weak.password);
    const bad = PRINCIPAL_01_QUESTIONS.map((q) => ({ id: randomUUID(), questionId: q.id, correct: false, answeredAt: '2026-03-14T11:00:00.000Z', source: 'review' }));
    await ok(t.call('POST', '/api/progress/events', { token: weakToken, json: { events: bad } }));
    await quickStudent(t, 'Sin Respuestas', 'sin@correo.pe');
    const rows = (await list('?sort=readiness&dir=desc')).students;
    expect(rows.map((s) => s.email)).toEqual([DEMO_STUDENT.email, weak.email, 'sin@correo.pe']);
    expect(rows[0].readiness!.estimate).toBeGreaterThan(rows[1].readiness!.estimate);
    expect((await list('?sort=readiness&dir=asc')).students.map((s) => s.email)).toEqual([weak.email, DEMO_STUDENT.email, 'sin@correo.pe']);

    // New answers change the figure at once (it is kept only while the log is the same).
    const before = rows[0].readiness!.estimate;
    const misses = questionBank
      .filter((q) => !PRINCIPAL_01.questionIds.includes(q.id))
      .slice(0, 20)
      .map((q) => ({ id: randomUUID(), questionId: q.id, correct: false, answeredAt: '2026-03-14T12:00:00.000Z', source: 'review' }));
    await ok(t.call('POST', '/api/progress/events', { token, json: { events: misses } }));
    const after = (await list('?sort=readiness&dir=desc')).students.find((s) => s.email === DEMO_STUDENT.email)!.readiness!.estimate;
    expect(after).toBeLessThan(before);
  });

  it('pages by 50', async () => {
    for (let i = 1; i <= 54; i += 1) await quickStudent(t, `Alumno ${String(i).padStart(2, '0')}`, `alumno${i}@correo.pe`);
    const first = await list();
    expect(first.total).toBe(55);
    expect(first.students).toHaveLength(50);
    const second = await list('?page=2');
    expect(second).toMatchObject({ total: 55, page: 2, pageSize: 50 });
    expect(second.students.map((s) => s.name)).toEqual(['Alumno 51', 'Alumno 52', 'Alumno 53', 'Alumno 54', 'Estudiante Demo']);
    expect(new Set([...first.students, ...second.students].map((s) => s.id)).size).toBe(55);
    expect((await list('?page=3')).students).toEqual([]);
    expect((await admin('GET', '/api/admin/students?page=0')).status).toBe(400);
  });
});

describe('POST /api/admin/students', () => {
  it('creates the student with the course and shows the password once when mail is not delivered', async () => {
    const body = await ok<{ student: StudentRow; password: string; linkSent: boolean }>(
      admin('POST', '/api/admin/students', { name: ' María Pérez ', email: 'Maria.Perez@Correo.pe', endsAt: '2026-12-31' }),
      201,
    );
    expect(body.linkSent).toBe(false);
    expect(body.student).toMatchObject({ name: 'María Pérez', email: 'maria.perez@correo.pe', access: { status: 'active', endsAt: '2026-12-31' }, attempts: 0 });
    const token = await t.login('maria.perez@correo.pe', body.password);
    const courses = await ok<{ accessEndsAt: string | null; accessEnded: boolean }[]>(t.call('GET', '/api/auth/me/courses', { token }));
    expect(courses).toEqual([expect.objectContaining({ accessEndsAt: '2026-12-31', accessEnded: false })]);
    expect(t.mail).toEqual([]);
    const [entry] = await activity();
    expect(entry).toMatchObject({
      action: 'create-student',
      operator: { name: OPERATOR.name, email: OPERATOR.email },
      target: { id: body.student.id, name: 'María Pérez', email: 'maria.perez@correo.pe' },
      details: { endsAt: '2026-12-31', linkSent: false },
      at: new Date(t.clock.now).toISOString(),
    });
  });

  it('refuses a taken email, a date that does not exist and an empty name', async () => {
    const taken = await admin('POST', '/api/admin/students', { name: 'Otra', email: DEMO_STUDENT.email.toUpperCase() });
    expect(taken.status).toBe(409);
    expect(taken.body).toEqual({ message: `Ya existe una cuenta con el correo ${DEMO_STUDENT.email}.` });
    const date = await admin('POST', '/api/admin/students', { name: 'Otra', email: 'otra@correo.pe', endsAt: '2026-02-30' });
    expect(date.status).toBe(400);
    expect(date.body).toEqual({ message: 'La fecha de fin no es válida: usa el formato AAAA-MM-DD.' });
    const name = await admin('POST', '/api/admin/students', { name: '   ', email: 'otra@correo.pe' });
    expect(name.body).toEqual({ message: 'Escribe el nombre del estudiante.' });
    const email = await admin('POST', '/api/admin/students', { name: 'Otra', email: 'otra' });
    expect(email.body).toEqual({ message: 'El correo no es válido.' });
    expect(await activity()).toEqual([]);
  });
});

describe('course access from the console', () => {
  it('grants, extends and revokes, recording each change once', async () => {
    const student = await quickStudent(t, 'Rosa Quispe', 'rosa@correo.pe');
    const url = `/api/admin/students/${student.id}/access`;
    expect(await ok<StudentRow>(admin('PUT', url, { endsAt: '2026-06-30' }))).toMatchObject({ access: { status: 'active', endsAt: '2026-06-30' } });
    expect(await ok<StudentRow>(admin('PUT', url, { endsAt: '2026-12-31' }))).toMatchObject({ access: { status: 'active', endsAt: '2026-12-31' } });
    // The same date again changes nothing, so nothing is recorded.
    await ok(admin('PUT', url, { endsAt: '2026-12-31' }));
    expect(await ok<StudentRow>(admin('PUT', url, { endsAt: null }))).toMatchObject({ access: { status: 'active', endsAt: null } });
    // Revoking ends the access yesterday (Lima), so the student is told when it ended.
    expect(await ok<StudentRow>(admin('DELETE', url))).toMatchObject({ access: { status: 'expired', endsAt: '2026-03-14' } });
    await ok(admin('DELETE', url));
    t.clock.advance(DAY);
    operator = await t.login(OPERATOR.email, OPERATOR.password);
    expect(await ok<StudentRow>(admin('PUT', url, { endsAt: '2027-03-15' }))).toMatchObject({ access: { status: 'active', endsAt: '2027-03-15' } });

    const entries = await activity();
    expect(entries.map((e) => [e.action, e.details])).toEqual([
      ['change-access', { endsAt: '2027-03-15', previousEndsAt: '2026-03-14' }],
      ['revoke-access', { endsAt: '2026-03-14', previousEndsAt: null }],
      ['change-access', { endsAt: null, previousEndsAt: '2026-12-31' }],
      ['change-access', { endsAt: '2026-12-31', previousEndsAt: '2026-06-30' }],
      ['grant-access', { endsAt: '2026-06-30' }],
    ]);
    expect(entries.every((e) => e.target?.email === 'rosa@correo.pe' && e.operator?.email === OPERATOR.email)).toBe(true);
    expect(entries[0].at).toBe(new Date(t.clock.now).toISOString());
    const bad = await admin('PUT', url, { endsAt: '31/12/2026' });
    expect(bad.status).toBe(400);
    expect((await admin('PUT', url, {})).status).toBe(400);
  });

  it('pages the activity newest first', async () => {
    const student = await quickStudent(t, 'Rosa Quispe', 'rosa@correo.pe');
    for (let day = 1; day <= 55; day += 1) {
      t.clock.advance(1000);
      await ok(admin('PUT', `/api/admin/students/${student.id}/access`, { endsAt: `2027-01-${String((day % 28) + 1).padStart(2, '0')}` }));
    }
    const first = await ok<{ entries: ActivityEntry[]; total: number; page: number; pageSize: number }>(admin('GET', '/api/admin/activity'));
    expect(first).toMatchObject({ total: 55, page: 1, pageSize: 50 });
    expect(first.entries).toHaveLength(50);
    const times = first.entries.map((e) => Date.parse(e.at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const second = await ok<{ entries: ActivityEntry[] }>(admin('GET', '/api/admin/activity?page=2'));
    expect(second.entries.map((e) => e.action)).toEqual(['change-access', 'change-access', 'change-access', 'change-access', 'grant-access']);
  });

  it('without SMTP answers the one-time link to hand over, once, mails nothing and audits it without the link (issue 32 §9)', async () => {
    const id = await demoId();
    const first = await ok<{ sent: boolean; delivery: string; link: string }>(admin('POST', `/api/admin/students/${id}/reset-link`), 201);
    expect(first).toMatchObject({ sent: false, delivery: 'handover' });
    expect(first.link).toMatch(/\/reset-password\?token=[\w-]{43}$/);
    expect(t.mail).toEqual([]);
    const [entry] = await activity();
    expect(entry).toMatchObject({ action: 'send-reset-link', target: { email: DEMO_STUDENT.email }, details: { delivery: 'handover' } });
    expect(JSON.stringify(entry)).not.toContain(new URL(first.link).searchParams.get('token'));
    // A second one replaces it: the first no longer works, the second does, once.
    const second = await ok<{ link: string }>(admin('POST', `/api/admin/students/${id}/reset-link`), 201);
    const reset = (link: string) =>
      t.call('POST', '/api/auth/reset-password', { json: { token: new URL(link).searchParams.get('token'), newPassword: 'NuevaClave2026!', confirmPassword: 'NuevaClave2026!' } });
    expect((await reset(first.link)).status).toBe(400);
    expect((await reset(second.link)).status).toBe(200);
    expect((await reset(second.link)).status).toBe(400);
  });

  it('with SMTP mails the reset link and records it', async () => {
    const smtp = await createTestApp({ mailDelivery: 'smtp' });
    try {
      const token = await signInOperator(smtp);
      const demo = (await smtp.call('GET', '/api/admin/students?q=demo', { token })).body as { students: { id: number }[] };
      const res = await smtp.call('POST', `/api/admin/students/${demo.students[0].id}/reset-link`, { token });
      expect(res.status, res.text).toBe(202);
      expect(res.body).toEqual({ sent: true, delivery: 'smtp' });
      expect(smtp.mail.map((m) => m.to)).toEqual([DEMO_STUDENT.email]);
      expect(smtp.mail[0].subject).toBe('Crea una nueva contraseña - Naturalización Perú');
    } finally {
      await smtp.close();
    }
  });
});

describe('GET /api/admin/students/:id', () => {
  it('shows the attempts with their exam and answers, the results by topic and the last activity', async () => {
    const id = await demoId();
    const marks = [1, 1, 0, 1, 0, 1, 1, 0, 1, 1] as const;
    await storeAttempt(t, id, marks, '2026-03-10T15:00:00.000Z');
    await storeAttempt(t, id, [1, 1], '2026-03-11T15:00:00.000Z', `errores-${PRINCIPAL_01.id}`);
    const detail = await ok<{
      student: StudentRow;
      attempts: { examId: string; examTitle: string; score: number; passed: boolean; answers: { questionId: string }[]; finishedAt: string }[];
      topics: { topic: number; title: string; answered: number; correct: number }[];
      lastActivityAt: string;
    }>(admin('GET', `/api/admin/students/${id}`));
    expect(detail.student).toMatchObject({ id, attempts: 1, bestScore: 70 });
    expect(detail.lastActivityAt).toBe('2026-03-11T15:00:00.000Z');
    expect(detail.attempts.map((a) => [a.examTitle, a.score, a.passed, a.answers.length])).toEqual([
      ['Repaso de errores · Examen Principal 1', 100, true, 2],
      ['Examen Principal 1', 70, true, 10],
    ]);
    expect(detail.topics).toHaveLength(topics.length);
    // Counted here from the exam's questions: 12 answers, each in its question's topic.
    const expected = new Map<number, { answered: number; correct: number }>();
    const count = (index: number, right: boolean) => {
      const topic = PRINCIPAL_01_QUESTIONS[index].topic;
      const entry = expected.get(topic) ?? { answered: 0, correct: 0 };
      entry.answered += 1;
      if (right) entry.correct += 1;
      expected.set(topic, entry);
    };
    marks.forEach((mark, i) => count(i, mark === 1));
    count(0, true);
    count(1, true);
    for (const row of detail.topics) {
      expect(row, row.title).toMatchObject({ ...(expected.get(row.topic) ?? { answered: 0, correct: 0 }), title: topics.find((x) => x.id === row.topic)!.title });
    }
  });
});

describe('GET /api/admin/students.csv', () => {
  it('downloads every student as UTF-8 CSV with a BOM, accents intact and formulas defused', async () => {
    await quickStudent(t, 'José Núñez', 'jose.nunez@correo.pe');
    await quickStudent(t, 'Pérez, "Toño"', 'tono@correo.pe');
    await quickStudent(t, '=HYPERLINK("http://x")', 'formula@correo.pe');
    await ok(admin('PUT', `/api/admin/students/${(await t.students.findByEmail('jose.nunez@correo.pe'))!.id}/access`, { endsAt: '2026-12-31' }));
    // The bytes as a spreadsheet gets them (Response.text() would drop the byte order mark).
    const res = await t.app.request('/api/admin/students.csv', { headers: { Authorization: `Bearer ${operator}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="estudiantes-2026-03-15.csv"');
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder('utf-8', { fatal: true }).decode(bytes).split('\r\n');
    expect(lines[0]).toBe('Nombre,Correo,Acceso,Acceso hasta,Última actividad,Intentos,Mejor nota,Preparación estimada,Rango bajo,Rango alto,Grupo');
    expect(lines).toContain('José Núñez,jose.nunez@correo.pe,Activo,2026-12-31,,0,,,,,');
    expect(lines).toContain('"Pérez, ""Toño""",tono@correo.pe,Sin acceso,,,0,,,,,');
    expect(lines).toContain(`"'=HYPERLINK(""http://x"")",formula@correo.pe,Sin acceso,,,0,,,,,`);
    expect(lines).toContain(`${DEMO_STUDENT.name},${DEMO_STUDENT.email},Activo,,,0,,,,,`);
    // Header, four students, and the empty string after the last CRLF.
    expect(lines).toHaveLength(6);
    expect(lines[5]).toBe('');
  });
});

describe('GET /api/admin/questions', () => {
  interface QuestionRow {
    id: string;
    answers: number;
    facility: number;
    discrimination: number | null;
    chance: number;
    facilityLow: number;
    facilityHigh: number;
    discriminationLow: number | null;
    discriminationHigh: number | null;
    review: boolean;
    text: string;
    topic: number;
    options: { text: string; chosen: number; correct: boolean }[];
    source: { path: string; anchor: string };
  }
  const questions = async (query = '') => (await ok<{ questions: QuestionRow[] }>(admin('GET', `/api/admin/questions${query}`))).questions;

  it('analyses each student’s first attempt only, with figures worked out by hand', async () => {
    // Four students' first attempts at principal-01 (Q1…Q10 in exam order):
    //   Ana    Q1 right, Q2 wrong, Q3–Q10 all right (8)   → rest of the score without Q1: 8, without Q2: 9
    //   Beto   Q1 right, Q2 wrong, Q3–Q8 right (6)        → rest without Q1: 6, without Q2: 7
    //   Carla  Q1 wrong, Q2 right, Q3–Q6 right (4)        → rest without Q1: 5, without Q2: 4
    //   Dante  Q1 wrong, Q2 right, Q3–Q10 wrong           → rest without Q1: 1, without Q2: 0
    const [ana, beto, carla, dante] = [
      await quickStudent(t, 'Ana', 'ana@correo.pe'),
      await quickStudent(t, 'Beto', 'beto@correo.pe'),
      await quickStudent(t, 'Carla', 'carla@correo.pe'),
      await quickStudent(t, 'Dante', 'dante@correo.pe'),
    ];
    await storeAttempt(t, ana.id, [1, 0, 1, 1, 1, 1, 1, 1, 1, 1], '2026-03-01T10:00:00.000Z');
    await storeAttempt(t, beto.id, [1, 0, 1, 1, 1, 1, 1, 1, 0, 0], '2026-03-01T10:00:00.000Z');
    await storeAttempt(t, carla.id, [0, 1, 1, 1, 1, 1, 0, 0, 0, 0], '2026-03-01T10:00:00.000Z');
    await storeAttempt(t, dante.id, [0, 1, 0, 0, 0, 0, 0, 0, 0, 0], '2026-03-01T10:00:00.000Z');
    // Not first attempts, and a mistakes exam: none of these may count.
    await storeAttempt(t, carla.id, [1, 0, 0, 0, 0, 0, 0, 0, 0, 0], '2026-03-02T10:00:00.000Z');
    await storeAttempt(t, dante.id, [1, 0, 1, 1, 1, 1, 1, 1, 1, 1], '2026-03-03T10:00:00.000Z');
    await storeAttempt(t, beto.id, [1, 1], '2026-03-02T10:00:00.000Z', `errores-${PRINCIPAL_01.id}`);
    // An attempt stored under an operator's id (never a student's) is left out too.
    await storeAttempt(t, (await t.students.findByEmail(OPERATOR.email))!.id, [0, 0, 0, 0, 0, 0, 0, 0, 0, 0], '2026-03-01T10:00:00.000Z');

    const rows = await questions();
    expect(rows.map((r) => r.id)).toEqual([...PRINCIPAL_01_QUESTIONS].map((q) => q.id).sort((a, b) => Number(a.slice(1)) - Number(b.slice(1))));
    const [q1, q2, q3] = PRINCIPAL_01_QUESTIONS;
    const row1 = rows.find((r) => r.id === q1.id)!;
    // Q1: x = (1, 1, 0, 0), rest y = (8, 6, 5, 1), x̄ = ½, ȳ = 5.
    // Σ(x−x̄)(y−ȳ) = ½·3 + ½·1 − ½·0 − ½·(−4) = 4; Σ(x−x̄)² = 1; Σ(y−ȳ)² = 9 + 1 + 0 + 16 = 26 → r = 4/√26 = 0.784.
    expect(row1).toMatchObject({ answers: 4, facility: 0.5, review: false, text: q1.text, topic: q1.topic, source: q1.source });
    expect(row1.discrimination).toBeCloseTo(4 / Math.sqrt(26), 10);
    // Ana and Beto chose the right option(s), Carla and Dante the first wrong one.
    expect(row1.options).toEqual(
      q1.options.map((text, i) => ({
        text,
        correct: q1.correct.includes(i),
        chosen: (q1.correct.includes(i) ? 2 : 0) + (i === wrongIndex(q1) ? 2 : 0),
      })),
    );
    // Q2: x = (0, 0, 1, 1), rest y = (9, 7, 4, 0), ȳ = 5.
    // Σ(x−x̄)(y−ȳ) = −½·4 − ½·2 + ½·(−1) + ½·(−5) = −6; Σ(y−ȳ)² = 16 + 4 + 1 + 25 = 46 → r = −6/√46 = −0.885.
    const row2 = rows.find((r) => r.id === q2.id)!;
    expect(row2).toMatchObject({ answers: 4, facility: 0.5, review: false });
    expect(row2.discrimination).toBeCloseTo(-6 / Math.sqrt(46), 10);
    // Q3: x = (1, 1, 1, 0), rest y = (8, 6, 4, 1), x̄ = ¾, ȳ = 19/4.
    // Σ(x−x̄)(y−ȳ) = ¼·(13/4 + 5/4 − 3/4) + (−¾)(−15/4) = 15/16 + 45/16 = 60/16;
    // Σ(x−x̄)² = ¾; Σ(y−ȳ)² = (169 + 25 + 9 + 225)/16 = 428/16 → r = (60/16) / √(¾ · 428/16) = 0.837.
    const r3 = 60 / 16 / Math.sqrt((3 / 4) * (428 / 16));
    const row3 = rows.find((r) => r.id === q3.id)!;
    expect(row3).toMatchObject({ answers: 4, facility: 0.75 });
    expect(row3.discrimination).toBeCloseTo(r3, 10);
    expect(r3).toBeCloseTo(0.8372, 4);
  });

  it('marks for review from 20 answers on, only beyond the noise: discrimination surely under 0.2', async () => {
    // 20 students. Q1 right for the 5 strongest only (facility 0.25, above chance within its range, and
    // discriminating: fine). Q2 right for everyone
    // (no discrimination: fine). Q3 right for the 10 weakest only (negative discrimination: review).
    // Q4–Q10: student k (0–19) has the first k mod 8 right, so the rest scores vary.
    for (let k = 0; k < 20; k += 1) {
      const student = await quickStudent(t, `Alumno ${k}`, `alumno${k}@correo.pe`);
      const strength = k % 8;
      const marks = [k >= 15 ? 1 : 0, 1, k < 10 ? 1 : 0, ...Array.from({ length: 7 }, (_, i) => (i < strength ? 1 : 0))] as (0 | 1)[];
      // The five strongest (15–19) also get Q4–Q10 all right.
      if (k >= 15) marks.fill(1, 3);
      await storeAttempt(t, student.id, marks, '2026-03-01T10:00:00.000Z');
    }
    const rows = await questions();
    const [q1, q2, q3] = PRINCIPAL_01_QUESTIONS.map((q) => rows.find((r) => r.id === q.id)!);
    expect(q1).toMatchObject({ answers: 20, facility: 0.25, review: false });
    expect(q1.facilityLow).toBeLessThan(0.25);
    expect(q1.facilityHigh).toBeGreaterThan(1 / 3);
    expect(q3.discriminationHigh!).toBeLessThan(0.2);
    expect(q2).toMatchObject({ answers: 20, facility: 1, discrimination: null, review: false });
    expect(q3).toMatchObject({ answers: 20, facility: 0.5, review: true });
    expect(q3.discrimination!).toBeLessThan(0);

    const byFacility = await questions('?sort=facility&dir=asc');
    expect(byFacility[0].id).toBe(q1.id);
    expect(byFacility.at(-1)!.facility).toBe(1);
    const byDiscrimination = await questions('?sort=discrimination&dir=desc');
    // Q2 has no discrimination: last whatever the direction.
    expect(byDiscrimination.at(-1)!.id).toBe(q2.id);
    expect(byDiscrimination[0].discrimination!).toBeGreaterThanOrEqual(byDiscrimination[1].discrimination!);
    expect((await questions('?sort=discrimination&dir=asc')).at(-1)!.id).toBe(q2.id);
  });

  it('lists nothing before any attempt', async () => {
    expect(await questions()).toEqual([]);
  });
});

describe('the audit log', () => {
  it('keeps its entries when the student they name is removed', async () => {
    const student = await quickStudent(t, 'Rosa Quispe', 'rosa@correo.pe');
    await ok(admin('PUT', `/api/admin/students/${student.id}/access`, { endsAt: null }));
    await t.database.db.execute(sql`DELETE FROM students WHERE id = ${student.id}`);
    const [entry] = await activity();
    expect(entry).toMatchObject({ action: 'grant-access', target: null, operator: { email: OPERATOR.email } });
  });
});
