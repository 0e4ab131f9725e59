/** /api/auth: sign-in, password change, logout and the student's courses (spec §7). */
import { Hono, type Context } from 'hono';
import { changePasswordBodySchema, loginBodySchema } from '../../src/shared/auth-schemas';
import { HttpError, TOO_MANY_REQUESTS, readBody, requireStudent, tooManyRequests, type AuthEnv, type TokenService } from '../lib/http';
import { serverBusy } from '../lib/work-queue';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../lib/passwords';
import type { PasswordLinks } from '../lib/password-links';
import type { Limit, RateLimiter } from '../lib/rate-limit';
import { normalizeEmail, type Student, type StudentsRepository } from '../repositories/students.repository';
import { accessEndedAt } from '../../src/shared/course-access';

export const TOO_MANY_ATTEMPTS = TOO_MANY_REQUESTS;
export const BAD_CREDENTIALS = 'Credenciales incorrectas';

const FIFTEEN_MINUTES = 15 * 60 * 1000;
const HOUR = 60 * 60 * 1000;
/** Failed sign-ins for one email from one address: slows one guesser down. */
export const LOGIN_LIMIT: Limit = { max: 10, windowMs: FIFTEEN_MINUTES };
/** Failed sign-ins from one address (IPv6: one /64), whatever the email: caps the argon2 work one client can ask for. */
export const ADDRESS_LIMIT: Limit = { max: 30, windowMs: FIFTEEN_MINUTES };
/** How long a sign-in waits for its turn while its address's limit is taken by checks under way (then 503). */
export const ADDRESS_TURN_WAIT_MS = 15_000;
/**
 * Failed sign-ins to one email from any address: then the account is locked until the failures age
 * out (at most an hour) or its owner sets a new password through a reset link; the owner is told by mail.
 */
export const ACCOUNT_LIMIT: Limit = { max: 20, windowMs: HOUR };
/**
 * The slow-down before the lock: from ACCOUNT_SLOW_AFTER failed sign-ins to one email (any address),
 * each further sign-in to it waits before its password is checked, half a second more per failure, at
 * most five seconds. Guesses at the account being checked count as failures meanwhile, so waiting in parallel buys
 * an attacker nothing; the server spends no work on a wait.
 */
export const ACCOUNT_SLOW_AFTER = 5;
const ACCOUNT_SLOW_STEP_MS = 500;
const ACCOUNT_SLOW_MAX_MS = 5_000;
export function accountSlowDownMs(failures: number): number {
  return failures < ACCOUNT_SLOW_AFTER ? 0 : Math.min((failures - ACCOUNT_SLOW_AFTER + 1) * ACCOUNT_SLOW_STEP_MS, ACCOUNT_SLOW_MAX_MS);
}
/** Wrong current passwords for one student: a stolen token must not brute-force the password. */
export const CHANGE_PASSWORD_LIMIT: Limit = { max: 10, windowMs: FIFTEEN_MINUTES };

export const ACCOUNT_LOCKED =
  'Hubo demasiados intentos fallidos con esta cuenta y la bloqueamos por un tiempo. Para entrar ahora, usa «Olvidé mi contraseña» y crea una nueva contraseña.';

/** The limiter keys of one sign-in; the account's keys are cleared when its password is reset. */
export function loginKeys(email: string, address?: string) {
  const normalized = normalizeEmail(email);
  return {
    account: `login-account:${normalized}`,
    /** Every email + address key of the account starts with this. */
    pairPrefix: `login:${normalized}|`,
    pair: `login:${normalized}|${address ?? ''}`,
    address: `login-address:${address ?? ''}`,
  };
}

export function authRoutes(deps: {
  students: StudentsRepository;
  tokens: TokenService;
  limiter: RateLimiter;
  links: Pick<PasswordLinks, 'sendLockNotice'>;
  clientIp: (c: Context) => string;
  now: () => number;
  /** How the slow-down waits (tests record it instead). */
  wait: (ms: number) => Promise<void>;
}) {
  const { students, tokens, limiter } = deps;
  const app = new Hono<AuthEnv>();
  const signedIn = requireStudent(tokens, students);
  /** Sign-ins of each email this instance is checking right now: they count as failures until they end. */
  const inFlight = new Map<string, number>();

  app.post('/login', async (c) => {
    const body = await readBody(c, loginBodySchema);
    const address = deps.clientIp(c);
    const keys = loginKeys(body.email, address);
    // The address is counted apart, with a reservation (below); these two only by their failures.
    const limits = [
      { key: keys.pair, limit: LOGIN_LIMIT },
      { key: keys.account, limit: ACCOUNT_LIMIT },
    ];
    // Guesses at this email already being checked here, with the failures read a moment ago, fill its
    // limit without any SQL (a flood's next guesses while the first ones are in argon2).
    const likely = (key: string) => limiter.recentCount(key) + (inFlight.get(key) ?? 0);
    if (likely(keys.pair) >= LOGIN_LIMIT.max) throw tooManyRequests(Math.ceil(LOGIN_LIMIT.windowMs / 1000));
    if (likely(keys.account) >= ACCOUNT_LIMIT.max) throw tooManyRequests(Math.ceil(ACCOUNT_LIMIT.windowMs / 1000), ACCOUNT_LOCKED);
    // An address this instance has refused is refused again before any SQL: a flood with a new email
    // each time would otherwise read two fresh counters per guess before reaching the address's limit
    // (issue 55: on PGlite every statement runs on the event loop, and health waited 429 ms p99).
    const addressBlocked = limiter.remembered(keys.address);
    if (addressBlocked) throw tooManyRequests(addressBlocked.retryAfterSeconds);
    // Only failures count, so right passwords from one busy address are never refused for each
    // other; the check comes before the password, so a refusal costs no argon2 (and, once this
    // instance has seen the key refused, no SQL either).
    const checked = await limiter.check(limits);
    if (checked.refusal) {
      throw checked.refusal.key === keys.account ? tooManyRequests(checked.refusal.retryAfterSeconds, ACCOUNT_LOCKED) : tooManyRequests(checked.refusal.retryAfterSeconds);
    }
    // Concurrent guesses at one email: those still being checked count as failures, so no more than
    // the limit reach argon2 on this instance (a busy address's other emails are not held back).
    const pending = (key: string) => (checked.counts.get(key) ?? 0) + (inFlight.get(key) ?? 0);
    const accountFailures = pending(keys.account);
    if (accountFailures >= ACCOUNT_LIMIT.max) throw tooManyRequests(Math.ceil(ACCOUNT_LIMIT.windowMs / 1000), ACCOUNT_LOCKED);
    if (pending(keys.pair) >= LOGIN_LIMIT.max) throw tooManyRequests(Math.ceil(LOGIN_LIMIT.windowMs / 1000));
    const guarded = [keys.account, keys.pair];
    // Counted before anything is awaited, so that the guesses arriving meanwhile see this one.
    for (const key of guarded) inFlight.set(key, (inFlight.get(key) ?? 0) + 1);
    let student: Student | undefined;
    let ok = false;
    try {
      // The address's failures and the checks under way from it, on every instance, stay within its
      // limit (issue 55: concurrent guesses at many emails all passed a check of failures alone); a
      // classroom behind one address beyond it waits its turn instead of being refused.
      const reserved = await limiter.reserve(keys.address, ADDRESS_LIMIT, ADDRESS_TURN_WAIT_MS);
      if (!reserved.allowed) throw reserved.busy ? serverBusy(reserved.retryAfterSeconds) : tooManyRequests(reserved.retryAfterSeconds);
      let checkedPassword = false;
      try {
        const slowDown = accountSlowDownMs(accountFailures);
        if (slowDown > 0) await deps.wait(slowDown);
        student = await students.findByEmail(body.email);
        ok = student ? await verifyPassword(student.passwordHash, body.password, address) : await verifyAgainstDummy(body.password, address);
        checkedPassword = true;
      } finally {
        // A check that did not happen (a full queue: 503) is no failure.
        await limiter.settle(reserved.hit, ADDRESS_LIMIT, checkedPassword && !ok);
      }
    } finally {
      for (const key of guarded) {
        const left = (inFlight.get(key) ?? 1) - 1;
        if (left > 0) inFlight.set(key, left);
        else inFlight.delete(key);
      }
    }
    if (!student || !ok) {
      await limiter.fail(limits);
      // The failure that locks the account tells its owner (the same answer as any other failure).
      if (student && accountFailures + 1 === ACCOUNT_LIMIT.max) deps.links.sendLockNotice(student);
      throw new HttpError(401, BAD_CREDENTIALS);
    }
    // The owner is back: the failures against the account (and from here) start counting again.
    if (checked.counts.get(keys.account) || checked.counts.get(keys.pair)) await limiter.reset([keys.account, keys.pair]);
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
      const address = deps.clientIp(c);
      if (!(await verifyPassword(student.passwordHash, body.currentPassword, address))) {
        throw new HttpError(400, 'Contraseña actual incorrecta', { success: false });
      }
      await limiter.reset([key]);
      const version = await students.setPassword(student.id, await hashPassword(body.newPassword, address));
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
