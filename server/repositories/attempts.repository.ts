/**
 * SQL for synced exam attempts. Idempotency rests on the (student_id, id) primary key:
 * INSERT … ON CONFLICT DO NOTHING decides who arrived first, never a read-then-write.
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { PageEnd } from '../lib/api-rules';
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

    async exists(studentId: number, id: string): Promise<boolean> {
      const [row] = await db
        .select({ id: attempts.id })
        .from(attempts)
        .where(and(eq(attempts.studentId, studentId), eq(attempts.id, id)));
      return row !== undefined;
    },

    /**
     * Up to `limit` attempts, newest finished first (ties by id), after the one `after` names (a
     * keyset: a page stays right when attempts arrive between two reads).
     */
    async pageOf(studentId: number, limit: number, after?: PageEnd): Promise<AttemptRow[]> {
      const mine = eq(attempts.studentId, studentId);
      const older = after ? sql`(${attempts.finishedAt}, ${attempts.id}) < (${after.at}::timestamptz, ${after.id}::uuid)` : undefined;
      return db
        .select()
        .from(attempts)
        .where(older ? and(mine, older) : mine)
        .orderBy(desc(attempts.finishedAt), desc(attempts.id))
        .limit(limit);
    },
  };
}

export type AttemptsRepository = ReturnType<typeof attemptsRepository>;
