/**
 * `npm run bench -- --scale` (issue 29): the console and the ingest at academy size, on a real
 * PostgreSQL (a throwaway cluster, as the two-instance tests start it). The database is seeded through
 * the answer log's own ingest code (answerLogRepository.ingestHistory: the steps of one ingest after
 * another, in one transaction per student): 1,000 students first, measured, then up to 10,000,
 * measured again. Each student has 10 attempts at the academy's exams (their answers become 100 exam
 * events) and 100 Repaso answers: 10,000 students hold 100,000 attempts and 2,000,000 events.
 *
 * Reported per size: p95 of every console read (students list by each sort key both ways and a deep
 * page, a search, a student's page, the item analysis, the activity log), the CSV of every student,
 * /api/health's p99 while those reads run, p95 of an attempt and of an 80-event batch, and the
 * server's resident memory after the run; then the 10,000 / 1,000 ratio of every per-page read,
 * measured with both sizes up at once (a copy of the database at 1,000) and their samples in turns.
 * The section is written into BENCHMARKS.md between its markers.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { backfillAnswerLog, answerLogRepository } from '../server/repositories/answer-log.repository';
import { migrate, openDatabase, resultRows, type Database } from '../server/db/client';
import { hashPassword } from '../server/lib/passwords';
import { COURSE_SLUG } from '../server/seed';
import { exams, questionsOf } from '../src/content/exams';
import { activeQuestions } from '../src/content/question-bank';
import { optionId } from '../src/shared/scoring';
import { startPostgres, type RunningPostgres } from '../test/support/postgres';
import { freePort } from '../test/support/free-port';
import { percentile, sleep } from './util';

const SIZES = [1_000, 10_000];
const ATTEMPTS_PER_STUDENT = 10;
const REVIEWS_PER_STUDENT = 100;
const SEED_CONNECTIONS = 3;
const SAMPLES = 15;
const PASSWORD = 'Escala2026!segura';
const OPERATOR = { email: 'operador.escala@academia.pe', password: PASSWORD };
const MARK_START = '<!-- scale:start -->';
const MARK_END = '<!-- scale:end -->';
const SORTS = ['name', 'email', 'access', 'lastActivity', 'attempts', 'bestScore', 'readiness'] as const;
const DAY = 24 * 60 * 60 * 1000;
/** The middle of the list (page 100 of 200 at 10,000; the last, page 20, at 1,000): OFFSET reads what it skips. */
const DEEP_PAGE = 'list, the middle page by readiness';
/** Reads whose cost grows with the academy by nature, left out of the per-page ratio. */
const NOT_PER_PAGE = new Set(['item analysis', DEEP_PAGE]);

/** Groups the seeded students are spread over (round-robin), so a group grows with the academy. */
const GROUPS = 20;
const GROUPING = 'Grupo escala';
/** Events in the log of one real student (issue 55 §3: the ingest must not grow with the history). */
const HEAVY_EVENTS = 10_000;
const GROWING_SAMPLES = 5;
/** What a growing read may add to /api/health's p99 over the idle floor of the same server (ms). */
const HEALTH_SLACK_MS = 50;

const log = (...args: unknown[]) => console.log('[scale]', ...args);

/** A small deterministic generator, so two runs seed the same academy. */
function generator(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

export async function seedStudents(database: Database, from: number, to: number, now: number): Promise<void> {
  const log_ = answerLogRepository(database.db);
  const [course] = resultRows<{ id: number }>(await database.db.execute(sql`SELECT id FROM courses WHERE slug = ${COURSE_SLUG}`));
  let next = from;
  let done = 0;
  const started = performance.now();
  async function worker() {
    for (;;) {
      const n = next++;
      if (n >= to) return;
      const random = generator(n + 1);
      // In its group (round-robin, so a group grows with the academy) before its attempts arrive, so
      // they count in the group's kept item analysis as a member's would (group_item_statistics).
      const group = `${GROUPING} ${String((n % GROUPS) + 1).padStart(2, '0')}`;
      const [student] = resultRows<{ id: number }>(
        await database.db.execute(sql`
          INSERT INTO students (email, name, password_hash, group_id)
          VALUES (${`alumno${n}@escala.pe`}, ${`Alumno ${n} Pérez`}, 'not-a-hash', (SELECT id FROM groups WHERE name = ${group}))
          RETURNING id`),
      );
      await database.db.execute(sql`INSERT INTO enrollments (student_id, course_id, ends_at) VALUES (${student.id}, ${course.id}, ${random() < 0.2 ? '2026-01-31' : null})`);
      const skill = 0.3 + 0.6 * random();
      const attempts = Array.from({ length: ATTEMPTS_PER_STUDENT }, () => {
        const exam = exams[Math.floor(random() * exams.length)];
        const finished = now - Math.floor(random() * 365 * DAY);
        const answers = questionsOf(exam).map((q) => {
          const right = random() < skill;
          const wrong = q.options.findIndex((_, i) => !q.correct.includes(i));
          return { questionId: q.id, selectedOptions: right ? q.correct.map(optionId) : random() < 0.1 ? [] : [optionId(wrong)] };
        });
        const id = randomUUID();
        return {
          studentId: student.id,
          id,
          examId: exam.id,
          startedAt: new Date(finished - 20 * 60_000).toISOString(),
          finishedAt: new Date(finished).toISOString(),
          answers,
          score: 0,
          correct: 0,
          total: answers.length,
          contentHash: id,
        };
      });
      const events = Array.from({ length: REVIEWS_PER_STUDENT }, () => ({
        id: randomUUID(),
        questionId: activeQuestions[Math.floor(random() * activeQuestions.length)].id,
        correct: random() < skill + 0.1,
        answeredAt: new Date(now - Math.floor(random() * 90 * DAY)).toISOString(),
        source: 'review' as const,
        attemptId: null,
      }));
      await log_.ingestHistory(student.id, attempts, events, now);
      done += 1;
      if (done % 500 === 0) log(`seeded ${from + done} students (${Math.round((performance.now() - started) / done)} ms each)`);
    }
  }
  await Promise.all(Array.from({ length: SEED_CONNECTIONS }, worker));
}

interface Server {
  url: string;
  pid: number;
  stop: () => Promise<void>;
}

async function startApi(databaseUrl: string): Promise<Server> {
  const port = await freePort();
  const compiled = existsSync('dist-server/server.js');
  const [command, args] = compiled ? [process.execPath, ['dist-server/server.js']] : [path.resolve('node_modules/.bin/tsx'), ['server/server.ts']];
  const env = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: databaseUrl, DATA_DIR: path.join('/tmp', `scale-${port}`), DIST_DIR: '/nonexistent', NODE_ENV: 'test' };
  const child: ChildProcess = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i += 1) {
    if (child.exitCode !== null) throw new Error(`server exited:\n${output}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // not yet
    }
    if (i > 600) throw new Error(`server did not start:\n${output}`);
    await sleep(200);
  }
  return {
    url,
    pid: child.pid!,
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? NaN);
  return kb / 1024;
}

async function login(url: string, email: string): Promise<string> {
  const res = await fetch(`${url}/api/auth/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email, password: PASSWORD }) });
  if (!res.ok) throw new Error(`login ${email}: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { access_token: string }).access_token;
}

async function timed(url: string, route: string, token: string, init: RequestInit = {}): Promise<number> {
  const start = performance.now();
  const res = await fetch(`${url}${route}`, { ...init, headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json', ...init.headers } });
  await res.arrayBuffer();
  const ms = performance.now() - start;
  if (!res.ok) throw new Error(`${route}: ${res.status}`);
  return ms;
}

interface Read {
  p95: number;
  median: number;
}

/** A read that grows with the academy (issue 55 §7): first after the server started, then warm, and health meanwhile. */
interface Growing {
  cold: number;
  /** Median of GROWING_SAMPLES after the cold one. */
  warm: number;
  /** /api/health p99 polled every 10 ms while this read ran (cold and warm). */
  healthP99: number;
  /**
   * The longest the event loop was held during the read, estimated from outside: /api/health answers
   * from memory, so its slowest answer minus the idle median is the longest wait a request met
   * (one arriving mid-block waits its rest; polled every 10 ms, a block shows within 10 ms of its length).
   */
  blockMs: number;
}

/** The event loop may be held this long by one growing read (issue 55: the CSV at 10,000 students). */
const BLOCK_BUDGET_MS = 50;

interface SizeFigures {
  students: number;
  /** /api/health p99 on the idle server just started: the floor the during-read figures are judged against. */
  healthFloorP99: number;
  /** /api/health median and slowest on the idle server: what a block estimate starts from, and the host's noise. */
  healthIdleMedian: number;
  healthIdleMax: number;
  growing: Map<string, Growing>;
  /** POST /api/progress/events (80 events) p95 for a student whose log holds HEAVY_EVENTS. */
  heavyBatchP95: number;
  reads: Map<string, Read>;
  csvMs: number;
  healthP99: number;
  attemptP95: number;
  batchP95: number;
  rssMb: number;
  seedSeconds: number;
}

/** The console's reads, by name: each gives the route of its next request. */
async function readRoutes(server: Server, operator: string, students: number): Promise<[string, () => string][]> {
  const ids = resultRowsFromJson(await (await fetch(`${server.url}/api/admin/students?sort=name`, { headers: { Authorization: `Bearer ${operator}` } })).json());
  return [
    ...SORTS.flatMap((sort) => (['asc', 'desc'] as const).map((dir): [string, () => string] => [`list by ${sort} ${dir}`, () => `/api/admin/students?sort=${sort}&dir=${dir}`])),
    ['list, page 20 by readiness', () => '/api/admin/students?sort=readiness&dir=desc&page=20'],
    [DEEP_PAGE, () => `/api/admin/students?sort=readiness&dir=desc&page=${Math.min(100, Math.ceil(students / 50))}`],
    ['search "perez 12"', () => `/api/admin/students?q=${encodeURIComponent('pérez 12')}`],
    ["a student's page", () => `/api/admin/students/${ids[Math.floor(Math.random() * ids.length)]}`],
    ['item analysis', () => '/api/admin/questions'],
    ['activity', () => '/api/admin/activity'],
  ];
}

/** /api/health polled every `everyMs` while `task` runs; the task's result and the health times. */
async function withHealth<T>(server: Server, everyMs: number, task: () => Promise<T>): Promise<{ result: T; health: number[] }> {
  const health: number[] = [];
  let polling = true;
  const poller = (async () => {
    while (polling) {
      const start = performance.now();
      await (await fetch(`${server.url}/api/health`)).arrayBuffer();
      health.push(performance.now() - start);
      await sleep(everyMs);
    }
  })();
  try {
    return { result: await task(), health };
  } finally {
    polling = false;
    await poller;
  }
}

/**
 * The reads that grow with the academy (issue 55 §7), each first after the server started (cold: its
 * queries' plans and the server's code paths not yet run) and then warm, with /api/health polled
 * meanwhile: what the operator waits, and what everyone else waits while it runs.
 */
async function measureGrowing(server: Server, operator: string): Promise<{ floor: number; idleMedian: number; idleMax: number; growing: Map<string, Growing> }> {
  const groupsPage = (await (await fetch(`${server.url}/api/admin/groups`, { headers: { Authorization: `Bearer ${operator}` } })).json()) as { groups: { id: number; name: string }[] };
  const group = groupsPage.groups.find((g) => g.name.startsWith(GROUPING))?.id;
  if (group === undefined) throw new Error('the seeded groups are missing');
  const { health: idle } = await withHealth(server, 10, () => sleep(1500));
  const routes: [string, string][] = [
    ['at-risk list', '/api/admin/at-risk'],
    ['groups list', '/api/admin/groups'],
    ["a group's page", `/api/admin/groups/${group}`],
    ["a group's item analysis", `/api/admin/questions?group=${group}`],
    ['CSV of every student', '/api/admin/students.csv?sort=readiness&dir=desc'],
  ];
  const growing = new Map<string, Growing>();
  for (const [name, route] of routes) {
    const { result, health } = await withHealth(server, 10, async () => {
      const cold = await timed(server.url, route, operator);
      const warm: number[] = [];
      for (let i = 0; i < GROWING_SAMPLES; i += 1) warm.push(await timed(server.url, route, operator));
      return { cold, warm: percentile(warm, 50) };
    });
    growing.set(name, { ...result, healthP99: percentile(health, 99), blockMs: Math.max(0, Math.max(...health) - percentile(idle, 50)) });
  }
  return { floor: percentile(idle, 99), idleMedian: percentile(idle, 50), idleMax: Math.max(...idle), growing };
}

async function measure(server: Server, students: number, seedSeconds: number, realStudents: string[]): Promise<SizeFigures> {
  const operator = await login(server.url, OPERATOR.email);
  const { floor, idleMedian, idleMax, growing } = await measureGrowing(server, operator);
  const routes = await readRoutes(server, operator, students);
  // /api/health polled every 20 ms while the reads run.
  const {
    result: { reads, csv },
    health,
  } = await withHealth(server, 20, async () => {
    const reads = new Map<string, Read>();
    for (const [name, route] of routes) {
      await timed(server.url, route(), operator); // one warm-up
      const samples: number[] = [];
      for (let i = 0; i < SAMPLES; i += 1) samples.push(await timed(server.url, route(), operator));
      reads.set(name, { p95: percentile(samples, 95), median: percentile(samples, 50) });
    }
    const csv: number[] = [];
    for (let i = 0; i < 3; i += 1) csv.push(await timed(server.url, '/api/admin/students.csv?sort=readiness&dir=desc', operator));
    return { reads, csv };
  });

  // Ingest: attempts and 80-event batches from real students (they have the course).
  const attemptTimes: number[] = [];
  const batchTimes: number[] = [];
  const exam = exams[0];
  const [heavy, ...light] = realStudents;
  for (let i = 0; i < 20; i += 1) {
    const token = await login(server.url, light[i % light.length]);
    const finished = Date.now() - 60_000;
    const body = {
      id: randomUUID(),
      examId: exam.id,
      startedAt: new Date(finished - 600_000).toISOString(),
      finishedAt: new Date(finished).toISOString(),
      answers: questionsOf(exam).map((q) => ({ questionId: q.id, selectedOptions: [optionId(0)] })),
    };
    attemptTimes.push(await timed(server.url, '/api/attempts', token, { method: 'POST', body: JSON.stringify(body) }));
    const events = Array.from({ length: 80 }, (_, k) => ({
      id: randomUUID(),
      questionId: activeQuestions[(i * 80 + k) % activeQuestions.length].id,
      correct: k % 3 !== 0,
      answeredAt: new Date(finished + k * 1000).toISOString(),
      source: 'review',
    }));
    batchTimes.push(await timed(server.url, '/api/progress/events', token, { method: 'POST', body: JSON.stringify({ events }) }));
  }
  // The same 80-event upload from the student whose log holds HEAVY_EVENTS: the fold takes what arrived only.
  const heavyTimes: number[] = [];
  const heavyToken = await login(server.url, heavy);
  for (let i = 0; i < 20; i += 1) {
    const at = Date.now() - 60_000 + i * 100;
    const events = Array.from({ length: 80 }, (_, k) => ({
      id: randomUUID(),
      questionId: activeQuestions[(i * 80 + k) % activeQuestions.length].id,
      correct: k % 2 === 0,
      answeredAt: new Date(at + k).toISOString(),
      source: 'review',
    }));
    heavyTimes.push(await timed(server.url, '/api/progress/events', heavyToken, { method: 'POST', body: JSON.stringify({ events }) }));
  }
  return {
    students,
    healthFloorP99: floor,
    healthIdleMedian: idleMedian,
    healthIdleMax: idleMax,
    growing,
    heavyBatchP95: percentile(heavyTimes, 95),
    reads,
    csvMs: Math.max(...csv),
    healthP99: percentile(health, 99),
    attemptP95: percentile(attemptTimes, 95),
    batchP95: percentile(batchTimes, 95),
    rssMb: rssMb(server.pid),
    seedSeconds,
  };
}

/** A per-page read's medians at both sizes, from samples taken in turns. */
interface Ratio {
  small: number;
  large: number;
}

/**
 * The per-page reads at both sizes in one pass, both servers up and their samples taken in turns
 * (small, large, large, small, …): what else the machine does in those seconds weighs on both alike,
 * where two passes minutes apart would compare two moments of a shared host.
 */
async function measureRatios(small: Server, large: Server, sizes: [number, number]): Promise<Map<string, Ratio>> {
  const [smallToken, largeToken] = await Promise.all([login(small.url, OPERATOR.email), login(large.url, OPERATOR.email)]);
  const smallRoutes = new Map(await readRoutes(small, smallToken, sizes[0]));
  const largeRoutes = await readRoutes(large, largeToken, sizes[1]);
  const ratios = new Map<string, Ratio>();
  for (const [name, largeRoute] of largeRoutes) {
    const smallRoute = smallRoutes.get(name);
    if (NOT_PER_PAGE.has(name) || !smallRoute) continue;
    const sample = {
      small: () => timed(small.url, smallRoute(), smallToken),
      large: () => timed(large.url, largeRoute(), largeToken),
    };
    await sample.small(); // one warm-up each
    await sample.large();
    const times: Record<keyof Ratio, number[]> = { small: [], large: [] };
    for (let i = 0; i < SAMPLES; i += 1) {
      const order: (keyof Ratio)[] = i % 2 === 0 ? ['small', 'large'] : ['large', 'small'];
      for (const size of order) times[size].push(await sample[size]());
    }
    ratios.set(name, { small: percentile(times.small, 50), large: percentile(times.large, 50) });
  }
  return ratios;
}

/** A copy of the database as it is now, named `name` (PostgreSQL's CREATE DATABASE … TEMPLATE). */
async function copyDatabase(url: string, name: string): Promise<string> {
  const admin = await openDatabase({ databaseUrl: url.replace(/\/[^/]*$/, '/postgres'), dataDir: '/nonexistent' });
  try {
    await admin.exec(`CREATE DATABASE ${name} TEMPLATE ${new URL(url).pathname.slice(1)}`);
  } finally {
    await admin.close();
  }
  return url.replace(/\/[^/]*$/, `/${name}`);
}

function resultRowsFromJson(body: unknown): number[] {
  return ((body as { students: { id: number }[] }).students ?? []).map((s) => s.id);
}

function report(figures: SizeFigures[], ratios: Map<string, Ratio> | null, meta: { commit: string; cpu: string; started: Date; load: string }): string {
  const [small, large] = figures;
  const row = (name: string, budget: number, value: (f: SizeFigures) => number, unit = 'ms') =>
    `| ${name} | ${figures.map((f) => `${Math.round(value(f))} ${unit}`).join(' | ')} | ≤ ${budget} ${unit} | **${value(large ?? small) <= budget ? 'PASS' : 'FAIL'}** |`;
  const lines = [
    MARK_START,
    '## Scale: the console and the ingest at academy size (issue 29)',
    '',
    `\`npm run bench -- --scale\`, ${meta.started.toISOString()}, commit ${meta.commit}, ${meta.cpu}. PostgreSQL 15 (a throwaway cluster), ${existsSync('dist-server/server.js') ? 'the compiled server' : 'the server under tsx (no build)'}, one instance, host load average ${meta.load} at the start. Seeded through the answer log's ingest: per student 10 attempts (100 exam events) and 100 Repaso answers.`,
    '',
    `| Read (p95 of ${SAMPLES}) | ${figures.map((f) => `${f.students.toLocaleString('en')} students`).join(' | ')} | Budget | Verdict |`,
    `| --- | ${figures.map(() => '---').join(' | ')} | --- | --- |`,
    ...[...(large ?? small).reads.keys()].map((name) => row(name, 300, (f) => f.reads.get(name)?.p95 ?? NaN)),
    row('CSV of every student (slowest of 3)', 3000, (f) => f.csvMs),
    row('/api/health p99 while the reads run', 50, (f) => f.healthP99),
    row('POST /api/attempts p95 (20)', 100, (f) => f.attemptP95),
    row('POST /api/progress/events, 80 events, p95 (20)', 100, (f) => f.batchP95),
    row('server RSS after the run', 400, (f) => f.rssMb, 'MB'),
    row(`POST /api/progress/events, 80 events, a student with ${HEAVY_EVENTS.toLocaleString('en')} events, p95 (20)`, 100, (f) => f.heavyBatchP95),
    `| seeding time | ${figures.map((f) => `${Math.round(f.seedSeconds)} s`).join(' | ')} | — | — |`,
    '',
    `Reads that grow with the academy (issue 55 §7), each right after the server started: cold (its first request) / warm (median of ${GROWING_SAMPLES} after it), /api/health's p99 polled every 10 ms while that read ran, and the longest event-loop block (health's slowest answer during the read minus its idle median; health answers from memory). Budget: health during the read ≤ the idle server's p99 measured first in the same run (the floor) + ${HEALTH_SLACK_MS} ms, and the block ≤ ${BLOCK_BUDGET_MS} ms. Idle health median / slowest: ${figures.map((f) => `${Math.round(f.healthIdleMedian)} / ${Math.round(f.healthIdleMax)} ms at ${f.students.toLocaleString('en')}`).join(', ')} (the slowest idle answer is the host's noise). Students are spread over ${GROUPS} groups, so a group grows with the academy.`,
    '',
    `| Growing read | ${figures.map((f) => `cold / warm at ${f.students.toLocaleString('en')}`).join(' | ')} | ${figures.map((f) => `health p99 during it at ${f.students.toLocaleString('en')} (floor ${Math.round(f.healthFloorP99)} ms)`).join(' | ')} | ${figures.map((f) => `block at ${f.students.toLocaleString('en')}`).join(' | ')} | Verdict |`,
    `| --- | ${figures.map(() => '---').join(' | ')} | ${figures.map(() => '---').join(' | ')} | ${figures.map(() => '---').join(' | ')} | --- |`,
    ...[...(large ?? small).growing.keys()].map((name) => {
      const last = large ?? small;
      const during = last.growing.get(name)?.healthP99 ?? NaN;
      const pass = during <= last.healthFloorP99 + HEALTH_SLACK_MS && (last.growing.get(name)?.blockMs ?? NaN) <= BLOCK_BUDGET_MS;
      return `| ${name} | ${figures.map((f) => `${Math.round(f.growing.get(name)?.cold ?? NaN)} / ${Math.round(f.growing.get(name)?.warm ?? NaN)} ms`).join(' | ')} | ${figures.map((f) => `${Math.round(f.growing.get(name)?.healthP99 ?? NaN)} ms`).join(' | ')} | ${figures.map((f) => `${Math.round(f.growing.get(name)?.blockMs ?? NaN)} ms`).join(' | ')} | **${pass ? 'PASS' : 'FAIL'}** |`;
    }),
    '',
  ];
  if (large && ratios) {
    const [few, big] = [small.students.toLocaleString('en'), large.students.toLocaleString('en')];
    lines.push(
      `Per-page reads, ${big} / ${few} (budget ≤ 1.5×), on the medians of ${SAMPLES} (a p95 of ${SAMPLES} is their slowest but one, which on 2 shared cores measures the machine more than the query), measured after both sizes were seeded: a copy of the database at ${few} students and the one at ${big}, each with its own server, the samples taken in turns (${few}, ${big}, ${big}, ${few}, …) so that whatever else the host does weighs on both alike. The same page at both sizes; the CSV, the item analysis and the middle page are not per page (they read what grows).`,
      '',
    );
    lines.push(`| Read | Median at ${few} | Median at ${big} | Ratio | Verdict |`, '| --- | --- | --- | --- | --- |');
    for (const [name, { small: before, large: after }] of ratios) {
      const ratio = after / before;
      lines.push(`| ${name} | ${before.toFixed(1)} ms | ${after.toFixed(1)} ms | ${ratio.toFixed(2)}× | **${ratio <= 1.5 ? 'PASS' : 'FAIL'}** |`);
    }
    lines.push('');
  }
  lines.push(MARK_END);
  return lines.join('\n');
}

export async function runScale(options: { commit: string; sizes?: number[] }): Promise<void> {
  const sizes = options.sizes ?? SIZES;
  const started = new Date();
  const loadAtStart = loadavg()
    .map((l) => l.toFixed(2))
    .join(' / ');
  const cluster = await startPostgres();
  if ('skipped' in cluster) throw new Error(`--scale needs PostgreSQL: ${cluster.skipped}`);
  const postgres = cluster as RunningPostgres;
  const figures: SizeFigures[] = [];
  let ratios: Map<string, Ratio> | null = null;
  /** The database as it was at the first size (a copy), for the ratio pass. */
  let firstSize: string | null = null;
  try {
    let database = await openDatabase({ databaseUrl: postgres.url, dataDir: '/nonexistent' });
    try {
      await migrate(database);
      await backfillAnswerLog(database.db, Date.now());
      const hash = await hashPassword(PASSWORD);
      await database.db.execute(sql`INSERT INTO students (email, name, password_hash, role) VALUES (${OPERATOR.email}, 'Operador Escala', ${hash}, 'operator')`);
      const realStudents = Array.from({ length: 5 }, (_, i) => `real${i}@escala.pe`);
      for (const email of realStudents) {
        const [s] = resultRows<{ id: number }>(await database.db.execute(sql`INSERT INTO students (email, name, password_hash) VALUES (${email}, ${email}, ${hash}) RETURNING id`));
        await database.db.execute(sql`INSERT INTO enrollments (student_id, course_id) SELECT ${s.id}, id FROM courses WHERE slug = ${COURSE_SLUG}`);
      }
      for (let g = 1; g <= GROUPS; g += 1) await database.db.execute(sql`INSERT INTO groups (name, created_at) VALUES (${`${GROUPING} ${String(g).padStart(2, '0')}`}, now())`);
      log(`a real student with ${HEAVY_EVENTS.toLocaleString('en')} events…`);
      const [heavy] = resultRows<{ id: number }>(await database.db.execute(sql`SELECT id FROM students WHERE email = ${realStudents[0]}`));
      const heavyStart = Date.now() - 400 * DAY;
      const heavyEvents = Array.from({ length: HEAVY_EVENTS }, (_, k) => ({
        id: randomUUID(),
        questionId: activeQuestions[k % activeQuestions.length].id,
        correct: k % 3 !== 0,
        answeredAt: new Date(heavyStart + k * 60_000).toISOString(),
        source: 'review' as const,
        attemptId: null,
      }));
      await answerLogRepository(database.db).ingestHistory(heavy.id, [], heavyEvents, Date.now());
      let seeded = 0;
      for (const size of sizes) {
        const t0 = performance.now();
        log(`seeding students ${seeded}–${size}…`);
        await seedStudents(database, seeded, size, Date.now());
        const seedSeconds = (performance.now() - t0) / 1000;
        seeded = size;
        await database.exec('VACUUM ANALYZE');
        const server = await startApi(postgres.url);
        try {
          log(`measuring at ${size} students…`);
          figures.push(await measure(server, size, seedSeconds, realStudents));
        } finally {
          await server.stop();
        }
        if (firstSize === null && size !== sizes.at(-1)) {
          // A copy needs the database without connections.
          await database.close();
          firstSize = await copyDatabase(postgres.url, 'scale_first_size');
          database = await openDatabase({ databaseUrl: postgres.url, dataDir: '/nonexistent' });
        }
      }
      if (firstSize !== null) {
        log(`per-page reads at ${sizes[0]} and ${sizes.at(-1)} students, in turns…`);
        // One after the other: two free ports asked for at once can be the same one.
        const small = await startApi(firstSize);
        try {
          const large = await startApi(postgres.url);
          try {
            ratios = await measureRatios(small, large, [sizes[0], sizes.at(-1) ?? sizes[0]]);
          } finally {
            await large.stop();
          }
        } finally {
          await small.stop();
        }
      }
    } finally {
      await database.close();
    }
  } finally {
    await postgres.stop();
  }
  const cpu = (() => {
    try {
      return /model name\s*:\s*(.+)/.exec(readFileSync('/proc/cpuinfo', 'utf8'))?.[1] ?? 'unknown CPU';
    } catch {
      return 'unknown CPU';
    }
  })();
  const section = report(figures, ratios, { commit: options.commit, cpu, started, load: loadAtStart });
  console.log(section);
  const file = path.join(process.cwd(), 'BENCHMARKS.md');
  const current = existsSync(file) ? readFileSync(file, 'utf8') : '';
  const start = current.indexOf(MARK_START);
  const end = current.indexOf(MARK_END);
  const next = start >= 0 && end > start ? current.slice(0, start) + section + current.slice(end + MARK_END.length) : `${current.trimEnd()}\n\n${section}\n`;
  writeFileSync(file, next);
  log('BENCHMARKS.md: scale section written.');
}
