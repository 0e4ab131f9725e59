/**
 * Opens the database: embedded PostgreSQL (PGlite) in DATA_DIR by default, a PostgreSQL server when
 * DATABASE_URL is set. Both get the same drizzle schema and the same SQL migrations.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { ensurePrivateDir, inspectPgliteDir, lockDataDir, restrictModes, unopenable } from '../lib/data-dir';
import { schema } from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  /** Runs SQL text that may hold several statements (migrations, test resets). */
  exec: (sqlText: string) => Promise<void>;
  close: () => Promise<void>;
  /**
   * Runs `task` while no other process runs an exclusive task on the same database: server
   * instances starting together on one PostgreSQL migrate one after the other (PGlite is one
   * process already).
   */
  exclusive: <T>(task: () => Promise<T>) => Promise<T>;
  kind: 'pglite' | 'postgres';
}

/** Any fixed number: the key of the advisory lock that exclusive() holds. */
const EXCLUSIVE_LOCK_KEY = 4_173_016;

const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/**
 * With PGlite, a folder that holds a database that cannot be opened (or part of one) throws a
 * StartupError instead of being initialised again: only an absent or empty folder gets a new database.
 */
export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
  /** Named to a second process that finds the embedded database taken ('el servidor', 'npm run admin'). */
  holder?: string;
}): Promise<Database> {
  if (options.databaseUrl) {
    const { default: pg } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    return {
      db: drizzle({ client: pool, schema }) as unknown as Db,
      exec: async (text) => void (await pool.query(text)),
      close: () => pool.end(),
      async exclusive(task) {
        // A session lock: held by one connection of the pool for as long as the task runs.
        const connection = await pool.connect();
        try {
          await connection.query('SELECT pg_advisory_lock($1)', [EXCLUSIVE_LOCK_KEY]);
          return await task();
        } finally {
          await connection.query('SELECT pg_advisory_unlock($1)', [EXCLUSIVE_LOCK_KEY]).catch(() => undefined);
          connection.release();
        }
      },
      kind: 'postgres',
    };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  // Trigram indexes search the console's students (migration 0019); PostgreSQL ships the extension.
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { drizzle } = await import('drizzle-orm/pglite');
  const dir = path.join(options.dataDir, 'pglite');
  ensurePrivateDir(options.dataDir);
  // Before anything reads or writes the folder: a second process refuses with the holder's name.
  const unlock = lockDataDir(options.dataDir, options.holder ?? `otro proceso (${path.basename(process.argv[1] ?? 'node')})`);
  let client: Awaited<ReturnType<typeof PGlite.create>>;
  try {
    // Checked before PGlite.create, which runs initdb over any folder without PG_VERSION.
    if (inspectPgliteDir(dir) === 'new') ensurePrivateDir(dir);
    try {
      client = await PGlite.create(dir, { extensions: { pg_trgm } });
    } catch (error) {
      // PGlite aborts with a WASM RuntimeError whose stack prints its whole minified bundle.
      throw unopenable(dir, error);
    }
  } catch (error) {
    unlock();
    throw error;
  }
  try {
    restrictModes(options.dataDir);
  } catch (error) {
    await client.close();
    unlock();
    throw error;
  }
  return {
    db: drizzle({ client, schema }) as unknown as Db,
    exec: async (text) => void (await client.exec(text)),
    exclusive: (task) => task(),
    close: async () => {
      await client.close();
      unlock();
      // Files PGlite created while running get the same private modes (best effort: closing must not fail).
      try {
        restrictModes(options.dataDir);
      } catch {
        // the next start fixes them or stops with the reason
      }
    },
    kind: 'pglite',
  };
}

/** Applies the migrations not applied yet, in file-name order, each in its own transaction. */
export function migrate(database: Database): Promise<string[]> {
  return database.exclusive(() => applyMigrations(database));
}

async function applyMigrations(database: Database): Promise<string[]> {
  await database.exec(
    'CREATE TABLE IF NOT EXISTS schema_migrations (version text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
  );
  const { sql } = await import('drizzle-orm');
  const rows = (await database.db.execute(sql`SELECT version FROM schema_migrations`)) as unknown;
  const applied = new Set(resultRows<{ version: string }>(rows).map((r) => r.version));
  const files = readdirSync(MIGRATIONS_DIR).filter((f) => f.endsWith('.sql')).sort();
  const done: string[] = [];
  for (const file of files) {
    if (applied.has(file)) continue;
    const text = readFileSync(path.join(MIGRATIONS_DIR, file), 'utf8');
    try {
      await database.exec(
        `BEGIN;\n${text}\nINSERT INTO schema_migrations (version) VALUES ('${file.replace(/'/g, "''")}');\nCOMMIT;`,
      );
    } catch (error) {
      await database.exec('ROLLBACK').catch(() => {});
      throw new Error(`La migración ${file} falló: ${(error as Error).message}`, { cause: error });
    }
    done.push(file);
  }
  return done;
}

/** PGlite and node-postgres both answer execute() with an object holding `rows`. */
export function resultRows<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}

/** A jsonb column of a raw execute() row: the drivers differ on answering it parsed or as its text. */
export function jsonColumn<T>(value: T | string): T {
  return typeof value === 'string' ? (JSON.parse(value) as T) : value;
}

/** An int[] column of a raw execute() row: parsed, or as PostgreSQL's text ('{3,0,1}'), by driver. */
export function intArrayColumn(value: readonly number[] | string): number[] {
  return typeof value === 'string' ? value.replace(/[{}]/g, '').split(',').filter(Boolean).map(Number) : value.map(Number);
}
