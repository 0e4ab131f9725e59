/**
 * Several instances share the limits and revocation (issue 16, item 9): two real server processes
 * (`tsx server/server.ts`) on one throwaway PostgreSQL, as users run them behind a proxy. A sign-in
 * failure counted on one instance counts on the other, and a logout or password change on one makes
 * the token fail on the other within 1 second — also while the other is busy reading with it.
 *
 * Each test uses its own student (made with the operator CLI) so that limiter state and token
 * versions do not leak between tests.
 */
import { spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findExam } from '../../src/content/exams';
import { startPostgres, type RunningPostgres } from '../support/postgres';
import { TSX, childEnv, startServerProcess, type ServerProcess } from '../support/server-process';

const DEMO = { email: 'estudiante@academia.pe', password: 'Peru2026!' };
const PASSWORD = 'Clave2026!segura';
const NEW_PASSWORD = 'Nueva2026!clave';
const WRONG_PASSWORD = 'Equivocada2026!';
/** The server's limit: 10 failures per 15 minutes per email + client address. */
const MAX_FAILURES = 10;
const WINDOW_SECONDS = 15 * 60;
/** What the issue promises: revocation on one instance reaches every other within this. */
const REVOCATION_MS = 1000;
/** How long a test keeps watching after the promise is broken, to report the real figure. */
const OBSERVE_MS = 8000;

type Instance = ServerProcess;

interface Answer {
  status: number;
  headers: Headers;
  body: unknown;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Starts one server process on the cluster, signing with `secret`, and waits for /api/health. */
const startInstance = (name: string, databaseUrl: string, secret: string) => startServerProcess(name, { DATABASE_URL: databaseUrl }, { secret, timeoutMs: 60_000 });

async function call(instance: Instance, method: 'GET' | 'POST', route: string, options: { token?: string; json?: unknown } = {}): Promise<Answer> {
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.json !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${instance.url}${route}`, {
    method,
    headers,
    body: options.json === undefined ? undefined : JSON.stringify(options.json),
  });
  const text = await res.text();
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    body = text;
  }
  return { status: res.status, headers: res.headers, body };
}

const login = (instance: Instance, email: string, password: string) => call(instance, 'POST', '/api/auth/login', { json: { email, password } });

async function tokenOf(instance: Instance, email: string, password: string): Promise<string> {
  const res = await login(instance, email, password);
  expect(res.status, `login on ${instance.name}: ${JSON.stringify(res.body)}`).toBe(200);
  return (res.body as { access_token: string }).access_token;
}

const courses = (instance: Instance, token: string) => call(instance, 'GET', '/api/auth/me/courses', { token });

/** Runs the operator CLI against the cluster, as an operator would next to running servers. */
function admin(databaseUrl: string, ...args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(TSX, ['server/cli/admin.ts', ...args], {
      env: childEnv({ DATABASE_URL: databaseUrl, DATA_DIR: '/nonexistent' }),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/** Milliseconds from `since` until `instance` answers 401 to `token` (polled), or undefined if not within OBSERVE_MS. */
async function msUntilRejected(instance: Instance, token: string, since: number): Promise<{ ms: number | undefined; reads: number }> {
  let reads = 0;
  while (performance.now() - since < OBSERVE_MS) {
    const res = await courses(instance, token);
    reads++;
    if (res.status === 401) return { ms: performance.now() - since, reads };
    expect(res.status).toBe(200);
    await sleep(5);
  }
  return { ms: undefined, reads };
}

/** A Retry-After value that tells a blocked client to wait a positive time no longer than the window. */
function retryAfterSeconds(value: string | null): number | undefined {
  if (value === null) return undefined;
  if (/^\d+$/.test(value.trim())) return Number(value);
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.ceil((date - Date.now()) / 1000);
}

const cluster = await startPostgres();
if ('skipped' in cluster) console.warn(`Two-instance suite skipped: ${cluster.skipped}`);

describe.skipIf('skipped' in cluster)('two server processes on one PostgreSQL', () => {
  const postgres = cluster as RunningPostgres;
  let one: Instance;
  let two: Instance;
  let studentCounter = 0;

  /** A new student with PASSWORD, made through the CLI (there is no sign-up API). */
  async function newStudent(label: string): Promise<string> {
    const email = `multi-${label}-${++studentCounter}-${Date.now()}@academia.pe`;
    const result = await admin(postgres.url, 'create-student', '--email', email, '--name', `Multi ${label}`, '--password', PASSWORD);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toContain(`Estudiante creado: ${email}`);
    return email;
  }

  beforeAll(async () => {
    const secret = randomBytes(32).toString('base64');
    // Both at once on the empty database, as a deploy starts them: migrations run under an advisory
    // lock (server/db/client.ts), so one instance migrates and seeds while the other waits.
    [one, two] = await Promise.all([startInstance('1', postgres.url, secret), startInstance('2', postgres.url, secret)]);
  }, 180_000);

  afterAll(async () => {
    await Promise.all([one?.stop(), two?.stop()]);
    await postgres.stop();
  }, 120_000);

  it('both instances answer on the shared database, and a token from one is accepted by the other', async () => {
    expect((await call(one, 'GET', '/api/health')).status).toBe(200);
    expect((await call(two, 'GET', '/api/health')).status).toBe(200);
    expect(one.output()).toContain('PostgreSQL (DATABASE_URL)');
    expect(two.output()).toContain('PostgreSQL (DATABASE_URL)');
    // Seeded once, by whichever instance took the lock first; the other found it.
    const seeded = [one, two].filter((instance) => instance.output().includes('Estudiante de demostración creado'));
    expect(seeded).toHaveLength(1);
    const token = await tokenOf(one, DEMO.email, DEMO.password);
    const res = await courses(two, token);
    expect(res.status).toBe(200);
    expect((res.body as { productDetails: { slug: string } }[]).map((c) => c.productDetails.slug)).toEqual(['examen-de-naturalizacion']);
  }, 60_000);

  it('counts sign-in failures across instances: after 10 (5 on each) the next is 429 on either, even with the right password', async () => {
    const email = await newStudent('limiter');
    const failures: number[] = [];
    // Sequential, so that each attempt sees the failures before it (a burst is another matter).
    for (let i = 0; i < MAX_FAILURES; i++) failures.push((await login(i % 2 ? two : one, email, WRONG_PASSWORD)).status);
    const eleventh = await login(one, email, WRONG_PASSWORD);
    const rightOnOther = await login(two, email, PASSWORD);
    const twelfthOnOther = await login(two, email, WRONG_PASSWORD);
    const figures = {
      first10: failures,
      eleventhWrongOnOne: eleventh.status,
      rightPasswordOnTwo: rightOnOther.status,
      wrongAgainOnTwo: twelfthOnOther.status,
    };
    console.log(`[multi-instance] limiter statuses: ${JSON.stringify(figures)}`);
    expect(figures).toEqual({
      first10: Array<number>(MAX_FAILURES).fill(401),
      eleventhWrongOnOne: 429,
      rightPasswordOnTwo: 429,
      wrongAgainOnTwo: 429,
    });
    expect((eleventh.body as { message: string }).message).toMatch(/Demasiados intentos/);
    for (const blocked of [eleventh, rightOnOther]) {
      const seconds = retryAfterSeconds(blocked.headers.get('retry-after'));
      expect(seconds, `Retry-After: ${blocked.headers.get('retry-after')}`).toBeGreaterThan(0);
      expect(seconds).toBeLessThanOrEqual(WINDOW_SECONDS);
    }
  }, 60_000);

  it('a logout on instance 1 makes the token fail on instance 2 within 1 s', async () => {
    const email = await newStudent('logout');
    const token = await tokenOf(one, email, PASSWORD);
    // Instance 2 now holds the student in its read cache: the case a per-process cache gets wrong.
    expect((await courses(two, token)).status).toBe(200);
    expect((await courses(two, token)).status).toBe(200);

    expect((await call(one, 'POST', '/api/auth/logout', { token })).status).toBe(204);
    const loggedOut = performance.now();
    const { ms, reads } = await msUntilRejected(two, token, loggedOut);
    console.log(`[multi-instance] logout on 1 → 401 on 2 after ${ms === undefined ? `more than ${OBSERVE_MS}` : ms.toFixed(0)} ms (${reads} reads)`);
    expect(ms, `instance 2 still accepted the token ${OBSERVE_MS} ms after the logout`).toBeDefined();
    expect(ms).toBeLessThan(REVOCATION_MS);
    // The instance that logged out rejects it too, and the rejection on 2 sticks.
    expect((await courses(one, token)).status).toBe(401);
    expect((await courses(two, token)).status).toBe(401);
  }, 60_000);

  it('a password change on instance 1 makes the old token fail on instance 2 within 1 s; the new token works there', async () => {
    const email = await newStudent('password');
    const oldToken = await tokenOf(one, email, PASSWORD);
    expect((await courses(two, oldToken)).status).toBe(200);

    const changed = await call(one, 'POST', '/api/auth/change-password', {
      token: oldToken,
      json: { currentPassword: PASSWORD, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    const changedAt = performance.now();
    const newToken = (changed.body as { access_token: string }).access_token;
    expect(newToken).toEqual(expect.any(String));

    const { ms, reads } = await msUntilRejected(two, oldToken, changedAt);
    console.log(`[multi-instance] password change on 1 → old token 401 on 2 after ${ms === undefined ? `more than ${OBSERVE_MS}` : ms.toFixed(0)} ms (${reads} reads)`);
    expect(ms, `instance 2 still accepted the old token ${OBSERVE_MS} ms after the change`).toBeDefined();
    expect(ms).toBeLessThan(REVOCATION_MS);

    expect((await courses(two, newToken)).status).toBe(200);
    expect((await courses(one, newToken)).status).toBe(200);
    expect((await login(two, email, NEW_PASSWORD)).status).toBe(200);
    expect((await login(two, email, PASSWORD)).status).toBe(401);
  }, 60_000);

  it('reads in flight during the logout on instance 1 cannot keep the old token alive past 1 s, on 2 nor on 1', async () => {
    const email = await newStudent('race');
    const token = await tokenOf(one, email, PASSWORD);
    expect((await courses(two, token)).status).toBe(200);

    // Loops reading with the token back to back, so that reads are always in flight when the
    // revocation lands: a read that loaded the student before it and finishes after it must not put
    // the revoked version back into a cache. Mostly on instance 2 (the issue's case: it learns of
    // the logout only through the database); a few on instance 1, whose own write races its reads.
    type Read = { instance: Instance; sent: number; answered: number; status: number };
    const reads: Read[] = [];
    let hammering = true;
    const loop = async (instance: Instance) => {
      while (hammering) {
        const sent = performance.now();
        // A failed request is a read that did not answer 200 or 401 (status 0), not a crash of the loop.
        const status = await courses(instance, token).then(
          (res) => res.status,
          () => 0,
        );
        reads.push({ instance, sent, answered: performance.now(), status });
      }
    };
    let loops: Promise<void>[] = [];
    let logoutSent = 0;
    let loggedOut = 0;
    try {
      loops = [two, two, two, one, one].map(loop);
      await sleep(300);
      logoutSent = performance.now();
      expect((await call(one, 'POST', '/api/auth/logout', { token })).status).toBe(204);
      loggedOut = performance.now();
      await sleep(REVOCATION_MS + 2000);
    } finally {
      hammering = false;
      await Promise.all(loops);
    }

    const perInstance = [two, one].map((instance) => {
      const mine = reads.filter((r) => r.instance === instance);
      const after = mine.filter((r) => r.sent >= loggedOut + REVOCATION_MS);
      const accepted = mine.filter((r) => r.status === 200 && r.answered >= loggedOut);
      const firstRejected = mine.find((r) => r.status === 401);
      return {
        instance,
        before: mine.filter((r) => r.answered < logoutSent),
        after,
        figures: {
          reads: mine.length,
          sentAfter1s: after.length,
          acceptedAfter1s: after.filter((r) => r.status === 200).length,
          lastAcceptedMsAfterLogout: accepted.length ? Math.round(Math.max(...accepted.map((r) => r.answered - loggedOut))) : null,
          firstRejectedMsAfterLogout: firstRejected ? Math.round(firstRejected.answered - loggedOut) : null,
          otherStatuses: mine.filter((r) => r.status !== 200 && r.status !== 401).length,
        },
      };
    });
    // Both instances' figures first, so that a failure on one still reports the other.
    for (const { instance, figures } of perInstance) {
      console.log(`[multi-instance] instance ${instance.name}, concurrent reads around the logout: ${JSON.stringify(figures)}`);
    }
    for (const { instance, before, after, figures } of perInstance) {
      // The loops really were reading with a valid token before, and still reading after the deadline.
      expect(before.length, `instance ${instance.name}`).toBeGreaterThan(0);
      expect(before.every((r) => r.status === 200)).toBe(true);
      expect(after.length, `instance ${instance.name}`).toBeGreaterThan(0);
      expect(figures.otherStatuses).toBe(0);
      const late = after.filter((r) => r.status !== 401).map((r) => Math.round(r.sent - loggedOut));
      expect(
        late.length,
        `instance ${instance.name}: ${late.length} of ${after.length} reads sent ≥ 1 s after the logout were not 401 (sent ${late[0]}–${late[late.length - 1]} ms after it)`,
      ).toBe(0);
    }
  }, 60_000);
  it('the same attempt sent to both instances at once is stored once, with its 10 events, and the learning state counts it once; a rebuild equals it', async () => {
    const email = await newStudent('log');
    const granted = await admin(postgres.url, 'grant-course', '--email', email, '--course', 'examen-de-naturalizacion');
    expect(granted.code, granted.stderr).toBe(0);
    const tokens = [await tokenOf(one, email, PASSWORD), await tokenOf(two, email, PASSWORD)];
    const exam = findExam('principal-01')!;
    const finishedAt = new Date(Date.now() - 60_000).toISOString();
    const body = {
      id: randomUUID(),
      examId: exam.id,
      startedAt: new Date(Date.now() - 20 * 60_000).toISOString(),
      finishedAt,
      answers: exam.questionIds.map((questionId) => ({ questionId, selectedOptions: ['a'] })),
    };
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => call(i % 2 ? two : one, 'POST', '/api/attempts', { token: tokens[i % 2], json: body })));
    expect(answers.map((a) => a.status).sort()).toEqual([...Array(11).fill(200), 201]);
    // Repaso answers from two devices, each batch to a different instance, at the same moment.
    const batches = [0, 1].map((b) =>
      Array.from({ length: 40 }, (_, i) => ({ id: randomUUID(), questionId: exam.questionIds[i % 10], correct: (i + b) % 2 === 0, answeredAt: finishedAt, source: 'review' })),
    );
    await Promise.all(batches.map((events, b) => call(b ? two : one, 'POST', '/api/progress/events', { token: tokens[b], json: { events } })));
    const pulled: string[] = [];
    let since = '0';
    for (;;) {
      const page = (await call(two, 'GET', `/api/progress/events?since=${since}`, { token: tokens[1] })).body as { events: { id: string }[]; since: string; more: boolean };
      pulled.push(...page.events.map((e) => e.id));
      since = page.since;
      if (!page.more) break;
    }
    expect(pulled).toHaveLength(90);
    expect(new Set(pulled).size).toBe(90);
    const db = new pg.Pool({ connectionString: postgres.url, max: 1 });
    try {
      // Mastery fades with time and the rebuild runs a few seconds later: compared to 3 decimals.
      const state = async () =>
        (
          await db.query(
            `SELECT l.events, l.attempts, l.readiness, l.readiness_low, l.readiness_high, l.due_times, l.mastery, l.best_score
             FROM student_learning l JOIN students s ON s.id = l.student_id WHERE s.email = $1`,
            [email],
          )
        ).rows.map((row: { mastery: { mastery: number }[] }) => ({ ...row, mastery: row.mastery.map((m) => ({ ...m, mastery: m.mastery.toFixed(3) })) }));
      const incremental = await state();
      expect(incremental).toHaveLength(1);
      expect(incremental[0]).toMatchObject({ events: 90, attempts: 1 });
      const rebuilt = await admin(postgres.url, 'rebuild-learning');
      expect(rebuilt.code, rebuilt.stderr).toBe(0);
      expect(await state()).toEqual(incremental);
    } finally {
      await db.end();
    }
  }, 120_000);
});
