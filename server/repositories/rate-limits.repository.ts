/**
 * SQL for rate-limit hits (server/lib/rate-limit.ts). One row per counted request, so a window
 * slides exactly, and counting happens after the row is written: of N concurrent requests on any
 * number of instances, the k-th to commit its hit counts at least k, so no more than the limit
 * ever see a count within it.
 */
import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rateLimitHits } from '../db/schema';

export interface HitCount {
  /** Live hits of the key, this one included. */
  count: number;
  /** When the oldest live hit was made (ms). */
  oldestAt: number;
}

export function rateLimitsRepository(db: Db) {
  return {
    /** Records a hit and returns its id. */
    async add(key: string, at: number, expiresAt: number): Promise<number> {
      const [row] = await db
        .insert(rateLimitHits)
        .values({ key, at: new Date(at), expiresAt: new Date(expiresAt) })
        .returning({ id: rateLimitHits.id });
      return row.id;
    },

    /** The key's hits that still count at `now`. */
    async count(key: string, now: number): Promise<HitCount> {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int`, oldestAt: sql<number | null>`(extract(epoch from min(${rateLimitHits.at})) * 1000)::float8` })
        .from(rateLimitHits)
        .where(and(eq(rateLimitHits.key, key), gt(rateLimitHits.expiresAt, new Date(now))));
      return { count: row.count, oldestAt: row.oldestAt === null ? now : Number(row.oldestAt) };
    },

    async remove(id: number): Promise<void> {
      await db.delete(rateLimitHits).where(eq(rateLimitHits.id, id));
    },

    async clear(key: string): Promise<void> {
      await db.delete(rateLimitHits).where(eq(rateLimitHits.key, key));
    },

    /** Deletes every hit that no longer counts. */
    async sweep(now: number): Promise<void> {
      await db.delete(rateLimitHits).where(lte(rateLimitHits.expiresAt, new Date(now)));
    },
  };
}

export type RateLimitsRepository = ReturnType<typeof rateLimitsRepository>;
