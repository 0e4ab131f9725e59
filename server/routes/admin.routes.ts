/**
 * /api/admin: the academy's console (issue 20), for operators only. Students and their course access,
 * their progress, the item analysis of the exams' questions, students' reports, and the audit log
 * in which every change made here is recorded. The contract is CONSOLE-API.md.
 */
import { Hono, type Context } from 'hono';
import { stream } from 'hono/streaming';
import { z } from 'zod';
import { topics } from '../../src/content/course';
import { examTitle } from '../../src/content/exam-catalog';
import { BASELINE_VERSION } from '../../src/content/content-versions';
import { findQuestion } from '../../src/content/question-bank';
import {
  NOTE_MAX,
  accessSchema,
  activityActionSchema,
  newStudentSchema,
  questionSortSchema,
  resolveSchema,
  sortDirSchema,
  studentChangeSchema,
  studentSortSchema,
  type ActivityPage,
  type AttemptRow as ConsoleAttempt,
  type CreatedStudent,
  type QuestionList,
  type QuestionStat,
  type ReportList,
  type ReportRow,
  type ResetLinkResult,
  type StudentDetail,
  type StudentPage,
  type UpdatedStudent,
} from '../../src/shared/console-api';
import type { StudentRow } from '../../src/shared/console-rows';
import { accessStatus, endOfLimaDay, limaDate, limaDateTime, type AccessStatus } from '../../src/shared/course-access';
import { dueBefore } from '../../src/shared/learning/learning-state';
import { PASS_PERCENT, isCorrect } from '../../src/shared/scoring';
import { decimalInteger, decimalQuery, HttpError, readBody, readQuery, requireOperator, type AuthEnv, type TokenService } from '../lib/http';
import { emailChangedMessages } from '../lib/account-mail';
import { csvLines, csvStart } from '../lib/csv';
import type { Mailer } from '../lib/mail';
import { needsReview, statisticFromSums, type ItemSums } from '../lib/item-statistics';
import type { GroupsRepository } from '../repositories/groups.repository';
import { generatePassword, hashPassword } from '../lib/passwords';
import type { PasswordLinks } from '../lib/password-links';
import type { AttemptRow } from '../repositories/answer-log.repository';
import type { Db } from '../db/client';
import { auditRepository, type AuditAction, type AuditRepository } from '../repositories/audit.repository';
import { type ConsoleRepository, type StudentSummary, folded } from '../repositories/console.repository';
import type { ListedReport, ReportsRepository } from '../repositories/reports.repository';
import { normalizeEmail, type Student, type StudentsRepository } from '../repositories/students.repository';
import { COURSE_SLUG } from '../seed';
import { logger } from '../lib/logger';

export const PAGE_SIZE = 50;
/**
 * Students per read of the CSV of every student (issue 55 §7): each read and the work on its rows
 * take a few milliseconds, and the event loop is handed back between reads, so it does not hold the
 * instance over 50 ms at 10,000 students.
 */
export const CSV_CHUNK = 500;

/** Lets the event loop run what waits (health checks, students' requests) before going on. */
const yieldToLoop = () => new Promise<void>((resolve) => setImmediate(resolve));
export { NOTE_MAX };

/**
 * Where mail ends up (issue 19): 'smtp' reaches the student, so a new student gets a welcome link;
 * 'outbox' only writes .eml files on the server, so the operator is shown the new password instead.
 */
export type MailDelivery = 'smtp' | 'outbox';



const direction = sortDirSchema.default('asc');
/** `?group=<id>`: one group's members; `?group=none`: the students in no group. */
const groupFilter = z
  .string()
  .regex(/^([1-9]\d{0,9}|none)$/)
  .optional()
  .transform((text) => (text === undefined ? undefined : text === 'none' ? ('none' as const) : Number(text)));
const studentsQuery = z.object({
  q: z.string().max(200).optional(),
  group: groupFilter,
  sort: studentSortSchema.default('name'),
  dir: direction,
  page: decimalQuery(1_000_000, 1),
});
const activityQuery = z.object({
  page: decimalQuery(1_000_000, 1),
  action: activityActionSchema.optional(),
  q: z.string().max(200).optional(),
});
const questionsQuery = z.object({
  sort: questionSortSchema.default('id'),
  dir: direction,
  /** Each question's current version only (the default), or every version answered (issue 48 §4). */
  versions: z.enum(['current', 'all']).default('current'),
  group: z
    .string()
    .regex(/^[1-9]\d{0,9}$/)
    .optional()
    .transform((text) => (text === undefined ? undefined : Number(text))),
});
const reportsQuery = z.object({ status: z.enum(['open', 'resolved', 'all']).default('open') });

const byName = new Intl.Collator('es', { sensitivity: 'base', numeric: true });
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const NO_STUDENT = 'No existe ese estudiante.';

function presentAttempt(row: AttemptRow): ConsoleAttempt {
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
function topicResults(rows: readonly AttemptRow[]): StudentDetail['topics'] {
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

function presentReport(report: ListedReport): ReportRow {
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
/**
 * The CSV's file name (issue 54 §8): the Lima day and what the list was filtered by, so two downloads
 * of one day do not overwrite each other ('estudiantes-grupo-diciembre-2026-2026-11-29.csv').
 */
export function csvFileName(day: string, filter: { groupName?: string | null; none?: boolean; q?: string }): string {
  const slug = (text: string) =>
    folded(text)
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 40)
      .replace(/-+$/, '');
  const parts = ['estudiantes'];
  if (filter.none) parts.push('sin-grupo');
  else if (filter.groupName && slug(filter.groupName)) parts.push('grupo', slug(filter.groupName));
  if (filter.q && slug(filter.q)) parts.push('busqueda', slug(filter.q));
  parts.push(day);
  return `${parts.join('-')}.csv`;
}

const CSV_HEADER = ['Nombre', 'Correo', 'Acceso', 'Acceso hasta', 'Última actividad', 'Intentos', 'Mejor nota', 'Preparación estimada', 'Rango bajo', 'Rango alto', 'Grupo'];

/** A student's line of the CSV, in CSV_HEADER's order. */
function csvRowOf(r: StudentRow): (string | number | null)[] {
  return [
    r.name,
    r.email,
    CSV_ACCESS[r.access.status],
    r.access.endsAt,
    // Lima's wall clock (issue 54 §8): UTC put an evening's study on the next day.
    r.lastActivityAt === null ? null : limaDateTime(r.lastActivityAt),
    r.attempts,
    r.bestScore,
    r.readiness?.estimate ?? null,
    r.readiness?.low ?? null,
    r.readiness?.high ?? null,
    r.group?.name ?? null,
  ];
}

export function adminRoutes(deps: {
  students: StudentsRepository;
  console: ConsoleRepository;
  audit: AuditRepository;
  reports: ReportsRepository;
  tokens: TokenService;
  now: () => number;
  links: Pick<PasswordLinks, 'sendPasswordLink' | 'handOverLink'>;
  mailDelivery: MailDelivery;
  groups: Pick<GroupsRepository, 'find'>;
  /** Tells a student whose email changed, at both addresses, when mail reaches students (SMTP). */
  mailer: Pick<Mailer, 'send'>;
  /** PUBLIC_URL: the sign-in address those messages name. */
  publicUrl: string;
}) {
  const { students, audit, reports, now } = deps;
  const app = new Hono<AuthEnv>();
  const operator = requireOperator(deps.tokens, students);

  function record(c: Context<AuthEnv>, action: AuditAction, targetId: number | null, details: Record<string, unknown>, db?: Db) {
    const entry = { at: new Date(now()).toISOString(), operatorId: c.get('student').id, action, targetId, details };
    // Inside a change's transaction when it has one: the change and its record stand or fall together.
    return db ? auditRepository(db).record(entry) : audit.record(entry);
  }

  /** A console row from a summary the projection answered (repositories/console.repository.ts). */
  function rowOf(s: StudentSummary): StudentRow {
    return {
      id: s.id,
      name: s.name,
      email: s.email,
      access: { status: accessStatus(s.enrolled, s.endsAt, now()), endsAt: s.enrolled ? s.endsAt : null },
      lastActivityAt: s.lastActivityAt === null ? null : new Date(s.lastActivityAt).toISOString(),
      attempts: s.attempts,
      bestScore: s.bestScore,
      readiness: s.readiness,
      group: s.group,
    };
  }

  async function studentRow(id: number): Promise<StudentRow> {
    const summary = await deps.console.summary(id, limaDate(now()));
    if (!summary) throw new HttpError(404, NO_STUDENT);
    return rowOf(summary);
  }

  /** The student behind `:id` (operators are not students here); 404 otherwise. */
  async function studentParam(c: Context<AuthEnv>): Promise<Student> {
    const id = decimalInteger(c.req.param('id'), 2_147_483_647);
    const student = id === undefined ? undefined : await students.findById(id);
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
      const { rows, total } = await deps.console.page({ ...query, today: limaDate(now()) }, (query.page - 1) * PAGE_SIZE, PAGE_SIZE);
      return c.json({ students: rows.map(rowOf), total, page: query.page, pageSize: PAGE_SIZE } satisfies StudentPage);
    },
  );

  app.get(
    '/students.csv',
    operator,
    async (c) => {
      const query = readQuery(c, studentsQuery.omit({ page: true }));
      const today = limaDate(now());
      const group = typeof query.group === 'number' ? await deps.groups.find(query.group) : undefined;
      const name = csvFileName(today, { groupName: group?.name, none: query.group === 'none', q: query.q?.trim() });
      c.header('Content-Type', 'text/csv; charset=utf-8');
      c.header('Content-Disposition', `attachment; filename="${name}"`);
      // Streamed (issue 55 §7): CSV_CHUNK students per read, written as they come, the loop handed back between reads.
      return stream(
        c,
        async (out) => {
          await out.write(csvStart(CSV_HEADER));
          for await (const chunk of deps.console.chunks({ ...query, today }, CSV_CHUNK)) {
            await out.write(csvLines(chunk.map(rowOf).map(csvRowOf)));
            await yieldToLoop();
          }
        },
        async (error) => {
          // The status has gone out: the download ends short, and the operator's browser reports it failed.
          logger.error({ error: error.message.split('\n')[0] }, 'No se pudo terminar el CSV de estudiantes');
        },
      );
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
          logger.error({ studentId: student.id, error: (error as Error).message.split('\n')[0] }, 'No se pudo enviar el correo de bienvenida');
        }
      }
      await record(c, 'create-student', student.id, { endsAt, linkSent });
      const row = await studentRow(student.id);
      return c.json((linkSent ? { student: row, linkSent } : { student: row, password, linkSent }) satisfies CreatedStudent, 201);
    },
  );

  app.get(
    '/students/:id',
    operator,
    async (c) => {
      const student = await studentParam(c);
      const [row, attemptRows, learning] = await Promise.all([studentRow(student.id), deps.console.attemptsOf(student.id), deps.console.learningOf(student.id)]);
      // Today's Repaso queue at this moment, from when each question is due (Lima's day).
      const dueToday = learning ? dueBefore(learning.dueTimes, endOfLimaDay(now())) : 0;
      return c.json({
        student: row,
        attempts: attemptRows.map(presentAttempt),
        topics: topicResults(attemptRows),
        lastActivityAt: row.lastActivityAt,
        learning: { dueToday, mastery: learning?.mastery ?? [], answeredQuestions: learning?.answeredQuestions ?? 0 },
      } satisfies StudentDetail);
    },
  );

  // A correction (issue 54 §3, Ley 29733): the name and/or the email. The student's sessions go on.
  app.patch(
    '/students/:id',
    operator,
    async (c) => {
      const student = await studentParam(c);
      const change = await readBody(c, studentChangeSchema);
      const notify = deps.mailDelivery === 'smtp';
      const result = await students.updateProfile(student.id, change, async (tx, before, after) => {
        const details: Record<string, unknown> = {};
        if (after.name !== before.name) Object.assign(details, { previousName: before.name, name: after.name });
        if (after.email !== before.email) Object.assign(details, { previousEmail: before.email, email: after.email, notified: notify });
        if (Object.keys(details).length > 0) await record(c, 'update-student', student.id, details, tx);
      });
      if (result === undefined) throw new HttpError(404, NO_STUDENT);
      if (result === 'email-taken') throw new HttpError(409, `Ya existe una cuenta con el correo ${normalizeEmail(change.email ?? '')}.`);
      const { before, after } = result;
      const notified = notify && after.email !== before.email;
      if (notified) {
        // After the change is saved; the mailer retries and logs a failure itself.
        const login = `${deps.publicUrl.replace(/\/$/, '')}/login`;
        for (const message of emailChangedMessages(after.name, before.email, after.email, login)) void deps.mailer.send(message).catch(() => undefined);
      }
      return c.json({ student: await studentRow(student.id), notified } satisfies UpdatedStudent);
    },
  );

  // Deleting (issue 54 §3, Ley 29733): the person's data goes, their answers stay in the statistics.
  app.delete(
    '/students/:id',
    operator,
    async (c) => {
      const student = await studentParam(c);
      const removed = await students.remove(student.id, new Date(now()).toISOString(), (tx) => record(c, 'delete-student', student.id, {}, tx));
      if (!removed) throw new HttpError(404, NO_STUDENT);
      return c.body(null, 204);
    },
  );

  app.put(
    '/students/:id/access',
    operator,
    async (c) => {
      const student = await studentParam(c);
      const { endsAt } = await readBody(c, accessSchema);
      await students.setAccess(student.id, await courseId(), endsAt, async (tx, before) => {
        if (!before.enrolled) await record(c, 'grant-access', student.id, { endsAt }, tx);
        else if (before.endsAt !== endsAt) await record(c, 'change-access', student.id, { endsAt, previousEndsAt: before.endsAt }, tx);
      });
      return c.json(await studentRow(student.id));
    },
  );

  // Revoking ends the access yesterday (Lima) rather than deleting it: the student's course list
  // keeps the course and says when the access ended, instead of the course vanishing unexplained.
  app.delete(
    '/students/:id/access',
    operator,
    async (c) => {
      const student = await studentParam(c);
      const before = await studentRow(student.id);
      const yesterday = limaDate(now() - 24 * 60 * 60 * 1000);
      if (before.access.status === 'active') {
        await students.setAccess(student.id, await courseId(), yesterday, (tx) => record(c, 'revoke-access', student.id, { endsAt: yesterday, previousEndsAt: before.access.endsAt }, tx));
      }
      return c.json(await studentRow(student.id));
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
        return c.json({ sent: false, delivery: 'handover', link } satisfies ResetLinkResult, 201);
      }
      try {
        await deps.links.sendPasswordLink(student, 'reset');
      } catch (error) {
        // The mailbox's hourly limit (429) as it is; else the mailer logged why (after its retries).
        if (error instanceof HttpError) throw error;
        throw new HttpError(503, `No se pudo enviar el correo a ${student.email}. Inténtalo de nuevo en unos minutos.`);
      }
      await record(c, 'send-reset-link', student.id, { delivery: deps.mailDelivery });
      return c.json({ sent: true, delivery: deps.mailDelivery } satisfies ResetLinkResult, 202);
    },
  );

  app.get(
    '/activity',
    operator,
    async (c) => {
      const { page, ...filter } = readQuery(c, activityQuery);
      const [entries, total] = await Promise.all([audit.page((page - 1) * PAGE_SIZE, PAGE_SIZE, filter), audit.count(filter)]);
      return c.json({ entries, total, page, pageSize: PAGE_SIZE } satisfies ActivityPage);
    },
  );

  app.get(
    '/questions',
    operator,
    async (c) => {
      const query = readQuery(c, questionsQuery);
      if (query.group !== undefined && !(await deps.groups.find(query.group))) throw new HttpError(404, 'El grupo no existe.');
      // A group's analysis is kept as its members' sums change (group_item_statistics, issue 55 §7):
      // one read of its rows, as the academy's, never its members' attempts.
      const sums: ItemSums[] = await deps.console.itemSums(query.group);
      // A corrected question starts fresh statistics (issue 48 §4): each version has its own row; by
      // default only the current version's are listed.
      const currentVersions = await deps.console.currentQuestionVersions();
      const currentOf = (id: string) => currentVersions.get(id) ?? BASELINE_VERSION;
      const listed = query.versions === 'all' ? sums : sums.filter((s) => s.version === currentOf(s.questionId));
      const asGiven = await deps.console.analysedQuestions(listed);
      const rows = listed.flatMap((sums): QuestionStat[] => {
        const question = asGiven(sums.questionId, sums.version);
        if (!question) return [];
        const stat = statisticFromSums(sums, question);
        return [
          {
            id: question.id,
            version: sums.version,
            current: sums.version === currentOf(question.id),
            topic: question.topic,
            text: question.text,
            answers: stat.answers,
            facility: stat.facility,
            discrimination: stat.discrimination,
            chance: stat.chance,
            facilityLow: stat.facilityLow,
            facilityHigh: stat.facilityHigh,
            discriminationLow: stat.discriminationLow,
            discriminationHigh: stat.discriminationHigh,
            review: needsReview(stat),
            options: question.options.map((text, index) => ({ text, chosen: stat.chosen[index] ?? 0, correct: question.correct.includes(index) })),
            source: question.source,
          },
        ];
      });
      const sign = query.dir === 'desc' ? -1 : 1;
      const idOrder = (a: { id: string; version: number }, b: { id: string; version: number }) => byName.compare(a.id, b.id) || a.version - b.version;
      rows.sort((a, b) => {
        if (query.sort === 'id') return sign * idOrder(a, b);
        const x = a[query.sort];
        const y = b[query.sort];
        if (x === y) return idOrder(a, b);
        if (x === null) return 1;
        if (y === null) return -1;
        return sign * (x - y);
      });
      return c.json({ questions: rows } satisfies QuestionList);
    },
  );

  app.get(
    '/reports',
    operator,
    async (c) => {
      const { status } = readQuery(c, reportsQuery);
      const list = await reports.list(status === 'all' ? undefined : status);
      return c.json({ reports: groupByQuestion(list).map(presentReport) } satisfies ReportList);
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
