/**
 * One answer log (issue 29): an attempt's answers are events of the server's log, stored once whoever
 * sends them; the incremental pull transfers only what arrived after the device's cursor; the
 * learning-state projection and the item analysis's sufficient statistics, kept as answers arrive,
 * equal what the shared pure functions compute from the whole log, and equal a rebuild from it.
 */
import { readFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { resultRows } from '../../server/db/client';
import { itemStatistics } from '../../server/lib/item-statistics';
import { answerLogRepository, backfillAnswerLog } from '../../server/repositories/answer-log.repository';
import { topics } from '../../src/content/course';
import { MISTAKES_PREFIX } from '../../src/content/exam-catalog';
import { exams, questionsOf } from '../../src/content/exams';
import { findQuestion } from '../../src/content/question-bank';
import type { Question } from '../../src/content/types';
import type { AttemptAnswer } from '../../src/shared/attempt';
import { examQuestionPool } from '../../src/content/exam-pool';
import { eventsFromAttempt, examEventId, type ReviewEvent } from '../../src/shared/learning/events';
import { readiness } from '../../src/shared/learning/readiness';
import { isCorrect } from '../../src/shared/scoring';
import { PRINCIPAL_01, PRINCIPAL_01_QUESTIONS, quickStudent, rightAnswer, signInOperator, wrongAnswer, type StudentList } from './support/console';
import { DEMO_STUDENT, type ApiAnswer, type TestApp, setUpTestApp } from './support/test-app';

let t: TestApp;
setUpTestApp((app) => (t = app), { failOnServerErrors: true });

const NOW = Date.parse('2026-03-15T12:00:00-05:00');
beforeEach(() => {
  t.clock.now = NOW;
});

interface EventPage {
  events: ReviewEvent[];
  since: string;
  more: boolean;
}

async function ok<T>(answer: Promise<ApiAnswer>, status = 200): Promise<T> {
  const res = await answer;
  expect(res.status, res.text).toBe(status);
  return res.body as T;
}

const pull = (token: string, since: string) => ok<EventPage>(t.call('GET', `/api/progress/events?since=${since}`, { token }));

/** An attempt at principal-01: the first `right` questions right, the rest wrong, finished `minutesAgo` before NOW. */
function attempt(right: number, minutesAgo = 60, examId = PRINCIPAL_01.id) {
  return {
    id: randomUUID(),
    examId,
    startedAt: new Date(NOW - (minutesAgo + 20) * 60_000).toISOString(),
    finishedAt: new Date(NOW - minutesAgo * 60_000).toISOString(),
    answers: PRINCIPAL_01_QUESTIONS.map((q, i) => ({ questionId: q.id, selectedOptions: i < right ? rightAnswer(q) : wrongAnswer(q) })),
  };
}

function reviewEvent(questionId: string, correct: boolean, minutesAgo: number): ReviewEvent {
  return { id: randomUUID(), questionId, correct, answeredAt: new Date(NOW - minutesAgo * 60_000).toISOString(), source: 'review' };
}

describe('the answer log', () => {
  it('records an attempt’s answers as events with the ids the device derives, once, whoever sends them', async () => {
    const token = await t.login();
    const body = attempt(6);
    await ok(t.call('POST', '/api/attempts', { token, json: body }), 201);
    const { events } = await pull(token, '0');
    expect(events.map((e) => e.id).sort()).toEqual(PRINCIPAL_01_QUESTIONS.map((q) => examEventId(body.id, q.id)).sort());
    for (const event of events) {
      const answer = body.answers.find((a) => a.questionId === event.questionId)!;
      expect(event).toMatchObject({ source: 'exam', attemptId: body.id, answeredAt: body.finishedAt, correct: isCorrect(findQuestion(event.questionId)!, answer.selectedOptions) });
    }
    // A replay of the attempt, and a device that sends the same events it derived, store nothing.
    await ok(t.call('POST', '/api/attempts', { token, json: body }), 200);
    const derived = eventsFromAttempt(body, findQuestion);
    expect(await ok(t.call('POST', '/api/progress/events', { token, json: { events: derived } }))).toEqual({ stored: 0, duplicates: 10 });
    expect((await pull(token, '0')).events).toHaveLength(10);
  });

  it('an incremental pull after 3 new events transfers those 3, in arrival order, late answers included', async () => {
    const token = await t.login();
    await ok(t.call('POST', '/api/attempts', { token, json: attempt(4) }), 201);
    const first = await pull(token, '0');
    expect(first.events).toHaveLength(10);
    expect(first.more).toBe(false);
    // Three answers from another device; one of them was given offline two weeks ago and syncs late.
    const fresh = [reviewEvent('q101', true, 5), reviewEvent('q102', false, 4), reviewEvent('q103', true, 14 * 24 * 60)];
    await ok(t.call('POST', '/api/progress/events', { token, json: { events: fresh } }));
    const next = await pull(token, first.since);
    expect(next.events.map((e) => e.id)).toEqual(fresh.map((e) => e.id).sort());
    expect(Number(next.since)).toBeGreaterThan(Number(first.since));
    expect((await pull(token, next.since)).events).toEqual([]);
  });

  it('pages the whole history for a new device: 500 a page, nothing skipped or doubled', async () => {
    const token = await t.login();
    const studentId = (await t.students.findByEmail(DEMO_STUDENT.email))!.id;
    const events = Array.from({ length: 1203 }, (_, i) => ({ ...reviewEvent(`q1${String(i % 90).padStart(2, '0')}`, i % 2 === 0, 3000 - i), attemptId: null }));
    const log = answerLogRepository(t.database.db);
    for (let i = 0; i < events.length; i += 400) await log.ingestEvents(studentId, events.slice(i, i + 400), NOW);
    const seen: string[] = [];
    let since = '0';
    for (;;) {
      const page = await pull(token, since);
      seen.push(...page.events.map((e) => e.id));
      since = page.since;
      if (!page.more) break;
      expect(page.events).toHaveLength(500);
    }
    expect(seen).toHaveLength(1203);
    expect(new Set(seen)).toEqual(new Set(events.map((e) => e.id)));
  });

  it('refuses a cursor that is not a plain decimal number (400 in Spanish)', async () => {
    const token = await t.login();
    for (const since of ['-1', '1e3', '0x10', 'abc', '01']) {
      const res = await t.call('GET', `/api/progress/events?since=${since}`, { token });
      expect(res.status, since).toBe(400);
      expect(res.text).toContain('since');
    }
  });
});

describe('the learning state the console reads', () => {
  it('an exam-only student has the readiness their Mi progreso computes from the same answers', async () => {
    const token = await t.login();
    const operator = await signInOperator(t);
    const bodies = [attempt(4, 3 * 24 * 60), attempt(7, 2 * 24 * 60), attempt(8, 60)];
    for (const body of bodies) await ok(t.call('POST', '/api/attempts', { token, json: body }), 201);
    const device = readiness(bodies.flatMap((b) => eventsFromAttempt(b, findQuestion)), examQuestionPool(), NOW, { topics: topics.map((x) => x.id) });
    const { students } = await ok<StudentList>(t.call('GET', '/api/admin/students', { token: operator }));
    const row = students.find((s) => s.email === DEMO_STUDENT.email)!;
    expect(row.readiness).toEqual({ estimate: device.expected, low: device.low, high: device.high, early: device.early });
    expect(row.attempts).toBe(3);
    expect(row.bestScore).toBe(80);
  });

  it('sorts by readiness in SQL, a page at a time, students without a figure last', async () => {
    const operator = await signInOperator(t);
    const log = answerLogRepository(t.database.db);
    for (let i = 0; i < 7; i += 1) {
      const student = await quickStudent(t, `Alumna ${i}`, `alumna${i}@example.pe`);
      if (i === 3) continue;
      const body = attempt(i + 2, 60);
      await log.ingestAttempt({ ...body, studentId: student.id, score: 0, correct: 0, total: 10, contentHash: body.id }, NOW);
    }
    const desc = await ok<StudentList>(t.call('GET', '/api/admin/students?sort=readiness&dir=desc', { token: operator }));
    const figures = desc.students.map((s) => s.readiness?.estimate ?? null);
    const withFigure = figures.filter((f): f is number => f !== null);
    expect(withFigure).toEqual([...withFigure].sort((a, b) => b - a));
    expect(figures.slice(withFigure.length).every((f) => f === null)).toBe(true);
    expect(desc.total).toBe(8);
  });

  it('rebuilding every projection from the log gives exactly the state kept as answers arrived', async () => {
    const log = answerLogRepository(t.database.db);
    const students = await Promise.all(Array.from({ length: 4 }, (_, i) => quickStudent(t, `Rebuild ${i}`, `rebuild${i}@example.pe`)));
    for (const [i, student] of students.entries()) {
      // A later attempt first, then an earlier one that synced late, then a mistakes exam and Repaso.
      for (const [right, minutesAgo, examId] of [
        [5 + i, 600, PRINCIPAL_01.id],
        [3, 900, PRINCIPAL_01.id],
        [2, 300, `${MISTAKES_PREFIX}${PRINCIPAL_01.id}`],
      ] as const) {
        const body = attempt(right, minutesAgo, examId);
        await log.ingestAttempt({ ...body, studentId: student.id, score: right * 10, correct: right, total: 10, contentHash: body.id }, NOW);
      }
      await log.ingestEvents(student.id, [reviewEvent('q104', true, 30), reviewEvent('q105', false, 20)].map((e) => ({ ...e, attemptId: null })), NOW);
    }
    const snapshot = async () => ({
      learning: resultRows(await t.database.db.execute(sql`SELECT student_id, events, answered_questions, readiness, readiness_low, readiness_high, readiness_early, due_times, mastery, attempts, best_score, last_activity_at FROM student_learning ORDER BY student_id`)),
      items: resultRows(await t.database.db.execute(sql`SELECT * FROM item_statistics WHERE answers > 0 ORDER BY question_id`)),
      firsts: resultRows(await t.database.db.execute(sql`SELECT * FROM item_first_attempts ORDER BY student_id, exam_id`)),
    });
    const incremental = await snapshot();
    expect(incremental.learning).toHaveLength(4);
    expect(incremental.items.length).toBeGreaterThan(0);
    await log.rebuild(NOW);
    expect(await snapshot()).toEqual(incremental);
  });

  it('a log that predates the answer log is backfilled once at start: events, projection, item analysis', async () => {
    const student = await quickStudent(t, 'Antigua', 'antigua@example.pe');
    const body = attempt(6);
    // As stored before migration 0007: the attempt alone.
    await t.database.db.execute(sql`
      INSERT INTO attempts (student_id, id, exam_id, started_at, finished_at, answers, score, correct, total, content_hash)
      VALUES (${student.id}, ${body.id}, ${body.examId}, ${body.startedAt}, ${body.finishedAt}, ${JSON.stringify(body.answers)}::jsonb, 60, 6, 10, 'old')`);
    await t.database.db.execute(sql`DELETE FROM schema_migrations WHERE version = '0007_answer_log.backfill'`);
    expect(await backfillAnswerLog(t.database.db, NOW)).toBe(true);
    expect(await backfillAnswerLog(t.database.db, NOW)).toBe(false);
    const [row] = resultRows<{ events: number; attempts: number }>(await t.database.db.execute(sql`SELECT events, attempts FROM student_learning WHERE student_id = ${student.id}`));
    expect(row).toEqual({ events: 10, attempts: 1 });
    const [count] = resultRows<{ n: number }>(await t.database.db.execute(sql`SELECT count(*)::int AS n FROM review_events WHERE student_id = ${student.id} AND source = 'exam'`));
    expect(count.n).toBe(10);
  });
});

describe('blanks are wrong answers (issue 49)', () => {
  it('an attempt with 3 blanks records 10 events, the blanks wrong; a log without them (after 0013) gets them back from the rebuild', async () => {
    const student = await quickStudent(t, 'En blanco', 'blanco@example.pe');
    const body = attempt(5);
    for (const answer of body.answers.slice(7)) answer.selectedOptions = [];
    const log = answerLogRepository(t.database.db);
    await log.ingestAttempt({ ...body, studentId: student.id, score: 50, correct: 5, total: 10, contentHash: 'h' }, NOW);
    const examEvents = async () =>
      resultRows<{ question_id: string; correct: boolean }>(
        await t.database.db.execute(sql`SELECT question_id, correct FROM review_events WHERE student_id = ${student.id} AND source = 'exam' ORDER BY question_id`),
      );
    const blanks = body.answers.slice(7).map((a) => a.questionId).sort();
    expect((await examEvents()).map((r) => r.question_id)).toEqual(body.answers.map((a) => a.questionId).sort());
    expect((await examEvents()).filter((r) => blanks.includes(r.question_id)).every((r) => !r.correct)).toBe(true);

    // As a log recorded between 0013 and issue 49: no events for the blanks.
    await t.database.exec(readFileSync(new URL('../../server/db/migrations/0013_blank_answers.sql', import.meta.url), 'utf8'));
    expect(await examEvents()).toHaveLength(7);
    await t.database.db.execute(sql`DELETE FROM schema_migrations WHERE version = '0029_blank_evidence.rebuild'`);
    expect(await backfillAnswerLog(t.database.db, NOW)).toBe(true);
    expect(await examEvents()).toHaveLength(10);
    const [row] = resultRows<{ events: number; answered: number }>(
      await t.database.db.execute(sql`SELECT events, answered_questions AS answered FROM student_learning WHERE student_id = ${student.id}`),
    );
    expect(row).toEqual({ events: 10, answered: 10 });
  });
});

describe('the item analysis from sufficient statistics', () => {
  it('equals the pure analysis over every student’s first attempts (late first attempts and retakes included)', async () => {
    const operator = await signInOperator(t);
    const log = answerLogRepository(t.database.db);
    let seed = 7;
    const random = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
    const stored: { studentId: number; examId: string; finishedAt: number; id: string; answers: AttemptAnswer[] }[] = [];
    const published = exams.slice(0, 4);
    for (let s = 0; s < 30; s += 1) {
      const student = await quickStudent(t, `Item ${s}`, `item${s}@example.pe`);
      for (let k = 0; k < 3; k += 1) {
        const exam = published[Math.floor(random() * published.length)];
        const skill = random();
        const answers = questionsOf(exam).map((q: Question) => {
          const roll = random();
          return { questionId: q.id, selectedOptions: roll < skill ? rightAnswer(q) : roll < skill + 0.1 ? [] : wrongAnswer(q) };
        });
        const finishedAt = NOW - Math.floor(random() * 30) * 24 * 3600_000 - k;
        const id = randomUUID();
        stored.push({ studentId: student.id, examId: exam.id, finishedAt, id, answers });
        await log.ingestAttempt(
          { studentId: student.id, id, examId: exam.id, startedAt: new Date(finishedAt - 600_000).toISOString(), finishedAt: new Date(finishedAt).toISOString(), answers, score: 0, correct: 0, total: 10, contentHash: id },
          NOW,
        );
      }
    }
    const firsts = new Map<string, (typeof stored)[number]>();
    for (const a of stored) {
      const key = `${a.studentId}/${a.examId}`;
      const current = firsts.get(key);
      if (!current || a.finishedAt < current.finishedAt || (a.finishedAt === current.finishedAt && a.id < current.id)) firsts.set(key, a);
    }
    const expected = itemStatistics([...firsts.values()], findQuestion);
    const { questions } = await ok<{ questions: { id: string; answers: number; facility: number; discrimination: number | null; options: { chosen: number }[] }[] }>(
      t.call('GET', '/api/admin/questions', { token: operator }),
    );
    expect(questions).toHaveLength(expected.size);
    for (const row of questions) {
      const stat = expected.get(row.id)!;
      expect(row.answers).toBe(stat.answers);
      expect(row.facility).toBeCloseTo(stat.facility, 12);
      if (stat.discrimination === null) expect(row.discrimination).toBeNull();
      else expect(row.discrimination).toBeCloseTo(stat.discrimination, 12);
      expect(row.options.map((o) => o.chosen)).toEqual(stat.chosen);
    }
  });
});
