/** SQL for students and their course enrollments. */
import { and, asc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { courses, enrollments, passwordTokens, students, type Role } from '../db/schema';

export type Student = typeof students.$inferSelect;
export type Course = typeof courses.$inferSelect;
/** A course a student has, with the last day of access (inclusive, Lima; null: no end date). */
export type CourseAccess = Course & { endsAt: string | null };

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
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
