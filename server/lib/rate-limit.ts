/**
 * Sliding-window limits kept in the database (the hits' rows: rateLimitsRepository, at the end of this module), so that every
 * server instance on one PostgreSQL shares them, with a small in-memory block list in front.
 *
 * Two ways of counting:
 * - consume(): the request is counted before the work it asks for (a stored attempt, a mail):
 *   concurrent requests cannot all slip in under the limit, because each one counts the hits
 *   committed before its count, its own included.
 * - check() then fail(): only failures count (sign-in). check() reads the counts of several keys in
 *   one statement; fail() records one hit under each. A burst of right passwords from one busy
 *   address (a classroom behind one NAT) is never refused for its own successes.
 *
 * - reserve() then settle(): a hit counted before the work, as a reservation (issue 55: the address
 *   limit of sign-in). Of N concurrent sign-ins on any number of instances no more than `max` minus
 *   the failures get a reservation, so no more than the limit reach argon2; the others wait for a
 *   turn (a reservation ends: here at once, on another instance within RESERVATION_POLL_MS). A right
 *   password gives its reservation back, a wrong one turns it into a failure.
 *
 * Refusing must be cheap (issue 31): once the database refuses a key, this instance remembers it
 * and refuses that key again without any SQL for up to MEMORY_BLOCK_MS (rate-limiter-flexible's
 * inMemoryBlockOnConsumed pattern). The block is short, so that an unlock on another instance (a
 * redeemed reset link) takes effect everywhere within seconds.
 *
 * Why not rate-limiter-flexible itself: its PostgreSQL store takes a node-postgres pool and the
 * embedded database is PGlite; one SQL path serves both, under the same tests.
 */
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { LRUCache } from 'lru-cache';
import { logger } from './logger';
import { and, eq, gt, inArray, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rateLimitHits } from '../db/schema';
export interface Limit {
  max: number;
  windowMs: number;
}

/** A counted request; refund it when it turns out not to count. */
export interface Hit {
  key: string;
  id: number;
}

export type Consumed = { allowed: true; hit: Hit } | { allowed: false; retryAfterSeconds: number };

/** reserve()'s answer: `busy` when the key had room for failures but not for one more reservation in time. */
export type Reserved = { allowed: true; hit: Hit } | { allowed: false; retryAfterSeconds: number; busy: boolean };

/** A key refused by check(): which one, and for how long. */
export interface Refusal {
  key: string;
  retryAfterSeconds: number;
  /** Failures the key holds (its limit's max when refused from memory). */
  count: number;
}

export interface Checked {
  /** The first refused key, if any. */
  refusal?: Refusal;
  /** Live failures per key, for the keys that were read from the database. */
  counts: Map<string, number>;
}

/** How often this process deletes hits that no longer count. */
const SWEEP_EVERY_MS = 10 * 60 * 1000;
/** How long this instance refuses a refused key from memory before asking the database again. */
export const MEMORY_BLOCK_MS = 10_000;
/** Keys remembered as blocked at once; the least recently used are forgotten first. */
const MEMORY_BLOCK_KEYS = 50_000;
/**
 * How long a count check() read is remembered as the key's recent count (recentCount): enough to
 * refuse, without SQL, the guesses that arrive while earlier ones are still being checked.
 */
export const RECENT_COUNT_MS = 1_000;
/** How long a reservation counts when its instance never settles it (it stopped): longer than any wait for argon2. */
export const RESERVATION_MS = 60_000;
/** How often a request waiting for a turn asks the database again (reservations of other instances end unseen). */
export const RESERVATION_POLL_MS = 250;

interface Block {
  /** When the database said the key frees up (for Retry-After). */
  until: number;
  /** When this instance asks the database again. */
  recheckAt: number;
  max: number;
}

export function rateLimiter(repo: RateLimitsRepository, now: () => number = Date.now) {
  let lastSweep = now();
  const blocks = new LRUCache<string, Block>({ max: MEMORY_BLOCK_KEYS });
  /** check()'s reads in flight, by their keys. */
  const reads = new Map<string, Promise<Map<string, HitCount>>>();
  /** Failures per key as check() last read them (plus this instance's fail() since), until `until`. */
  const recent = new LRUCache<string, { count: number; until: number }>({ max: MEMORY_BLOCK_KEYS });

  function sweepNowAndThen(at: number) {
    if (at - lastSweep < SWEEP_EVERY_MS) return;
    lastSweep = at;
    repo.sweep(at).catch((error: unknown) => logger.error({ error: (error as Error).message.split('\n')[0] }, 'No se pudieron borrar los contadores vencidos'));
  }

  function block(key: string, max: number, retryAfterSeconds: number, at: number) {
    blocks.set(key, { until: at + retryAfterSeconds * 1000, recheckAt: at + Math.min(MEMORY_BLOCK_MS, retryAfterSeconds * 1000), max });
  }

  /** The key's block from memory, if it still holds. */
  function blockedInMemory(key: string, at: number): Refusal | undefined {
    const entry = blocks.get(key);
    if (!entry) return undefined;
    if (at >= entry.recheckAt) {
      blocks.delete(key);
      return undefined;
    }
    return { key, retryAfterSeconds: Math.max(1, Math.ceil((entry.until - at) / 1000)), count: entry.max };
  }

  const retryAfter = (oldestAt: number, limit: Limit, at: number) => Math.max(1, Math.ceil((oldestAt + limit.windowMs - at) / 1000));

  /**
   * This instance's reservations per key and the requests waiting for one of them to end. One request
   * at a time asks the database for a turn (`asking`), and once it answered that the key is full the
   * others ask again only when a reservation here ends or at `fullUntil` (others' reservations end
   * unseen): a flood waiting for its turn costs one try per poll, not one per waiter (issue 55: 70
   * waiters polling with three statements each held PGlite's event loop for seconds).
   */
  const turns = new Map<string, { held: number; waiters: Set<() => void>; asking: boolean; fullUntil: number }>();
  const turnsOf = (key: string) => {
    let entry = turns.get(key);
    if (!entry) turns.set(key, (entry = { held: 0, waiters: new Set(), asking: false, fullUntil: 0 }));
    return entry;
  };
  const forget = (key: string) => {
    const entry = turns.get(key);
    if (entry && entry.held === 0 && entry.waiters.size === 0 && !entry.asking) turns.delete(key);
  };
  function wake(key: string, all: boolean) {
    const entry = turns.get(key);
    if (!entry) return;
    for (const waiter of [...entry.waiters]) {
      entry.waiters.delete(waiter);
      waiter();
      if (!all) break;
    }
  }
  /** Waits until a reservation of `key` here ends, or `ms` pass. */
  function waitTurn(key: string, ms: number): Promise<void> {
    const entry = turnsOf(key);
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        entry.waiters.delete(done);
        forget(key);
        resolve();
      };
      const timer = setTimeout(done, ms);
      entry.waiters.add(done);
    });
  }

  /** One try at a reservation in the database: counted with the key's live hits, its own included. */
  async function reserveOnce(key: string, limit: Limit, at: number): Promise<Reserved> {
    const { id } = await repo.add(key, at, at + RESERVATION_MS, `${PENDING_REF_PREFIX}${randomUUID()}`);
    const { count, pending, oldestAt } = await repo.count(key, at);
    if (count <= limit.max) return { allowed: true, hit: { key, id } };
    await repo.remove(id);
    if (count - pending < limit.max) return { allowed: false, retryAfterSeconds: 1, busy: true };
    const retryAfterSeconds = retryAfter(oldestAt, limit, at);
    block(key, limit.max, retryAfterSeconds, at);
    return { allowed: false, retryAfterSeconds, busy: false };
  }

  /** reserve()'s tries until `deadline` (on performance.now()'s clock). */
  async function reserveWithin(key: string, limit: Limit, deadline: number): Promise<Reserved> {
    for (;;) {
      const at = now();
      const remembered = blockedInMemory(key, at);
      if (remembered) return { allowed: false, retryAfterSeconds: remembered.retryAfterSeconds, busy: false };
      const entry = turnsOf(key);
      // This instance alone holds the key's room, another request is asking, or the database said it
      // was full a moment ago: wait here without asking the database.
      if (entry.held < limit.max && !entry.asking && performance.now() >= entry.fullUntil) {
        sweepNowAndThen(at);
        entry.asking = true;
        let result: Reserved;
        try {
          result = await reserveOnce(key, limit, at);
        } finally {
          entry.asking = false;
        }
        if (result.allowed) {
          entry.held += 1;
          // The next in line asks at once: a classroom behind one address is not kept a poll apart.
          wake(key, false);
          return result;
        }
        if (!result.busy) {
          // Everyone waiting for this key gets the same refusal, from memory.
          wake(key, true);
          return result;
        }
        entry.fullUntil = performance.now() + RESERVATION_POLL_MS;
      }
      const left = deadline - performance.now();
      if (left <= 0) return { allowed: false, retryAfterSeconds: 1, busy: true };
      await waitTurn(key, Math.min(left, RESERVATION_POLL_MS));
    }
  }

  return {
    /**
     * Counts a request under `key`; refused (and not counted) when the window already holds `max`.
     * With `ref` (an attempt's id), a ref the key already counted is allowed without counting it again.
     */
    async consume(key: string, limit: Limit, ref?: string): Promise<Consumed> {
      const at = now();
      const remembered = blockedInMemory(key, at);
      if (remembered) return { allowed: false, retryAfterSeconds: remembered.retryAfterSeconds };
      sweepNowAndThen(at);
      const { id, added } = await repo.add(key, at, at + limit.windowMs, ref);
      if (!added) return { allowed: true, hit: { key, id } };
      const { count, oldestAt } = await repo.count(key, at);
      if (count <= limit.max) return { allowed: true, hit: { key, id } };
      await repo.remove(id);
      const retryAfterSeconds = retryAfter(oldestAt, limit, at);
      block(key, limit.max, retryAfterSeconds, at);
      return { allowed: false, retryAfterSeconds };
    },

    /**
     * A reservation under `key` for work that may fail (a password check): allowed while the key's
     * failures and reservations, on every instance, stay within `max`; refused (busy false) once its
     * failures alone fill it. In between the request waits its turn, at most `waitMs`, and is then
     * told busy. Settle every reservation given.
     */
    async reserve(key: string, limit: Limit, waitMs: number): Promise<Reserved> {
      try {
        return await reserveWithin(key, limit, performance.now() + waitMs);
      } finally {
        forget(key);
      }
    },

    /** Ends a reservation: a failure counts for the limit's window, otherwise the hit goes. The next in turn goes on. */
    async settle(hit: Hit, limit: Limit, failed: boolean): Promise<void> {
      try {
        if (failed) {
          const at = now();
          await repo.settle(hit.id, at, at + limit.windowMs);
        } else {
          await repo.remove(hit.id);
        }
      } finally {
        const entry = turns.get(hit.key);
        if (entry) {
          entry.held = Math.max(0, entry.held - 1);
          entry.fullUntil = 0;
        }
        wake(hit.key, false);
        forget(hit.key);
      }
    },

    /**
     * Whether each key still has room for one more failure (fewer than `max` live failures). Keys
     * blocked in memory answer without SQL; the others are read in one statement.
     */
    async check(keys: readonly { key: string; limit: Limit }[]): Promise<Checked> {
      const at = now();
      for (const { key } of keys) {
        const remembered = blockedInMemory(key, at);
        if (remembered) return { refusal: remembered, counts: new Map() };
      }
      sweepNowAndThen(at);
      // Concurrent checks of the same keys share one statement: a flood costs one query at a time.
      const names = keys.map(({ key }) => key);
      const shared = names.join('\n');
      let reading = reads.get(shared);
      if (!reading) {
        reading = repo.countMany(names, at).finally(() => reads.delete(shared));
        reads.set(shared, reading);
      }
      const live = await reading;
      const counts = new Map<string, number>();
      let refusal: Refusal | undefined;
      for (const { key, limit } of keys) {
        const { count, oldestAt } = live.get(key) ?? { count: 0, oldestAt: at };
        counts.set(key, count);
        recent.set(key, { count, until: at + RECENT_COUNT_MS });
        if (count >= limit.max && !refusal) {
          refusal = { key, retryAfterSeconds: retryAfter(oldestAt, limit, at), count };
          block(key, limit.max, refusal.retryAfterSeconds, at);
        }
      }
      return { refusal, counts };
    },

    /** Records one failure under each key (one statement). */
    async fail(keys: readonly { key: string; limit: Limit }[]): Promise<void> {
      const at = now();
      await repo.addMany(keys.map(({ key, limit }) => ({ key, at, expiresAt: at + limit.windowMs })));
      for (const { key } of keys) {
        const known = recent.get(key);
        if (known) known.count += 1;
      }
    },

    /**
     * The key's failures as this instance read them less than RECENT_COUNT_MS ago (0 when it has not):
     * never more than the database holds, short of a reset elsewhere, so a caller may refuse on it
     * without SQL (a flood's guesses while the first ones are still being checked) but must ask
     * check() before letting anything through.
     */
    recentCount(key: string): number {
      const known = recent.get(key);
      if (!known) return 0;
      if (now() >= known.until) {
        recent.delete(key);
        return 0;
      }
      return known.count;
    },

    /** The key's refusal if this instance still remembers it blocked (no SQL); undefined otherwise. */
    remembered(key: string): Refusal | undefined {
      return blockedInMemory(key, now());
    },

    refund: (hit: Hit) => repo.remove(hit.id),

    /** Forgets every hit of the keys, and of every key starting with one of `prefixes`. */
    async reset(keys: readonly string[], prefixes: readonly string[] = []): Promise<void> {
      for (const key of keys) {
        blocks.delete(key);
        recent.delete(key);
      }
      for (const cache of [blocks, recent]) {
        for (const key of [...cache.keys()]) if (prefixes.some((prefix) => key.startsWith(prefix))) cache.delete(key);
      }
      await repo.clear(keys, prefixes);
    },
  };
}

export type RateLimiter = ReturnType<typeof rateLimiter>;

// ── The limiter's storage: the hits' rows ──
/*
 * SQL for rate-limit hits (server/lib/rate-limit.ts). One row per counted request, so a window
 * slides exactly, and counting happens after the row is written: of N concurrent requests on any
 * number of instances, the k-th to commit its hit counts at least k, so no more than the limit
 * ever see a count within it.
 */
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
