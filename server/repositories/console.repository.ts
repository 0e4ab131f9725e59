/**
 * SQL the console reads with (issue 20): every student with their access and activity figures, the
 * review events readiness is computed from, a student's attempts, and each student's first attempt
 * at each exam for the item analysis. Operators are never listed as students.
 */
import { and, asc, desc, eq, inArray, notLike, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { resultRows } from '../db/client';
import { attempts, reviewEvents, students } from '../db/schema';
import { MISTAKES_PREFIX } from '../../src/content/exam-catalog';
import type { ReviewEvent } from '../../src/shared/learning/events';
import { COURSE_SLUG } from '../seed';
import type { AttemptRow } from './attempts.repository';
import { reviewEventOf } from './review-events.repository';

export interface StudentSummary {
  id: number;
  name: string;
  email: string;
  enrolled: boolean;
  /** The last day of access ('YYYY-MM-DD', Lima, inclusive); null: no end date (or no access). */
  endsAt: string | null;
  /** Attempts at published exams ('Repetir solo mis errores' left out). */
  attempts: number;
  /** Best percent among those attempts. */
  bestScore: number | null;
  /** Epoch ms of the latest attempt finished or answer given; null: none. */
  lastActivityAt: number | null;
  /**
   * Changes whenever the student's review events do (their count and latest arrival); null without
   * events. Readiness computed from the same version of the log can be reused.
   */
  eventsVersion: string | null;
}

interface SummarySqlRow {
  id: number;
  name: string;
  email: string;
  enrolled: boolean;
  ends_at: string | null;
  attempts: number | null;
  best_score: number | null;
  last_attempt_ms: number | null;
  last_event_ms: number | null;
  event_count: number | null;
  last_received_ms: number | null;
}

const notMistakes = notLike(attempts.examId, `${MISTAKES_PREFIX}%`);

export function consoleRepository(db: Db) {
  async function summaries(onlyId?: number): Promise<StudentSummary[]> {
    // Times as epoch milliseconds and the date as text: both drivers then return them the same way
    // (node-postgres would turn a date into a local-midnight Date).
    const result = await db.execute(sql`
      SELECT s.id, s.name, s.email,
        e.student_id IS NOT NULL AS enrolled,
        to_char(e.ends_at, 'YYYY-MM-DD') AS ends_at,
        a.attempts, a.best_score, a.last_attempt_ms, r.last_event_ms, r.event_count, r.last_received_ms
      FROM students s
      LEFT JOIN enrollments e ON e.student_id = s.id AND e.course_id = (SELECT id FROM courses WHERE slug = ${COURSE_SLUG})
      LEFT JOIN (
        SELECT student_id,
          (count(*) FILTER (WHERE exam_id NOT LIKE ${`${MISTAKES_PREFIX}%`}))::int AS attempts,
          (max(score) FILTER (WHERE exam_id NOT LIKE ${`${MISTAKES_PREFIX}%`}))::int AS best_score,
          (extract(epoch FROM max(finished_at)) * 1000)::float8 AS last_attempt_ms
        FROM attempts GROUP BY student_id
      ) a ON a.student_id = s.id
      LEFT JOIN (
        SELECT student_id,
          (extract(epoch FROM max(answered_at)) * 1000)::float8 AS last_event_ms,
          count(*)::int AS event_count,
          (extract(epoch FROM max(received_at)) * 1000)::float8 AS last_received_ms
        FROM review_events GROUP BY student_id
      ) r ON r.student_id = s.id
      WHERE s.role = 'student' ${onlyId === undefined ? sql`` : sql`AND s.id = ${onlyId}`}
      ORDER BY s.id`);
    return resultRows<SummarySqlRow>(result).map((row) => {
      const times = [row.last_attempt_ms, row.last_event_ms].filter((time): time is number => time !== null).map(Number);
      return {
        id: row.id,
        name: row.name,
        email: row.email,
        enrolled: row.enrolled,
        endsAt: row.ends_at,
        attempts: row.attempts ?? 0,
        bestScore: row.best_score,
        lastActivityAt: times.length > 0 ? Math.max(...times) : null,
        eventsVersion: row.event_count ? `${row.event_count}@${row.last_received_ms}` : null,
      };
    });
  }

  return {
    /** Every student (not operators), in id order. */
    summaries: () => summaries(),

    /** One student's summary; undefined for an unknown id or an operator. */
    async summary(id: number): Promise<StudentSummary | undefined> {
      return (await summaries(id))[0];
    },

    /** The review events of these students, by student, in no particular order (readiness merges them). */
    async eventsOf(studentIds: readonly number[]): Promise<Map<number, ReviewEvent[]>> {
      const byStudent = new Map<number, ReviewEvent[]>();
      if (studentIds.length === 0) return byStudent;
      const rows = await db.select().from(reviewEvents).where(inArray(reviewEvents.studentId, [...studentIds]));
      for (const row of rows) {
        const list = byStudent.get(row.studentId) ?? [];
        list.push(reviewEventOf(row));
        byStudent.set(row.studentId, list);
      }
      return byStudent;
    },

    /** All of a student's attempts, newest finished first. */
    attemptsOf(studentId: number): Promise<AttemptRow[]> {
      return db.select().from(attempts).where(eq(attempts.studentId, studentId)).orderBy(desc(attempts.finishedAt), desc(attempts.id));
    },

    /** Each student's first attempt (by finishing time) at each published exam. */
    firstAttempts(): Promise<Pick<AttemptRow, 'examId' | 'answers'>[]> {
      return db
        .selectDistinctOn([attempts.studentId, attempts.examId], { examId: attempts.examId, answers: attempts.answers })
        .from(attempts)
        .innerJoin(students, and(eq(students.id, attempts.studentId), eq(students.role, 'student')))
        .where(notMistakes)
        .orderBy(asc(attempts.studentId), asc(attempts.examId), asc(attempts.finishedAt), asc(attempts.id));
    },
  };
}

export type ConsoleRepository = ReturnType<typeof consoleRepository>;
