/**
 * A student's learning state as one value: what the console shows of a student (readiness and its
 * range, mastery per topic, when each answered question is due) from their log. The server keeps it
 * as a projection of its answer log (server/lib/answer-log.ts); Mi progreso computes readiness with the
 * same `readiness` over the same merged log, so both show the same figure for the same events.
 * Pure: no DOM, no node:, no clock of its own.
 */
import type { ReviewEvent } from './events';
import { scheduleOf } from './memory';
import { readiness, topicMastery, type Readiness, type TopicMastery, type TopicQuestion } from './readiness';

export interface LearningSummary<T extends number = number> {
  /** Events in the log (all of them, duplicates of an id counted once). */
  events: number;
  /** Null without a single answer: the console then shows no figure. */
  readiness: Readiness | null;
  mastery: TopicMastery<T>[];
  /** When each answered question of the bank is due next (epoch ms), soonest first. */
  dueTimes: number[];
}

/**
 * Mastery and due times are over `questions` (the bank in use); readiness over
 * `options.readinessQuestions` when given (the academy's exam questions: 'un examen como los nuestros').
 */
export function learningSummary<T extends number>(
  events: readonly ReviewEvent[],
  questions: readonly TopicQuestion<T>[],
  now: number,
  options: { topics?: readonly T[]; readinessQuestions?: readonly TopicQuestion<T>[] } = {},
): LearningSummary<T> {
  const memory = scheduleOf(events, now, { knownQuestions: new Set(questions.map((q) => q.id)) });
  const count = new Set(events.map((event) => event.id)).size;
  return {
    events: count,
    readiness: count === 0 ? null : readiness(events, options.readinessQuestions ?? questions, now, { topics: options.topics, memory }),
    mastery: topicMastery(events, questions, now, { topics: options.topics, memory }),
    dueTimes: [...memory.values()].map((m) => m.due.getTime()).sort((a, b) => a - b),
  };
}

/** How many of `dueTimes` fall before `endOfDay` (epoch ms): the questions in today's queue. */
export function dueBefore(dueTimes: readonly number[], endOfDay: number): number {
  let count = 0;
  for (const time of dueTimes) if (time < endOfDay) count += 1;
  return count;
}
