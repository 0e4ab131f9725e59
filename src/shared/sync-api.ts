/**
 * The student's sync wire as zod schemas (issue 52 §4), one definition each: what the device posts
 * (POST /api/progress/events: its ReviewEvent, src/shared/learning/events.ts, its append-only log of
 * answers; POST /api/attempts: a finished exam) and what the server answers it. The server validates
 * the bodies and builds its answers with them; the device's sync kinds read the answers' types. The
 * PWA imports this module with `import type` only (lint keeps it so): the schemas, and zod, stay out
 * of its bundle.
 */
import { z } from 'zod';
import { type ReviewEvent, MAX_EVENTS_PER_POST } from './learning/events';
import { dayNumberOf } from './learning/local-days';

const QUESTION_ID = /^q\d+$/;

/**
 * Any 8-4-4-4-12 hex id, as PostgreSQL's uuid type takes it, rather than z.uuid()'s RFC 9562 check of
 * the version and variant bits: exam events carry hash-derived ids (events.ts, nameBasedId), and an
 * id refused here would keep its whole batch in the device's outbox for good.
 */
const eventId = (message: string) => z.guid({ error: message });

export const reviewEventSchema = z.object(
  {
    id: eventId('El identificador de una respuesta no es válido.'),
    questionId: z
      .string({ error: 'Identificador de pregunta no válido.' })
      .regex(QUESTION_ID, { error: 'Identificador de pregunta no válido.' }),
    correct: z.boolean({ error: 'Una de las respuestas no indica si fue correcta.' }),
    answeredAt: z.iso.datetime({ offset: true, error: 'La fecha de una respuesta no es válida.' }),
    source: z.enum(['exam', 'review'], { error: 'El origen de una respuesta no es válido.' }),
    attemptId: eventId('El identificador del intento no es válido.').optional(),
    questionVersion: z
      .number({ error: 'La versión de una pregunta no es válida.' })
      .int({ error: 'La versión de una pregunta no es válida.' })
      .min(1, { error: 'La versión de una pregunta no es válida.' })
      .max(1_000_000, { error: 'La versión de una pregunta no es válida.' })
      .optional(),
  },
  { error: 'Una de las respuestas enviadas no es válida.' },
  // What passes is a ReviewEvent: tsc fails here when the two shapes drift apart.
) satisfies z.ZodType<ReviewEvent>;

export { MAX_EVENTS_PER_POST };

/** Body of POST /api/progress/events: events the server has not confirmed yet (the device's outbox). */
export const reviewEventsBodySchema = z.object({
  events: z
    .array(reviewEventSchema, { error: 'Falta la lista de respuestas a enviar.' })
    .min(1, { error: 'Envía al menos una respuesta.' })
    .max(MAX_EVENTS_PER_POST, { error: `Se pueden enviar como máximo ${MAX_EVENTS_PER_POST} respuestas a la vez.` }),
});

// ── POST /api/attempts: a finished exam ──

/** A published exam, or 'Repetir solo mis errores' of one (src/content/exam-catalog.ts). */
// A published exam, a simulacro (its 10 question numbers in base 36) or the mistakes exam of either.
const EXAM_ID = /^(errores-)?((principal|complementario)-\d{2}|simulacro(-[0-9a-z]{1,4}){10})$/;
const OPTION_ID = /^[a-z]$/;

export const attemptAnswerSchema = z.object({
  questionId: z.string().regex(QUESTION_ID, { error: 'Identificador de pregunta no válido.' }),
  selectedOptions: z.array(z.string().regex(OPTION_ID, { error: 'Identificador de opción no válido.' })).max(26),
});

/** Body of POST /api/attempts: what the device knows; the server computes the score itself. */
export const attemptBodySchema = z.object({
  id: z.uuid({ error: 'El identificador del intento no es válido.' }),
  examId: z.string().regex(EXAM_ID, { error: 'Identificador de examen no válido.' }),
  startedAt: z.iso.datetime({ offset: true, error: 'La fecha de inicio no es válida.' }),
  finishedAt: z.iso.datetime({ offset: true, error: 'La fecha de fin no es válida.' }),
  answers: z.array(attemptAnswerSchema).max(100),
  /** The content version the run began with (issue 48): the server scores each question as of it. Absent: the bundled bank. */
  contentVersion: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER).optional(),
});

// ── What the server answers the device ──

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
