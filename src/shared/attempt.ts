/**
 * A finished exam attempt and an exam run in progress: the shapes the device stores (lib/storage.ts)
 * and the attempt body the API accepts. Shared by client and server, so both validate the same way.
 * An attempt's id is made on the device (crypto.randomUUID()), which makes syncing idempotent.
 */
import { z } from 'zod';

export interface AttemptAnswer {
  questionId: string;
  /** Option ids ('a', 'b'…); empty when the question was left unanswered. */
  selectedOptions: string[];
}

export interface Attempt {
  /** UUID made on the device. */
  id: string;
  examId: string;
  /** ISO timestamps. */
  startedAt: string;
  finishedAt: string;
  /** One per exam question, in exam order. */
  answers: AttemptAnswer[];
  /** Percent, 0–100. */
  score: number;
  correct: number;
  total: number;
  /** Set only once the server has confirmed it stored the attempt (outbox). */
  syncedAt?: string;
}

/** An exam run in progress, saved after every change so it survives a reload or a closed app. */
export interface SavedRun {
  examId: string;
  attemptId: string;
  /** Epoch milliseconds (wall clock). */
  startedAt: number;
  deadline: number;
  /** Index of the question on screen. */
  current: number;
  /** Selected option ids per question id, oldest selection first. */
  answers: Record<string, string[]>;
}

const EXAM_ID = /^(principal|complementario)-\d{2}$/;
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
});

export type AttemptBody = z.infer<typeof attemptBodySchema>;

/** Validates a run read back from storage (it may have been written by an older version). */
export const savedRunSchema = z.object({
  examId: z.string().min(1),
  attemptId: z.string().min(1),
  startedAt: z.number(),
  deadline: z.number(),
  current: z.number().int().min(0),
  answers: z.record(z.string(), z.array(z.string())),
});

/** The POST body for a stored attempt (drops the device-only fields). */
export function attemptBody(attempt: Attempt): AttemptBody {
  const { id, examId, startedAt, finishedAt, answers } = attempt;
  return { id, examId, startedAt, finishedAt, answers };
}
