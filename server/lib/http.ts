/** Request helpers shared by the API routes: JSON bodies validated by zod, Bearer authentication. */
import type { Context } from 'hono';
import type { z } from 'zod';
import type { CachedStudentsRepository } from '../repositories/cached-students.repository';
import type { Student } from '../repositories/students.repository';
import { whenReady, type Awaitable } from './awaitable';
import type { TokenService } from './tokens';

export class HttpError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 413 | 422 | 429,
    message: string,
    readonly body: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

/** Parses and validates the JSON body; answers 400 with a Spanish message on any problem. */
export async function readBody<S extends z.ZodType>(c: Context, schema: S): Promise<z.infer<S>> {
  let raw: unknown;
  try {
    raw = JSON.parse(await c.req.text());
  } catch {
    throw new HttpError(400, 'El cuerpo de la solicitud no es un JSON válido.');
  }
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const message = issue && !issue.message.startsWith('Invalid') ? issue.message : 'Los datos enviados no son válidos.';
    throw new HttpError(400, message);
  }
  return parsed.data;
}

export type AuthVariables = { student: Student };
export type AuthEnv = { Variables: AuthVariables };

export const UNAUTHORIZED_MESSAGE = 'Sesión inválida o expirada.';

const BEARER = /^Bearer ([A-Za-z0-9\-_]+\.[A-Za-z0-9\-_]+\.[A-Za-z0-9\-_]+)$/;

/**
 * Wraps a route's handler so it runs only for a valid, unexpired, unrevoked Bearer token of an
 * existing student (`c.get('student')`); anything else gets 401. A wrapper rather than a
 * middleware: with one handler per route, a request whose token and student are cached is answered
 * synchronously (see lib/awaitable.ts).
 */
export function requireStudent(tokens: TokenService, students: Pick<CachedStudentsRepository, 'findById'>) {
  function authenticate(header: string | undefined): Awaitable<Student | undefined> {
    const match = BEARER.exec(header ?? '');
    if (!match) return undefined;
    return whenReady(tokens.verify(match[1]), (claims) =>
      claims
        ? whenReady(students.findById(claims.studentId), (student) => (student?.tokenVersion === claims.version ? student : undefined))
        : undefined,
    );
  }

  return (handler: (c: Context<AuthEnv>) => Awaitable<Response>) =>
    (c: Context<AuthEnv>): Awaitable<Response> =>
      whenReady(authenticate(c.req.header('authorization')), (student) => {
        if (!student) return c.json({ message: UNAUTHORIZED_MESSAGE }, 401);
        c.set('student', student);
        return handler(c);
      });
}
