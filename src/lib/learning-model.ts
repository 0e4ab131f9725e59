/**
 * What the learning screens show, derived from what the device knows (pure: tests call it with a
 * fixed clock). The memory model's input is one merged log:
 * - the events of every known attempt, the device's and the server's history alike, derived with
 *   `eventsFromAttempt`: ids are a function of (attempt, question), so an attempt known twice gives the
 *   same events and the merge keeps one. Exam answers reach the server once, inside their attempt (the
 *   attempts outbox is already exactly-once), where the server records them as events with the same
 *   ids; the device derives them itself too, so an attempt not synced yet counts at once;
 * - the device's log of review events: Repaso answers made here (the review-events outbox sends them)
 *   and the server's log pulled into it (every answer made on the student's other devices, exam ones
 *   included, so a new device knows them without the attempts).
 * A Repaso answer is folded into the figures already computed (`foldEvent`): its cost does not grow
 * with the student's history.
 * Replaying the union in time order (shared/learning) makes two devices that studied offline agree.
 */
import type { Attempt } from '../shared/attempt';
import { eventTime, eventsFromAttempt, mergeEvents, type ReviewEvent } from '../shared/learning/events';
import { dueToday, scheduleOf, type QuestionMemory } from '../shared/learning/memory';
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

/** Whole days from today to the exam date (0 on the day itself, negative after it); null without one. */
export function daysUntil(examDate: string | null, now: number): number | null {
  if (!examDate) return null;
  const [y, m, d] = examDate.split('-').map(Number);
  if (!y || !m || !d) return null;
  const today = new Date(now);
  const startOfToday = new Date(today.getFullYear(), today.getMonth(), today.getDate()).getTime();
  // Rounded: a day with a daylight-saving change is 23 or 25 hours long.
  return Math.round((new Date(y, m - 1, d).getTime() - startOfToday) / (24 * 60 * 60 * 1000));
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
}): LearningData {
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
  const memory = scheduleOf(events, input.now, { knownQuestions: new Set(byId.keys()) });
  const due = dueToday(memory, input.now);
  const unseen = input.questions.filter((q) => !memory.has(q.id)).length;
  const examDate = input.examDate ?? null;
  const daysLeft = daysUntil(examDate, input.now);
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

/**
 * The figures after one more answer, from the figures before it, without replaying the log: only the
 * answered question's memory is replayed (its own events), then today's queue and goal are counted
 * again. Null when the answer is not the newest of the log (a device clock set back): the caller then
 * recomputes everything. An id already in the log changes nothing.
 */
export function foldEvent(data: LearningData, event: ReviewEvent, questions: readonly BankQuestion[], now: number): LearningData | null {
  const last = data.events[data.events.length - 1];
  const time = eventTime(event);
  if (!Number.isFinite(time)) return null;
  if (last && (eventTime(last) > time || (eventTime(last) === time && last.id > event.id))) return null;
  if (data.events.some((e) => e.id === event.id)) return data;
  const events = [...data.events, event];
  const memory = new Map(data.memory);
  if (questions.some((q) => q.id === event.questionId)) {
    const replayed = scheduleOf(
      events.filter((e) => e.questionId === event.questionId),
      now,
    ).get(event.questionId);
    if (replayed) memory.set(event.questionId, replayed);
  }
  const due = dueToday(memory, now);
  const unseen = questions.filter((q) => !memory.has(q.id)).length;
  const daysLeft = daysUntil(data.examDate, now);
  return { ...data, now, events, memory, due, unseen, daysLeft, goal: dailyGoal({ dueCount: due.length, unseenCount: unseen, daysLeft }) };
}
