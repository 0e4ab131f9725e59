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
import { dayNumberOf, DEFAULT_TIME_ZONE, isKnownTimeZone, localDayNumber } from '../shared/learning/local-days';
import { dueToday, endOfDayIn, scheduleOf, type FsrsWeights, type QuestionMemory } from '../shared/learning/memory';
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
  /** The zone whose local days the figures count. */
  timeZone: string;
  /** The academy's FSRS weights the schedule used (issue 49 §5); null: FSRS's defaults. */
  weights: FsrsWeights | null;
  /** Questions answered for the first time today (local day): they count towards today's new share. */
  newToday: number;
  /** What is left of today's goal: what is due plus what is left of today's share of new questions (dailyGoal). */
  goal: number;
  /** The bank the figures were computed with (a Repaso answer is folded in with it). */
  questions: readonly BankQuestion[];
}

/**
 * Today's goal in words, the same on every screen (issue 50 §4): what is due is 'para repasar', the
 * rest of the goal is new questions, and the two are named apart so no screen calls new questions
 * 'de repaso'. '4 preguntas para repasar y 6 nuevas', '10 preguntas nuevas', '1 pregunta para repasar'.
 */
export function goalInWords({ due, goal }: { due: number; goal: number }): string {
  const fresh = Math.max(0, goal - due);
  if (due > 0 && fresh > 0) return `${due} ${due === 1 ? 'pregunta' : 'preguntas'} para repasar y ${fresh} ${fresh === 1 ? 'nueva' : 'nuevas'}`;
  if (due > 0) return `${due} ${due === 1 ? 'pregunta' : 'preguntas'} para repasar`;
  if (fresh > 0) return `${fresh} ${fresh === 1 ? 'pregunta nueva' : 'preguntas nuevas'}`;
  return 'nada pendiente';
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


export function deriveLearning(input: {
  attempts: readonly Attempt[];
  reviewEvents: readonly ReviewEvent[];
  questions: readonly BankQuestion[];
  now: number;
  examDate?: string | null;
  /** The student's zone (default: the device's): 'today' and the schedule count its local days. */
  timeZone?: string;
  /** The academy's active FSRS weights as the server delivered them (default: FSRS's). */
  weights?: FsrsWeights | null;
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
  const weights = input.weights ?? null;
  const memory = scheduleOf(events, input.now, { knownQuestions: new Set(byId.keys()), timeZone, examDate, weights });
  const due = dueToday(memory, input.now, endOfDayIn(timeZone));
  const unseen = input.questions.filter((q) => !memory.has(q.id)).length;
  const daysLeft = daysUntil(examDate, input.now, timeZone);
  const newToday = firstAnsweredToday(events, byId, input.now, timeZone);
  return {
    now: input.now,
    attempts,
    events,
    memory,
    due,
    unseen,
    examDate,
    daysLeft,
    timeZone,
    weights,
    newToday,
    goal: dailyGoal({ dueCount: due.length, unseenCount: unseen, daysLeft, newToday }),
    questions: input.questions,
  };
}

/** How many of the bank's questions were first answered on `now`'s local day (`events` oldest first). */
function firstAnsweredToday(events: readonly ReviewEvent[], bank: ReadonlyMap<string, unknown>, now: number, timeZone: string): number {
  const today = localDayNumber(now, timeZone);
  const seen = new Set<string>();
  let count = 0;
  for (const event of events) {
    if (seen.has(event.questionId) || !bank.has(event.questionId)) continue;
    seen.add(event.questionId);
    if (localDayNumber(eventTime(event), timeZone) === today) count += 1;
  }
  return count;
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
  // A new local day starts a new share of new questions: counted again from the whole log.
  if (localDayNumber(now, data.timeZone) !== localDayNumber(data.now, data.timeZone)) return null;
  const events = [...data.events, event];
  const memory = new Map(data.memory);
  if (questions.some((q) => q.id === event.questionId)) {
    // The schedule of one question depends on its own answers only (and the exam date, the zone).
    const replayed = scheduleOf(
      events.filter((e) => e.questionId === event.questionId),
      now,
      { timeZone: data.timeZone, examDate: data.examDate, weights: data.weights },
    ).get(event.questionId);
    if (replayed) memory.set(event.questionId, replayed);
  }
  const due = dueToday(memory, now, endOfDayIn(data.timeZone));
  const unseen = questions.filter((q) => !memory.has(q.id)).length;
  const daysLeft = daysUntil(data.examDate, now, data.timeZone);
  const first = !data.memory.has(event.questionId) && memory.has(event.questionId) && localDayNumber(time, data.timeZone) === localDayNumber(now, data.timeZone);
  const newToday = data.newToday + (first ? 1 : 0);
  return { ...data, now, events, memory, due, unseen, daysLeft, newToday, goal: dailyGoal({ dueCount: due.length, unseenCount: unseen, daysLeft, newToday }) };
}
