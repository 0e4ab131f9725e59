/**
 * SQL reads of synced exam attempts (they are written by the answer log, answer-log.repository.ts,
 * where the (student_id, id) primary key and INSERT … ON CONFLICT DO NOTHING decide who arrived first).
 */
import { and, asc, desc, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { PageEnd } from '../lib/api-rules';
import { attempts } from '../db/schema';

export type AttemptRow = typeof attempts.$inferSelect;
export type NewAttempt = typeof attempts.$inferInsert;

export function attemptsRepository(db: Db) {
  return {
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
    /** Up to `limit` of the student's attempts 'Recalificar' rescored after number `since`, in that order. */
    async regradedSince(studentId: number, since: number, limit: number): Promise<AttemptRow[]> {
      return db
        .select()
        .from(attempts)
        .where(and(eq(attempts.studentId, studentId), gt(attempts.regradedSeq, since)))
        .orderBy(asc(attempts.regradedSeq))
        .limit(limit);
    },

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
