/**
 * Opens the database: embedded PostgreSQL (PGlite) in DATA_DIR by default, a PostgreSQL server when
 * DATABASE_URL is set. Both get the same drizzle schema and the same SQL migrations.
 */
import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { schema } from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  /** Runs SQL text that may hold several statements (migrations, test resets). */
  exec: (sqlText: string) => Promise<void>;
  close: () => Promise<void>;
  kind: 'pglite' | 'postgres';
}

const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export async function openDatabase(options: { databaseUrl?: string; dataDir: string }): Promise<Database> {
  if (options.databaseUrl) {
    const { default: pg } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    return {
      db: drizzle({ client: pool, schema }) as unknown as Db,
      exec: async (text) => void (await pool.query(text)),
      close: () => pool.end(),
      kind: 'postgres',
    };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const dir = path.join(options.dataDir, 'pglite');
  mkdirSync(dir, { recursive: true });
  const client = await PGlite.create(dir);
  return {
    db: drizzle({ client, schema }) as unknown as Db,
    exec: async (text) => void (await client.exec(text)),
    close: () => client.close(),
    kind: 'pglite',
  };
}

/** Applies the migrations not applied yet, in file-name order, each in its own transaction. */
export async function migrate(database: Database): Promise<string[]> {
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
