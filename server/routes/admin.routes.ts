/**
 * /api/admin: the academy's console (issue 20), for operators only. Students and their course access,
 * their progress, the item analysis of the exams' questions, students' reports, and the audit log
 * in which every change made here is recorded. The contract is CONSOLE-API.md.
 */
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { topics } from '../../src/content/course';
import { examTitle } from '../../src/content/exam-catalog';
import { activeQuestions, findQuestion } from '../../src/content/question-bank';
import type { TopicId } from '../../src/content/types';
import { STUDENT_SORTS, type Readiness, type StudentRow, type StudentSort } from '../../src/shared/console-rows';
import { accessStatus, isCalendarDate, limaDate, type AccessStatus } from '../../src/shared/course-access';
import { readiness } from '../../src/shared/learning/readiness';
import { PASS_PERCENT, isCorrect } from '../../src/shared/scoring';
import { toCsv } from '../lib/csv';
import { HttpError, readBody, readQuery, requireOperator, type AuthEnv } from '../lib/http';
import { itemStatistics, needsReview } from '../lib/item-statistics';
import { generatePassword, hashPassword } from '../lib/passwords';
import type { PasswordLinks } from '../lib/password-links';
import type { TokenService } from '../lib/tokens';
import type { AttemptRow } from '../repositories/attempts.repository';
import type { AuditAction, AuditRepository } from '../repositories/audit.repository';
import type { ConsoleRepository, StudentSummary } from '../repositories/console.repository';
import type { ListedReport, ReportsRepository } from '../repositories/reports.repository';
import type { Student, StudentsRepository } from '../repositories/students.repository';
import { COURSE_SLUG } from '../seed';

export const PAGE_SIZE = 50;
const READINESS_MAX_AGE_MS = 60 * 60 * 1000;
const READINESS_CACHE_MAX = 10_000;
export const NOTE_MAX = 1000;

/**
 * Where mail ends up (issue 19): 'smtp' reaches the student, so a new student gets a welcome link;
 * 'outbox' only writes .eml files on the server, so the operator is shown the new password instead.
 */
export type MailDelivery = 'smtp' | 'outbox';

const TOPIC_IDS: readonly TopicId[] = topics.map((t) => t.id);
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const endsAtSchema = z.string().refine(isCalendarDate, 'La fecha de fin no es válida: usa el formato AAAA-MM-DD.');
const newStudentSchema = z.object({
  name: z.string().trim().min(1, 'Escribe el nombre del estudiante.').max(200, 'El nombre es demasiado largo.'),
  email: z.string().trim().max(254, 'El correo es demasiado largo.').regex(EMAIL, 'El correo no es válido.'),
  endsAt: endsAtSchema.nullable().optional(),
});
const accessSchema = z.object({ endsAt: endsAtSchema.nullable() });
const resolveSchema = z.object({ note: z.string().trim().max(NOTE_MAX, `La nota admite hasta ${NOTE_MAX} caracteres.`).optional() });

const direction = z.enum(['asc', 'desc']).default('asc');
const studentsQuery = z.object({
  q: z.string().max(200).optional(),
  sort: z.enum(STUDENT_SORTS).default('name'),
  dir: direction,
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
});
const pageQuery = z.object({ page: z.coerce.number().int().min(1).max(1_000_000).default(1) });
const questionsQuery = z.object({ sort: z.enum(['facility', 'discrimination', 'answers', 'id']).default('id'), dir: direction });
const reportsQuery = z.object({ status: z.enum(['open', 'resolved', 'all']).default('open') });

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const NO_STUDENT = 'No existe ese estudiante.';

/** Lower case without accents: 'Núñez' is found by 'nunez'. */
function folded(text: string): string {
  return text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase();
}

const ACCESS_RANK: Record<AccessStatus, number> = { none: 0, expired: 1, active: 2 };
const byName = new Intl.Collator('es', { sensitivity: 'base', numeric: true });

/** A column's sort key; null (no figure) puts the row last whatever the direction. */
type Key = (row: StudentRow) => number | string | null;
const STUDENT_KEYS: Record<StudentSort, Key[]> = {
  name: [(r) => r.name],
  email: [(r) => r.email],
  // No access, then ended, then active; among them by end date, an open-ended access last.
  access: [(r) => ACCESS_RANK[r.access.status], (r) => (r.access.status === 'none' ? '' : (r.access.endsAt ?? '9999-12-31'))],
  lastActivity: [(r) => (r.lastActivityAt === null ? null : Date.parse(r.lastActivityAt))],
  attempts: [(r) => r.attempts],
  bestScore: [(r) => r.bestScore],
  readiness: [(r) => r.readiness?.estimate ?? null],
};

function compareKeys(keys: readonly Key[], desc: boolean) {
  return (a: StudentRow, b: StudentRow): number => {
    for (const key of keys) {
      const x = key(a);
      const y = key(b);
      if (x === y) continue;
      if (x === null) return 1;
      if (y === null) return -1;
      const order = typeof x === 'string' && typeof y === 'string' ? byName.compare(x, y) : x < y ? -1 : 1;
      if (order !== 0) return desc ? -order : order;
    }
    return a.id - b.id;
  };
}

function presentAttempt(row: AttemptRow) {
  return {
    id: row.id,
    examId: row.examId,
    examTitle: examTitle(row.examId),
    startedAt: new Date(row.startedAt).toISOString(),
    finishedAt: new Date(row.finishedAt).toISOString(),
    receivedAt: new Date(row.receivedAt).toISOString(),
    answers: row.answers,
    score: row.score,
    correct: row.correct,
    total: row.total,
    passed: row.score >= PASS_PERCENT,
  };
}

/** Per topic of the course, in order: the answers the student's attempts gave and how many were right. */
function topicResults(rows: readonly AttemptRow[]) {
  const counts = new Map<number, { answered: number; correct: number }>(topics.map((t) => [t.id, { answered: 0, correct: 0 }]));
  for (const row of rows) {
    for (const answer of row.answers) {
      const question = findQuestion(answer.questionId);
      const count = question && counts.get(question.topic);
      if (!count) continue;
      count.answered += 1;
      if (isCorrect(question, answer.selectedOptions)) count.correct += 1;
    }
  }
  return topics.map((t) => ({ topic: t.id, title: t.title, ...counts.get(t.id)! }));
}

/** Reports grouped by question (the question whose newest report is newest first), newest first within. */
function groupByQuestion(reports: readonly ListedReport[]): ListedReport[] {
  const order = new Map<string, number>();
  for (const report of reports) if (!order.has(report.questionId)) order.set(report.questionId, order.size);
  // The list comes newest first, so a stable sort by first appearance keeps each group newest first.
  return [...reports].sort((a, b) => order.get(a.questionId)! - order.get(b.questionId)!);
}

function presentReport(report: ListedReport) {
  return {
    id: report.id,
    at: new Date(report.createdAt).toISOString(),
    student: report.student,
    questionId: report.questionId,
    questionText: findQuestion(report.questionId)?.text ?? '',
    examId: report.examId,
    attemptId: report.attemptId,
    text: report.text,
    status: report.status,
    resolvedAt: report.resolvedAt === null ? null : new Date(report.resolvedAt).toISOString(),
    resolvedBy: report.resolver,
    note: report.note,
  };
}

const CSV_ACCESS: Record<AccessStatus, string> = { active: 'Activo', expired: 'Vencido', none: 'Sin acceso' };
const CSV_HEADER = ['Nombre', 'Correo', 'Acceso', 'Acceso hasta', 'Última actividad', 'Intentos', 'Mejor nota', 'Preparación estimada', 'Rango bajo', 'Rango alto'];

export function adminRoutes(deps: {
  students: StudentsRepository;
  console: ConsoleRepository;
  audit: AuditRepository;
  reports: ReportsRepository;
  tokens: TokenService;
  now: () => number;
  links: Pick<PasswordLinks, 'sendPasswordLink' | 'handOverLink'>;
  mailDelivery: MailDelivery;
}) {
  const { students, audit, reports, now } = deps;
  const app = new Hono<AuthEnv>();
  const operator = requireOperator(deps.tokens, students);

  function record(c: Context<AuthEnv>, action: AuditAction, targetId: number | null, details: Record<string, unknown>) {
    return audit.record({ at: new Date(now()).toISOString(), operatorId: c.get('student').id, action, targetId, details });
  }

  /**
   * Readiness replays a student's whole log (some 30 ms for 1,000 answers), so each figure is kept
   * while the log is the same version and for at most READINESS_MAX_AGE_MS (it also moves with time,
   * as memories fade).
   */
  const readinessCache = new Map<number, { version: string; at: number; figure: Readiness }>();

  /** The rows of these summaries; readiness only for those `withReadiness` picks. */
  async function rowsOf(summaries: readonly StudentSummary[], withReadiness: (summary: StudentSummary) => boolean): Promise<StudentRow[]> {
    const at = now();
    const figures = new Map<number, Readiness>();
    const stale: StudentSummary[] = [];
    for (const s of summaries) {
      if (s.eventsVersion === null || !withReadiness(s)) continue;
      const cached = readinessCache.get(s.id);
      if (cached && cached.version === s.eventsVersion && at - cached.at < READINESS_MAX_AGE_MS) figures.set(s.id, cached.figure);
      else stale.push(s);
    }
    const events = await deps.console.eventsOf(stale.map((s) => s.id));
    if (readinessCache.size + stale.length > READINESS_CACHE_MAX) readinessCache.clear();
    for (const s of stale) {
      const figure = readiness(events.get(s.id) ?? [], activeQuestions, at, { topics: TOPIC_IDS });
      const row = { estimate: figure.expected, low: figure.low, high: figure.high, early: figure.early };
      readinessCache.set(s.id, { version: s.eventsVersion!, at, figure: row });
      figures.set(s.id, row);
    }
    return summaries.map((s) => ({
      id: s.id,
      name: s.name,
      email: s.email,
      access: { status: accessStatus(s.enrolled, s.endsAt, at), endsAt: s.enrolled ? s.endsAt : null },
      lastActivityAt: s.lastActivityAt === null ? null : new Date(s.lastActivityAt).toISOString(),
      attempts: s.attempts,
      bestScore: s.bestScore,
      readiness: figures.get(s.id) ?? null,
    }));
  }

  /** The students that match `q`, sorted, with their summaries; readiness computed for every row when asked or when it is the sort key. */
  async function sortedRows(query: { q?: string; sort: StudentSort; dir: 'asc' | 'desc' }, allReadiness: boolean) {
    const needle = folded((query.q ?? '').trim());
    const matching = (await deps.console.summaries()).filter((s) => !needle || folded(s.name).includes(needle) || folded(s.email).includes(needle));
    const rows = await rowsOf(matching, () => allReadiness || query.sort === 'readiness');
    return { rows: rows.sort(compareKeys(STUDENT_KEYS[query.sort], query.dir === 'desc')), summaries: new Map(matching.map((s) => [s.id, s])) };
  }

  async function rowOf(id: number): Promise<StudentRow> {
    const summary = await deps.console.summary(id);
    if (!summary) throw new HttpError(404, NO_STUDENT);
    const [row] = await rowsOf([summary], () => true);
    return row;
  }

  /** The student behind `:id` (operators are not students here); 404 otherwise. */
  async function studentParam(c: Context<AuthEnv>): Promise<Student> {
    const id = Number(c.req.param('id'));
    const student = Number.isSafeInteger(id) && id > 0 ? await students.findById(id) : undefined;
    if (!student || student.role !== 'student') throw new HttpError(404, NO_STUDENT);
    return student;
  }

  async function courseId(): Promise<number> {
    const course = await students.findCourse(COURSE_SLUG);
    if (!course) throw new Error(`the course ${COURSE_SLUG} is missing (migration 0001 inserts it)`);
    return course.id;
  }

  app.get(
    '/students',
    operator,
    async (c) => {
      const query = readQuery(c, studentsQuery);
      const { rows, summaries } = await sortedRows(query, false);
      const slice = rows.slice((query.page - 1) * PAGE_SIZE, query.page * PAGE_SIZE);
      // Readiness was left out of the sort's rows unless it was the key: the page's rows get it now.
      const page = query.sort === 'readiness' ? slice : await rowsOf(slice.map((row) => summaries.get(row.id)!), () => true);
      return c.json({ students: page, total: rows.length, page: query.page, pageSize: PAGE_SIZE });
    },
  );

  app.get(
    '/students.csv',
    operator,
    async (c) => {
      const query = readQuery(c, studentsQuery.omit({ page: true }));
      const { rows } = await sortedRows(query, true);
      const csv = toCsv(
        CSV_HEADER,
        rows.map((r) => [
          r.name,
          r.email,
          CSV_ACCESS[r.access.status],
          r.access.endsAt,
          r.lastActivityAt,
          r.attempts,
          r.bestScore,
          r.readiness?.estimate ?? null,
          r.readiness?.low ?? null,
          r.readiness?.high ?? null,
        ]),
      );
      const day = limaDate(now());
      c.header('Content-Type', 'text/csv; charset=utf-8');
      c.header('Content-Disposition', `attachment; filename="estudiantes-${day}.csv"`);
      return c.body(csv);
    },
  );

  app.post(
    '/students',
    operator,
    async (c) => {
      const body = await readBody(c, newStudentSchema);
      const endsAt = body.endsAt ?? null;
      const password = generatePassword();
      const student = await students.create({ email: body.email, name: body.name, passwordHash: await hashPassword(password) });
      if (!student) throw new HttpError(409, `Ya existe una cuenta con el correo ${body.email.toLowerCase()}.`);
      await students.setAccess(student.id, await courseId(), endsAt);
      let linkSent = false;
      if (deps.mailDelivery === 'smtp') {
        try {
          await deps.links.sendPasswordLink(student, 'welcome');
          linkSent = true;
        } catch (error) {
          // The account exists either way: without the mail, the operator gets the password to pass on.
          console.error(`No se pudo enviar el correo de bienvenida a la cuenta ${student.id}: ${(error as Error).message}`);
        }
      }
      await record(c, 'create-student', student.id, { endsAt, linkSent });
      const row = await rowOf(student.id);
      return c.json(linkSent ? { student: row, linkSent } : { student: row, password, linkSent }, 201);
    },
  );

  app.get(
    '/students/:id',
    operator,
    async (c) => {
      const student = await studentParam(c);
      const [row, attemptRows] = await Promise.all([rowOf(student.id), deps.console.attemptsOf(student.id)]);
      return c.json({ student: row, attempts: attemptRows.map(presentAttempt), topics: topicResults(attemptRows), lastActivityAt: row.lastActivityAt });
    },
  );

  app.put(
    '/students/:id/access',
    operator,
    async (c) => {
      const student = await studentParam(c);
      const { endsAt } = await readBody(c, accessSchema);
      const before = await students.setAccess(student.id, await courseId(), endsAt);
      if (!before.enrolled) await record(c, 'grant-access', student.id, { endsAt });
      else if (before.endsAt !== endsAt) await record(c, 'change-access', student.id, { endsAt, previousEndsAt: before.endsAt });
      return c.json(await rowOf(student.id));
    },
  );

  // Revoking ends the access yesterday (Lima) rather than deleting it: the student's course list
  // keeps the course and says when the access ended, instead of the course vanishing unexplained.
  app.delete(
    '/students/:id/access',
    operator,
    async (c) => {
      const student = await studentParam(c);
      const before = await rowOf(student.id);
      const yesterday = limaDate(now() - 24 * 60 * 60 * 1000);
      if (before.access.status === 'active') {
        await students.setAccess(student.id, await courseId(), yesterday);
        await record(c, 'revoke-access', student.id, { endsAt: yesterday, previousEndsAt: before.access.endsAt });
      }
      return c.json(await rowOf(student.id));
    },
  );

  app.post(
    '/students/:id/reset-link',
    operator,
    async (c) => {
      const student = await studentParam(c);
      if (deps.mailDelivery === 'outbox') {
        // No SMTP (issue 32 §9): the operator hands the link over; it is shown once and kept nowhere
        // (the audit records that it was handed over, not the link).
        const link = await deps.links.handOverLink(student, 'reset');
        await record(c, 'send-reset-link', student.id, { delivery: 'handover' });
        return c.json({ sent: false, delivery: 'handover', link }, 201);
      }
      try {
        await deps.links.sendPasswordLink(student, 'reset');
      } catch {
        // The mailer logged why (after its retries).
        throw new HttpError(503, `No se pudo enviar el correo a ${student.email}. Inténtalo de nuevo en unos minutos.`);
      }
      await record(c, 'send-reset-link', student.id, { delivery: deps.mailDelivery });
      return c.json({ sent: true, delivery: deps.mailDelivery }, 202);
    },
  );

  app.get(
    '/activity',
    operator,
    async (c) => {
      const { page } = readQuery(c, pageQuery);
      const [entries, total] = await Promise.all([audit.page((page - 1) * PAGE_SIZE, PAGE_SIZE), audit.count()]);
      return c.json({ entries, total, page, pageSize: PAGE_SIZE });
    },
  );

  app.get(
    '/questions',
    operator,
    async (c) => {
      const query = readQuery(c, questionsQuery);
      const statistics = itemStatistics(await deps.console.firstAttempts(), findQuestion);
      const rows = [...statistics.values()].flatMap((stat) => {
        const question = findQuestion(stat.questionId);
        if (!question) return [];
        return [
          {
            id: question.id,
            topic: question.topic,
            text: question.text,
            answers: stat.answers,
            facility: stat.facility,
            discrimination: stat.discrimination,
            review: needsReview(stat),
            options: question.options.map((text, index) => ({ text, chosen: stat.chosen[index], correct: question.correct.includes(index) })),
            source: question.source,
          },
        ];
      });
      const sign = query.dir === 'desc' ? -1 : 1;
      const idOrder = (a: { id: string }, b: { id: string }) => byName.compare(a.id, b.id);
      rows.sort((a, b) => {
        if (query.sort === 'id') return sign * idOrder(a, b);
        const x = a[query.sort];
        const y = b[query.sort];
        if (x === y) return idOrder(a, b);
        if (x === null) return 1;
        if (y === null) return -1;
        return sign * (x - y);
      });
      return c.json({ questions: rows });
    },
  );

  app.get(
    '/reports',
    operator,
    async (c) => {
      const { status } = readQuery(c, reportsQuery);
      const list = await reports.list(status === 'all' ? undefined : status);
      return c.json({ reports: groupByQuestion(list).map(presentReport) });
    },
  );

  app.post(
    '/reports/:id/resolve',
    operator,
    async (c) => {
      const id = c.req.param('id') ?? '';
      const report = UUID.test(id) ? await reports.find(id) : undefined;
      if (!report) throw new HttpError(404, 'No existe ese reporte.');
      const { note } = await readBody(c, resolveSchema, { emptyAs: {} });
      const text = note ? note : null;
      if (await reports.resolve(report.id, c.get('student').id, new Date(now()).toISOString(), text)) {
        await record(c, 'resolve-report', report.studentId, { reportId: report.id, questionId: report.questionId, note: text });
      }
      return c.json(presentReport((await reports.find(report.id))!));
    },
  );

  return app;
}
