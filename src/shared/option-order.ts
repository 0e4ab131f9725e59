/**
 * The order a question's options are shown in one attempt (issue 32 §3): shuffled, so a retake does
 * not reward remembering positions, and the same for the whole attempt (a resumed run and its review
 * show what the student saw). Derived from the attempt id and the question id, nothing is stored.
 * Only the display moves: answers keep the options' own ids (their place in the bank, 'a', 'b'…), so
 * scoring, the server's rescoring and the item analysis never see a position on the screen.
 * Options that speak about the others ('Todas las anteriores', 'A y B') stay last, in their order.
 */
import { seededRandom } from './learning/random';

/** An option that only makes sense after the ones it names. */
const REFERS_TO_OTHERS = /^(todas|ninguna|ambas)\b.*\banteriores\.?$|^[a-e] y [a-e]\.?$/i;

/** 32-bit FNV-1a of a string: the seed of an attempt's question. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/**
 * Bank positions of `options` in the order this attempt shows them. Without an attempt id (no run
 * yet) the bank's order.
 */
export function optionOrder(attemptId: string, questionId: string, options: readonly string[]): number[] {
  const positions = options.map((_, i) => i);
  if (!attemptId) return positions;
  const pinned = positions.filter((i) => REFERS_TO_OTHERS.test(options[i].trim()));
  const free = positions.filter((i) => !pinned.includes(i));
  const random = seededRandom(hash(`${attemptId}:${questionId}`));
  // Fisher–Yates.
  for (let i = free.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [free[i], free[j]] = [free[j], free[i]];
  }
  return [...free, ...pinned];
}
