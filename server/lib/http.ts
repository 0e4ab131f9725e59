/** Request helpers shared by the API routes: JSON bodies validated by zod, Bearer authentication. */
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { z } from 'zod';
import type { Student, StudentsRepository } from '../repositories/students.repository';
import type { TokenService } from './tokens';
import type { UnauthorizedReason } from '../../src/shared/token';

// Zod's own messages (a field of the wrong type, a list too long) in Spanish, like ours.
z.config(z.locales.es());

export class HttpError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 405 | 409 | 413 | 422 | 429 | 503,
    message: string,
    readonly body: Record<string, unknown> = {},
    readonly headers: Record<string, string> = {},
  ) {
    // An answer, not a fault: no stack trace is captured (a flood's thousands of 429s a second
    // spent a sixth of their time on it, issue 31), and none is ever logged.
    const stackTraceLimit = Error.stackTraceLimit;
    Error.stackTraceLimit = 0;
    super(message);
    Error.stackTraceLimit = stackTraceLimit;
  }
}

export const TOO_MANY_REQUESTS = 'Demasiados intentos. Inténtalo de nuevo en unos minutos.';

/** 429 with the seconds to wait, which every limited answer carries. */
export function tooManyRequests(retryAfterSeconds: number, message: string = TOO_MANY_REQUESTS): HttpError {
  return new HttpError(429, message, {}, { 'Retry-After': String(retryAfterSeconds) });
}

/**
 * Text PostgreSQL cannot store: the NUL character (text and jsonb reject it) and unpaired UTF-16
 * surrogates (not valid UTF-8). Such input would end in a database error, a 500.
 */
// eslint-disable-next-line no-control-regex -- finding NUL is the point
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function hasUnstorableText(value: unknown): boolean {
  if (typeof value === 'string') return UNSTORABLE.test(value);
  if (Array.isArray(value)) return value.some(hasUnstorableText);
  if (value && typeof value === 'object') return Object.entries(value).some(([key, item]) => UNSTORABLE.test(key) || hasUnstorableText(item));
  return false;
}

export const UNSTORABLE_MESSAGE = 'Los datos enviados contienen caracteres no permitidos.';

/** Nesting no request of the app comes near; deeper JSON would overflow the stack of a recursive walk. */
export const MAX_JSON_DEPTH = 32;
export const TOO_DEEP_MESSAGE = 'Los datos enviados tienen demasiados niveles de anidación.';

/** Whether JSON text nests objects and arrays deeper than `max` (read without parsing, strings skipped). */
export function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  let escaped = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text.charCodeAt(i);
    if (inString) {
      if (escaped) escaped = false;
      else if (char === 0x5c) escaped = true;
      else if (char === 0x22) inString = false;
    } else if (char === 0x22) inString = true;
    else if (char === 0x7b || char === 0x5b) {
      depth += 1;
      if (depth > max) return true;
    } else if (char === 0x7d || char === 0x5d) depth -= 1;
  }
  return false;
}

/**
 * Parses and validates the JSON body; answers 400 with a Spanish message on any problem. With
 * `emptyAs`, a request without a body reads as that value (for routes whose fields are all optional).
 */
export async function readBody<S extends z.ZodType>(c: Context, schema: S, options: { emptyAs?: unknown } = {}): Promise<z.infer<S>> {
  let raw: unknown;
  let text: string;
  try {
    text = await c.req.text();
    raw = text === '' && 'emptyAs' in options ? options.emptyAs : JSON.parse(text);
  } catch {
    throw new HttpError(400, 'El cuerpo de la solicitud no es un JSON válido.');
  }
  // Before any recursive walk (hasUnstorableText, zod).
  if (nestsDeeperThan(text, MAX_JSON_DEPTH)) throw new HttpError(400, TOO_DEEP_MESSAGE);
  if (hasUnstorableText(raw)) throw new HttpError(400, UNSTORABLE_MESSAGE);
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    // A body of the wrong shape altogether (not an object) gets the plain message.
    const whole = !issue || (issue.code === 'invalid_type' && issue.path.length === 0);
    throw new HttpError(400, whole ? 'Los datos enviados no son válidos.' : issue.message);
  }
  return parsed.data;
}

/** Validates the query string (each parameter once, as text); 400 with a Spanish message otherwise. */
export function readQuery<S extends z.ZodType>(c: Context, schema: S): z.infer<S> {
  const query = c.req.query();
  // A NUL or a lone surrogate cannot reach PostgreSQL as text (its error would be a 500).
  if (hasUnstorableText(query)) throw new HttpError(400, UNSTORABLE_MESSAGE);
  const parsed = schema.safeParse(query);
  if (!parsed.success) throw new HttpError(400, `Parámetro no válido: ${parsed.error.issues[0]?.path.join('.') || 'consulta'}.`);
  return parsed.data;
}

export type AuthVariables = { student: Student };
export type AuthEnv = { Variables: AuthVariables };

export const UNAUTHORIZED_MESSAGE = 'Sesión inválida o expirada.';
export const FORBIDDEN_MESSAGE = 'No tienes permisos para acceder a esa página.';

const BEARER = /^Bearer ([A-Za-z0-9\-_]+\.[A-Za-z0-9\-_]+\.[A-Za-z0-9\-_]+)$/;

/**
 * Middleware for a route that needs a signed-in student: it lets the request through only with a
 * valid, unexpired, unrevoked Bearer token of an existing student (`c.get('student')`); anything
 * else gets 401. A student `allow` turns down gets 403.
 */
export function requireStudent(tokens: TokenService, students: Pick<StudentsRepository, 'findById'>, allow?: (student: Student) => boolean) {
  return createMiddleware<AuthEnv>(async (c, next) => {
    const student = await authenticate(tokens, students, c.req.header('authorization'));
    if (student === undefined) return c.json({ message: UNAUTHORIZED_MESSAGE }, 401);
    // The message stays for clients that read only it.
    if (typeof student === 'string') return c.json({ message: UNAUTHORIZED_MESSAGE, reason: student }, 401);
    if (allow && !allow(student)) return c.json({ error: FORBIDDEN_MESSAGE, message: FORBIDDEN_MESSAGE }, 403);
    c.set('student', student);
    await next();
  });
}

/** The student behind an Authorization header, or why the token is refused when the device can be told something useful. */
async function authenticate(
  tokens: TokenService,
  students: Pick<StudentsRepository, 'findById'>,
  header: string | undefined,
): Promise<Student | UnauthorizedReason | undefined> {
  const match = BEARER.exec(header ?? '');
  if (!match) return undefined;
  const claims = await tokens.verify(match[1]);
  if (!claims) return undefined;
  const student = await students.findById(claims.studentId);
  if (!student) return undefined;
  if (student.tokenVersion === claims.version) return student;
  return revokedByPasswordChange(student, claims.version) ? 'password_changed' : undefined;
}

/**
 * Logout and a password change both revoke every token of an older version. A token older than the
 * version the latest password change set was revoked by that change (perhaps again by a logout
 * since); a token issued after the change (its own answer's, or a later sign-in) was not.
 */
function revokedByPasswordChange(student: Student, version: number): boolean {
  return student.passwordChangedVersion !== null && version < student.passwordChangedVersion;
}

/**
 * requireStudent for the console: the account behind the token must be an operator, else 403. The
 * role is read with the account (cached for at most TTL_MS), so a demoted operator loses the console
 * as soon as a revoked token would.
 */
export function requireOperator(tokens: TokenService, students: Pick<StudentsRepository, 'findById'>) {
  return requireStudent(tokens, students, (student) => student.role === 'operator');
}
