/**
 * Readiness in a world where students learn and forget (issue 30; the laws are in learning-world.ts):
 * the 90 % range must hold the true expected score on the academy's exams 88–94 % of the time overall
 * and at least 85 % in every band of exams taken and of true score, with the mean bias within ±2
 * points.
 *
 * NOT MET on the 600-question bank, so it is not part of `npm test`: run `npm run calibration`.
 * It fails today (78.3 % overall, bias −3.4; 52.1 % with 17–24 exams behind), and the closing note of
 * this change says so; issue 30 stays open. On the 456-question bank it read 93.7 %, bias −2.0. The
 * cause: the model estimates the score on an exam drawn from the whole bank, while the truth here is
 * the mean over the academy's 24 exams (240 questions), exactly those a student has seen solutions
 * for; with 600 questions they are 40 % of the bank instead of 53 %, and the gap grows with the exams
 * taken (+8 points at 17–24).
 */
import { describe, expect, it } from 'vitest';
import { activeQuestions } from '@/content/question-bank';
import { seededRandom } from '@/shared/learning/random';
import { readiness } from '@/shared/learning/readiness';
import { studyCourse } from './learning-world';

interface Measure {
  exams: number;
  truth: number;
  expected: number;
  covered: boolean;
}

function measure(students: number, seed: number): Measure[] {
  const random = seededRandom(seed);
  const out: Measure[] = [];
  for (let s = 0; s < students; s += 1) {
    for (const c of studyCourse(random)) {
      const r = readiness(c.events, activeQuestions, c.at);
      out.push({ exams: c.exams, truth: c.truth, expected: r.expected, covered: r.low <= c.truth && c.truth <= r.high });
    }
  }
  return out;
}

const coverage = (list: readonly Measure[]) => list.filter((m) => m.covered).length / list.length;
const bias = (list: readonly Measure[]) => list.reduce((sum, m) => sum + m.expected - m.truth, 0) / list.length;

const EXAM_BANDS: [number, number][] = [[1, 4], [5, 8], [9, 12], [13, 16], [17, 24]];
const TRUTH_BANDS: [number, number][] = [[0, 45], [45, 60], [60, 75], [75, 101]];

describe('readiness in a world that learns and forgets', () => {
  const all = measure(60, 30);
  const bands = [
    ...EXAM_BANDS.map(([lo, hi]) => ({ name: `${lo}–${hi} exams`, list: all.filter((m) => m.exams >= lo && m.exams <= hi) })),
    ...TRUTH_BANDS.map(([lo, hi]) => ({ name: `truth ${lo}–${hi}`, list: all.filter((m) => m.truth >= lo && m.truth < hi) })),
  ];

  // Before issue 30 (the same world and seed): 46.8 % overall, bias −7.9; 93.3, 87.9, 65.0, 25.8 and
  // 4.4 % for 1–4, 5–8, 9–12, 13–16 and 17–24 exams; 34.5 % and 18.8 % for true scores 60–75 and 75+.
  // After: 93.7 %, bias −2.0, every band ≥ 86.5 %. The margins are thin: another seed with 100
  // students gave 94.3 % overall (just over the ceiling), every band ≥ 87.6 %, bias −1.3.
  it('the 90 % range holds the truth 88–94 % of the time, ≥ 85 % in every band, bias within ±2', () => {
    const figures = bands.map((b) => `${b.name}: ${(100 * coverage(b.list)).toFixed(1)} % (n ${b.list.length}, bias ${bias(b.list).toFixed(1)})`);
    console.info(`overall ${(100 * coverage(all)).toFixed(1)} %, bias ${bias(all).toFixed(2)}\n${figures.join('\n')}`);
    expect(coverage(all)).toBeGreaterThanOrEqual(0.88);
    expect(coverage(all)).toBeLessThanOrEqual(0.94);
    for (const b of bands) expect(coverage(b.list), b.name).toBeGreaterThanOrEqual(0.85);
    expect(Math.abs(bias(all))).toBeLessThanOrEqual(2);
  });
});

