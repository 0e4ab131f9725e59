/**
 * SQL for rate-limit hits (server/lib/rate-limit.ts). One row per counted request, so a window
 * slides exactly, and counting happens after the row is written: of N concurrent requests on any
 * number of instances, the k-th to commit its hit counts at least k, so no more than the limit
 * ever see a count within it.
 */
import { and, eq, gt, inArray, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rateLimitHits } from '../db/schema';

export interface HitCount {
  /** Live hits of the key, this one included. */
  count: number;
  /** When the oldest live hit was made (ms). */
  oldestAt: number;
}

/** A reservation's ref: a hit for work still being done, which becomes a failure or goes (rate-limit.ts reserve()). */
export const PENDING_REF_PREFIX = 'pending:';

export function rateLimitsRepository(db: Db) {
  return {
    /**
     * Records a hit and returns its id. With `ref`, a key counts each ref once: when the key already
     * holds a hit for it, that hit's id is returned and nothing is added (`added` false).
     */
    async add(key: string, at: number, expiresAt: number, ref?: string): Promise<{ id: number; added: boolean }> {
      if (ref !== undefined) {
        const [inserted] = await db
          .insert(rateLimitHits)
          .values({ key, at: new Date(at), expiresAt: new Date(expiresAt), ref })
          .onConflictDoNothing({ target: [rateLimitHits.key, rateLimitHits.ref], where: sql`${rateLimitHits.ref} IS NOT NULL` })
          .returning({ id: rateLimitHits.id });
        if (inserted) return { id: inserted.id, added: true };
        const [existing] = await db
          .select({ id: rateLimitHits.id })
          .from(rateLimitHits)
          .where(and(eq(rateLimitHits.key, key), eq(rateLimitHits.ref, ref)));
        if (existing) return { id: existing.id, added: false };
      }
      const [row] = await db
        .insert(rateLimitHits)
        .values({ key, at: new Date(at), expiresAt: new Date(expiresAt) })
        .returning({ id: rateLimitHits.id });
      return { id: row.id, added: true };
    },

    /** The key's hits that still count at `now`; `pending`: how many of them are reservations. */
    async count(key: string, now: number): Promise<HitCount & { pending: number }> {
      const [row] = await db
        .select({
          count: sql<number>`count(*)::int`,
          pending: sql<number>`(count(*) FILTER (WHERE left(${rateLimitHits.ref}, ${PENDING_REF_PREFIX.length}) = ${PENDING_REF_PREFIX}))::int`,
          oldestAt: sql<number | null>`(extract(epoch from min(${rateLimitHits.at})) * 1000)::float8`,
        })
        .from(rateLimitHits)
        .where(and(eq(rateLimitHits.key, key), gt(rateLimitHits.expiresAt, new Date(now))));
      return { count: row.count, pending: row.pending, oldestAt: row.oldestAt === null ? now : Number(row.oldestAt) };
    },

    /** Turns a reservation into a failure made at `at` that counts until `expiresAt`. */
    async settle(id: number, at: number, expiresAt: number): Promise<void> {
      await db.update(rateLimitHits).set({ ref: null, at: new Date(at), expiresAt: new Date(expiresAt) }).where(eq(rateLimitHits.id, id));
    },

    /** Live hits per key of `keys` at `now` (keys without any are left out), in one statement. */
    async countMany(keys: readonly string[], now: number): Promise<Map<string, HitCount>> {
      const counts = new Map<string, HitCount>();
      if (!keys.length) return counts;
      const rows = await db
        .select({
          key: rateLimitHits.key,
          count: sql<number>`count(*)::int`,
          oldestAt: sql<number>`(extract(epoch from min(${rateLimitHits.at})) * 1000)::float8`,
        })
        .from(rateLimitHits)
        .where(and(inArray(rateLimitHits.key, [...keys]), gt(rateLimitHits.expiresAt, new Date(now))))
        .groupBy(rateLimitHits.key);
      for (const row of rows) counts.set(row.key, { count: row.count, oldestAt: Number(row.oldestAt) });
      return counts;
    },

    /** Records one hit per entry, in one statement. */
    async addMany(hits: readonly { key: string; at: number; expiresAt: number }[]): Promise<void> {
      if (!hits.length) return;
      await db.insert(rateLimitHits).values(hits.map((hit) => ({ key: hit.key, at: new Date(hit.at), expiresAt: new Date(hit.expiresAt) })));
    },

    async remove(id: number): Promise<void> {
      await db.delete(rateLimitHits).where(eq(rateLimitHits.id, id));
    },

    /** Deletes every hit of `keys` and of every key that starts with one of `prefixes`. */
    async clear(keys: readonly string[], prefixes: readonly string[] = []): Promise<void> {
      const conditions = [
        ...(keys.length ? [inArray(rateLimitHits.key, [...keys])] : []),
        ...prefixes.map((prefix) => sql`left(${rateLimitHits.key}, ${prefix.length}) = ${prefix}`),
      ];
      if (!conditions.length) return;
      await db.delete(rateLimitHits).where(or(...conditions));
    },

    /** Deletes every hit that no longer counts. */
    async sweep(now: number): Promise<void> {
      await db.delete(rateLimitHits).where(lte(rateLimitHits.expiresAt, new Date(now)));
    },
  };
}

export type RateLimitsRepository = ReturnType<typeof rateLimitsRepository>;
