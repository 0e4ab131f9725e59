/**
 * The floods of issues 31 and 55: 100 connections from one address send, for 20 s, wrong sign-ins
 * for one email, wrong sign-ins for a new email each time, or activations with made-up codes, while
 * /api/health is polled and a real student signs in from another address now and then. Run against a
 * server on PGlite and one on PostgreSQL, each started here for this alone (TRUST_PROXY=1, so the
 * flood and the student carry their own X-Forwarded-For). The floor is the same server before the
 * flood, in the same run: health polled 60 times and 5 sign-ins.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Result } from 'autocannon';
import { DEMO_STUDENT } from '../server/seed';
import { freePort } from '../test/support/free-port';
import { percentile, sleep, withTimeout } from './util';

export const FLOOD_CONNECTIONS = 100;
export const FLOOD_SECONDS = 20;
/** When the student signs in, in seconds after the flood starts. */
const SIGN_IN_AT = [2, 4, 6, 8, 10, 12, 14, 16, 18];
const POLL_EVERY_MS = 50;
const QUIET_POLLS = 60;

/** What a flood sends: each `[<id>]` in the body becomes a new number per request. */
export type FloodKind = 'login-one-email' | 'login-many-emails' | 'activation';

/** Each flood from an address of its own, so that one flood's refusals do not answer the next. */
export const FLOODS: readonly { kind: FloodKind; label: string; address: string; path: string; body: string }[] = [
  { kind: 'login-one-email', label: 'wrong sign-ins, one email', address: '203.0.113.66', path: '/api/auth/login', body: JSON.stringify({ email: 'inundacion@academia.pe', password: 'Incorrecta2026!' }) },
  { kind: 'login-many-emails', label: 'wrong sign-ins, a new email each', address: '203.0.113.67', path: '/api/auth/login', body: JSON.stringify({ email: 'inundacion-[<id>]@academia.pe', password: 'Incorrecta2026!' }) },
  {
    kind: 'activation',
    label: 'activations with made-up codes',
    address: '203.0.113.68',
    path: '/api/codes/activate',
    body: JSON.stringify({ code: 'ZZZZ-ZZZZ-ZZZZ-ZZZZ', name: 'Inundación', email: 'inundacion-[<id>]@academia.pe', newPassword: 'Clave2026!', confirmPassword: 'Clave2026!' }),
  },
];

const QUIET_SIGN_INS = 5;

export interface FloodFigure {
  database: string;
  kind: FloodKind;
  /** /api/health before the flood (the floor of the same run). */
  quietHealthP99: number;
  /** The median of QUIET_SIGN_INS sign-ins before the flood. */
  quietSignInMs: number;
  /** /api/health during the flood. */
  healthP99: number;
  healthMax: number;
  healthPolls: number;
  /** The student's sign-ins during the flood: time and status each. */
  signIns: { ms: number; status: number }[];
  floodRequests: number;
  floodStatuses: Record<string, number>;
}

export interface FloodServer {
  url: string;
  stop: () => Promise<void>;
}

/** The academy server (tsx) with a throwaway DATA_DIR, on PGlite or on `databaseUrl`. */
export async function startFloodServer(databaseUrl?: string): Promise<FloodServer> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'academia-flood-'));
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DIST_DIR: '/nonexistent',
    NODE_ENV: 'test',
    TRUST_PROXY: '1',
  };
  delete env.DATABASE_URL;
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  const child: ChildProcess = spawn(path.resolve('node_modules/.bin/tsx'), ['server/server.ts'], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  const url = `http://127.0.0.1:${port}`;
  // A loaded host (several runs at once) has taken over 90 s to compile and migrate.
  const deadline = Date.now() + 240_000;
  for (;;) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`flood server exited early:\n${output.slice(-2000)}`);
    }
    try {
      if ((await fetch(`${url}/api/health`)).ok) return { url, stop };
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`flood server did not start:\n${output.slice(-2000)}`);
    }
    await sleep(200);
  }
}

async function timed(request: () => Promise<Response>): Promise<{ ms: number; status: number }> {
  const started = performance.now();
  try {
    const res = await request();
    await res.arrayBuffer();
    return { ms: performance.now() - started, status: res.status };
  } catch {
    return { ms: performance.now() - started, status: 0 };
  }
}

const health = (url: string) => timed(() => fetch(`${url}/api/health`, { signal: AbortSignal.timeout(60_000) }));

/**
 * autocannon in a process of its own, through its API: each request's body gets a new number in
 * place of `[<id>]` (setupRequest; the command line's --idReplacement sent nothing with this
 * version). Its result is read from stdout.
 */
function runAutocannon(options: { url: string; connections: number; seconds: number; headers: Record<string, string>; body: string }): Promise<Result> {
  const script = `
    const options = JSON.parse(process.argv[1]);
    let n = 0;
    require('autocannon')({
      url: options.url, connections: options.connections, duration: options.seconds, timeout: 30,
      requests: [{ method: 'POST', headers: options.headers, setupRequest: (req) => ({ ...req, body: options.body.replaceAll('[<id>]', String(++n)) }) }],
    }, (error, result) => {
      if (error) { console.error(error.message); process.exit(1); }
      process.stdout.write(JSON.stringify(result));
    });`;
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['-e', script, JSON.stringify(options)], { stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    child.once('error', reject);
    child.once('close', (code) => {
      try {
        resolve(JSON.parse(stdout) as Result);
      } catch {
        reject(new Error(`autocannon exited with ${code}: ${stderr.slice(-500)}`));
      }
    });
  });
}

let studentAddress = 0;
function signIn(url: string) {
  studentAddress += 1;
  return timed(() =>
    fetch(`${url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.51.100.${(studentAddress % 250) + 1}` },
      body: JSON.stringify({ email: DEMO_STUDENT.email, password: DEMO_STUDENT.password }),
      signal: AbortSignal.timeout(60_000),
    }),
  );
}

export async function measureFlood(url: string, database: string, kind: FloodKind = 'login-one-email'): Promise<FloodFigure> {
  const flood = FLOODS.find((f) => f.kind === kind)!;
  const quiet: number[] = [];
  for (let i = 0; i < QUIET_POLLS; i += 1) quiet.push((await health(url)).ms);
  const quietSignIns: number[] = [];
  for (let i = 0; i < QUIET_SIGN_INS; i += 1) {
    const quietSignIn = await signIn(url);
    if (quietSignIn.status !== 200) throw new Error(`${database}: the student's sign-in before the flood → ${quietSignIn.status}`);
    quietSignIns.push(quietSignIn.ms);
  }

  // In a process of its own: 100 connections' answers would otherwise delay this process's own
  // polls and sign-ins, and the figures would measure the client instead of the server.
  const running = runAutocannon({
    url: `${url}${flood.path}`,
    connections: FLOOD_CONNECTIONS,
    seconds: FLOOD_SECONDS,
    headers: { 'content-type': 'application/json', 'x-forwarded-for': flood.address },
    body: flood.body,
  });
  const started = performance.now();
  let flooding = true;
  const polls: number[] = [];
  const poller = (async () => {
    while (flooding) {
      polls.push((await health(url)).ms);
      await sleep(POLL_EVERY_MS);
    }
  })();
  const signIns: { ms: number; status: number }[] = [];
  const student = (async () => {
    for (const at of SIGN_IN_AT) {
      await sleep(Math.max(0, at * 1000 - (performance.now() - started)));
      signIns.push(await signIn(url));
    }
  })();
  const result = await withTimeout(running, (FLOOD_SECONDS + 60) * 1000, `flood on ${database}`);
  await student;
  flooding = false;
  await poller;
  return {
    database,
    kind,
    quietHealthP99: percentile(quiet, 99),
    quietSignInMs: percentile(quietSignIns, 50),
    healthP99: percentile(polls, 99),
    healthMax: Math.max(...polls),
    healthPolls: polls.length,
    signIns,
    floodRequests: result.requests.total,
    floodStatuses: Object.fromEntries(Object.entries(result.statusCodeStats).map(([code, s]) => [code, s.count])),
  };
}
