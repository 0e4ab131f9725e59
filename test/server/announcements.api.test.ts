/**
 * Announcements ('Avisos', issue 36 §3) through app.request(): operators write notices and list them
 * with how many students closed each, students get 403 on the console's routes; a student reads the
 * notices they have not closed, closes one once (again is harmless), and an operator neither reads
 * nor closes the students' notices. A mailed notice reaches every student only with SMTP.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { signInOperator, type ActivityEntry } from './support/console';
import { type ApiAnswer, type TestApp, createTestApp, setUpTestApp } from './support/test-app';

interface Listed {
  id: number;
  editedAt?: string | null;
  body: string;
  mailed: boolean;
  withdrawnAt: string | null;
  dismissed: number;
  createdBy: { name: string } | null;
}
interface ListPage {
  announcements: Listed[];
  total: number;
  page: number;
  pageSize: number;
  students: number;
  canMail: boolean;
}

let t: TestApp;
let operator: string;

setUpTestApp((app) => (t = app), { failOnServerErrors: true });

beforeEach(async () => {
  operator = await signInOperator(t);
});

function expectStatus(res: ApiAnswer, status: number) {
  expect(res.status, res.text).toBe(status);
  return res.body;
}

async function post(body: string, mail = false, app = t, token = operator): Promise<{ id: number; mailed: number; canMail: boolean }> {
  return expectStatus(await app.call('POST', '/api/admin/announcements', { token, json: { body, mail } }), 201) as { id: number; mailed: number; canMail: boolean };
}

async function list(query = ''): Promise<ListPage> {
  return expectStatus(await t.call('GET', `/api/admin/announcements${query}`, { token: operator }), 200) as ListPage;
}

async function noticesOf(token: string): Promise<{ id: number; body: string; createdAt: string }[]> {
  return (expectStatus(await t.call('GET', '/api/announcements', { token }), 200) as { announcements: { id: number; body: string; createdAt: string }[] }).announcements;
}

const dismiss = (id: number, token: string) => t.call('POST', `/api/announcements/${id}/dismiss`, { token });

describe('the console', () => {
  it('is for operators only: 401 without a token, 403 to a student', async () => {
    const { id } = await post('Aviso de prueba');
    const student = await t.login();
    for (const [method, url, json] of [
      ['GET', '/api/admin/announcements', undefined],
      ['POST', '/api/admin/announcements', { body: 'Hola', mail: false }],
      ['DELETE', `/api/admin/announcements/${id}`, undefined],
    ] as const) {
      expect((await t.call(method, url, { json })).status).toBe(401);
      const refused = await t.call(method, url, { token: student, json });
      expect(refused.status, `${method} ${url}`).toBe(403);
      expect((refused.body as { message: string }).message).toBe('No tienes permisos para acceder a esa página.');
    }
    expect((await list()).announcements[0].withdrawnAt).toBeNull();
  });

  it('stores a notice, records it, and lists it newest first with how many students closed it', async () => {
    const first = await post('El examen cambia de formato en diciembre.');
    const second = await post('  Nueva clase en vivo el sábado.  ');
    const ana = await t.createStudent({ enrolled: true });
    const anaToken = await t.login(ana.email, ana.password);
    const demo = await t.login();
    expect((await dismiss(first.id, anaToken)).status).toBe(204);
    expect((await dismiss(first.id, demo)).status).toBe(204);
    expect((await dismiss(second.id, demo)).status).toBe(204);
    // The same close sent again (a device retrying after a lost answer) counts once.
    expect((await dismiss(first.id, anaToken)).status).toBe(204);
    const page = await list();
    expect(page.total).toBe(2);
    expect(page.students).toBe(2);
    expect(page.announcements.map((a) => [a.body, a.dismissed])).toEqual([
      ['Nueva clase en vivo el sábado.', 1],
      ['El examen cambia de formato en diciembre.', 2],
    ]);
    expect(page.announcements[0]).toMatchObject({ mailed: false, withdrawnAt: null, createdBy: { name: 'Olga Operadora' } });
    const { entries } = expectStatus(await t.call('GET', '/api/admin/activity', { token: operator }), 200) as { entries: ActivityEntry[] };
    expect(entries.filter((e) => e.action === 'create-announcement').map((e) => e.details)).toEqual([
      { announcementId: second.id, text: 'Nueva clase en vivo el sábado.', mail: false, mailed: 0, groupId: null, group: null },
      { announcementId: first.id, text: 'El examen cambia de formato en diciembre.', mail: false, mailed: 0, groupId: null, group: null },
    ]);
  });

  it('edits a live notice keeping who closed it, audited with the text before and after (shortened)', async () => {
    const { id } = await post('Clase el sábado a las 9.');
    const ana = await t.createStudent({ enrolled: true });
    const anaToken = await t.login(ana.email, ana.password);
    expect((await dismiss(id, anaToken)).status).toBe(204);
    const longer = `Clase el sábado a las 10 (no a las 9). ${'Traigan su DNI. '.repeat(10)}`;
    expect((await t.call('PATCH', `/api/admin/announcements/${id}`, { token: operator, json: { body: longer } })).status).toBe(204);
    const [row] = (await list()).announcements;
    expect(row).toMatchObject({ id, body: longer.trim(), dismissed: 1, withdrawnAt: null });
    expect(row.editedAt).toEqual(expect.any(String));
    expect((await noticesOf(await t.login())).map((n) => n.body)).toEqual([longer.trim()]);
    const { entries } = expectStatus(await t.call('GET', '/api/admin/activity', { token: operator }), 200) as { entries: ActivityEntry[] };
    const edit = entries.find((e) => e.action === 'edit-announcement');
    expect(edit?.details).toEqual({ announcementId: id, before: 'Clase el sábado a las 9.', text: `${[...longer].slice(0, 80).join('').trimEnd()}…` });
    // A student cannot edit; a withdrawn notice cannot be edited; an empty text is refused.
    expect((await t.call('PATCH', `/api/admin/announcements/${id}`, { token: anaToken, json: { body: 'x' } })).status).toBe(403);
    expect(expectStatus(await t.call('PATCH', `/api/admin/announcements/${id}`, { token: operator, json: { body: '  ' } }), 400)).toEqual({ message: 'Escribe el aviso.' });
    expect((await t.call('DELETE', `/api/admin/announcements/${id}`, { token: operator })).status).toBe(204);
    expect(expectStatus(await t.call('PATCH', `/api/admin/announcements/${id}`, { token: operator, json: { body: 'Otra' } }), 404)).toEqual({
      message: 'El aviso no existe o ya fue retirado.',
    });
    const after = (expectStatus(await t.call('GET', '/api/admin/activity', { token: operator }), 200) as { entries: ActivityEntry[] }).entries;
    expect(after.find((e) => e.action === 'withdraw-announcement')?.details).toEqual({ announcementId: id, text: edit?.details.text });
  });

  it('refuses an empty or too long notice in Spanish', async () => {
    const empty = await t.call('POST', '/api/admin/announcements', { token: operator, json: { body: '   ' } });
    expect(expectStatus(empty, 400)).toEqual({ message: 'Escribe el aviso.' });
    const long = await t.call('POST', '/api/admin/announcements', { token: operator, json: { body: 'a'.repeat(501) } });
    expect(expectStatus(long, 400)).toEqual({ message: 'El aviso puede tener como máximo 500 caracteres.' });
    expect((await list()).total).toBe(0);
  });

  it('lists a page at a time', async () => {
    for (let i = 1; i <= 23; i += 1) await post(`Aviso ${i}`);
    const first = await list();
    expect(first.announcements).toHaveLength(first.pageSize);
    expect(first.announcements[0].body).toBe('Aviso 23');
    expect((await list('?page=2')).announcements.map((a) => a.body)).toEqual(['Aviso 3', 'Aviso 2', 'Aviso 1']);
  });

  it('without SMTP does not mail, and says so', async () => {
    expect(await post('Con correo, por favor', true)).toMatchObject({ mailed: 0, canMail: false });
    expect((await list()).canMail).toBe(false);
    expect((await list()).announcements[0].mailed).toBe(false);
    expect(t.mail).toEqual([]);
  });

  it('withdraws a notice: no student sees it any more, and the change is recorded', async () => {
    const { id } = await post('Aviso con un error');
    const student = await t.login();
    expect(await noticesOf(student)).toHaveLength(1);
    expect((await t.call('DELETE', `/api/admin/announcements/${id}`, { token: operator })).status).toBe(204);
    expect(await noticesOf(student)).toEqual([]);
    expect((await list()).announcements[0].withdrawnAt).not.toBeNull();
    const again = await t.call('DELETE', `/api/admin/announcements/${id}`, { token: operator });
    expect(expectStatus(again, 404)).toEqual({ message: 'El aviso no existe o ya fue retirado.' });
    const { entries } = expectStatus(await t.call('GET', '/api/admin/activity', { token: operator }), 200) as { entries: ActivityEntry[] };
    expect(entries[0]).toMatchObject({ action: 'withdraw-announcement', details: { announcementId: id } });
  });
});

describe("a student's notices", () => {
  it('are the ones they have not closed, newest first; closing one hides it from them alone', async () => {
    const older = await post('Primero');
    const newer = await post('Segundo');
    const ana = await t.createStudent({ enrolled: true });
    const anaToken = await t.login(ana.email, ana.password);
    const demo = await t.login();
    expect((await noticesOf(demo)).map((n) => [n.id, n.body])).toEqual([
      [newer.id, 'Segundo'],
      [older.id, 'Primero'],
    ]);
    expect((await dismiss(newer.id, demo)).status).toBe(204);
    expect((await noticesOf(demo)).map((n) => n.id)).toEqual([older.id]);
    expect((await noticesOf(anaToken)).map((n) => n.id)).toEqual([newer.id, older.id]);
  });

  it('need a student: 401 without a token, 403 to an operator; an unknown notice is 404', async () => {
    const { id } = await post('Solo para estudiantes');
    expect((await t.call('GET', '/api/announcements')).status).toBe(401);
    expect((await dismiss(id, '')).status).toBe(401);
    expect((await t.call('GET', '/api/announcements', { token: operator })).status).toBe(403);
    expect((await dismiss(id, operator)).status).toBe(403);
    expect((await list()).announcements[0].dismissed).toBe(0);
    const student = await t.login();
    expect(expectStatus(await dismiss(id + 1000, student), 404)).toEqual({ message: 'El aviso no existe.' });
    expect((await dismiss(Number.NaN, student)).status).toBe(404);
  });
});

describe('with SMTP', () => {
  let smtp: TestApp;
  beforeAll(async () => {
    smtp = await createTestApp({ mailDelivery: 'smtp' });
  });
  afterAll(async () => {
    await smtp?.close();
  });

  it('mails a notice to every student when the operator asks, and only then', async () => {
    const token = await signInOperator(smtp, { email: 'segunda.operadora@academia.pe', name: 'Sara Segunda', password: 'Consola2026!' });
    const ana = await smtp.createStudent({ email: 'ana.aviso@correo.pe', name: 'Ana <Aviso>' });
    expect(await post('Sin correo', false, smtp, token)).toMatchObject({ mailed: 0, canMail: true });
    const sent = await post('El simulacro del sábado\nempieza a las 9.', true, smtp, token);
    expect(sent.mailed).toBe(2);
    await vi.waitFor(() => expect(smtp.mail).toHaveLength(2));
    expect(smtp.mail.map((m) => m.to).sort()).toEqual([ana.email, 'estudiante@academia.pe'].sort());
    const toAna = smtp.mail.find((m) => m.to === ana.email)!;
    expect(toAna.subject).toBe('Aviso de tu academia - Naturalización Perú');
    expect(toAna.text).toContain('El simulacro del sábado\nempieza a las 9.');
    expect(toAna.text).toContain('https://academia.test/home');
    expect(toAna.html).toContain('Hola, Ana &#60;Aviso&#62;:');
    expect(toAna.html).toContain('El simulacro del sábado<br>empieza a las 9.');
  });
});
