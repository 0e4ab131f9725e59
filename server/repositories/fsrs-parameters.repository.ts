/**
 * The academy's FSRS weight sets (issue 49 §5, migration 0031): each fit stored as a version with its
 * held-out scores, at most one active. The active set is what the server's projection replays with
 * and what devices download; none active means FSRS's defaults.
 */
import { and, desc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { fsrsParameterSets } from '../db/schema';
import { isFsrsWeights, type FsrsWeights } from '../../src/shared/learning/memory';
import type { FitReport } from '../lib/fsrs-fit';

export interface ParameterSet {
  version: number;
  weights: FsrsWeights;
  active: boolean;
  createdAt: string;
  activatedAt: string | null;
  rolledBackAt: string | null;
  logLossBefore: number;
  logLossAfter: number;
  rmseBefore: number;
  rmseAfter: number;
}

type Row = typeof fsrsParameterSets.$inferSelect;

function setOf(row: Row): ParameterSet {
  const weights: unknown = JSON.parse(row.weights);
  if (!isFsrsWeights(weights)) throw new Error(`fsrs_parameter_sets ${row.version}: weights are not 21 numbers`);
  return {
    version: row.version,
    weights,
    active: row.active,
    createdAt: new Date(row.createdAt).toISOString(),
    activatedAt: row.activatedAt ? new Date(row.activatedAt).toISOString() : null,
    rolledBackAt: row.rolledBackAt ? new Date(row.rolledBackAt).toISOString() : null,
    logLossBefore: row.logLossBefore,
    logLossAfter: row.logLossAfter,
    rmseBefore: row.rmseBefore,
    rmseAfter: row.rmseAfter,
  };
}

export function fsrsParametersRepository(db: Db) {
  return {
    /** Stores a fit as a new (inactive) version; returns its number. */
    async store(report: FitReport, at: string): Promise<number> {
      const [row] = await db
        .insert(fsrsParameterSets)
        .values({
          weights: JSON.stringify(report.weights),
          reviews: report.reviews,
          trainItems: report.trainItems,
          testItems: report.testItems,
          logLossBefore: report.before.logLoss,
          logLossAfter: report.after.logLoss,
          rmseBefore: report.before.rmse,
          rmseAfter: report.after.rmse,
          createdAt: at,
        })
        .returning({ version: fsrsParameterSets.version });
      return row.version;
    },

    async list(): Promise<ParameterSet[]> {
      return (await db.select().from(fsrsParameterSets).orderBy(fsrsParameterSets.version)).map(setOf);
    },

    /** The active set, or null (FSRS's defaults). */
    async active(): Promise<ParameterSet | null> {
      const [row] = await db.select().from(fsrsParameterSets).where(eq(fsrsParameterSets.active, true));
      return row ? setOf(row) : null;
    },

    /** Makes `version` the active set; false when there is no such version. */
    async activate(version: number, at: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [exists] = await tx.select({ version: fsrsParameterSets.version }).from(fsrsParameterSets).where(eq(fsrsParameterSets.version, version));
        if (!exists) return false;
        await tx.update(fsrsParameterSets).set({ active: false }).where(and(eq(fsrsParameterSets.active, true), ne(fsrsParameterSets.version, version)));
        await tx.update(fsrsParameterSets).set({ active: true, activatedAt: at, rolledBackAt: null }).where(eq(fsrsParameterSets.version, version));
        return true;
      });
    },

    /**
     * Retires the active set and activates the one activated before it (never one rolled back); with
     * none, the defaults. Returns the retired version and the one now active (null: defaults), or
     * null when nothing was active.
     */
    async rollback(at: string): Promise<{ retired: number; active: number | null } | null> {
      return db.transaction(async (tx) => {
        const [current] = await tx.select().from(fsrsParameterSets).where(eq(fsrsParameterSets.active, true));
        if (!current) return null;
        await tx.update(fsrsParameterSets).set({ active: false, rolledBackAt: at }).where(eq(fsrsParameterSets.version, current.version));
        const [previous] = await tx
          .select({ version: fsrsParameterSets.version })
          .from(fsrsParameterSets)
          .where(and(isNull(fsrsParameterSets.rolledBackAt), sql`${fsrsParameterSets.activatedAt} IS NOT NULL`, ne(fsrsParameterSets.version, current.version)))
          .orderBy(desc(fsrsParameterSets.activatedAt), desc(fsrsParameterSets.version))
          .limit(1);
        if (previous) await tx.update(fsrsParameterSets).set({ active: true }).where(eq(fsrsParameterSets.version, previous.version));
        return { retired: current.version, active: previous?.version ?? null };
      });
    },
  };
}

export type FsrsParametersRepository = ReturnType<typeof fsrsParametersRepository>;
