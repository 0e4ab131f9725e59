/**
 * How the real exam went (issue 49 §4). /api/outcomes: a student's own outcomes (GET) and one more
 * (POST, from the device's 'outcomes' outbox: stored once by its id, once per exam date; a replay or
 * a second answer for the same date gets the one stored). /api/admin/exam-results: 'Resultados del
 * examen' for operators, per readiness band and per group (shared/exam-outcomes.ts' table).
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { OUTCOME_RESULTS, outcomeTable, type StoredOutcome } from '../../src/shared/exam-outcomes';
import { limaDate } from '../../src/shared/course-access';
import { dayNumberOf } from '../../src/shared/learning/local-days';
import { inTheFuture, plausibleTime, type StudentsWithCourses, HttpError, readBody, requireOperator, requireStudent, type AuthEnv, type TokenService } from '../lib/http';
import type { ExamOutcomesRepository } from '../repositories/exam-outcomes.repository';
import type { StudentsRepository } from '../repositories/students.repository';

const outcomeSchema = z.object({
  id: z.uuid('El identificador de la respuesta no es válido.'),
  examDate: z.string().refine((value) => dayNumberOf(value) !== null, { message: 'La fecha del examen no es válida.' }),
  result: z.enum(OUTCOME_RESULTS, { error: 'La respuesta no es válida.' }),
  answeredAt: z.iso.datetime({ offset: true, error: 'La hora de la respuesta no es válida.' }),
});

const present = ({ id, examDate, result, answeredAt, readiness, passProbability }: StoredOutcome): StoredOutcome => ({ id, examDate, result, answeredAt, readiness, passProbability });

export function examOutcomesRoutes(deps: { students: StudentsWithCourses; outcomes: ExamOutcomesRepository; tokens: TokenService; now: () => number }) {
  const app = new Hono<AuthEnv>();
  const signedIn = requireStudent(deps.tokens, deps.students);

  app.get('/', signedIn, async (c) => c.json({ outcomes: (await deps.outcomes.ofStudent(c.get('student').id)).map(present) }));

  app.post('/', signedIn, async (c) => {
    const body = await readBody(c, outcomeSchema);
    const student = c.get('student');
    const now = deps.now();
    if (!plausibleTime(body.answeredAt) || inTheFuture(body.answeredAt, now)) throw new HttpError(400, 'La hora de la respuesta no es válida. Revisa la fecha y hora de tu dispositivo.');
    // From the exam day on: before it there is nothing to tell.
    if (body.examDate > limaDate(now)) throw new HttpError(400, 'Tu examen todavía no ha llegado.');
    const id = body.id.toLowerCase();
    const stored = await deps.outcomes.find(id);
    if (stored && stored.studentId !== student.id) throw new HttpError(409, 'El identificador de la respuesta ya está en uso.');
    if (stored) return c.json({ outcome: present(stored) });
    const readiness = await deps.outcomes.readinessAsOf(student.id, body.examDate);
    const { created, outcome } = await deps.outcomes.insertOnce(
      { id, studentId: student.id, examDate: body.examDate, result: body.result, answeredAt: new Date(body.answeredAt).toISOString(), createdAt: new Date(now).toISOString() },
      readiness,
    );
    if (outcome.studentId !== student.id) throw new HttpError(409, 'El identificador de la respuesta ya está en uso.');
    return c.json({ outcome: present(outcome) }, created ? 201 : 200);
  });

  return app;
}

export function examResultsAdminRoutes(deps: { outcomes: ExamOutcomesRepository; students: StudentsRepository; tokens: TokenService }) {
  const app = new Hono<AuthEnv>();
  app.get('/', requireOperator(deps.tokens, deps.students), async (c) => c.json(outcomeTable(await deps.outcomes.forTable())));
  return app;
}
