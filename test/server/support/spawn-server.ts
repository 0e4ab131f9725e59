/**
 * Runs the real server (`tsx server/server.ts`) or the operator CLI on a given DATA_DIR, for start-up
 * tests: either the server answers /api/health, or it exits and the test reads its code and output.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { freePort } from '../../support/free-port';

const TSX = path.resolve('node_modules/.bin/tsx');
const START_DEADLINE_MS = 90_000;

export interface Identity {
  uid: number;
  gid: number;
}

export interface RunningServer {
  url: string;
  /** Everything printed so far (stdout and stderr interleaved). */
  output: () => string;
  /** SIGTERM (the server closes its database), then the exit code. */
  stop: () => Promise<number | null>;
}

export type Launch = { started: RunningServer } | { exited: { code: number | null; output: string } };


function childEnv(dataDir: string, env: Record<string, string>, as?: Identity): NodeJS.ProcessEnv {
  const merged: NodeJS.ProcessEnv = { ...process.env, HOST: '127.0.0.1', DATA_DIR: dataDir, DIST_DIR: '/nonexistent', NODE_ENV: 'test', ...env };
  // The embedded database is what these tests are about.
  delete merged.DATABASE_URL;
  // Another user cannot write root's home; tsx keeps its cache in the temp folder anyway.
  if (as) merged.HOME = '/tmp';
  return merged;
}

function run(args: string[], env: NodeJS.ProcessEnv, as?: Identity) {
  const child: ChildProcess = spawn(TSX, args, { env, stdio: ['ignore', 'pipe', 'pipe'], ...as });
  let output = '';
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  const closed = new Promise<number | null>((resolve) => {
    // A process that could not be spawned at all counts as exited, with the reason in its output.
    child.once('error', (error) => {
      output += `\n${error.message}`;
      resolve(null);
    });
    child.once('close', (code) => resolve(code));
  });
  return { child, closed, output: () => output };
}

/** Starts the server and waits until it answers /api/health or exits, whichever comes first. */
export async function launchServer(options: { dataDir: string; env?: Record<string, string>; as?: Identity }): Promise<Launch> {
  const port = await freePort();
  const env = childEnv(options.dataDir, { PORT: String(port), ...options.env }, options.as);
  const { child, closed, output } = run(['server/server.ts'], env, options.as);
  let exitCode: number | null | undefined;
  void closed.then((code) => (exitCode = code));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + START_DEADLINE_MS;
  for (;;) {
    if (exitCode !== undefined) return { exited: { code: exitCode, output: output() } };
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      await closed;
      throw new Error(`the server neither started nor exited:\n${output()}`);
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  return {
    started: {
      url,
      output,
      async stop() {
        if (exitCode === undefined) child.kill('SIGTERM');
        return closed;
      },
    },
  };
}

/** Runs `tsx server/cli/admin.ts …` on DATA_DIR. */
export async function runAdmin(dataDir: string, ...args: string[]): Promise<{ code: number | null; output: string }> {
  const { closed, output } = run(['server/cli/admin.ts', ...args], childEnv(dataDir, {}));
  const code = await closed;
  return { code, output: output() };
}
