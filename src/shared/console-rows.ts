/** What the console's students list is made of: the server answers it, the console reads it. */
import type { z } from 'zod';
import type { readinessSchema, studentRowSchema } from './console-api';

/** The columns the students list sorts by. */
export const STUDENT_SORTS = ['name', 'email', 'access', 'lastActivity', 'attempts', 'bestScore', 'readiness'] as const;
export type StudentSort = (typeof STUDENT_SORTS)[number];

/** A student's readiness as the console shows it: the estimate and its range, in percent. */
export type Readiness = z.infer<typeof readinessSchema>;

/** A student as every console list shows them (the schema: console-api.ts). */
export type StudentRow = z.infer<typeof studentRowSchema>;
