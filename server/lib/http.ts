/** Request helpers shared by the API routes: JSON bodies validated by zod, Bearer authentication. */
import type { Context, MiddlewareHandler } from 'hono';
import type { z } from 'zod';
import type { Student, StudentsRepository } from '../repositories/students.repository';
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

export type AuthVariables = { student: Student; token: string };

export const UNAUTHORIZED_MESSAGE = 'Sesión inválida o expirada.';

/** Accepts only a valid, unexpired, unrevoked Bearer token of an existing student. */
export function requireStudent(tokens: TokenService, students: StudentsRepository): MiddlewareHandler<{ Variables: AuthVariables }> {
  return async (c, next) => {
    const header = c.req.header('authorization') ?? '';
    const match = /^Bearer ([A-Za-z0-9\-_]+\.[A-Za-z0-9\-_]+\.[A-Za-z0-9\-_]+)$/.exec(header);
    const claims = match ? await tokens.verify(match[1]) : null;
    const student = claims ? await students.findById(claims.studentId) : undefined;
    if (!claims || !student || student.tokenVersion !== claims.version) {
      return c.json({ message: UNAUTHORIZED_MESSAGE }, 401);
    }
    c.set('student', student);
    c.set('token', match![1]);
    await next();
  };
}
