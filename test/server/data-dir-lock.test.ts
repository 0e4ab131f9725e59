/**
 * One process per embedded database (issue 31, item 6): while a server runs on DATA_DIR, a second
 * server and the operator CLI refuse with a Spanish message naming it; a lock left by a process
 * that is gone (a crash) does not block the next start. Real processes, as an operator runs them.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate, openDatabase } from '../../server/db/client';
import { LOCK_FILE, lockDataDir, StartupError } from '../../server/lib/data-dir';
import { studentsRepository } from '../../server/repositories/students.repository';
import { seedDemo } from '../../server/seed';
import { launchServer, runAdmin } from './support/spawn-server';

const TIMEOUT = 180_000;
let root: string;
let seed: string;
let copies = 0;

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'academia-lock-'));
  seed = path.join(root, 'seed');
  const database = await openDatabase({ dataDir: seed });
  await migrate(database);
  await seedDemo(studentsRepository(database.db));
  await database.close();
});

afterAll(() => rmSync(root, { recursive: true, force: true }));

function copyOfSeed(): string {
  copies += 1;
  const dataDir = path.join(root, `copy-${copies}`);
  cpSync(seed, dataDir, { recursive: true });
  return dataDir;
}

/** The pid of a process that has just ended. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'console.log(process.pid)'], { encoding: 'utf8' });
  return Number(child.stdout.trim());
}

describe('the lock on the embedded database', () => {
  it('makes a second server and the CLI refuse while a server runs, naming it; after it stops, the CLI works', { timeout: TIMEOUT }, async () => {
    const dataDir = copyOfSeed();
    const first = await launchServer({ dataDir });
    if (!('started' in first)) throw new Error(`the server did not start:\n${first.exited.output}`);
    try {
      const holder = JSON.parse(readFileSync(path.join(dataDir, LOCK_FILE), 'utf8')) as { pid: number; who: string };
      expect(holder.who).toBe('el servidor');
      const expected = `La base de datos de ${dataDir} ya está en uso por el servidor (PID ${holder.pid}, desde `;

      const cli = await runAdmin(dataDir, 'list-students');
      expect(cli.code, cli.output).toBe(1);
      expect(cli.output).toContain(expected);
      expect(cli.output).toContain('admite un solo proceso a la vez');

      const second = await launchServer({ dataDir });
      expect('exited' in second, 'the second server started').toBe(true);
      if ('exited' in second) {
        expect(second.exited.code).toBe(1);
        expect(second.exited.output).toContain(expected);
      }
    } finally {
      await first.started.stop();
    }
    expect(existsSync(path.join(dataDir, LOCK_FILE))).toBe(false);
    const listed = await runAdmin(dataDir, 'list-students');
    expect(listed.code, listed.output).toBe(0);
  });

  it('takes over a lock whose process is gone (a crashed server) at once', { timeout: TIMEOUT }, async () => {
    const dataDir = copyOfSeed();
    const pid = deadPid();
    writeFileSync(path.join(dataDir, LOCK_FILE), JSON.stringify({ pid, who: 'el servidor', since: '2026-01-01T00:00:00.000Z', host: hostname() }));
    const listed = await runAdmin(dataDir, 'list-students');
    expect(listed.code, listed.output).toBe(0);
    expect(existsSync(path.join(dataDir, LOCK_FILE))).toBe(false);
  });

  it('refuses a second opening in one process too, and a damaged lock file is taken over', () => {
    const dataDir = mkdtempSync(path.join(root, 'inproc-'));
    writeFileSync(path.join(dataDir, LOCK_FILE), '{"pid":');
    const release = lockDataDir(dataDir, 'npm run admin');
    try {
      expect(() => lockDataDir(dataDir, 'el servidor')).toThrow(StartupError);
      expect(() => lockDataDir(dataDir, 'el servidor')).toThrow(`ya está en uso por npm run admin (PID ${process.pid}, desde `);
    } finally {
      release();
    }
    expect(existsSync(path.join(dataDir, LOCK_FILE))).toBe(false);
  });
});
