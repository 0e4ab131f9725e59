/**
 * 'Reportar un error' (issue 20, item 10): a student's report is stored once whatever the replays
 * (201, then 200), a conflicting reuse of its id is refused, bad reports get Spanish 400s; the console
 * lists reports by question, newest first, and resolving one records who did it, with the note.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { findQuestion } from '../../src/content/question-bank';
import { OPERATOR, signInOperator, type ActivityEntry } from './support/console';
import { createTestApp, DEMO_STUDENT, type ApiAnswer, type TestApp, setUpTestApp } from './support/test-app';

interface ListedReport {
  id: string;
  at: string;
  student: { id: number; name: string; email: string };
  questionId: string;
  questionText: string;
  examId: string | null;
  text: string;
  status: 'open' | 'resolved';
  resolvedAt: string | null;
  resolvedBy: { id: number; name: string; email: string } | null;
  note: string | null;
}

let t: TestApp;
let student: string;
let operator: string;

setUpTestApp((app) => (t = app), { failOnServerErrors: true });

beforeEach(async () => {
  t.clock.now = Date.parse('2026-05-10T15:00:00Z');
  student = await t.login();
  operator = await signInOperator(t);
});

const report = (json: Record<string, unknown>, token = student) => t.call('POST', '/api/reports', { token, json });
const body = (overrides: Record<string, unknown> = {}) => ({
  id: randomUUID(),
  questionId: 'q101',
  examId: 'principal-01',
  attemptId: randomUUID(),
  text: 'La pregunta dice «Chancasuyo» pero la explicación no lo menciona.',
  ...overrides,
});

async function listed(status = 'all'): Promise<ListedReport[]> {
  const res = await t.call('GET', `/api/admin/reports?status=${status}`, { token: operator });
  expect(res.status, res.text).toBe(200);
  return (res.body as { reports: ListedReport[] }).reports;
}

describe('POST /api/reports', () => {
  it('stores a report once: 201, then 200 for the same report again', async () => {
    const sent = body();
    const first = await report(sent);
    expect(first.status).toBe(201);
    expect(first.body).toEqual({ id: sent.id, at: '2026-05-10T15:00:00.000Z', questionId: 'q101', examId: 'principal-01', attemptId: sent.attemptId, text: sent.text, status: 'open' });
    t.clock.advance(60_000);
    const again = await report({ ...sent, id: sent.id.toUpperCase() });
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(await listed()).toHaveLength(1);
  });

  it('refuses a reuse of the id with other content, by this student or another', async () => {
    const sent = body();
    expect((await report(sent)).status).toBe(201);
    const changed = await report({ ...sent, text: 'Otro texto.' });
    expect(changed.status).toBe(422);
    expect(changed.body).toEqual({ message: 'Ya existe un reporte con este identificador y contenido distinto.' });
    const other = await t.createStudent({ enrolled: true });
    const stolen = await report(sent, await t.login(other.email, other.password));
    expect(stolen.status).toBe(422);
    expect((await listed()).map((r) => r.student.email)).toEqual([DEMO_STUDENT.email]);
  });

  it('answers bad reports with a Spanish 400 and stores none of them', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [body({ text: '   ' }), 'Describe el error que encontraste.'],
      [body({ text: 'x'.repeat(1001) }), 'El reporte admite hasta 1000 caracteres.'],
      [body({ questionId: 'q99999' }), 'La pregunta q99999 no existe.'],
      [body({ examId: 'principal-99' }), 'El examen indicado no existe.'],
      [body({ id: 'no-es-un-uuid' }), 'El identificador del reporte no es válido.'],
    ];
    for (const [sent, message] of cases) {
      const res = await report(sent);
      expect(res.status, message).toBe(400);
      expect(res.body).toEqual({ message });
    }
    expect((await report(body({ text: 'x'.repeat(1000), examId: null, attemptId: undefined }))).status).toBe(201);
    expect(await listed()).toHaveLength(1);
  });

  it('needs a signed-in student who has (or had) the course', async () => {
    expect((await t.call('POST', '/api/reports', { json: body() })).status).toBe(401);
    const stranger = await t.createStudent();
    const res = await report(body(), await t.login(stranger.email, stranger.password));
    expect(res.status).toBe(403);
    // Access that ended still lets the student report what they saw.
    const demoId = (await t.students.findByEmail(DEMO_STUDENT.email))!.id;
    expect((await t.call('DELETE', `/api/admin/students/${demoId}/access`, { token: operator })).status).toBe(200);
    expect((await report(body())).status).toBe(201);
  });
});

describe('reports in the console', () => {
  it('lists them by question, newest first, and filters by status', async () => {
    const other = await t.createStudent({ enrolled: true, name: 'José Núñez' });
    const otherToken = await t.login(other.email, other.password);
    const sent: { id: string; questionId: string }[] = [];
    const send = async (questionId: string, token = student): Promise<ApiAnswer> => {
      t.clock.advance(60_000);
      const json = body({ questionId });
      sent.push(json);
      return report(json, token);
    };
    await send('q101');
    await send('q102', otherToken);
    await send('q101', otherToken);
    await send('q103');
    // q103's report is the newest, then q101's group (its newest before q102's), newest first within.
    const reports = await listed('open');
    expect(reports.map((r) => r.id)).toEqual([sent[3].id, sent[2].id, sent[0].id, sent[1].id]);
    expect(reports[1]).toMatchObject({
      questionId: 'q101',
      questionText: findQuestion('q101')!.text,
      examId: 'principal-01',
      student: { id: other.id, name: 'José Núñez', email: other.email },
      status: 'open',
      resolvedAt: null,
      resolvedBy: null,
      note: null,
    });
    expect(await listed('resolved')).toEqual([]);
    expect((await t.call('GET', '/api/admin/reports?status=closed', { token: operator })).status).toBe(400);
  });

  it('resolves a report with a note, once, and records it', async () => {
    const sent = body();
    await report(sent);
    t.clock.advance(30 * 60_000);
    const url = `/api/admin/reports/${sent.id}/resolve`;
    const res = await t.call('POST', url, { token: operator, json: { note: '  Corregimos la explicación.  ' } });
    expect(res.status, res.text).toBe(200);
    const operatorRow = await t.students.findByEmail(OPERATOR.email);
    const resolved = {
      status: 'resolved',
      resolvedAt: '2026-05-10T15:30:00.000Z',
      resolvedBy: { id: operatorRow!.id, name: OPERATOR.name, email: OPERATOR.email },
      note: 'Corregimos la explicación.',
    };
    expect(res.body).toMatchObject({ id: sent.id, ...resolved });
    expect(await listed('open')).toEqual([]);
    expect(await listed('resolved')).toEqual([expect.objectContaining(resolved)]);

    // A second click changes nothing and records nothing.
    t.clock.advance(60_000);
    const again = await t.call('POST', url, { token: operator });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject(resolved);
    const log = await t.call('GET', '/api/admin/activity', { token: operator });
    const entries = (log.body as { entries: ActivityEntry[] }).entries;
    expect(entries).toEqual([
      {
        id: expect.any(Number),
        at: '2026-05-10T15:30:00.000Z',
        operator: { id: operatorRow!.id, name: OPERATOR.name, email: OPERATOR.email },
        action: 'resolve-report',
        target: { id: expect.any(Number), name: DEMO_STUDENT.name, email: DEMO_STUDENT.email },
        details: { reportId: sent.id, questionId: 'q101', note: 'Corregimos la explicación.' },
      },
    ]);
  });

  it('resolves without a body, and answers 404 for an unknown report', async () => {
    const sent = body();
    await report(sent);
    const res = await t.call('POST', `/api/admin/reports/${sent.id}/resolve`, { token: operator });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'resolved', note: null });
    for (const id of [randomUUID(), 'nada']) {
      const missing = await t.call('POST', `/api/admin/reports/${id}/resolve`, { token: operator, json: {} });
      expect(missing.status).toBe(404);
      expect(missing.body).toEqual({ message: 'No existe ese reporte.' });
    }
    const tooLong = await t.call('POST', `/api/admin/reports/${sent.id}/resolve`, { token: operator, json: { note: 'x'.repeat(1001) } });
    expect(tooLong.status).toBe(400);
  });
});

describe('welcome links when mail is delivered by SMTP', () => {
  let smtp: TestApp;

  beforeAll(async () => {
    smtp = await createTestApp({ mailDelivery: 'smtp' });
  });

  afterAll(async () => {
    await smtp?.close();
  });

  it('mails the new student a welcome link instead of showing a password', async () => {
    // An operator of its own: with DATABASE_URL both test apps share one database.
    const token = await signInOperator(smtp, { email: 'operador.smtp@academia.pe', name: 'Operador SMTP', password: 'Consola2026!' });
    const res = await smtp.call('POST', '/api/admin/students', { token, json: { name: 'Lucía Ramos', email: 'lucia@correo.pe', endsAt: '2027-01-31' } });
    expect(res.status, res.text).toBe(201);
    expect(res.body).toEqual({ student: expect.objectContaining({ email: 'lucia@correo.pe', access: { status: 'active', endsAt: '2027-01-31' } }), linkSent: true });
    expect(smtp.mail.map((m) => [m.to, m.subject])).toEqual([['lucia@correo.pe', 'Te damos la bienvenida a Naturalización Perú: crea tu contraseña']]);
    const log = await smtp.call('GET', '/api/admin/activity', { token });
    expect((log.body as { entries: ActivityEntry[] }).entries[0]).toMatchObject({ action: 'create-student', details: { linkSent: true, endsAt: '2027-01-31' } });
  });
});
