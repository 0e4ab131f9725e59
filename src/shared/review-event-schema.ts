/**
 * Server-side validation of POST /api/progress/events bodies (zod stays out of the PWA bundle): the
 * device's ReviewEvent (src/shared/learning/events.ts), its append-only log of answers.
 */
import { z } from 'zod';
import type { ReviewEvent } from './learning/events';
import { MAX_EVENTS_PER_POST } from './sync-limits';

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
