/**
 * The operator's command line: `npm run admin -- <command> [options]`.
 * Works on the same database as the server (DATA_DIR or DATABASE_URL).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { exportContent, importContent, type ContentExport } from '../lib/content-export';
import { contentRepository } from '../repositories/content.repository';
import { loadConfig } from '../config';
import { migrate, openDatabase, type Database } from '../db/client';
import { randomBytes } from 'node:crypto';
import { StartupError } from '../lib/data-dir';
import { emailChangedMessages } from '../lib/account-mail';
import { createMailer, type Mailer } from '../lib/mail';
import { passwordLinks, type PasswordLinks } from '../lib/password-links';
import { generatePassword, hashPassword } from '../lib/passwords';
import { answerLogRepository, backfillAnswerLog } from '../repositories/answer-log.repository';
import { rateLimiter, rateLimitsRepository } from '../lib/rate-limit';
import { reminderRound, webPushSend, type RoundReport } from '../lib/reminders';
import { loadVapidKeys, vapidSubject } from '../lib/vapid';
import { pushRepository } from '../repositories/push.repository';
import { passwordTokensRepository } from '../repositories/password-tokens.repository';
import { auditRepository } from '../repositories/audit.repository';
import { studentsRepository, type StudentsRepository } from '../repositories/students.repository';
import { isMailbox } from '../../src/shared/login-rules';
import { FSRS_USAGE, FsrsCommandError, runFsrsCommand } from './fsrs-parameters';
import { COURSE_SLUG } from '../seed';
import { passwordProblem } from '../../src/shared/password-rules';

const USAGE = `Uso: npm run admin -- <comando> [opciones]

Comandos:
  create-student --email E --name N [--password P]   Crea un estudiante con acceso al curso (genera la
                                                     contraseña si falta)
  create-student --email E --name N --send-link      Crea un estudiante y le envía un enlace de bienvenida
                                                     para crear su contraseña (vale 7 días)
  create-operator --email E --name N [--password P]  Crea un operador de la consola /admin (ídem)
  grant-course   --email E --course SLUG              Da acceso a un curso
  revoke-course  --email E --course SLUG              Quita el acceso a un curso
  reset-password --email E                            Genera una contraseña nueva y cierra sus sesiones
  reset-password --email E --send-link                Le envía un enlace para crear una contraseña nueva
                                                     (vale 1 hora; la actual sirve hasta que lo use)
  update-student --email E [--name N] [--new-email E2]
                                                     Corrige el nombre o el correo de un estudiante (sus
                                                     sesiones siguen abiertas; con SMTP_URL se avisa del
                                                     cambio de correo a las dos direcciones)
  delete-student --email E --yes                      Elimina los datos personales de un estudiante (Ley
                                                     29733): su nombre, correo, acceso y sesiones; sus
                                                     respuestas siguen contando en las estadísticas
  list-students                                       Lista los estudiantes y sus cursos
  rebuild-learning                                    Recalcula desde el registro de respuestas el estado
                                                     de aprendizaje de cada estudiante y el análisis de
                                                     preguntas (tras un cambio del modelo)
  export-content [--file F]                           Escribe el contenido publicado (preguntas y secciones,
                                                     en el formato del repositorio) en F o en la salida
  import-content --file F [--note N]                  Publica como versiones nuevas lo que en F difiere
                                                     del contenido actual (validado como en la consola)
  send-reminders [--now]                              Envía una ronda de recordatorios diarios: a quienes ya
                                                     llegaron a su hora hoy y aún no lo recibieron (--now:
                                                     también a quienes su hora aún no llega; nunca en sus
                                                     horas de silencio ni dos veces el mismo día)
${FSRS_USAGE}

Los enlaces se envían por SMTP_URL o, sin ella, se guardan como archivos .eml en DATA_DIR/mail.`;

export class CliError extends Error {}

type Options = { email?: string; name?: string; password?: string; course?: string; 'send-link'?: boolean; 'new-email'?: string; yes?: boolean };

/**
 * What update-student and delete-student need beyond the students: the clock of their audit entries
 * (recorded with no operator: the CLI has none), and the mailer when mail reaches students (SMTP).
 */
export interface RecordDeps {
  /** Set when mail reaches students (SMTP_URL): an email change is told to both addresses. */
  mailer?: Pick<Mailer, 'send'>;
  publicUrl: string;
  now: () => number;
}

function need(value: string | undefined, flag: string): string {
  if (!value || !value.trim()) throw new CliError(`Falta la opción --${flag}.`);
  return value.trim();
}

async function studentOf(students: StudentsRepository, email: string) {
  const student = await students.findByEmail(email);
  if (!student) throw new CliError(`No existe ningún estudiante con el correo ${email}.`);
  return student;
}

async function courseOf(students: StudentsRepository, slug: string) {
  const course = await students.findCourse(slug);
  if (!course) throw new CliError(`No existe ningún curso con el identificador ${slug}.`);
  return course;
}

/** Mails a link; a mail that could not be delivered is the operator's to know about (the mailer logged why). */
async function sendLink(links: PasswordLinks | undefined, student: Parameters<PasswordLinks['sendPasswordLink']>[0], purpose: 'reset' | 'welcome') {
  if (!links) throw new CliError('El envío de enlaces no está disponible.');
  try {
    await links.sendPasswordLink(student, purpose);
  } catch (error) {
    throw new CliError(`No se pudo enviar el enlace a ${student.email}: ${(error as Error).message}`);
  }
}

/** What create-student adds to its line: the student can study at once (issue 50 §14). */
const COURSE_GRANTED = ` (con acceso a ${COURSE_SLUG}; para quitarlo: revoke-course)`;

/** A student made by the CLI gets the academy's course, as one made in the console does. */
async function grantAcademyCourse(students: StudentsRepository, studentId: number): Promise<void> {
  const course = await students.findCourse(COURSE_SLUG);
  if (!course) throw new CliError(`El curso ${COURSE_SLUG} no existe: ¿se aplicaron las migraciones?`);
  await students.grant(studentId, course.id);
}

/**
 * Runs one command and returns what it prints; throws CliError for the operator's mistakes.
 * `links` mails the links of --send-link.
 */
export async function runCommand(students: StudentsRepository, command: string | undefined, opts: Options, links?: PasswordLinks, records?: RecordDeps): Promise<string> {
  switch (command) {
    case 'create-student':
    case 'create-operator': {
      const role = command === 'create-operator' ? 'operator' : 'student';
      const email = need(opts.email, 'email');
      const name = need(opts.name, 'name');
      if (!isMailbox(email)) throw new CliError(`El correo ${email} no es válido.`);
      if (opts['send-link'] && role === 'operator') throw new CliError('create-operator no admite --send-link: usa --password o deja que se genere una.');
      if (opts['send-link']) {
        if (opts.password !== undefined) throw new CliError('Usa --password o --send-link, no ambos: con el enlace el estudiante elige su contraseña.');
        // A password nobody knows until the student sets theirs through the link.
        const created = await students.create({ email, name, passwordHash: await hashPassword(randomBytes(32).toString('base64')) });
        if (!created) throw new CliError(`Ya existe un estudiante con el correo ${email}.`);
        await grantAcademyCourse(students, created.id);
        try {
          await sendLink(links, created, 'welcome');
        } catch (error) {
          const retry = `\nEl estudiante sí se creó. Vuelve a intentarlo con: npm run admin -- reset-password --email ${created.email} --send-link`;
          throw new CliError(`${(error as Error).message}${retry}`);
        }
        return `Estudiante creado: ${created.email}${COURSE_GRANTED}\nEnlace de bienvenida enviado a ${created.email} (vale 7 días).`;
      }
      const password = opts.password ?? generatePassword();
      const problem = passwordProblem(password);
      if (problem) throw new CliError(problem);
      const created = await students.create({ email, name, passwordHash: await hashPassword(password), role });
      if (!created) throw new CliError(`Ya existe ${role === 'operator' ? 'una cuenta' : 'un estudiante'} con el correo ${email}.`);
      if (role === 'student') await grantAcademyCourse(students, created.id);
      const done = role === 'operator' ? `Operador creado: ${created.email}` : `Estudiante creado: ${created.email}${COURSE_GRANTED}`;
      return opts.password ? done : `${done}\nContraseña: ${password}`;
    }
    case 'grant-course': {
      const student = await studentOf(students, need(opts.email, 'email'));
      const course = await courseOf(students, need(opts.course, 'course'));
      const granted = await students.grant(student.id, course.id);
      return granted ? `Acceso a ${course.slug} concedido a ${student.email}.` : `${student.email} ya tenía acceso a ${course.slug}.`;
    }
    case 'revoke-course': {
      const student = await studentOf(students, need(opts.email, 'email'));
      const course = await courseOf(students, need(opts.course, 'course'));
      if (!(await students.revoke(student.id, course.id))) throw new CliError(`${student.email} no tenía acceso a ${course.slug}.`);
      return `Acceso a ${course.slug} retirado para ${student.email}.`;
    }
    case 'reset-password': {
      const student = await studentOf(students, need(opts.email, 'email'));
      if (opts['send-link']) {
        await sendLink(links, student, 'reset');
        return `Enlace para crear una contraseña nueva enviado a ${student.email} (vale 1 hora).\n(Su contraseña actual sigue funcionando hasta que use el enlace.)`;
      }
      const password = generatePassword();
      await students.setPassword(student.id, await hashPassword(password));
      return `Contraseña nueva para ${student.email}: ${password}\n(Sus sesiones abiertas se han cerrado.)`;
    }
    case 'update-student': {
      if (!records) throw new CliError('La corrección de estudiantes no está disponible.');
      const student = await studentOf(students, need(opts.email, 'email'));
      const name = opts.name?.trim();
      const email = opts['new-email']?.trim();
      if (opts.name !== undefined && !name) throw new CliError('El nombre no puede quedar vacío.');
      if (name === undefined && email === undefined) throw new CliError('Indica --name o --new-email con el dato corregido.');
      if (email !== undefined && !isMailbox(email)) throw new CliError(`El correo ${email} no es válido.`);
      const at = records.now();
      const result = await students.updateProfile(student.id, { name, email }, async (tx, before, after) => {
        const details: Record<string, unknown> = { via: 'cli' };
        if (after.name !== before.name) Object.assign(details, { previousName: before.name, name: after.name });
        if (after.email !== before.email) Object.assign(details, { previousEmail: before.email, email: after.email, notified: records.mailer !== undefined });
        if (Object.keys(details).length > 1) {
          await auditRepository(tx).record({ at: new Date(at).toISOString(), operatorId: null, action: 'update-student', targetId: student.id, details });
        }
      });
      if (result === undefined) throw new CliError(`${student.email} no es un estudiante.`);
      if (result === 'email-taken') throw new CliError(`Ya existe una cuenta con el correo ${email?.toLowerCase()}.`);
      const { before, after } = result;
      const lines = [`Estudiante actualizado: ${after.name} <${after.email}>`];
      if (after.email !== before.email) {
        if (records.mailer) {
          const login = `${records.publicUrl.replace(/\/$/, '')}/login`;
          const sent = await Promise.allSettled(emailChangedMessages(after.name, before.email, after.email, login).map((message) => records.mailer!.send(message)));
          lines.push(sent.every((r) => r.status === 'fulfilled') ? `Aviso del cambio enviado a ${before.email} y a ${after.email}.` : 'No se pudo enviar el aviso del cambio de correo (ver el registro).');
        } else lines.push('Sin SMTP_URL: nadie recibió aviso del cambio de correo; díselo al estudiante.');
      }
      return lines.join('\n');
    }
    case 'delete-student': {
      if (!records) throw new CliError('La eliminación de estudiantes no está disponible.');
      const student = await studentOf(students, need(opts.email, 'email'));
      if (!opts.yes) {
        throw new CliError(`Esto elimina los datos personales de ${student.name} <${student.email}> y no se puede deshacer. Repite el comando con --yes para confirmarlo.`);
      }
      const at = new Date(records.now()).toISOString();
      const removed = await students.remove(student.id, at, (tx) =>
        auditRepository(tx).record({ at, operatorId: null, action: 'delete-student', targetId: student.id, details: { via: 'cli' } }),
      );
      if (!removed) throw new CliError(`${student.email} no es un estudiante.`);
      return `Estudiante eliminado: se borraron el nombre, el correo, el acceso y las sesiones de ${student.email}. Sus respuestas siguen contando en las estadísticas de la academia.`;
    }
    case 'list-students': {
      // Deleted accounts (anonymised, kept for the statistics) are nobody's to manage.
      const list = (await students.list()).filter((s) => s.role !== 'deleted');
      if (!list.length) return 'No hay estudiantes.';
      return list
        .map((s) => `${s.email}\t${s.name}\t${s.role === 'operator' ? '(operador)' : s.courses.join(', ') || '(sin cursos)'}`)
        .join('\n');
    }
    default:
      throw new CliError(command ? `Comando desconocido: ${command}\n\n${USAGE}` : USAGE);
  }
}

/** What a round did, for the operator. */
export function roundSummary(report: RoundReport): string {
  return [
    `Recordatorios enviados: ${report.sent}`,
    `Sin nada pendiente (no enviados): ${report.nothing}`,
    `En horas de silencio (más tarde): ${report.quiet}`,
    `Dispositivos dados de baja por el servicio: ${report.removed}`,
    `Dispositivos con una dirección no permitida (dados de baja): ${report.refused}`,
    `Envíos fallidos: ${report.failed}`,
  ].join('\n');
}

async function main() {
  let parsed;
  try {
    parsed = parseArgs({
      args: process.argv.slice(2),
      allowPositionals: true,
      options: {
        email: { type: 'string' },
        name: { type: 'string' },
        password: { type: 'string' },
        course: { type: 'string' },
        'send-link': { type: 'boolean' },
        'new-email': { type: 'string' },
        yes: { type: 'boolean' },
        now: { type: 'boolean' },
        file: { type: 'string' },
        note: { type: 'string' },
        activate: { type: 'boolean' },
        version: { type: 'string' },
      },
    });
  } catch (error) {
    console.error(`${(error as Error).message}\n\n${USAGE}`);
    process.exit(2);
  }
  // Same private DATA_DIR as the server (the CLI may be the first to create the database).
  process.umask(0o077);
  const config = loadConfig();
  let database: Database;
  try {
    database = await openDatabase({ ...config, holder: 'npm run admin' });
  } catch (error) {
    // A damaged database folder: the server's explanation, not PGlite's dump.
    if (!(error instanceof StartupError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
  const mailer = createMailer(config.mail);
  try {
    await migrate(database);
    await database.exclusive(() => backfillAnswerLog(database.db, Date.now()));
    if (parsed.positionals[0] === 'rebuild-learning') {
      const count = await database.exclusive(() => answerLogRepository(database.db).rebuild(Date.now()));
      console.log(`Estado de aprendizaje recalculado para ${count} cuentas.`);
      return;
    }
    if (parsed.positionals[0] === 'export-content') {
      const exported = JSON.stringify(await exportContent(contentRepository(database.db), new Date().toISOString()), null, 2);
      if (parsed.values.file) writeFileSync(parsed.values.file, `${exported}\n`);
      else console.log(exported);
      return;
    }
    if (parsed.positionals[0] === 'import-content') {
      const file = JSON.parse(readFileSync(need(parsed.values.file, '--file'), 'utf8')) as ContentExport;
      const note = parsed.values.note ?? `Importado de ${parsed.values.file} (npm run admin -- import-content).`;
      const report = await importContent(contentRepository(database.db), file, note, new Date().toISOString());
      console.log([`Publicadas: ${report.published.length}`, `Sin cambios: ${report.unchanged}`, ...report.refused.map((r) => `Rechazada: ${r}`)].join('\n'));
      if (report.refused.length > 0) process.exitCode = 1;
      return;
    }
    if (['fit-fsrs', 'activate-fsrs', 'rollback-fsrs', 'list-fsrs'].includes(parsed.positionals[0] ?? '')) {
      const refresh = () => database.exclusive(() => answerLogRepository(database.db).rebuild(Date.now()));
      console.log(await runFsrsCommand(database.db, parsed.positionals[0]!, parsed.values, { now: Date.now, refresh }));
      return;
    }
    if (parsed.positionals[0] === 'send-reminders') {
      const vapid = { ...loadVapidKeys(config.dataDir), subject: vapidSubject(process.env, config.publicUrl, config.mail.from) };
      const report = await reminderRound({ push: pushRepository(database.db), send: webPushSend(vapid, { production: config.production }), now: Date.now(), force: parsed.values.now === true });
      console.log(roundSummary(report));
      return;
    }
    const students = studentsRepository(database.db);
    const links = passwordLinks({
      tokens: passwordTokensRepository(database.db),
      findByEmail: students.findByEmail,
      mailer,
      limiter: rateLimiter(rateLimitsRepository(database.db)),
      publicUrl: config.publicUrl,
    });
    const records: RecordDeps = { mailer: config.mail.smtpUrl ? mailer : undefined, publicUrl: config.publicUrl, now: Date.now };
    console.log(await runCommand(students, parsed.positionals[0], parsed.values, links, records));
  } catch (error) {
    console.error(error instanceof CliError || error instanceof StartupError || error instanceof FsrsCommandError ? error.message : error);
    process.exitCode = 1;
  } finally {
    mailer.close();
    await database.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
