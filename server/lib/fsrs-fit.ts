/**
 * FSRS fitted on the academy's own review log (issue 49 §5). The log becomes the optimizer's
 * histories (one per student and question, intervals in the student's local days as memory.ts counts
 * them), the students are split into a training and a held-out share, the parameters are fitted on the
 * training share with the FSRS optimizer (@open-spaced-repetition/binding, fsrs-rs compiled for Node)
 * and both the defaults and the fitted set are scored on the held-out share (log loss, RMSE).
 * Server only: the optimizer is a native module.
 */
import { createHash } from 'node:crypto';
import { computeParameters, FSRSBinding, FSRSBindingItem, FSRSBindingReview } from '@open-spaced-repetition/binding';
import { DEFAULT_TIME_ZONE, localDayNumber } from '../../src/shared/learning/local-days';
import { DEFAULT_WEIGHTS, isFsrsWeights, type FsrsWeights } from '../../src/shared/learning/memory';

/**
 * The optimizer's own minimum: fsrs-rs (6.5.0, the version this binding ships) returns the default
 * parameters below 8 training items and fits only the four initial stabilities below 64
 * (training.rs, compute_parameters). Below 64 items there is nothing of the academy's own to fit, so
 * the command refuses and the defaults stay.
 */
export const FSRS_MIN_TRAIN_ITEMS = 64;
/** Held-out items needed for a log loss worth printing (a few students' worth of reviews). */
export const FSRS_MIN_TEST_ITEMS = 32;
/** Share of students held out (by student, so no student's answers are in both shares). */
export const HELD_OUT_SHARE = 0.2;

/** One answer of the log, as review_events stores it. */
export interface LogAnswer {
  studentId: number;
  questionId: string;
  correct: boolean;
  /** ISO instant or epoch ms. */
  answeredAt: string | number;
  /** Ties at the same instant are replayed in id order (as mergeEvents does). */
  id: string;
}

/** One review as the optimizer takes it: rating 1 (Again) or 3 (Good), local days since the previous one. */
export interface FitReview {
  rating: 1 | 3;
  deltaT: number;
}

/** One student's answers to one question, oldest first. */
export interface FitHistory {
  studentId: number;
  questionId: string;
  reviews: FitReview[];
}

/**
 * The log as histories, one per (student, question): answers in time order (ties by id), right →
 * Good (3), wrong or blank → Again (1) as the app rates them; deltaT the local days between an answer
 * and the one before it (0 for the first and for answers the same day), counted in `timeZone` (Lima
 * by default) as memory.ts counts them, so 18:50 and 19:10 of one Lima day are the same day.
 */
export function historiesOf(log: readonly LogAnswer[], timeZone: string = DEFAULT_TIME_ZONE): FitHistory[] {
  const groups = new Map<string, { studentId: number; questionId: string; answers: { time: number; id: string; correct: boolean }[] }>();
  for (const answer of log) {
    const time = typeof answer.answeredAt === 'number' ? answer.answeredAt : Date.parse(answer.answeredAt);
    if (!Number.isFinite(time)) continue;
    const key = `${answer.studentId}\u0000${answer.questionId}`;
    let group = groups.get(key);
    if (!group) groups.set(key, (group = { studentId: answer.studentId, questionId: answer.questionId, answers: [] }));
    group.answers.push({ time, id: answer.id, correct: answer.correct });
  }
  const histories: FitHistory[] = [];
  for (const group of groups.values()) {
    const answers = group.answers.sort((a, b) => a.time - b.time || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
    let previousDay: number | null = null;
    const reviews = answers.map((answer): FitReview => {
      const day = localDayNumber(answer.time, timeZone);
      const deltaT = previousDay === null ? 0 : day - previousDay;
      previousDay = day;
      return { rating: answer.correct ? 3 : 1, deltaT };
    });
    histories.push({ studentId: group.studentId, questionId: group.questionId, reviews });
  }
  return histories.sort((a, b) => a.studentId - b.studentId || (a.questionId < b.questionId ? -1 : a.questionId > b.questionId ? 1 : 0));
}

/**
 * The optimizer's items of a history, as fsrs-rs builds them from Anki's log: one per review after
 * the first that comes on a later day (its outcome is what the model predicts), carrying every review
 * before it. Same-day answers stay in the history (short-term memory) but are not predicted.
 */
export function itemReviewsOf(history: FitHistory): FitReview[][] {
  const items: FitReview[][] = [];
  for (let i = 1; i < history.reviews.length; i += 1) {
    if (history.reviews[i].deltaT > 0) items.push(history.reviews.slice(0, i + 1));
  }
  return items;
}

export function toBindingItems(histories: readonly FitHistory[]): FSRSBindingItem[] {
  return histories.flatMap((h) => itemReviewsOf(h).map((reviews) => new FSRSBindingItem(reviews.map((r) => new FSRSBindingReview(r.rating, r.deltaT)))));
}

/** Whether a student is held out: a stable hash of their id, the same on every run. */
export function isHeldOut(studentId: number, share: number = HELD_OUT_SHARE): boolean {
  const digest = createHash('sha256').update(`naturalizacion-peru:fsrs-split:${studentId}`).digest();
  return digest.readUInt32BE(0) / 0x1_0000_0000 < share;
}

export interface Metrics {
  logLoss: number;
  rmse: number;
}

export interface FitReport {
  weights: number[];
  reviews: number;
  students: number;
  trainStudents: number;
  testStudents: number;
  trainItems: number;
  testItems: number;
  before: Metrics;
  after: Metrics;
}

export class NotEnoughReviews extends Error {}

/** Log loss and RMSE (fsrs-rs's binned RMSE) of a weight set on `items`. */
export function evaluateWeights(weights: FsrsWeights, items: FSRSBindingItem[]): Metrics {
  const result = new FSRSBinding([...weights]).evaluate(items);
  return { logLoss: result.logLoss, rmse: result.rmseBins };
}

/**
 * Fits FSRS on the training students' histories and scores the defaults and the fit on the held-out
 * students'. Throws NotEnoughReviews (with the counts, in Spanish) below the optimizer's minimum.
 * `heldOut` decides the split (default: isHeldOut).
 */
export async function fitFsrs(histories: readonly FitHistory[], options: { heldOut?: (studentId: number) => boolean; timeoutMs?: number } = {}): Promise<FitReport> {
  const heldOut = options.heldOut ?? ((id: number) => isHeldOut(id));
  const train = histories.filter((h) => !heldOut(h.studentId));
  const test = histories.filter((h) => heldOut(h.studentId));
  const trainItems = toBindingItems(train);
  const testItems = toBindingItems(test);
  const students = new Set(histories.map((h) => h.studentId));
  const testStudents = new Set(test.map((h) => h.studentId)).size;
  if (trainItems.length < FSRS_MIN_TRAIN_ITEMS || testItems.length < FSRS_MIN_TEST_ITEMS) {
    throw new NotEnoughReviews(
      `El registro aún es pequeño para ajustar FSRS: hay ${trainItems.length} repasos en días posteriores para entrenar ` +
        `(el optimizador de FSRS necesita al menos ${FSRS_MIN_TRAIN_ITEMS}) y ${testItems.length} para evaluar ` +
        `(hacen falta ${FSRS_MIN_TEST_ITEMS}). Se siguen usando los parámetros por defecto.`,
    );
  }
  const fitted = await computeParameters(trainItems, { enableShortTerm: true, numRelearningSteps: 1, ...(options.timeoutMs ? { timeout: options.timeoutMs } : {}) });
  if (!isFsrsWeights(fitted)) throw new Error(`El optimizador devolvió ${String(fitted)}; se esperaban 21 parámetros.`);
  return {
    weights: [...fitted],
    reviews: histories.reduce((sum, h) => sum + h.reviews.length, 0),
    students: students.size,
    trainStudents: students.size - testStudents,
    testStudents,
    trainItems: trainItems.length,
    testItems: testItems.length,
    before: evaluateWeights(DEFAULT_WEIGHTS, testItems),
    after: evaluateWeights(fitted, testItems),
  };
}

/** The report as the CLI prints it. */
export function fitSummary(report: FitReport): string {
  const f = (x: number) => x.toFixed(4);
  return [
    `Respuestas: ${report.reviews} de ${report.students} estudiantes (${report.trainStudents} para ajustar, ${report.testStudents} reservados para evaluar)`,
    `Repasos predichos: ${report.trainItems} de entrenamiento, ${report.testItems} reservados`,
    `Sobre los reservados   log loss   RMSE`,
    `  Por defecto          ${f(report.before.logLoss)}     ${f(report.before.rmse)}`,
    `  Ajustados            ${f(report.after.logLoss)}     ${f(report.after.rmse)}`,
    `Parámetros: ${report.weights.map((w) => w.toFixed(4)).join(', ')}`,
  ].join('\n');
}
