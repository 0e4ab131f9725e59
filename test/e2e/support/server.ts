/**
 * Starts the real academy server (`npm run serve` equivalent) on a free port with a throwaway PGlite
 * folder, serving the built PWA in dist/. Each test file gets its own server and database; `prepare`
 * may fill the folder first (PGlite allows one process: the operator CLI runs before the server).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../../support/free-port';

export interface RunningServer {
  url: string;
  dataDir: string;
  stop: () => Promise<void>;
}


const TSX = path.resolve('node_modules/.bin/tsx');

export interface ServerOptions {
  distDir?: string;
  env?: Record<string, string>;
  /** Runs on the empty data folder before the server starts (e.g. the operator CLI). */
  prepare?: (dataDir: string) => Promise<void>;
  /** The server as production runs it (`npm run build` → dist-server/server.js, plain node) instead of its sources through tsx. */
  compiled?: boolean;
}

export async function startServer(options: ServerOptions = {}): Promise<RunningServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'academia-e2e-'));
  try {
    await options.prepare?.(dataDir);
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  const port = await freePort();
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DIST_DIR: options.distDir ?? path.resolve('dist'),
    NODE_ENV: 'test',
    ...options.env,
  };
  delete (env as Record<string, string | undefined>).DATABASE_URL;
  const [command, args] = options.compiled ? [process.execPath, ['dist-server/server.js']] : [TSX, ['server/server.ts']];
  const child: ChildProcess = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`server did not start:\n${output}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    dataDir,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
