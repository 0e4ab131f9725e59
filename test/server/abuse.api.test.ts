/**
 * Holding up under abuse (issue 31) through app.request(): refusals that cost no database work, a
 * bounded argon2 queue (503 + Retry-After), failed sign-ins limited per account (lock lifted by a
 * reset link, notice mail), addresses normalised and IPv6 grouped by /64, a classroom behind one NAT
 * not refused, a limit per mailbox, strict input (JSON depth, dates, decimal ids, one email rule),
 * HSTS, and a password change that fails leaving the open links alone. Runs on a throwaway PGlite
 * folder, or on PostgreSQL when DATABASE_URL is set.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApp, REFUSAL_PAUSE_MS } from '../../server/app';
import { PASSWORD_WORK, hashPassword, passwordWork } from '../../server/lib/passwords';
import { MEMORY_BLOCK_MS } from '../../server/lib/rate-limit';
import { findExam, questionsOf } from '../../src/content/exams';
import { resultRows } from '../../server/db/client';
import { linkIn } from '../support/eml';
import { signInOperator } from './support/console';
import { DEMO_STUDENT, TEST_PUBLIC_URL, TEST_TOKEN_TTL, type ApiAnswer, type TestApp, setUpTestApp } from './support/test-app';

const TOO_MANY = 'Demasiados intentos. Inténtalo de nuevo en unos minutos.';
const LOCKED =
  'Hubo demasiados intentos fallidos con esta cuenta y la bloqueamos por un tiempo. Para entrar ahora, usa «Olvidé mi contraseña» y crea una nueva contraseña.';
const BUSY = 'El servidor está ocupado. Inténtalo de nuevo en unos segundos.';
const MAILBOX_LIMITED = 'Ya se enviaron varios correos a esta cuenta en la última hora. Inténtalo de nuevo más tarde.';
const TOO_DEEP = 'Los datos enviados tienen demasiados niveles de anidación.';
const NEW_PASSWORD = 'Nueva2026!clave';

let t: TestApp;

setUpTestApp((app) => (t = app), { failOnServerErrors: true });

const login = (email: string, password: string, ip?: string) => t.call('POST', '/api/auth/login', { json: { email, password }, ip });
const forgot = (email: string, ip: string) => t.call('POST', '/api/auth/forgot-password', { json: { email }, ip });
const statuses = (answers: ApiAnswer[]) => answers.map((answer) => answer.status);
const count = (answers: ApiAnswer[], status: number) => answers.filter((answer) => answer.status === status).length;

function expectRefused(res: ApiAnswer, message: string) {
  expect(res.status, res.text).toBe(429);
  expect(res.body).toEqual({ message });
  expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
}

/** The app of the test, rebuilt with other settings (same database, clock and mail list). */
function appWith(config: { trustProxy?: number; publicUrl?: string; consoleReads?: { concurrency: number; maxWaiting: number }; mailDelivery?: 'smtp' | 'outbox' }) {
  // serveStatic complains about the missing dist folder when the app is built: expected here.
  const error = console.error;
  console.error = () => undefined;
  const app = createApp({
    database: t.database,
    config: { tokenTtl: TEST_TOKEN_TTL, distDir: '/nonexistent', publicUrl: config.publicUrl ?? TEST_PUBLIC_URL, trustProxy: config.trustProxy },
    secret: t.secret,
    mailer: { description: 'test', send: async (message) => void t.mail.push(message), close: () => undefined },
    now: () => t.clock.now,
    consoleReads: config.consoleReads,
    mailDelivery: config.mailDelivery,
    wait: async (ms) => void t.waits.push(ms),
    pauseRefused: async (ms) => void t.pauses.push(ms),
  });
  console.error = error;
  return app;
}

/**
 * Runs `work` while every `when` write to `table` fails in the database (a trigger raises), the
 * server's expected error log silenced; the trigger is dropped afterwards whatever happens.
 */
async function whileRefused(table: string, when: 'INSERT' | 'UPDATE OF password_hash', work: () => Promise<void>): Promise<void> {
  await t.database.exec(`
    CREATE FUNCTION refuse_write() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'escritura rechazada'; END $$;
    CREATE TRIGGER refuse_write BEFORE ${when} ON ${table} FOR EACH ROW EXECUTE FUNCTION refuse_write();
  `);
  const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  try {
    await work();
  } finally {
    logged.mockRestore();
    await t.database.exec(`DROP TRIGGER refuse_write ON ${table}; DROP FUNCTION refuse_write();`);
  }
}

describe('cheap refusals', () => {
  afterEach(() => passwordWork.configure({ ...PASSWORD_WORK }));

  it('refuses a refused key again from memory, without asking the database, for a few seconds', async () => {
    const ip = '198.51.100.40';
    for (let i = 0; i < 10; i += 1) expect((await login(DEMO_STUDENT.email, `Incorrecta${i}!`, ip)).status).toBe(401);
    expectRefused(await login(DEMO_STUDENT.email, `Incorrecta!`, ip), TOO_MANY);
    // The database forgets every failure: this instance still refuses, so it did not ask.
    await t.database.exec('DELETE FROM rate_limit_hits');
    const fromMemory = await login(DEMO_STUDENT.email, DEMO_STUDENT.password, ip);
    expectRefused(fromMemory, TOO_MANY);
    expect(Number(fromMemory.headers.get('retry-after'))).toBeGreaterThan(14 * 60);
    // After MEMORY_BLOCK_MS the database is asked again (and now holds nothing).
    t.clock.advance(MEMORY_BLOCK_MS);
    expect((await login(DEMO_STUDENT.email, DEMO_STUDENT.password, ip)).status).toBe(200);
  });

  it("holds a refused sign-in's 429 for a second (a flood's connections then send once a second), and nothing else", async () => {
    const ip = '198.51.100.41';
    for (let i = 0; i < 10; i += 1) expect((await login(DEMO_STUDENT.email, `Incorrecta${i}!`, ip)).status).toBe(401);
    expect(t.pauses, 'a wrong password is answered at once').toEqual([]);
    expectRefused(await login(DEMO_STUDENT.email, 'Incorrecta!', ip), TOO_MANY);
    expectRefused(await login(DEMO_STUDENT.email, 'Incorrecta!', ip), TOO_MANY);
    expect(t.pauses).toEqual([REFUSAL_PAUSE_MS, REFUSAL_PAUSE_MS]);
    // A right password from another address is answered at once.
    expect((await login(DEMO_STUDENT.email, DEMO_STUDENT.password, '198.51.100.42')).status).toBe(200);
    expect(t.pauses).toHaveLength(2);
  });

  it('answers 503 + Retry-After when the argon2 queue is full, instead of making everyone wait', async () => {
    passwordWork.configure({ concurrency: 1, maxWaiting: 1 });
    const answers = await Promise.all(Array.from({ length: 6 }, (_, i) => login(DEMO_STUDENT.email, DEMO_STUDENT.password, `198.51.100.${50 + i}`)));
    expect(count(answers, 200), statuses(answers).join()).toBeGreaterThanOrEqual(2);
    const busy = answers.filter((answer) => answer.status === 503);
    expect(busy.length, statuses(answers).join()).toBeGreaterThanOrEqual(1);
    for (const res of busy) {
      expect(res.body).toEqual({ message: BUSY });
      expect(res.headers.get('retry-after')).toBe('2');
    }
    // A refused sign-in is not a failure: the same student signs in right after.
    passwordWork.configure({ concurrency: 4, maxWaiting: 64 });
    expect((await login(DEMO_STUDENT.email, DEMO_STUDENT.password, '198.51.100.50')).status).toBe(200);
  });
});

describe('floods from one address (issue 55)', () => {
  afterEach(() => passwordWork.configure({ ...PASSWORD_WORK }));

  const activate = (code: string, email: string, ip: string) =>
    t.call('POST', '/api/codes/activate', { ip, json: { code, name: 'Inundación', email, newPassword: 'Clave2026!', confirmPassword: 'Clave2026!' } });

  it('made-up activation codes hash nothing: a right sign-in from another address is taken even with a queue of one', async () => {
    passwordWork.configure({ concurrency: 1, maxWaiting: 1 });
    const hashed = vi.spyOn(passwordWork, 'run');
    const flood = Array.from({ length: 40 }, (_, i) => activate('ZZZZ-ZZZZ-ZZZZ-ZZZZ', i % 2 ? DEMO_STUDENT.email : `nueva${i}@academia.pe`, '203.0.113.66'));
    const student = login(DEMO_STUDENT.email, DEMO_STUDENT.password, '198.51.100.7');
    const answers = await Promise.all(flood);
    expect((await student).status).toBe(200);
    expect(count(answers, 400) + count(answers, 429), statuses(answers).join()).toBe(40);
    // Only the student's password was checked.
    expect(hashed).toHaveBeenCalledTimes(1);
    hashed.mockRestore();
  });

  it('wrong passwords for many emails at once from one address: no more than its limit of 30 reach argon2', async () => {
    const flood = Array.from({ length: 60 }, (_, i) => login(`nadie${i}@academia.pe`, 'Adivina1!', '203.0.113.67'));
    const student = login(DEMO_STUDENT.email, DEMO_STUDENT.password, '198.51.100.8');
    const answers = await Promise.all(flood);
    expect(count(answers, 401), statuses(answers).join()).toBe(30);
    // The others were refused (429), or on a slow host told to come back (503) while the 30 were checked.
    expect(count(answers, 429) + count(answers, 503), statuses(answers).join()).toBe(30);
    expect((await student).status).toBe(200);
    const [{ n }] = resultRows<{ n: number }>(await t.database.db.execute(sql`SELECT count(*)::int AS n FROM rate_limit_hits WHERE key = 'login-address:203.0.113.67'`));
    expect(n).toBe(30);
  });

  it("a flood's sign-ins beyond its share of the queue are refused, and another address's sign-in goes ahead of them", async () => {
    passwordWork.configure({ concurrency: 1, maxWaiting: 4, perClient: 2 });
    const flood = Array.from({ length: 20 }, (_, i) => login(`nadie${i}@academia.pe`, 'Adivina1!', '203.0.113.68'));
    const student = login(DEMO_STUDENT.email, DEMO_STUDENT.password, '198.51.100.9');
    const answers = await Promise.all(flood);
    expect((await student).status).toBe(200);
    expect(count(answers, 503), statuses(answers).join()).toBeGreaterThan(0);
    for (const res of answers.filter((answer) => answer.status === 503)) expect(res.body).toEqual({ message: BUSY });
    // A refusal for a busy queue is no failure: the address can still try, up to its limit.
    passwordWork.configure({ ...PASSWORD_WORK });
    expect((await login('nadie@academia.pe', 'Adivina1!', '203.0.113.68')).status).toBe(401);
  });
});

describe('console reads', () => {
  it('are bounded per instance: beyond the queue, 503 + Retry-After', async () => {
    const operator = await signInOperator(t);
    const app = appWith({ consoleReads: { concurrency: 1, maxWaiting: 1 } });
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => app.request('/api/admin/students.csv', { headers: { Authorization: `Bearer ${operator}` } })),
    );
    const codes = answers.map((res) => res.status);
    expect(codes.filter((code) => code === 200).length, codes.join()).toBeGreaterThanOrEqual(2);
    const busy = answers.filter((res) => res.status === 503);
    expect(busy.length, codes.join()).toBeGreaterThanOrEqual(1);
    for (const res of busy) {
      expect(await res.json()).toEqual({ message: BUSY });
      expect(res.headers.get('retry-after')).toBe('2');
    }
    // Writes are not queued.
    const id = (await t.students.findByEmail(DEMO_STUDENT.email))!.id;
    expect((await app.request(`/api/admin/students/${id}/access`, { method: 'PUT', headers: { Authorization: `Bearer ${operator}`, 'Content-Type': 'application/json' }, body: '{"endsAt":null}' })).status).toBe(200);
  });
});

describe('failed sign-ins per account', () => {
  it('slows down before it locks: from the 5th failure to one account, from any address, each sign-in waits half a second more (at most 5 s)', async () => {
    for (let i = 0; i < 5; i += 1) expect((await login(DEMO_STUDENT.email, `Adivina${i}!`, `203.0.113.${i + 1}`)).status).toBe(401);
    expect(t.waits).toEqual([]);
    for (let i = 5; i < 8; i += 1) expect((await login(DEMO_STUDENT.email, `Adivina${i}!`, `198.51.100.${i}`)).status).toBe(401);
    expect(t.waits).toEqual([500, 1000, 1500]);
    // Another account is not held back; the owner, with the right password, waits too and gets in.
    expect((await login('otra@academia.pe', 'Adivina1!', '203.0.113.1')).status).toBe(401);
    expect(t.waits).toHaveLength(3);
    expect((await login(DEMO_STUDENT.email, DEMO_STUDENT.password, '192.0.2.9')).status).toBe(200);
    expect(t.waits).toEqual([500, 1000, 1500, 2000]);
    // A success starts the count again.
    expect((await login(DEMO_STUDENT.email, 'Adivina9!', '192.0.2.9')).status).toBe(401);
    expect(t.waits).toHaveLength(4);
  });

  it('locks the account after 20 failures from any addresses, mails the owner once, and a reset link lifts the lock', async () => {
    const answers: ApiAnswer[] = [];
    for (let i = 0; i < 40; i += 1) answers.push(await login(DEMO_STUDENT.email, `Adivina${i}!`, `203.0.113.${i + 1}`));
    // 20 reached the password check; the other 20 were refused before it.
    expect(count(answers, 401), statuses(answers).join()).toBe(20);
    for (const res of answers.slice(20)) expectRefused(res, LOCKED);
    // Even the right password, from an address never seen.
    expectRefused(await login(DEMO_STUDENT.email, DEMO_STUDENT.password, '192.0.2.200'), LOCKED);
    await t.app.links.idle();
    expect(t.mail.map((mail) => [mail.to, mail.subject])).toEqual([[DEMO_STUDENT.email, 'Bloqueamos el inicio de sesión de tu cuenta - Naturalización Perú']]);
    expect(t.mail[0].text).toContain(`${TEST_PUBLIC_URL}/forgot-password`);

    expect((await forgot(DEMO_STUDENT.email, '192.0.2.201')).status).toBe(202);
    await t.app.links.idle();
    const token = linkIn(t.mail.at(-1)!.text).searchParams.get('token');
    const reset = await t.call('POST', '/api/auth/reset-password', { json: { token, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }, ip: '192.0.2.201' });
    expect(reset.status, reset.text).toBe(200);
    expect((await login(DEMO_STUDENT.email, NEW_PASSWORD, '203.0.113.1')).status).toBe(200);
  });

  it('answers an unknown email the same (locked after 20) and mails nobody', async () => {
    const answers: ApiAnswer[] = [];
    for (let i = 0; i < 22; i += 1) answers.push(await login('nadie@academia.pe', `Adivina${i}!`, `203.0.113.${i + 100}`));
    expect(count(answers, 401)).toBe(20);
    for (const res of answers.slice(20)) expectRefused(res, LOCKED);
    await t.app.links.idle();
    expect(t.mail).toEqual([]);
  });

  it('counts one IPv6 /64 as one address: the 31st failure from it is refused, whatever the email', async () => {
    for (let i = 0; i < 30; i += 1) expect((await login(`nadie${i}@academia.pe`, 'Adivina1!', `2001:db8:1:2::${(i + 1).toString(16)}`)).status).toBe(401);
    expectRefused(await login('otra@academia.pe', 'Adivina1!', '2001:db8:1:2:ffff:ffff:ffff:ffff'), TOO_MANY);
    // Another /64 is another address.
    expect((await login('otra@academia.pe', 'Adivina1!', '2001:db8:1:3::1')).status).toBe(401);
  });

  it('refuses a refused address again without SQL: a new email each time reads no counters', async () => {
    for (let i = 0; i < 30; i += 1) expect((await login(`nadie${i}@academia.pe`, 'Adivina1!', '203.0.113.69')).status).toBe(401);
    expectRefused(await login('otra0@academia.pe', 'Adivina1!', '203.0.113.69'), TOO_MANY);
    // Every statement the limiter sends goes through one of these (drizzle's builders or raw SQL).
    const db = t.database.db;
    const spies = [vi.spyOn(db, 'select'), vi.spyOn(db, 'insert'), vi.spyOn(db, 'update'), vi.spyOn(db, 'delete'), vi.spyOn(db, 'execute')];
    try {
      for (let i = 1; i <= 5; i += 1) expectRefused(await login(`otra${i}@academia.pe`, 'Adivina1!', '203.0.113.69'), TOO_MANY);
      for (const spy of spies) expect(spy).not.toHaveBeenCalled();
    } finally {
      for (const spy of spies) spy.mockRestore();
    }
  });

  it('counts one address however the proxy writes it (TRUST_PROXY): 10 failures, then 429', async () => {
    const app = appWith({ trustProxy: 1 });
    const spellings = ['2001:db8::7', '2001:DB8:0::7', '[2001:db8::7]:443', '2001:0db8:0000:0000:0000:0000:0000:0007', '2001:db8::8'];
    const call = async (forwardedFor: string, password: string) => {
      const env = { incoming: { socket: { remoteAddress: '10.0.0.2', remotePort: 40000, remoteFamily: 'IPv4' } } };
      const res = await app.request(
        '/api/auth/login',
        { method: 'POST', headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': forwardedFor }, body: JSON.stringify({ email: DEMO_STUDENT.email, password }) },
        env,
      );
      return res.status;
    };
    for (let i = 0; i < 10; i += 1) expect(await call(spellings[i % spellings.length], `Adivina${i}!`)).toBe(401);
    expect(await call('2001:db8::9', DEMO_STUDENT.password)).toBe(429);
    // IPv4 written as IPv4-mapped IPv6 is the same IPv4 address.
    for (let i = 0; i < 10; i += 1) expect(await call(i % 2 ? '198.51.100.77' : '::ffff:198.51.100.77', `Adivina${i}!`)).not.toBe(200);
    expect(await call('198.51.100.77:5000', DEMO_STUDENT.password)).toBe(429);
  });

  it('lets a classroom behind one address sign in at once on two instances: 40 right passwords, 40 × 200', async () => {
    const passwordHash = await hashPassword('Clase2026!segura');
    const emails: string[] = [];
    for (let i = 0; i < 40; i += 1) {
      const email = `clase${i}@academia.pe`;
      await t.students.create({ email, name: `Alumno ${i}`, passwordHash });
      emails.push(email);
    }
    // Failures of others from the same address do not hold them back either.
    for (let i = 0; i < 5; i += 1) expect((await login('nadie@academia.pe', `Adivina${i}!`, '198.51.100.99')).status).toBe(401);
    // Half on this app, half on a second instance of it on the same database.
    const other = appWith({});
    const onOther = async (email: string) => {
      const env = { incoming: { socket: { remoteAddress: '198.51.100.99', remotePort: 40000, remoteFamily: 'IPv4' } } };
      const init = { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email, password: 'Clase2026!segura' }) };
      return { status: (await other.request('/api/auth/login', init, env)).status } as ApiAnswer;
    };
    const answers = await Promise.all(emails.map((email, i) => (i % 2 ? onOther(email) : login(email, 'Clase2026!segura', '198.51.100.99'))));
    expect(statuses(answers)).toEqual(emails.map(() => 200));
    // And again: successes never count.
    const again = await Promise.all(emails.map((email) => login(email, 'Clase2026!segura', '198.51.100.99')));
    expect(statuses(again)).toEqual(emails.map(() => 200));
  });
});

describe('mail per mailbox', () => {
  it('sends one student at most 5 password links an hour, from however many addresses', async () => {
    const answers: ApiAnswer[] = [];
    for (let i = 0; i < 100; i += 1) answers.push(await forgot(DEMO_STUDENT.email, `192.0.2.${(i % 20) + 1}`));
    // Every request gets the same answer (nothing is told about the email)…
    expect(new Set(statuses(answers))).toEqual(new Set([202]));
    await t.app.links.idle();
    // …but the mailbox gets 5.
    expect(t.mail).toHaveLength(5);
    t.clock.advance(60 * 60 * 1000);
    expect((await forgot(DEMO_STUDENT.email, '192.0.2.1')).status).toBe(202);
    await t.app.links.idle();
    expect(t.mail).toHaveLength(6);
  });

  it('counts the console’s mailed links too: the 6th reset link of the hour is refused with 429', async () => {
    const operator = await signInOperator(t);
    const student = (await t.students.findByEmail(DEMO_STUDENT.email))!;
    // With SMTP the console mails the link (without it, the link is handed to the operator: no mail).
    const app = appWith({ mailDelivery: 'smtp' });
    const send = async () => {
      const res = await app.request(`/api/admin/students/${student.id}/reset-link`, { method: 'POST', headers: { Authorization: `Bearer ${operator}` } });
      const text = await res.text();
      return { status: res.status, headers: res.headers, text, body: text ? JSON.parse(text) : undefined };
    };
    for (let i = 0; i < 5; i += 1) expect((await send()).status).toBe(202);
    expectRefused(await send(), MAILBOX_LIMITED);
    expect(t.mail).toHaveLength(5);
  });
});

describe('strict input', () => {
  const deep = (levels: number) => `${'['.repeat(levels)}${']'.repeat(levels)}`;

  it('answers JSON nested 5,000 deep with 400 and a Spanish message on every endpoint with a body', async () => {
    const student = await t.login();
    const operator = await signInOperator(t);
    const raw = `{"email":${deep(5000)}}`;
    const calls: [string, string, string?][] = [
      ['POST', '/api/auth/login'],
      ['POST', '/api/auth/forgot-password'],
      ['POST', '/api/auth/reset-password'],
      ['POST', '/api/auth/reset-link'],
      ['POST', '/api/auth/change-password', student],
      ['POST', '/api/attempts', student],
      ['POST', '/api/progress/events', student],
      ['POST', '/api/reports', student],
      ['POST', '/api/admin/students', operator],
      ['PUT', `/api/admin/students/1/access`, operator],
    ];
    for (const [method, url, token] of calls) {
      const res = await t.call(method, url, { raw, token });
      expect(res.status, `${method} ${url}: ${res.text}`).toBe(400);
      expect(res.body, `${method} ${url}`).toEqual({ message: TOO_DEEP });
    }
    // Ordinary nesting is untouched.
    expect((await t.call('POST', '/api/auth/login', { raw: `{"email":${deep(10)}}` })).status).toBe(400);
  });

  it('takes only calendar dates from 2000 to 2999 as an end of access', async () => {
    const operator = await signInOperator(t);
    const id = (await t.students.findByEmail(DEMO_STUDENT.email))!.id;
    for (const endsAt of ['0000-01-01', '1999-12-31', '3000-01-01', '+10000-01-01', '2026-02-30']) {
      const res = await t.call('PUT', `/api/admin/students/${id}/access`, { token: operator, json: { endsAt } });
      expect(res.status, `${endsAt}: ${res.text}`).toBe(400);
    }
    expect((await t.call('PUT', `/api/admin/students/${id}/access`, { token: operator, json: { endsAt: '2999-12-31' } })).status).toBe(200);
  });

  it('reads ids in paths and pages in queries as plain decimal only', async () => {
    const operator = await signInOperator(t);
    const id = (await t.students.findByEmail(DEMO_STUDENT.email))!.id;
    expect((await t.call('GET', `/api/admin/students/${id}`, { token: operator })).status).toBe(200);
    for (const written of [`0x${id.toString(16)}`, `${id}e0`, `0${id}`, `+${id}`, `${id}.0`, `%20${id}`]) {
      expect((await t.call('GET', `/api/admin/students/${written}`, { token: operator })).status, written).toBe(404);
    }
    expect((await t.call('GET', '/api/admin/students?page=2', { token: operator })).status).toBe(200);
    for (const page of ['1e3', '0x1', '01', '1.0', '-1', '0', ' 1']) {
      const res = await t.call('GET', `/api/admin/students?page=${encodeURIComponent(page)}`, { token: operator });
      expect(res.status, page).toBe(400);
    }
  });

  it('takes one mailbox per email field: no display names, no lists, in the console, sign-in and forgot password', async () => {
    const operator = await signInOperator(t);
    for (const email of ['atacante,victima@x.pe', 'Victima<malo@x.pe>', 'atacante@x.pe,victima@x.pe', 'Victima <malo@x.pe>', '"a b"@x.pe', 'a@[192.0.2.1]', 'a..b@x.pe', 'a@x']) {
      const created = await t.call('POST', '/api/admin/students', { token: operator, json: { name: 'Víctima', email } });
      expect(created.status, `${email}: ${created.text}`).toBe(400);
      expect((await forgot(email, '192.0.2.9')).status, email).toBe(400);
      expect((await login(email, 'Adivina1!')).status, email).toBe(400);
    }
    await t.app.links.idle();
    expect(t.mail).toEqual([]);
  });
});

describe('headers', () => {
  it('sends HSTS when PUBLIC_URL is https, on the API and the site', async () => {
    for (const url of ['/api/health', '/login']) {
      const res = await t.app.request(url);
      expect(res.headers.get('strict-transport-security'), url).toBe('max-age=31536000; includeSubDomains');
    }
    const plain = appWith({ publicUrl: 'http://127.0.0.1:4173' });
    expect((await plain.request('/api/health')).headers.get('strict-transport-security')).toBeNull();
  });
});

describe('a password change that fails', () => {
  it('leaves the open reset links as they were, and logs neither the hash nor the query', async () => {
    expect((await forgot(DEMO_STUDENT.email, '192.0.2.30')).status).toBe(202);
    await t.app.links.idle();
    const token = linkIn(t.mail.at(-1)!.text).searchParams.get('token');
    const session = await t.login();
    await t.database.exec(`
      CREATE FUNCTION refuse_password_change() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'cambio rechazado'; END $$;
      CREATE TRIGGER refuse_password_change BEFORE UPDATE OF password_hash ON students FOR EACH ROW EXECUTE FUNCTION refuse_password_change();
    `);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const res = await t.call('POST', '/api/auth/change-password', {
        token: session,
        json: { currentPassword: DEMO_STUDENT.password, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
      });
      expect(res.status).toBe(500);
      const lines = logged.mock.calls.map((args) => args.map(String).join(' ')).join('\n');
      expect(lines).toContain('cambio rechazado');
      // One structured line (pino, level error) that names the request, as its answer does.
      const entry = JSON.parse(String(logged.mock.calls[0][0])) as { level: number; requestId: string; msg: string };
      expect(entry).toMatchObject({ level: 50, requestId: res.headers.get('x-request-id'), msg: 'Error inesperado' });
      expect(lines).not.toMatch(/\$argon2|params:|Nueva2026/);
    } finally {
      logged.mockRestore();
      await t.database.exec('DROP TRIGGER refuse_password_change ON students; DROP FUNCTION refuse_password_change();');
    }
    const rows = resultRows<{ n: number }>(await t.database.db.execute(sql`SELECT count(*)::int AS n FROM password_tokens WHERE used_at IS NULL`));
    expect(rows[0].n).toBe(1);
    const reset = await t.call('POST', '/api/auth/reset-password', { json: { token, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }, ip: '192.0.2.30' });
    expect(reset.status, reset.text).toBe(200);
  });
});

describe('a change and its audit record', () => {
  it('stand or fall together: when the record cannot be written, the access stays as it was', async () => {
    const operator = await signInOperator(t);
    const student = await t.createStudent({ enrolled: true });
    await whileRefused('audit_log', 'INSERT', async () => {
      expect((await t.call('PUT', `/api/admin/students/${student.id}/access`, { token: operator, json: { endsAt: '2027-06-30' } })).status).toBe(500);
      expect((await t.call('DELETE', `/api/admin/students/${student.id}/access`, { token: operator })).status).toBe(500);
    });
    const rows = resultRows<{ ends_at: string | null }>(await t.database.db.execute(sql`SELECT to_char(ends_at, 'YYYY-MM-DD') AS ends_at FROM enrollments WHERE student_id = ${student.id}`));
    expect(rows).toEqual([{ ends_at: null }]);
    // With the record possible again, the change is made and recorded.
    expect((await t.call('PUT', `/api/admin/students/${student.id}/access`, { token: operator, json: { endsAt: '2027-06-30' } })).status).toBe(200);
    const audit = resultRows<{ action: string }>(await t.database.db.execute(sql`SELECT action FROM audit_log WHERE target_id = ${student.id}`));
    expect(audit.map((a) => a.action)).toEqual(['change-access']);
  });
});

describe('an attempt cut off after it was counted', () => {
  it('is not counted again when the device sends it anew', async () => {
    const token = await t.login();
    const exam = findExam('principal-01')!;
    const body = {
      id: randomUUID(),
      examId: exam.id,
      startedAt: '2026-03-01T10:00:00.000Z',
      finishedAt: '2026-03-01T10:21:30.000Z',
      answers: questionsOf(exam).map((q) => ({ questionId: q.id, selectedOptions: [] })),
    };
    // The first upload is counted, then storing it fails (as a crash would cut it off).
    await whileRefused('attempts', 'INSERT', async () => {
      expect((await t.call('POST', '/api/attempts', { token, json: body })).status).toBe(500);
    });
    expect((await t.call('POST', '/api/attempts', { token, json: body })).status).toBe(201);
    expect((await t.call('POST', '/api/attempts', { token, json: body })).status).toBe(200);
    const hits = resultRows<{ n: number }>(await t.database.db.execute(sql`SELECT count(*)::int AS n FROM rate_limit_hits WHERE key LIKE 'attempts:%'`));
    expect(hits[0].n).toBe(1);
  });
});
