/**
 * The model's pass probability and the bands of 'Resultados del examen' (issue 49 §4), against values
 * worked out by hand: a readiness known exactly is a plain binomial over the real exam's 10 questions;
 * a wider range pulls the probability towards the middle; 43 answers is where a share's 95 % interval
 * gets narrower than ±15 points.
 */
import { describe, expect, it } from 'vitest';
import { SIMULACRO_SUBJECTS } from '@/content/simulacro';
import { MIN_BAND_ANSWERS, PASS_CORRECT, REAL_EXAM_QUESTIONS, bandOf, passProbability } from '@/shared/exam-outcomes';

function choose(n: number, k: number): number {
  let c = 1;
  for (let i = 1; i <= k; i += 1) c = (c * (n - k + i)) / i;
  return c;
}

describe('the pass probability', () => {
  it('is P(at least 6 of 10 right): a plain binomial when the range has no width', () => {
    expect(REAL_EXAM_QUESTIONS).toBe(SIMULACRO_SUBJECTS.reduce((sum, s) => sum + s.questions, 0));
    expect(PASS_CORRECT).toBe(6);
    // Σ_{k=6..10} C(10,k) .6^k .4^(10−k) = 0.6331.
    expect(passProbability({ expected: 60, low: 60, high: 60 })).toBeCloseTo(0.6331, 4);
    // Σ_{k=6..10} C(10,k) .5^10 = 386/1024.
    expect(passProbability({ expected: 50, low: 50, high: 50 })).toBeCloseTo(386 / 1024, 6);
  });

  it('takes the range as uncertainty: a wider range moves a strong student towards the middle', () => {
    const narrow = passProbability({ expected: 80, low: 75, high: 85 });
    const wide = passProbability({ expected: 80, low: 55, high: 95 });
    expect(narrow).toBeGreaterThan(wide);
    expect(wide).toBeGreaterThan(0.5);
    // By numerical integration of the binomial tail over the Beta of mean .7 and sd .22 / (2 × 1.6449).
    const mean = 0.7;
    const sd = 0.22 / (2 * 1.6449);
    const size = (mean * (1 - mean)) / (sd * sd) - 1;
    const [a, b] = [mean * size, (1 - mean) * size];
    const tail = (t: number) => [6, 7, 8, 9, 10].reduce((s, k) => s + choose(10, k) * t ** k * (1 - t) ** (10 - k), 0);
    const steps = 20_000;
    let weight = 0;
    let total = 0;
    for (let i = 1; i < steps; i += 1) {
      const t = i / steps;
      const density = t ** (a - 1) * (1 - t) ** (b - 1);
      weight += density;
      total += density * tail(t);
    }
    expect(passProbability({ expected: 70, low: 58, high: 80 })).toBeCloseTo(total / weight, 4);
  });
});

describe('bands and enough answers', () => {
  it('puts 40 in 40–60, 60 and 74 in 60–75, 75 in 75+', () => {
    expect([0, 39, 40, 59, 60, 74, 75, 100].map(bandOf)).toEqual(['lt40', 'lt40', '40-60', '40-60', '60-75', '60-75', '75+', '75+']);
  });

  it('needs 43 answers for a 95 % interval narrower than ±15 points at p = ½', () => {
    const halfWidth = (n: number) => 1.96 * Math.sqrt(0.25 / n);
    expect(halfWidth(MIN_BAND_ANSWERS)).toBeLessThan(0.15);
    expect(halfWidth(MIN_BAND_ANSWERS - 1)).toBeGreaterThan(0.15);
  });
});
