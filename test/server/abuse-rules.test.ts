/**
 * The pieces behind issues 31 and 55, without a server: the in-memory block in front of the database
 * limiter (counted statements), reservations, the bounded argon2 queue fair per client, address grouping, the one email rule, JSON depth
 * and the CSV formula guards.
 */
import { describe, expect, it } from 'vitest';
import { addressGroup } from '../../server/lib/client-address';
import { toCsv } from '../../server/lib/csv';
import { HttpError, MAX_JSON_DEPTH, nestsDeeperThan, tooManyRequests } from '../../server/lib/http';
import { MEMORY_BLOCK_MS, RECENT_COUNT_MS, RESERVATION_POLL_MS, rateLimiter, type Hit, PENDING_REF_PREFIX, type HitCount, type RateLimitsRepository } from '../../server/lib/rate-limit';
import { SERVER_BUSY, workQueue } from '../../server/lib/work-queue';
import { isMailbox } from '../../src/shared/login-rules';

/** The limiter's repository in memory, counting the statements it is asked to run. */
function countingRepository() {
  const hits: { id: number; key: string; at: number; expiresAt: number; ref?: string }[] = [];
  let nextId = 1;
  const stats = { statements: 0 };
  const live = (key: string, now: number) => hits.filter((hit) => hit.key === key && hit.expiresAt > now);
  const repo: RateLimitsRepository = {
    async add(key, at, expiresAt, ref) {
      stats.statements += 1;
      hits.push({ id: nextId, key, at, expiresAt, ref });
      return { id: nextId++, added: true };
    },
    async count(key, now) {
      stats.statements += 1;
      const mine = live(key, now);
      const pending = mine.filter((hit) => hit.ref?.startsWith(PENDING_REF_PREFIX)).length;
      return { count: mine.length, pending, oldestAt: Math.min(now, ...mine.map((hit) => hit.at)) };
    },
    async settle(id, at, expiresAt) {
      stats.statements += 1;
      const hit = hits.find((h) => h.id === id);
      if (hit) Object.assign(hit, { at, expiresAt, ref: undefined });
    },
    async countMany(keys, now) {
      stats.statements += 1;
      const counts = new Map<string, HitCount>();
      for (const key of keys) {
        const mine = live(key, now);
        if (mine.length) counts.set(key, { count: mine.length, oldestAt: Math.min(...mine.map((hit) => hit.at)) });
      }
      return counts;
    },
    async addMany(entries) {
      stats.statements += 1;
      for (const entry of entries) hits.push({ id: nextId++, ...entry });
    },
    async remove(id) {
      stats.statements += 1;
      hits.splice(hits.findIndex((hit) => hit.id === id), 1);
    },
    async clear(keys) {
      stats.statements += 1;
      for (let i = hits.length - 1; i >= 0; i -= 1) if (keys.includes(hits[i].key)) hits.splice(i, 1);
    },
    async sweep() {
      stats.statements += 1;
    },
  };
  return { repo, stats };
}

describe('rateLimiter', () => {
  const limit = { max: 3, windowMs: 60_000 };

  it('refuses a key the database refused again from memory, without a statement, until MEMORY_BLOCK_MS', async () => {
    const { repo, stats } = countingRepository();
    let now = 1_000_000;
    const limiter = rateLimiter(repo, () => now);
    for (let i = 0; i < 3; i += 1) expect((await limiter.consume('k', limit)).allowed).toBe(true);
    expect((await limiter.consume('k', limit)).allowed).toBe(false);
    const before = stats.statements;
    for (let i = 0; i < 1000; i += 1) {
      const refused = await limiter.consume('k', limit);
      expect(refused).toEqual({ allowed: false, retryAfterSeconds: 60 });
    }
    expect(stats.statements).toBe(before);
    now += MEMORY_BLOCK_MS;
    expect((await limiter.consume('k', limit)).allowed).toBe(false);
    expect(stats.statements).toBeGreaterThan(before);
  });

  it('check() reads every key in one statement, counts only fail(), and shares one read among concurrent checks', async () => {
    const { repo, stats } = countingRepository();
    const limiter = rateLimiter(repo, () => 5_000_000);
    const keys = [
      { key: 'a', limit },
      { key: 'b', limit: { max: 1, windowMs: 60_000 } },
    ];
    const checks = await Promise.all(Array.from({ length: 50 }, () => limiter.check(keys)));
    expect(checks.every((checked) => checked.refusal === undefined)).toBe(true);
    expect(stats.statements).toBe(1);
    await limiter.fail(keys);
    const refused = await limiter.check(keys);
    expect(refused.refusal).toEqual({ key: 'b', retryAfterSeconds: 60, count: 1 });
    const statements = stats.statements;
    expect((await limiter.check(keys)).refusal?.key).toBe('b');
    expect(stats.statements).toBe(statements);
    // reset() lifts the block in memory too.
    await limiter.reset(['b']);
    expect((await limiter.check(keys)).refusal).toBeUndefined();
  });

  it('recentCount() is the count check() read, plus this instance\'s failures, for RECENT_COUNT_MS; reset() forgets it', async () => {
    const { repo } = countingRepository();
    let now = 7_000_000;
    const limiter = rateLimiter(repo, () => now);
    const keys = [{ key: 'a', limit: { max: 10, windowMs: 60_000 } }];
    expect(limiter.recentCount('a')).toBe(0);
    await limiter.fail(keys);
    await limiter.fail(keys);
    // Not read yet: unknown counts are 0, never a guess.
    expect(limiter.recentCount('a')).toBe(0);
    await limiter.check(keys);
    expect(limiter.recentCount('a')).toBe(2);
    await limiter.fail(keys);
    expect(limiter.recentCount('a')).toBe(3);
    now += RECENT_COUNT_MS - 1;
    expect(limiter.recentCount('a')).toBe(3);
    now += 1;
    expect(limiter.recentCount('a')).toBe(0);
    await limiter.check(keys);
    expect(limiter.recentCount('a')).toBe(3);
    await limiter.reset(['a']);
    expect(limiter.recentCount('a')).toBe(0);
  });
});

describe('HttpError', () => {
  it('is an answer: no stack frames captured, and other errors keep theirs', () => {
    const refused = tooManyRequests(30);
    expect(refused).toBeInstanceOf(HttpError);
    expect(refused.stack ?? '').not.toMatch(/^\s+at /m);
    expect(new Error('fault').stack).toMatch(/^\s+at /m);
  });
});

describe('workQueue', () => {
  it('runs at most `concurrency` tasks, lets `maxWaiting` wait, and refuses the next with 503 + Retry-After', async () => {
    const queue = workQueue({ concurrency: 2, maxWaiting: 1, retryAfterSeconds: 3 });
    let running = 0;
    let most = 0;
    const release: (() => void)[] = [];
    const task = () =>
      queue.run(async () => {
        running += 1;
        most = Math.max(most, running);
        await new Promise<void>((resolve) => release.push(resolve));
        running -= 1;
        return 'hecho';
      });
    const accepted = [task(), task(), task()];
    const refused = await task().catch((error: unknown) => error);
    expect(refused).toMatchObject({ status: 503, message: SERVER_BUSY, headers: { 'Retry-After': '3' } });
    while (release.length || running) {
      release.shift()?.();
      await new Promise((resolve) => setTimeout(resolve, 1));
    }
    expect(await Promise.all(accepted)).toEqual(['hecho', 'hecho', 'hecho']);
    expect(most).toBe(2);
    // A failing task frees its slot.
    await expect(queue.run(() => Promise.reject(new Error('x')))).rejects.toThrow('x');
    expect(await queue.run(async () => 1)).toBe(1);
  });

  /** A queue of tasks that end when the test says; `order` lists the tasks as they start. */
  function heldQueue(options: { concurrency: number; maxWaiting: number; perClient?: number }) {
    const queue = workQueue({ retryAfterSeconds: 2, ...options });
    const order: string[] = [];
    const release = new Map<string, () => void>();
    const task = (client: string, name: string) =>
      queue.run(async () => {
        order.push(name);
        await new Promise<void>((resolve) => release.set(name, resolve));
        return name;
      }, client).catch((error: unknown) => (error as HttpError).status);
    const finish = async (name: string) => {
      release.get(name)!();
      await new Promise((resolve) => setTimeout(resolve, 1));
    };
    return { queue, order, task, finish };
  }

  it("gives a freed slot to another client's task before a flooding client's older ones (issue 55)", async () => {
    const { order, task, finish } = heldQueue({ concurrency: 1, maxWaiting: 64 });
    const flood = Array.from({ length: 20 }, (_, i) => task('203.0.113.66', `flood${i}`));
    const student = task('198.51.100.7', 'student');
    await finish('flood0');
    // The student had waited behind 19 older tasks of the flood, and goes first.
    expect(order).toEqual(['flood0', 'student']);
    await finish('student');
    expect(await student).toBe('student');
    for (let i = 1; i < 20; i += 1) await finish(`flood${i}`);
    expect(await Promise.all(flood)).toEqual(Array.from({ length: 20 }, (_, i) => `flood${i}`));
  });

  it('holds at most `perClient` tasks of one client; another client is still taken', async () => {
    const { queue, task, finish } = heldQueue({ concurrency: 1, maxWaiting: 64, perClient: 4 });
    const flood = Array.from({ length: 10 }, (_, i) => task('203.0.113.66', `flood${i}`));
    const student = task('198.51.100.7', 'student');
    expect(queue.pending).toEqual({ running: 1, waiting: 4 });
    // The six beyond its share were refused at once.
    expect((await Promise.all(flood.slice(4))).every((status) => status === 503)).toBe(true);
    for (const name of ['flood0', 'student', 'flood1', 'flood2', 'flood3']) await finish(name);
    expect(await student).toBe('student');
  });

  it('when full, refuses the newest task of the client holding most, not a newcomer with less', async () => {
    const { task, finish, order } = heldQueue({ concurrency: 1, maxWaiting: 3 });
    const flood = Array.from({ length: 4 }, (_, i) => task('203.0.113.66', `flood${i}`));
    const student = task('198.51.100.7', 'student');
    // flood3 gave its place to the student; one more from the flood finds no one to displace but itself.
    expect(await flood[3]).toBe(503);
    expect(await task('203.0.113.66', 'flood4')).toBe(503);
    for (const name of ['flood0', 'student', 'flood1', 'flood2']) await finish(name);
    expect(await student).toBe('student');
    expect(order).toEqual(['flood0', 'student', 'flood1', 'flood2']);
  });
});

describe('rateLimiter.reserve', () => {
  const limit = { max: 3, windowMs: 60_000 };

  it('lets no more than `max` reservations and failures through at once; the rest wait their turn or are refused', async () => {
    const { repo } = countingRepository();
    const now = 1_000_000;
    const limiter = rateLimiter(repo, () => now);
    const first = await Promise.all(Array.from({ length: 3 }, () => limiter.reserve('k', limit, 5_000)));
    expect(first.every((r) => r.allowed)).toBe(true);
    // A fourth waits: no failure yet, so it is not refused.
    let fourthDone = false;
    const fourth = limiter.reserve('k', limit, 5_000).finally(() => (fourthDone = true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fourthDone).toBe(false);
    // A right password gives its reservation back: the fourth goes on.
    await limiter.settle((first[0] as { hit: Hit }).hit, limit, false);
    const gotten = await fourth;
    expect(gotten.allowed).toBe(true);
    // Three failures fill the key: the next is refused, not kept waiting.
    for (const r of [first[1], first[2], gotten]) await limiter.settle((r as { hit: Hit }).hit, limit, true);
    expect(await limiter.reserve('k', limit, 5_000)).toMatchObject({ allowed: false, busy: false });
  });

  it('asks the database once per poll while the key is full, however many requests wait for it (issue 55)', async () => {
    const { repo, stats } = countingRepository();
    const limiter = rateLimiter(repo, () => 1_000_000);
    const held = [];
    for (let i = 0; i < 3; i += 1) held.push(await limiter.reserve('k', limit, 0));
    // One failure and two checks under way: the key is full, but not refused.
    await limiter.settle((held[0] as { hit: Hit }).hit, limit, true);
    const before = stats.statements;
    const waiting = await Promise.all(Array.from({ length: 20 }, () => limiter.reserve('k', limit, 600)));
    expect(waiting.every((r) => !r.allowed && r.busy)).toBe(true);
    // Three statements a try (add, count, remove), a try per RESERVATION_POLL_MS: at most three
    // tries in 600 ms, where each of the twenty used to try at every poll of its own.
    expect(stats.statements - before).toBeLessThanOrEqual(3 * Math.ceil(600 / RESERVATION_POLL_MS));
  });

  it('says busy once its wait is over while the reservations of others hold the key', async () => {
    const { repo } = countingRepository();
    const limiter = rateLimiter(repo, () => 1_000_000);
    for (let i = 0; i < 3; i += 1) expect((await limiter.reserve('k', limit, 0)).allowed).toBe(true);
    expect(await limiter.reserve('k', limit, 30)).toMatchObject({ allowed: false, busy: true });
  });
});

describe('addressGroup', () => {
  it('writes one address one way and groups IPv6 by /64', () => {
    for (const written of ['2001:db8::1', '2001:DB8:0::1', '[2001:db8::1]:443', '2001:0db8:0000:0000:0000:0000:0000:0001', '2001:db8::ffff:1', '2001:db8::1%eth0']) {
      expect(addressGroup(written), written).toBe('2001:db8:0:0::/64');
    }
    expect(addressGroup('2001:db8:1:2::1')).not.toBe(addressGroup('2001:db8:1:3::1'));
    expect(addressGroup('::ffff:198.51.100.7')).toBe('198.51.100.7');
    expect(addressGroup('::ffff:c633:6407')).toBe('198.51.100.7');
    expect(addressGroup('198.51.100.7:5000')).toBe('198.51.100.7');
    for (const junk of ['forged', '', '1.2.3', '::g', '[::1', '300.1.1.1']) expect(addressGroup(junk), junk).toBeUndefined();
  });
});

describe('isMailbox', () => {
  it('takes one RFC 5321 mailbox and nothing else', () => {
    for (const ok of ['ana@correo.pe', 'ana.perez+curso@mail.academia.pe', "o'brien@x.com", 'a_b-c@sub-dominio.example.org']) expect(isMailbox(ok), ok).toBe(true);
    for (const bad of ['atacante,victima@x.pe', 'Victima<malo@x.pe>', 'Victima <malo@x.pe>', 'a@x.pe,b@x.pe', '"a b"@x.pe', 'a@[192.0.2.1]', 'a..b@x.pe', '.a@x.pe', 'a@x', 'a@-x.pe', 'a@x.p', `${'a'.repeat(65)}@x.pe`, 'a @x.pe', 'añ@x.pe']) {
      expect(isMailbox(bad), bad).toBe(false);
    }
  });
});

describe('nestsDeeperThan', () => {
  it('counts nesting outside strings only', () => {
    expect(nestsDeeperThan('['.repeat(MAX_JSON_DEPTH) + ']'.repeat(MAX_JSON_DEPTH), MAX_JSON_DEPTH)).toBe(false);
    expect(nestsDeeperThan('['.repeat(MAX_JSON_DEPTH + 1) + ']'.repeat(MAX_JSON_DEPTH + 1), MAX_JSON_DEPTH)).toBe(true);
    expect(nestsDeeperThan(JSON.stringify({ text: '['.repeat(5000) + '\\"{' }), MAX_JSON_DEPTH)).toBe(false);
  });
});

describe('toCsv', () => {
  it('guards formulas after ;, in full-width signs, after spaces and after a leading tab or CR', () => {
    const row = (value: string) => toCsv(['x'], [[value]]).split('\r\n')[1];
    expect(row('Ana;=1+1')).toBe(`"Ana;'=1+1"`);
    expect(row('＝1+1')).toBe(`'＝1+1`);
    expect(row('＋1')).toBe(`'＋1`);
    expect(row('－1')).toBe(`'－1`);
    expect(row('＠SUM(A1)')).toBe(`'＠SUM(A1)`);
    expect(row('  =1+1')).toBe(`'  =1+1`);
    expect(row('\t=1')).toBe(`'\t=1`);
    expect(row('\r=1')).toBe(`"'\r=1"`);
    expect(row('José; Ana')).toBe('"José; Ana"');
    expect(toCsv(['n'], [[-1]]).split('\r\n')[1]).toBe('-1');
  });
});
