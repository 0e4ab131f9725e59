/**
 * The operator CLI (issue 2 'Operator CLI'): runCommand() against the test database, checked through
 * the API the students use, plus one run of the real process (`tsx server/cli/admin.ts`).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CliError, runCommand } from '../../server/cli/admin';
import { migrate, openDatabase } from '../../server/db/client';
import { passwordLinks } from '../../server/lib/password-links';
import { rateLimiter, rateLimitsRepository } from '../../server/lib/rate-limit';
import { passwordTokensRepository } from '../../server/repositories/password-tokens.repository';
import { TTL_MS, studentsRepository } from '../../server/repositories/students.repository';
import { passwordProblem } from '../../src/shared/password-rules';
import { COURSE_SLUG, DEMO_STUDENT, type TestApp, setUpTestApp } from './support/test-app';
import { seedDemo } from '../../server/seed';
import { linkIn, parseMessage } from '../support/eml';

let t: TestApp;

setUpTestApp((app) => (t = app));

type Options = Parameters<typeof runCommand>[2];

// The app's password links: the messages land in t.mail.
const run = (command: string | undefined, opts: Options = {}) => runCommand(t.students, command, opts, t.app.links);

/** Runs the command and returns the CliError it must throw. */
async function cliError(command: string | undefined, opts: Options = {}): Promise<CliError> {
  const error = await run(command, opts).then(
    (output) => new Error(`expected a CliError, got output: ${output}`),
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(CliError);
  return error as CliError;
}

async function coursesOf(email: string, password: string) {
  const res = await t.call('GET', '/api/auth/me/courses', { token: await t.login(email, password) });
  expect(res.status).toBe(200);
  return (res.body as { productDetails: { slug: string } }[]).map((c) => c.productDetails.slug);
}

const loginStatus = async (email: string, password: string) => (await t.call('POST', '/api/auth/login', { json: { email, password } })).status;

/** The password the CLI printed on its 'Contraseña' line. */
function printedPassword(output: string): string {
  const match = /Contraseña(?: nueva para \S+)?: (\S+)/.exec(output);
  expect(match, output).not.toBeNull();
  return match![1];
}

function meetsRules(password: string) {
  expect(passwordProblem(password)).toBeNull();
  expect(password.length).toBeGreaterThanOrEqual(8);
  expect(password.length).toBeLessThanOrEqual(50);
  expect(password).toMatch(/[a-z]/);
  expect(password).toMatch(/[A-Z]/);
  expect(password).toMatch(/\d/);
  expect(password).toMatch(/[@$!%*?&]/);
}

describe('create-student', () => {
  it('prints a generated password that meets the rules and signs in through the API', async () => {
    const output = await run('create-student', { email: 'Nueva.Alumna@Academia.PE', name: '  Nueva Alumna ' });
    expect(output).toContain('Estudiante creado: nueva.alumna@academia.pe');
    const password = printedPassword(output);
    meetsRules(password);

    const res = await t.call('POST', '/api/auth/login', { json: { email: 'nueva.alumna@academia.pe', password } });
    expect(res.status).toBe(200);
    expect((res.body as { user: unknown }).user).toEqual({ id: expect.any(Number), name: 'Nueva Alumna', email: 'nueva.alumna@academia.pe', role: 'student' });
    // A new student can study at once (issue 50 §14): the academy's course is granted, and the line says so.
    expect(output).toContain(`(con acceso a ${COURSE_SLUG}; para quitarlo: revoke-course)`);
    expect(await coursesOf('nueva.alumna@academia.pe', password)).toEqual([COURSE_SLUG]);
  });

  it('generates a different password each time', async () => {
    const a = printedPassword(await run('create-student', { email: 'a@academia.pe', name: 'A' }));
    const b = printedPassword(await run('create-student', { email: 'b@academia.pe', name: 'B' }));
    expect(a).not.toBe(b);
  });

  it('uses a given --password without printing it', async () => {
    const output = await run('create-student', { email: 'dada@academia.pe', name: 'Dada', password: 'Elegida2026!' });
    expect(output).toBe(`Estudiante creado: dada@academia.pe (con acceso a ${COURSE_SLUG}; para quitarlo: revoke-course)`);
    expect(await loginStatus('dada@academia.pe', 'Elegida2026!')).toBe(200);
  });

  it('refuses a duplicate email (in any case) with a CliError', async () => {
    const error = await cliError('create-student', { email: DEMO_STUDENT.email, name: 'Otra' });
    expect(error.message).toBe(`Ya existe un estudiante con el correo ${DEMO_STUDENT.email}.`);
    await cliError('create-student', { email: DEMO_STUDENT.email.toUpperCase(), name: 'Otra' });
    // The demo student is untouched.
    expect(await loginStatus(DEMO_STUDENT.email, DEMO_STUDENT.password)).toBe(200);
  });

  it('refuses a weak --password, a malformed email and missing options', async () => {
    expect((await cliError('create-student', { email: 'debil@academia.pe', name: 'D', password: 'debil' })).message).toBe(
      'La contraseña debe tener al menos 8 caracteres',
    );
    expect((await cliError('create-student', { email: 'no-es-correo', name: 'D' })).message).toMatch(/no es válido/);
    expect((await cliError('create-student', { name: 'D' })).message).toBe('Falta la opción --email.');
    expect((await cliError('create-student', { email: 'x@academia.pe', name: '  ' })).message).toBe('Falta la opción --name.');
    expect(await t.students.count()).toBe(1);
  });
});

describe('create-operator (issue 20)', () => {
  it('prints a generated password; the operator signs in with the operator role and opens the console', async () => {
    const output = await run('create-operator', { email: 'Olga@Academia.pe', name: 'Olga Ríos' });
    expect(output).toContain('Operador creado: olga@academia.pe');
    const password = printedPassword(output);
    meetsRules(password);
    const res = await t.call('POST', '/api/auth/login', { json: { email: 'olga@academia.pe', password } });
    expect(res.status).toBe(200);
    const { user, access_token: token } = res.body as { user: unknown; access_token: string };
    expect(user).toEqual({ id: expect.any(Number), name: 'Olga Ríos', email: 'olga@academia.pe', role: 'operator' });
    expect((await t.call('GET', '/api/admin/students', { token })).status).toBe(200);
    // An operator is not a student: not in the console's list, marked in the CLI's.
    expect(await run('list-students')).toMatch(/^olga@academia\.pe\tOlga Ríos\t\(operador\)$/m);
  });

  it('uses a given --password, refuses a taken email and --send-link', async () => {
    expect(await run('create-operator', { email: 'op@academia.pe', name: 'Op', password: 'Consola2026!' })).toBe('Operador creado: op@academia.pe');
    expect(await loginStatus('op@academia.pe', 'Consola2026!')).toBe(200);
    expect((await cliError('create-operator', { email: DEMO_STUDENT.email, name: 'Otra' })).message).toBe(`Ya existe una cuenta con el correo ${DEMO_STUDENT.email}.`);
    expect((await cliError('create-operator', { email: 'otro@academia.pe', name: 'Otro', 'send-link': true })).message).toBe(
      'create-operator no admite --send-link: usa --password o deja que se genere una.',
    );
    expect(await t.students.count()).toBe(2);
  });
});

describe('grant-course / revoke-course', () => {
  it("changes what the API's me/courses answers", async () => {
    const student = await t.createStudent();
    expect(await coursesOf(student.email, student.password)).toEqual([]);

    // The CLI writes from another process: the API's read cache sees it once TTL_MS has passed.
    expect(await run('grant-course', { email: student.email, course: COURSE_SLUG })).toBe(
      `Acceso a ${COURSE_SLUG} concedido a ${student.email}.`,
    );
    t.clock.advance(TTL_MS + 1);
    expect(await coursesOf(student.email, student.password)).toEqual([COURSE_SLUG]);
    expect(await run('grant-course', { email: student.email.toUpperCase(), course: COURSE_SLUG })).toMatch(/ya tenía acceso/);
    t.clock.advance(TTL_MS + 1);
    expect(await coursesOf(student.email, student.password)).toEqual([COURSE_SLUG]);

    // An access with an end date (from the console) loses it: grant-course gives the course for good.
    await t.students.setAccess(student.id, (await t.students.findCourse(COURSE_SLUG))!.id, '2020-01-31');
    expect(await run('grant-course', { email: student.email, course: COURSE_SLUG })).toBe(`Acceso a ${COURSE_SLUG} concedido a ${student.email}.`);
    const [enrolment] = await t.students.coursesOf(student.id);
    expect(enrolment.endsAt).toBeNull();

    expect(await run('revoke-course', { email: student.email, course: COURSE_SLUG })).toMatch(/retirado/);
    t.clock.advance(TTL_MS + 1);
    expect(await coursesOf(student.email, student.password)).toEqual([]);
    expect((await cliError('revoke-course', { email: student.email, course: COURSE_SLUG })).message).toMatch(/no tenía acceso/);
  });

  it('an unknown email or course is a CliError and changes nothing', async () => {
    for (const command of ['grant-course', 'revoke-course']) {
      expect((await cliError(command, { email: 'nadie@academia.pe', course: COURSE_SLUG })).message).toBe(
        'No existe ningún estudiante con el correo nadie@academia.pe.',
      );
      expect((await cliError(command, { email: DEMO_STUDENT.email, course: 'curso-inexistente' })).message).toBe(
        'No existe ningún curso con el identificador curso-inexistente.',
      );
      expect((await cliError(command, { email: DEMO_STUDENT.email })).message).toBe('Falta la opción --course.');
    }
    expect(await coursesOf(DEMO_STUDENT.email, DEMO_STUDENT.password)).toEqual([COURSE_SLUG]);
  });
});

describe('reset-password', () => {
  it('prints a new password that works, and revokes the open sessions', async () => {
    const token = await t.login();
    expect((await t.call('GET', '/api/auth/me/courses', { token })).status).toBe(200);

    const output = await run('reset-password', { email: DEMO_STUDENT.email });
    const password = printedPassword(output);
    meetsRules(password);

    // Revocation made by the CLI (another process) reaches the API's read cache once TTL_MS has passed.
    t.clock.advance(TTL_MS + 1);
    expect((await t.call('GET', '/api/auth/me/courses', { token })).status).toBe(401);
    expect(await loginStatus(DEMO_STUDENT.email, DEMO_STUDENT.password)).toBe(401);
    expect(await loginStatus(DEMO_STUDENT.email, password)).toBe(200);
  });

  it('an unknown email is a CliError', async () => {
    expect((await cliError('reset-password', { email: 'nadie@academia.pe' })).message).toBe(
      'No existe ningún estudiante con el correo nadie@academia.pe.',
    );
    expect(await loginStatus(DEMO_STUDENT.email, DEMO_STUDENT.password)).toBe(200);
  });
});

describe('--send-link', () => {
  const tokenOf = (text: string) => linkIn(text).searchParams.get('token')!;
  const setPassword = (token: string, password: string) =>
    t.call('POST', '/api/auth/reset-password', { json: { token, newPassword: password, confirmPassword: password } });

  it('reset-password --send-link mails a one-hour link; the password changes (and sessions end) only when it is used', async () => {
    const session = await t.login();
    const output = await run('reset-password', { email: DEMO_STUDENT.email.toUpperCase(), 'send-link': true });
    expect(output).toBe(
      `Enlace para crear una contraseña nueva enviado a ${DEMO_STUDENT.email} (vale 1 hora).\n(Su contraseña actual sigue funcionando hasta que use el enlace.)`,
    );
    expect(output).not.toMatch(/Contraseña nueva para/);
    expect(t.mail.map((message) => [message.to, message.subject])).toEqual([[DEMO_STUDENT.email, 'Crea una nueva contraseña - Naturalización Perú']]);
    expect(await loginStatus(DEMO_STUDENT.email, DEMO_STUDENT.password)).toBe(200);
    expect((await t.call('GET', '/api/auth/me/courses', { token: session })).status).toBe(200);

    expect((await setPassword(tokenOf(t.mail[0].text), 'DesdeCli2026!')).status).toBe(200);
    expect(await loginStatus(DEMO_STUDENT.email, 'DesdeCli2026!')).toBe(200);
    expect(await loginStatus(DEMO_STUDENT.email, DEMO_STUDENT.password)).toBe(401);
    expect((await t.call('GET', '/api/auth/me/courses', { token: session })).status).toBe(401);
  });

  it('create-student --send-link creates the student without printing a password and mails a 7-day welcome link', async () => {
    const output = await run('create-student', { email: 'Bienvenida@Academia.pe', name: 'Nueva Alumna', 'send-link': true });
    expect(output).toBe(`Estudiante creado: bienvenida@academia.pe (con acceso a ${COURSE_SLUG}; para quitarlo: revoke-course)\nEnlace de bienvenida enviado a bienvenida@academia.pe (vale 7 días).`);
    expect(t.mail).toHaveLength(1);
    expect(t.mail[0].to).toBe('bienvenida@academia.pe');
    expect(t.mail[0].subject).toBe('Te damos la bienvenida a Naturalización Perú: crea tu contraseña');
    expect(t.mail[0].text).toContain('Hola, Nueva Alumna:');
    t.clock.advance(6 * 24 * 3600 * 1000);
    expect((await setPassword(tokenOf(t.mail[0].text), 'Primera2026!')).status).toBe(200);
    expect(await loginStatus('bienvenida@academia.pe', 'Primera2026!')).toBe(200);
  });

  it('refuses --send-link with --password, and an unknown email', async () => {
    expect((await cliError('create-student', { email: 'x@academia.pe', name: 'X', password: 'Elegida2026!', 'send-link': true })).message).toBe(
      'Usa --password o --send-link, no ambos: con el enlace el estudiante elige su contraseña.',
    );
    expect((await cliError('reset-password', { email: 'nadie@academia.pe', 'send-link': true })).message).toBe(
      'No existe ningún estudiante con el correo nadie@academia.pe.',
    );
    expect(await t.students.count()).toBe(1);
    expect(t.mail).toEqual([]);
  });

  it('a mail that could not be delivered is a CliError that says so (the student stays created)', async () => {
    const failing = { description: 'roto', send: () => Promise.reject(new Error('el servidor de correo no responde')), close: () => undefined };
    const links = passwordLinks({
      tokens: passwordTokensRepository(t.database.db),
      findByEmail: t.students.findByEmail,
      mailer: failing,
      limiter: rateLimiter(rateLimitsRepository(t.database.db)),
      publicUrl: 'https://academia.test',
    });
    const error = await runCommand(t.students, 'create-student', { email: 'sin-correo@academia.pe', name: 'Sin Correo', 'send-link': true }, links).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CliError);
    expect((error as Error).message).toBe(
      'No se pudo enviar el enlace a sin-correo@academia.pe: el servidor de correo no responde\n' +
        'El estudiante sí se creó. Vuelve a intentarlo con: npm run admin -- reset-password --email sin-correo@academia.pe --send-link',
    );
    expect(await t.students.findByEmail('sin-correo@academia.pe')).toBeDefined();
  });
});

describe('list-students', () => {
  it('lists every student by email with name and courses', async () => {
    await run('create-student', { email: 'zoila@academia.pe', name: 'Zoila Sin Curso', password: 'Zoila2026!' });
    // create-student grants the course (issue 50 §14); Zoila's is taken away.
    await run('revoke-course', { email: 'zoila@academia.pe', course: COURSE_SLUG });
    await run('create-student', { email: 'ana@academia.pe', name: 'Ana Con Curso', password: 'Ana2026!x' });
    expect((await run('list-students')).split('\n')).toEqual([
      `ana@academia.pe\tAna Con Curso\t${COURSE_SLUG}`,
      `${DEMO_STUDENT.email}\t${DEMO_STUDENT.name}\t${COURSE_SLUG}`,
      'zoila@academia.pe\tZoila Sin Curso\t(sin cursos)',
    ]);
  });

  it('says so when there are no students', async () => {
    await t.database.exec('TRUNCATE students RESTART IDENTITY CASCADE');
    expect(await run('list-students')).toBe('No hay estudiantes.');
  });
});

describe('unknown or missing command', () => {
  it('prints the usage', async () => {
    const unknown = await cliError('borrar-todo');
    expect(unknown.message).toMatch(/^Comando desconocido: borrar-todo\n/);
    for (const command of ['create-student', 'grant-course', 'revoke-course', 'reset-password', 'list-students']) {
      expect(unknown.message).toContain(command);
    }
    expect((await cliError(undefined)).message).toMatch(/^Uso: npm run admin/);
  });
});

describe('the real CLI process', () => {
  const TSX = path.resolve('node_modules/.bin/tsx');

  function admin(dataDir: string, ...args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
    const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, NODE_ENV: 'test' };
    for (const name of ['DATABASE_URL', 'SMTP_URL', 'PUBLIC_URL', 'HOST', 'PORT']) delete env[name];
    return new Promise((resolve, reject) => {
      const child = spawn(TSX, ['server/cli/admin.ts', ...args], { env, stdio: ['ignore', 'pipe', 'pipe'] });
      let stdout = '';
      let stderr = '';
      child.stdout.on('data', (d) => (stdout += d));
      child.stderr.on('data', (d) => (stderr += d));
      child.on('error', reject);
      child.on('close', (code) => resolve({ code, stdout, stderr }));
    });
  }

  it('lists the students of DATA_DIR with exit code 0, exits non-zero with a Spanish message for an unknown email, writes --send-link mail to DATA_DIR/mail', { timeout: 180_000 }, async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'academia-cli-'));
    try {
      // The folder a first server start would leave: migrated and seeded (closed again: PGlite allows one process).
      const database = await openDatabase({ dataDir });
      await migrate(database);
      await seedDemo(studentsRepository(database.db));
      await database.close();

      const listed = await admin(dataDir, 'list-students');
      expect(listed.code, listed.stderr).toBe(0);
      expect(listed.stdout.trim()).toBe(`${DEMO_STUDENT.email}\t${DEMO_STUDENT.name}\t${COURSE_SLUG}`);

      const failed = await admin(dataDir, 'reset-password', '--email', 'nadie@academia.pe');
      expect(failed.code).not.toBe(0);
      expect(failed.stderr).toContain('No existe ningún estudiante con el correo nadie@academia.pe.');
      expect(failed.stdout).toBe('');

      // --send-link with the default transport: the message is an .eml file in DATA_DIR/mail.
      const sent = await admin(dataDir, 'create-student', '--email', 'cli@academia.pe', '--name', 'Alumna Cli', '--send-link');
      expect(sent.code, sent.stderr).toBe(0);
      expect(sent.stdout).toContain('Enlace de bienvenida enviado a cli@academia.pe (vale 7 días).');
      const files = readdirSync(path.join(dataDir, 'mail'));
      expect(files).toHaveLength(1);
      const file = path.join(dataDir, 'mail', files[0]);
      expect(sent.stdout).toContain(`Correo para cli@academia.pe guardado en ${file}`);
      const message = parseMessage(readFileSync(file, 'utf8'));
      expect(message.headers.get('to')).toBe('cli@academia.pe');
      expect(message.headers.get('subject')).toBe('Te damos la bienvenida a Naturalización Perú: crea tu contraseña');
      // PUBLIC_URL unset: the server's own address.
      expect(linkIn(message.text).origin).toBe('http://127.0.0.1:4173');
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
