/**
 * Item analysis for the console's 'Preguntas' (issue 20), as Moodle's quiz statistics do it: over
 * each student's first attempt at each exam, every question's facility (the share of attempts that
 * got it right) and its discrimination (the point-biserial correlation between getting it right and
 * the rest of that attempt's score, the question itself left out, so an item is not correlated with
 * itself). A question that several exams share is pooled over all of them: every exam has the same
 * number of questions, so the rest scores are on one scale. Pure: no database, no clock.
 */
import { guessingFloor } from '../../src/shared/learning/readiness';
import { isCorrect, optionIndex, type AnswerInput, type ScorableQuestion } from '../../src/shared/scoring';

/** A question as the analysis needs it: the bank's `Question` satisfies it. */
export interface AnalysedQuestion extends ScorableQuestion {
  options: readonly string[];
}

export interface AnalysedAttempt {
  /** One answer per question of the exam (an empty selection is unanswered: wrong). */
  answers: readonly AnswerInput[];
}

export interface ItemStatistic {
  questionId: string;
  /** Attempts that had the question. */
  answers: number;
  /** Attempts that got it right. */
  correct: number;
  /** correct / answers, 0..1. */
  facility: number;
  /** Point-biserial correlation with the rest score; null when either never varies (or one answer). */
  discrimination: number | null;
  /** How many attempts selected each option, by option index. */
  chosen: number[];
  /** The chance of guessing it right: 1/options, 1/(2^options − 1) with several answers. */
  chance: number;
  /** 90 % ranges of the facility (Wilson) and of the discrimination (Fisher's z; null below 4 answers). */
  facilityLow: number;
  facilityHigh: number;
  discriminationLow: number | null;
  discriminationHigh: number | null;
}

/** Answers needed before a question is judged ('Revisar'). */
export const REVIEW_MIN_ANSWERS = 20;
export const REVIEW_MIN_DISCRIMINATION = 0.2;
/** The normal quantile of the 90 % ranges shown (each bound is a one-sided 95 % bound). */
const Z90 = 1.6448536269514722;

/**
 * 'Revisar', only where the answers show it beyond their noise (issue 30): with at least
 * REVIEW_MIN_ANSWERS, the facility is below the chance of guessing (even its range's top is), or the
 * discrimination is below REVIEW_MIN_DISCRIMINATION (even its range's top is). With 20 answers and
 * ten-question exams a discrimination scatters about ±0.2 by chance, so the point value alone
 * flagged about half of sound three-option questions.
 */
export function needsReview(stat: Pick<ItemStatistic, 'answers' | 'facility' | 'discrimination'> & { chance?: number }): boolean {
  if (stat.answers < REVIEW_MIN_ANSWERS) return false;
  const [, facilityHigh] = facilityRange(Math.round(stat.facility * stat.answers), stat.answers);
  if (stat.chance !== undefined && facilityHigh < stat.chance) return true;
  const range = stat.discrimination === null ? null : discriminationRange(stat.discrimination, stat.answers);
  return range !== null && range[1] < REVIEW_MIN_DISCRIMINATION;
}

/** The Wilson score 90 % range of a share of `correct` in `answers` ([0, 1] without answers). */
export function facilityRange(correct: number, answers: number): [number, number] {
  if (answers <= 0) return [0, 1];
  const p = correct / answers;
  const z2 = Z90 * Z90;
  const centre = (p + z2 / (2 * answers)) / (1 + z2 / answers);
  const half = (Z90 * Math.sqrt((p * (1 - p)) / answers + z2 / (4 * answers * answers))) / (1 + z2 / answers);
  return [Math.max(0, centre - half), Math.min(1, centre + half)];
}

/** The 90 % range of a correlation `r` from `n` pairs, by Fisher's z; null below 4 pairs. */
export function discriminationRange(r: number, n: number): [number, number] | null {
  if (n < 4) return null;
  const z = Math.atanh(Math.max(-0.999999, Math.min(0.999999, r)));
  const se = 1 / Math.sqrt(n - 3);
  return [Math.tanh(z - Z90 * se), Math.tanh(z + Z90 * se)];
}

/** The statistics of every question that appears in at least one attempt, keyed by question id. */
export function itemStatistics(
  attempts: readonly AnalysedAttempt[],
  findQuestion: (id: string) => AnalysedQuestion | undefined,
): Map<string, ItemStatistic> {
  /** Per question: (item score, rest score) pairs and option counts. */
  const items = new Map<string, { pairs: [number, number][]; chosen: number[]; chance: number }>();
  for (const attempt of attempts) {
    const scored = attempt.answers.flatMap((answer) => {
      const question = findQuestion(answer.questionId);
      return question ? [{ answer, question, right: isCorrect(question, answer.selectedOptions) ? 1 : 0 }] : [];
    });
    const total = scored.reduce((sum, item) => sum + item.right, 0);
    for (const { answer, question, right } of scored) {
      let item = items.get(question.id);
      if (!item) {
        item = { pairs: [], chosen: question.options.map(() => 0), chance: guessingFloor(question) };
        items.set(question.id, item);
      }
      item.pairs.push([right, total - right]);
      for (const option of new Set(answer.selectedOptions)) {
        const index = optionIndex(option);
        if (index >= 0 && index < item.chosen.length) item.chosen[index] += 1;
      }
    }
  }
  const result = new Map<string, ItemStatistic>();
  for (const [questionId, { pairs, chosen, chance }] of items) {
    const correct = pairs.reduce((sum, [right]) => sum + right, 0);
    result.set(questionId, withRanges({ questionId, answers: pairs.length, correct, discrimination: correlation(pairs), chosen, chance }));
  }
  return result;
}

/** A statistic from its counts and correlation: the facility and both 90 % ranges added. */
function withRanges(stat: Pick<ItemStatistic, 'questionId' | 'answers' | 'correct' | 'discrimination' | 'chosen' | 'chance'>): ItemStatistic {
  const [facilityLow, facilityHigh] = facilityRange(stat.correct, stat.answers);
  const range = stat.discrimination === null ? null : discriminationRange(stat.discrimination, stat.answers);
  return {
    ...stat,
    facility: stat.correct / stat.answers,
    facilityLow,
    facilityHigh,
    discriminationLow: range?.[0] ?? null,
    discriminationHigh: range?.[1] ?? null,
  };
}

/** Pearson's correlation of the pairs (the point-biserial one when x is 0/1); null without variance. */
export function correlation(pairs: readonly (readonly [number, number])[]): number | null {
  const n = pairs.length;
  if (n < 2) return null;
  const meanX = pairs.reduce((sum, [x]) => sum + x, 0) / n;
  const meanY = pairs.reduce((sum, [, y]) => sum + y, 0) / n;
  let covariance = 0;
  let varianceX = 0;
  let varianceY = 0;
  for (const [x, y] of pairs) {
    covariance += (x - meanX) * (y - meanY);
    varianceX += (x - meanX) ** 2;
    varianceY += (y - meanY) ** 2;
  }
  if (varianceX === 0 || varianceY === 0) return null;
  return covariance / Math.sqrt(varianceX * varianceY);
}

/**
 * Sufficient statistics of one question over first attempts (x = right 0/1, y = rest score): what the
 * server keeps as attempts arrive (repositories/answer-log.repository.ts), instead of every attempt.
 */
export interface ItemSums {
  questionId: string;
  /** The question's version the answers were scored on (issue 48 §4: each version its own statistics). */
  version: number;
  /** n, Σx, Σy, Σy², Σxy. */
  answers: number;
  correct: number;
  sumRest: number;
  sumRestSquared: number;
  sumRightRest: number;
  chosen: number[];
}

/** The same statistic `itemStatistics` gives for the attempts the sums were kept over. */
export function statisticFromSums(sums: ItemSums, question: AnalysedQuestion): ItemStatistic {
  const { answers: n, correct: sx, sumRest: sy, sumRestSquared: syy, sumRightRest: sxy } = sums;
  // Pearson's r from sums; x is 0/1, so Σx² = Σx. The sums are integers, so the variances are exact.
  const varianceX = n * sx - sx * sx;
  const varianceY = n * syy - sy * sy;
  const discrimination = n < 2 || varianceX <= 0 || varianceY <= 0 ? null : (n * sxy - sx * sy) / Math.sqrt(varianceX * varianceY);
  return withRanges({ questionId: sums.questionId, answers: n, correct: sx, discrimination, chosen: [...sums.chosen], chance: guessingFloor(question) });
}
