/**
 * A read-through cache in front of the students repository for the two reads every authenticated
 * request makes (the student behind a token, their courses). Without it each read is a database
 * round trip (~1.5 ms on embedded PGlite); with it the hot read path is memory only.
 *
 * Writes made through this process invalidate at once, so logout and password change revoke tokens
 * immediately. Writes made elsewhere (the operator CLI or another server on the same PostgreSQL)
 * become visible within TTL_MS: an entry's age counts from when its read started, and a read that
 * was under way when this process wrote is not kept, so no entry holds what the database had
 * before a write for longer than that.
 */
import type { Awaitable } from '../lib/awaitable';
import type { CourseAccess, Student, StudentsRepository } from './students.repository';

/** Revocation on another instance must show within a second (issue 16); a miss costs one query. */
export const TTL_MS = 500;
const MAX_ENTRIES = 10_000;

interface Entry<T> {
  value: T;
  at: number;
}

/** The repository with its two hot reads answered synchronously on a cache hit. */
export type CachedStudentsRepository = Omit<StudentsRepository, 'findById' | 'coursesOf'> & {
  findById(id: number): Awaitable<Student | undefined>;
  coursesOf(studentId: number): Awaitable<CourseAccess[]>;
};

export function cachedStudentsRepository(repo: StudentsRepository, now: () => number = Date.now): CachedStudentsRepository {
  const students = new Map<number, Entry<Student | undefined>>();
  const courses = new Map<number, Entry<CourseAccess[]>>();
  /** Bumped by every write through this process (rare): a read that began before one may be stale. */
  let writes = 0;

  function read<T>(cache: Map<number, Entry<T>>, id: number, load: () => Promise<T>): Awaitable<T> {
    const hit = cache.get(id);
    return hit && now() - hit.at < TTL_MS ? hit.value : readThrough(cache, id, load);
  }

  async function readThrough<T>(cache: Map<number, Entry<T>>, id: number, load: () => Promise<T>): Promise<T> {
    const startedAt = now();
    const writesBefore = writes;
    const value = await load();
    if (writes === writesBefore) {
      if (cache.size >= MAX_ENTRIES) cache.clear();
      cache.set(id, { value, at: startedAt });
    }
    return value;
  }

  function forget(id: number) {
    writes += 1;
    students.delete(id);
    courses.delete(id);
  }

  return {
    ...repo,
    findById: (id) => read(students, id, () => repo.findById(id)),
    coursesOf: (id) => read(courses, id, () => repo.coursesOf(id)),
    async setPassword(id, hash) {
      forget(id);
      try {
        return await repo.setPassword(id, hash);
      } finally {
        forget(id);
      }
    },
    async revokeTokens(id) {
      forget(id);
      try {
        await repo.revokeTokens(id);
      } finally {
        forget(id);
      }
    },
    async grant(studentId, courseId) {
      try {
        return await repo.grant(studentId, courseId);
      } finally {
        forget(studentId);
      }
    },
    async setAccess(studentId, courseId, endsAt) {
      try {
        return await repo.setAccess(studentId, courseId, endsAt);
      } finally {
        forget(studentId);
      }
    },
    async revoke(studentId, courseId) {
      try {
        return await repo.revoke(studentId, courseId);
      } finally {
        forget(studentId);
      }
    },
  };
}
