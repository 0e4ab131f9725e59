/**
 * SQL for synced review events. Idempotency rests on the (student_id, id) primary key:
 * INSERT … ON CONFLICT DO NOTHING decides which arrival of an id is stored, never a read-then-write.
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
  };
}

export type NewReviewEvent = Omit<typeof reviewEvents.$inferInsert, 'studentId' | 'receivedAt'>;


export function reviewEventsRepository(db: Db) {
  return {
    /**
     * Stores the events whose ids the student has not stored yet; returns the ids it stored. An id
     * already stored keeps its first content.
     */
    async insertNew(studentId: number, events: readonly NewReviewEvent[]): Promise<string[]> {
      const byId = new Map<string, NewReviewEvent>();
      for (const event of events) {
        const id = event.id.toLowerCase();
        // PostgreSQL reads ids case-insensitively: the first of two spellings is the one kept.
        if (!byId.has(id)) byId.set(id, { ...event, id, attemptId: event.attemptId?.toLowerCase() ?? null });
      }
      if (byId.size === 0) return [];
      // Rows in id order: two concurrent batches that share ids then wait on them in the same order
      // instead of deadlocking. Times are kept to the millisecond, the precision the page cursor carries.
      const rows = [...byId.values()]
        .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
        .map((event) => ({ ...event, studentId, answeredAt: new Date(event.answeredAt).toISOString() }));
      const inserted = await db.insert(reviewEvents).values(rows).onConflictDoNothing().returning({ id: reviewEvents.id });
      return inserted.map((row) => row.id);
    },

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
