/**
 * A read-through cache in front of the students repository for the two reads every authenticated
 * request makes (the student behind a token, their courses). Without it each read is a database
 * round trip (~1.5 ms on embedded PGlite); with it the hot read path is memory only.
 *
 * Writes made through this process invalidate at once, so logout and password change revoke tokens
 * immediately. Writes made elsewhere (the operator CLI or another server on the same PostgreSQL)
 * become visible after at most TTL_MS: an entry's age counts from when its read started, and a read that
 * was under way when this process wrote is not kept, so no entry holds what the database had
 * before a write for longer than that.
 */
import { LRUCache } from 'lru-cache';
import type { CourseAccess, Student, StudentsRepository } from './students.repository';

/** Revocation on another instance must show within a second (issue 16); a miss costs one query. */
export const TTL_MS = 500;
const MAX_ENTRIES = 10_000;

export function cachedStudentsRepository(repo: StudentsRepository, now: () => number = Date.now): StudentsRepository {
  // ttlResolution 0: every read asks `now` (the injected clock) rather than a value kept for 1 ms.
  const options = { max: MAX_ENTRIES, ttl: TTL_MS, ttlResolution: 0, perf: { now } };
  // Values are boxed: lru-cache keeps no undefined, which an unknown student reads as.
  const students = new LRUCache<number, { value: Student | undefined }>(options);
  const courses = new LRUCache<number, { value: CourseAccess[] }>(options);
  /** Bumped by every write through this process (rare): a read that began before one may be stale. */
  let writes = 0;

  async function read<T>(cache: LRUCache<number, { value: T }>, id: number, load: () => Promise<T>): Promise<T> {
    const hit = cache.get(id);
    if (hit) return hit.value;
    const startedAt = now();
    const writesBefore = writes;
    const value = await load();
    // The entry ages from when the read started; a read a write overtook is not kept.
    if (writes === writesBefore) cache.set(id, { value }, { start: startedAt });
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
    async setAccess(studentId, courseId, endsAt, alongside) {
      try {
        return await repo.setAccess(studentId, courseId, endsAt, alongside);
      } finally {
        forget(studentId);
      }
    },
    async updateProfile(id, change, alongside) {
      try {
        return await repo.updateProfile(id, change, alongside);
      } finally {
        forget(id);
      }
    },
    async remove(id, at, alongside) {
      forget(id);
      try {
        return await repo.remove(id, at, alongside);
      } finally {
        forget(id);
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
