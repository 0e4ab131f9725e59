/** SQL for students and their course enrollments. */
import { and, asc, eq, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { courses, enrollments, passwordTokens, students, type Role } from '../db/schema';
import { shiftGroupItems } from './answer-log.repository';
import { LRUCache } from 'lru-cache';
export type Student = typeof students.$inferSelect;
export type Course = typeof courses.$inferSelect;
/** A course a student has, with the last day of access (inclusive, Lima; null: no end date). */
export type CourseAccess = Course & { endsAt: string | null };

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** A correction of a student's record (issue 54 §3): the fields given change, the rest stay. */
export interface ProfileChange {
  name?: string;
  email?: string;
}

/** What a deleted account keeps as its name (migration 0026). */
export const DELETED_NAME = 'Estudiante eliminado';
/** A deleted account's email: unique, and in a domain that never receives mail (RFC 2606). */
export const deletedEmail = (id: number) => `eliminado-${id}@eliminado.invalid`;

/** The audit details that name a person (an email change's addresses, a name change's names). */
const PERSONAL_DETAILS = ['name', 'previousName', 'email', 'previousEmail'];

/** A unique-constraint violation, as node-postgres and PGlite report it (directly or as the cause). */
function isUniqueViolation(error: unknown): boolean {
  const codeOf = (e: unknown) => (typeof e === 'object' && e !== null && 'code' in e ? (e as { code: unknown }).code : undefined);
  return codeOf(error) === '23505' || codeOf((error as { cause?: unknown } | null)?.cause) === '23505';
}

export function studentsRepository(db: Db) {
  return {
    async findByEmail(email: string): Promise<Student | undefined> {
      const [row] = await db.select().from(students).where(eq(students.email, normalizeEmail(email)));
      return row;
    },

    async findById(id: number): Promise<Student | undefined> {
      const [row] = await db.select().from(students).where(eq(students.id, id));
      return row;
    },

    /** Returns undefined when the email is taken. A student unless `role` says otherwise. */
    async create(input: { email: string; name: string; passwordHash: string; role?: Role }): Promise<Student | undefined> {
      const [row] = await db
        .insert(students)
        .values({ email: normalizeEmail(input.email), name: input.name.trim(), passwordHash: input.passwordHash, role: input.role ?? 'student' })
        .onConflictDoNothing()
        .returning();
      return row;
    },

    async count(): Promise<number> {
      const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(students);
      return row.n;
    },

    /** Accounts that are or were students (deleted ones are anonymised, not gone): operators left out. */
    async countEverStudents(): Promise<number> {
      const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(students).where(sql`${students.role} <> 'operator'`);
      return row.n;
    },

    async list(): Promise<(Student & { courses: string[] })[]> {
      const rows = await db.select().from(students).orderBy(asc(students.email));
      const links = await db
        .select({ studentId: enrollments.studentId, slug: courses.slug })
        .from(enrollments)
        .innerJoin(courses, eq(courses.id, enrollments.courseId));
      return rows.map((s) => ({ ...s, courses: links.filter((l) => l.studentId === s.id).map((l) => l.slug) }));
    },

    /**
     * Sets a new password hash and revokes every token issued before; returns the new version. The
     * version is also kept as the one this change set, so a token revoked by it can be told apart
     * from one a later logout revoked (see requireStudent). Open reset and welcome links end too: a
     * link mailed before the change must not set the password again afterwards.
     */
    async setPassword(id: number, passwordHash: string): Promise<number> {
      // One transaction: a change that fails leaves the open links as they were.
      return db.transaction(async (tx) => {
        await tx.update(passwordTokens).set({ usedAt: sql`now()` }).where(and(eq(passwordTokens.studentId, id), isNull(passwordTokens.usedAt)));
        const [row] = await tx
          .update(students)
          .set({
            passwordHash,
            tokenVersion: sql`${students.tokenVersion} + 1`,
            passwordChangedVersion: sql`${students.tokenVersion} + 1`,
          })
          .where(eq(students.id, id))
          .returning({ tokenVersion: students.tokenVersion });
        return row.tokenVersion;
      });
    },

    /** Revokes every token issued so far. */
    async revokeTokens(id: number): Promise<void> {
      await db.update(students).set({ tokenVersion: sql`${students.tokenVersion} + 1` }).where(eq(students.id, id));
    },

    async coursesOf(studentId: number): Promise<CourseAccess[]> {
      return db
        .select({
          endsAt: enrollments.endsAt,
          id: courses.id,
          slug: courses.slug,
          name: courses.name,
          description: courses.description,
          duration: courses.duration,
          thumbnailUrl: courses.thumbnailUrl,
          permalink: courses.permalink,
        })
        .from(enrollments)
        .innerJoin(courses, eq(courses.id, enrollments.courseId))
        .where(eq(enrollments.studentId, studentId))
        .orderBy(asc(courses.id));
    },

    async findCourse(slug: string): Promise<Course | undefined> {
      const [row] = await db.select().from(courses).where(eq(courses.slug, slug));
      return row;
    },

    /**
     * Gives the course with no end date (an access with an end date, ended or not, loses it); returns
     * false when the student already had the course without an end date.
     */
    async grant(studentId: number, courseId: number): Promise<boolean> {
      const rows = await db
        .insert(enrollments)
        .values({ studentId, courseId })
        .onConflictDoUpdate({ target: [enrollments.studentId, enrollments.courseId], set: { endsAt: null }, setWhere: isNotNull(enrollments.endsAt) })
        .returning();
      return rows.length > 0;
    },

    /**
     * Gives the course until `endsAt` (inclusive; null: no end date), or changes the end date of the
     * access the student has; returns whether the student had the course before and its end date then.
     */
    /**
     * Sets the access and, in the same transaction, runs `alongside` (the audit entry that records
     * it), so a change is never made without its record nor recorded without being made.
     */
    async setAccess(
      studentId: number,
      courseId: number,
      endsAt: string | null,
      alongside?: (db: Db, before: { enrolled: boolean; endsAt: string | null }) => Promise<void>,
    ): Promise<{ enrolled: boolean; endsAt: string | null }> {
      return db.transaction(async (transaction) => {
        const tx = transaction as unknown as Db;
        const [row] = await tx
          .select({ endsAt: enrollments.endsAt })
          .from(enrollments)
          .where(and(eq(enrollments.studentId, studentId), eq(enrollments.courseId, courseId)))
          .for('update');
        await tx
          .insert(enrollments)
          .values({ studentId, courseId, endsAt })
          .onConflictDoUpdate({ target: [enrollments.studentId, enrollments.courseId], set: { endsAt } });
        const before = { enrolled: row !== undefined, endsAt: row?.endsAt ?? null };
        await alongside?.(tx, before);
        return before;
      });
    },

    /**
     * Corrects a student's name and/or email, with `alongside` (the audit entry) in the same
     * transaction. The tokens stay valid (the account is the same, whatever its name): sessions
     * survive. A new email ends the open reset and welcome links, which went to the old address.
     * Returns the account before and after, 'email-taken' when another account has the email, or
     * undefined for an id that is not a student's.
     */
    async updateProfile(
      id: number,
      change: ProfileChange,
      alongside?: (tx: Db, before: Student, after: Student) => Promise<void>,
    ): Promise<{ before: Student; after: Student } | 'email-taken' | undefined> {
      try {
        return await db.transaction(async (transaction) => {
          const tx = transaction as unknown as Db;
          const [before] = await tx.select().from(students).where(and(eq(students.id, id), eq(students.role, 'student'))).for('update');
          if (!before) return undefined;
          const name = change.name === undefined ? before.name : change.name.trim();
          const email = change.email === undefined ? before.email : normalizeEmail(change.email);
          if (email !== before.email) {
            const [taken] = await tx.select({ id: students.id }).from(students).where(and(eq(students.email, email), ne(students.id, id)));
            if (taken) return 'email-taken' as const;
            await tx.update(passwordTokens).set({ usedAt: sql`now()` }).where(and(eq(passwordTokens.studentId, id), isNull(passwordTokens.usedAt)));
          }
          const [after] = await tx.update(students).set({ name, email }).where(eq(students.id, id)).returning();
          await alongside?.(tx, before, after);
          return { before, after };
        });
      } catch (error) {
        // Another account took the email between the check and the update.
        if (isUniqueViolation(error)) return 'email-taken';
        throw error;
      }
    },

    /**
     * Deletes a student's personal data (Ley 29733; issue 54 §3) and keeps their answers for the
     * academy's statistics: the account becomes an anonymous 'deleted' one (no name, no email, no
     * password, out of its group, every token revoked), its access, links, settings, devices and
     * reminders are removed, and the names and emails earlier audit entries about it held are wiped.
     * Attempts and answers stay (the item analysis keeps counting them). `alongside` (the audit
     * entry) runs in the same transaction. Returns the account as it was, or undefined for an id
     * that is not a student's.
     */
    async remove(id: number, at: string, alongside?: (tx: Db, before: Student) => Promise<void>): Promise<Student | undefined> {
      return db.transaction(async (transaction) => {
        const tx = transaction as unknown as Db;
        const [before] = await tx.select().from(students).where(and(eq(students.id, id), eq(students.role, 'student'))).for('update');
        if (!before) return undefined;
        await tx
          .update(students)
          .set({
            name: DELETED_NAME,
            email: deletedEmail(id),
            // No argon2 hash: no password ever matches it.
            passwordHash: '!',
            role: 'deleted',
            groupId: null,
            tokenVersion: sql`${students.tokenVersion} + 1`,
            deletedAt: at,
          })
          .where(eq(students.id, id));
        // Out of its group: the group's item analysis stops counting its first attempts (the academy's keeps them).
        await shiftGroupItems(tx, [{ studentId: id, from: before.groupId, to: null }]);
        for (const table of ['enrollments', 'password_tokens', 'study_settings', 'push_subscriptions', 'reminder_sends']) {
          await tx.execute(sql`DELETE FROM ${sql.raw(table)} WHERE student_id = ${id}`);
        }
        await tx.execute(sql`
          UPDATE audit_log SET details = details ${sql.raw(PERSONAL_DETAILS.map((key) => `- '${key}'`).join(' '))}
          WHERE target_id = ${id} AND details ?| ${sql.raw(`ARRAY[${PERSONAL_DETAILS.map((key) => `'${key}'`).join(', ')}]`)}`);
        await alongside?.(tx, before);
        return before;
      });
    },

    /** Returns false when the student did not have the course. */
    async revoke(studentId: number, courseId: number): Promise<boolean> {
      const rows = await db
        .delete(enrollments)
        .where(and(eq(enrollments.studentId, studentId), eq(enrollments.courseId, courseId)))
        .returning();
      return rows.length > 0;
    },
  };
}

export type StudentsRepository = ReturnType<typeof studentsRepository>;

// ── The read-through cache every authenticated request reads the student through ──
/*
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

  /**
   * A write to `id`'s row or courses: the cached entries go when it ends, whether or not it succeeded
   * (and, for what sign-in checks — the password, the tokens, the account itself — also before it
   * starts, so no read during the write serves the old value).
   */
  async function writing<T>(id: number, write: () => Promise<T>, { alsoBefore = false } = {}): Promise<T> {
    if (alsoBefore) forget(id);
    try {
      return await write();
    } finally {
      forget(id);
    }
  }

  return {
    ...repo,
    findById: (id) => read(students, id, () => repo.findById(id)),
    coursesOf: (id) => read(courses, id, () => repo.coursesOf(id)),
    setPassword: (id, hash) => writing(id, () => repo.setPassword(id, hash), { alsoBefore: true }),
    revokeTokens: (id) => writing(id, () => repo.revokeTokens(id), { alsoBefore: true }),
    grant: (studentId, courseId) => writing(studentId, () => repo.grant(studentId, courseId)),
    setAccess: (studentId, courseId, endsAt, alongside) => writing(studentId, () => repo.setAccess(studentId, courseId, endsAt, alongside)),
    updateProfile: (id, change, alongside) => writing(id, () => repo.updateProfile(id, change, alongside)),
    remove: (id, at, alongside) => writing(id, () => repo.remove(id, at, alongside), { alsoBefore: true }),
    revoke: (studentId, courseId) => writing(studentId, () => repo.revoke(studentId, courseId)),
  };
}
