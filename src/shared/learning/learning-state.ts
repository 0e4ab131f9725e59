/**
 * A student's learning state kept between uploads (issue 55 §3): the log folded answer by answer
 * into what the figures need (each question's FSRS card and evidence, the learning term's sums), so
 * the server adds a batch of new answers to it instead of replaying the whole log, and the summary
 * (readiness, mastery, due times) is computed from it. Its size is bounded by the bank, not by the log.
 *
 * The fold is the replay: `learningSummary` (below) folds a whole log into an empty state and
 * summarises it with the same code, so a state built batch by batch and one built from the log in one
 * go are the same numbers, bit for bit, as long as every batch comes after what was folded before in
 * the log's order (answer time, then id). A batch with an earlier answer (a device that synced late)
 * cannot be folded in: FSRS and the same-sitting rule depend on the order of a question's answers,
 * and the learning term's sums cannot take a share out exactly. `foldLearning` then refuses it and the
 * caller replays the log (what the server does; see answer-log.repository.ts).
 * Pure: no DOM, no node:, no clock of its own.
 */
import { State } from 'ts-fsrs';
import { eventTime, mergeEvents, type ReviewEvent } from './events';
import { DEFAULT_TIME_ZONE, dayNumberOf, localDayNumber } from './local-days';
import { dueOn, isFsrsWeights, replayEvent, type FsrsWeights, type Replayed } from './memory';
import {
  emptyEvidence,
  foldEvidence,
  readinessFrom,
  topicMasteryFrom,
  type EvidenceFold,
  type QuestionEvidence,
  type Readiness,
  type TopicMastery,
  type TopicQuestion,
} from './readiness';
/** Bumped whenever the state's meaning changes: a kept state of another version is replayed. */
export const LEARNING_STATE_VERSION = 1;

/** The banks a state is folded for, and their lookups (built once: the server keeps one). */
export interface LearningModel<T extends number = number> {
  /** The bank in use: scheduled, and its mastery reported. */
  questions: readonly TopicQuestion<T>[];
  /** The bank readiness is estimated over (the academy's exam questions). */
  readinessQuestions: readonly TopicQuestion<T>[];
  topics?: readonly T[];
  timeZone: string;
  known: ReadonlySet<string>;
  /** The evidence's banks: [questions] or [questions, readinessQuestions]. */
  banks: readonly ReadonlyMap<string, TopicQuestion<T>>[];
  /** The academy's active FSRS weights (issue 49 §5); null or absent: FSRS's defaults. */
  weights?: FsrsWeights | null;
}

/** The model with another weight set (the server's, once an operator activates or rolls back a fit). */
export function withWeights<T extends number>(model: LearningModel<T>, weights: FsrsWeights | null): LearningModel<T> {
  return { ...model, weights: weights && isFsrsWeights(weights) ? weights : null };
}

/** What a stored state records of the weights it was folded with: a state folded with others is replayed. */
function weightsKey(model: LearningModel): string {
  return model.weights && isFsrsWeights(model.weights) ? model.weights.join(',') : 'default';
}

export function learningModel<T extends number>(
  questions: readonly TopicQuestion<T>[],
  options: { readinessQuestions?: readonly TopicQuestion<T>[]; topics?: readonly T[]; timeZone?: string } = {},
): LearningModel<T> {
  const readinessQuestions = options.readinessQuestions ?? questions;
  const bank = new Map(questions.map((q) => [q.id, q]));
  return {
    questions,
    readinessQuestions,
    topics: options.topics,
    timeZone: options.timeZone ?? DEFAULT_TIME_ZONE,
    known: new Set(bank.keys()),
    banks: readinessQuestions === questions ? [bank] : [bank, new Map(readinessQuestions.map((q) => [q.id, q]))],
  };
}

export interface LearningState {
  /** Events folded (each id once, whatever its question). */
  events: number;
  /** The last event folded, in the log's order: a later batch must come after it. */
  position: { time: number; id: string } | null;
  schedule: Map<string, Replayed>;
  evidence: EvidenceFold;
}

export function emptyLearningState(model: LearningModel): LearningState {
  return { events: 0, position: null, schedule: new Map(), evidence: emptyEvidence(model.banks.length) };
}

/** Whether event (time, id) comes before `position` in the log's order (mergeEvents). */
function before(time: number, id: string, position: { time: number; id: string }): boolean {
  return time < position.time || (time === position.time && id < position.id);
}

/**
 * Folds `events` (new ids, any order among themselves) into `state`. Returns false, leaving the state
 * as it was, when one of them comes before what was folded already: then only a replay is exact.
 */
export function foldLearning(state: LearningState, events: readonly ReviewEvent[], model: LearningModel): boolean {
  const merged = mergeEvents(events);
  const position = state.position;
  if (position && merged.some((event) => Number.isFinite(eventTime(event)) && before(eventTime(event), event.id, position))) return false;
  for (const event of merged) {
    state.events += 1;
    const time = eventTime(event);
    // Kept (counted) but never replayed, as scheduleOf and readiness skip them.
    if (!Number.isFinite(time)) continue;
    replayEvent(state.schedule, event, time, model.known, model.timeZone, model.weights);
    foldEvidence(state.evidence, model.banks, event, time);
    state.position = { time, id: event.id };
  }
  return true;
}

export interface LearningFigures<T extends number = number> {
  /** Events in the log (all of them, duplicates of an id counted once). */
  events: number;
  /** Null without a single answer: the console then shows no figure. */
  readiness: Readiness | null;
  mastery: TopicMastery<T>[];
  /** When each answered question of the bank is due next (epoch ms), soonest first. */
  dueTimes: number[];
}

/**
 * The figures of a state at `now`. `examDate` (YYYY-MM-DD, the one the device uses: the student's
 * own, else their group's) brings due times before the exam as scheduleOf does; readiness and
 * mastery do not depend on it.
 */
export function summarize<T extends number>(state: LearningState, model: LearningModel<T>, now: number, options: { examDate?: string | null } = {}): LearningFigures<T> {
  const today = localDayNumber(now, model.timeZone);
  const examDay = options.examDate ? dayNumberOf(options.examDate) : null;
  const dueTimes = [...state.schedule].map(([questionId, entry]) => dueOn(questionId, entry, today, examDay, model.timeZone)).sort((a, b) => a - b);
  const readinessBank = model.banks.length - 1;
  return {
    events: state.events,
    readiness: state.events === 0 ? null : readinessFrom(state.evidence, readinessBank, model.readinessQuestions, now, { topics: model.topics }),
    mastery: topicMasteryFrom(state.evidence, 0, model.questions, now, { topics: model.topics }),
    dueTimes,
  };
}

/** [questionId, due, stability, difficulty, elapsed_days, scheduled_days, learning_steps, reps, lapses, state, last_review | null, time, answers, correct] */
type ScheduleRow = [string, number, number, number, number, number, number, number, number, number, number | null, number, number, number];
/** [questionId, seen, count, rightCount, weight, right, levelWeight, levelRight, last] */
type EvidenceRow = [string, number, number, number, number, number, number, number, number];

interface StoredState {
  v: number;
  banks: number;
  events: number;
  position: [number, string] | null;
  schedule: ScheduleRow[];
  evidence: EvidenceRow[];
  repeats: [string, number[]][][];
  /** The FSRS weights folded with ('default' or the numbers); absent in states stored before issue 49 §5: the defaults. */
  w?: string;
}

/**
 * The state as text (JSON: doubles written as the shortest text that reads back the same double,
 * so a stored state folds on exactly as the one in memory would). Maps keep their order as arrays.
 */
export function serializeLearningState(state: LearningState, model?: LearningModel): string {
  const stored: StoredState = {
    v: LEARNING_STATE_VERSION,
    w: model ? weightsKey(model) : 'default',
    banks: state.evidence.repeats.length,
    events: state.events,
    position: state.position ? [state.position.time, state.position.id] : null,
    schedule: [...state.schedule].map(([id, { card, time, answers, correct }]): ScheduleRow => [
      id,
      card.due.getTime(),
      card.stability,
      card.difficulty,
      card.elapsed_days,
      card.scheduled_days,
      card.learning_steps,
      card.reps,
      card.lapses,
      card.state,
      card.last_review ? card.last_review.getTime() : null,
      time,
      answers,
      correct,
    ]),
    evidence: [...state.evidence.questions].map(([id, e]): EvidenceRow => [id, e.seen, e.count, e.rightCount, e.weight, e.right, e.levelWeight, e.levelRight, e.last]),
    repeats: state.evidence.repeats.map((sums) => [...sums]),
  };
  return JSON.stringify(stored);
}

/** A stored state, or null when it is of another version or for other banks (then: replay the log). */
export function parseLearningState(text: string, model: LearningModel): LearningState | null {
  let stored: StoredState;
  try {
    stored = JSON.parse(text) as StoredState;
  } catch {
    return null;
  }
  if (stored?.v !== LEARNING_STATE_VERSION || stored.banks !== model.banks.length) return null;
  // Folded with other FSRS weights (a fit activated or rolled back since): replayed with the model's.
  if ((stored.w ?? 'default') !== weightsKey(model)) return null;
  const schedule = new Map<string, Replayed>(
    stored.schedule.map(([id, due, stability, difficulty, elapsed, scheduled, steps, reps, lapses, cardState, lastReview, time, answers, correct]) => [
      id,
      {
        card: {
          due: new Date(due),
          stability,
          difficulty,
          elapsed_days: elapsed,
          scheduled_days: scheduled,
          learning_steps: steps,
          reps,
          lapses,
          state: cardState as State,
          ...(lastReview === null ? {} : { last_review: new Date(lastReview) }),
        },
        time,
        answers,
        correct,
        dueAt: Number.NaN,
        lastDay: Number.NaN,
      },
    ]),
  );
  const questions = new Map<string, QuestionEvidence>(
    stored.evidence.map(([id, seen, count, rightCount, weight, right, levelWeight, levelRight, last]) => [id, { seen, count, rightCount, weight, right, levelWeight, levelRight, last }]),
  );
  return {
    events: stored.events,
    position: stored.position ? { time: stored.position[0], id: stored.position[1] } : null,
    schedule,
    evidence: { questions, repeats: stored.repeats.map((sums) => new Map(sums)) },
  };
}

// ── The learning state as one value (what the console shows of a student) ──
/*
 * A student's learning state as one value: what the console shows of a student (readiness and its
 * range, mastery per topic, when each answered question is due) from their log. The server keeps it
 * as a projection of its answer log (server/repositories/answer-log.repository.ts); Mi progreso computes readiness with the
 * same `readiness` over the same merged log, so both show the same figure for the same events.
 * Pure: no DOM, no node:, no clock of its own.
 */
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
