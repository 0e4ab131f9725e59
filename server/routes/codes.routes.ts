/**
 * Access codes (issue 36 §5). Operators make batches of single-use codes and list them with their
 * state (/api/admin/codes); a new student signs up with one (/api/codes/activate) and a student with
 * an account extends their access with one (/api/codes/redeem). Tries that redeem nothing are counted
 * per client address like failed sign-ins, so codes cannot be guessed at speed (they hold 80 random
 * bits); the count and the code come before any password is hashed (issue 55).
 */
import { randomBytes } from 'node:crypto';
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { CODE_ALPHABET, CODE_INVALID, CODE_LENGTH, CODE_REQUIRED, CODE_USED, CODE_VOIDED, NAME_REQUIRED, codeExpiredMessage, formatCode, normalizeCode } from '../../src/shared/access-codes';
import { limaDate } from '../../src/shared/course-access';
import { isMailbox } from '../../src/shared/login-rules';
import { MAX_BATCH, codeBatchSchema, codeStateSchema, type CodeBatchList, type CodePage, type CodeState, type CreatedCodes } from '../../src/shared/console-api';
import { PASSWORD_FALLBACK_MESSAGE, newPasswordProblem } from '../../src/shared/password-rules';
import { decimalInteger, decimalQuery, HttpError, readBody, readQuery, requireOperator, requireStudent, tooManyRequests, type AuthEnv, type TokenService } from '../lib/http';
import { toCsv } from '../lib/csv';
import { academyCourseId, recordChange } from '../lib/console-changes';
import { hashPassword } from '../lib/passwords';
import type { Hit, Limit, RateLimiter } from '../lib/rate-limit';
import type { CodesRepository, RedeemRefusal, Redeemer } from '../repositories/codes.repository';
import type { GroupsRepository } from '../repositories/groups.repository';
import type { StudentsRepository } from '../repositories/students.repository';

export const CODES_PAGE_SIZE = 50;
export { MAX_BATCH };
/**
 * Tries at a code from one address (IPv6: one /64) that did not redeem it: as many as the sign-in lets
 * one email and address fail. Counted before the work, so concurrent tries on any instance stay within it.
 */
export const CODE_LIMIT: Limit = { max: 10, windowMs: 15 * 60 * 1000 };

const MAX_ID = 2_147_483_647;
const codesQuery = z.object({
  page: decimalQuery(1_000_000, 1),
  state: codeStateSchema.optional(),
  batch: z
    .string()
    .optional()
    .transform((text, ctx) => {
      if (text === undefined) return undefined;
      const id = decimalInteger(text, MAX_ID);
      if (id === undefined) ctx.addIssue({ code: 'custom', message: 'El lote no existe.' });
      return id;
    }),
});

/** The batch named in the path, or 404 for anything that is not one of its ids. */
function batchId(c: Context): number {
  const id = decimalInteger(c.req.param('id'), MAX_ID);
  if (id === undefined) throw new HttpError(404, 'El lote no existe.');
  return id;
}

/** How a code's state reads in the console and in the batch's CSV. */
export const CODE_STATE_TEXT: Record<CodeState, string> = { free: 'Libre', used: 'Usado', expired: 'Vencido', voided: 'Anulado' };

const codeField = z.string({ error: CODE_REQUIRED }).max(64, CODE_INVALID);
const activateSchema = z
  .object({
    code: codeField,
    name: z.string({ error: NAME_REQUIRED }).trim().min(1, NAME_REQUIRED).max(200, 'El nombre es demasiado largo.'),
    email: z
      .string({ error: 'El correo electrónico es requerido' })
      .trim()
      .min(1, 'El correo electrónico es requerido')
      .max(254, 'Ingresa un correo electrónico válido')
      .refine(isMailbox, 'Ingresa un correo electrónico válido'),
    newPassword: z.string({ error: 'Todos los campos son obligatorios' }).max(200, 'La contraseña no puede tener más de 50 caracteres'),
    confirmPassword: z.string({ error: 'Todos los campos son obligatorios' }).max(200, PASSWORD_FALLBACK_MESSAGE),
  })
  .superRefine((value, ctx) => {
    const problem = newPasswordProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });
const redeemSchema = z.object({ code: codeField });

/** A new code: CODE_LENGTH characters of base32, 5 random bits each (80 bits). */
export function newCode(): string {
  const bytes = randomBytes(CODE_LENGTH);
  let code = '';
  for (const byte of bytes) code += CODE_ALPHABET[byte & 31];
  return code;
}

function refused(refusal: RedeemRefusal, email: string): HttpError {
  return new HttpError(refusal.reason === 'email-taken' ? 409 : 400, refusalMessage(refusal, email), { reason: refusal.reason });
}

function refusalMessage(refusal: RedeemRefusal, email: string): string {
  switch (refusal.reason) {
    case 'unknown':
      return CODE_INVALID;
    case 'used':
      return CODE_USED;
    case 'voided':
      return CODE_VOIDED;
    case 'expired':
      return codeExpiredMessage(refusal.expiresOn);
    case 'email-taken':
      return `Ya existe una cuenta con el correo ${email.toLowerCase()}. Inicia sesión y canjea el código con «Canjear código», en Mis Cursos o en el menú de tu cuenta.`;
    case 'no-end-date':
      return 'Tu acceso al curso no tiene fecha de fin: no necesitas un código.';
  }
}

/** /api/admin/codes: operators only. */
export function codesAdminRoutes(deps: { codes: CodesRepository; students: StudentsRepository; groups: Pick<GroupsRepository, 'find'>; tokens: TokenService; now: () => number }) {
  const { codes, now } = deps;
  const app = new Hono<AuthEnv>();
  const operator = requireOperator(deps.tokens, deps.students);

  app.get('/', operator, async (c) => {
    const { page, state, batch } = readQuery(c, codesQuery);
    const { rows, total } = await codes.page({ today: limaDate(now()), state, batchId: batch }, (page - 1) * CODES_PAGE_SIZE, CODES_PAGE_SIZE);
    return c.json({ codes: rows, total, page, pageSize: CODES_PAGE_SIZE } satisfies CodePage);
  });

  /** A batch's codes in full (at most MAX_BATCH), to copy or print them. */
  app.get('/batches/:id', operator, async (c) => {
    const batch = await codes.batch(batchId(c), limaDate(now()));
    if (!batch) throw new HttpError(404, 'El lote no existe.');
    return c.json(batch satisfies CodeBatchList);
  });

  /** The same as CSV for a spreadsheet, named after the batch and the day. */
  app.get('/batches/:id/codes.csv', operator, async (c) => {
    const batch = await codes.batch(batchId(c), limaDate(now()));
    if (!batch) throw new HttpError(404, 'El lote no existe.');
    const csv = toCsv(
      ['Código', 'Estado', 'Días de acceso', 'Canjear hasta', 'Grupo'],
      batch.codes.map((row) => [formatCode(row.code), CODE_STATE_TEXT[row.state], batch.days, batch.expiresOn, batch.group?.name ?? null]),
    );
    c.header('Content-Type', 'text/csv; charset=utf-8');
    c.header('Content-Disposition', `attachment; filename="codigos-lote-${batch.batchId}-${limaDate(now())}.csv"`);
    return c.body(csv);
  });

  /** Voids a code nobody used (sold by mistake, leaked): it is refused from then on. */
  app.post('/:code/void', operator, async (c) => {
    const code = normalizeCode(c.req.param('code'));
    if (!code) throw new HttpError(404, 'El código no existe.');
    const operatorId = c.get('student').id;
    const at = now();
    const result = await codes.void({ code, at: new Date(at).toISOString(), operatorId }, (tx, batchId) =>
      recordChange(tx, { at, operatorId, action: 'void-code', targetId: null, details: { code, batchId } }),
    );
    if (!result.ok) {
      if (result.reason === 'unknown') throw new HttpError(404, 'El código no existe.');
      throw new HttpError(409, result.reason === 'used' ? 'Este código ya fue usado: no se puede anular.' : 'Este código ya estaba anulado.');
    }
    const { rows } = await codes.page({ today: limaDate(at), batchId: result.batchId }, 0, MAX_BATCH);
    return c.json({ code: rows.find((row) => row.code === code) });
  });

  app.post('/', operator, async (c) => {
    const body = await readBody(c, codeBatchSchema);
    if (body.expiresOn < limaDate(now())) throw new HttpError(400, 'La fecha de vencimiento ya pasó: elige hoy o un día posterior.');
    const group = body.groupId === null ? null : await deps.groups.find(body.groupId);
    if (group === undefined) throw new HttpError(400, 'El grupo no existe.');
    const list = Array.from({ length: body.count }, newCode);
    const operatorId = c.get('student').id;
    const at = now();
    const batchId = await codes.createBatch({ at: new Date(at).toISOString(), operatorId, days: body.days, expiresOn: body.expiresOn, groupId: group?.id ?? null, codes: list }, (tx, id) =>
      recordChange(tx, {
        at,
        operatorId,
        action: 'create-codes',
        targetId: null,
        details: { batchId: id, count: body.count, days: body.days, expiresOn: body.expiresOn, groupId: group?.id ?? null, group: group?.name ?? null },
      }),
    );
    return c.json({ batchId, days: body.days, expiresOn: body.expiresOn, group: group ? { id: group.id, name: group.name } : null, codes: list } satisfies CreatedCodes, 201);
  });

  return app;
}

/** /api/codes: a student's side of the codes. */
export function codesRoutes(deps: {
  codes: CodesRepository;
  students: StudentsRepository;
  tokens: TokenService;
  limiter: RateLimiter;
  clientIp: (c: Context) => string;
  now: () => number;
}) {
  const { codes, limiter, now } = deps;
  const app = new Hono<AuthEnv>();
  const signedIn = requireStudent(deps.tokens, deps.students);

  /**
   * Counts a try at a code from the client's address before anything else, on every instance alike
   * (a hit taken before the work: of concurrent tries no more than the limit get through), and
   * looks the code up, cheaply, before any password is hashed (issue 55). A refused code keeps its
   * hit, as a wrong password does; a redeemed one gives it back.
   */
  async function admit(c: Context, typed: string): Promise<{ code: string; hit: Hit; address: string }> {
    const address = deps.clientIp(c);
    const counted = await limiter.consume(`code-address:${address}`, CODE_LIMIT);
    if (!counted.allowed) throw tooManyRequests(counted.retryAfterSeconds);
    const code = normalizeCode(typed);
    if (!code) throw new HttpError(400, typed.trim() ? CODE_INVALID : CODE_REQUIRED);
    const refusal = await codes.refusal(code, limaDate(now()));
    if (refusal) throw refused(refusal, '');
    return { code, hit: counted.hit, address };
  }

  /** Redeems an admitted code; a refusal here (a race lost) keeps its hit, 'no-end-date' gives it back. */
  async function redeem(code: string, hit: Hit, redeemer: Redeemer, email: string) {
    const at = now();
    const result = await codes.redeem(
      { code, at: new Date(at).toISOString(), today: limaDate(at), courseId: await academyCourseId(deps.students), redeemer },
      (tx, studentId, details) => recordChange(tx, { at, operatorId: null, action: 'redeem-code', targetId: studentId, details: { code, ...details } }),
    );
    if (!result.ok) {
      if (result.reason === 'no-end-date') await limiter.refund(hit);
      throw refused(result, email);
    }
    await limiter.refund(hit);
    return result;
  }

  app.post('/activate', async (c) => {
    const body = await readBody(c, activateSchema);
    // The code first: until it is free and valid, the answer is the same whether the email has an
    // account or not, and no password is hashed.
    const { code, hit, address } = await admit(c, body.code);
    if (await deps.students.findByEmail(body.email)) throw refused({ reason: 'email-taken' }, body.email);
    const passwordHash = await hashPassword(body.newPassword, address);
    const result = await redeem(code, hit, { kind: 'new', email: body.email, name: body.name, passwordHash }, body.email);
    return c.json({ student: { id: result.studentId, name: body.name, email: body.email.toLowerCase() }, accessEndsAt: result.endsAt, days: result.days }, 201);
  });

  app.post('/redeem', signedIn, async (c) => {
    const student = c.get('student');
    if (student.role !== 'student') throw new HttpError(403, 'Los códigos son para estudiantes.');
    const body = await readBody(c, redeemSchema);
    const { code, hit } = await admit(c, body.code);
    const result = await redeem(code, hit, { kind: 'existing', studentId: student.id }, student.email);
    return c.json({ accessEndsAt: result.endsAt, previousEndsAt: result.previousEndsAt, days: result.days });
  });

  return app;
}
