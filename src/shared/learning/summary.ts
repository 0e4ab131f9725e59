/**
 * A student's learning state as one value: what the console shows of a student (readiness and its
 * range, mastery per topic, when each answered question is due) from their log. The server keeps it
 * as a projection of its answer log (server/repositories/answer-log.repository.ts); Mi progreso computes readiness with the
 * same `readiness` over the same merged log, so both show the same figure for the same events.
 * Pure: no DOM, no node:, no clock of its own.
 */
import type { ReviewEvent } from './events';
import { emptyLearningState, foldLearning, learningModel, summarize, type LearningFigures } from './learning-state';
import type { TopicQuestion } from './readiness';

export type LearningSummary<T extends number = number> = LearningFigures<T>;

/**
 * Mastery and due times are over `questions` (the bank in use); readiness over
 * `options.readinessQuestions` when given (the academy's exam questions: 'un examen como los nuestros').
 * The whole log folded into an empty state (learning-state.ts): the same figures the server's kept
 * state gives after the same events, bit for bit.
 */
export function learningSummary<T extends number>(
  events: readonly ReviewEvent[],
  questions: readonly TopicQuestion<T>[],
  now: number,
  options: { topics?: readonly T[]; readinessQuestions?: readonly TopicQuestion<T>[]; examDate?: string | null; timeZone?: string } = {},
): LearningSummary<T> {
  const model = learningModel(questions, options);
  const state = emptyLearningState(model);
  foldLearning(state, events, model);
  return summarize(state, model, now, { examDate: options.examDate });
}

/** How many of `dueTimes` fall before `endOfDay` (epoch ms): the questions in today's queue. */
export function dueBefore(dueTimes: readonly number[], endOfDay: number): number {
  let count = 0;
  for (const time of dueTimes) if (time < endOfDay) count += 1;
  return count;
}
