/**
 * The learning-state projection kept as answers arrive (issue 55 §3) and read with the exam date the
 * device uses (issue 49 §2):
 * - an upload folds only its new events into the kept state (it never re-reads the log: a row taken
 *   out of the log behind its back is not noticed until an answer arrives late and the log is replayed);
 * - random uploads, in order and late, keep exactly what `rebuild-learning` computes from the log;
 * - 'due today' in the console equals the device's count with the student's own exam date, else their
 *   group's, and moves when the date is set on a device, a group's date changes or the student moves;
 *   the at-risk rule reads the group's date too.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { resultRows } from '../../server/db/client';
import { answerLogRepository } from '../../server/repositories/answer-log.repository';
import { activeQuestions } from '../../src/content/question-bank';
import { DEFAULT_TIME_ZONE } from '../../src/shared/learning/local-days';
import { dueToday, endOfDayIn, scheduleOf } from '../../src/shared/learning/memory';
import type { ReviewEvent } from '../../src/shared/learning/events';
import { seededRandom } from '../../src/shared/learning/random';
import { PRINCIPAL_01, PRINCIPAL_01_QUESTIONS, quickStudent, rightAnswer, signInOperator, wrongAnswer } from './support/console';
import { type TestApp, setUpTestApp } from './support/test-app';

let t: TestApp;
setUpTestApp((app) => (t = app), { failOnServerErrors: true });

const NOW = Date.parse('2026-03-15T12:00:00-05:00');
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
beforeEach(() => {
  t.clock.now = NOW;
});

function reviewEvent(questionId: string, correct: boolean, at: number): ReviewEvent {
  return { id: randomUUID(), questionId, correct, answeredAt: new Date(at).toISOString(), source: 'review' };
}

const learningRows = async () =>
  resultRows(
    await t.database.db.execute(sql`
      SELECT student_id, events, answered_questions, readiness, readiness_low, readiness_high, readiness_early, due_times, mastery,
        attempts, best_score, last_activity_at FROM student_learning ORDER BY student_id`),
  );
const folds = async () => resultRows(await t.database.db.execute(sql`SELECT student_id, state FROM student_learning_folds ORDER BY student_id`));
const eventsOf = async (studentId: number) =>
  resultRows<{ events: number }>(await t.database.db.execute(sql`SELECT events FROM student_learning WHERE student_id = ${studentId}`))[0]?.events;

describe('the learning projection folds what arrives', () => {
  it('an upload in order folds its events into the kept state without reading the log; a late one replays it', async () => {
    const log = answerLogRepository(t.database.db);
    const student = await quickStudent(t, 'Plegado', 'plegado@example.pe');
    const first = Array.from({ length: 30 }, (_, i) => reviewEvent(activeQuestions[i].id, i % 3 !== 0, NOW - 5 * DAY + i * MINUTE));
    await log.ingestEvents(student.id, first, NOW);
    expect(await eventsOf(student.id)).toBe(30);
    // Five rows taken out of the log behind the projection's back.
    await t.database.db.execute(sql`DELETE FROM review_events WHERE student_id = ${student.id} AND id IN (${sql.join(first.slice(0, 5).map((e) => sql`${e.id}`), sql`, `)})`);
    // New answers after the kept ones: folded in, the log not read (it would count 25 + 3).
    await log.ingestEvents(student.id, [0, 1, 2].map((i) => reviewEvent(activeQuestions[40 + i].id, true, NOW - DAY + i * MINUTE)), NOW);
    expect(await eventsOf(student.id)).toBe(33);
    // An answer older than the kept state's last one (a device that synced late): the log is replayed.
    await log.ingestEvents(student.id, [reviewEvent(activeQuestions[50].id, false, NOW - 10 * DAY)], NOW);
    expect(await eventsOf(student.id)).toBe(29);
  });

  it('random uploads, in order and late, attempts among them, keep exactly what rebuild-learning computes from the log', async () => {
    const log = answerLogRepository(t.database.db);
    const random = seededRandom(49);
    const students = await Promise.all(Array.from({ length: 3 }, (_, i) => quickStudent(t, `Azar ${i}`, `azar${i}@example.pe`)));
    let late = 0;
    for (const student of students) {
      const pool = activeQuestions.slice(Math.floor(random() * 400)).slice(0, 60);
      let time = NOW - 60 * DAY;
      for (let upload = 0; upload < 25; upload += 1) {
        time += Math.floor(random() * 2 * DAY);
        const roll = random();
        if (roll < 0.2) {
          // An exam, sometimes finished offline days before the last upload.
          const finished = roll < 0.08 ? time - Math.floor(random() * 10) * DAY : time;
          const marks = PRINCIPAL_01_QUESTIONS.map(() => random() < 0.6);
          await log.ingestAttempt(
            {
              studentId: student.id,
              id: randomUUID(),
              examId: PRINCIPAL_01.id,
              startedAt: new Date(finished - 20 * MINUTE).toISOString(),
              finishedAt: new Date(finished).toISOString(),
              answers: PRINCIPAL_01_QUESTIONS.map((q, i) => ({ questionId: q.id, selectedOptions: marks[i] ? rightAnswer(q) : wrongAnswer(q) })),
              score: marks.filter(Boolean).length * 10,
              correct: marks.filter(Boolean).length,
              total: 10,
              contentHash: 'random',
            },
            NOW,
          );
          continue;
        }
        const batch = Array.from({ length: 1 + Math.floor(random() * 40) }, (_, i) => {
          // About one upload in six carries answers given offline before earlier uploads.
          const at = roll > 0.83 ? time - Math.floor(random() * 15 * DAY) : time + i * MINUTE;
          return reviewEvent(pool[Math.floor(random() * pool.length)].id, random() < 0.65, at);
        });
        if (roll > 0.83) late += 1;
        await log.ingestEvents(student.id, batch, NOW);
      }
    }
    expect(late).toBeGreaterThan(3);
    const kept = { learning: await learningRows(), folds: await folds() };
    expect(kept.learning).toHaveLength(3);
    await log.rebuild(NOW);
    expect({ learning: await learningRows(), folds: await folds() }).toEqual(kept);
  });
});

describe('the exam date the device uses (issue 49 §2)', () => {
  /** 40 questions answered three times over six weeks, most right: due after an exam in two days, unless brought forward. */
  function studied(): ReviewEvent[] {
    return activeQuestions.slice(0, 40).flatMap((q, i) => [
      reviewEvent(q.id, true, NOW - 40 * DAY + i * MINUTE),
      reviewEvent(q.id, i % 5 !== 0, NOW - 25 * DAY + i * MINUTE),
      reviewEvent(q.id, i % 4 !== 0, NOW - 10 * DAY + i * MINUTE),
    ]);
  }
  /** The device's 'due today' (learning-model.ts) for the same events and date. */
  const deviceDue = (events: readonly ReviewEvent[], examDate: string | null) =>
    dueToday(scheduleOf(events, NOW, { knownQuestions: new Set(activeQuestions.map((q) => q.id)), timeZone: DEFAULT_TIME_ZONE, examDate }), NOW, endOfDayIn(DEFAULT_TIME_ZONE)).length;
  const IN_TWO_DAYS = '2026-03-17';

  it("'due today' in the console follows a date set on the device, a group's date and a move between groups", async () => {
    const operator = await signInOperator(t);
    const learner = await t.createStudent({ enrolled: true });
    const other = await quickStudent(t, 'Del Grupo', 'delgrupo@example.pe');
    const log = answerLogRepository(t.database.db);
    const events = studied();
    await log.ingestEvents(learner.id, events, NOW);
    await log.ingestEvents(other.id, events.map((e) => ({ ...e, id: randomUUID() })), NOW);
    const withoutDate = deviceDue(events, null);
    const withDate = deviceDue(events, IN_TWO_DAYS);
    expect(withDate).toBeGreaterThan(withoutDate);
    const consoleDue = async (id: number) => {
      const res = await t.call('GET', `/api/admin/students/${id}`, { token: operator });
      expect(res.status).toBe(200);
      return (res.body as { learning: { dueToday: number } }).learning.dueToday;
    };
    expect(await consoleDue(learner.id)).toBe(withoutDate);

    // The student sets the date on their phone.
    const token = await t.login(learner.email, learner.password);
    expect((await t.call('PUT', '/api/settings', { token, json: { examDate: IN_TWO_DAYS, updatedAt: new Date(NOW).toISOString() } })).status).toBe(200);
    expect(await consoleDue(learner.id)).toBe(withDate);

    // The other student has no date of their own: their group's is the one.
    const created = await t.call('POST', '/api/admin/groups', { token: operator, json: { name: 'Marzo', examDate: IN_TWO_DAYS } });
    expect(created.status).toBe(201);
    const groupId = (created.body as { group: { id: number } }).group.id;
    expect(await consoleDue(other.id)).toBe(withoutDate);
    expect((await t.call('POST', `/api/admin/groups/${groupId}/members`, { token: operator, json: { studentIds: [other.id] } })).status).toBe(200);
    expect(await consoleDue(other.id)).toBe(withDate);
    expect((await t.call('PATCH', `/api/admin/groups/${groupId}`, { token: operator, json: { examDate: null } })).status).toBe(200);
    expect(await consoleDue(other.id)).toBe(withoutDate);
    expect((await t.call('PATCH', `/api/admin/groups/${groupId}`, { token: operator, json: { examDate: IN_TWO_DAYS } })).status).toBe(200);
    expect(await consoleDue(other.id)).toBe(withDate);
    expect((await t.call('DELETE', `/api/admin/groups/${groupId}/members/${other.id}`, { token: operator })).status).toBe(204);
    expect(await consoleDue(other.id)).toBe(withoutDate);
  });

  it("the at-risk rule counts a group's exam date for a student without their own", async () => {
    const operator = await signInOperator(t);
    const learner = await t.createStudent({ enrolled: true });
    const log = answerLogRepository(t.database.db);
    // Mostly wrong: readiness well under the pass mark, and studied today (not idle).
    await log.ingestEvents(learner.id, activeQuestions.slice(0, 30).map((q, i) => reviewEvent(q.id, i % 4 === 0, NOW - 2 * 60 * MINUTE + i * MINUTE)), NOW);
    const reasons = async () => {
      const res = await t.call('GET', '/api/admin/at-risk', { token: operator });
      expect(res.status).toBe(200);
      const found = (res.body as { students: { id: number; reasons: { kind: string; examDate?: string }[] }[] }).students.find((s) => s.id === learner.id);
      return found?.reasons ?? [];
    };
    expect(await reasons()).toEqual([]);
    const created = await t.call('POST', '/api/admin/groups', { token: operator, json: { name: 'Abril', examDate: IN_TWO_DAYS } });
    const groupId = (created.body as { group: { id: number } }).group.id;
    await t.call('POST', `/api/admin/groups/${groupId}/members`, { token: operator, json: { studentIds: [learner.id] } });
    expect(await reasons()).toEqual([expect.objectContaining({ kind: 'behind', examDate: IN_TWO_DAYS })]);
  });
});
