/**
 * /api/reports: 'Reportar un error' on a question of the result review (issue 20). The device queues
 * a report offline with an id it made, so a replay is stored once and answered like the first time.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { findExam } from '../../src/content/exams';
import { isMistakesExam } from '../../src/content/exam-catalog';
import { findQuestion } from '../../src/content/question-bank';
import { requireCourse, type StudentsWithCourses, HttpError, readBody, requireStudent, tooManyRequests, type AuthEnv, type TokenService } from '../lib/http';
import type { Limit, RateLimiter } from '../lib/rate-limit';
import type { ReportRow, ReportsRepository } from '../repositories/reports.repository';

export const REPORT_MAX = 1000;
/** New reports a student may send in a day: far more than honest use, well short of a flood. */
export const DAILY_REPORTS: Limit = { max: 50, windowMs: 24 * 60 * 60 * 1000 };

const reportBodySchema = z.object({
  id: z.uuid('El identificador del reporte no es válido.'),
  questionId: z.string().max(40),
  examId: z.string().max(80).nullable().optional(),
  attemptId: z.uuid('El identificador del intento no es válido.').nullable().optional(),
  text: z
    .string()
    .trim()
    .min(1, 'Describe el error que encontraste.')
    .max(REPORT_MAX, `El reporte admite hasta ${REPORT_MAX} caracteres.`),
});

function present(row: ReportRow) {
  return {
    id: row.id,
    at: new Date(row.createdAt).toISOString(),
    questionId: row.questionId,
    examId: row.examId,
    attemptId: row.attemptId,
    text: row.text,
    status: row.status,
  };
}

export function reportsRoutes(deps: {
  students: StudentsWithCourses;
  reports: ReportsRepository;
  tokens: TokenService;
  limiter: RateLimiter;
  now: () => number;
}) {
  const app = new Hono<AuthEnv>();
  const signedIn = requireStudent(deps.tokens, deps.students);

  app.post(
    '/',
    signedIn,
    async (c) => {
      const body = await readBody(c, reportBodySchema);
      const student = c.get('student');
      // Questions belong to the course; a student whose access has ended may still report what they saw.
      await requireCourse(deps.students, student.id);
      if (!findQuestion(body.questionId)) throw new HttpError(400, `La pregunta ${body.questionId} no existe.`);
      const examId = body.examId ?? null;
      if (examId !== null && !findExam(examId) && !isMistakesExam(examId)) throw new HttpError(400, 'El examen indicado no existe.');
      const report = {
        id: body.id.toLowerCase(),
        studentId: student.id,
        questionId: body.questionId,
        examId,
        attemptId: body.attemptId?.toLowerCase() ?? null,
        text: body.text,
      };
      const stored = await deps.reports.find(report.id);
      const counted = stored ? undefined : await deps.limiter.consume(`reports:${student.id}`, DAILY_REPORTS);
      if (counted && !counted.allowed) {
        throw tooManyRequests(counted.retryAfterSeconds, 'Llegaste al máximo de reportes que se pueden enviar en un día. Tu reporte sigue en tu dispositivo y se enviará más tarde.');
      }
      const { created, row } = await deps.reports.insertOnce({ ...report, createdAt: new Date(deps.now()).toISOString() });
      if (!created && counted?.allowed) await deps.limiter.refund(counted.hit);
      const same =
        row.studentId === report.studentId &&
        row.questionId === report.questionId &&
        row.examId === report.examId &&
        row.attemptId === report.attemptId &&
        row.text === report.text;
      if (!same) throw new HttpError(422, 'Ya existe un reporte con este identificador y contenido distinto.');
      return c.json(present(row), created ? 201 : 200);
    },
  );

  // The student's own reports with what the academy did (issue 48 §5): a device shows 'Corregido:
  // <nota>' under the question once a report is resolved, also one sent from another device.
  app.get('/', signedIn, async (c) => {
    const rows = await deps.reports.ofStudent(c.get('student').id);
    return c.json({
      reports: rows.map((row) => ({ ...present(row), resolvedAt: row.resolvedAt ? new Date(row.resolvedAt).toISOString() : null, note: row.status === 'resolved' ? row.note : null })),
    });
  });

  return app;
}
