/**
 * A simulated academy log for the FSRS fit tests: learners whose memory follows FSRS with weights
 * unlike the defaults (they forget much faster), reviewing at varied intervals. Seeded, so every run
 * is the same log.
 */
import { createEmptyCard, forgetting_curve, fsrs, Rating, type Card } from 'ts-fsrs';
import type { LogAnswer } from '../../server/lib/fsrs-fit';

/** The simulated learners' true weights: initial stabilities a tenth of the defaults', faster decay. */
export const TRUE_WEIGHTS = [
  0.04, 0.12, 0.3, 1.6, 6.4, 0.83, 0.8, 0.01, 1.0, 0.2, 0.8, 1.5, 0.1, 0.35, 1.5, 0.3, 2.3, 0.55, 0.1, 0.15, 0.3,
];

function rng(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const DAY = 86_400_000;
/** Noon in Lima (17:00 UTC) of a day from 2026-01-01. */
const START = Date.UTC(2026, 0, 1, 17);

export function simulatedLog(options: { students: number; questions: number; reviews: number; seed?: number; weights?: readonly number[] }): LogAnswer[] {
  const random = rng(options.seed ?? 1);
  const truth = fsrs({ w: [...(options.weights ?? TRUE_WEIGHTS)], enable_short_term: false });
  const w = truth.parameters.w;
  const log: LogAnswer[] = [];
  for (let s = 1; s <= options.students; s += 1) {
    for (let q = 0; q < options.questions; q += 1) {
      let day = Math.floor(random() * 30);
      let card: Card = createEmptyCard(new Date(START + day * DAY));
      let last = -1;
      for (let r = 0; r < options.reviews; r += 1) {
        const recall = last < 0 ? 0.5 : forgetting_curve(w, day - last, card.stability);
        const correct = random() < recall;
        log.push({ studentId: s, questionId: `q${q}`, correct, answeredAt: new Date(START + day * DAY + Math.floor(random() * 3_600_000)).toISOString(), id: `${s}-${q}-${r}` });
        card = truth.next(card, new Date(START + day * DAY), correct ? Rating.Good : Rating.Again).card;
        last = day;
        day += 1 + Math.floor(random() * 20);
      }
    }
  }
  return log;
}
