/**
 * API throughput with autocannon (programmatic, loopback, ≤ 10 connections, ≤ 10 s per load): reads
 * and attempt replays against our server, compared with a bare `node:http` JSON endpoint in its own
 * process (same response body as the courses read), and sign-ins, which argon2id bounds. Also a
 * burst of wrong sign-ins sent at once, counted by how many got as far as the password check.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import autocannon, { type Result } from 'autocannon';
import { findExam, questionsOf } from '../src/content/exams';
import { optionId } from '../src/shared/scoring';
import { median, withTimeout } from './util';

export interface LoadFigure {
  name: string;
  connections: number;
  seconds: number;
  rps: number;
  p50: number;
  p99: number;
  total: number;
  statuses: Record<string, number>;
  errors: number;
}

const BARE_SERVER = `
const http = require('node:http');
const body = process.env.BENCH_BODY || '{"ok":true}';
const server = http.createServer((req, res) => {
  res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) });
  res.end(body);
});
server.listen(0, '127.0.0.1', () => console.log(server.address().port));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
`;

export interface BareServer {
  url: string;
  stop: () => Promise<void>;
}

/** The floor: a bare node:http server answering one JSON body, in its own process like ours. */
export async function startBareServer(body: string): Promise<BareServer> {
  const child: ChildProcess = spawn(process.execPath, ['-e', BARE_SERVER], { env: { ...process.env, BENCH_BODY: body }, stdio: ['ignore', 'pipe', 'pipe'] });
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
  };
  try {
    const port = await withTimeout(
      new Promise<number>((resolve, reject) => {
        let out = '';
        child.stdout?.on('data', (d) => {
          out += d;
          const match = /^(\d+)\s/m.exec(out);
          if (match) resolve(Number(match[1]));
        });
        child.once('exit', (code) => reject(new Error(`bare server exited (${code})`)));
      }),
      15_000,
      'bare node:http server',
    );
    return { url: `http://127.0.0.1:${port}`, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** A valid attempt of principal-01 (every question answered with its correct options). */
export function attemptBody(): string {
  const exam = findExam('principal-01');
  if (!exam) throw new Error('principal-01 is missing from the bank');
  const finishedAt = new Date();
  const startedAt = new Date(finishedAt.getTime() - 12 * 60_000);
  return JSON.stringify({
    id: randomUUID(),
    examId: exam.id,
    startedAt: startedAt.toISOString(),
    finishedAt: finishedAt.toISOString(),
    answers: questionsOf(exam).map((q) => ({ questionId: q.id, selectedOptions: q.correct.map(optionId) })),
  });
}

/** Several runs of one load as one figure: requests over total time, the worst p99, summed counts. */
export function combine(name: string, runs: LoadFigure[]): LoadFigure {
  const seconds = runs.reduce((sum, run) => sum + run.seconds, 0);
  const total = runs.reduce((sum, run) => sum + run.total, 0);
  const statuses: Record<string, number> = {};
  for (const run of runs) for (const [code, count] of Object.entries(run.statuses)) statuses[code] = (statuses[code] ?? 0) + count;
  return {
    name,
    connections: runs[0]?.connections ?? 0,
    seconds,
    rps: seconds > 0 ? total / seconds : NaN,
    p50: median(runs.map((run) => run.p50)),
    p99: Math.max(...runs.map((run) => run.p99)),
    total,
    statuses,
    errors: runs.reduce((sum, run) => sum + run.errors, 0),
  };
}

/**
 * Measures loads against each other in rounds, alternating their order (ABC, CBA, ABC…), so that a
 * host whose speed drifts over the minute weighs on every load alike. Returns each load's runs; the
 * fair comparison is the ratio within a round, whose median the bench reports.
 */
export async function interleaved<K extends string>(loads: Record<K, () => Promise<LoadFigure>>, rounds: number): Promise<Record<K, LoadFigure[]>> {
  const keys = Object.keys(loads) as K[];
  const runs = Object.fromEntries(keys.map((key) => [key, [] as LoadFigure[]])) as Record<K, LoadFigure[]>;
  for (let round = 0; round < rounds; round++) {
    for (const key of round % 2 ? [...keys].reverse() : keys) runs[key].push(await loads[key]());
  }
  return runs;
}

export async function load(
  name: string,
  options: { url: string; method?: 'GET' | 'POST'; headers?: Record<string, string>; body?: string; connections: number; seconds: number; warmup?: number },
): Promise<LoadFigure> {
  const connections = Math.min(options.connections, 50);
  const seconds = Math.min(options.seconds, 10);
  const result: Result = await withTimeout(
    autocannon({
      url: options.url,
      method: options.method ?? 'GET',
      headers: options.headers,
      body: options.body,
      connections,
      duration: seconds,
      timeout: 10,
      ...(options.warmup ? { warmup: { connections, duration: Math.min(options.warmup, 5) } } : {}),
    }),
    (seconds + (options.warmup ?? 0) + 30) * 1000,
    `autocannon ${name}`,
  );
  return {
    name,
    connections,
    seconds,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    total: result.requests.total,
    statuses: Object.fromEntries(Object.entries(result.statusCodeStats).map(([code, s]) => [code, s.count])),
    errors: result.errors + result.timeouts,
  };
}

export interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The body as it came over the wire (still compressed when Content-Encoding says so). */
  body: Buffer;
}

/** A GET whose body is not decoded (fetch() would decompress it): the bytes on the wire. */
export function rawGet(url: string, headers: Record<string, string>): Promise<RawAnswer> {
  return withTimeout(
    new Promise<RawAnswer>((resolve, reject) => {
      http
        .get(url, { headers }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
          res.on('error', reject);
        })
        .on('error', reject);
    }),
    30_000,
    `GET ${url}`,
  );
}

export interface BurstFigure {
  requests: number;
  /** Answered 401: the password was checked, so argon2 ran for it. */
  reachedArgon2: number;
  /** Answered 429: refused before the password check. */
  limited: number;
  /** Any other status (0: the request failed), by status. */
  other: Record<string, number>;
  /** From the first request sent to the last answer. */
  ms: number;
}

/** Sorts a burst's statuses into the figure: only a 401 means the password was checked. */
export function burstFigure(statuses: number[], ms: number): BurstFigure {
  const other: Record<string, number> = {};
  for (const status of statuses) if (status !== 401 && status !== 429) other[status] = (other[status] ?? 0) + 1;
  return {
    requests: statuses.length,
    reachedArgon2: statuses.filter((s) => s === 401).length,
    limited: statuses.filter((s) => s === 429).length,
    other,
    ms,
  };
}

/** `count` wrong sign-ins for one email sent at once (fetch opens a connection for each one in flight). */
export async function loginBurst(url: string, email: string, count: number): Promise<BurstFigure> {
  const started = performance.now();
  const statuses = await withTimeout(
    Promise.all(
      Array.from({ length: count }, () =>
        fetch(`${url}/api/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email, password: 'Equivocada2026!' }),
        }).then(
          async (res) => {
            await res.arrayBuffer();
            return res.status;
          },
          () => 0,
        ),
      ),
    ),
    120_000,
    'sign-in burst',
  );
  return burstFigure(statuses, performance.now() - started);
}
