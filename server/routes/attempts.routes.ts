/**
 * /api/attempts: finished exam attempts synced from devices, exactly once. The server rescores every
 * attempt from the bank; the device's score is never trusted. An attempt that names the content
 * version its run began with (issue 48) is scored, and its events derived, with each question as the
 * device had it then (the academy's corrections up to that version), so device and server agree
 * after a key is changed from the console; the versions used are stored with the attempt.
 */
import { createHash } from 'node:crypto';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { findExam, versionHolding } from '../../src/content/exams';
import { isMistakesExam, sourceExamOf } from '../../src/content/exam-catalog';
import { findQuestion } from '../../src/content/question-bank';
import type { Question } from '../../src/content/types';
import type { AttemptBody } from '../../src/shared/attempt';
import { attemptBodySchema } from '../../src/shared/sync-api';
import { optionIndex, scoreAnswers } from '../../src/shared/scoring';
import { decodeCursor, encodeCursor, inTheFuture, plausibleTime, requireAccessAt, requireCourse, type StudentsWithCourses, HttpError, readBody, requireStudent, tooManyRequests, type AuthEnv, type TokenService } from '../lib/http';
import type { Limit, RateLimiter } from '../lib/rate-limit';
import type { AnswerLogRepository, AttemptRow, AttemptsRepository } from '../repositories/answer-log.repository';

/** New attempts a student may store in a day: far beyond what anyone studies, well short of a flood. */
export const DAILY_ATTEMPTS: Limit = { max: 200, windowMs: 24 * 60 * 60 * 1000 };
export const PAGE_SIZE = 100;

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
  students: StudentsWithCourses;
  attempts: AttemptsRepository;
  log: AnswerLogRepository;
  tokens: TokenService;
  limiter: RateLimiter;
  now: () => number;
  /** The questions of `ids` as of content version `asOf` that differ from the bundle (none: the bundle). */
  questionsAsOf?: (ids: string[], asOf: number) => Promise<Map<string, { question: Question; version: number }>>;
}) {
  const app = new Hono<AuthEnv>();
  const signedIn = requireStudent(deps.tokens, deps.students);

  app.post(
    '/',
    signedIn,
    async (c) => {
      const body = await readBody(c, attemptBodySchema);
      const student = c.get('student');
      // Every exam belongs to the one course: a student without it has no exam to have taken.
      const course = await requireCourse(deps.students, student.id);
      // A mistakes exam answers some of its source exam's questions; a published exam, all of them.
      const mistakes = isMistakesExam(body.examId);
      const exam = mistakes ? sourceExamOf(body.examId) : findExam(body.examId);
      if (!exam || (!mistakes && exam.id !== body.examId)) throw new HttpError(400, 'El examen indicado no existe.');
      // Exams are frozen (content/exam-sets.ts), so an attempt answers exactly its exam's questions:
      // those of today's version or, for a run begun before a rebuild, of an earlier one (exam-history.ts).
      const answered = body.answers.map((a) => a.questionId);
      const version = versionHolding(exam.id, answered) ?? exam.questionIds;
      if (!mistakes && body.answers.length !== version.length) {
        throw new HttpError(400, `Un intento debe incluir las ${version.length} preguntas del examen.`);
      }
      if (mistakes && (body.answers.length === 0 || body.answers.length > version.length)) {
        throw new HttpError(400, `Un repaso de errores incluye entre 1 y ${version.length} preguntas del examen.`);
      }
      const asOf = body.contentVersion && deps.questionsAsOf ? await deps.questionsAsOf(answered.filter((id) => version.includes(id)), body.contentVersion) : new Map<string, { question: Question; version: number }>();
      const questions: Question[] = [];
      for (const answer of body.answers) {
        const question = version.includes(answer.questionId) ? (asOf.get(answer.questionId)?.question ?? findQuestion(answer.questionId)) : undefined;
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
      if (!plausibleTime(body.startedAt) || !plausibleTime(body.finishedAt)) {
        throw new HttpError(400, 'Las fechas del intento no son válidas.');
      }
      if (Date.parse(body.finishedAt) < Date.parse(body.startedAt)) {
        throw new HttpError(400, 'La hora de fin no puede ser anterior a la de inicio.');
      }
      if (inTheFuture(body.finishedAt, deps.now())) {
        throw new HttpError(400, 'La hora de fin del intento está en el futuro. Revisa la fecha y hora de tu dispositivo.');
      }
      // An attempt finished while the student had access counts, however late it syncs.
      requireAccessAt(course, [body.finishedAt]);
      const result = scoreAnswers(questions, body.answers);
      const hash = contentHash(body);
      // A replay is answered as always; only an attempt new to the server counts toward the day, and
      // once: counted by its id, also when its first upload was cut off after counting (a crash).
      const counted = (await deps.attempts.exists(student.id, body.id)) ? undefined : await deps.limiter.consume(`attempts:${student.id}`, DAILY_ATTEMPTS, body.id);
      if (counted && !counted.allowed) {
        throw tooManyRequests(counted.retryAfterSeconds, 'Llegaste al máximo de intentos que se pueden guardar en un día. Tus resultados siguen en tu dispositivo y se enviarán más tarde.');
      }
      // With the attempt, in one transaction: its answers as events of the log and the student's
      // learning state (repositories/answer-log.repository.ts).
      const { created, row } = await deps.log.ingestAttempt({
        studentId: student.id,
        id: body.id,
        examId: mistakes ? body.examId : exam.id,
        startedAt: new Date(body.startedAt).toISOString(),
        finishedAt: new Date(body.finishedAt).toISOString(),
        answers: body.answers,
        score: result.percent,
        correct: result.correct,
        total: result.total,
        contentHash: hash,
        questionVersions: body.contentVersion ? Object.fromEntries(answered.map((id) => [id, asOf.get(id)?.version ?? 1])) : null,
      }, deps.now(), new Map(questions.map((q) => [q.id, q])));
      if (row.contentHash !== hash) {
        throw new HttpError(422, 'Ya existe un intento con este identificador y contenido distinto.');
      }
      return c.json(present(row), created ? 201 : 200);
    },
  );

  /**
   * GET /regraded?since=N: the student's attempts 'Recalificar' rescored after number N (0: ever), with
   * their new scores and the number to ask from next; each device's sync round takes them once.
   */
  app.get('/regraded', signedIn, async (c) => {
    const since = c.req.query('since') ?? '0';
    if (!/^(0|[1-9]\d{0,15})$/.test(since)) throw new HttpError(400, 'El parámetro since no es válido. Vuelve a pedir desde 0.');
    const rows = await deps.attempts.regradedSince(c.get('student').id, Number(since), PAGE_SIZE);
    const last = rows[rows.length - 1];
    return c.json({
      attempts: rows.map((row) => ({ id: row.id, score: row.score, correct: row.correct, total: row.total })),
      since: last?.regradedSeq ? String(last.regradedSeq) : since,
      more: rows.length === PAGE_SIZE,
    });
  });

  app.get(
    '/',
    compress(),
    signedIn,
    async (c) => {
      const cursor = c.req.query('cursor');
      const after = cursor === undefined ? undefined : decodeCursor(cursor);
      // One more than a page tells whether another page follows.
      const rows = await deps.attempts.pageOf(c.get('student').id, PAGE_SIZE + 1, after);
      const page = rows.slice(0, PAGE_SIZE);
      const last = page[page.length - 1];
      const next = rows.length > PAGE_SIZE ? encodeCursor(last.finishedAt, last.id) : null;
      return c.json({ attempts: page.map(present), next });
    },
  );

  return app;
}
