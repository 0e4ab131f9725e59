/** Request helpers shared by the API routes: JSON bodies validated by zod, Bearer authentication. */
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { z } from 'zod';
import type { Student, StudentsRepository } from '../repositories/students.repository';
import type { UnauthorizedReason } from '../../src/shared/token';
import { accessEndedAt, accessEndedMessage, COURSE_SLUG } from '../../src/shared/course-access';
import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { SignJWT, jwtVerify } from 'jose';
import { LRUCache } from 'lru-cache';
import { ensurePrivateDir, StartupError } from './data-dir';
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

// ── The API's rules: times, cursors, the course and its access ──
/*
 * Rules the API routes share: which times a device may report, the opaque cursors of paged reads,
 * and the course every attempt and answer belongs to.
 */
/** A device's clock may run this far ahead of the server's. */
export const CLOCK_SKEW_MS = 5 * 60 * 1000;

/**
 * Years 2000–9998 in UTC: a device clock outside them is wrong, and such timestamps break storage
 * (PostgreSQL has no year 0 nor a '+010000' year; years below 1000 come back misread).
 */
const EARLIEST = Date.parse('2000-01-01T00:00:00Z');
const LATEST = Date.parse('9999-01-01T00:00:00Z');

export function plausibleTime(iso: string): boolean {
  const time = Date.parse(iso);
  return time >= EARLIEST && time < LATEST;
}

/** Later than the server's clock allows for (beyond the skew a device may have). */
export function inTheFuture(iso: string, now: number): boolean {
  return Date.parse(iso) > now + CLOCK_SKEW_MS;
}

/**
 * A positive integer written in plain decimal ('12', not '0x1', '1e3', '+1', ' 1' or '01'), at most
 * `max`; undefined otherwise. Ids in paths and numbers in queries are read with it.
 */
export function decimalInteger(text: string | undefined, max: number = Number.MAX_SAFE_INTEGER): number | undefined {
  if (text === undefined || !/^[1-9]\d{0,15}$/.test(text)) return undefined;
  const value = Number(text);
  return value <= max ? value : undefined;
}

/** A query parameter read by decimalInteger (1 to `max`), `fallback` when absent. */
export function decimalQuery(max: number, fallback: number) {
  return z
    .string()
    .optional()
    .transform((text, ctx) => {
      if (text === undefined) return fallback;
      const value = decimalInteger(text, max);
      if (value === undefined) ctx.addIssue({ code: 'custom', message: `Usa un número entero entre 1 y ${max}.` });
      return value ?? fallback;
    });
}

/** Where a page of a keyset read ended: the last row's time and id. */
export interface PageEnd {
  at: string;
  id: string;
}

export const BAD_CURSOR = 'El parámetro cursor no es válido. Vuelve a pedir la primera página.';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The cursor a client sends back for the next page: opaque to it. */
export function encodeCursor(at: string | Date, id: string): string {
  return Buffer.from(JSON.stringify([new Date(at).toISOString(), id])).toString('base64url');
}

/** Only a cursor this server wrote is taken: a time as toISOString() writes it and an id; else 400. */
export function decodeCursor(text: string): PageEnd {
  try {
    const value: unknown = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
    if (Array.isArray(value) && value.length === 2 && typeof value[0] === 'string' && typeof value[1] === 'string') {
      const [at, id] = value;
      if (!hasUnstorableText(value) && plausibleTime(at) && new Date(at).toISOString() === at && UUID.test(id)) return { at, id };
    }
  } catch {
    // Not base64url JSON: the same answer as any other bad cursor.
  }
  throw new HttpError(400, BAD_CURSOR);
}

interface CourseGrant {
  slug: string;
  /** The last day of access, inclusive, in Lima; null: no end date. */
  endsAt: string | null;
}

/** 403 unless the student has the course (every exam and question belongs to it); returns its access. */
export async function requireCourse(students: { coursesOf(studentId: number): Promise<CourseGrant[]> }, studentId: number): Promise<CourseGrant> {
  const course = (await students.coursesOf(studentId)).find((granted) => granted.slug === COURSE_SLUG);
  if (!course) throw new HttpError(403, 'No tienes acceso a este curso.');
  return course;
}

/** The 403 of a student whose access to the course ended on `endsAt`. */
export function accessEnded(endsAt: string): HttpError {
  const message = accessEndedMessage(endsAt);
  return new HttpError(403, message, { error: message, code: 'access-ended', endsAt });
}

/**
 * 403 unless the access covered every one of `moments` (plausible times: when the work was done, which
 * may be well before it syncs). Work done on or before the last day of access is kept.
 */
export function requireAccessAt(course: CourseGrant, moments: readonly string[]): void {
  if (course.endsAt !== null && moments.some((moment) => accessEndedAt(course.endsAt, moment))) throw accessEnded(course.endsAt);
}

export type StudentsWithCourses = Pick<StudentsRepository, 'findById' | 'coursesOf'>;

// ── The session tokens the middleware verifies ──
/*
 * Access tokens: HS256 JWTs signed with jose. `ver` carries the student's token version, so logout
 * and password change revoke every token issued before them.
 */
export interface TokenClaims {
  studentId: number;
  version: number;
}

/** HS256 needs a key at least as long as its 256-bit hash (RFC 7518 §3.2). */
export const MIN_SECRET_BYTES = 32;

const SECRET_ADVICE =
  'Restaura la clave desde una copia de seguridad o bórrala para que el servidor genere una nueva ' +
  '(las sesiones abiertas se cerrarán).';

/** Decodes base64 (standard or URL-safe, line breaks allowed); undefined for any other text. */
function decodeBase64(text: string): Buffer | undefined {
  const compact = text.replace(/\s+/g, '').replace(/-/g, '+').replace(/_/g, '/');
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(compact)) return undefined;
  const bytes = Buffer.from(compact, 'base64');
  // Node's decoder skips what it cannot read; a round trip tells a real encoding from stray text.
  return bytes.toString('base64').replace(/=+$/, '') === compact.replace(/=+$/, '') ? bytes : undefined;
}

/**
 * Reads the signing secret from DATA_DIR, generating it only when the file is missing. An empty,
 * unreadable, non-base64 or short key stops start-up: with it every login would fail, or tokens
 * would be forgeable.
 */
export function loadSecret(dataDir: string): Uint8Array {
  const file = path.join(dataDir, 'secret.key');
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') {
      const reason = (error as NodeJS.ErrnoException).code ?? String(error);
      throw new StartupError(`No se pudo leer la clave de firma ${file} (${reason}). ${SECRET_ADVICE}`, { cause: error });
    }
    text = randomBytes(MIN_SECRET_BYTES).toString('base64');
    try {
      ensurePrivateDir(dataDir);
      // 'wx': never overwrite a key another process wrote meanwhile.
      writeFileSync(file, text, { mode: 0o600, flag: 'wx' });
    } catch (writeError) {
      if (writeError instanceof StartupError) throw writeError;
      const reason = (writeError as NodeJS.ErrnoException).code ?? String(writeError);
      throw new StartupError(`No se pudo crear la clave de firma ${file} (${reason}).`, { cause: writeError });
    }
  }
  if (!text.trim()) throw new StartupError(`La clave de firma ${file} está vacía. ${SECRET_ADVICE}`);
  const bytes = decodeBase64(text);
  if (!bytes) throw new StartupError(`La clave de firma ${file} no es texto base64 válido. ${SECRET_ADVICE}`);
  if (bytes.length < MIN_SECRET_BYTES) {
    throw new StartupError(
      `La clave de firma ${file} es demasiado corta: tiene ${bytes.length} ${bytes.length === 1 ? 'byte' : 'bytes'} y necesita al menos ${MIN_SECRET_BYTES}. ${SECRET_ADVICE}`,
    );
  }
  return new Uint8Array(bytes);
}

/**
 * Tokens whose signature checked out, kept so that a device's repeated reads skip jose's check:
 * measured in process, a cached courses read takes about 40 µs with it and 130–150 µs without. The
 * expiry is still checked on every use.
 */
const MAX_VERIFIED = 10_000;

export function tokenService(secret: Uint8Array, ttlSeconds: number, now: () => number = Date.now) {
  const verified = new LRUCache<string, TokenClaims & { exp: number }>({ max: MAX_VERIFIED });
  return {
    sign(claims: TokenClaims): Promise<string> {
      const iat = Math.floor(now() / 1000);
      return new SignJWT({ ver: claims.version })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(String(claims.studentId))
        .setIssuedAt(iat)
        .setExpirationTime(iat + ttlSeconds)
        .sign(secret);
    },

    /** The claims, or null for a malformed, wrongly signed or expired token. */
    async verify(token: string): Promise<TokenClaims | null> {
      const known = verified.get(token) ?? (await verifySignature(token));
      if (!known || known.exp * 1000 <= now()) return null;
      return { studentId: known.studentId, version: known.version };
    },
  };

  async function verifySignature(token: string): Promise<(TokenClaims & { exp: number }) | undefined> {
    try {
      const { payload } = await jwtVerify(token, secret, {
        algorithms: ['HS256'],
        currentDate: new Date(now()),
      });
      const studentId = Number(payload.sub);
      if (!Number.isInteger(studentId) || typeof payload.ver !== 'number' || typeof payload.exp !== 'number') return undefined;
      const claims = { studentId, version: payload.ver, exp: payload.exp };
      verified.set(token, claims);
      return claims;
    } catch {
      return undefined;
    }
  }
}

export type TokenService = ReturnType<typeof tokenService>;
