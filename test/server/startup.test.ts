/**
 * Start-up safety (issue 16 items 1, 2, 3 and 15), mostly through the real server process:
 * a damaged embedded database stops start-up and is never replaced; a bad signing secret stops
 * start-up; DATA_DIR is private (folders 0700, files 0600); in production the published demo password
 * is disabled. One seeded folder is made in-process and copied for each case (a PGlite start is slow).
 */
import {
  chmodSync,
  chownSync,
  cpSync,
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  truncateSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { migrate, openDatabase, resultRows } from '../../server/db/client';
import { inspectPgliteDir, restrictModes, StartupError } from '../../server/lib/data-dir';
import { hashPassword } from '../../server/lib/passwords';
import { loadSecret, tokenService } from '../../server/lib/http';
import { studentsRepository } from '../../server/repositories/students.repository';
import { DEMO_STUDENT, seedDemo } from '../../server/seed';
import { launchServer, runAdmin, type Identity, type Launch, type RunningServer } from './support/spawn-server';

const SERVER_TIMEOUT = 120_000;
/** A second student: the data a replaced database would lose. */
const KEPT = { email: 'ana.conservada@academia.pe', name: 'Ana Conservada', password: 'Conservada2026!' };
/** Output longer than this is a dump (PGlite's minified bundle is 166 KB), not a message to an operator. */
const SHORT_OUTPUT = 2000;

let root: string;
/** DATA_DIR after a first start outside production: migrated, demo student and KEPT, secret.key. */
let seed: string;
let secret: Uint8Array;
let demo: { id: number; tokenVersion: number };
/** The students table's file in the seed's cluster (base/<db>/<relfilenode>). */
let studentsFile: string;
let copies = 0;

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'academia-startup-'));
  seed = path.join(root, 'seed');
  const database = await openDatabase({ dataDir: seed });
  try {
    await migrate(database);
    const students = studentsRepository(database.db);
    await seedDemo(students);
    await students.create({ email: KEPT.email, name: KEPT.name, passwordHash: await hashPassword(KEPT.password) });
    const row = await students.findByEmail(DEMO_STUDENT.email);
    demo = { id: row!.id, tokenVersion: row!.tokenVersion };
    const [file] = resultRows<{ path: string }>(await database.db.execute(sql`SELECT pg_relation_filepath('students') AS path`));
    studentsFile = file.path;
  } finally {
    await database.close();
  }
  secret = loadSecret(seed);
}, SERVER_TIMEOUT);

afterAll(() => {
  if (root) rmSync(root, { recursive: true, force: true });
});

/** A private copy of the seeded DATA_DIR. */
function copyOfSeed(): string {
  const dir = path.join(root, `copy-${++copies}`);
  cpSync(seed, dir, { recursive: true });
  return dir;
}

function emptyDataDir(): string {
  const dir = path.join(root, `empty-${++copies}`);
  mkdirSync(dir);
  return dir;
}

/** Relative path and size of every file: what must survive a refused start untouched. */
function listing(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((name) => {
      const stats = lstatSync(path.join(dir, name));
      return stats.isFile() ? `${name} ${stats.size}` : `${name}/`;
    })
    .sort();
}

/** The server must exit with code 1 without ever answering /api/health; returns its output. */
async function refusedStart(dataDir: string, options: { env?: Record<string, string>; as?: Identity } = {}): Promise<string> {
  const launch = await launchServer({ dataDir, ...options });
  if ('started' in launch) {
    const output = launch.started.output();
    await launch.started.stop();
    expect.fail(`the server started instead of refusing:\n${output}`);
  }
  expect(launch.exited.code, launch.exited.output).toBe(1);
  return launch.exited.output;
}

function started(launch: Launch): RunningServer {
  if ('exited' in launch) expect.fail(`the server exited with ${launch.exited.code}:\n${launch.exited.output}`);
  return launch.started;
}

async function login(url: string, email: string, password: string): Promise<{ status: number; token?: string }> {
  const res = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const body = (await res.json()) as { access_token?: string };
  return { status: res.status, token: body.access_token };
}

async function coursesStatus(url: string, token: string): Promise<number> {
  const res = await fetch(`${url}/api/auth/me/courses`, { headers: { Authorization: `Bearer ${token}` } });
  await res.arrayBuffer();
  return res.status;
}

/** Every entry below dir (dir included) whose mode is not private, as 'mode path'. */
function notPrivate(dir: string): string[] {
  const problems: string[] = [];
  const walk = (current: string) => {
    const stats = lstatSync(current);
    const mode = stats.mode & 0o7777;
    if (stats.isDirectory()) {
      if (mode !== 0o700) problems.push(`${mode.toString(8)} ${current}`);
      for (const name of readdirSync(current)) walk(path.join(current, name));
    } else if (mode & 0o077) problems.push(`${mode.toString(8)} ${current}`);
  };
  walk(dir);
  return problems;
}

/** Only root can start a process as another user, and that user must reach the repository to run it. */
function canRunAsNobody(): boolean {
  if (process.getuid?.() !== 0) return false;
  for (let dir = process.cwd(); ; dir = path.dirname(dir)) {
    if (!(statSync(dir).mode & 0o001)) return false;
    if (dir === path.dirname(dir)) return true;
  }
}

describe('a damaged embedded database stops start-up and is never replaced (item 1)', () => {
  const pglite = (dataDir: string) => path.join(dataDir, 'pglite');

  it.each([
    { damage: 'PG_VERSION removed', apply: (d: string) => rmSync(path.join(pglite(d), 'PG_VERSION')), problem: 'falta el archivo PG_VERSION' },
    {
      damage: 'global/pg_control truncated',
      apply: (d: string) => truncateSync(path.join(pglite(d), 'global', 'pg_control'), 100),
      problem: 'global/pg_control está truncado (100 de 8192 bytes)',
    },
    { damage: 'base/ removed', apply: (d: string) => rmSync(path.join(pglite(d), 'base'), { recursive: true }), problem: 'falta la carpeta base' },
    {
      // It started and then answered 500 to every sign-in (issue 55 §6).
      damage: 'the students table file truncated',
      apply: (d: string) => truncateSync(path.join(pglite(d), studentsFile), 8192 - 100),
      // Read when the test runs: the seed (beforeAll) names the file.
      get problem() {
        return `el archivo de datos ${studentsFile} está truncado (8092 bytes, no un múltiplo de 8192)`;
      },
    },
  ])('$damage: exit 1, a short Spanish message naming the folder, the files left as they were', { timeout: SERVER_TIMEOUT }, async ({ apply, problem }) => {
    const dataDir = copyOfSeed();
    apply(dataDir);
    const before = listing(pglite(dataDir));

    const output = await refusedStart(dataDir);
    expect(output).toContain(`La carpeta de la base de datos ${pglite(dataDir)} está dañada o incompleta: ${problem}.`);
    expect(output).toContain('no se crea una base de datos vacía en su lugar');
    expect(output.length).toBeLessThan(SHORT_OUTPUT);
    expect(output).not.toContain('Estudiante de demostración creado');
    expect(listing(pglite(dataDir))).toEqual(before);
  });

  it('a pg_control PGlite cannot read: its abort becomes a short message naming the folder', { timeout: SERVER_TIMEOUT }, async () => {
    const dataDir = copyOfSeed();
    writeFileSync(path.join(pglite(dataDir), 'global', 'pg_control'), Buffer.alloc(8192));

    const output = await refusedStart(dataDir);
    expect(output).toMatch(new RegExp(`No se pudo abrir la base de datos de ${pglite(dataDir)} \\(.{1,200}\\)\\.\n`));
    expect(output.length).toBeLessThan(SHORT_OUTPUT);
    expect(output).not.toContain('node_modules/@electric-sql');
  });

  it.skipIf(!canRunAsNobody())(
    'a folder the server user cannot read stops start-up (run as nobody; needs root)',
    { timeout: SERVER_TIMEOUT },
    async () => {
      const nobody: Identity = { uid: 65534, gid: 65534 };
      const dataDir = copyOfSeed();
      const chownAll = (target: string) => {
        chownSync(target, nobody.uid, nobody.gid);
        if (statSync(target).isDirectory()) for (const name of readdirSync(target)) chownAll(path.join(target, name));
      };
      chownAll(dataDir);
      // One folder of the cluster still belongs to root and is closed to others.
      chownSync(path.join(pglite(dataDir), 'base'), 0, 0);
      chmodSync(path.join(pglite(dataDir), 'base'), 0o700);
      chmodSync(root, 0o755); // nobody must reach DATA_DIR itself

      const output = await refusedStart(dataDir, { as: nobody });
      expect(output).toContain(`La carpeta de la base de datos ${pglite(dataDir)} no se puede usar: no se puede leer o escribir base (EACCES).`);
      expect(output.length).toBeLessThan(SHORT_OUTPUT);
    },
  );

  it('the operator CLI refuses the same folder instead of initialising it', { timeout: SERVER_TIMEOUT }, async () => {
    const dataDir = copyOfSeed();
    rmSync(path.join(pglite(dataDir), 'PG_VERSION'));

    const result = await runAdmin(dataDir, 'list-students');
    expect(result.code, result.output).toBe(1);
    expect(result.output).toContain(`La carpeta de la base de datos ${pglite(dataDir)} está dañada o incompleta: falta el archivo PG_VERSION.`);
    expect(result.output.length).toBeLessThan(SHORT_OUTPUT);
    expect(existsSync(path.join(pglite(dataDir), 'PG_VERSION'))).toBe(false);
  });

  describe('inspectPgliteDir (what start-up checks before PGlite.create)', () => {
    it('initialises only an absent or empty folder', () => {
      const dataDir = emptyDataDir();
      expect(inspectPgliteDir(pglite(dataDir))).toBe('new');
      mkdirSync(pglite(dataDir));
      expect(inspectPgliteDir(pglite(dataDir))).toBe('new');
      expect(inspectPgliteDir(path.join(seed, 'pglite'))).toBe('existing');
    });

    it.each([
      { damage: 'a file where the folder should be', apply: (d: string) => writeFileSync(pglite(d), 'x'), problem: 'no es una carpeta' },
      {
        damage: 'only a stray file (an interrupted first start)',
        apply: (d: string) => {
          mkdirSync(pglite(d));
          writeFileSync(path.join(pglite(d), 'postmaster.pid'), '1');
        },
        problem: 'falta la carpeta base',
      },
    ])('refuses $damage', ({ apply, problem }) => {
      const dataDir = emptyDataDir();
      apply(dataDir);
      expect(() => inspectPgliteDir(pglite(dataDir))).toThrow(StartupError);
      expect(() => inspectPgliteDir(pglite(dataDir))).toThrow(problem);
    });

    it.each([
      { damage: 'global/ removed', apply: (p: string) => rmSync(path.join(p, 'global'), { recursive: true }), problem: 'falta la carpeta global' },
      { damage: 'pg_wal/ removed', apply: (p: string) => rmSync(path.join(p, 'pg_wal'), { recursive: true }), problem: 'falta la carpeta pg_wal' },
      { damage: 'PG_VERSION emptied', apply: (p: string) => writeFileSync(path.join(p, 'PG_VERSION'), ''), problem: 'PG_VERSION no contiene una versión' },
      {
        damage: 'PG_VERSION replaced by a folder',
        apply: (p: string) => {
          rmSync(path.join(p, 'PG_VERSION'));
          mkdirSync(path.join(p, 'PG_VERSION'));
        },
        problem: 'falta el archivo PG_VERSION',
      },
      {
        damage: 'a table file cut short (not whole pages)',
        apply: (p: string) => truncateSync(path.join(p, studentsFile), 5000),
        get problem() {
          return `el archivo de datos ${studentsFile} está truncado (5000 bytes, no un múltiplo de 8192)`;
        },
      },
    ])('refuses a cluster with $damage', ({ apply, problem }) => {
      const dir = path.join(copyOfSeed(), 'pglite');
      apply(dir);
      expect(() => inspectPgliteDir(dir)).toThrow(`La carpeta de la base de datos ${dir} está dañada o incompleta: ${problem}`);
    });
  });
});

describe('the signing secret is checked at start-up (item 2)', () => {
  it.each([
    { key: 'empty', content: '', problem: 'está vacía.' },
    { key: 'whitespace only', content: ' \n', problem: 'está vacía.' },
    { key: '1 byte', content: 'AQ==\n', problem: 'es demasiado corta: tiene 1 byte y necesita al menos 32.' },
    { key: '31 bytes', content: Buffer.alloc(31, 7).toString('base64'), problem: 'es demasiado corta: tiene 31 bytes y necesita al menos 32.' },
    { key: 'not base64', content: 'mi clave secreta de la academia, bien larga!', problem: 'no es texto base64 válido.' },
  ])('$key: exit 1 naming the file, the key kept and no database created', { timeout: SERVER_TIMEOUT }, async ({ content, problem }) => {
    const dataDir = emptyDataDir();
    const file = path.join(dataDir, 'secret.key');
    writeFileSync(file, content, { mode: 0o600 });

    const output = await refusedStart(dataDir);
    expect(output).toContain(`La clave de firma ${file} ${problem}`);
    expect(output.length).toBeLessThan(SHORT_OUTPUT);
    expect(readFileSync(file, 'utf8')).toBe(content);
    expect(existsSync(path.join(dataDir, 'pglite'))).toBe(false);
  });

  it('an unreadable key (a folder in its place) stops start-up', { timeout: SERVER_TIMEOUT }, async () => {
    const dataDir = emptyDataDir();
    const file = path.join(dataDir, 'secret.key');
    mkdirSync(file);

    const output = await refusedStart(dataDir);
    expect(output).toContain(`No se pudo leer la clave de firma ${file} (EISDIR).`);
    expect(existsSync(path.join(dataDir, 'pglite'))).toBe(false);
  });

  describe('loadSecret', () => {
    it('generates only a missing key: 32 random bytes as base64, mode 0600, the same bytes on the next start', () => {
      const dataDir = path.join(emptyDataDir(), 'nested');
      const first = loadSecret(dataDir);
      const file = path.join(dataDir, 'secret.key');
      expect(first).toHaveLength(32);
      expect(readFileSync(file, 'utf8')).toBe(Buffer.from(first).toString('base64'));
      expect(statSync(file).mode & 0o777).toBe(0o600);
      expect(loadSecret(dataDir)).toEqual(first);
    });

    it('accepts a key of 32 bytes or more however it was written (newline, URL-safe, wrapped lines)', () => {
      const bytes = Buffer.from(Array.from({ length: 48 }, (_, i) => (i * 37 + 250) % 256));
      const encodings = [
        `${bytes.toString('base64')}\n`,
        bytes.toString('base64url'),
        `${bytes.toString('base64').slice(0, 40)}\n${bytes.toString('base64').slice(40)}\n`,
      ];
      for (const text of encodings) {
        const dataDir = emptyDataDir();
        writeFileSync(path.join(dataDir, 'secret.key'), text);
        expect(Buffer.from(loadSecret(dataDir)), JSON.stringify(text)).toEqual(bytes);
      }
    });

    it.each(['A', 'QUJD*', 'QUJD RA=x'])('rejects %j (not base64) with a StartupError', (text) => {
      const dataDir = emptyDataDir();
      writeFileSync(path.join(dataDir, 'secret.key'), text);
      expect(() => loadSecret(dataDir)).toThrow(StartupError);
    });
  });
});

describe('DATA_DIR is private: folders 0700, files 0600 (item 3)', () => {
  /** Start, sign in, sign out (a write), sign in again, stop. */
  async function useAndStop(dataDir: string): Promise<void> {
    const server = started(await launchServer({ dataDir }));
    const first = await login(server.url, DEMO_STUDENT.email, DEMO_STUDENT.password);
    expect(first.status, server.output()).toBe(200);
    const logout = await fetch(`${server.url}/api/auth/logout`, { method: 'POST', headers: { Authorization: `Bearer ${first.token}` } });
    expect(logout.status).toBe(204);
    expect((await login(server.url, DEMO_STUDENT.email, DEMO_STUDENT.password)).status).toBe(200);
    expect(await server.stop(), server.output()).toBe(0);
  }

  it('on a first start the folder, the database and the secret are private', { timeout: SERVER_TIMEOUT }, async () => {
    const dataDir = path.join(emptyDataDir(), 'data'); // created by the server
    await useAndStop(dataDir);

    expect(existsSync(path.join(dataDir, 'pglite', 'PG_VERSION'))).toBe(true);
    expect(readdirSync(path.join(dataDir, 'pglite'), { recursive: true }).length).toBeGreaterThan(900);
    expect(notPrivate(dataDir)).toEqual([]);
    expect(statSync(path.join(dataDir, 'secret.key')).mode & 0o777).toBe(0o600);
  });

  it('a folder left world-writable by an older version is made private', { timeout: SERVER_TIMEOUT }, async () => {
    const dataDir = copyOfSeed();
    // What the previous version left: PGlite's 0666 files, 0755 folders, a readable secret.
    const loosen = (target: string) => {
      if (statSync(target).isDirectory()) {
        chmodSync(target, 0o755);
        for (const name of readdirSync(target)) loosen(path.join(target, name));
      } else chmodSync(target, 0o666);
    };
    loosen(dataDir);
    expect(notPrivate(dataDir).length).toBeGreaterThan(900);

    await useAndStop(dataDir);
    expect(notPrivate(dataDir)).toEqual([]);
  });

  it('restrictModes leaves symbolic links and what they point to alone', () => {
    const dataDir = emptyDataDir();
    const outside = path.join(emptyDataDir(), 'shared.txt');
    writeFileSync(outside, 'x');
    chmodSync(outside, 0o644);
    symlinkSync(outside, path.join(dataDir, 'link'));
    writeFileSync(path.join(dataDir, 'own.txt'), 'x');
    chmodSync(path.join(dataDir, 'own.txt'), 0o644);

    restrictModes(dataDir);
    expect(statSync(outside).mode & 0o777).toBe(0o644);
    expect(statSync(path.join(dataDir, 'own.txt')).mode & 0o777).toBe(0o600);
  });
});

describe('NODE_ENV=production never serves the published demo password (item 15)', () => {
  const PRODUCTION = { NODE_ENV: 'production' };

  it('the demo student seeded earlier is disabled: its password answers 401, its tokens are revoked, the log says how to revive it', { timeout: SERVER_TIMEOUT }, async () => {
    const dataDir = copyOfSeed();
    const tokens = tokenService(secret, 3600);
    const earlierToken = await tokens.sign({ studentId: demo.id, version: demo.tokenVersion });

    const server = started(await launchServer({ dataDir, env: PRODUCTION }));
    try {
      expect((await login(server.url, DEMO_STUDENT.email, DEMO_STUDENT.password)).status).toBe(401);
      expect(await coursesStatus(server.url, earlierToken)).toBe(401);
      // Only the demo account is touched.
      expect((await login(server.url, KEPT.email, KEPT.password)).status).toBe(200);
      const output = server.output();
      expect(output).toContain(`Cuenta de demostración desactivada: ${DEMO_STUDENT.email} tenía la contraseña publicada y NODE_ENV=production.`);
      expect(output).toContain(`npm run admin -- reset-password --email ${DEMO_STUDENT.email}`);
      expect(output).not.toContain(DEMO_STUDENT.password);
    } finally {
      await server.stop();
    }
  });

  it('a demo student whose password the operator already changed stays usable', { timeout: SERVER_TIMEOUT }, async () => {
    const dataDir = copyOfSeed();
    const changed = 'Cambiada2026!';
    const database = await openDatabase({ dataDir });
    let version: number;
    try {
      version = await studentsRepository(database.db).setPassword(demo.id, await hashPassword(changed));
    } finally {
      await database.close();
    }
    const token = await tokenService(secret, 3600).sign({ studentId: demo.id, version });

    const server = started(await launchServer({ dataDir, env: PRODUCTION }));
    try {
      expect((await login(server.url, DEMO_STUDENT.email, changed)).status).toBe(200);
      expect(await coursesStatus(server.url, token)).toBe(200);
      expect(server.output()).not.toContain('Cuenta de demostración desactivada');
    } finally {
      await server.stop();
    }
  });
});
