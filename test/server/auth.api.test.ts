/**
 * /api/auth and the API's edges through app.request() (issue 2 'The API', spec §5, §7, §8): sign-in,
 * rate limit, password change, courses, logout, every kind of bad token, bad bodies, security headers.
 * Runs on a throwaway PGlite folder, or on PostgreSQL when DATABASE_URL is set.
 */
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { tokenService } from '../../server/lib/http';
import { topics } from '../../src/content/course';
import { DEMO_STUDENT, TEST_TOKEN_TTL, type ApiAnswer, type TestApp, setUpTestApp } from './support/test-app';

const BAD_CREDENTIALS = { message: 'Credenciales incorrectas' };
const TOO_MANY = { message: 'Demasiados intentos. Inténtalo de nuevo en unos minutos.' };
const UNAUTHORIZED = { message: 'Sesión inválida o expirada.' };
const MINUTE = 60_000;

let t: TestApp;

setUpTestApp((app) => (t = app), { failOnServerErrors: true });

/** A client error answered as a JSON message, without any trace of the server's internals. */
function expectCleanError(res: ApiAnswer, status: number, message?: string) {
  expect(res.status, res.text).toBe(status);
  expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  const body = res.body as { message?: unknown };
  expect(typeof body.message).toBe('string');
  expect((body.message as string).length).toBeGreaterThan(0);
  if (message !== undefined) expect(body.message).toBe(message);
  expect(res.text).not.toMatch(/\bat .+:\d+|\.ts\b|node_modules|ZodError|TypeError|SyntaxError|"stack"/);
}

const login = (body: unknown, ip?: string) => t.call('POST', '/api/auth/login', { json: body, ip });

function changePassword(token: string, currentPassword: string, newPassword: string, confirmPassword = newPassword) {
  return t.call('POST', '/api/auth/change-password', { token, json: { currentPassword, newPassword, confirmPassword } });
}

describe('POST /api/auth/login', () => {
  it('answers 200 with the user and an access token', async () => {
    const res = await login({ email: DEMO_STUDENT.email, password: DEMO_STUDENT.password });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      user: { id: expect.any(Number), name: DEMO_STUDENT.name, email: DEMO_STUDENT.email, role: 'student' },
      access_token: expect.stringMatching(/^[\w-]+\.[\w-]+\.[\w-]+$/),
    });
    expect(res.text).not.toMatch(/hash|argon|token_version/i);
  });

  it('answers wrong email and wrong password with the same 401 body', async () => {
    const wrongEmail = await login({ email: 'nadie@academia.pe', password: DEMO_STUDENT.password });
    const wrongPassword = await login({ email: DEMO_STUDENT.email, password: 'Peru2026?' });
    expectCleanError(wrongEmail, 401);
    expectCleanError(wrongPassword, 401);
    expect(wrongEmail.body).toEqual(BAD_CREDENTIALS);
    expect(wrongPassword.text).toBe(wrongEmail.text);
  });

  it('treats the email case-insensitively (and ignores surrounding spaces)', async () => {
    for (const email of ['ESTUDIANTE@ACADEMIA.PE', 'Estudiante@Academia.pe', '  estudiante@academia.pe  ']) {
      const res = await login({ email, password: DEMO_STUDENT.password });
      expect(res.status, email).toBe(200);
      expect((res.body as { user: { email: string } }).user.email).toBe(DEMO_STUDENT.email);
    }
  });

  it('never treats the password case-insensitively', async () => {
    expectCleanError(await login({ email: DEMO_STUDENT.email, password: DEMO_STUDENT.password.toUpperCase() }), 401);
  });

  describe('rate limit', () => {
    async function failTimes(n: number, email: string = DEMO_STUDENT.email, ip?: string) {
      for (let i = 0; i < n; i += 1) {
        const res = await login({ email, password: `Incorrecta${i}!` }, ip);
        expect(res.status, `failure ${i + 1}`).toBe(401);
      }
    }

    it('answers the 11th attempt after 10 failures for the same email and IP with 429, even with the right password', async () => {
      await failTimes(10);
      const blocked = await login({ email: DEMO_STUDENT.email, password: DEMO_STUDENT.password });
      expectCleanError(blocked, 429);
      expect(blocked.body).toEqual(TOO_MANY);
      expect((await login({ email: DEMO_STUDENT.email, password: 'Otra2026!' })).body).toEqual(TOO_MANY);
    });

    it('counts before the password is checked: of 50 concurrent wrong passwords at most 10 reach argon2 (issue 16, item 6)', async () => {
      const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => login({ email: DEMO_STUDENT.email, password: `Incorrecta${i}!` })));
      const statuses = answers.map((res) => res.status);
      // A 401 is an answer argon2 gave; a 429 never reached it.
      expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(10);
      expect(statuses.filter((status) => status !== 401 && status !== 429)).toEqual([]);
      for (const res of answers.filter((answer) => answer.status === 429)) expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
      // Refused requests are not counted: the window then fills to exactly 10 checked failures.
      let checked = statuses.filter((status) => status === 401).length;
      for (let i = 0; i < 20; i += 1) if ((await login({ email: DEMO_STUDENT.email, password: `Otra${i}!` })).status === 401) checked += 1;
      expect(checked).toBe(10);
      expect((await login({ email: DEMO_STUDENT.email, password: DEMO_STUDENT.password })).status).toBe(429);
    });

    it('caps failed sign-ins per address whatever the email: 30 in 15 minutes, then 429 with Retry-After (issue 16, item 7)', async () => {
      for (let i = 0; i < 30; i += 1) expect((await login({ email: `nadie${i}@academia.pe`, password: 'Cualquiera1!' })).status).toBe(401);
      const blocked = await login({ email: 'otro@academia.pe', password: 'Cualquiera1!' });
      expectCleanError(blocked, 429);
      expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(14 * 60);
      // Even a student's right password from that address waits; from another address it works.
      expect((await login({ email: DEMO_STUDENT.email, password: DEMO_STUDENT.password })).status).toBe(429);
      expect((await login({ email: DEMO_STUDENT.email, password: DEMO_STUDENT.password }, '203.0.113.5')).status).toBe(200);
      t.clock.advance(15 * MINUTE);
      expect((await login({ email: DEMO_STUDENT.email, password: DEMO_STUDENT.password })).status).toBe(200);
    });

    it('successful sign-ins do not use up the address: 40 in a row from one address all work', async () => {
      for (let i = 0; i < 40; i += 1) expect((await login({ email: DEMO_STUDENT.email, password: DEMO_STUDENT.password })).status).toBe(200);
    });

    it('every 429 carries Retry-After: the seconds until the oldest failure stops counting', async () => {
      await failTimes(10);
      t.clock.advance(5 * MINUTE);
      const blocked = await login({ email: DEMO_STUDENT.email, password: DEMO_STUDENT.password });
      expect(blocked.status).toBe(429);
      expect(Number(blocked.headers.get('retry-after'))).toBe(10 * 60);
    });

    it('does not block after 9 failures', async () => {
      await failTimes(9);
      expect((await login({ email: DEMO_STUDENT.email, password: DEMO_STUDENT.password })).status).toBe(200);
    });

    it('does not block a different email from the same IP, nor the same email from another IP', async () => {
      const other = await t.createStudent();
      await failTimes(10);
      expect((await login({ email: other.email, password: other.password })).status).toBe(200);
      expect((await login({ email: DEMO_STUDENT.email, password: DEMO_STUDENT.password }, '203.0.113.99')).status).toBe(200);
      expect((await login({ email: DEMO_STUDENT.email, password: DEMO_STUDENT.password })).status).toBe(429);
    });

    it('counts the email case-insensitively', async () => {
      await failTimes(5, DEMO_STUDENT.email);
      await failTimes(5, DEMO_STUDENT.email.toUpperCase());
      expect((await login({ email: DEMO_STUDENT.email, password: DEMO_STUDENT.password })).status).toBe(429);
    });

    it('blocks unknown emails the same way (no account enumeration)', async () => {
      await failTimes(10, 'nadie@academia.pe');
      expect((await login({ email: 'nadie@academia.pe', password: 'Cualquiera1!' })).body).toEqual(TOO_MANY);
    });

    it('forgets failures after 15 minutes', async () => {
      await failTimes(10);
      t.clock.advance(15 * MINUTE - 1000);
      expect((await login({ email: DEMO_STUDENT.email, password: DEMO_STUDENT.password })).status).toBe(429);
      t.clock.advance(1000);
      expect((await login({ email: DEMO_STUDENT.email, password: DEMO_STUDENT.password })).status).toBe(200);
    });

    it('is a sliding window: only failures of the last 15 minutes count', async () => {
      await failTimes(5);
      t.clock.advance(10 * MINUTE);
      await failTimes(5);
      expect((await login({ email: DEMO_STUDENT.email, password: DEMO_STUDENT.password })).status).toBe(429);
      t.clock.advance(5 * MINUTE);
      // The first five have expired; five recent failures remain.
      expect((await login({ email: DEMO_STUDENT.email, password: DEMO_STUDENT.password })).status).toBe(200);
    });

    it('starts counting again after a successful sign-in', async () => {
      await failTimes(9);
      expect((await login({ email: DEMO_STUDENT.email, password: DEMO_STUDENT.password })).status).toBe(200);
      await failTimes(9);
      expect((await login({ email: DEMO_STUDENT.email, password: DEMO_STUDENT.password })).status).toBe(200);
    });
  });

  describe('bad bodies → 400 with a Spanish message, never a 500', () => {
    it("zod's own messages come back in Spanish (issue 16, item 13)", async () => {
      for (const json of [{ email: 5, password: 'x' }, { email: 'a@b.pe', password: ['x'] }, { email: 'a@b.pe' }]) {
        const res = await login(json);
        expectCleanError(res, 400);
        expect((res.body as { message: string }).message).not.toMatch(/Invalid|Too (small|big)|expected|received|Required/);
      }
      const token = await t.login();
      const attempt = { id: '00000000-0000-4000-8000-000000000000', examId: 'principal-01', startedAt: '2026-01-01T00:00:00Z', finishedAt: '2026-01-01T00:10:00Z' };
      for (const json of [
        { id: 'x', examId: 1 },
        { ...attempt, answers: 'x' },
        // Over zod's own bounds: its English 'Too big: …' before.
        { ...attempt, answers: Array.from({ length: 101 }, () => ({ questionId: 'q1', selectedOptions: [] })) },
        { ...attempt, answers: [{ questionId: 'q1', selectedOptions: Array.from({ length: 27 }, () => 'a') }] },
      ]) {
        const res = await t.call('POST', '/api/attempts', { token, json });
        expectCleanError(res, 400);
        expect((res.body as { message: string }).message).not.toMatch(/Invalid|Too (small|big)|expected|received|Required/);
      }
    });

    it('malformed JSON', async () => {
      for (const raw of ['{bad', '', '{"email": "estudiante@academia.pe",', 'null,', '\u0000']) {
        expectCleanError(await t.call('POST', '/api/auth/login', { raw }), 400, 'El cuerpo de la solicitud no es un JSON válido.');
      }
    });

    it('JSON that is not an object', async () => {
      for (const raw of ['null', '[]', '"texto"', '42', 'true']) {
        expectCleanError(await t.call('POST', '/api/auth/login', { raw }), 400, 'Los datos enviados no son válidos.');
      }
    });

    it('missing fields', async () => {
      expectCleanError(await login({ password: 'x' }), 400, 'El correo electrónico es requerido');
      expectCleanError(await login({ email: DEMO_STUDENT.email }), 400, 'La contraseña es requerida');
      expectCleanError(await login({}), 400, 'El correo electrónico es requerido');
      expectCleanError(await login({ email: '   ', password: 'x' }), 400, 'El correo electrónico es requerido');
      expectCleanError(await login({ email: DEMO_STUDENT.email, password: '' }), 400, 'La contraseña es requerida');
    });

    it('wrong types', async () => {
      expectCleanError(await login({ email: 42, password: 'x' }), 400, 'El correo electrónico es requerido');
      expectCleanError(await login({ email: ['a@b.pe'], password: 'x' }), 400, 'El correo electrónico es requerido');
      expectCleanError(await login({ email: DEMO_STUDENT.email, password: 12345678 }), 400, 'La contraseña es requerida');
      expectCleanError(await login({ email: DEMO_STUDENT.email, password: { $ne: '' } }), 400, 'La contraseña es requerida');
      expectCleanError(await login({ email: DEMO_STUDENT.email, password: null }), 400, 'La contraseña es requerida');
    });

    it('an email without the text@text.text shape', async () => {
      for (const email of ['estudiante', 'estudiante@academia', '@academia.pe', 'a b@academia.pe']) {
        expectCleanError(await login({ email, password: 'x' }), 400, 'Ingresa un correo electrónico válido');
      }
    });

    it('a body over 16 KB → 413, with or without a Content-Length header', async () => {
      const big = JSON.stringify({ email: DEMO_STUDENT.email, password: 'x'.repeat(17 * 1024) });
      expectCleanError(await t.call('POST', '/api/auth/login', { raw: big }), 413, 'La solicitud es demasiado grande.');
      expectCleanError(
        await t.call('POST', '/api/auth/login', { raw: big, headers: { 'Content-Length': String(big.length) } }),
        413,
        'La solicitud es demasiado grande.',
      );
    });

    it('a padded body just under 16 KB is still read', async () => {
      const body = JSON.stringify({ email: DEMO_STUDENT.email, password: DEMO_STUDENT.password });
      const padded = body.replace('{', `{${' '.repeat(16 * 1024 - body.length - 10)}`);
      expect(padded.length).toBeLessThan(16 * 1024);
      expect((await t.call('POST', '/api/auth/login', { raw: padded })).status).toBe(200);
    });
  });
});

describe('POST /api/auth/change-password', () => {
  const NEW_PASSWORD = 'Lima2027$Nueva';

  it('is limited like sign-in: after 10 wrong current passwords the 11th, even the right one, → 429 with Retry-After (issue 16, item 8)', async () => {
    const token = await t.login();
    for (let i = 0; i < 10; i += 1) expect((await changePassword(token, `Incorrecta${i}!`, NEW_PASSWORD)).status).toBe(400);
    const blocked = await changePassword(token, DEMO_STUDENT.password, NEW_PASSWORD);
    expectCleanError(blocked, 429);
    expect(blocked.body).toEqual(TOO_MANY);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(14 * 60);
    t.clock.advance(15 * MINUTE);
    const fresh = await t.login();
    expect((await changePassword(fresh, DEMO_STUDENT.password, NEW_PASSWORD)).status).toBe(200);
  });

  it('answers 200 with a fresh token; the old token is revoked and the new one works', async () => {
    const oldToken = await t.login();
    const otherDevice = await t.login();
    const res = await changePassword(oldToken, DEMO_STUDENT.password, NEW_PASSWORD);
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual({
      success: true,
      message: expect.stringMatching(/\S/),
      access_token: expect.stringMatching(/^[\w-]+\.[\w-]+\.[\w-]+$/),
    });
    const newToken = (res.body as { access_token: string }).access_token;

    expect((await t.call('GET', '/api/auth/me/courses', { token: oldToken })).body).toEqual({ ...UNAUTHORIZED, reason: 'password_changed' });
    expect((await t.call('GET', '/api/auth/me/courses', { token: otherDevice })).status).toBe(401);
    expect((await t.call('GET', '/api/auth/me/courses', { token: newToken })).status).toBe(200);

    expectCleanError(await login({ email: DEMO_STUDENT.email, password: DEMO_STUDENT.password }), 401, 'Credenciales incorrectas');
    expect((await login({ email: DEMO_STUDENT.email, password: NEW_PASSWORD })).status).toBe(200);
  });

  it('answers a wrong current password with 400 {success:false, message} and changes nothing', async () => {
    const token = await t.login();
    const res = await changePassword(token, 'Incorrecta1!', NEW_PASSWORD);
    expectCleanError(res, 400);
    expect(res.body).toEqual({ success: false, message: 'Contraseña actual incorrecta' });
    expect((await t.call('GET', '/api/auth/me/courses', { token })).status).toBe(200);
    expect((await login({ email: DEMO_STUDENT.email, password: DEMO_STUDENT.password })).status).toBe(200);
    expect((await login({ email: DEMO_STUDENT.email, password: NEW_PASSWORD })).status).toBe(401);
  });

  describe('validation in the spec §5 order', () => {
    const current = DEMO_STUDENT.password;
    const cases: [string, Record<string, unknown>, string][] = [
      ['empty current', { currentPassword: '', newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }, 'Todos los campos son obligatorios'],
      ['empty new', { currentPassword: current, newPassword: '', confirmPassword: NEW_PASSWORD }, 'Todos los campos son obligatorios'],
      ['empty confirmation', { currentPassword: current, newPassword: NEW_PASSWORD, confirmPassword: '' }, 'Todos los campos son obligatorios'],
      ['missing confirmation', { currentPassword: current, newPassword: NEW_PASSWORD }, 'Todos los campos son obligatorios'],
      ['all missing', {}, 'Todos los campos son obligatorios'],
      ['a number instead of text', { currentPassword: current, newPassword: 12345678, confirmPassword: 12345678 }, 'Todos los campos son obligatorios'],
      ['required comes before the rules', { currentPassword: current, newPassword: 'abc', confirmPassword: '' }, 'Todos los campos son obligatorios'],
      ['too short', { currentPassword: current, newPassword: 'Ab1!x', confirmPassword: 'Ab1!x' }, 'La contraseña debe tener al menos 8 caracteres'],
      ['too long', { currentPassword: current, newPassword: `Aa1!${'x'.repeat(47)}`, confirmPassword: `Aa1!${'x'.repeat(47)}` }, 'La contraseña no puede tener más de 50 caracteres'],
      ['far too long', { currentPassword: current, newPassword: `Aa1!${'x'.repeat(300)}`, confirmPassword: `Aa1!${'x'.repeat(300)}` }, 'La contraseña no puede tener más de 50 caracteres'],
      ['no lowercase', { currentPassword: current, newPassword: 'LIMA2027$', confirmPassword: 'LIMA2027$' }, 'La contraseña debe contener al menos una letra minúscula'],
      ['no uppercase', { currentPassword: current, newPassword: 'lima2027$', confirmPassword: 'lima2027$' }, 'La contraseña debe contener al menos una letra mayúscula'],
      ['no digit', { currentPassword: current, newPassword: 'LimaNueva$', confirmPassword: 'LimaNueva$' }, 'La contraseña debe contener al menos un número'],
      ['no special character', { currentPassword: current, newPassword: 'LimaNueva2027', confirmPassword: 'LimaNueva2027' }, 'La contraseña debe contener al menos uno de estos caracteres especiales: @ $ ! % * ? &'],
      ['a special character outside the list', { currentPassword: current, newPassword: 'LimaNueva2027#', confirmPassword: 'LimaNueva2027#' }, 'La contraseña debe contener al menos uno de estos caracteres especiales: @ $ ! % * ? &'],
      ['the first failing rule wins', { currentPassword: current, newPassword: 'abcdefgh', confirmPassword: 'abcdefgh' }, 'La contraseña debe contener al menos una letra mayúscula'],
      ['rules come before the mismatch', { currentPassword: current, newPassword: 'corta', confirmPassword: 'otra' }, 'La contraseña debe tener al menos 8 caracteres'],
      ['mismatch', { currentPassword: current, newPassword: NEW_PASSWORD, confirmPassword: `${NEW_PASSWORD}x` }, 'La nueva contraseña y la confirmación no coinciden'],
      ['mismatch comes before same-as-current', { currentPassword: current, newPassword: current, confirmPassword: NEW_PASSWORD }, 'La nueva contraseña y la confirmación no coinciden'],
      ['same as current', { currentPassword: current, newPassword: current, confirmPassword: current }, 'La nueva contraseña debe ser diferente a la actual'],
    ];

    it.each(cases)('%s → 400 with its message', async (_name, body, message) => {
      const token = await t.login();
      const res = await t.call('POST', '/api/auth/change-password', { token, json: body });
      expectCleanError(res, 400, message);
      // Nothing changed: the token still works and the password is the same.
      expect((await t.call('GET', '/api/auth/me/courses', { token })).status).toBe(200);
    });

    it('validates the rules before checking the current password', async () => {
      const token = await t.login();
      expectCleanError(await changePassword(token, 'Incorrecta1!', 'corta'), 400, 'La contraseña debe tener al menos 8 caracteres');
    });

    it('malformed JSON and non-objects → 400', async () => {
      const token = await t.login();
      expectCleanError(
        await t.call('POST', '/api/auth/change-password', { token, raw: '{"currentPassword":' }),
        400,
        'El cuerpo de la solicitud no es un JSON válido.',
      );
      expectCleanError(await t.call('POST', '/api/auth/change-password', { token, raw: '[1,2]' }), 400, 'Los datos enviados no son válidos.');
    });

    it('a body over 16 KB → 413', async () => {
      const token = await t.login();
      const huge = 'x'.repeat(20 * 1024);
      expectCleanError(await changePassword(token, huge, huge), 413, 'La solicitud es demasiado grande.');
    });
  });
});

describe('GET /api/auth/me/courses', () => {
  it('answers the demo student with a bare array holding the course', async () => {
    const res = await t.call('GET', '/api/auth/me/courses', { token: await t.login() });
    expect(res.status).toBe(200);
    expect(Array.isArray(res.body)).toBe(true);
    expect(res.body).toEqual([
      {
        id: expect.any(Number),
        name: 'Examen de Naturalización',
        description: expect.stringMatching(/\S/),
        duration: `${topics.length} temas · 24 exámenes de práctica`,
        thumbnail_url: '/illustrations/curso-naturalizacion.svg',
        permalink: '/courses/examen-de-naturalizacion',
        productDetails: { slug: 'examen-de-naturalizacion' },
        accessEndsAt: null,
        accessEnded: false,
      },
    ]);
  });

  it('answers a student without courses with an empty array', async () => {
    const student = await t.createStudent();
    const res = await t.call('GET', '/api/auth/me/courses', { token: await t.login(student.email, student.password) });
    expect(res.status).toBe(200);
    expect(res.body).toEqual([]);
  });

  it('answers a repeated read (token and student cached) with the same body, until the session is revoked', async () => {
    const token = await t.login();
    const first = await t.call('GET', '/api/auth/me/courses', { token });
    const res = await t.app.fetch(new Request('http://localhost/api/auth/me/courses', { headers: { Authorization: `Bearer ${token}` } }));
    expect(res.status).toBe(200);
    expect(await res.text()).toBe(first.text);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect((await t.call('POST', '/api/auth/logout', { token })).status).toBe(204);
    const revoked = await t.app.fetch(new Request('http://localhost/api/auth/me/courses', { headers: { Authorization: `Bearer ${token}` } }));
    expect(revoked.status).toBe(401);
  });
});

describe('POST /api/auth/logout', () => {
  it('answers 204 and the token no longer works', async () => {
    const token = await t.login();
    const res = await t.call('POST', '/api/auth/logout', { token });
    expect(res.status).toBe(204);
    expect(res.text).toBe('');
    expect((await t.call('GET', '/api/auth/me/courses', { token })).body).toEqual(UNAUTHORIZED);
    expect((await t.call('POST', '/api/auth/logout', { token })).status).toBe(401);
    // Signing in again gives a working token.
    expect((await t.call('GET', '/api/auth/me/courses', { token: await t.login() })).status).toBe(200);
  });

  it("does not sign out another student", async () => {
    const student = await t.createStudent({ enrolled: true });
    const theirs = await t.login(student.email, student.password);
    await t.call('POST', '/api/auth/logout', { token: await t.login() });
    expect((await t.call('GET', '/api/auth/me/courses', { token: theirs })).status).toBe(200);
  });
});

describe('Bearer endpoints reject bad tokens with 401 {message}', () => {
  const endpoints: [string, string, unknown][] = [
    ['GET', '/api/auth/me/courses', undefined],
    ['POST', '/api/auth/logout', undefined],
    ['POST', '/api/auth/change-password', { currentPassword: DEMO_STUDENT.password, newPassword: 'Lima2027$Nueva', confirmPassword: 'Lima2027$Nueva' }],
    ['GET', '/api/attempts', undefined],
    ['POST', '/api/attempts', {}],
  ];

  async function expectRejected(headers: Record<string, string>, what: string) {
    for (const [method, url, json] of endpoints) {
      const res = await t.call(method, url, { headers, json });
      expect(res.status, `${what}: ${method} ${url}`).toBe(401);
      expect(res.body, `${what}: ${method} ${url}`).toEqual(UNAUTHORIZED);
    }
    // None of those calls changed anything for the student.
    expect((await login({ email: DEMO_STUDENT.email, password: DEMO_STUDENT.password })).status).toBe(200);
  }

  /** The payload of a valid token of the demo student, to forge variants of it. */
  async function demoClaims() {
    const token = await t.login();
    const payload = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()) as { sub: string; ver: number; iat: number; exp: number };
    return { token, payload };
  }

  it('missing', async () => {
    await expectRejected({}, 'no header');
  });

  it('malformed', async () => {
    const { token } = await demoClaims();
    const cases: Record<string, string> = {
      'empty bearer': 'Bearer ',
      'not a JWT': 'Bearer abc',
      'three parts of garbage': 'Bearer a.b.c',
      'another scheme': `Basic ${Buffer.from(`${DEMO_STUDENT.email}:${DEMO_STUDENT.password}`).toString('base64')}`,
      'no scheme': token,
      'two tokens': `Bearer ${token} ${token}`,
      'truncated': `Bearer ${token.slice(0, -5)}`,
    };
    for (const [what, header] of Object.entries(cases)) await expectRejected({ Authorization: header }, what);
  });

  it('wrongly signed', async () => {
    const { token, payload } = await demoClaims();
    const otherSecret = new Uint8Array(32).fill(7);
    const forged = await tokenService(otherSecret, TEST_TOKEN_TTL, () => t.clock.now).sign({ studentId: Number(payload.sub), version: payload.ver });
    await expectRejected({ Authorization: `Bearer ${forged}` }, 'other secret');

    // The right signature over a different payload (another student id).
    const [header, , signature] = token.split('.');
    const swapped = Buffer.from(JSON.stringify({ ...payload, sub: '2' })).toString('base64url');
    await expectRejected({ Authorization: `Bearer ${header}.${swapped}.${signature}` }, 'edited payload');

    // alg: none, and an algorithm outside the allowlist even with the right secret.
    const none = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${token.split('.')[1]}.`;
    await expectRejected({ Authorization: `Bearer ${none}` }, 'alg none');
    const hs512 = await new SignJWT({ ver: payload.ver })
      .setProtectedHeader({ alg: 'HS512' })
      .setSubject(payload.sub)
      .setIssuedAt(payload.iat)
      .setExpirationTime(payload.exp)
      .sign(t.secret);
    await expectRejected({ Authorization: `Bearer ${hs512}` }, 'HS512');
  });

  it('expired (the clock jumps past TOKEN_TTL)', async () => {
    const token = await t.login();
    t.clock.advance((TEST_TOKEN_TTL - 1) * 1000);
    expect((await t.call('GET', '/api/auth/me/courses', { token })).status).toBe(200);
    t.clock.advance(2000);
    await expectRejected({ Authorization: `Bearer ${token}` }, 'expired');
  });

  it('revoked (after logout)', async () => {
    const token = await t.login();
    expect((await t.call('POST', '/api/auth/logout', { token })).status).toBe(204);
    await expectRejected({ Authorization: `Bearer ${token}` }, 'revoked');
  });

  it('revoked by a password change made on another device: 401 with the reason password_changed (issue 17, item 5)', async () => {
    const thisDevice = await t.login();
    const otherDevice = await t.login();
    expect((await changePassword(otherDevice, DEMO_STUDENT.password, 'Lima2027$Nueva')).status).toBe(200);
    for (const [method, url, json] of endpoints) {
      const res = await t.call(method, url, { token: thisDevice, json });
      expect(res.status, `${method} ${url}`).toBe(401);
      // The message stays for clients that read only it.
      expect(res.body, `${method} ${url}`).toEqual({ ...UNAUTHORIZED, reason: 'password_changed' });
    }
  });

  it("revoked by the operator's reset-password (the CLI's repository call): the same reason", async () => {
    const token = await t.login();
    const { id } = (await t.students.findByEmail(DEMO_STUDENT.email))!;
    await t.students.setPassword(id, 'otro-hash');
    // The app keeps a student in memory for under a second (students.repository.ts, its read-through cache).
    t.clock.advance(1000);
    expect((await t.call('GET', '/api/auth/me/courses', { token })).body).toEqual({ ...UNAUTHORIZED, reason: 'password_changed' });
  });

  it('a logout after the password change gives no reason to the tokens issued between them', async () => {
    const before = await t.login();
    const changed = await changePassword(before, DEMO_STUDENT.password, 'Lima2027$Nueva');
    const between = (changed.body as { access_token: string }).access_token;
    const after = await t.login(DEMO_STUDENT.email, 'Lima2027$Nueva');
    expect((await t.call('POST', '/api/auth/logout', { token: after })).status).toBe(204);
    expect((await t.call('GET', '/api/auth/me/courses', { token: between })).body).toEqual(UNAUTHORIZED);
    expect((await t.call('GET', '/api/auth/me/courses', { token: after })).body).toEqual(UNAUTHORIZED);
    // The token from before the change was revoked by it, whatever came later.
    expect((await t.call('GET', '/api/auth/me/courses', { token: before })).body).toEqual({ ...UNAUTHORIZED, reason: 'password_changed' });
  });

  it('of a student who no longer exists', async () => {
    const student = await t.createStudent();
    const token = await t.login(student.email, student.password);
    await t.database.exec(`DELETE FROM students WHERE id = ${student.id}`);
    await expectRejected({ Authorization: `Bearer ${token}` }, 'deleted student');
  });
});

describe('the rest of /api', () => {
  it('GET /api/health → 200 {status:"ok"}', async () => {
    const res = await t.call('GET', '/api/health');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok' });
  });

  it('an unknown /api path → 404 JSON, not the app shell', async () => {
    const token = await t.login();
    for (const [method, url] of [
      ['GET', '/api/nada'],
      ['GET', '/api'],
      ['POST', '/api/auth/nada'],
      ['GET', '/api/attempts/x/y'],
      ['DELETE', '/api/attempts/x'],
    ]) {
      const res = await t.call(method, url, { token });
      expectCleanError(res, 404, 'Recurso no encontrado.');
    }
  });

  it('a method an /api path does not take → 405 JSON with Allow (issue 16, item 14)', async () => {
    const token = await t.login();
    for (const [method, url, allow] of [
      ['GET', '/api/auth/login', 'POST'],
      ['PUT', '/api/auth/logout', 'POST'],
      ['DELETE', '/api/attempts', 'POST, GET, HEAD'],
      ['PATCH', '/api/attempts/', 'POST, GET, HEAD'],
      ['POST', '/api/auth/me/courses', 'GET, HEAD'],
      ['DELETE', '/api/health', 'GET, HEAD'],
    ]) {
      const res = await t.call(method, url, { token });
      expectCleanError(res, 405, 'Método no permitido para este recurso.');
      expect(res.headers.get('allow'), `${method} ${url}`).toBe(allow);
    }
  });

  it('security headers on every /api answer', async () => {
    const token = await t.login();
    const answers = [
      await t.call('GET', '/api/health'),
      await t.call('GET', '/api/auth/me/courses', { token }),
      await t.call('GET', '/api/auth/me/courses'),
      await t.call('GET', '/api/nada'),
      await t.call('POST', '/api/auth/login', { raw: '{' }),
      await t.call('POST', '/api/auth/login', { raw: 'x'.repeat(20_000) }),
      await login({ email: DEMO_STUDENT.email, password: 'Incorrecta1!' }),
      await t.call('POST', '/api/auth/logout', { token }),
    ];
    for (const res of answers) {
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp, `${res.status}`).toContain("frame-ancestors 'none'");
      expect(csp).toContain("default-src 'none'");
      expect(csp).not.toMatch(/https?:|\*/);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('referrer-policy')).toMatch(/^(no-referrer|same-origin|strict-origin|strict-origin-when-cross-origin)$/);
      expect(res.headers.get('cache-control')).toBe('no-store');
    }
  });
});
