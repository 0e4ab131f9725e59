/**
 * The CLI's update-student and delete-student (issue 54 §3): runCommand() against the test
 * database, checked through the API (sign-in, the console's list and activity).
 */
import { describe, expect, it } from 'vitest';
import { CliError, runCommand, type RecordDeps } from '../../server/cli/admin';
import type { OutgoingMail } from '../../server/lib/mail';
import { PRINCIPAL_01_QUESTIONS, signInOperator, storeAttempt, type ActivityEntry, type StudentList } from './support/console';
import { DEMO_STUDENT, type TestApp, setUpTestApp } from './support/test-app';

let t: TestApp;

setUpTestApp((app) => (t = app));

type Options = Parameters<typeof runCommand>[2];

function records(mail?: OutgoingMail[]): RecordDeps {
  return { mailer: mail && { send: async (message) => void mail.push(message) }, publicUrl: 'https://academia.test', now: () => t.clock.now };
}

const run = (command: string, opts: Options, deps = records()) => runCommand(t.students, command, opts, t.app.links, deps);

async function cliError(command: string, opts: Options): Promise<string> {
  const error = await run(command, opts).then(
    (output) => new Error(`expected a CliError, got: ${output}`),
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(CliError);
  return (error as CliError).message;
}

const loginStatus = async (email: string, password: string) => (await t.call('POST', '/api/auth/login', { json: { email, password } })).status;

describe('update-student', () => {
  it('corrects the name and the email; with SMTP both addresses are told; the change is in the activity', async () => {
    const ana = await t.createStudent({ name: 'Ana Perez', email: 'ana.vieja@correo.pe', enrolled: true });
    const session = await t.login(ana.email, ana.password);
    const mail: OutgoingMail[] = [];
    const output = await run('update-student', { email: 'ana.vieja@correo.pe', name: 'Ana Pérez', 'new-email': 'ana.nueva@correo.pe' }, records(mail));
    expect(output).toContain('Estudiante actualizado: Ana Pérez <ana.nueva@correo.pe>');
    expect(output).toContain('Aviso del cambio enviado a ana.vieja@correo.pe y a ana.nueva@correo.pe.');
    expect(mail.map((m) => m.to)).toEqual(['ana.vieja@correo.pe', 'ana.nueva@correo.pe']);
    expect((await t.call('GET', '/api/auth/me', { token: session })).status).toBe(200);
    expect(await loginStatus('ana.nueva@correo.pe', ana.password)).toBe(200);
    const operator = await signInOperator(t);
    const { entries } = (await t.call('GET', '/api/admin/activity', { token: operator })).body as { entries: ActivityEntry[] };
    expect(entries[0]).toMatchObject({
      action: 'update-student',
      operator: null,
      details: { via: 'cli', previousName: 'Ana Perez', name: 'Ana Pérez', previousEmail: 'ana.vieja@correo.pe', email: 'ana.nueva@correo.pe' },
    });
  });

  it('without SMTP says nobody was told; refuses a taken email, an empty change and an unknown student', async () => {
    const ana = await t.createStudent({ email: 'ana@correo.pe' });
    expect(await run('update-student', { email: 'ana@correo.pe', 'new-email': 'ana2@correo.pe' })).toContain('Sin SMTP_URL: nadie recibió aviso');
    expect(await cliError('update-student', { email: 'ana2@correo.pe', 'new-email': DEMO_STUDENT.email })).toBe(`Ya existe una cuenta con el correo ${DEMO_STUDENT.email}.`);
    expect(await cliError('update-student', { email: 'ana2@correo.pe' })).toBe('Indica --name o --new-email con el dato corregido.');
    expect(await cliError('update-student', { email: 'nadie@correo.pe', name: 'X' })).toBe('No existe ningún estudiante con el correo nadie@correo.pe.');
    expect((await t.students.findById(ana.id))!.email).toBe('ana2@correo.pe');
  });
});

describe('delete-student', () => {
  it('asks for --yes, then removes the person while the item analysis keeps their answers', async () => {
    const ana = await t.createStudent({ name: 'Ana Borrable', email: 'ana.borrable@correo.pe', enrolled: true });
    await storeAttempt(t, ana.id, [1, 0, 1], new Date(t.clock.now - 60_000).toISOString());
    expect(await cliError('delete-student', { email: ana.email })).toContain('Repite el comando con --yes para confirmarlo.');
    expect(await loginStatus(ana.email, ana.password)).toBe(200);

    expect(await run('delete-student', { email: ana.email, yes: true })).toContain('Estudiante eliminado');
    expect(await loginStatus(ana.email, ana.password)).toBe(401);
    expect(await run('list-students', {})).not.toContain('eliminado');
    const operator = await signInOperator(t);
    const list = (await t.call('GET', '/api/admin/students', { token: operator })).body as StudentList;
    expect(list.students.map((s) => s.email)).toEqual([DEMO_STUDENT.email]);
    const questions = (await t.call('GET', '/api/admin/questions', { token: operator })).body as { questions: { id: string; answers: number }[] };
    expect(questions.questions.find((q) => q.id === PRINCIPAL_01_QUESTIONS[0].id)?.answers).toBe(1);
    expect(await cliError('delete-student', { email: ana.email, yes: true })).toBe(`No existe ningún estudiante con el correo ${ana.email}.`);
  });
});
