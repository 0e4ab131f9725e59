/**
 * /api/progress/events: each device's append-only log of answers (exam and Repaso) reaches the server
 * exactly once and comes back to every device of the student, from which each one rebuilds progress.
 * The server's log also holds the answers of every attempt (POST /api/attempts records them), so a
 * device that pulls it (`?since=`, only what arrived after its cursor) knows every answer.
 * /api/progress/due: today's Repaso count from the server's projection of that log, for a device that
 * has not computed it itself (the course sidebar on a second device, issue 52 §1).
 */
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { BASELINE_VERSION } from '../../src/content/content-versions';
import { findQuestion } from '../../src/content/question-bank';
import { reviewEventsBodySchema, type DueTodayAnswer, type ReviewEventPage } from '../../src/shared/sync-api';
import { endOfLimaDay } from '../../src/shared/course-access';
import { dueBefore } from '../../src/shared/learning/learning-state';
import { decodeCursor, encodeCursor, inTheFuture, plausibleTime, requireAccessAt, requireCourse, type StudentsWithCourses, HttpError, readBody, requireStudent, tooManyRequests, type AuthEnv, type TokenService } from '../lib/http';
import type { Limit, RateLimiter } from '../lib/rate-limit';
import { type AnswerLogRepository, reviewEventOf, type ReviewEventsRepository } from '../repositories/answer-log.repository';

/**
 * POSTs a student may make in a day, replays included (a replay costs the server what a new batch
 * does): a device sends a batch per exam or Repaso session, so this is far beyond study, short of a flood.
 */
export const DAILY_EVENT_POSTS: Limit = { max: 300, windowMs: 24 * 60 * 60 * 1000 };
/** Events per GET page: at most about 90 KB of JSON, some 20 KB gzipped (the random ids compress poorly). */
export const EVENTS_PAGE_SIZE = 500;

export function progressRoutes(deps: {
  students: StudentsWithCourses;
  events: ReviewEventsRepository;
  log: AnswerLogRepository;
  tokens: TokenService;
  limiter: RateLimiter;
  now: () => number;
  /** The newest version of each question of `ids` (content versions, issue 48); absent: not checked. */
  newestVersions?: (ids: string[]) => Promise<Map<string, number>>;
}) {
  const app = new Hono<AuthEnv>();
  const signedIn = requireStudent(deps.tokens, deps.students);

  app.post(
    '/events',
    signedIn,
    async (c) => {
      const { events } = await readBody(c, reviewEventsBodySchema);
      const student = c.get('student');
      // Every question belongs to the one course: a student without it has answered none of them.
      const course = await requireCourse(deps.students, student.id);
      const now = deps.now();
      for (const event of events) {
        if (!plausibleTime(event.answeredAt)) throw new HttpError(400, 'La fecha de una respuesta no es válida.');
        if (inTheFuture(event.answeredAt, now)) {
          throw new HttpError(400, 'La fecha de una respuesta está en el futuro. Revisa la fecha y hora de tu dispositivo.');
        }
      }
      // Answers given while the student had access count, however late they sync.
      requireAccessAt(course, events.map((event) => event.answeredAt));
      const counted = await deps.limiter.consume(`progress-events:${student.id}`, DAILY_EVENT_POSTS);
      if (!counted.allowed) {
        throw tooManyRequests(counted.retryAfterSeconds, 'Llegaste al máximo de envíos de progreso por hoy. Tus respuestas siguen en tu dispositivo y se enviarán más tarde.');
      }
      // An answer to a question this server does not know (a device on a newer build during a deploy)
      // is skipped, not a reason to refuse its batch: the rest would stay pending on the device forever.
      const known = events.filter((event) => findQuestion(event.questionId));
      // Each answer records the version of the question it was given on (issue 48). An event without
      // one (an app from before versions) was given on the bundled baseline: the version the server
      // scores an attempt without a content version with, and the one every device surely had. A
      // version the server never published for the question (a device restored from another
      // server's data) is not a version of ours: recorded as unknown (null).
      const newest = deps.newestVersions ? await deps.newestVersions(known.map((event) => event.questionId)) : undefined;
      const versionOf = (event: (typeof known)[number]): number | null => {
        const version = event.questionVersion ?? BASELINE_VERSION;
        return newest && version > (newest.get(event.questionId) ?? BASELINE_VERSION) ? null : version;
      };
      // The same id twice (in this batch or an earlier one) is the same answer: the first is kept.
      const stored = await deps.log.ingestEvents(
        student.id,
        known.map((event) => ({ ...event, attemptId: event.attemptId ?? null, questionVersion: versionOf(event) })),
        now,
      );
      const unknownQuestions = events.length - known.length;
      return c.json({ stored: stored.length, duplicates: known.length - stored.length, ...(unknownQuestions ? { unknownQuestions } : {}) });
    },
  );

  app.get(
    '/events',
    compress(),
    signedIn,
    async (c) => {
      const since = c.req.query('since');
      if (since !== undefined) {
        // The incremental pull: what arrived after the device's cursor, in arrival order.
        if (!/^(0|[1-9]\d{0,15})$/.test(since)) throw new HttpError(400, 'El parámetro since no es válido. Vuelve a pedir desde 0.');
        const rows = await deps.log.pageSince(c.get('student').id, Number(since), EVENTS_PAGE_SIZE + 1);
        const page = rows.slice(0, EVENTS_PAGE_SIZE);
        const cursor = page.length > 0 ? String(page[page.length - 1].seq) : since;
        const answer: ReviewEventPage = { events: page.map(reviewEventOf), since: cursor, more: rows.length > EVENTS_PAGE_SIZE };
        return c.json(answer);
      }
      const cursor = c.req.query('cursor');
      const after = cursor === undefined ? undefined : decodeCursor(cursor);
      // One more than a page tells whether another page follows.
      const rows = await deps.events.pageOf(c.get('student').id, EVENTS_PAGE_SIZE + 1, after);
      const page = rows.slice(0, EVENTS_PAGE_SIZE);
      const last = page[page.length - 1];
      const next = rows.length > EVENTS_PAGE_SIZE ? encodeCursor(last.answeredAt, last.id) : null;
      return c.json({ events: page.map(reviewEventOf), next });
    },
  );

  // Counted at the moment of the read, as the console counts it (admin.routes.ts): the projection keeps
  // when each question is due, and which of them fall in today's queue depends on the hour of the read.
  // Like the log's GET, a read of the student's own data: signed in, no course check (one indexed read).
  app.get(
    '/due',
    signedIn,
    async (c) => {
      const dueTimes = await deps.log.dueTimesOf(c.get('student').id);
      return c.json({ dueToday: dueBefore(dueTimes, endOfLimaDay(deps.now())) } satisfies DueTodayAnswer);
    },
  );

  return app;
}
