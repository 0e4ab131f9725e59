/**
 * SQL for students' reports of errors in questions. Idempotency rests on the primary key (the id made
 * on the device): INSERT … ON CONFLICT DO NOTHING decides which arrival is stored.
 */
import { alias } from 'drizzle-orm/pg-core';
import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { questionReports, students } from '../db/schema';
import type { Person } from './audit.repository';

export type ReportRow = typeof questionReports.$inferSelect;
export type NewReport = Omit<typeof questionReports.$inferInsert, 'status' | 'resolvedAt' | 'resolvedBy' | 'note'>;
export type ReportStatus = ReportRow['status'];

/** A report with the student who wrote it and the operator who resolved it. */
export interface ListedReport extends ReportRow {
  student: Person;
  resolver: Person | null;
}

const reporter = alias(students, 'reporter');
const resolver = alias(students, 'resolver');

export function reportsRepository(db: Db) {
  async function list(where?: SQL): Promise<ListedReport[]> {
    const rows = await db
      .select({ report: questionReports, student: { id: reporter.id, name: reporter.name, email: reporter.email }, resolver: { id: resolver.id, name: resolver.name, email: resolver.email } })
      .from(questionReports)
      .innerJoin(reporter, eq(reporter.id, questionReports.studentId))
      .leftJoin(resolver, eq(resolver.id, questionReports.resolvedBy))
      .where(where)
      .orderBy(desc(questionReports.createdAt), desc(questionReports.id));
    return rows.map((row) => ({ ...row.report, student: row.student, resolver: row.resolver?.id == null ? null : row.resolver }));
  }

  return {
    /** The student's own reports, newest first: what became of each (issue 48 §5, 'Corregido: …'). */
    ofStudent: (studentId: number) => list(eq(questionReports.studentId, studentId)),

    /** Stores the report; `created` is false when one with the same id was already stored (returned as stored). */
    async insertOnce(report: NewReport): Promise<{ created: boolean; row: ReportRow }> {
      const [inserted] = await db.insert(questionReports).values(report).onConflictDoNothing().returning();
      if (inserted) return { created: true, row: inserted };
      const [existing] = await db.select().from(questionReports).where(eq(questionReports.id, report.id));
      return { created: false, row: existing };
    },

    /** Newest first; every status when `status` is undefined. */
    list: (status?: ReportStatus) => list(status ? eq(questionReports.status, status) : undefined),

    async find(id: string): Promise<ListedReport | undefined> {
      const [row] = await list(eq(questionReports.id, id));
      return row;
    },

    /** How many reports on a question are still open. */
    async openCount(questionId: string): Promise<number> {
      const rows = await db
        .select({ id: questionReports.id })
        .from(questionReports)
        .where(and(eq(questionReports.questionId, questionId), eq(questionReports.status, 'open')));
      return rows.length;
    },

    /**
     * Resolves every open report on a question with the note (a published fix, issue 48), on `on` (the
     * publish's transaction); returns the reports resolved.
     */
    async resolveOpenOf(questionId: string, by: number, at: string, note: string, on: Db = db): Promise<{ id: string; studentId: number }[]> {
      return on
        .update(questionReports)
        .set({ status: 'resolved', resolvedAt: at, resolvedBy: by, note })
        .where(and(eq(questionReports.questionId, questionId), eq(questionReports.status, 'open')))
        .returning({ id: questionReports.id, studentId: questionReports.studentId });
    },

    /** Marks an open report resolved; returns false when it was not open (resolved already, or unknown). */
    async resolve(id: string, by: number, at: string, note: string | null): Promise<boolean> {
      const rows = await db
        .update(questionReports)
        .set({ status: 'resolved', resolvedAt: at, resolvedBy: by, note })
        .where(and(eq(questionReports.id, id), eq(questionReports.status, 'open')))
        .returning({ id: questionReports.id });
      return rows.length > 0;
    },
  };
}

export type ReportsRepository = ReturnType<typeof reportsRepository>;
