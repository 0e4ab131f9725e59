/**
 * DATA_DIR safety: start-up refuses a damaged embedded database instead of initialising over it, and
 * keeps the folder private (otherwise other local users could read every student's data and the
 * signing secret, and PGlite's world-writable files would let them change both).
 */
import { accessSync, chmodSync, constants, lstatSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync, type Stats } from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';

/** A start-up problem the operator must fix; the message is Spanish and printed without a stack. */
export class StartupError extends Error {
  override name = 'StartupError';
}

export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

/** PostgreSQL always writes pg_control padded to PG_CONTROL_FILE_SIZE; a shorter one is truncated. */
const PG_CONTROL_SIZE = 8192;

/** PostgreSQL's page size: every table and index file (and their _fsm, _vm forks and 1 GB segments) is whole pages. */
const BLOCK_SIZE = 8192;
/** A relation's file: its number, a fork suffix, a segment number (base/<db>/16384, 16384_fsm, 16384.1). */
const RELATION_FILE = /^\d+(_(fsm|vm|init))?(\.\d+)?$/;

/**
 * The first table or index file below base/ and global/ whose size is not whole pages: a copy or a
 * disk that cut it short. PGlite would open such a cluster and fail the first query that reads the
 * missing page (a 500), so start-up refuses it instead. A file cut at a page boundary is not seen.
 */
function truncatedRelation(dir: string): { file: string; size: number } | undefined {
  for (const top of ['base', 'global']) {
    const pending = [path.join(dir, top)];
    for (let current = pending.pop(); current !== undefined; current = pending.pop()) {
      for (const entry of readdirSync(current, { withFileTypes: true })) {
        const target = path.join(current, entry.name);
        if (entry.isDirectory()) pending.push(target);
        else if (entry.isFile() && RELATION_FILE.test(entry.name)) {
          const { size } = lstatSync(target);
          if (size % BLOCK_SIZE !== 0) return { file: path.relative(dir, target), size };
        }
      }
    }
  }
  return undefined;
}

/** What every initialised cluster holds: PGlite resumes only with these, and initdb wrote all of them. */
const REQUIRED_FILES = ['PG_VERSION', 'postgresql.conf', path.join('global', 'pg_control')];
const REQUIRED_DIRS = ['base', 'global', 'pg_wal', 'pg_xact'];

const ADVICE =
  'Para no perder datos no se crea una base de datos vacía en su lugar: restaura una copia de seguridad ' +
  'de esa carpeta o, si no contiene nada que conservar, vacíala o bórrala y vuelve a iniciar.';

/** First line of an error, short enough for a log line (PGlite's aborts carry no useful detail beyond it). */
export function shortCause(error: unknown, max = 200): string {
  const text = error instanceof Error ? `${error.message || error.name}` : String(error);
  const line = text.split('\n', 1)[0].trim() || 'error desconocido';
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
}

function code(error: unknown): string {
  return (error as NodeJS.ErrnoException | undefined)?.code ?? shortCause(error);
}

function damaged(dir: string, problem: string): StartupError {
  return new StartupError(`La carpeta de la base de datos ${dir} está dañada o incompleta: ${problem}.\n${ADVICE}`);
}

function inaccessible(dir: string, target: string, error: unknown): StartupError {
  const entry = path.relative(dir, target) || '.';
  return new StartupError(
    `La carpeta de la base de datos ${dir} no se puede usar: no se puede leer o escribir ${entry} (${code(error)}).\n` +
      'Revisa que la carpeta y todo su contenido pertenezcan al usuario que ejecuta el servidor. ' +
      'No se crea una base de datos nueva en su lugar.',
    { cause: error },
  );
}

function statOrUndefined(target: string, dir: string): Stats | undefined {
  try {
    return lstatSync(target);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw inaccessible(dir, target, error);
  }
}

/** Every entry must be readable and writable by this process, or PostgreSQL fails half-way. */
function checkAccessible(dir: string, current: string): void {
  let names: string[];
  try {
    accessSync(current, constants.R_OK | constants.W_OK | constants.X_OK);
    names = readdirSync(current);
  } catch (error) {
    throw inaccessible(dir, current, error);
  }
  for (const name of names) {
    const target = path.join(current, name);
    const stats = statOrUndefined(target, dir);
    if (!stats) continue; // removed meanwhile (postmaster.pid of a stopping process)
    if (stats.isDirectory()) checkAccessible(dir, target);
    else if (stats.isFile()) {
      try {
        accessSync(target, constants.R_OK | constants.W_OK);
      } catch (error) {
        throw inaccessible(dir, target, error);
      }
    }
  }
}

/**
 * Decides whether the PGlite folder may be initialised: only when it is absent or empty. Any other
 * folder must look like a complete cluster, because PGlite runs initdb over a folder without
 * PG_VERSION, which silently replaces the operator's data with an empty database.
 */
export function inspectPgliteDir(dir: string): 'new' | 'existing' {
  const stats = statOrUndefined(dir, dir);
  if (!stats) return 'new';
  if (!stats.isDirectory()) throw damaged(dir, 'no es una carpeta');
  checkAccessible(dir, dir);
  if (readdirSync(dir).length === 0) return 'new';

  for (const name of REQUIRED_DIRS) {
    const entry = statOrUndefined(path.join(dir, name), dir);
    if (!entry?.isDirectory()) throw damaged(dir, `falta la carpeta ${name}`);
  }
  for (const name of REQUIRED_FILES) {
    const entry = statOrUndefined(path.join(dir, name), dir);
    if (!entry?.isFile()) throw damaged(dir, `falta el archivo ${name}`);
  }
  const version = readFileSync(path.join(dir, 'PG_VERSION'), 'utf8').trim();
  if (!/^\d+(\.\d+)?$/.test(version)) throw damaged(dir, 'PG_VERSION no contiene una versión de PostgreSQL');
  const control = lstatSync(path.join(dir, 'global', 'pg_control'));
  if (control.size < PG_CONTROL_SIZE) {
    throw damaged(dir, `global/pg_control está truncado (${control.size} de ${PG_CONTROL_SIZE} bytes)`);
  }
  const truncated = truncatedRelation(dir);
  if (truncated) {
    throw damaged(dir, `el archivo de datos ${truncated.file} está truncado (${truncated.size} bytes, no un múltiplo de ${BLOCK_SIZE})`);
  }
  return 'existing';
}

/** The message for a folder that passed the checks above but that PGlite still could not open. */
export function unopenable(dir: string, error: unknown): StartupError {
  return new StartupError(`No se pudo abrir la base de datos de ${dir} (${shortCause(error)}).\n${ADVICE}`, { cause: error });
}

/** Creates the folder when missing and makes it private (also a folder left by an older version). */
export function ensurePrivateDir(dir: string): void {
  try {
    mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
    chmodSync(dir, PRIVATE_DIR_MODE);
  } catch (error) {
    throw new StartupError(`No se pudo crear o proteger la carpeta de datos ${dir} (${code(error)}).`, { cause: error });
  }
}

/**
 * Folders 0700 and files 0600 below `dir`. PGlite unpacks its initial cluster with the archive's
 * world-writable modes (the umask does not apply to an explicit chmod), and older versions of the
 * academy left such folders behind, so start-up and shut-down walk the folder. Symbolic links are
 * left alone: chmod would follow them out of the folder.
 */
export function restrictModes(dir: string): void {
  const walk = (current: string) => {
    let stats: Stats;
    try {
      stats = lstatSync(current);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return; // removed while walking
      throw error;
    }
    if (stats.isSymbolicLink()) return;
    const wanted = stats.isDirectory() ? PRIVATE_DIR_MODE : stats.isFile() ? PRIVATE_FILE_MODE : undefined;
    if (wanted === undefined) return;
    if ((stats.mode & 0o7777) !== wanted) chmodSync(current, wanted);
    if (stats.isDirectory()) for (const name of readdirSync(current)) walk(path.join(current, name));
  };
  try {
    walk(dir);
  } catch (error) {
    throw new StartupError(`No se pudieron restringir los permisos de la carpeta de datos ${dir} (${code(error)}).`, { cause: error });
  }
}

/** Who holds the embedded database: written into the lock file, named to whoever finds it taken. */
interface LockHolder {
  pid: number;
  /** 'el servidor', 'npm run admin', … */
  who: string;
  since: string;
  host: string;
}

export const LOCK_FILE = 'pglite.lock';

function readHolder(file: string): LockHolder | undefined {
  try {
    const value = JSON.parse(readFileSync(file, 'utf8')) as Partial<LockHolder>;
    return typeof value.pid === 'number' && Number.isSafeInteger(value.pid) && value.pid > 0
      ? { pid: value.pid, who: String(value.who ?? 'otro proceso'), since: String(value.since ?? '?'), host: String(value.host ?? '') }
      : undefined;
  } catch {
    return undefined; // half-written or damaged: no process can be holding it through this file
  }
}

/** Whether the process still runs (EPERM: it runs, as another user). Another machine's process is assumed to. */
function alive(holder: LockHolder): boolean {
  if (holder.host !== hostname()) return true;
  try {
    process.kill(holder.pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * One process per embedded database (issue 31): PGlite is single-process, and two writers on one
 * folder can corrupt it. The lock is DATA_DIR/pglite.lock, created exclusively with the holder's
 * pid; a lock whose process is gone (a crash, kill -9) is stale and taken over at once. Why not
 * proper-lockfile: its staleness is an mtime kept fresh by a timer (a crashed server blocks the
 * next start until it ages out) and it records no pid, so the refusal could not name the process.
 * Returns the release function.
 */
export function lockDataDir(dataDir: string, who: string): () => void {
  const file = path.join(dataDir, LOCK_FILE);
  const mine: LockHolder = { pid: process.pid, who, since: new Date().toISOString(), host: hostname() };
  for (let attempt = 0; ; attempt += 1) {
    try {
      writeFileSync(file, JSON.stringify(mine), { flag: 'wx', mode: PRIVATE_FILE_MODE });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') {
        throw new StartupError(`No se pudo crear el bloqueo ${file} (${code(error)}).`, { cause: error });
      }
      const holder = readHolder(file);
      if (attempt === 0 && (!holder || !alive(holder))) {
        // Stale: its process is gone. Removed, then created again exclusively (a rival wins or loses cleanly).
        rmSync(file, { force: true });
        continue;
      }
      const named = holder ? `${holder.who} (PID ${holder.pid}${holder.host !== hostname() ? ` en ${holder.host}` : ''}, desde ${holder.since})` : 'otro proceso';
      throw new StartupError(
        `La base de datos de ${dataDir} ya está en uso por ${named}.\n` +
          'La base de datos integrada (PGlite) admite un solo proceso a la vez: detén ese proceso antes de iniciar otro servidor o de usar npm run admin, ' +
          'o usa PostgreSQL (DATABASE_URL) para varios procesos.',
      );
    }
  }
  const release = () => {
    if (readHolder(file)?.pid === process.pid) rmSync(file, { force: true });
    process.off('exit', release);
  };
  // Also on an exit without close() (process.exit after an error): only a crash leaves the file.
  process.on('exit', release);
  return release;
}
