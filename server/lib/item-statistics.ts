/**
 * Item analysis for the console's 'Preguntas' (issue 20), as Moodle's quiz statistics do it: over
 * each student's first attempt at each exam, every question's facility (the share of attempts that
 * got it right) and its discrimination (the point-biserial correlation between getting it right and
 * the rest of that attempt's score, the question itself left out, so an item is not correlated with
 * itself). A question that several exams share is pooled over all of them: every exam has the same
 * number of questions, so the rest scores are on one scale. Pure: no database, no clock.
 */
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
}

/** Answers needed before a question is judged ('Revisar'). */
export const REVIEW_MIN_ANSWERS = 20;
export const REVIEW_MAX_FACILITY = 0.3;
export const REVIEW_MIN_DISCRIMINATION = 0.2;

/** 'Revisar': with enough answers, too hard (facility under 30 %) or not telling strong students apart. */
export function needsReview(stat: Pick<ItemStatistic, 'answers' | 'facility' | 'discrimination'>): boolean {
  if (stat.answers < REVIEW_MIN_ANSWERS) return false;
  return stat.facility < REVIEW_MAX_FACILITY || (stat.discrimination !== null && stat.discrimination < REVIEW_MIN_DISCRIMINATION);
}

/** The statistics of every question that appears in at least one attempt, keyed by question id. */
export function itemStatistics(
  attempts: readonly AnalysedAttempt[],
  findQuestion: (id: string) => AnalysedQuestion | undefined,
): Map<string, ItemStatistic> {
  /** Per question: (item score, rest score) pairs and option counts. */
  const items = new Map<string, { pairs: [number, number][]; chosen: number[] }>();
  for (const attempt of attempts) {
    const scored = attempt.answers.flatMap((answer) => {
      const question = findQuestion(answer.questionId);
      return question ? [{ answer, question, right: isCorrect(question, answer.selectedOptions) ? 1 : 0 }] : [];
    });
    const total = scored.reduce((sum, item) => sum + item.right, 0);
    for (const { answer, question, right } of scored) {
      let item = items.get(question.id);
      if (!item) {
        item = { pairs: [], chosen: question.options.map(() => 0) };
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
  for (const [questionId, { pairs, chosen }] of items) {
    const correct = pairs.reduce((sum, [right]) => sum + right, 0);
    result.set(questionId, {
      questionId,
      answers: pairs.length,
      correct,
      facility: correct / pairs.length,
      discrimination: correlation(pairs),
      chosen,
    });
  }
  return result;
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
  /** n, Σx, Σy, Σy², Σxy. */
  answers: number;
  correct: number;
  sumRest: number;
  sumRestSquared: number;
  sumRightRest: number;
  chosen: number[];
}

/** The same statistic `itemStatistics` gives for the attempts the sums were kept over. */
export function statisticFromSums(sums: ItemSums): ItemStatistic {
  const { answers: n, correct: sx, sumRest: sy, sumRestSquared: syy, sumRightRest: sxy } = sums;
  // Pearson's r from sums; x is 0/1, so Σx² = Σx. The sums are integers, so the variances are exact.
  const varianceX = n * sx - sx * sx;
  const varianceY = n * syy - sy * sy;
  const discrimination = n < 2 || varianceX <= 0 || varianceY <= 0 ? null : (n * sxy - sx * sy) / Math.sqrt(varianceX * varianceY);
  return { questionId: sums.questionId, answers: n, correct: sx, facility: sx / n, discrimination, chosen: [...sums.chosen] };
}
