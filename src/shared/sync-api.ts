/**
 * What the server answers the student's device, as zod schemas (issue 52 §4): one definition that the
 * server's routes build their answers with and the device's sync kinds read. The PWA imports this
 * module with `import type` only (lint keeps it so): the schemas, and zod, stay out of its bundle.
 */
import { z } from 'zod';
import { dayNumberOf } from './learning/local-days';
import { reviewEventSchema } from './review-event-schema';

/** GET /api/progress/events?since=: a page of the student's log as it arrived at the server after `since`. */
export const reviewEventPageSchema = z.object({
  events: z.array(reviewEventSchema),
  /** The cursor after this page. */
  since: z.string(),
  /** Whether another page follows at once. */
  more: z.boolean(),
});
export type ReviewEventPage = z.infer<typeof reviewEventPageSchema>;

/** A student's exam date and when they set it (shared/study-settings.ts): PUT /api/settings's body. */
export const studySettingsSchema = z.object({
  examDate: z
    .string()
    .refine((value) => dayNumberOf(value) !== null, { message: 'La fecha del examen no es válida.' })
    .nullable(),
  updatedAt: z.iso.datetime({ offset: true, error: 'La hora del cambio no es válida.' }),
});

/** The academy's active FSRS weight set as GET /api/settings answers it (null: the defaults). */
export const fsrsParametersAnswerSchema = z.object({ version: z.number(), weights: z.array(z.number()).readonly() });
export type FsrsParametersAnswer = z.infer<typeof fsrsParametersAnswerSchema>;

/** What GET and PUT /api/settings answer: the student's settings (null when none) and their group's exam date. */
export const settingsAnswerSchema = z.object({
  settings: studySettingsSchema.nullable(),
  groupExamDate: z.string().nullable(),
  /** GET only (absent from the PUT's answer: what the device kept stays). */
  fsrsParameters: fsrsParametersAnswerSchema.nullable().optional(),
});
export type SettingsAnswer = z.infer<typeof settingsAnswerSchema>;

/**
 * GET /api/progress/due: how many questions are due today (Lima's day) for the signed-in student, read
 * from the server's kept projection at the moment of the read (issue 52 §1): the course sidebar's
 * 'Repaso N' on a device that has not computed the figures itself.
 */
export const dueTodayAnswerSchema = z.object({ dueToday: z.number().int().nonnegative() });
export type DueTodayAnswer = z.infer<typeof dueTodayAnswerSchema>;
