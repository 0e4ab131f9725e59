/** The read cache in front of the students repository: hits, expiry, and invalidation on writes. */
import { describe, expect, it, vi } from 'vitest';
import { TTL_MS, cachedStudentsRepository, type StudentsRepository } from '../../server/repositories/students.repository';

/** A real date: lru-cache reads an entry that started at time 0 as one without a TTL. */
const T0 = Date.parse('2025-03-01T12:00:00Z');

function fakeRepo() {
  let version = 0;
  const repo = {
    findById: vi.fn(async (id: number) => ({ id, tokenVersion: version }) as never),
    coursesOf: vi.fn(async () => [] as never[]),
    setPassword: vi.fn(async () => ++version),
    revokeTokens: vi.fn(async () => void ++version),
    grant: vi.fn(async () => true),
    revoke: vi.fn(async () => true),
  };
  return { repo: repo as unknown as StudentsRepository & typeof repo, bump: () => ++version };
}

describe('cachedStudentsRepository', () => {
  it('answers repeated reads from memory until the TTL has passed', async () => {
    let now = T0;
    const { repo } = fakeRepo();
    const cached = cachedStudentsRepository(repo, () => now);
    await cached.findById(1);
    await cached.findById(1);
    await cached.coursesOf(1);
    await cached.coursesOf(1);
    expect(repo.findById).toHaveBeenCalledTimes(1);
    expect(repo.coursesOf).toHaveBeenCalledTimes(1);
    now += TTL_MS + 1;
    await cached.findById(1);
    expect(repo.findById).toHaveBeenCalledTimes(2);
  });

  it('sees a revocation made through it at once', async () => {
    const { repo } = fakeRepo();
    const cached = cachedStudentsRepository(repo, () => T0);
    expect((await cached.findById(1))?.tokenVersion).toBe(0);
    await cached.revokeTokens(1);
    expect((await cached.findById(1))?.tokenVersion).toBe(1);
    await cached.setPassword(1, 'hash');
    expect((await cached.findById(1))?.tokenVersion).toBe(2);
  });

  it('a write made elsewhere shows after the TTL, not before', async () => {
    let now = T0;
    const { repo, bump } = fakeRepo();
    const cached = cachedStudentsRepository(repo, () => now);
    await cached.findById(1);
    bump();
    expect((await cached.findById(1))?.tokenVersion).toBe(0);
    now += TTL_MS + 1;
    expect((await cached.findById(1))?.tokenVersion).toBe(1);
  });

  it('grant and revoke refresh the course list', async () => {
    const { repo } = fakeRepo();
    const cached = cachedStudentsRepository(repo, () => T0);
    await cached.coursesOf(1);
    await cached.grant(1, 1);
    await cached.coursesOf(1);
    await cached.revoke(1, 1);
    await cached.coursesOf(1);
    expect(repo.coursesOf).toHaveBeenCalledTimes(3);
  });
});

describe('cachedStudentsRepository across instances', () => {
  it('never keeps a read that was under way when this process wrote', async () => {
    let version = 0;
    let release: () => void = () => {};
    const repo = {
      findById: vi.fn(async (id: number) => {
        const seen = version;
        await new Promise<void>((resolve) => (release = resolve));
        return { id, tokenVersion: seen } as never;
      }),
      revokeTokens: vi.fn(async () => void ++version),
    } as unknown as StudentsRepository;
    const cached = cachedStudentsRepository(repo, () => T0);
    const slow = cached.findById(1);
    const revoked = cached.revokeTokens(1);
    release();
    await revoked;
    // The slow read saw version 0 but finished after the revocation: it must not be cached.
    expect((await slow)?.tokenVersion).toBe(0);
    const fresh = cached.findById(1);
    release();
    expect((await fresh)?.tokenVersion).toBe(1);
  });

  it('ages an entry from when its read started, so a write elsewhere shows within TTL_MS', async () => {
    let now = T0;
    let version = 0;
    const repo = {
      findById: vi.fn(async (id: number) => {
        const seen = version;
        now += 300; // a slow query
        return { id, tokenVersion: seen } as never;
      }),
    } as unknown as StudentsRepository;
    const cached = cachedStudentsRepository(repo, () => now);
    await cached.findById(1);
    version += 1; // another instance revokes at the moment the read started
    now = T0 + TTL_MS + 1;
    expect((await cached.findById(1))?.tokenVersion).toBe(1);
    expect(TTL_MS).toBeLessThanOrEqual(1000);
  });
});
