/**
 * What an operator does with a batch of codes (issue 54 §11): list one batch, read it whole to copy or
 * print, download it as CSV, and void a code nobody used, which is then refused at /activar and at
 * /redeem with its reason in Spanish; a used code cannot be voided; every void is audited.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { CODE_VOIDED, formatCode } from '../../src/shared/access-codes';
import { signInOperator, type ActivityEntry } from './support/console';
import { type ApiAnswer, type TestApp, setUpTestApp } from './support/test-app';

interface Batch {
  batchId: number;
  codes: string[];
}

let t: TestApp;
let operator: string;

setUpTestApp((app) => (t = app), { failOnServerErrors: true });

beforeEach(async () => {
  t.clock.now = Date.parse('2026-03-15T12:00:00-05:00');
  operator = await signInOperator(t);
});

function expectStatus(res: ApiAnswer, status: number) {
  expect(res.status, res.text).toBe(status);
  return res.body;
}

async function batch(count: number, days = 30): Promise<Batch> {
  return expectStatus(await t.call('POST', '/api/admin/codes', { token: operator, json: { count, days, expiresOn: '2026-03-31' } }), 201) as Batch;
}

const signUp = (code: string, email: string) =>
  t.call('POST', '/api/codes/activate', { json: { code, name: 'Nueva Alumna', email, newPassword: 'Clave2026!', confirmPassword: 'Clave2026!' } });

describe('a batch of codes', () => {
  it('is listed on its own, read whole and downloaded as CSV named after it', async () => {
    const first = await batch(3);
    const second = await batch(2, 60);
    const listed = expectStatus(await t.call('GET', `/api/admin/codes?batch=${first.batchId}`, { token: operator }), 200) as { codes: { code: string; batchId: number }[]; total: number };
    expect(listed.total).toBe(3);
    expect(listed.codes.every((c) => c.batchId === first.batchId)).toBe(true);

    const whole = expectStatus(await t.call('GET', `/api/admin/codes/batches/${second.batchId}`, { token: operator }), 200) as { days: number; codes: { code: string; state: string }[] };
    expect(whole.days).toBe(60);
    expect(whole.codes.map((c) => c.code).sort()).toEqual([...second.codes].sort());
    expect(whole.codes.every((c) => c.state === 'free')).toBe(true);

    const csv = await t.call('GET', `/api/admin/codes/batches/${second.batchId}/codes.csv`, { token: operator });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-disposition')).toBe(`attachment; filename="codigos-lote-${second.batchId}-2026-03-15.csv"`);
    const lines = csv.text.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toBe('Código,Estado,Días de acceso,Canjear hasta,Grupo');
    expect(lines.slice(1).sort()).toEqual(second.codes.map((code) => `${formatCode(code)},Libre,60,2026-03-31,`).sort());

    expect((await t.call('GET', '/api/admin/codes/batches/99999', { token: operator })).status).toBe(404);
    expect((await t.call('GET', '/api/admin/codes/batches/abc', { token: operator })).status).toBe(404);
    expect((await t.call('GET', '/api/admin/codes?batch=2147483648', { token: operator })).status).toBe(400);
    const student = await t.login();
    expect((await t.call('GET', `/api/admin/codes/batches/${first.batchId}`, { token: student })).status).toBe(403);
  });
});

describe('voiding a code', () => {
  it('refuses it from then on, at /activar and at /redeem, lists it as voided and audits who did it', async () => {
    const { codes } = await batch(2);
    const voided = expectStatus(await t.call('POST', `/api/admin/codes/${formatCode(codes[0])}/void`, { token: operator }), 200) as { code: { code: string; state: string } };
    expect(voided.code).toMatchObject({ code: codes[0], state: 'voided' });

    const refused = await signUp(codes[0], 'nueva@academia.pe');
    expect(expectStatus(refused, 400)).toMatchObject({ message: CODE_VOIDED, reason: 'voided' });
    const student = await t.login();
    const redeem = await t.call('POST', '/api/codes/redeem', { token: student, json: { code: codes[0] } });
    expect(expectStatus(redeem, 400)).toMatchObject({ message: CODE_VOIDED, reason: 'voided' });

    const listed = expectStatus(await t.call('GET', '/api/admin/codes?state=voided', { token: operator }), 200) as { codes: { code: string }[] };
    expect(listed.codes.map((c) => c.code)).toEqual([codes[0]]);
    const free = expectStatus(await t.call('GET', '/api/admin/codes?state=free', { token: operator }), 200) as { codes: { code: string }[] };
    expect(free.codes.map((c) => c.code)).toEqual([codes[1]]);

    const { entries } = expectStatus(await t.call('GET', '/api/admin/activity', { token: operator }), 200) as { entries: ActivityEntry[] };
    expect(entries[0]).toMatchObject({ action: 'void-code', details: { code: codes[0] } });
    // Once: voiding it again says so.
    expect(expectStatus(await t.call('POST', `/api/admin/codes/${codes[0]}/void`, { token: operator }), 409)).toMatchObject({ message: 'Este código ya estaba anulado.' });
  });

  it('cannot void a used code or one that does not exist, and a student cannot void at all', async () => {
    const { codes } = await batch(1);
    expectStatus(await signUp(codes[0], 'usa@academia.pe'), 201);
    expect(expectStatus(await t.call('POST', `/api/admin/codes/${codes[0]}/void`, { token: operator }), 409)).toMatchObject({ message: 'Este código ya fue usado: no se puede anular.' });
    expect((await t.call('POST', '/api/admin/codes/AAAA-AAAA-AAAA-AAAA/void', { token: operator })).status).toBe(404);
    expect((await t.call('POST', '/api/admin/codes/nada/void', { token: operator })).status).toBe(404);
    const student = await t.login();
    expect((await t.call('POST', `/api/admin/codes/${codes[0]}/void`, { token: student })).status).toBe(403);
  });
});
