/**
 * The operator's command line: `npm run admin -- <command> [options]`.
 * Works on the same database as the server (DATA_DIR or DATABASE_URL).
 */
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { migrate, openDatabase, type Database } from '../db/client';
import { StartupError } from '../lib/data-dir';
import { generatePassword, hashPassword } from '../lib/passwords';
import { studentsRepository, type StudentsRepository } from '../repositories/students.repository';
import { passwordProblem } from '../../src/shared/password-rules';

const USAGE = `Uso: npm run admin -- <comando> [opciones]

Comandos:
  create-student --email E --name N [--password P]   Crea un estudiante (genera la contraseña si falta)
  create-operator --email E --name N [--password P]  Crea un operador de la consola /admin (ídem)
  grant-course   --email E --course SLUG              Da acceso a un curso
  revoke-course  --email E --course SLUG              Quita el acceso a un curso
  reset-password --email E                            Genera una contraseña nueva y cierra sus sesiones
  list-students                                       Lista los estudiantes y sus cursos`;

export class CliError extends Error {}

type Options = { email?: string; name?: string; password?: string; course?: string };

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

/** Runs one command and returns what it prints; throws CliError for the operator's mistakes. */
export async function runCommand(students: StudentsRepository, command: string | undefined, opts: Options): Promise<string> {
  switch (command) {
    case 'create-student':
    case 'create-operator': {
      const role = command === 'create-operator' ? 'operator' : 'student';
      const email = need(opts.email, 'email');
      const name = need(opts.name, 'name');
      if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) throw new CliError(`El correo ${email} no es válido.`);
      const password = opts.password ?? generatePassword();
      const problem = passwordProblem(password);
      if (problem) throw new CliError(problem);
      const created = await students.create({ email, name, passwordHash: await hashPassword(password), role });
      if (!created) throw new CliError(`Ya existe ${role === 'operator' ? 'una cuenta' : 'un estudiante'} con el correo ${email}.`);
      const done = `${role === 'operator' ? 'Operador creado' : 'Estudiante creado'}: ${created.email}`;
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
      const password = generatePassword();
      await students.setPassword(student.id, await hashPassword(password));
      return `Contraseña nueva para ${student.email}: ${password}\n(Sus sesiones abiertas se han cerrado.)`;
    }
    case 'list-students': {
      const list = await students.list();
      if (!list.length) return 'No hay estudiantes.';
      return list
        .map((s) => `${s.email}\t${s.name}\t${s.role === 'operator' ? '(operador)' : s.courses.join(', ') || '(sin cursos)'}`)
        .join('\n');
    }
    default:
      throw new CliError(command ? `Comando desconocido: ${command}\n\n${USAGE}` : USAGE);
  }
}

async function main() {
  let parsed;
  try {
    parsed = parseArgs({
      args: process.argv.slice(2),
      allowPositionals: true,
      options: { email: { type: 'string' }, name: { type: 'string' }, password: { type: 'string' }, course: { type: 'string' } },
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
    database = await openDatabase(config);
  } catch (error) {
    // A damaged database folder: the server's explanation, not PGlite's dump.
    if (!(error instanceof StartupError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
  try {
    await migrate(database);
    console.log(await runCommand(studentsRepository(database.db), parsed.positionals[0], parsed.values));
  } catch (error) {
    console.error(error instanceof CliError ? error.message : error);
    process.exitCode = 1;
  } finally {
    await database.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
