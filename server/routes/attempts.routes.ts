/**
 * /api/attempts: finished exam attempts synced from devices, exactly once. The server rescores every
 * attempt from the bank; the device's score is never trusted.
 */
import { createHash } from 'node:crypto';
import { Hono } from 'hono';
import { findExam } from '../../src/content/exams';
import { findQuestion } from '../../src/content/question-bank';
import type { Question } from '../../src/content/types';
import type { AttemptBody } from '../../src/shared/attempt';
import { attemptBodySchema } from '../../src/shared/attempt-schema';
import { optionIndex, scoreAnswers } from '../../src/shared/scoring';
import { HttpError, readBody, requireStudent, type AuthEnv } from '../lib/http';
import type { TokenService } from '../lib/tokens';
import type { AttemptRow, AttemptsRepository } from '../repositories/attempts.repository';
import type { CachedStudentsRepository } from '../repositories/cached-students.repository';

/**
 * Years 2000–9998 in UTC: a device clock outside them is wrong, and such timestamps break storage
 * (PostgreSQL has no year 0 nor a '+010000' year; years below 1000 come back misread).
 */
const EARLIEST = Date.parse('2000-01-01T00:00:00Z');
const LATEST = Date.parse('9999-01-01T00:00:00Z');
const plausible = (iso: string) => {
  const time = Date.parse(iso);
  return time >= EARLIEST && time < LATEST;
};

/** A stable fingerprint of what the device sent, to tell a replay from a conflicting reuse of an id. */
function contentHash(body: AttemptBody): string {
  const answers = [...body.answers]
    .map((a) => ({ questionId: a.questionId, selectedOptions: [...a.selectedOptions].sort() }))
    .sort((a, b) => a.questionId.localeCompare(b.questionId));
  const canonical = JSON.stringify({
    examId: body.examId,
    startedAt: new Date(body.startedAt).toISOString(),
    finishedAt: new Date(body.finishedAt).toISOString(),
    answers,
  });
  return createHash('sha256').update(canonical).digest('hex');
}

function present(row: AttemptRow) {
  return {
    id: row.id,
    examId: row.examId,
    startedAt: new Date(row.startedAt).toISOString(),
    finishedAt: new Date(row.finishedAt).toISOString(),
    answers: row.answers,
    score: row.score,
    correct: row.correct,
    total: row.total,
    receivedAt: new Date(row.receivedAt).toISOString(),
  };
}

export function attemptsRoutes(deps: {
  students: Pick<CachedStudentsRepository, 'findById'>;
  attempts: AttemptsRepository;
  tokens: TokenService;
}) {
  const app = new Hono<AuthEnv>();
  const signedIn = requireStudent(deps.tokens, deps.students);

  app.post(
    '/',
    signedIn(async (c) => {
      const body = await readBody(c, attemptBodySchema);
      const exam = findExam(body.examId);
      if (!exam || exam.id !== body.examId) throw new HttpError(400, 'El examen indicado no existe.');
      // Exams are frozen (content/exam-sets.ts), so an attempt answers exactly its exam's questions.
      if (body.answers.length !== exam.questionIds.length) {
        throw new HttpError(400, `Un intento debe incluir las ${exam.questionIds.length} preguntas del examen.`);
      }
      const questions: Question[] = [];
      for (const answer of body.answers) {
        const question = exam.questionIds.includes(answer.questionId) ? findQuestion(answer.questionId) : undefined;
        if (!question) throw new HttpError(400, `La pregunta ${answer.questionId} no pertenece a este examen.`);
        if (questions.includes(question)) throw new HttpError(400, `La pregunta ${answer.questionId} está repetida.`);
        questions.push(question);
        for (const option of answer.selectedOptions) {
          const index = optionIndex(option);
          if (!(index >= 0 && index < question.options.length)) {
            throw new HttpError(400, `La opción '${option}' no existe en la pregunta ${answer.questionId}.`);
          }
        }
      }
      if (!plausible(body.startedAt) || !plausible(body.finishedAt)) {
        throw new HttpError(400, 'Las fechas del intento no son válidas.');
      }
      if (Date.parse(body.finishedAt) < Date.parse(body.startedAt)) {
        throw new HttpError(400, 'La hora de fin no puede ser anterior a la de inicio.');
      }
      const result = scoreAnswers(questions, body.answers);
      const hash = contentHash(body);
      const { created, row } = await deps.attempts.insertOnce({
        studentId: c.get('student').id,
        id: body.id,
        examId: exam.id,
        startedAt: new Date(body.startedAt).toISOString(),
        finishedAt: new Date(body.finishedAt).toISOString(),
        answers: body.answers,
        score: result.percent,
        correct: result.correct,
        total: result.total,
        contentHash: hash,
      });
      if (row.contentHash !== hash) {
        throw new HttpError(422, 'Ya existe un intento con este identificador y contenido distinto.');
      }
      return c.json(present(row), created ? 201 : 200);
    }),
  );

  app.get('/', signedIn(async (c) => c.json((await deps.attempts.listOf(c.get('student').id)).map(present))));

  return app;
}
