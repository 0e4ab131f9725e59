/**
 * The kept learning state (issue 55 §3): random logs folded batch by batch, through the stored text
 * between batches as the server keeps them, give the same figures, bit for bit, as the whole log
 * summarised at once; a batch with an answer older than what was folded is refused and changes nothing.
 */
import { describe, expect, it } from 'vitest';
import { topics } from '../../../src/content/course';
import { examQuestionPool } from '../../../src/content/exam-pool';
import { activeQuestions } from '../../../src/content/question-bank';
import { mergeEvents, type ReviewEvent } from '../../../src/shared/learning/events';
import { emptyLearningState, foldLearning, learningModel, parseLearningState, serializeLearningState, summarize, type LearningState, learningSummary } from '../../../src/shared/learning/learning-state';
import { scheduleOf } from '../../../src/shared/learning/memory';
import { seededRandom } from '../../../src/shared/learning/random';
import { readiness, topicMastery } from '../../../src/shared/learning/readiness';

const TOPICS = topics.map((t) => t.id);
const MODEL = learningModel(activeQuestions, { topics: TOPICS, readinessQuestions: examQuestionPool() });
const START = Date.parse('2026-02-01T08:00:00-05:00');
const MINUTE = 60_000;

/** A student's log: answers minutes to days apart, retries within the hour, over a random slice of the bank. */
function randomLog(random: () => number, n: number): ReviewEvent[] {
  const pool = activeQuestions.slice(Math.floor(random() * 300)).slice(0, 20 + Math.floor(random() * 250));
  const skill = 0.3 + random() * 0.6;
  const events: ReviewEvent[] = [];
  let time = START;
  for (let i = 0; i < n; i += 1) {
    const gap = random();
    time += gap < 0.4 ? Math.floor(random() * 30) * MINUTE : gap < 0.8 ? Math.floor(random() * 20) * 60 * MINUTE : Math.floor(random() * 6) * 24 * 60 * MINUTE;
    const question = pool[Math.floor(random() * pool.length)];
    events.push({
      id: `${Math.floor(random() * 1e9).toString(16)}-${i}`,
      questionId: question.id,
      correct: random() < skill,
      answeredAt: new Date(time).toISOString(),
      source: random() < 0.5 ? 'exam' : 'review',
    });
  }
  return events;
}

/** Splits `events` into consecutive batches of 1–80. */
function batches<T>(random: () => number, events: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < events.length; ) {
    const size = 1 + Math.floor(random() * 80);
    out.push(events.slice(i, i + size));
    i += size;
  }
  return out;
}

const stored = (state: LearningState) => parseLearningState(serializeLearningState(state), MODEL)!;

describe('the kept learning state', () => {
  it('folded batch by batch through its stored text, equals the whole log summarised at once (40 random logs)', () => {
    const random = seededRandom(55);
    for (let trial = 0; trial < 40; trial += 1) {
      // In the log's order (an exam's answers share an instant: by id), as one device sends them.
      const log = mergeEvents(randomLog(random, 50 + Math.floor(random() * 900)));
      const now = Date.parse(log[log.length - 1].answeredAt) + Math.floor(random() * 20) * 24 * 60 * MINUTE;
      const examDate = random() < 0.5 ? null : new Date(now + Math.floor(random() * 30) * 24 * 60 * MINUTE).toISOString().slice(0, 10);
      let state = emptyLearningState(MODEL);
      for (const batch of batches(random, log)) {
        state = stored(state);
        expect(foldLearning(state, batch, MODEL)).toBe(true);
      }
      const whole = learningSummary(log, activeQuestions, now, { topics: TOPICS, readinessQuestions: examQuestionPool(), examDate });
      expect(summarize(stored(state), MODEL, now, { examDate })).toEqual(whole);
      // …which are the device's own functions over the same log.
      expect(whole.readiness).toEqual(readiness(log, examQuestionPool(), now, { topics: TOPICS }));
      expect(whole.mastery).toEqual(topicMastery(log, activeQuestions, now, { topics: TOPICS }));
      const memory = scheduleOf(log, now, { knownQuestions: new Set(activeQuestions.map((q) => q.id)), examDate });
      expect(whole.dueTimes).toEqual([...memory.values()].map((m) => m.due.getTime()).sort((a, b) => a - b));
    }
  });

  it('refuses a batch with an answer older than the last one folded, and is left as it was', () => {
    const random = seededRandom(7);
    const log = mergeEvents(randomLog(random, 300));
    const state = emptyLearningState(MODEL);
    expect(foldLearning(state, log.slice(0, 200), MODEL)).toBe(true);
    const before = serializeLearningState(state);
    // Offline on another device: one answer from before the last one folded, among later ones.
    const late = { ...log[150], id: 'late-answer' };
    expect(foldLearning(state, [...log.slice(200, 210), late], MODEL)).toBe(false);
    expect(serializeLearningState(state)).toBe(before);
  });

  it('the stored text does not grow with the log once the bank is covered', () => {
    const random = seededRandom(3);
    const log = randomLog(random, 20_000);
    const at = (n: number) => {
      const state = emptyLearningState(MODEL);
      foldLearning(state, log.slice(0, n), MODEL);
      return serializeLearningState(state).length;
    };
    expect(at(20_000)).toBeLessThan(1.2 * at(5_000));
  });
});
