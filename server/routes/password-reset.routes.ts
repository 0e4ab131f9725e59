/**
 * /api/auth/forgot-password and /api/auth/reset-password (issue 19): a one-time link by mail, then
 * a new password through it; /api/auth/reset-link says, as the link's page opens, whether it can
 * still be used (issue 32), so a used link is not found out after the password was typed twice.
 * Mounted next to auth.routes.ts under /api/auth.
 */
import { Hono, type Context } from 'hono';
import { forgotPasswordBodySchema, resetLinkBodySchema, resetPasswordBodySchema } from '../../src/shared/auth-schemas';
import { FORGOT_PASSWORD_ANSWER, INVALID_LINK_MESSAGE, PASSWORD_UPDATED_MESSAGE } from '../../src/shared/password-link-texts';
import { HttpError, readBody, tooManyRequests } from '../lib/http';
import type { PasswordLinks } from '../lib/password-links';
import { hashPassword } from '../lib/passwords';
import type { Limit, RateLimiter } from '../lib/rate-limit';
import { normalizeEmail, type StudentsRepository } from '../repositories/students.repository';
import { loginKeys } from './auth.routes';

const FIFTEEN_MINUTES = 15 * 60 * 1000;
/** Links asked for one email from one address: a student who asks again now and then never meets it. */
export const FORGOT_PASSWORD_LIMIT: Limit = { max: 5, windowMs: FIFTEEN_MINUTES };
/** Links asked for from one address, whatever the email: caps the mail one client can cause. */
export const FORGOT_PASSWORD_ADDRESS_LIMIT: Limit = { max: 20, windowMs: FIFTEEN_MINUTES };
/** Refused links from one address: tokens cannot be guessed, and each try may cost an argon2 hash. */
export const RESET_PASSWORD_ADDRESS_LIMIT: Limit = { max: 20, windowMs: FIFTEEN_MINUTES };

export function passwordResetRoutes(deps: {
  students: Pick<StudentsRepository, 'setPassword' | 'findById'>;
  links: PasswordLinks;
  limiter: RateLimiter;
  clientIp: (c: Context) => string;
}) {
  const { students, links, limiter } = deps;
  const app = new Hono();

  app.post('/forgot-password', async (c) => {
    const body = await readBody(c, forgotPasswordBodySchema);
    const address = deps.clientIp(c);
    // Counted as sign-in counts, and the same for every email: a 429 says nothing about it either.
    const forEmail = await limiter.consume(`forgot-password:${normalizeEmail(body.email)}|${address}`, FORGOT_PASSWORD_LIMIT);
    if (!forEmail.allowed) throw tooManyRequests(forEmail.retryAfterSeconds);
    const forAddress = await limiter.consume(`forgot-password-address:${address}`, FORGOT_PASSWORD_ADDRESS_LIMIT);
    if (!forAddress.allowed) {
      await limiter.refund(forEmail.hit);
      throw tooManyRequests(forAddress.retryAfterSeconds);
    }
    // The lookup, the link and the mail happen after this answer, which is the same for everyone.
    links.requestReset(body.email);
    return c.json({ message: FORGOT_PASSWORD_ANSWER }, 202);
  });

  // Counted with the refused links of /reset-password: a usable one gives its hit back.
  app.post('/reset-link', async (c) => {
    const body = await readBody(c, resetLinkBodySchema);
    const counted = await limiter.consume(`reset-password-address:${deps.clientIp(c)}`, RESET_PASSWORD_ADDRESS_LIMIT);
    if (!counted.allowed) throw tooManyRequests(counted.retryAfterSeconds);
    if ((await links.usable(body.token)) === undefined) throw new HttpError(400, INVALID_LINK_MESSAGE);
    await limiter.refund(counted.hit);
    return c.json({ usable: true });
  });

  app.post('/reset-password', async (c) => {
    const body = await readBody(c, resetPasswordBodySchema);
    const address = deps.clientIp(c);
    const counted = await limiter.consume(`reset-password-address:${address}`, RESET_PASSWORD_ADDRESS_LIMIT);
    if (!counted.allowed) throw tooManyRequests(counted.retryAfterSeconds);
    // Looked at first and used only once the new hash is ready: a busy server (503) keeps the link usable.
    if ((await links.usable(body.token)) === undefined) throw new HttpError(400, INVALID_LINK_MESSAGE);
    const passwordHash = await hashPassword(body.newPassword, address);
    const studentId = await links.redeem(body.token);
    if (studentId === undefined) throw new HttpError(400, INVALID_LINK_MESSAGE);
    // A link that worked is not a guess: the address gets its hit back.
    await limiter.refund(counted.hit);
    // Bumps the token version: every session opened before this moment is revoked.
    await students.setPassword(studentId, passwordHash);
    // The owner proved it by mail: a sign-in lock on the account (failures from anywhere) ends.
    const student = await students.findById(studentId);
    if (student) {
      const keys = loginKeys(student.email);
      await limiter.reset([keys.account], [keys.pairPrefix]);
    }
    return c.json({ success: true, message: PASSWORD_UPDATED_MESSAGE });
  });

  return app;
}
