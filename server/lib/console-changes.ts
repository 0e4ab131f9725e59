/**
 * What every change made from the console (and a student's own redeemed code) shares: the audit
 * entry written in the change's transaction, and the course the academy sells.
 */
import type { Db } from '../db/client';
import { auditRepository, type AuditAction } from '../repositories/audit.repository';
import type { StudentsRepository } from '../repositories/students.repository';
import { COURSE_SLUG } from '../seed';

/** Records one change in `tx`, the transaction that makes it: the change and its record stand or fall together. */
export function recordChange(tx: Db, entry: { at: number; operatorId: number | null; action: AuditAction; targetId: number | null; details: Record<string, unknown> }) {
  return auditRepository(tx).record({ ...entry, at: new Date(entry.at).toISOString() });
}

export async function academyCourseId(students: Pick<StudentsRepository, 'findCourse'>): Promise<number> {
  const course = await students.findCourse(COURSE_SLUG);
  if (!course) throw new Error(`the course ${COURSE_SLUG} is missing (migration 0001 inserts it)`);
  return course.id;
}
