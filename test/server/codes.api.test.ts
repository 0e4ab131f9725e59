/**
 * Access codes (issue 36 §5) through app.request(): operators make batches and list them with each
 * code's state, students get 403; a new student signs up with a code (the change-password rules),
 * an existing one extends their access; a code is used once, also by two redemptions at once, and
 * used, expired and unknown codes are refused in Spanish and counted like failed sign-ins, the same
 * for an email with an account and a new one (issue 55).
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { CODE_INVALID, CODE_USED, formatCode } from '../../src/shared/access-codes';
import { CODE_LIMIT } from '../../server/routes/codes.routes';
import { OPERATOR, signInOperator, type ActivityEntry } from './support/console';
import { type ApiAnswer, type TestApp, setUpTestApp } from './support/test-app';

interface Batch {
  batchId: number;
  codes: string[];
}
interface ListedCode {
  code: string;
  state: 'free' | 'used' | 'expired';
  expiresOn: string;
  days: number;
  usedBy: { id: number; email: string } | null;
}

let t: TestApp;
let operator: string;

setUpTestApp((app) => (t = app), { failOnServerErrors: true });

beforeEach(async () => {
  // Noon in Lima on 15 March 2026.
  t.clock.now = Date.parse('2026-03-15T12:00:00-05:00');
  operator = await signInOperator(t);
});

function expectStatus(res: ApiAnswer, status: number) {
  expect(res.status, res.text).toBe(status);
  return res.body;
}

async function batch(count = 3, days = 30, expiresOn = '2026-03-31'): Promise<Batch> {
  return expectStatus(await t.call('POST', '/api/admin/codes', { token: operator, json: { count, days, expiresOn } }), 201) as Batch;
}

async function listCodes(query = ''): Promise<{ codes: ListedCode[]; total: number; pageSize: number }> {
  return expectStatus(await t.call('GET', `/api/admin/codes${query}`, { token: operator }), 200) as { codes: ListedCode[]; total: number; pageSize: number };
}

const signUp = (code: string, email = 'nueva@academia.pe', overrides: Record<string, unknown> = {}, ip?: string) =>
  t.call('POST', '/api/codes/activate', { ip, json: { code, name: 'Nueva Alumna', email, newPassword: 'Clave2026!', confirmPassword: 'Clave2026!', ...overrides } });

describe('batches of codes', () => {
  it('are for operators only: 401 without a token, 403 to a student', async () => {
    const student = await t.login();
    for (const [method, json] of [['GET', undefined], ['POST', { count: 1, days: 30, expiresOn: '2026-03-31' }]] as const) {
      expect((await t.call(method, '/api/admin/codes', { json })).status).toBe(401);
      const refused = await t.call(method, '/api/admin/codes', { token: student, json });
      expect(refused.status).toBe(403);
      expect((refused.body as { message: string }).message).toBe('No tienes permisos para acceder a esa página.');
    }
  });

  it('makes unguessable single-use codes, listed a page at a time with their state, and records the batch', async () => {
    const made = await batch(60, 30, '2026-03-31');
    expect(made.codes).toHaveLength(60);
    expect(new Set(made.codes).size).toBe(60);
    for (const code of made.codes) expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{16}$/);
    const first = await listCodes();
    expect(first.total).toBe(60);
    expect(first.codes).toHaveLength(first.pageSize);
    expect(first.codes.every((c) => c.state === 'free' && c.days === 30 && c.expiresOn === '2026-03-31')).toBe(true);
    expect((await listCodes('?page=2')).codes).toHaveLength(10);
    const { entries } = expectStatus(await t.call('GET', '/api/admin/activity', { token: operator }), 200) as { entries: ActivityEntry[] };
    expect(entries[0]).toMatchObject({ action: 'create-codes', details: { batchId: made.batchId, count: 60, days: 30, expiresOn: '2026-03-31' } });
  });

  it('refuses a batch that expires in the past or asks for too many', async () => {
    const past = await t.call('POST', '/api/admin/codes', { token: operator, json: { count: 1, days: 30, expiresOn: '2026-03-14' } });
    expect(expectStatus(past, 400)).toEqual({ message: 'La fecha de vencimiento ya pasó: elige hoy o un día posterior.' });
    const many = await t.call('POST', '/api/admin/codes', { token: operator, json: { count: 501, days: 30, expiresOn: '2026-03-31' } });
    expect(expectStatus(many, 400)).toEqual({ message: 'Crea como máximo 500 códigos a la vez.' });
  });
});

describe('signing up with a code at /activar', () => {
  it('creates the account with the course for the code’s days and signs in; the code shows who used it', async () => {
    const { codes } = await batch(1, 30);
    // Typed as the student reads it: grouped, lower case.
    const answer = expectStatus(await signUp(formatCode(codes[0]).toLowerCase()), 201);
    expect(answer).toMatchObject({ accessEndsAt: '2026-04-13', days: 30, student: { email: 'nueva@academia.pe', name: 'Nueva Alumna' } });
    const token = await t.login('nueva@academia.pe', 'Clave2026!');
    const courses = expectStatus(await t.call('GET', '/api/auth/me/courses', { token }), 200) as { accessEndsAt: string }[];
    expect(courses).toEqual([expect.objectContaining({ accessEndsAt: '2026-04-13', accessEnded: false })]);
    const [listed] = (await listCodes()).codes;
    expect(listed).toMatchObject({ state: 'used', usedBy: { email: 'nueva@academia.pe' } });
    const { entries } = expectStatus(await t.call('GET', '/api/admin/activity', { token: operator }), 200) as { entries: ActivityEntry[] };
    expect(entries[0]).toMatchObject({ action: 'redeem-code', operator: null, target: { email: 'nueva@academia.pe' }, details: { code: codes[0], endsAt: '2026-04-13' } });
  });

  it('uses the change-password rules and messages', async () => {
    const { codes } = await batch(1);
    expect(expectStatus(await signUp(codes[0], 'a@academia.pe', { newPassword: 'corta', confirmPassword: 'corta' }), 400)).toEqual({
      message: 'La contraseña debe tener al menos 8 caracteres',
    });
    expect(expectStatus(await signUp(codes[0], 'a@academia.pe', { confirmPassword: 'Otra2026!' }), 400)).toEqual({
      message: 'La nueva contraseña y la confirmación no coinciden',
    });
    expect((await listCodes()).codes[0].state).toBe('free');
  });

  it('gives a code to one of two sign-ups at once; the other is told it was used and leaves no account', async () => {
    const { codes } = await batch(1);
    const answers = await Promise.all([signUp(codes[0], 'uno@academia.pe'), signUp(codes[0], 'dos@academia.pe')]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 400]);
    const loser = answers.find((a) => a.status === 400)!;
    expect((loser.body as { message: string }).message).toBe(CODE_USED);
    const winners = await Promise.all(['uno@academia.pe', 'dos@academia.pe'].map((email) => t.students.findByEmail(email)));
    expect(winners.filter(Boolean)).toHaveLength(1);
  });

  it('refuses used, expired and unknown codes in Spanish, writing nothing', async () => {
    const { codes } = await batch(2, 30, '2026-03-20');
    expectStatus(await signUp(codes[0], 'primera@academia.pe'), 201);
    expect(expectStatus(await signUp(codes[0], 'segunda@academia.pe'), 400)).toEqual({ message: CODE_USED, reason: 'used' });
    expect(expectStatus(await signUp('ZZZZ-ZZZZ-ZZZZ-ZZZZ', 'segunda@academia.pe'), 400)).toEqual({ message: CODE_INVALID, reason: 'unknown' });
    expect(expectStatus(await signUp('abc', 'segunda@academia.pe'), 400)).toEqual({ message: CODE_INVALID });
    // The 20th is the codes' last day; the 21st they have expired.
    t.clock.now = Date.parse('2026-03-21T00:30:00-05:00');
    expect(expectStatus(await signUp(codes[1], 'segunda@academia.pe'), 400)).toEqual({
      message: 'Este código venció el 20 de marzo de 2026. Pide uno nuevo a la academia.',
      reason: 'expired',
    });
    expect(await t.students.findByEmail('segunda@academia.pe')).toBeUndefined();
    operator = await t.login(OPERATOR.email, OPERATOR.password);
    expect((await listCodes('?state=expired')).codes.map((c) => c.code)).toEqual([codes[1]]);
  });

  it('refuses an email that has an account without using the code', async () => {
    const { codes } = await batch(1);
    const taken = expectStatus(await signUp(codes[0], 'estudiante@academia.pe'), 409) as { message: string };
    expect(taken.message).toBe('Ya existe una cuenta con el correo estudiante@academia.pe. Inicia sesión y canjea el código con «Canjear código», en Mis Cursos o en el menú de tu cuenta.');
    expect((await listCodes()).codes[0].state).toBe('free');
  });

  it('answers a code that is not free the same for an email with an account and a new one, and counts both (issue 55)', async () => {
    const { codes } = await batch(1);
    expectStatus(await signUp(codes[0], 'primera@academia.pe', {}, '203.0.113.20'), 201);
    for (const code of ['ZZZZ-ZZZZ-ZZZZ-ZZZZ', codes[0], 'abc']) {
      const existing = await signUp(code, 'estudiante@academia.pe', {}, '203.0.113.21');
      const fresh = await signUp(code, 'nadie@academia.pe', {}, '203.0.113.21');
      expect([existing.status, existing.body], code).toEqual([fresh.status, fresh.body]);
      expect(existing.status).toBe(400);
    }
    // Six tries so far from this address; four more with an account's email fill the limit.
    for (let i = 0; i < 4; i += 1) expect((await signUp('ZZZZ-ZZZZ-ZZZZ-ZZZZ', 'estudiante@academia.pe', {}, '203.0.113.21')).status).toBe(400);
    expect((await signUp('ZZZZ-ZZZZ-ZZZZ-ZZZZ', 'estudiante@academia.pe', {}, '203.0.113.21')).status).toBe(429);
  });

  it('counts refused codes per address like failed sign-ins (429 with Retry-After)', async () => {
    for (let i = 0; i < CODE_LIMIT.max; i += 1) expect((await signUp('ZZZZ-ZZZZ-ZZZZ-ZZZZ', `x${i}@academia.pe`, {}, '203.0.113.9')).status).toBe(400);
    const { codes } = await batch(1);
    const limited = await signUp(codes[0], 'tarde@academia.pe', {}, '203.0.113.9');
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another address is not held back.
    expect((await signUp(codes[0], 'tarde@academia.pe', {}, '203.0.113.10')).status).toBe(201);
  });
});

describe('a student with an account redeems a code', () => {
  it('extends a running access by the code’s days, or gives them from today', async () => {
    const { codes } = await batch(2, 10);
    const student = await t.createStudent();
    const token = await t.login(student.email, student.password);
    const fresh = expectStatus(await t.call('POST', '/api/codes/redeem', { token, json: { code: codes[0] } }), 200);
    expect(fresh).toEqual({ accessEndsAt: '2026-03-24', previousEndsAt: null, days: 10 });
    const extended = expectStatus(await t.call('POST', '/api/codes/redeem', { token, json: { code: codes[1] } }), 200);
    expect(extended).toEqual({ accessEndsAt: '2026-04-03', previousEndsAt: '2026-03-24', days: 10 });
  });

  it('needs a signed-in student', async () => {
    const { codes } = await batch(1);
    expect((await t.call('POST', '/api/codes/redeem', { json: { code: codes[0] } })).status).toBe(401);
  });
});
