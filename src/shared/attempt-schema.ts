/** Server-side validation of POST /api/attempts bodies (zod stays out of the PWA bundle). */
import { z } from 'zod';

/** A published exam, or 'Repetir solo mis errores' of one (src/content/exam-catalog.ts). */
// A published exam, a simulacro (its 10 question numbers in base 36) or the mistakes exam of either.
const EXAM_ID = /^(errores-)?((principal|complementario)-\d{2}|simulacro(-[0-9a-z]{1,4}){10})$/;
const QUESTION_ID = /^q\d+$/;
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
