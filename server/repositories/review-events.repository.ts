/**
 * SQL reads of synced review events (the writes are the answer log's, answer-log.repository.ts).
 * Idempotency rests on the (student_id, id) primary key: INSERT … ON CONFLICT DO NOTHING decides which
 * arrival of an id is stored, never a read-then-write.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { PageEnd } from '../lib/api-rules';
import { reviewEvents } from '../db/schema';
import type { ReviewEvent } from '../../src/shared/learning/events';

export type ReviewEventRow = typeof reviewEvents.$inferSelect;
/** An event as the device's log holds it; the time in UTC, whatever offset the device wrote. */
export function reviewEventOf(row: ReviewEventRow): ReviewEvent {
  return {
    id: row.id,
    questionId: row.questionId,
    correct: row.correct,
    answeredAt: new Date(row.answeredAt).toISOString(),
    source: row.source,
    ...(row.attemptId === null ? {} : { attemptId: row.attemptId }),
    ...(row.questionVersion === null ? {} : { questionVersion: row.questionVersion }),
  };
}

export type NewReviewEvent = Omit<typeof reviewEvents.$inferInsert, 'studentId' | 'receivedAt' | 'seq'>;


export function reviewEventsRepository(db: Db) {
  return {
    /**
     * Up to `limit` events, oldest answered first (ties by id), after the one `after` names (a keyset:
     * a page stays right when events arrive between two reads).
     */
    async pageOf(studentId: number, limit: number, after?: PageEnd): Promise<ReviewEventRow[]> {
      const mine = eq(reviewEvents.studentId, studentId);
      const later = after
        ? sql`(${reviewEvents.answeredAt}, ${reviewEvents.id}) > (${after.at}::timestamptz, ${after.id}::uuid)`
        : undefined;
      return db
        .select()
        .from(reviewEvents)
        .where(later ? and(mine, later) : mine)
        .orderBy(asc(reviewEvents.answeredAt), asc(reviewEvents.id))
        .limit(limit);
    },
  };
}

export type ReviewEventsRepository = ReturnType<typeof reviewEventsRepository>;
