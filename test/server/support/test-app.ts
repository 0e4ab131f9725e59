/**
 * A throwaway academy for API tests: the real app (createApp) on a fresh database — PGlite in a
 * temporary folder, or the PostgreSQL server named by DATABASE_URL with its tables emptied first —
 * migrated and seeded with the demo student, a mutable clock, a mailer that keeps what it is given
 * (or the test's own), and helpers to call it.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, afterEach, beforeAll, beforeEach, expect, vi, type MockInstance } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createApp } from '../../../server/app';
import { migrate, openDatabase, type Database } from '../../../server/db/client';
import type { Mailer, OutgoingMail } from '../../../server/lib/mail';
import type { MailDelivery } from '../../../server/routes/admin.routes';
import { hashPassword } from '../../../server/lib/passwords';
import type { VapidDetails } from '../../../server/lib/vapid';
import webpush from 'web-push';
import { backfillAnswerLog } from '../../../server/repositories/answer-log.repository';
import { studentsRepository, type StudentsRepository } from '../../../server/repositories/students.repository';
import { COURSE_SLUG, DEMO_STUDENT, seedDemo } from '../../../server/seed';

export { COURSE_SLUG, DEMO_STUDENT };

/** One hour: short enough that a test can jump the clock past it. */
export const TEST_TOKEN_TTL = 3600;

/** PUBLIC_URL of the test app: the base of the links it mails. */
export const TEST_PUBLIC_URL = 'https://academia.test';

export interface Clock {
  now: number;
  advance: (ms: number) => void;
}

export interface ApiAnswer {
  status: number;
  headers: Headers;
  text: string;
  /** The parsed JSON body (undefined when the body is not JSON). */
  body: unknown;
}

export interface CallOptions {
  token?: string;
  /** A raw body sent as is (overrides `json`): text, or bytes (an uploaded file). */
  raw?: string | Uint8Array<ArrayBuffer>;
  json?: unknown;
  headers?: Record<string, string>;
  /** The client address the app sees (the rate limit counts per email + IP). */
  ip?: string;
}

export interface ExtraStudent {
  id: number;
  email: string;
  name: string;
  password: string;
}

export interface TestApp {
  /** The current app (reset() builds a new one: fresh rate limiter, fresh clock). */
  readonly app: ReturnType<typeof createApp>;
  database: Database;
  students: StudentsRepository;
  clock: Clock;
  secret: Uint8Array;
  /** The app's VAPID keys (made for the test file) and subject. */
  vapid: VapidDetails;
  /** The messages the app's mailer was given, oldest first (reset() empties the list); empty with options.mailer. */
  mail: OutgoingMail[];
  /** The sign-in slow-down's waits (ms), oldest first (reset() empties the list). */
  waits: number[];
  /** The pauses before refused anonymous requests' 429s (ms), oldest first (reset() empties the list). */
  pauses: number[];
  /** Calls the app through app.request() and reads the answer. */
  call: (method: string, url: string, options?: CallOptions) => Promise<ApiAnswer>;
  /** Signs in (demo student by default) and returns the access token; fails the test otherwise. */
  login: (email?: string, password?: string) => Promise<string>;
  /** A new student (unique email unless given), optionally enrolled in the course. */
  createStudent: (options?: { email?: string; name?: string; password?: string; enrolled?: boolean }) => Promise<ExtraStudent>;
  /** Empties the tables (keeping the migration's course), seeds the demo student and builds a new app. */
  reset: () => Promise<void>;
  close: () => Promise<void>;
}

let studentCounter = 0;

async function openFresh(): Promise<{ database: Database; dataDir?: string }> {
  const databaseUrl = process.env.DATABASE_URL;
  if (databaseUrl) {
    const database = await openDatabase({ databaseUrl, dataDir: '/nonexistent' });
    await migrate(database);
    await backfillAnswerLog(database.db, Date.now());
    return { database };
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'academia-api-'));
  const database = await openDatabase({ dataDir });
  await migrate(database);
  await backfillAnswerLog(database.db, Date.now());
  return { database, dataDir };
}

/** createApp() with the test's clock; serveStatic's complaint about the missing dist folder is expected. */
function buildApp(database: Database, secret: Uint8Array, clock: Clock, mailer: Mailer, mailDelivery: MailDelivery | undefined, waits: number[], pauses: number[], vapid: VapidDetails) {
  const error = console.error;
  console.error = (...args: unknown[]) => {
    if (typeof args[0] === 'string' && args[0].startsWith('serveStatic: root path')) return;
    error(...args);
  };
  try {
    return createApp({
      database,
      config: { tokenTtl: TEST_TOKEN_TTL, distDir: '/nonexistent', publicUrl: TEST_PUBLIC_URL },
      secret,
      mailer,
      mailDelivery,
      now: () => clock.now,
      // The sign-in slow-down is recorded, not slept: tests read `waits`.
      wait: async (ms) => void waits.push(ms),
      pauseRefused: async (ms) => void pauses.push(ms),
      vapidPublicKey: vapid.publicKey,
    });
  } finally {
    console.error = error;
  }
}

/**
 * Opens a fresh database (a new PGlite folder is slow to create, so a test file opens one in
 * beforeAll and calls reset() in beforeEach).
 */
/** `mailDelivery` 'smtp' makes the console mail new students a welcome link (default: 'outbox'). */
export async function createTestApp(options: { mailer?: Mailer; mailDelivery?: MailDelivery } = {}): Promise<TestApp> {
  const { database, dataDir } = await openFresh();
  const students = studentsRepository(database.db);
  const clock: Clock = {
    now: Date.now(),
    advance(ms) {
      clock.now += ms;
    },
  };
  const secret = new Uint8Array(randomBytes(32));
  const mail: OutgoingMail[] = [];
  const waits: number[] = [];
  const pauses: number[] = [];
  const vapid: VapidDetails = { ...webpush.generateVAPIDKeys(), subject: 'mailto:no-reply@academia.test' };
  const mailer: Mailer = options.mailer ?? {
    description: 'test',
    send: async (message) => void mail.push(message),
    close: () => undefined,
  };
  let app = buildApp(database, secret, clock, mailer, options.mailDelivery, waits, pauses, vapid);

  async function reset() {
    // Resets asked for by the previous test are prepared before the tables are emptied under them.
    await app.links.idle();
    await database.exec('TRUNCATE groups, students, enrollments, attempts, review_events, rate_limit_hits, item_statistics, fsrs_parameter_sets RESTART IDENTITY CASCADE');
    await seedDemo(students);
    clock.now = Date.now();
    mail.length = 0;
    waits.length = 0;
    pauses.length = 0;
    app = buildApp(database, secret, clock, mailer, options.mailDelivery, waits, pauses, vapid);
  }

  async function call(method: string, url: string, options: CallOptions = {}): Promise<ApiAnswer> {
    const headers: Record<string, string> = { ...options.headers };
    let body: string | Uint8Array<ArrayBuffer> | undefined;
    if (options.raw !== undefined) body = options.raw;
    else if (options.json !== undefined) body = JSON.stringify(options.json);
    if (body !== undefined && !Object.keys(headers).some((h) => h.toLowerCase() === 'content-type')) {
      headers['Content-Type'] = 'application/json';
    }
    if (options.token !== undefined) headers.Authorization = `Bearer ${options.token}`;
    // @hono/node-server's getConnInfo reads the socket from the env: this is how a test picks its IP.
    const env = { incoming: { socket: { remoteAddress: options.ip ?? '198.51.100.7', remotePort: 40000, remoteFamily: 'IPv4' } } };
    const res = await app.request(url, { method, headers, body }, env);
    const text = await res.text();
    let parsed: unknown;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      parsed = undefined;
    }
    return { status: res.status, headers: res.headers, text, body: parsed };
  }

  async function login(email: string = DEMO_STUDENT.email, password: string = DEMO_STUDENT.password): Promise<string> {
    const res = await call('POST', '/api/auth/login', { json: { email, password } });
    if (res.status !== 200) throw new Error(`login as ${email} failed: ${res.status} ${res.text}`);
    return (res.body as { access_token: string }).access_token;
  }

  async function createStudent(options: { email?: string; name?: string; password?: string; enrolled?: boolean } = {}) {
    studentCounter += 1;
    const email = options.email ?? `alumno${studentCounter}@academia.pe`;
    const name = options.name ?? `Alumno ${studentCounter}`;
    const password = options.password ?? `Clave${studentCounter}segura!`;
    const created = await students.create({ email, name, passwordHash: await hashPassword(password) });
    if (!created) throw new Error(`could not create ${email}`);
    if (options.enrolled) {
      const course = await students.findCourse(COURSE_SLUG);
      if (!course) throw new Error('the migration did not insert the course');
      await students.grant(created.id, course.id);
    }
    return { id: created.id, email: created.email, name: created.name, password };
  }

  async function close() {
    await database.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }

  await reset();
  return {
    get app() {
      return app;
    },
    database,
    students,
    clock,
    secret,
    vapid,
    mail,
    waits,
    pauses,
    call,
    login,
    createStudent,
    reset,
    close,
  };
}

/**
 * A test file's app: created once (a fresh database), handed to the file through `use`, reset before
 * each test and closed after the last. With `failOnServerErrors`, a test fails when the app logs an
 * error: it logs only unexpected ones (500s), and no test may cause one.
 */
export function setUpTestApp(use: (app: TestApp) => void, options: { failOnServerErrors?: boolean } = {}): void {
  let app: TestApp | undefined;
  let consoleError: MockInstance | undefined;
  beforeAll(async () => {
    app = await createTestApp();
    use(app);
  });
  afterAll(async () => {
    await app?.close();
  });
  beforeEach(async () => {
    await app!.reset();
    if (options.failOnServerErrors) consoleError = vi.spyOn(console, 'error');
  });
  if (options.failOnServerErrors) {
    afterEach(() => {
      const logged = consoleError!.mock.calls.map((args) => String(args[0]));
      consoleError!.mockRestore();
      expect(logged, 'unexpected server errors').toEqual([]);
    });
  }
}
