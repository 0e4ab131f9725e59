/** What the console's students list is made of: the server answers it, the console reads it. */
import type { AccessStatus } from './course-access';

/** The columns the students list sorts by. */
export const STUDENT_SORTS = ['name', 'email', 'access', 'lastActivity', 'attempts', 'bestScore', 'readiness'] as const;
export type StudentSort = (typeof STUDENT_SORTS)[number];

/** A student's readiness as the console shows it: the estimate and its range, in percent. */
export interface Readiness {
  estimate: number;
  low: number;
  high: number;
  early: boolean;
}

/** A student as every console list shows them. */
export interface StudentRow {
  id: number;
  name: string;
  email: string;
  access: { status: AccessStatus; endsAt: string | null };
  lastActivityAt: string | null;
  attempts: number;
  bestScore: number | null;
  readiness: Readiness | null;
  /** The student's group ('Grupos'); null: none. */
  group: { id: number; name: string } | null;
}
