/**
 * Sliding-window limits kept in the database (repositories/rate-limits.repository.ts), so that every
 * server instance on one PostgreSQL shares them. A request is counted before the expensive or risky
 * work it asks for (an argon2 check, a stored attempt): concurrent requests cannot all slip in
 * under the limit, because each one counts the hits committed before its count, its own included.
 *
 * Why not a library: rate-limiter-flexible's PostgreSQL store takes a node-postgres pool and the
 * embedded database is PGlite; one SQL path serves both, under the same tests.
 */
import type { RateLimitsRepository } from '../repositories/rate-limits.repository';

export interface Limit {
  max: number;
  windowMs: number;
}

/** A counted request; refund it when it turns out not to count (a sign-in that succeeded). */
export interface Hit {
  key: string;
  id: number;
}

export type Consumed = { allowed: true; hit: Hit } | { allowed: false; retryAfterSeconds: number };

/** How often this process deletes hits that no longer count. */
const SWEEP_EVERY_MS = 10 * 60 * 1000;

export function rateLimiter(repo: RateLimitsRepository, now: () => number = Date.now) {
  let lastSweep = now();

  function sweepNowAndThen(at: number) {
    if (at - lastSweep < SWEEP_EVERY_MS) return;
    lastSweep = at;
    repo.sweep(at).catch((error: unknown) => console.error('No se pudieron borrar los contadores vencidos:', (error as Error).message));
  }

  return {
    /** Counts a request under `key`; refused (and not counted) when the window already holds `max`. */
    async consume(key: string, limit: Limit): Promise<Consumed> {
      const at = now();
      sweepNowAndThen(at);
      const id = await repo.add(key, at, at + limit.windowMs);
      const { count, oldestAt } = await repo.count(key, at);
      if (count <= limit.max) return { allowed: true, hit: { key, id } };
      await repo.remove(id);
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((oldestAt + limit.windowMs - at) / 1000)) };
    },

    refund: (hit: Hit) => repo.remove(hit.id),
    /** Forgets every hit of the key (a sign-in that succeeded starts counting again). */
    reset: (key: string) => repo.clear(key),
  };
}

export type RateLimiter = ReturnType<typeof rateLimiter>;
