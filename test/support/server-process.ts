/**
 * One real server process (`tsx server/server.ts`) for the multi-instance suites that need separate
 * processes (limits, revocation, reminder rounds): a data folder of its own, a free loopback port,
 * no proxy in front, and a wait until /api/health answers and the listening line is printed.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from './free-port';

export const TSX = path.resolve('node_modules/.bin/tsx');

export interface ServerProcess {
  name: string;
  url: string;
  /** What the process printed so far (stdout and stderr). */
  output: () => string;
  /** SIGTERM, waits for the exit, removes the data folder; safe to call twice. */
  stop: () => Promise<void>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The environment of a child process: ours without what would point it elsewhere, plus `extra`. */
export function childEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'test', ...extra };
  // No proxy in front: every instance keys the limiter on the test's own address, 127.0.0.1.
  delete env.TRUST_PROXY;
  return env;
}

/**
 * Starts a server process with `env` (DATABASE_URL and the like) and waits until it listens.
 * `secret`: written to DATA_DIR/secret.key, so instances given the same one accept each other's tokens.
 */
export async function startServerProcess(name: string, env: Record<string, string>, options: { secret?: string; timeoutMs?: number } = {}): Promise<ServerProcess> {
  const dataDir = mkdtempSync(path.join(tmpdir(), `academia-instance-${name}-`));
  if (options.secret !== undefined) writeFileSync(path.join(dataDir, 'secret.key'), options.secret, { mode: 0o600 });
  const port = await freePort();
  const child: ChildProcess = spawn(TSX, ['server/server.ts'], {
    env: childEnv({ PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DIST_DIR: '/nonexistent', ...env }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
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
  const deadline = Date.now() + (options.timeoutMs ?? 90_000);
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`instance ${name} exited early:\n${output}`);
      try {
        // The listening line comes after the start-up lines (migration, seed) on the same pipe.
        const res = await fetch(`${url}/api/health`);
        if (res.ok && output.includes('escuchando en')) break;
      } catch {
        // not listening yet
      }
      if (Date.now() > deadline) throw new Error(`instance ${name} did not start:\n${output}`);
      await sleep(100);
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return { name, url, output: () => output, stop };
}
