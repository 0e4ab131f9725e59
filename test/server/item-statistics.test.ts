/**
 * The item analysis behind /admin/preguntas (issue 20, item 9), on a tiny bank whose figures are
 * worked out by hand below: facility, the point-biserial discrimination against the rest of the
 * score, option counts, pooling across exams and the 'Revisar' rule.
 */
import { describe, expect, it } from 'vitest';
import { correlation, itemStatistics, needsReview } from '../../server/lib/item-statistics';
import { intArrayColumn } from '../../server/db/client';
import { seededRandom } from '../../src/shared/learning/random';

/** Four single-answer questions (option 'a' right) and one several-answer question ('a' and 'c'). */
const bank = new Map(
  [
    { id: 'q1', correct: [0], options: ['A', 'B', 'C'] },
    { id: 'q2', correct: [0], options: ['A', 'B', 'C'] },
    { id: 'q3', correct: [0], options: ['A', 'B', 'C'] },
    { id: 'q4', correct: [0], options: ['A', 'B', 'C'] },
    { id: 'q5', correct: [0, 2], options: ['A', 'B', 'C', 'D'] },
  ].map((q) => [q.id, q]),
);
const find = (id: string) => bank.get(id);

/** An attempt from a row of marks: 1 right ('a', or 'a'+'c' for q5), 0 wrong ('b'), null unanswered. */
function attempt(marks: Record<string, 1 | 0 | null>) {
  return {
    answers: Object.entries(marks).map(([questionId, mark]) => ({
      questionId,
      selectedOptions: mark === null ? [] : mark === 1 ? (questionId === 'q5' ? ['a', 'c'] : ['a']) : ['b'],
    })),
  };
}

describe('itemStatistics', () => {
  // Four students' first attempts at one exam of five questions:
  //            q1 q2 q3 q4 q5 | total
  //   Ana       1  0  1  1  1 |   4
  //   Beto      1  0  1  1  0 |   3
  //   Carla     0  1  1  0  0 |   2
  //   Dante     0  1  0  0  -  |   1   (q5 unanswered)
  const attempts = [
    attempt({ q1: 1, q2: 0, q3: 1, q4: 1, q5: 1 }),
    attempt({ q1: 1, q2: 0, q3: 1, q4: 1, q5: 0 }),
    attempt({ q1: 0, q2: 1, q3: 1, q4: 0, q5: 0 }),
    attempt({ q1: 0, q2: 1, q3: 0, q4: 0, q5: null }),
  ];
  const stats = itemStatistics(attempts, find);

  it('gives facility as the share right and counts how often each option was chosen', () => {
    expect(stats.get('q1')).toMatchObject({ answers: 4, correct: 2, facility: 0.5, chosen: [2, 2, 0] });
    expect(stats.get('q3')).toMatchObject({ answers: 4, correct: 3, facility: 0.75 });
    // q5: Ana chose a and c, Beto and Carla b, Dante nothing (unanswered counts as wrong).
    expect(stats.get('q5')).toMatchObject({ answers: 4, correct: 1, facility: 0.25, chosen: [1, 2, 1, 0] });
  });

  it('correlates each item with the rest of the score, the item left out', () => {
    // q1: item x = (1, 1, 0, 0); rest y = total − item = (3, 2, 2, 1); means ½ and 2.
    // Σ(x−x̄)(y−ȳ) = ½·1 + ½·0 − ½·0 − ½·(−1) = 1; Σ(x−x̄)² = 1; Σ(y−ȳ)² = 1 + 0 + 0 + 1 = 2.
    // r = 1 / √(1 · 2) = 0.7071.
    expect(stats.get('q1')!.discrimination).toBeCloseTo(1 / Math.sqrt(2), 10);
    // q2: x = (0, 0, 1, 1); rest y = (4, 3, 1, 0); ȳ = 2; Σ(x−x̄)(y−ȳ) = −½·2 − ½·1 + ½·(−1) + ½·(−2) = −3;
    // Σ(y−ȳ)² = 4 + 1 + 1 + 4 = 10; r = −3 / √10 = −0.9487: the strong students get it wrong.
    expect(stats.get('q2')!.discrimination).toBeCloseTo(-3 / Math.sqrt(10), 10);
    // q3: x = (1, 1, 1, 0); rest y = (3, 2, 1, 1); x̄ = ¾, ȳ = 7/4;
    // Σ(x−x̄)(y−ȳ) = ¼·(5/4 + 1/4 − 3/4) + (−¾)(−¾) = 3/16 + 9/16 = ¾; Σ(x−x̄)² = 3/16 + 9/16 = ¾;
    // Σ(y−ȳ)² = 25/16 + 1/16 + 9/16 + 9/16 = 44/16 = 11/4; r = ¾ / √(¾ · 11/4) = 3 / √33 = 0.5222.
    expect(stats.get('q3')!.discrimination).toBeCloseTo(3 / Math.sqrt(33), 10);
  });

  it('has no discrimination when the item or the rest never varies', () => {
    const allRight = itemStatistics([attempt({ q1: 1, q2: 1 }), attempt({ q1: 1, q2: 0 })], find);
    expect(allRight.get('q1')).toMatchObject({ facility: 1, discrimination: null });
    // q2's rest is q1, right in both: the rest does not vary.
    expect(allRight.get('q2')!.discrimination).toBeNull();
    expect(itemStatistics([attempt({ q1: 1, q2: 0 })], find).get('q1')!.discrimination).toBeNull();
  });

  it('pools a question shared by two exams, each answer against the rest of its own exam', () => {
    // Exam A has q1 and q2, exam B has q1 and q3. Pairs for q1: (1, 1), (0, 0) from A; (1, 0), (0, 1) from B.
    // x̄ = ½, ȳ = ½; Σ(x−x̄)(y−ȳ) = ¼ + ¼ − ¼ − ¼ = 0: no correlation at all.
    const pooled = itemStatistics(
      [attempt({ q1: 1, q2: 1 }), attempt({ q1: 0, q2: 0 }), attempt({ q1: 1, q3: 0 }), attempt({ q1: 0, q3: 1 })],
      find,
    );
    expect(pooled.get('q1')).toMatchObject({ answers: 4, facility: 0.5 });
    expect(pooled.get('q1')!.discrimination).toBeCloseTo(0, 10);
    expect(pooled.get('q4')).toBeUndefined();
  });

  it('leaves out answers to questions the bank does not have', () => {
    const stats = itemStatistics([{ answers: [{ questionId: 'q999', selectedOptions: ['a'] }, { questionId: 'q1', selectedOptions: ['a'] }] }], find);
    expect([...stats.keys()]).toEqual(['q1']);
  });
});

describe('correlation', () => {
  it('is Pearson’s r', () => {
    expect(correlation([[1, 2], [2, 4], [3, 6]])).toBeCloseTo(1, 10);
    expect(correlation([[1, 3], [2, 2], [3, 1]])).toBeCloseTo(-1, 10);
  });
});

describe('needsReview', () => {
  it('asks for review only where the answers show it beyond their noise, from 20 answers on', () => {
    // Discrimination: the top of its 90 % range (Fisher's z) must be under 0.2.
    expect(needsReview({ answers: 20, facility: 0.9, discrimination: 0.19, chance: 1 / 3 })).toBe(false);
    expect(needsReview({ answers: 20, facility: 0.9, discrimination: -0.4, chance: 1 / 3 })).toBe(true);
    expect(needsReview({ answers: 400, facility: 0.9, discrimination: 0.1, chance: 1 / 3 })).toBe(true);
    // Facility: the top of its 90 % range (Wilson) must be under the chance of guessing.
    expect(needsReview({ answers: 20, facility: 0.29, discrimination: 0.5, chance: 1 / 3 })).toBe(false);
    expect(needsReview({ answers: 40, facility: 0.1, discrimination: 0.5, chance: 1 / 3 })).toBe(true);
    expect(needsReview({ answers: 40, facility: 0.1, discrimination: 0.5, chance: 1 / 15 })).toBe(false);
    expect(needsReview({ answers: 19, facility: 0, discrimination: -0.9, chance: 1 / 3 })).toBe(false);
    // Everyone right: nothing to correlate, nothing to fix.
    expect(needsReview({ answers: 40, facility: 1, discrimination: null, chance: 1 / 3 })).toBe(false);
  });

  it('reports 90 % ranges and the chance of guessing with each question', () => {
    const stats = itemStatistics(
      Array.from({ length: 20 }, (_, k) => attempt({ q1: k < 10 ? 1 : 0, q2: k % 2 === 0 ? 1 : 0, q3: 1, q4: 0, q5: k < 5 ? 1 : 0 })),
      find,
    );
    const q1 = stats.get('q1')!;
    expect(q1.chance).toBeCloseTo(1 / 3, 12);
    expect(stats.get('q5')!.chance).toBeCloseTo(1 / 15, 12);
    expect(q1.facilityLow).toBeLessThan(0.5);
    expect(q1.facilityHigh).toBeGreaterThan(0.5);
    expect(q1.facilityHigh - q1.facilityLow).toBeCloseTo(2 * 0.17, 1); // Wilson at n = 20: about ±0.17
    expect(q1.discriminationLow!).toBeLessThan(q1.discrimination!);
    expect(q1.discriminationHigh!).toBeGreaterThan(q1.discrimination!);
  });

  it('flags few sound three-option questions in exams of 20 students (the old rule flagged a third of them)', () => {
    // Sound items: three options, guessing a third, positive slopes (3PL, a in 0.8–1.6, b ~ N(0, 1));
    // 20 students (θ ~ N(0, 1)) take a ten-question exam; repeated 200 times.
    const random = seededRandom(4);
    const normal = () => Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
    const ids = ['q1', 'q2', 'q3', 'q4', 'q6', 'q7', 'q8', 'q9', 'q10', 'q11'];
    const soundBank = new Map(ids.map((id) => [id, { id, correct: [0], options: ['A', 'B', 'C'] }]));
    let flagged = 0;
    let flaggedBefore = 0;
    let judged = 0;
    for (let exam = 0; exam < 200; exam += 1) {
      const items = ids.map(() => ({ a: 0.8 + 0.8 * random(), b: normal() }));
      const attempts = Array.from({ length: 20 }, () => {
        const theta = normal();
        return {
          answers: ids.map((questionId, i) => {
            const p = 1 / 3 + (2 / 3) / (1 + Math.exp(-1.7 * items[i].a * (theta - items[i].b)));
            return { questionId, selectedOptions: [random() < p ? 'a' : 'b'] };
          }),
        };
      });
      for (const stat of itemStatistics(attempts, (id) => soundBank.get(id)).values()) {
        judged += 1;
        if (needsReview(stat)) flagged += 1;
        // The rule before issue 30: facility under 30 % or discrimination under 0.2, from 20 answers.
        if (stat.facility < 0.3 || (stat.discrimination !== null && stat.discrimination < 0.2)) flaggedBefore += 1;
      }
    }
    console.info(`sound items flagged: before ${((100 * flaggedBefore) / judged).toFixed(1)} %, now ${((100 * flagged) / judged).toFixed(1)} %`);
    expect(flaggedBefore / judged).toBeGreaterThan(0.3);
    expect(flagged / judged).toBeLessThan(0.08);
  });
});

describe('intArrayColumn', () => {
  it("reads an int[] column either driver's way: parsed, or PostgreSQL's text form", () => {
    expect(intArrayColumn('{3,0,1}')).toEqual([3, 0, 1]);
    expect(intArrayColumn('{}')).toEqual([]);
    expect(intArrayColumn([3, 0, 1])).toEqual([3, 0, 1]);
  });
});
