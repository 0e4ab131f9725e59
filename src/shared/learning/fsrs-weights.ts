/**
 * The shape of an FSRS weight set (issue 49 §5), apart from memory.ts so that the sync code that keeps
 * the academy's delivered set can check it without loading the scheduler (ts-fsrs) eagerly.
 */

/** FSRS weights (FSRS-6: 21 numbers), the academy's fitted set or the library's defaults. */
export type FsrsWeights = readonly number[];

export const FSRS_WEIGHT_COUNT = 21;

/** Whether `w` is a usable weight set: FSRS-6's 21 finite numbers (anything else: the defaults). */
export function isFsrsWeights(w: unknown): w is FsrsWeights {
  return Array.isArray(w) && w.length === FSRS_WEIGHT_COUNT && w.every((x) => typeof x === 'number' && Number.isFinite(x));
}
