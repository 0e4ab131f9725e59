/**
 * SQL for how the real exam went (issue 49 §4, migration 0030): one outcome per student and exam
 * date, stored once by the id the device made, with the readiness as of that exam date. That
 * readiness is computed here from the student's log (every device's answers, the shared functions
 * the device and the console use), not taken from the device: the figure kept is the same whichever
 * device answers, however late, and cannot be typed in.
 */
import { and, asc, eq, lt, sql } from 'drizzle-orm';
import { topics } from '../../src/content/course';
import { examQuestionPool } from '../../src/content/exam-pool';
import { activeQuestions } from '../../src/content/question-bank';
import { passProbability, type OutcomeForTable, type OutcomeReadiness, type OutcomeResult, type StoredOutcome } from '../../src/shared/exam-outcomes';
import { dayNumberOf, startOfLocalDay } from '../../src/shared/learning/local-days';
import { READINESS_MIN_ANSWERS } from '../../src/shared/learning/readiness';
import { learningSummary } from '../../src/shared/learning/learning-state';
import { type Db, resultRows } from '../db/client';
import { examOutcomes, reviewEvents } from '../db/schema';
import { reviewEventOf } from './answer-log.repository';

const TOPIC_IDS = topics.map((t) => t.id);
type Row = typeof examOutcomes.$inferSelect;

function storedOf(row: Row): StoredOutcome {
  const readiness = row.readiness === null || row.readinessLow === null || row.readinessHigh === null ? null : { expected: row.readiness, low: row.readinessLow, high: row.readinessHigh };
  return {
    id: row.id,
    examDate: row.examDate,
    result: row.result,
    answeredAt: new Date(row.answeredAt).toISOString(),
    readiness,
    passProbability: row.passProbability,
  };
}

export interface NewOutcome {
  id: string;
  studentId: number;
  examDate: string;
  result: OutcomeResult;
  answeredAt: string;
  createdAt: string;
}

export function examOutcomesRepository(db: Db) {
  return {
    async find(id: string): Promise<(StoredOutcome & { studentId: number }) | null> {
      const [row] = await db.select().from(examOutcomes).where(eq(examOutcomes.id, id));
      return row ? { ...storedOf(row), studentId: row.studentId } : null;
    },

    /** The student's outcomes, oldest exam date first. */
    async ofStudent(studentId: number): Promise<StoredOutcome[]> {
      const rows = await db.select().from(examOutcomes).where(eq(examOutcomes.studentId, studentId)).orderBy(asc(examOutcomes.examDate));
      return rows.map(storedOf);
    },

    /**
     * Readiness as the student's log gave it at the start of `examDate` (Lima's midnight: the morning
     * of the exam, before anything answered that day), over the exam questions, as Mi progreso
     * computes it. Null below READINESS_MIN_ANSWERS, where Mi progreso shows no figure either.
     */
    async readinessAsOf(studentId: number, examDate: string): Promise<OutcomeReadiness | null> {
      const day = dayNumberOf(examDate);
      if (day === null) return null;
      const start = startOfLocalDay(day);
      const rows = await db
        .select()
        .from(reviewEvents)
        .where(and(eq(reviewEvents.studentId, studentId), lt(reviewEvents.answeredAt, new Date(start).toISOString())));
      const summary = learningSummary(rows.map(reviewEventOf), activeQuestions, start, { topics: TOPIC_IDS, readinessQuestions: examQuestionPool() });
      const r = summary.readiness;
      if (!r || r.answeredQuestions < READINESS_MIN_ANSWERS) return null;
      return { expected: r.expected, low: r.low, high: r.high };
    },

    /**
     * Stores the outcome unless the student already answered for that exam date (or the id is
     * stored): `created` false then, with the outcome that stays. The readiness and the student's
     * group are taken now.
     */
    async insertOnce(outcome: NewOutcome, readiness: OutcomeReadiness | null): Promise<{ created: boolean; outcome: StoredOutcome & { studentId: number } }> {
      const [inserted] = await db
        .insert(examOutcomes)
        .values({
          ...outcome,
          groupId: sql`(SELECT group_id FROM students WHERE id = ${outcome.studentId})`,
          readiness: readiness?.expected ?? null,
          readinessLow: readiness?.low ?? null,
          readinessHigh: readiness?.high ?? null,
          passProbability: readiness ? passProbability(readiness) : null,
        })
        .onConflictDoNothing()
        .returning();
      if (inserted) return { created: true, outcome: { ...storedOf(inserted), studentId: inserted.studentId } };
      const [kept] = await db
        .select()
        .from(examOutcomes)
        .where(sql`${examOutcomes.id} = ${outcome.id} OR (${examOutcomes.studentId} = ${outcome.studentId} AND ${examOutcomes.examDate} = ${outcome.examDate})`)
        .limit(1);
      return { created: false, outcome: { ...storedOf(kept), studentId: kept.studentId } };
    },

    /** Every outcome as the console's table reads it (students and deleted accounts; operators never). */
    async forTable(): Promise<OutcomeForTable[]> {
      const rows = resultRows<{ result: OutcomeResult; readiness: number | null; pass_probability: number | null; group_id: number | null; group_name: string | null }>(
        await db.execute(sql`
          SELECT o.result, o.readiness, o.pass_probability, o.group_id, g.name AS group_name
          FROM exam_outcomes o
          JOIN students s ON s.id = o.student_id
          LEFT JOIN groups g ON g.id = o.group_id
          WHERE s.role IN ('student', 'deleted')
          ORDER BY o.id`),
      );
      return rows.map((r) => ({
        result: r.result,
        readiness: r.readiness === null ? null : Number(r.readiness),
        passProbability: r.pass_probability === null ? null : Number(r.pass_probability),
        group: r.group_id === null ? null : { id: Number(r.group_id), name: r.group_name ?? '' },
      }));
    },
  };
}

export type ExamOutcomesRepository = ReturnType<typeof examOutcomesRepository>;
