/** /api/auth: sign-in, password change, logout and the student's courses (spec §7). */
import { Hono, type Context } from 'hono';
import { changePasswordBodySchema, loginBodySchema } from '../../src/shared/auth-schemas';
import { whenReady } from '../lib/awaitable';
import { HttpError, readBody, requireStudent, type AuthEnv } from '../lib/http';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../lib/passwords';
import type { FailureLimiter } from '../lib/rate-limit';
import type { TokenService } from '../lib/tokens';
import type { CachedStudentsRepository } from '../repositories/cached-students.repository';
import { normalizeEmail, type Course } from '../repositories/students.repository';

export const TOO_MANY_ATTEMPTS = 'Demasiados intentos. Inténtalo de nuevo en unos minutos.';
export const BAD_CREDENTIALS = 'Credenciales incorrectas';

export function authRoutes(deps: {
  students: CachedStudentsRepository;
  tokens: TokenService;
  limiter: FailureLimiter;
  clientIp: (c: Context) => string;
}) {
  const { students, tokens, limiter } = deps;
  const app = new Hono<AuthEnv>();
  const signedIn = requireStudent(tokens, students);

  app.post('/login', async (c) => {
    const body = await readBody(c, loginBodySchema);
    const key = `${normalizeEmail(body.email)}|${deps.clientIp(c)}`;
    if (limiter.isBlocked(key)) throw new HttpError(429, TOO_MANY_ATTEMPTS);
    const student = await students.findByEmail(body.email);
    const ok = student ? await verifyPassword(student.passwordHash, body.password) : await verifyAgainstDummy(body.password);
    if (!student || !ok) {
      limiter.fail(key);
      throw new HttpError(401, BAD_CREDENTIALS);
    }
    limiter.reset(key);
    const accessToken = await tokens.sign({ studentId: student.id, version: student.tokenVersion });
    return c.json({ user: { id: student.id, name: student.name, email: student.email }, access_token: accessToken });
  });

  app.post(
    '/change-password',
    signedIn(async (c) => {
      const student = c.get('student');
      const body = await readBody(c, changePasswordBodySchema);
      if (!(await verifyPassword(student.passwordHash, body.currentPassword))) {
        throw new HttpError(400, 'Contraseña actual incorrecta', { success: false });
      }
      const version = await students.setPassword(student.id, await hashPassword(body.newPassword));
      const accessToken = await tokens.sign({ studentId: student.id, version });
      return c.json({ success: true, message: 'Contraseña cambiada exitosamente', access_token: accessToken });
    }),
  );

  app.post(
    '/logout',
    signedIn(async (c) => {
      await students.revokeTokens(c.get('student').id);
      return c.body(null, 204);
    }),
  );

  // The cached repository answers repeated reads with the same list, synchronously, so its JSON is
  // built once and the whole read is usually answered in one tick.
  const coursesJson = new WeakMap<readonly Course[], string>();
  const JSON_TYPE = { 'Content-Type': 'application/json' };
  app.get(
    '/me/courses',
    signedIn((c) =>
      whenReady(students.coursesOf(c.get('student').id), (list) => {
        let json = coursesJson.get(list);
        if (json === undefined) {
          json = JSON.stringify(
            list.map((course) => ({
              id: course.id,
              name: course.name,
              description: course.description,
              duration: course.duration,
              thumbnail_url: course.thumbnailUrl,
              permalink: course.permalink,
              productDetails: { slug: course.slug },
            })),
          );
          coursesJson.set(list, json);
        }
        return c.body(json, 200, JSON_TYPE);
      }),
    ),
  );

  return app;
}
