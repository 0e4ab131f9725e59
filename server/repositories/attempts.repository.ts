/**
 * SQL for synced exam attempts. Idempotency rests on the (student_id, id) primary key:
 * INSERT … ON CONFLICT DO NOTHING decides who arrived first, never a read-then-write.
 */
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { attempts } from '../db/schema';

export type AttemptRow = typeof attempts.$inferSelect;
export type NewAttempt = typeof attempts.$inferInsert;

export function attemptsRepository(db: Db) {
  return {
    /** Inserts the attempt; `created` is false when one with the same id was already stored. */
    async insertOnce(row: NewAttempt): Promise<{ created: boolean; row: AttemptRow }> {
      const [inserted] = await db.insert(attempts).values(row).onConflictDoNothing().returning();
      if (inserted) return { created: true, row: inserted };
      const [existing] = await db
        .select()
        .from(attempts)
        .where(and(eq(attempts.studentId, row.studentId), eq(attempts.id, row.id)));
      return { created: false, row: existing };
    },

    async listOf(studentId: number): Promise<AttemptRow[]> {
      return db.select().from(attempts).where(eq(attempts.studentId, studentId)).orderBy(desc(attempts.finishedAt));
    },
  };
}

export type AttemptsRepository = ReturnType<typeof attemptsRepository>;
