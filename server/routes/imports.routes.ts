/**
 * /api/admin/imports: 'Importar estudiantes' (issue 36 §1), operators only. The class list is sent
 * as the file's bytes; its encoding is detected (lib/upload-encoding.ts, issue 54 §1). `/preview`
 * reads it and answers every row with its problems, writing nothing; `POST /` reads it again, makes
 * a password for each valid row (argon2, the slow part, reported as it goes), creates them all in
 * one transaction and then mails each a welcome link, or, without SMTP, hands the operator the
 * passwords as a CSV. The answer is a stream of JSON lines: progress, then the result. The optional
 * 'Grupo' column names an existing group (whatever the case): an unknown group is the row's problem
 * in the preview (groups are created in 'Grupos', so a typo never makes a second group).
 *
 * An import is a batch (issue 54 §2): if the operator leaves while the passwords are made, the
 * import stops and creates nobody; once the accounts are saved, each waits for its way in until its
 * welcome link was accepted by the mail server or the operator saved the file with its password
 * (`/batches/:id/handed`, the console's word). Whatever cut the import (the page left, the
 * connection lost, the server restarted), `/batches` lists the accounts still waiting and
 * `/batches/:id/passwords` or `/links` gives them a new way in, as often as needed.
 */
import { Hono, type Context } from 'hono';
import { stream } from 'hono/streaming';
import { limaDate } from '../../src/shared/course-access';
import { toCsv } from '../lib/csv';
import { academyCourseId } from '../lib/console-changes';
import {
  handedRequestSchema,
  recoveryRequestSchema,
  type ImportBatchPage,
  type ImportEvent,
  type ImportPreview,
  type ReissuedPasswords,
  type ResentLinks,
} from '../../src/shared/console-api';
import { z } from 'zod';
import { decimalInteger, decimalQuery, HttpError, UNSTORABLE_MESSAGE, hasUnstorableText, readBody, readQuery, requireOperator, type AuthEnv, type TokenService } from '../lib/http';
import { logger } from '../lib/logger';
import { generatePassword, hashPassword } from '../lib/passwords';
import type { PasswordLinks } from '../lib/password-links';
import { readStudentCsv, type ImportRow } from '../lib/student-csv';
import { decodeUpload, type UploadEncoding } from '../lib/upload-encoding';
import { EmailTaken, type ImportsRepository, type PendingAccount } from '../repositories/imports.repository';
import type { GroupsRepository } from '../repositories/groups.repository';
import type { StudentsRepository } from '../repositories/students.repository';
import type { MailDelivery } from './admin.routes';

/** A class list of MAX_IMPORT_ROWS rows with long names fits. */
export const MAX_IMPORT_BYTES = 256 * 1024;
/** Passwords hashed at once: as many as the password queue runs (lib/passwords.ts). */
const HASHES_AT_ONCE = 4;

export const ALREADY_STUDENT = 'Ya es estudiante de la academia.';
/** An account an earlier import created whose way in reached nobody: where to recover it. */
export const awaitingAccess = (pending: PendingAccount) =>
  `Ya es estudiante: lo creó la importación del ${dayMonthYear(limaDate(Date.parse(pending.createdAt)))} y aún no recibió sus datos de acceso. Entrégaselos en «Importaciones anteriores», en esta página.`;
export const NO_BATCH = 'No existe esa importación.';
export const NOTHING_PENDING = 'Todas las cuentas de esta importación ya recibieron sus datos de acceso.';
export const NO_SMTP = 'Sin correo configurado no se pueden enviar enlaces: descarga contraseñas nuevas para entregarlas.';
export const STOPPED = 'La importación se detuvo antes de guardar: no se creó ningún estudiante.';

const PASSWORDS_HEADER = ['Nombre', 'Correo', 'Contraseña'];
const batchesQuery = z.object({ page: decimalQuery(1_000_000, 1) });

function dayMonthYear(date: string): string {
  const [year, month, day] = date.split('-');
  return `${day}/${month}/${year}`;
}

/** The uploaded file's name (the `file` query parameter), as a batch keeps it. */
function fileNameOf(c: Context): string {
  return (c.req.query('file') ?? '').replace(/[\p{Cc}\p{Cf}]/gu, '').trim().slice(0, 200);
}
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

  /** The file's rows with every problem, the database's included, and its encoding; 400 when the file cannot be read. */
  async function readRows(c: Context): Promise<{ rows: ReadRow[]; encoding: UploadEncoding }> {
    const decoded = decodeUpload(new Uint8Array(await c.req.arrayBuffer()));
    if ('error' in decoded) throw new HttpError(400, decoded.error);
    if (hasUnstorableText(decoded.text)) throw new HttpError(400, UNSTORABLE_MESSAGE);
    const read = readStudentCsv(decoded.text, limaDate(now()));
    if ('error' in read) throw new HttpError(400, read.error);
    const [existing, groups] = await Promise.all([
      imports.existingEmails(read.rows.filter((r) => r.problems.length === 0).map((r) => r.email)),
      deps.groups.byNames(read.rows.flatMap((r) => (r.group ? [r.group] : []))),
    ]);
    const rows = read.rows.map((row) => {
      const found = row.group ? groups.get(row.group.toLowerCase()) : undefined;
      if (row.group && !found) row.problems.push(unknownGroup(row.group));
      if (existing.has(row.email) && row.problems.length === 0) {
        const pending = existing.get(row.email);
        row.problems.push(pending ? awaitingAccess(pending) : ALREADY_STUDENT);
      }
      return { ...row, groupRef: found ? { id: found.id, name: found.name } : null };
    });
    return { rows, encoding: decoded.encoding };
  }

  async function batchParam(c: Context): Promise<number> {
    const id = decimalInteger(c.req.param('id'), 2_147_483_647);
    if (id === undefined || !(await imports.exists(id))) throw new HttpError(404, NO_BATCH);
    return id;
  }

  /** New passwords for `list` (argon2, HASHES_AT_ONCE at a time), by student. */
  async function newPasswords(list: readonly { id: number }[], onChunk?: (done: number) => Promise<boolean>): Promise<Map<number, { password: string; hash: string }> | undefined> {
    const made = new Map<number, { password: string; hash: string }>();
    for (let i = 0; i < list.length; i += HASHES_AT_ONCE) {
      const chunk = list.slice(i, i + HASHES_AT_ONCE);
      const passwords = chunk.map(() => handOverPassword());
      const hashes = await Promise.all(passwords.map((password) => hashPassword(password)));
      chunk.forEach((s, j) => made.set(s.id, { password: passwords[j], hash: hashes[j] }));
      if (onChunk && !(await onChunk(made.size))) return undefined;
    }
    return made;
  }

  app.post('/preview', operator, async (c) => {
    const { rows, encoding } = await readRows(c);
    const valid = rows.filter((r) => r.problems.length === 0).length;
    return c.json({
      rows: rows.map(({ groupRef, ...row }) => ({ ...row, group: groupRef?.name ?? row.group })),
      valid,
      invalid: rows.length - valid,
      encoding,
      delivery: deps.mailDelivery === 'smtp' ? 'link' : 'passwords',
    } satisfies ImportPreview);
  });

  app.post('/', operator, async (c) => {
    const valid = (await readRows(c)).rows.filter((r) => r.problems.length === 0);
    const fileName = fileNameOf(c);
    if (valid.length === 0) throw new HttpError(400, 'Ninguna fila del archivo se puede importar: corrige los problemas de la vista previa.');
    const operatorId = c.get('student').id;
    const courseId = await academyCourseId(deps.students);
    c.header('Content-Type', 'application/x-ndjson; charset=utf-8');
    return stream(c, async (out) => {
      const send = (event: ImportEvent) => out.write(`${JSON.stringify(event)}\n`);
      await send({ type: 'progress', step: 'passwords', done: 0, total: valid.length });
      try {
        // The operator who leaves (or loses the connection) while the passwords are made stops the
        // import: nobody is created, and the same file can be imported again.
        const made = await newPasswords(
          valid.map((_, i) => ({ id: i })),
          async (done) => {
            await send({ type: 'progress', step: 'passwords', done, total: valid.length });
            return !out.aborted;
          },
        );
        if (!made || out.aborted) {
          logger.info({ operatorId, rows: valid.length }, STOPPED);
          return;
        }
        await send({ type: 'progress', step: 'saving', done: 0, total: valid.length });
        const list = valid.map((r, i) => ({ name: r.name, email: r.email, endsAt: r.endsAt, row: r.row, passwordHash: made.get(i)!.hash, group: r.groupRef }));
        // From here on the accounts exist: the rest runs to its end whoever still listens, and
        // each account waits for its way in ('Importaciones anteriores') until it was delivered.
        const { batchId, ids } = await imports.createAll(list, { at: new Date(now()).toISOString(), operatorId, courseId, fileName });
        await send({ type: 'progress', step: 'saving', done: valid.length, total: valid.length });
        // Without SMTP, or for a welcome link that could not be sent, the operator gets the password.
        const handOver = new Set(valid.map((_, i) => i));
        if (deps.mailDelivery === 'smtp') {
          for (let i = 0; i < valid.length; i += 1) {
            try {
              await deps.links.sendPasswordLink({ id: ids[i], email: valid[i].email, name: valid[i].name }, 'welcome');
              await imports.markMailed(ids[i], new Date(now()).toISOString());
              handOver.delete(i);
            } catch (error) {
              logger.error({ studentId: ids[i], error: (error as Error).message.split('\n')[0] }, 'No se pudo enviar el correo de bienvenida');
            }
            await send({ type: 'progress', step: 'mail', done: i + 1, total: valid.length });
          }
        }
        const handed = valid.flatMap((r, i) => (handOver.has(i) ? [[r.name, r.email, made.get(i)!.password]] : []));
        await send({
          type: 'done',
          created: ids.length,
          linksSent: valid.length - handed.length,
          passwordsCsv: handed.length ? toCsv(PASSWORDS_HEADER, handed) : null,
          batchId,
          generation: handed.length ? 1 : null,
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

  /** 'Importaciones anteriores': the batches, newest first, with the accounts still waiting for their way in. */
  app.get('/batches', operator, async (c) => {
    const { page } = readQuery(c, batchesQuery);
    const { batches, total } = await imports.batches(page);
    return c.json({ batches, total, page, pageSize: imports.pageSize, delivery: deps.mailDelivery === 'smtp' ? 'link' : 'passwords' } satisfies ImportBatchPage);
  });

  /**
   * New generated passwords for the batch's accounts in `scope`, as a CSV to hand over; an earlier
   * password of theirs stops working. They wait until the operator says the file was saved.
   */
  app.post('/batches/:id/passwords', operator, async (c) => {
    const batchId = await batchParam(c);
    const { scope } = await readBody(c, recoveryRequestSchema, { emptyAs: {} });
    const recipients = await imports.recipients(batchId, scope);
    if (recipients.length === 0) throw new HttpError(409, NOTHING_PENDING);
    const made = (await newPasswords(recipients))!;
    const hashes = new Map([...made].map(([id, { hash }]) => [id, hash]));
    const { generation, ids } = await imports.replacePasswords(batchId, hashes, { at: new Date(now()).toISOString(), operatorId: c.get('student').id, scope });
    const changed = new Set(ids);
    const rows = recipients.filter((r) => changed.has(r.id)).map((r) => [r.name, r.email, made.get(r.id)!.password]);
    return c.json({ count: rows.length, generation, passwordsCsv: rows.length ? toCsv(PASSWORDS_HEADER, rows) : null } satisfies ReissuedPasswords);
  });

  /** With SMTP: a new welcome link (valid 7 days) mailed to each of the batch's accounts in `scope`. */
  app.post('/batches/:id/links', operator, async (c) => {
    const batchId = await batchParam(c);
    const { scope } = await readBody(c, recoveryRequestSchema, { emptyAs: {} });
    if (deps.mailDelivery !== 'smtp') throw new HttpError(409, NO_SMTP);
    const recipients = await imports.recipients(batchId, scope);
    if (recipients.length === 0) throw new HttpError(409, NOTHING_PENDING);
    let sent = 0;
    for (const student of recipients) {
      try {
        await deps.links.sendPasswordLink(student, 'welcome');
        await imports.markMailed(student.id, new Date(now()).toISOString());
        sent += 1;
      } catch (error) {
        logger.error({ studentId: student.id, error: (error as Error).message.split('\n')[0] }, 'No se pudo enviar el correo de bienvenida');
      }
    }
    const failed = recipients.length - sent;
    await imports.noteLinksResent(batchId, { at: new Date(now()).toISOString(), operatorId: c.get('student').id, scope, sent, failed });
    return c.json({ sent, failed } satisfies ResentLinks);
  });

  /** The console saved the file of the batch's passwords of `generation`: those accounts have their way in. */
  app.post('/batches/:id/handed', operator, async (c) => {
    const batchId = await batchParam(c);
    const { generation } = await readBody(c, handedRequestSchema);
    return c.json({ handed: await imports.markHanded(batchId, generation, new Date(now()).toISOString()) });
  });

  return app;
}
