/**
 * /api/admin/imports: 'Importar estudiantes' (issue 36 §1), operators only. The class list is sent
 * as the CSV file itself (text/csv). `/preview` reads it and answers every row with its problems,
 * writing nothing; `POST /` reads it again, makes a password for each valid row (argon2, the slow
 * part, reported as it goes), creates them all in one transaction and then mails each a welcome
 * link, or, without SMTP, hands the operator the passwords once as a CSV. The answer is a stream of
 * JSON lines: progress, then the result. The optional 'Grupo' column names an existing group (whatever
 * the case): an unknown group is the row's problem in the preview (groups are created in 'Grupos', so
 * a typo never makes a second group).
 */
import { Hono, type Context } from 'hono';
import { stream } from 'hono/streaming';
import { limaDate } from '../../src/shared/course-access';
import { toCsv } from '../lib/csv';
import { academyCourseId } from '../lib/console-changes';
import type { ImportEvent, ImportPreview } from '../../src/shared/console-api';
import { HttpError, UNSTORABLE_MESSAGE, hasUnstorableText, requireOperator, type AuthEnv } from '../lib/http';
import { logger } from '../lib/logger';
import { generatePassword, hashPassword } from '../lib/passwords';
import type { PasswordLinks } from '../lib/password-links';
import { readStudentCsv, type ImportRow } from '../lib/student-csv';
import type { TokenService } from '../lib/tokens';
import { EmailTaken, type ImportsRepository } from '../repositories/imports.repository';
import type { GroupsRepository } from '../repositories/groups.repository';
import type { StudentsRepository } from '../repositories/students.repository';
import type { MailDelivery } from './admin.routes';

/** A class list of MAX_IMPORT_ROWS rows with long names fits. */
export const MAX_IMPORT_BYTES = 256 * 1024;
/** Passwords hashed at once: as many as the password queue runs (lib/passwords.ts). */
const HASHES_AT_ONCE = 4;

export const ALREADY_STUDENT = 'Ya es estudiante de la academia.';
export const unknownGroup = (name: string) => `No existe el grupo «${name}»: créalo en Grupos o corrige el nombre.`;

/** A row that can be imported, with the group its 'Grupo' column names. */
type ReadRow = ImportRow & { groupRef: { id: number; name: string } | null };

/**
 * A generated password that a spreadsheet reads as written: one starting with '@' would reach the
 * CSV with the apostrophe that keeps it from running as a formula (lib/csv.ts), and the student
 * would be handed a password that is not theirs.
 */
function handOverPassword(): string {
  for (;;) {
    const password = generatePassword();
    if (!/^[=+\-@]/.test(password)) return password;
  }
}

export type { ImportEvent };

export function importsRoutes(deps: {
  imports: ImportsRepository;
  groups: Pick<GroupsRepository, 'byNames'>;
  students: StudentsRepository;
  tokens: TokenService;
  links: Pick<PasswordLinks, 'sendPasswordLink'>;
  mailDelivery: MailDelivery;
  now: () => number;
}) {
  const { imports, now } = deps;
  const app = new Hono<AuthEnv>();
  const operator = requireOperator(deps.tokens, deps.students);

  /** The file's rows with every problem, the database's included; 400 when the file cannot be read. */
  async function readRows(c: Context): Promise<ReadRow[]> {
    const text = await c.req.text();
    if (hasUnstorableText(text)) throw new HttpError(400, UNSTORABLE_MESSAGE);
    const read = readStudentCsv(text, limaDate(now()));
    if ('error' in read) throw new HttpError(400, read.error);
    const [existing, groups] = await Promise.all([
      imports.existingEmails(read.rows.filter((r) => r.problems.length === 0).map((r) => r.email)),
      deps.groups.byNames(read.rows.flatMap((r) => (r.group ? [r.group] : []))),
    ]);
    return read.rows.map((row) => {
      const found = row.group ? groups.get(row.group.toLowerCase()) : undefined;
      if (row.group && !found) row.problems.push(unknownGroup(row.group));
      if (existing.has(row.email) && row.problems.length === 0) row.problems.push(ALREADY_STUDENT);
      return { ...row, groupRef: found ? { id: found.id, name: found.name } : null };
    });
  }

  app.post('/preview', operator, async (c) => {
    const rows = await readRows(c);
    const valid = rows.filter((r) => r.problems.length === 0).length;
    return c.json({ rows: rows.map(({ groupRef, ...row }) => ({ ...row, group: groupRef?.name ?? row.group })), valid, invalid: rows.length - valid, delivery: deps.mailDelivery === 'smtp' ? 'link' : 'passwords' } satisfies ImportPreview);
  });

  app.post('/', operator, async (c) => {
    const valid = (await readRows(c)).filter((r) => r.problems.length === 0);
    if (valid.length === 0) throw new HttpError(400, 'Ninguna fila del archivo se puede importar: corrige los problemas de la vista previa.');
    const operatorId = c.get('student').id;
    const courseId = await academyCourseId(deps.students);
    c.header('Content-Type', 'application/x-ndjson; charset=utf-8');
    return stream(c, async (out) => {
      const send = (event: ImportEvent) => out.write(`${JSON.stringify(event)}\n`);
      const passwords: string[] = [];
      const hashes: string[] = [];
      await send({ type: 'progress', step: 'passwords', done: 0, total: valid.length });
      try {
        for (let i = 0; i < valid.length; i += HASHES_AT_ONCE) {
          const chunk = valid.slice(i, i + HASHES_AT_ONCE).map(() => handOverPassword());
          hashes.push(...(await Promise.all(chunk.map((password) => hashPassword(password)))));
          passwords.push(...chunk);
          await send({ type: 'progress', step: 'passwords', done: passwords.length, total: valid.length });
        }
        await send({ type: 'progress', step: 'saving', done: 0, total: valid.length });
        const list = valid.map((r, i) => ({ name: r.name, email: r.email, endsAt: r.endsAt, row: r.row, passwordHash: hashes[i], group: r.groupRef }));
        const ids = await imports.createAll(list, { at: new Date(now()).toISOString(), operatorId, courseId });
        await send({ type: 'progress', step: 'saving', done: valid.length, total: valid.length });
        // Without SMTP, or for a welcome link that could not be sent, the operator gets the password.
        const handOver = new Set(valid.map((_, i) => i));
        if (deps.mailDelivery === 'smtp') {
          for (let i = 0; i < valid.length; i += 1) {
            try {
              await deps.links.sendPasswordLink({ id: ids[i], email: valid[i].email, name: valid[i].name }, 'welcome');
              handOver.delete(i);
            } catch (error) {
              logger.error({ studentId: ids[i], error: (error as Error).message.split('\n')[0] }, 'No se pudo enviar el correo de bienvenida');
            }
            await send({ type: 'progress', step: 'mail', done: i + 1, total: valid.length });
          }
        }
        const handed = valid.flatMap((r, i) => (handOver.has(i) ? [[r.name, r.email, passwords[i]]] : []));
        await send({
          type: 'done',
          created: ids.length,
          linksSent: valid.length - handed.length,
          passwordsCsv: handed.length ? toCsv(['Nombre', 'Correo', 'Contraseña'], handed) : null,
        });
      } catch (error) {
        if (!(error instanceof EmailTaken)) logger.error({ error: (error as Error).message.split('\n')[0] }, 'La importación de estudiantes falló');
        await send({
          type: 'error',
          message:
            error instanceof EmailTaken
              ? 'Otro operador creó una de estas cuentas mientras tanto: no se importó nadie. Vuelve a cargar el archivo para ver la vista previa.'
              : 'La importación falló y no se creó ningún estudiante. Inténtalo de nuevo.',
        });
      }
    });
  });

  return app;
}
