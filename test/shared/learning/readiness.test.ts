/**
 * Mastery, readiness and the daily goal. The calibration test is the requirement: for 1,000
 * simulated students whose knowledge is known, the stated 90 % range must hold the true expected
 * score on a new exam (the quantity readiness promises) for at least 90 % of them.
 */
import { describe, expect, it } from 'vitest';
import { topics } from '@/content/course';
import { questionBank } from '@/content/question-bank';
import type { TopicId } from '@/content/types';
import type { ReviewEvent } from '@/shared/learning/events';
import { seededRandom, type Random } from '@/shared/learning/random';
import {
  dailyGoal,
  DEFAULT_NEW_PER_DAY,
  drawExam,
  EARLY_MAX_WIDTH,
  guessingFloor,
  examTopicWeights,
  readiness,
  topicMastery,
  weakestTopics,
  type Readiness,
} from '@/shared/learning/readiness';
import { DAY, event, MINUTE, T0 } from './helpers';

const weights = examTopicWeights(questionBank);
/** Every balotario topic, 'Actualidad' (21, issue 51) included: the bank asks each of them. */
const ALL_TOPICS: TopicId[] = topics.map((t) => t.id);

const normal = (random: Random) => Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
const logistic = (x: number) => 1 / (1 + Math.exp(-x));

/**
 * A student with known knowledge: an overall level, a level per topic around it and a difficulty per
 * question around that (item-response style, on the logit scale), on three-option questions that a
 * guess gets right a third of the time. Spreads are what item banks typically show (about one logit).
 */
function simulatedStudent(random: Random): Map<string, number> {
  const overall = 0.5 + 0.9 * normal(random);
  const topicLevel = new Map(ALL_TOPICS.map((t) => [t, overall + 0.8 * normal(random)]));
  return new Map(questionBank.map((q) => [q.id, 1 / 3 + (2 / 3) * logistic((topicLevel.get(q.topic) ?? 0) + 1.0 * normal(random))]));
}

/** The truth readiness estimates: the mean true p of a new exam, averaged over how exams are drawn. */
function trueExpectedScore(p: ReadonlyMap<string, number>): number {
  let score = 0;
  for (const [topic, weight] of weights) {
    const ofTopic = questionBank.filter((q) => q.topic === topic);
    score += (weight * ofTopic.reduce((sum, q) => sum + (p.get(q.id) ?? 0), 0)) / ofTopic.length;
  }
  return 100 * score;
}

/**
 * A realistic history: an exam drawn like ours every three days, answers Bernoulli(true p), and the
 * next day half of the misses reviewed in Repaso. Returns the log and the time the student looks.
 */
function history(p: ReadonlyMap<string, number>, exams: number, random: Random): { events: ReviewEvent[]; now: number } {
  const events: ReviewEvent[] = [];
  let time = T0;
  for (let e = 0; e < exams; e += 1) {
    const missed: string[] = [];
    for (const q of drawExam(questionBank, random)) {
      const correct = random() < (p.get(q.id) ?? 0);
      if (!correct) missed.push(q.id);
      events.push(event(q.id, correct, time, 'exam'));
    }
    for (const id of missed) if (random() < 0.5) events.push(event(id, random() < (p.get(id) ?? 0), time + DAY));
    time += 3 * DAY;
  }
  return { events, now: time - DAY };
}

const width = (r: Readiness) => r.high - r.low;

/** Simulated students, each with `exams()` exams behind them, their readiness and whether it covers the truth. */
function simulatedStudents(count: number, seed: number, exams: (random: Random) => number) {
  const random = seededRandom(seed);
  return Array.from({ length: count }, () => {
    const p = simulatedStudent(random);
    const taken = exams(random);
    const { events, now } = history(p, taken, random);
    const result = readiness(events, questionBank, now);
    const truth = trueExpectedScore(p);
    return { exams: taken, result, truth, covered: result.low <= truth && truth <= result.high };
  });
}

const coverage = (list: readonly { covered: boolean }[]) => list.filter((s) => s.covered).length / list.length;

describe('readiness: calibration (1,000 simulated students)', () => {
  it('the 90 % range holds the true expected score for 88–94 % of students, and narrows with answers', () => {
    const students = simulatedStudents(1000, 18, (random) => Math.floor(random() * 9)); // 0–8 exams over up to four weeks
    const settled = students.filter((s) => !s.result.early);
    console.info(`whole bank, 0–8 exams: ${(100 * coverage(students)).toFixed(1)} %, not early ${(100 * coverage(settled)).toFixed(1)} %`);

    // Issue 49 §3: 88–94 %, not 'at least 90'. Seed 18 before it: 95.0 % (93.4 % not early), too wide;
    // with the calibrated variance of readiness.ts: 91.8 % (88.6 % not early).
    expect(coverage(students)).toBeGreaterThanOrEqual(0.88);
    expect(coverage(students)).toBeLessThanOrEqual(0.94);
    // Not carried by the wide ranges of students with almost no answers.
    expect(coverage(settled)).toBeGreaterThanOrEqual(0.88);

    const meanWidth = (exams: number) => {
      const group = students.filter((s) => s.exams === exams);
      return group.reduce((sum, s) => sum + width(s.result), 0) / group.length;
    };
    const widths = [0, 1, 2, 4, 8].map(meanWidth);
    for (let i = 1; i < widths.length; i += 1) expect(widths[i]).toBeLessThan(widths[i - 1]);
    // Recency weighting (issue 30) keeps fewer effective answers than a count: 21 points at 8 exams.
    expect(widths[4]).toBeLessThan(22);
  });

  it('stays honest for students with long histories, where a range can claim more than the answers allow', () => {
    // 16–24 exams: without the range's floor (readiness.ts) coverage here sat at the threshold (89–92 %
    // over seeds); with it, about 95 %.
    const students = simulatedStudents(500, 21, (random) => 16 + Math.floor(random() * 9));
    const meanWidth = students.reduce((sum, s) => sum + width(s.result), 0) / students.length;
    expect(coverage(students)).toBeGreaterThanOrEqual(0.9);
    expect(meanWidth).toBeLessThan(20);
  });

  it('defines the truth as the average over exams drawn like ours (checked by drawing them)', () => {
    const random = seededRandom(5);
    for (let s = 0; s < 3; s += 1) {
      const p = simulatedStudent(random);
      let total = 0;
      const draws = 20000;
      for (let d = 0; d < draws; d += 1) {
        const exam = drawExam(questionBank, random);
        total += (100 * exam.reduce((sum, q) => sum + (p.get(q.id) ?? 0), 0)) / exam.length;
      }
      expect(Math.abs(total / draws - trueExpectedScore(p))).toBeLessThan(0.5);
    }
  });
});

describe('readiness', () => {
  const random = seededRandom(99);
  const p = simulatedStudent(random);

  it('is early while the range is wider than EARLY_MAX_WIDTH, not after a dozen exams', () => {
    const one = history(p, 1, random);
    const twelve = history(p, 12, random);
    expect(readiness(one.events, questionBank, one.now)).toMatchObject({ early: true, answeredQuestions: 10 });
    const later = readiness(twelve.events, questionBank, twelve.now);
    expect(later.high - later.low).toBeLessThanOrEqual(EARLY_MAX_WIDTH);
    expect(later.early).toBe(false);
    expect(later.answeredQuestions).toBeGreaterThanOrEqual(30);
  });

  it('without answers says that anything is possible, around the middle', () => {
    const r = readiness([], questionBank, T0);
    expect(r).toMatchObject({ expected: 50, early: true, answeredQuestions: 0 });
    expect(r.low).toBeLessThanOrEqual(6);
    expect(r.high).toBeGreaterThanOrEqual(94);
  });

  it('narrows for the same student as the history grows', () => {
    const long = history(p, 8, random);
    const widths = [1, 3, 8].map((exams) => {
      const cutoff = T0 + (exams * 3 - 1) * DAY;
      return width(readiness(long.events.filter((e) => Date.parse(e.answeredAt) < cutoff), questionBank, cutoff));
    });
    expect(widths[1]).toBeLessThan(widths[0]);
    expect(widths[2]).toBeLessThan(widths[0]);
  });

  it('keeps expected inside the range and everything within 0–100', () => {
    const perfect = questionBank.map((q, i) => event(q.id, true, T0 + i * MINUTE * 90, 'exam'));
    const hopeless = questionBank.map((q, i) => event(q.id, false, T0 + i * MINUTE * 90, 'exam'));
    for (const events of [perfect, hopeless]) {
      const r = readiness(events, questionBank, T0 + 300 * 90 * MINUTE);
      expect(0 <= r.low && r.low <= r.expected && r.expected <= r.high && r.high <= 100).toBe(true);
    }
    expect(readiness(perfect, questionBank, T0 + 300 * 90 * MINUTE).expected).toBeGreaterThan(85);
    // Never below guessing: a student who misses everything is still expected to guess some right.
    const chance = (100 * questionBank.reduce((sum, q) => sum + guessingFloor(q), 0)) / questionBank.length;
    expect(Math.abs(readiness(hopeless, questionBank, T0 + 300 * 90 * MINUTE).expected - chance)).toBeLessThan(3);
  });

  it('a wider confidence gives a wider range', () => {
    const { events, now } = history(p, 3, random);
    const r80 = readiness(events, questionBank, now, { confidence: 0.8 });
    const r95 = readiness(events, questionBank, now, { confidence: 0.95 });
    expect(r80.expected).toBe(r95.expected);
    expect(width(r95)).toBeGreaterThan(width(r80));
  });

  it('runs in well under 50 ms for 1,000 events', () => {
    const events = Array.from({ length: 1000 }, (_, i) => event(questionBank[(i * 7) % questionBank.length].id, i % 3 !== 0, T0 + i * 2 * 60 * MINUTE));
    const now = T0 + 2000 * 60 * MINUTE;
    readiness(events, questionBank, now); // warm-up: the JIT, not the algorithm
    const started = performance.now();
    readiness(events, questionBank, now);
    expect(performance.now() - started).toBeLessThan(50);
  });
});

describe('topicMastery', () => {
  const q = (topic: number) => questionBank.filter((x) => x.topic === topic);

  it('reports every topic; without answers all show the overall estimate and answered 0', () => {
    const mastery = topicMastery([], questionBank, T0, { topics: ALL_TOPICS });
    expect(mastery.map((m) => m.topic)).toEqual(ALL_TOPICS);
    for (const m of mastery) expect(m).toMatchObject({ mastery: 0.5, answered: 0 });
    expect(mastery.reduce((sum, m) => sum + m.questions, 0)).toBe(questionBank.length);
  });

  it('moves a topic with its answers, and the unanswered topics with the overall accuracy', () => {
    // The hierarchy alone, without the guessing floor (tested on its own): after five misses every
    // estimate is down at the floor, so with the floors the comparison below would be one of the
    // topics' shares of three-option questions (on the 600-question bank topic 1 has more of them
    // than topic 2, and its floored mastery came out 0.2886 against 0.2875).
    const bank = questionBank.map(({ id, topic }) => ({ id, topic }));
    const topic1 = q(1).slice(0, 5);
    const right = topicMastery(topic1.map((x) => event(x.id, true, T0, 'exam')), bank, T0);
    const wrong = topicMastery(topic1.map((x) => event(x.id, false, T0, 'exam')), bank, T0);
    const of = (list: typeof right, topic: number) => list.find((m) => m.topic === topic)!;
    expect(of(right, 1)).toMatchObject({ answered: 5, questions: q(1).length });
    expect(of(right, 1).mastery).toBeGreaterThan(of(right, 2).mastery);
    expect(of(right, 2).mastery).toBeGreaterThan(0.5);
    expect(of(wrong, 1).mastery).toBeLessThan(of(wrong, 2).mastery);
    expect(of(wrong, 2).mastery).toBeLessThan(0.5);
  });

  it('uses every answer, not only the last', () => {
    const id = q(3)[0].id;
    const steady = topicMastery([event(id, true, T0), event(id, true, T0 + 3 * DAY), event(id, true, T0 + 6 * DAY)], questionBank, T0 + 7 * DAY);
    const shaky = topicMastery([event(id, false, T0), event(id, false, T0 + 3 * DAY), event(id, true, T0 + 6 * DAY)], questionBank, T0 + 7 * DAY);
    expect(steady[2].mastery).toBeGreaterThan(shaky[2].mastery);
  });

  it('does not count a retry minutes after seeing the solution as knowing it', () => {
    const id = q(4)[0].id;
    const retried = topicMastery([event(id, false, T0, 'exam'), event(id, true, T0 + MINUTE), event(id, true, T0 + 2 * MINUTE)], questionBank, T0 + 10 * DAY);
    const knewIt = topicMastery([event(id, true, T0, 'exam')], questionBank, T0 + 10 * DAY);
    expect(retried[3].mastery).toBeLessThan(knewIt[3].mastery);
  });

  it('newer answers weigh more: a right answer yesterday outweighs a wrong one weeks ago', () => {
    const id = q(5)[0].id;
    const learnt = topicMastery([event(id, false, T0, 'exam'), event(id, true, T0 + 30 * DAY, 'exam')], questionBank, T0 + 31 * DAY)[4].mastery;
    const lost = topicMastery([event(id, true, T0, 'exam'), event(id, false, T0 + 30 * DAY, 'exam')], questionBank, T0 + 31 * DAY)[4].mastery;
    expect(learnt).toBeGreaterThan(lost);
  });

  it('time without answers does not move it (nothing new is known)', () => {
    const events = q(5).map((x, i) => event(x.id, i % 2 === 0, T0, 'exam'));
    expect(topicMastery(events, questionBank, T0 + 365 * DAY)).toEqual(topicMastery(events, questionBank, T0 + DAY));
  });

  it('ignores questions the bank does not have', () => {
    const events = [event('q9999', false, T0), event(q(1)[0].id, true, T0)];
    expect(topicMastery(events, questionBank, T0)).toEqual(topicMastery(events.slice(1), questionBank, T0));
  });
});

describe('weakestTopics', () => {
  const row = (topic: number, mastery: number, answered = 3) => ({ topic, mastery, answered, questions: 8 });

  it('returns the n weakest answered topics, weakest first, ties by topic', () => {
    const mastery = [row(1, 0.8), row(2, 0.4), row(3, 0.3, 0), row(4, 0.4), row(5, 0.6), row(6, 0.2)];
    expect(weakestTopics(mastery).map((m) => m.topic)).toEqual([6, 2, 4]);
    expect(weakestTopics(mastery, 1).map((m) => m.topic)).toEqual([6]);
    expect(weakestTopics(mastery, 10)).toHaveLength(5);
    expect(weakestTopics([row(1, 0.1, 0)])).toEqual([]);
  });
});

describe('dailyGoal', () => {
  it('is what is due plus an even share of the unseen over the days left', () => {
    expect(dailyGoal({ dueCount: 12, unseenCount: 0, daysLeft: 10 })).toBe(12);
    expect(dailyGoal({ dueCount: 5, unseenCount: 100, daysLeft: 10 })).toBe(15);
    expect(dailyGoal({ dueCount: 5, unseenCount: 101, daysLeft: 10 })).toBe(16); // rounds the share up
    expect(dailyGoal({ dueCount: 0, unseenCount: 3, daysLeft: 30 })).toBe(1);
  });

  it('covers every unseen question by the exam, however close (issue 30), never less than what is due', () => {
    expect(dailyGoal({ dueCount: 3, unseenCount: 150, daysLeft: 2 })).toBe(3 + 75);
    expect(dailyGoal({ dueCount: 80, unseenCount: 150, daysLeft: 1 })).toBe(80 + 150);
    expect(10 * (dailyGoal({ dueCount: 0, unseenCount: 456, daysLeft: 10 }) - 0)).toBeGreaterThanOrEqual(456);
  });

  it('counts the new questions answered today towards the share, which is of those unseen at the start of the day', () => {
    // 100 unseen at dawn, 10 days: 10 new today. After 4 of them, 96 unseen and 6 left.
    expect(dailyGoal({ dueCount: 5, unseenCount: 96, daysLeft: 10, newToday: 4 })).toBe(5 + 6);
    expect(dailyGoal({ dueCount: 5, unseenCount: 90, daysLeft: 10, newToday: 10 })).toBe(5);
    expect(dailyGoal({ dueCount: 5, unseenCount: 80, daysLeft: 10, newToday: 20 })).toBe(5); // ahead of the plan
    expect(dailyGoal({ dueCount: 2, unseenCount: 40, daysLeft: null, newToday: 7 })).toBe(2 + DEFAULT_NEW_PER_DAY - 7);
  });

  it('on or after the exam day is only what is due', () => {
    expect(dailyGoal({ dueCount: 7, unseenCount: 40, daysLeft: 0 })).toBe(7);
    expect(dailyGoal({ dueCount: 7, unseenCount: 40, daysLeft: -3 })).toBe(7);
  });

  it('without an exam date keeps a steady pace; odd inputs do not produce odd goals', () => {
    expect(dailyGoal({ dueCount: 4, unseenCount: 40, daysLeft: null })).toBe(4 + DEFAULT_NEW_PER_DAY);
    expect(dailyGoal({ dueCount: 4, unseenCount: 3 })).toBe(7);
    expect(dailyGoal({ dueCount: -2, unseenCount: Number.NaN, daysLeft: 5 })).toBe(0);
    expect(dailyGoal({ dueCount: 2.7, unseenCount: 10, daysLeft: 2.9 })).toBe(2 + 5); // whole days left
  });
});

describe('drawing exams like ours', () => {
  const topicsOf = (exam: readonly { topic: number }[]) => new Set(exam.map((x) => x.topic));

  it('draws ten questions, one from each of ten different topics', () => {
    const random = seededRandom(1);
    for (let d = 0; d < 500; d += 1) {
      const exam = drawExam(questionBank, random);
      expect(exam).toHaveLength(10);
      expect(topicsOf(exam).size).toBe(10);
    }
  });

  it('gives every topic the same weight, whatever its size, and draws every topic equally often', () => {
    const sizes = ALL_TOPICS.map((topic) => questionBank.filter((q) => q.topic === topic).length);
    expect(Math.max(...sizes)).toBeGreaterThan(Math.min(...sizes));
    expect([...weights.keys()]).toEqual(ALL_TOPICS);
    for (const weight of weights.values()) expect(weight).toBeCloseTo(1 / ALL_TOPICS.length, 12);
    const random = seededRandom(77);
    const counts = new Map<number, number>();
    const draws = 20000;
    for (let d = 0; d < draws; d += 1) for (const x of drawExam(questionBank, random)) counts.set(x.topic, (counts.get(x.topic) ?? 0) + 1);
    for (const topic of ALL_TOPICS) expect(Math.abs((counts.get(topic) ?? 0) / (10 * draws) - 1 / ALL_TOPICS.length)).toBeLessThan(0.002);
  });

  it('picks each of a topic’s questions equally often', () => {
    const random = seededRandom(3);
    const topic1 = questionBank.filter((q) => q.topic === 1).map((q) => q.id);
    const counts = new Map<string, number>();
    const draws = 40000;
    for (let d = 0; d < draws; d += 1) for (const x of drawExam(questionBank, random)) if (x.topic === 1) counts.set(x.id, (counts.get(x.id) ?? 0) + 1);
    const expected = draws / 2 / topic1.length; // topic 1 is in half the exams
    // Each count is binomial around `expected`, standard deviation √(expected·(1 − 1/n)) for a topic
    // of n questions: the tolerance is 4.5 of them, so a fair draw fails with a chance under 1 in 4,000
    // even over all of the topic's questions (a fixed 15 % was 3.2 deviations with the 456-question
    // bank's 22 questions in topic 1, but only 2.5 with the 600-question bank's 37, and failed).
    // With 40,000 draws and 37 questions that is ±19 % of 541: a question drawn a third more or less
    // often than the others fails.
    const tolerance = (4.5 * Math.sqrt(expected * (1 - 1 / topic1.length))) / expected;
    expect(tolerance).toBeLessThan(0.2);
    for (const id of topic1) expect(Math.abs((counts.get(id) ?? 0) - expected) / expected).toBeLessThan(tolerance);
  });

  it('deals a bank of fewer topics round after round, and its weights match what is drawn', () => {
    // Six topics, 16 questions: a first round of six, then four of the five topics with questions left.
    const bank = [3, 3, 3, 3, 3, 1].flatMap((size, t) => Array.from({ length: size }, (_, i) => ({ id: `t${t + 1}-${i}`, topic: t + 1 })));
    const exact = examTopicWeights(bank);
    for (let t = 1; t <= 5; t += 1) expect(exact.get(t)).toBeCloseTo(1.8 / 10, 12);
    expect(exact.get(6)).toBeCloseTo(1 / 10, 12);
    const random = seededRandom(8);
    const counts = new Map<number, number>();
    const draws = 20000;
    for (let d = 0; d < draws; d += 1) {
      const exam = drawExam(bank, random);
      expect(new Set(exam.map((x) => x.id)).size).toBe(10);
      for (const x of exam) counts.set(x.topic, (counts.get(x.topic) ?? 0) + 1);
    }
    for (const [topic, weight] of exact) expect(Math.abs((counts.get(topic) ?? 0) / (10 * draws) - weight)).toBeLessThan(0.004);
  });

  it('draws what it can from a bank too small for an exam', () => {
    const tiny = [1, 1, 1, 2].map((topic, i) => ({ id: `t${i}`, topic }));
    expect(drawExam(tiny, seededRandom(1))).toHaveLength(4);
    expect(examTopicWeights(tiny).get(1)).toBeCloseTo(3 / 4, 12);
    expect(examTopicWeights([])).toEqual(new Map());
  });
});
