/**
 * A throwaway PostgreSQL cluster for tests that need a real server (several processes on one
 * database, which the embedded PGlite cannot do): Debian's binaries, a temporary folder, a free
 * loopback port, trust authentication, no durability. Nothing is downloaded; without the binaries
 * the caller is told why and skips (`.ci/run` installs Debian's `postgresql` when they are missing).
 */
import { spawn, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from './free-port';

export interface RunningPostgres {
  /** postgres://postgres@127.0.0.1:<port>/academia — an empty database. */
  url: string;
  /** Stops the cluster (fast shutdown) and removes its folder; safe to call twice. */
  stop(): Promise<void>;
}

export interface SkippedPostgres {
  skipped: string;
}

/** Where Debian installs each major version (postgresql-common's layout). */
const DEBIAN_ROOT = '/usr/lib/postgresql';
const DATABASE = 'academia';
/** The role initdb creates; trust authentication lets every local client connect as it. */
const SUPERUSER = 'postgres';
/** initdb and the server refuse to run as root, so as root they run as Debian's `postgres` user. */
const OS_USER = 'postgres';

/** The bin folder of the newest installed major version, or undefined when there is none. */
export function debianPostgresBin(root = DEBIAN_ROOT): string | undefined {
  let versions: string[];
  try {
    versions = readdirSync(root);
  } catch {
    return undefined;
  }
  const newest = versions
    .filter((v) => /^\d+(\.\d+)?$/.test(v) && existsSync(path.join(root, v, 'bin', 'initdb')) && existsSync(path.join(root, v, 'bin', 'pg_ctl')))
    .sort((a, b) => Number(b) - Number(a))[0];
  return newest === undefined ? undefined : path.join(root, newest, 'bin');
}


interface Runner {
  /** Runs a PostgreSQL binary (as `postgres` when we are root) and resolves with its output. */
  run(binary: string, args: string[]): Promise<string>;
  /** The same, synchronously: for the exit hook, where nothing asynchronous runs any more. */
  runSync(binary: string, args: string[]): void;
}

function runner(): Runner {
  const asRoot = process.getuid?.() === 0;
  // runuser passes the arguments as they are (su would need them quoted into one shell string).
  const runuser = ['/usr/sbin/runuser', '/sbin/runuser', '/usr/bin/runuser'].find((file) => existsSync(file));
  const command = (binary: string, args: string[]): [string, string[]] => {
    if (!asRoot) return [binary, args];
    if (runuser) return [runuser, ['-u', OS_USER, '--', binary, ...args]];
    const quoted = [binary, ...args].map((part) => `'${part.replace(/'/g, `'\\''`)}'`).join(' ');
    return ['su', [OS_USER, '-s', '/bin/sh', '-c', quoted]];
  };
  return {
    run(binary, args) {
      const [file, argv] = command(binary, args);
      return new Promise((resolve, reject) => {
        const child = spawn(file, argv, { stdio: ['ignore', 'pipe', 'pipe'] });
        let output = '';
        child.stdout.on('data', (d) => (output += d));
        child.stderr.on('data', (d) => (output += d));
        child.once('error', reject);
        child.once('close', (code) =>
          code === 0 ? resolve(output) : reject(new Error(`${path.basename(binary)} ${args.join(' ')} exited with ${code}:\n${output}`)),
        );
      });
    },
    runSync(binary, args) {
      const [file, argv] = command(binary, args);
      spawnSync(file, argv, { stdio: 'ignore', timeout: 30_000 });
    },
  };
}

/** uid and gid of the OS user the cluster runs as when we are root. */
function osUserIds(): { uid: number; gid: number } {
  const id = (flag: string) => {
    const result = spawnSync('id', [flag, OS_USER], { encoding: 'utf8' });
    if (result.status !== 0) {
      throw new Error(`Running as root, PostgreSQL needs the '${OS_USER}' user (Debian's postgresql package creates it): ${result.stderr.trim()}`);
    }
    return Number(result.stdout.trim());
  };
  return { uid: id('-u'), gid: id('-g') };
}

/**
 * Starts a throwaway cluster with one empty database, or says why it cannot (no PostgreSQL
 * binaries: the only case that is not an error). Every other failure throws, with the server log.
 */
export async function startPostgres(): Promise<RunningPostgres | SkippedPostgres> {
  const bin = debianPostgresBin();
  if (!bin) {
    return { skipped: `no PostgreSQL binaries in ${DEBIAN_ROOT}/<version>/bin (apt-get install -y postgresql; .ci/run does it)` };
  }
  const exec = runner();
  const dir = mkdtempSync(path.join(tmpdir(), 'academia-pg-'));
  // mkdtemp makes a 0700 folder owned by us: the cluster's user must own it to write there.
  if (process.getuid?.() === 0) {
    const { uid, gid } = osUserIds();
    chownSync(dir, uid, gid);
  }
  const dataDir = path.join(dir, 'data');
  const logFile = path.join(dir, 'server.log');
  const pgCtl = path.join(bin, 'pg_ctl');
  let running = false;
  let stopped = false;

  const stopSync = () => {
    if (running) exec.runSync(pgCtl, ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
    running = false;
    rmSync(dir, { recursive: true, force: true });
  };
  // A test process that dies without its afterAll must not leave a cluster running behind it.
  process.once('exit', stopSync);

  const stop = async () => {
    if (stopped) return;
    stopped = true;
    process.removeListener('exit', stopSync);
    try {
      if (running) await exec.run(pgCtl, ['-D', dataDir, '-m', 'fast', '-w', '-t', '60', 'stop']);
      running = false;
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  };

  try {
    // No fsync during initdb: the cluster lives for one test run.
    await exec.run(path.join(bin, 'initdb'), ['-D', dataDir, '-U', SUPERUSER, '--auth=trust', '--encoding=UTF8', '--no-sync']);
    let port = 0;
    // The free port is only free until someone takes it: another test file may grab it between
    // freePort() and the server's bind, so a failed start is retried on a new port.
    for (let attempt = 1; ; attempt++) {
      port = await freePort();
      const options = [
        `-p ${port}`,
        `-k '${dir}'`,
        '-c listen_addresses=127.0.0.1',
        // Throwaway data: durability only costs time here.
        '-c fsync=off',
        '-c synchronous_commit=off',
        '-c full_page_writes=off',
      ].join(' ');
      try {
        await exec.run(pgCtl, ['-D', dataDir, '-o', options, '-l', logFile, '-w', '-t', '60', 'start']);
        running = true;
        break;
      } catch (error) {
        if (attempt >= 3) throw error;
      }
    }
    await exec.run(path.join(bin, 'createdb'), ['-h', '127.0.0.1', '-p', String(port), '-U', SUPERUSER, DATABASE]);
    return { url: `postgres://${SUPERUSER}@127.0.0.1:${port}/${DATABASE}`, stop };
  } catch (error) {
    const log = existsSync(logFile) ? readFileSync(logFile, 'utf8') : '';
    await stop().catch(() => {});
    throw new Error(`PostgreSQL did not start: ${(error as Error).message}${log ? `\n--- server log ---\n${log}` : ''}`, { cause: error });
  }
}
