/**
 * What the learning screens show, derived from what the device knows (pure: tests call it with a
 * fixed clock). The memory model's input is one merged log:
 * - the events of every known attempt, the device's and the server's history alike, derived with
 *   `eventsFromAttempt`: ids are a function of (attempt, question), so an attempt known twice gives the
 *   same events and the merge keeps one. Exam answers therefore reach the server once, inside their
 *   attempt (the attempts outbox is already exactly-once), and are never sent as events;
 * - the device's log of review events: Repaso answers made here (the review-events outbox sends them)
 *   and those pulled from the server (made on the student's other devices).
 * Replaying the union in time order (shared/learning) makes two devices that studied offline agree.
 */
import type { Attempt } from '../shared/attempt';
import { eventsFromAttempt, mergeEvents, type ReviewEvent } from '../shared/learning/events';
import { dayNumberOf, DEFAULT_TIME_ZONE, isKnownTimeZone, localDayNumber } from '../shared/learning/local-days';
import { dueToday, endOfDayIn, scheduleOf, type QuestionMemory } from '../shared/learning/memory';
import { dailyGoal, type TopicQuestion } from '../shared/learning/readiness';
import type { ScorableQuestion } from '../shared/scoring';

export type BankQuestion = ScorableQuestion & TopicQuestion;

export interface LearningData {
  /** The clock the figures were computed at (epoch ms). */
  now: number;
  /** Every known attempt (device and server), newest first. */
  attempts: Attempt[];
  /** The model's input: the merged log, oldest first. */
  events: ReviewEvent[];
  memory: ReadonlyMap<string, QuestionMemory>;
  /** Today's queue, most overdue first. */
  due: string[];
  /** Questions of the bank never answered. */
  unseen: number;
  /** The exam date the student set ('Fecha de mi examen', YYYY-MM-DD) and the whole days until it. */
  examDate: string | null;
  daysLeft: number | null;
  /** Today's goal: what is due plus a share of the unseen questions (shared/learning dailyGoal). */
  goal: number;
}

/** Whole local days from today to the exam date (0 on the day itself, negative after it); null without one. */
export function daysUntil(examDate: string | null, now: number, timeZone: string = DEFAULT_TIME_ZONE): number | null {
  const examDay = examDate ? dayNumberOf(examDate) : null;
  return examDay === null ? null : examDay - localDayNumber(now, timeZone);
}

/** The device's time zone when the runtime knows it, else Lima's (the students' days are local days). */
export function deviceTimeZone(): string {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return zone && isKnownTimeZone(zone) ? zone : DEFAULT_TIME_ZONE;
}

function time(iso: string): number {
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? 0 : ms;
}

/** Device and server attempts by id (the device's copy wins: it knows its sync state), newest first. */
export function mergeAttemptLists(local: readonly Attempt[], remote: readonly Attempt[]): Attempt[] {
  const byId = new Map<string, Attempt>();
  for (const a of remote) byId.set(a.id, a);
  for (const a of local) byId.set(a.id, a);
  return [...byId.values()].sort((a, b) => time(b.finishedAt) - time(a.finishedAt) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

export function deriveLearning(input: {
  attempts: readonly Attempt[];
  reviewEvents: readonly ReviewEvent[];
  questions: readonly BankQuestion[];
  now: number;
  examDate?: string | null;
  /** The student's zone (default: the device's): 'today' and the schedule count its local days. */
  timeZone?: string;
}): LearningData {
  const timeZone = input.timeZone ?? deviceTimeZone();
  const byId = new Map(input.questions.map((q) => [q.id, q]));
  const attempts = [...input.attempts];
  // Only the event fields: the device's copies carry `syncedAt`, which is no part of the log.
  const reviewEvents = input.reviewEvents.map(({ id, questionId, correct, answeredAt, source, attemptId }): ReviewEvent => ({
    id,
    questionId,
    correct,
    answeredAt,
    source,
    ...(attemptId === undefined ? {} : { attemptId }),
  }));
  const events = mergeEvents(...attempts.map((a) => eventsFromAttempt(a, byId)), reviewEvents);
  const examDate = input.examDate ?? null;
  const memory = scheduleOf(events, input.now, { knownQuestions: new Set(byId.keys()), timeZone, examDate });
  const due = dueToday(memory, input.now, endOfDayIn(timeZone));
  const unseen = input.questions.filter((q) => !memory.has(q.id)).length;
  const daysLeft = daysUntil(examDate, input.now, timeZone);
  return {
    now: input.now,
    attempts,
    events,
    memory,
    due,
    unseen,
    examDate,
    daysLeft,
    goal: dailyGoal({ dueCount: due.length, unseenCount: unseen, daysLeft }),
  };
}
