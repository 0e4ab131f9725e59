/**
 * Topic mastery, exam readiness and the daily goal, computed from the review log. Pure functions of
 * (log, bank, clock): the PWA shows them offline and the server computes the same numbers.
 *
 * In plain words, readiness is the score the student would average over many exams like ours,
 * estimated from their answers:
 * - Each answer counts once. Nothing derived from the answers (such as the memory model's recall
 *   probability) is added on top of them as extra evidence.
 * - Guessing exists. A question is never estimated below the chance of guessing it right: 1 in the
 *   number of options when it has one answer, 1 in the number of non-empty sets of options when it has
 *   several (3 options: 1/7), since the student does not know how many to pick.
 * - Newer answers weigh more. An answer's weight halves every RECENCY_HALF_LIFE_DAYS days before the
 *   student's latest answer, so a right answer yesterday outweighs a wrong one weeks ago and learning
 *   shows within days. Time without answers does not move the figure (nothing new is known), it only
 *   leaves the range as wide as the weighted answers allow.
 * - Same-sitting retries (an answer less than SAME_SITTING_MS after the previous answer to the same
 *   question, just after seeing the solution) are left out of everything the estimate uses.
 * - Seeing a solution teaches. Every answered question was followed by its solution, which no answer
 *   shows until the question comes back. So the estimate of an answered question adds how much better
 *   the student's own answers to questions they had answered before went than predicted from the
 *   earlier answers (the mean surprise, measured apart for questions answered once, twice and three
 *   times or more, shrunk towards zero while there are few). For a student who does not learn it
 *   averages zero, and its uncertainty widens the range. What a solution taught fades: its share in a
 *   question's estimate halves every LEARNING_HALF_LIFE_DAYS after the question's last answer (the
 *   students we simulate forget, and the repeats that measure the learning come days, not months,
 *   after the solution was seen).
 * - The exams are a finite pool. Once the student has answered most of the questions an exam can draw,
 *   little is left unknown: the floor on the range's width shrinks with the share answered.
 * - The learning term is a model, not a measurement. It has one fade for every question and student,
 *   while students forget at their own pace (and more slowly what they saw more often), so what it
 *   adds to the estimate is uncertain in proportion to its size: LEARNING_MODEL_ERROR of it is added
 *   to the range as a standard deviation.
 * - The range is calibrated. Its variance is the model's scaled by MODEL_VARIANCE_SCALE, and its
 *   floor by FLOOR_VARIANCE_SCALE, both measured so that the 90 % range holds the truth about 90 % of
 *   the time for weak, average and strong students, with few or many exams, whether they learn or not
 *   (test/shared/learning/calibration-learning.test.ts, issue 49).
 * The model is a three-level Beta hierarchy with closed forms (no sampling): the overall accuracy,
 * each topic's around it, each question's around its topic. The overall and topic levels learn from
 * answers not chosen because of earlier outcomes (exam answers, and the first answer to any question):
 * Repaso brings misses back until they are right, so its later answers would bias a topic; a question's
 * own estimate uses all its counted answers, which stays valid under any such stopping rule.
 */
import { eventTime, mergeEvents, type ReviewEvent } from './events';
import type { QuestionMemory } from './memory';
import type { Random } from './random';

/** What the estimates need from a banked question (the content's `Question` satisfies it). */
export interface TopicQuestion<T extends number = number> {
  id: string;
  topic: T;
  /** The options and the correct ones, for the chance of guessing right (without them: none). */
  options?: readonly unknown[];
  correct?: readonly number[];
}

/** The chance of answering right by guessing: 1/options for one answer, 1/(2^options − 1) for several. */
export function guessingFloor(question: Pick<TopicQuestion, 'options' | 'correct'>): number {
  const options = question.options?.length ?? 0;
  if (options < 2) return 0;
  return (question.correct?.length ?? 1) > 1 ? 1 / (2 ** options - 1) : 1 / options;
}

/** Pseudo-questions of the topic prior: weak (a topic's first few answers already move it). */
export const TOPIC_PRIOR_STRENGTH = 4;
/**
 * Pseudo-answers of a question's prior (about ±0.2 spread of questions around their topic). Was 2: so
 * weak a prior let one miss pull a question far below its topic, the next answer then went better
 * than that predicted, and the learning term read it as learning even where nobody learns (issue 49:
 * bias +3.5 with 15 or more exams behind, in a world of fixed knowledge).
 */
export const QUESTION_PRIOR_STRENGTH = 4;
/** Pseudo-answers with no surprise that the learning term starts from (it needs a few repeats to move). */
export const LEARNING_PRIOR_WEIGHT = 4;
/** The learning term is measured apart for questions answered once, twice, …, this many times or more. */
export const LEARNING_GROUPS = 3;
/** What seeing a solution taught fades: its share halves every this many days after the question's last answer. */
export const LEARNING_HALF_LIFE_DAYS = 20;
/** An answer's weight halves every this many days before the student's latest answer. */
export const RECENCY_HALF_LIFE_DAYS = 21;
/**
 * An answer less than this after the previous answer to the same question is a retry in the same
 * sitting ('Repetir solo mis errores', or Repaso's 1-minute step): the student has just seen the
 * solution, so it tells little about what they know. It still drives the schedule, not the estimates.
 */
export const SAME_SITTING_MS = 60 * 60 * 1000;

/**
 * The range's variance is the model's times this. The Beta priors are deliberately weak (a topic's
 * and a question's first answers move them), so they spread questions and topics wider than students
 * do, and each level's variance adds that spread again: unscaled, the 90 % range held the truth for
 * 97–99 % of simulated students in every subgroup (issue 49). Calibrated on the simulations of
 * calibration-learning.test.ts (both worlds, seeds 30 and 31; the figures are in its header).
 */
export const MODEL_VARIANCE_SCALE = 0.4;
/**
 * The floor on the range's variance (a share estimated from the first answers, see `readinessOf`)
 * times this. Calibrated like MODEL_VARIANCE_SCALE: unscaled, the range held the truth for 94–98 % of
 * students with five exams or fewer, where the floor sets the width; at 0.75, 89–94 %.
 */
export const FLOOR_VARIANCE_SCALE = 0.75;

/**
 * The learning term's own error, as a share of what it adds to the expected score (a standard
 * deviation added to the range, beyond the sampling variance of its measured mean). Why: the term
 * fades every question's learning alike (LEARNING_HALF_LIFE_DAYS), but knowledge changes between
 * answers at each student's pace, and what a student saw many times fades more slowly than what they
 * saw once; so for a student with many exams behind them, whose estimate owes 10 points or more to
 * the learning term, old answers and one fade cannot pin today's figure as closely as the answers'
 * count says. Without it the 90 % range held the truth for 86.9 % of learners with 15 or more exams
 * (range ~8 points wide; the error's spread there was 2.8 points against the model's 2.2); students
 * who do not learn have a learning term near zero and are not touched (issue 49 §3,
 * calibration-learning.test.ts: 0.1 on seeds 30 and 31 alike).
 */
export const LEARNING_MODEL_ERROR = 0.1;

/** How our exams are drawn (content/exams.ts): ten questions, one from each of ten different topics. */
export const EXAM_QUESTIONS = 10;

/**
 * Readiness is an early estimate ('estimación temprana') while its 90 % range is wider than this many
 * points: wider than that it cannot tell 50 from 70, so it cannot yet say much about the 60 % pass mark.
 */
export const EARLY_MAX_WIDTH = 20;

/**
 * Below this many answered questions (one exam's worth) readiness is not shown as a number (issue 50
 * §3): with no answers the model can only say 'anything from 4 % to 95 %', which reads as a verdict.
 */
export const READINESS_MIN_ANSWERS = EXAM_QUESTIONS;

export interface TopicMastery<T extends number = number> {
  topic: T;
  /** Probability (0–1) of answering one of the topic's questions right now, averaged over them. */
  mastery: number;
  /** Distinct questions of the topic the student has answered (0: 'sin datos'). */
  answered: number;
  /** Questions of the topic in the bank. */
  questions: number;
}

export interface Readiness {
  /** Expected score (percent, 0–100, rounded) on a new exam drawn like ours. */
  expected: number;
  /**
   * Credible interval (90 % by default, rounded outwards) for that expected score: the score the
   * student would average over many new exams, not the score of the next one, which also depends on
   * luck (with ten questions a single exam scatters about ±15 points around it).
   */
  low: number;
  high: number;
  /** The 90 % range is wider than EARLY_MAX_WIDTH points: the UI says 'estimación temprana'. */
  early: boolean;
  answeredQuestions: number;
}

export interface EstimateOptions<T extends number = number> {
  /** Accepted for compatibility and ignored: recall probabilities are not evidence (see the header). */
  memory?: ReadonlyMap<string, QuestionMemory>;
  /** Topics to report even without questions in the bank (e.g. all 20); default: the bank's topics. */
  topics?: readonly T[];
}

export interface ReadinessOptions<T extends number = number> extends EstimateOptions<T> {
  /** Interval probability, default 0.9. */
  confidence?: number;
}

interface QuestionEstimate {
  /** Posterior mean probability of answering right now. */
  p: number;
  /** The chance of guessing it right (p never goes below it). */
  floor: number;
  /** Counted answers (unweighted); the learning term applies from the first. */
  answers: number;
  /** Which learning group applies (answers − 1, capped), or −1. */
  learning: number;
  /** When it was last answered (epoch ms; 0: never). */
  last: number;
  /** How much of the learning term still holds (1 just after the last answer, halving every LEARNING_HALF_LIFE_DAYS). */
  fade: number;
  /** What the learning term moved p by (after the floor and the cap). */
  learned: number;
  /** Weight of the topic's mean in p (how much of p's uncertainty is the topic's). */
  topicShare: number;
  /** Posterior variance of p given the topic mean. */
  ownVariance: number;
}

interface TopicEstimate<T extends number> {
  topic: T;
  questions: QuestionEstimate[];
  answered: number;
  mean: number;
  /** Posterior variance of the topic mean given the overall accuracy. */
  variance: number;
  /** Weight of the overall accuracy in the topic mean. */
  overallShare: number;
}

interface Estimate<T extends number> {
  topics: TopicEstimate<T>[];
  overallVariance: number;
  answeredQuestions: number;
  /** The weighted count of the answers the overall and topic levels learn from. */
  levelWeight: number;
  /** Posterior variance of the learning term, by group of answers before (see `estimate`). */
  learningVariance: number[];
}

/** Mastery of every topic (the bank's topics, plus `options.topics`), in topic order. */
export function topicMastery<T extends number>(
  events: readonly ReviewEvent[],
  questions: readonly TopicQuestion<T>[],
  now: Date | number,
  options: EstimateOptions<T> = {},
): TopicMastery<T>[] {
  return masteryOf(estimate(events, questions, now, options));
}

/** topicMastery from folded evidence (`bankIndex`: the fold's bank that is `questions`). */
export function topicMasteryFrom<T extends number>(
  fold: EvidenceFold,
  bankIndex: number,
  questions: readonly TopicQuestion<T>[],
  now: Date | number,
  options: EstimateOptions<T> = {},
): TopicMastery<T>[] {
  return masteryOf(estimateFrom(fold, bankIndex, questions, now, options));
}

function masteryOf<T extends number>(estimated: Estimate<T>): TopicMastery<T>[] {
  return estimated.topics.map((t) => ({
    topic: t.topic,
    mastery: t.questions.length > 0 ? mean(t.questions.map((q) => q.p)) : t.mean,
    answered: t.answered,
    questions: t.questions.length,
  }));
}

/**
 * Readiness: the expected score on a new exam drawn like ours, T = Σ_topic w_topic · mastery_topic
 * (w = the topic's share of the exam, the same for every topic since each exam takes one question
 * from each of ten topics drawn evenly; within a topic every question is equally likely), with a
 * credible interval for T from its posterior variance, which adds the questions' own uncertainty,
 * each topic mean's, and the overall accuracy's (shared by every topic through the priors), and is
 * never below what the number of answers allows. The range is for the expected score, the average
 * the student would get over many new exams, which is what studying moves; it is not a forecast of
 * the next exam's score, where ten questions add about ±15 points of luck (one standard deviation).
 * Checked in simulation against students whose knowledge is fixed (readiness.test.ts) and students
 * who learn and forget (calibration.test.ts).
 */
export function readiness<T extends number>(
  events: readonly ReviewEvent[],
  questions: readonly TopicQuestion<T>[],
  now: Date | number,
  options: ReadinessOptions<T> = {},
): Readiness {
  return readinessOf(estimate(events, questions, now, options), questions, options);
}

/** readiness from folded evidence (`bankIndex`: the fold's bank that is `questions`). */
export function readinessFrom<T extends number>(
  fold: EvidenceFold,
  bankIndex: number,
  questions: readonly TopicQuestion<T>[],
  now: Date | number,
  options: ReadinessOptions<T> = {},
): Readiness {
  return readinessOf(estimateFrom(fold, bankIndex, questions, now, options), questions, options);
}

function readinessOf<T extends number>(estimated: Estimate<T>, questions: readonly TopicQuestion<T>[], options: ReadinessOptions<T>): Readiness {
  const { topics, overallVariance, answeredQuestions, levelWeight, learningVariance } = estimated;
  const weights = examTopicWeights(questions);
  const totalWeight = topics.reduce((sum, t) => sum + (t.questions.length > 0 ? weights.get(t.topic) ?? 0 : 0), 0);

  let expected = 0;
  let variance = 0;
  let overallLoading = 0;
  let learnedShift = 0;
  const learningLoading = learningVariance.map(() => 0);
  for (const t of topics) {
    const n = t.questions.length;
    if (n === 0 || totalWeight <= 0) continue;
    const perQuestion = (weights.get(t.topic) ?? 0) / totalWeight / n;
    for (const q of t.questions) if (q.learning >= 0) learningLoading[q.learning] += perQuestion * q.fade;
    const topicLoading = perQuestion * t.questions.reduce((sum, q) => sum + q.topicShare, 0);
    for (const q of t.questions) {
      expected += perQuestion * q.p;
      learnedShift += perQuestion * q.learned;
      variance += perQuestion * perQuestion * q.ownVariance;
    }
    variance += topicLoading * topicLoading * t.variance;
    overallLoading += topicLoading * t.overallShare;
  }
  variance += overallLoading * overallLoading * overallVariance;
  learningLoading.forEach((loading, i) => {
    variance += loading * loading * learningVariance[i];
  });
  // Never surer than the answers themselves: the model's pseudo-questions narrow each topic, but the
  // expected score averages every topic, and shrinking all of them towards an overall accuracy
  // measured by the same answers adds nothing to that average. Estimating it from n first answers is
  // at best like estimating a share from n draws, variance T(1 − T)/n (n + 1 so no answers stays
  // finite). Without this floor, where students are more alike across topics and questions than the
  // priors assume (the simulation's three-option guessing), the 90 % range held the truth for only
  // 84–88 % of students with 8–24 exams behind them.
  variance = Math.max(
    MODEL_VARIANCE_SCALE * variance,
    FLOOR_VARIANCE_SCALE * ((expected * (1 - expected)) / (levelWeight + 1)) * (1 - answeredQuestions / Math.max(1, questions.length)),
  );
  // The learning term's model error (see LEARNING_MODEL_ERROR), apart from the scaled model variance
  // and the floor: it is not sampling noise, so neither more answers nor the finite pool shrink it.
  variance += (LEARNING_MODEL_ERROR * learnedShift) ** 2;

  // The interval is that of a Beta with the same mean and variance: it stays inside 0–100, is
  // asymmetric near the ends, and with no answers at all is the flat Beta(1, 1), so the range says
  // honestly that anything is possible (a normal approximation would claim 13–87).
  const confidence = options.confidence ?? 0.9;
  const centre = clamp(expected, 1e-6, 1 - 1e-6);
  const size = Math.max(2, (centre * (1 - centre)) / Math.max(variance, 1e-12) - 1);
  const tail = (1 - confidence) / 2;
  const percent = Math.round(100 * expected);
  // Rounded outwards, so the stated range never claims more than the model knows.
  const low = Math.min(percent, Math.floor(100 * betaQuantile(tail, centre * size, (1 - centre) * size)));
  const high = Math.max(percent, Math.ceil(100 * betaQuantile(1 - tail, centre * size, (1 - centre) * size)));
  return { expected: percent, low, high, early: high - low > EARLY_MAX_WIDTH, answeredQuestions };
}

/**
 * The n weakest topics the student has answered, weakest first (ties by topic). Topics without
 * answers are left out: their mastery is only the overall estimate, not evidence of weakness.
 */
export function weakestTopics<T extends number>(mastery: readonly TopicMastery<T>[], n = 3): TopicMastery<T>[] {
  return mastery
    .filter((m) => m.answered > 0 && m.questions > 0)
    .sort((a, b) => a.mastery - b.mastery || a.topic - b.topic)
    .slice(0, Math.max(0, n));
}

/** New questions a day when the student has not set an exam date. */
export const DEFAULT_NEW_PER_DAY = 10;

/**
 * What is left of today's goal ('Hoy: 12 preguntas de repaso'): everything due today plus what is
 * left of today's share of new questions. The share is an even part of the questions unseen at the
 * start of the day (unseen now plus `newToday`, those first answered today) over the days left before
 * the exam (today included), so that by the exam every question has been seen (issue 30: the goal
 * covers the rest by then; the reviews themselves are brought before the exam by the memory model).
 * New questions answered today, in Repaso or in an exam, count towards it, so the goal shrinks as the
 * student works and is met, not recomputed into a fresh share after each answer. On or after the
 * exam day (daysLeft ≤ 0) only what is due; without an exam date (daysLeft null or undefined, or not
 * a finite number) a steady DEFAULT_NEW_PER_DAY new questions a day.
 */
export function dailyGoal({ dueCount, unseenCount, daysLeft, newToday = 0 }: { dueCount: number; unseenCount: number; daysLeft?: number | null; newToday?: number }): number {
  const due = wholeCount(dueCount);
  const unseen = wholeCount(unseenCount);
  const done = wholeCount(newToday);
  const left = (share: number) => due + Math.min(unseen, Math.max(0, share - done));
  if (daysLeft === null || daysLeft === undefined || !Number.isFinite(daysLeft)) return left(DEFAULT_NEW_PER_DAY);
  const days = Math.floor(daysLeft);
  if (days <= 0) return due;
  return left(Math.ceil((unseen + done) / days));
}

/**
 * Draws a new exam like ours (content/exams.ts): one question from each of EXAM_QUESTIONS different
 * topics, the topics chosen uniformly (every topic comes up equally often, whatever its size) and the
 * question uniformly among the topic's. A bank of fewer topics deals them round after round (each
 * round's topics in random order, a different question each time) until the exam is full or the bank
 * is spent, as the exams' topic windows wrap around.
 */
export function drawExam<Q extends TopicQuestion>(questions: readonly Q[], random: Random): Q[] {
  const remaining = [...groupByTopic(questions).values()].map((list) => [...list]);
  const picked: Q[] = [];
  while (picked.length < EXAM_QUESTIONS) {
    const round = remaining.filter((list) => list.length > 0);
    if (round.length === 0) break;
    for (const list of shuffle(round, random).slice(0, EXAM_QUESTIONS - picked.length)) {
      picked.push(list.splice(Math.floor(random() * list.length), 1)[0]);
    }
  }
  return picked;
}

/**
 * Each topic's expected share of a new exam's questions (drawExam), summing to 1: exact, not sampled.
 * With at least EXAM_QUESTIONS topics every topic has the same share; with fewer, each full round
 * gives every topic with questions left one more, and the last, partial round is shared evenly among
 * them (which of them it reaches is random and symmetric).
 */
export function examTopicWeights<T extends number>(questions: readonly TopicQuestion<T>[]): Map<T, number> {
  const groups = [...groupByTopic(questions).entries()];
  const expected = groups.map(() => 0);
  let left = Math.min(EXAM_QUESTIONS, questions.length);
  for (let round = 0; left > 0; round += 1) {
    const open = groups.map(([, list], i) => (list.length > round ? i : -1)).filter((i) => i >= 0);
    const each = Math.min(1, left / open.length);
    for (const i of open) expected[i] += each;
    left -= each * open.length;
  }
  const total = sum(expected);
  return new Map(groups.map(([topic], i) => [topic, total > 0 ? expected[i] / total : 0]));
}

/** A shuffled copy (Fisher–Yates). */
function shuffle<T>(items: readonly T[], random: Random): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j], copy[i]];
  }
  return copy;
}

/** Questions by topic, topics in ascending order. */
function groupByTopic<Q extends TopicQuestion>(questions: readonly Q[]): Map<Q['topic'], Q[]> {
  const groups = new Map<Q['topic'], Q[]>();
  for (const q of [...questions].sort((a, b) => a.topic - b.topic)) {
    const list = groups.get(q.topic);
    if (list) list.push(q);
    else groups.set(q.topic, [q]);
  }
  return groups;
}

function estimate<T extends number>(
  events: readonly ReviewEvent[],
  questions: readonly TopicQuestion<T>[],
  now: Date | number,
  options: EstimateOptions<T>,
): Estimate<T> {
  const bank = new Map(questions.map((q) => [q.id, q]));
  const fold = emptyEvidence(1);
  for (const event of mergeEvents(events)) {
    const time = eventTime(event);
    if (Number.isFinite(time)) foldEvidence(fold, [bank], event, time);
  }
  return estimateFrom(fold, 0, questions, now, options);
}

/**
 * The estimate from folded evidence (`fold`, its bank number `bankIndex` being `questions`): what
 * `estimate` computes from a log, and what the server computes from the state it keeps.
 */
function estimateFrom<T extends number>(
  fold: EvidenceFold,
  bankIndex: number,
  questions: readonly TopicQuestion<T>[],
  now: Date | number,
  options: EstimateOptions<T>,
): Estimate<T> {
  const at = typeof now === 'number' ? now : now.getTime();
  const bank = new Map(questions.map((q) => [q.id, q]));
  const evidence = scaledEvidence(fold, bank);

  const answeredQuestions = evidence.size;
  let levelRight = 0;
  let levelWeight = 0;
  for (const e of evidence.values()) {
    levelRight += e.levelRight;
    levelWeight += e.levelWeight;
  }
  const overall = (1 + levelRight) / (2 + levelWeight);

  const byTopic = new Map<T, TopicQuestion<T>[]>();
  for (const topic of options.topics ?? []) byTopic.set(topic, []);
  for (const q of bank.values()) {
    const list = byTopic.get(q.topic);
    if (list) list.push(q);
    else byTopic.set(q.topic, [q]);
  }

  // How well the overall level is known: each answered topic tells about it only through its own
  // mean, which scatters around the overall level by the prior's spread (tau²) on top of the noise
  // of its few answers. Counting every answer as if it measured the overall level directly would
  // claim too narrow a range (the calibration test caught exactly that).
  const betweenTopics = (overall * (1 - overall)) / (TOPIC_PRIOR_STRENGTH + 1);
  let overallPrecision = 12; // Beta(1, 1) has variance 1/12
  const topicWeights = new Map<T, { right: number; weight: number; answered: number }>();
  for (const [topic, list] of byTopic) {
    const totals = { right: 0, weight: 0, answered: 0 };
    for (const q of list) {
      const e = evidence.get(q.id);
      if (!e) continue;
      totals.right += e.levelRight;
      totals.weight += e.levelWeight;
      totals.answered += 1;
    }
    topicWeights.set(topic, totals);
    if (totals.weight > 0) overallPrecision += 1 / (betweenTopics + (overall * (1 - overall)) / totals.weight);
  }
  const overallVariance = 1 / overallPrecision;

  const topics = [...byTopic.entries()]
    .sort(([a], [b]) => a - b)
    .map(([topic, list]): TopicEstimate<T> => {
      const { right, weight, answered } = topicWeights.get(topic) ?? { right: 0, weight: 0, answered: 0 };
      const k = TOPIC_PRIOR_STRENGTH;
      const topicMean = (k * overall + right) / (k + weight);
      return {
        topic,
        answered,
        mean: topicMean,
        variance: (topicMean * (1 - topicMean)) / (k + weight + 1),
        overallShare: k / (k + weight),
        questions: list.map((q) => questionEstimate(topicMean, guessingFloor(q), evidence.get(q.id))),
      };
    });

  // What seeing the solutions taught: how much better the answers to questions answered before went
  // than each question's estimate from its earlier answers said (their mean surprise, recency
  // weighted, shrunk to zero by LEARNING_PRIOR_WEIGHT). Without learning it is zero on average, since
  // each estimate is a posterior prediction, whatever chose the question (Repaso's call-backs too).
  const topicOf = new Map(topics.map((t) => [t.topic, t.mean]));
  // By how many answers the question had before (1, 2, or LEARNING_GROUPS or more): each answer
  // shows the solution once more, so the surprise grows with them.
  const groups = Array.from({ length: LEARNING_GROUPS }, () => ({ surprise: 0, squares: 0, weight: 0 }));
  const k = QUESTION_PRIOR_STRENGTH;
  const scale = evidence.scale;
  const repeats = fold.repeats[bankIndex] ?? new Map<string, number[]>();
  // In key order, so the sums are the same however the kept state was stored.
  for (const key of [...repeats.keys()].sort()) {
    const [topic, n, group, kind] = key.split('|');
    const [w, wc, wa, wb, wr2, wbr, wb2] = (repeats.get(key) ?? []).map((value) => value * scale);
    const N = Number(n);
    const floor = N > 0 ? 1 / N : 0;
    const m = Math.max(topicOf.get(Number(topic) as T) ?? overall, floor);
    const g = groups[Number(group)];
    // before = max(floor, (k·m + right)/(k + count)): the line while it is above the floor.
    if (kind === 'l' || (kind !== 'c' && N * k * m >= k + Number(kind))) {
      g.surprise += wc - wa - m * wb;
      g.squares += wr2 - 2 * m * wbr + m * m * wb2;
    } else {
      g.surprise += wc - floor * w;
      g.squares += wc * (1 - floor) * (1 - floor) + (w - wc) * floor * floor;
    }
    g.weight += w;
  }
  for (const g of groups) g.squares = Math.max(0, g.squares);
  const learning = groups.map((g) => ({
    mean: g.surprise / (g.weight + LEARNING_PRIOR_WEIGHT),
    variance: g.weight > 0 ? g.squares / g.weight / (g.weight + LEARNING_PRIOR_WEIGHT) : 0,
  }));
  for (const t of topics) {
    for (const q of t.questions) {
      if (q.answers === 0) continue;
      q.learning = Math.min(q.answers, LEARNING_GROUPS) - 1;
      q.fade = 2 ** (-Math.max(0, at - q.last) / (LEARNING_HALF_LIFE_DAYS * DAY_MS));
      const before = q.p;
      q.p = clamp(q.p + q.fade * learning[q.learning].mean, q.floor, 1);
      q.learned = q.p - before;
    }
  }
  const learningVariance = learning.map((l) => l.variance);
  return { topics, overallVariance, answeredQuestions, levelWeight, learningVariance };
}

function questionEstimate(topicMean: number, floor: number, evidence: Evidence | undefined): QuestionEstimate {
  const k = QUESTION_PRIOR_STRENGTH;
  const strength = k + (evidence?.weight ?? 0);
  const p = Math.max(floor, (k * Math.max(topicMean, floor) + (evidence?.right ?? 0)) / strength);
  return { p, floor, answers: evidence?.count ?? 0, last: evidence?.last ?? 0, fade: 0, learned: 0, learning: -1, topicShare: k / strength, ownVariance: (p * (1 - p)) / (strength + 1) };
}

interface Evidence {
  /** Counted answers (unweighted). */
  count: number;
  /** Weighted counts of the question's counted answers, and of those the levels learn from. */
  weight: number;
  right: number;
  levelWeight: number;
  levelRight: number;
  /** When the question was last answered (epoch ms, counted answers only). */
  last: number;
}

/**
 * Answer weights are kept relative to this instant, 2^((time − WEIGHT_EPOCH) / half-life), and
 * rescaled to the student's latest answer when estimated: a weight then never changes once added, so
 * new answers fold into the sums without touching the old ones. A fixed instant (not the first
 * answer) makes the sums depend on the answers only, on every device and the server. Doubles hold
 * 2^±1000, about 57 years of half-lives either side.
 */
export const WEIGHT_EPOCH = Date.UTC(2026, 0, 1);

/** What the estimates keep of one question's answers, in a form later answers fold into. */
export interface QuestionEvidence {
  /** The question's last answer, counted or not (the next one within SAME_SITTING_MS is a retry). */
  seen: number;
  /** Counted answers, and how many of them were right (unweighted). */
  count: number;
  rightCount: number;
  /** Sums of the counted answers' weights (anchored at WEIGHT_EPOCH): all, right, and the level ones. */
  weight: number;
  right: number;
  levelWeight: number;
  levelRight: number;
  /** The last counted answer (epoch ms). */
  last: number;
}

/**
 * The evidence of a log folded answer by answer: each question's own, and per bank the learning
 * term's sums over repeats (a counted answer to a question answered before), by class. A repeat's
 * prediction from the earlier answers, max(floor, (k·m + right)/(k + count)) with m = max(topic
 * mean, floor), depends on a topic mean known only at the end, but it is a line in m above a
 * breakpoint and the floor below, and the breakpoint depends on (count − right/floor) alone: so the
 * repeats of a topic, floor and group are summed apart for 'always the line' ('l'), 'always the
 * floor' ('c') and each breakpoint in between (a few per floor), seven sums each
 * (Σw, Σwc, Σwα, Σwβ, Σw(c−α)², Σwβ(c−α), Σwβ², with the line α + βm). Exact, and its size is bounded
 * by the bank, not by the log.
 */
export interface EvidenceFold {
  questions: Map<string, QuestionEvidence>;
  repeats: Map<string, number[]>[];
}

export function emptyEvidence(banks: number): EvidenceFold {
  return { questions: new Map(), repeats: Array.from({ length: banks }, () => new Map<string, number[]>()) };
}

/**
 * Folds one answer into `fold`: answers in merge order (mergeEvents), `time` finite. Questions in
 * none of `banks` are skipped; a repeat is summed for every bank that has its question.
 */
export function foldEvidence(
  fold: EvidenceFold,
  banks: readonly ReadonlyMap<string, TopicQuestion>[],
  event: Pick<ReviewEvent, 'questionId' | 'correct' | 'source'>,
  time: number,
): void {
  if (!banks.some((bank) => bank.has(event.questionId))) return;
  const e = fold.questions.get(event.questionId);
  if (e) {
    const previous = e.seen;
    e.seen = time;
    if (time - previous < SAME_SITTING_MS) return;
  }
  const a = 2 ** ((time - WEIGHT_EPOCH) / (RECENCY_HALF_LIFE_DAYS * DAY_MS));
  const q = e ?? { seen: time, count: 0, rightCount: 0, weight: 0, right: 0, levelWeight: 0, levelRight: 0, last: time };
  if (q.count > 0) {
    banks.forEach((bank, i) => {
      const question = bank.get(event.questionId);
      if (question) addRepeat(fold.repeats[i], question, q.count, q.rightCount, event.correct, a);
    });
  }
  // Exam answers are drawn whatever the earlier outcomes; a first answer is never a call-back.
  const level = event.source === 'exam' || !e;
  q.last = time;
  q.count += 1;
  q.weight += a;
  if (event.correct) {
    q.right += a;
    q.rightCount += 1;
  }
  if (level) {
    q.levelWeight += a;
    if (event.correct) q.levelRight += a;
  }
  if (!e) fold.questions.set(event.questionId, q);
}

/** Adds a repeat (the question's counted answers before it: `count`, `right` of them) to its class's sums. */
function addRepeat(sums: Map<string, number[]>, question: TopicQuestion, count: number, right: number, correct: boolean, a: number) {
  const k = QUESTION_PRIOR_STRENGTH;
  const floor = guessingFloor(question);
  const N = floor > 0 ? Math.round(1 / floor) : 0;
  const d = count - N * right;
  const kind = N === 0 || d <= 0 ? 'l' : d >= k * (N - 1) ? 'c' : String(d);
  const key = `${question.topic}|${N}|${Math.min(count, LEARNING_GROUPS) - 1}|${kind}`;
  const c = correct ? 1 : 0;
  const alpha = right / (k + count);
  const beta = k / (k + count);
  const s = sums.get(key) ?? [0, 0, 0, 0, 0, 0, 0];
  s[0] += a;
  s[1] += a * c;
  s[2] += a * alpha;
  s[3] += a * beta;
  s[4] += a * (c - alpha) * (c - alpha);
  s[5] += a * beta * (c - alpha);
  s[6] += a * beta * beta;
  sums.set(key, s);
}

/**
 * The bank's questions' evidence, weighted by recency before the latest counted answer among them
 * (see the header), in bank order; `scale` turns anchored weights into those.
 */
function scaledEvidence(fold: EvidenceFold, bank: ReadonlyMap<string, unknown>): Map<string, Evidence> & { scale: number } {
  let latest = Number.NEGATIVE_INFINITY;
  for (const id of bank.keys()) {
    const e = fold.questions.get(id);
    if (e && e.last > latest) latest = e.last;
  }
  const scale = Number.isFinite(latest) ? 2 ** ((WEIGHT_EPOCH - latest) / (RECENCY_HALF_LIFE_DAYS * DAY_MS)) : 1;
  const evidence = Object.assign(new Map<string, Evidence>(), { scale });
  for (const id of bank.keys()) {
    const e = fold.questions.get(id);
    if (!e) continue;
    evidence.set(id, { count: e.count, weight: e.weight * scale, right: e.right * scale, levelWeight: e.levelWeight * scale, levelRight: e.levelRight * scale, last: e.last });
  }
  return evidence;
}

const DAY_MS = 24 * 60 * 60 * 1000;

function wholeCount(value: number): number {
  return Number.isFinite(value) && value > 0 ? Math.floor(value) : 0;
}

function sum(values: readonly number[]): number {
  return values.reduce((total, v) => total + v, 0);
}

function mean(values: readonly number[]): number {
  return values.length === 0 ? 0 : sum(values) / values.length;
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

/** The p-quantile of Beta(a, b), by bisection on its CDF (60 halvings: far below a rounding step). */
function betaQuantile(p: number, a: number, b: number): number {
  let low = 0;
  let high = 1;
  for (let i = 0; i < 60; i += 1) {
    const mid = (low + high) / 2;
    if (regularizedBeta(mid, a, b) < p) low = mid;
    else high = mid;
  }
  return (low + high) / 2;
}

/** The regularized incomplete beta function I_x(a, b) (continued fraction, Numerical Recipes 6.4). */
function regularizedBeta(x: number, a: number, b: number): number {
  if (x <= 0) return 0;
  if (x >= 1) return 1;
  const front = Math.exp(logGamma(a + b) - logGamma(a) - logGamma(b) + a * Math.log(x) + b * Math.log(1 - x));
  return x < (a + 1) / (a + b + 2) ? (front * betaFraction(x, a, b)) / a : 1 - (front * betaFraction(1 - x, b, a)) / b;
}

function betaFraction(x: number, a: number, b: number): number {
  const tiny = 1e-300;
  let c = 1;
  let d = 1 - ((a + b) * x) / (a + 1);
  d = 1 / (Math.abs(d) < tiny ? tiny : d);
  let h = d;
  for (let m = 1; m <= 300; m += 1) {
    const m2 = 2 * m;
    for (const step of [(m * (b - m) * x) / ((a + m2 - 1) * (a + m2)), (-(a + m) * (a + b + m) * x) / ((a + m2) * (a + m2 + 1))]) {
      d = 1 + step * d;
      d = 1 / (Math.abs(d) < tiny ? tiny : d);
      c = 1 + step / c;
      if (Math.abs(c) < tiny) c = tiny;
      h *= d * c;
    }
    if (Math.abs(d * c - 1) < 1e-12) break;
  }
  return h;
}

/** ln Γ(x) for x > 0 (Lanczos, g = 7, 9 terms). */
function logGamma(x: number): number {
  const g = [
    0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313, -176.61502916214059,
    12.507343278686905, -0.13857109526572012, 9.9843695780195716e-6, 1.5056327351493116e-7,
  ];
  if (x < 0.5) return Math.log(Math.PI / Math.sin(Math.PI * x)) - logGamma(1 - x);
  const y = x - 1;
  let sum = g[0];
  for (let i = 1; i < 9; i += 1) sum += g[i] / (y + i);
  const t = y + 7.5;
  return 0.5 * Math.log(2 * Math.PI) + (y + 0.5) * Math.log(t) - t + Math.log(sum);
}
