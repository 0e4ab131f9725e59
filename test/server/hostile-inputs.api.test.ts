/**
 * Issue 55 §6 through app.request(): five inputs that reached PostgreSQL and answered 500 (a NUL in
 * the roster's search, change times PostgreSQL cannot store or that would win over every later
 * change, ids beyond PostgreSQL's integer) answer 400 in Spanish and log nothing; a notice is closed
 * only by its audience, and only while it is live.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { signInOperator } from './support/console';
import { type ApiAnswer, type TestApp, setUpTestApp } from './support/test-app';

let t: TestApp;
let operator: string;

// Any 500 logs an error, and that fails the test.
setUpTestApp((app) => (t = app), { failOnServerErrors: true });

beforeEach(async () => {
  operator = await signInOperator(t);
});

function expectStatus(res: ApiAnswer, status: number) {
  expect(res.status, res.text).toBe(status);
  return res.body as Record<string, unknown>;
}

const spanish = (res: ApiAnswer) => expect(String((res.body as { message?: string }).message)).toMatch(/[áéíóúñ]|los|la|el/i);

describe('inputs that answered 500', () => {
  it('q=%00 on the roster and its CSV', async () => {
    for (const url of ['/api/admin/students?q=%00', '/api/admin/students.csv?q=%00', '/api/admin/students?q=ana%00']) {
      const res = await t.call('GET', url, { token: operator });
      expectStatus(res, 400);
      spanish(res);
    }
    expectStatus(await t.call('GET', '/api/admin/students?q=ana', { token: operator }), 200);
  });

  it('a reminder or exam-date change time PostgreSQL cannot store, or that would win over every later change', async () => {
    const token = await t.login();
    const reminders = (updatedAt: string) => ({ enabled: true, time: '19:00', quietHours: null, streak: false, updatedAt });
    for (const updatedAt of ['0000-01-01T00:00:00Z', '1999-12-31T23:59:59Z', '9999-12-31T00:00:00Z', new Date(t.clock.now + 60 * 60_000).toISOString()]) {
      const res = await t.call('PUT', '/api/settings/reminders', { token, json: reminders(updatedAt) });
      expectStatus(res, 400);
      spanish(res);
      expectStatus(await t.call('PUT', '/api/settings', { token, json: { examDate: '2027-01-10', updatedAt } }), 400);
    }
    expect(expectStatus(await t.call('GET', '/api/settings', { token }), 200)).toMatchObject({ settings: null, reminders: null });
    // A device clock a little ahead still counts (the skew allowed for answers).
    const now = new Date(t.clock.now + 60_000).toISOString();
    expect(expectStatus(await t.call('PUT', '/api/settings/reminders', { token, json: reminders(now) }), 200)).toMatchObject({ reminders: { updatedAt: now } });
    expectStatus(await t.call('PUT', '/api/settings', { token, json: { examDate: '2027-01-10', updatedAt: now } }), 200);
  });

  it('groupId 2147483648 on a code batch, and member ids beyond PostgreSQL’s integer', async () => {
    const codes = await t.call('POST', '/api/admin/codes', { token: operator, json: { count: 1, days: 30, expiresOn: '2099-12-31', groupId: 2147483648 } });
    expect(expectStatus(codes, 400).message).toBe('El grupo no existe.');
    const notice = await t.call('POST', '/api/admin/announcements', { token: operator, json: { body: 'Hola', groupId: 2147483648 } });
    expect(expectStatus(notice, 400).message).toBe('El grupo no existe.');

    const { group } = expectStatus(await t.call('POST', '/api/admin/groups', { token: operator, json: { name: 'Grupo A' } }), 201) as { group: { id: number } };
    const add = await t.call('POST', `/api/admin/groups/${group.id}/members`, { token: operator, json: { studentIds: [2147483648] } });
    expect(expectStatus(add, 400).message).toBe('Uno de los estudiantes no existe.');
    expectStatus(await t.call('DELETE', `/api/admin/groups/${group.id}/members/2147483648`, { token: operator }), 404);
    expectStatus(await t.call('DELETE', `/api/admin/groups/2147483648/members/1`, { token: operator }), 404);
  });
});

describe('closing a notice', () => {
  async function notice(body: string, groupId: number | null = null): Promise<number> {
    return (expectStatus(await t.call('POST', '/api/admin/announcements', { token: operator, json: { body, groupId } }), 201) as { id: number }).id;
  }
  const dismiss = (id: number, token: string) => t.call('POST', `/api/announcements/${id}/dismiss`, { token });
  async function row(id: number) {
    const page = expectStatus(await t.call('GET', '/api/admin/announcements', { token: operator }), 200) as { announcements: { id: number; dismissed: number; audience: number }[] };
    return page.announcements.find((a) => a.id === id)!;
  }

  it('is for the notice’s audience only: students outside its group cannot, and are not counted', async () => {
    const { group } = expectStatus(await t.call('POST', '/api/admin/groups', { token: operator, json: { name: 'Grupo B' } }), 201) as { group: { id: number } };
    const member = await t.createStudent({ enrolled: true });
    expectStatus(await t.call('POST', `/api/admin/groups/${group.id}/members`, { token: operator, json: { studentIds: [member.id] } }), 200);
    const id = await notice('Solo para el grupo B', group.id);

    const outsiders = [await t.login()];
    for (let i = 0; i < 3; i += 1) {
      const other = await t.createStudent({ enrolled: true });
      outsiders.push(await t.login(other.email, other.password));
    }
    for (const token of outsiders) expectStatus(await dismiss(id, token), 404);
    expectStatus(await dismiss(id, operator), 403);
    expect(await row(id)).toMatchObject({ dismissed: 0, audience: 1 });

    const memberToken = await t.login(member.email, member.password);
    expectStatus(await dismiss(id, memberToken), 204);
    expectStatus(await dismiss(id, memberToken), 204); // a resend after a lost answer
    expect(await row(id)).toMatchObject({ dismissed: 1, audience: 1 });
  });

  it('only while it is live: a withdrawn notice cannot be closed', async () => {
    const id = await notice('Para todos');
    const closedBefore = await t.login();
    expectStatus(await dismiss(id, closedBefore), 204);
    expectStatus(await t.call('DELETE', `/api/admin/announcements/${id}`, { token: operator }), 204);
    const other = await t.createStudent({ enrolled: true });
    expectStatus(await dismiss(id, await t.login(other.email, other.password)), 404);
    expect(await row(id)).toMatchObject({ dismissed: 1 });
  });
});
