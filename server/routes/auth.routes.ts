/** /api/auth: sign-in, password change, logout and the student's courses (spec §7). */
import { Hono, type Context } from 'hono';
import { changePasswordBodySchema, loginBodySchema } from '../../src/shared/auth-schemas';
import { HttpError, TOO_MANY_REQUESTS, readBody, requireStudent, tooManyRequests, type AuthEnv } from '../lib/http';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../lib/passwords';
import type { Limit, RateLimiter } from '../lib/rate-limit';
import type { TokenService } from '../lib/tokens';
import { normalizeEmail, type Student, type StudentsRepository } from '../repositories/students.repository';
import { accessEndedAt } from '../../src/shared/course-access';

export const TOO_MANY_ATTEMPTS = TOO_MANY_REQUESTS;
export const BAD_CREDENTIALS = 'Credenciales incorrectas';

const FIFTEEN_MINUTES = 15 * 60 * 1000;
/** Failed sign-ins for one email from one address. */
export const LOGIN_LIMIT: Limit = { max: 10, windowMs: FIFTEEN_MINUTES };
/** Failed sign-ins from one address, whatever the email: caps the argon2 work one client can ask for. */
export const ADDRESS_LIMIT: Limit = { max: 30, windowMs: FIFTEEN_MINUTES };
/** Wrong current passwords for one student: a stolen token must not brute-force the password. */
export const CHANGE_PASSWORD_LIMIT: Limit = { max: 10, windowMs: FIFTEEN_MINUTES };

export function authRoutes(deps: {
  students: StudentsRepository;
  tokens: TokenService;
  limiter: RateLimiter;
  clientIp: (c: Context) => string;
  now: () => number;
}) {
  const { students, tokens, limiter } = deps;
  const app = new Hono<AuthEnv>();
  const signedIn = requireStudent(tokens, students);

  app.post('/login', async (c) => {
    const body = await readBody(c, loginBodySchema);
    const address = deps.clientIp(c);
    const emailKey = `login:${normalizeEmail(body.email)}|${address}`;
    // Counted before the password is checked, so no more than the limit ever reach argon2.
    const forEmail = await limiter.consume(emailKey, LOGIN_LIMIT);
    if (!forEmail.allowed) throw tooManyRequests(forEmail.retryAfterSeconds);
    const forAddress = await limiter.consume(`login-address:${address}`, ADDRESS_LIMIT);
    if (!forAddress.allowed) {
      await limiter.refund(forEmail.hit);
      throw tooManyRequests(forAddress.retryAfterSeconds);
    }
    const student = await students.findByEmail(body.email);
    const ok = student ? await verifyPassword(student.passwordHash, body.password) : await verifyAgainstDummy(body.password);
    if (!student || !ok) throw new HttpError(401, BAD_CREDENTIALS);
    // A success is not a failure: the email starts counting again, the address gets its hit back.
    await Promise.all([limiter.reset(emailKey), limiter.refund(forAddress.hit)]);
    const accessToken = await tokens.sign({ studentId: student.id, version: student.tokenVersion });
    return c.json({ user: presentUser(student), access_token: accessToken });
  });

  app.post(
    '/change-password',
    signedIn,
    async (c) => {
      const student = c.get('student');
      const body = await readBody(c, changePasswordBodySchema);
      const key = `change-password:${student.id}`;
      const counted = await limiter.consume(key, CHANGE_PASSWORD_LIMIT);
      if (!counted.allowed) throw tooManyRequests(counted.retryAfterSeconds);
      if (!(await verifyPassword(student.passwordHash, body.currentPassword))) {
        throw new HttpError(400, 'Contraseña actual incorrecta', { success: false });
      }
      await limiter.reset(key);
      const version = await students.setPassword(student.id, await hashPassword(body.newPassword));
      const accessToken = await tokens.sign({ studentId: student.id, version });
      return c.json({ success: true, message: 'Contraseña cambiada exitosamente', access_token: accessToken });
    },
  );

  app.post(
    '/logout',
    signedIn,
    async (c) => {
      await students.revokeTokens(c.get('student').id);
      return c.body(null, 204);
    },
  );

  app.get('/me', signedIn, (c) => c.json({ user: presentUser(c.get('student')) }));

  app.get('/me/courses', signedIn, async (c) => {
    const list = await students.coursesOf(c.get('student').id);
    const now = deps.now();
    return c.json(
      list.map((course) => ({
        id: course.id,
        name: course.name,
        description: course.description,
        duration: course.duration,
        thumbnail_url: course.thumbnailUrl,
        permalink: course.permalink,
        productDetails: { slug: course.slug },
        accessEndsAt: course.endsAt,
        accessEnded: accessEndedAt(course.endsAt, now),
      })),
    );
  });

  return app;
}

/** The account as the device keeps it: the role decides where it lands (/home or /admin). */
function presentUser(student: Student) {
  return { id: student.id, name: student.name, email: student.email, role: student.role };
}
