/**
 * The item analysis behind /admin/preguntas (issue 20, item 9), on a tiny bank whose figures are
 * worked out by hand below: facility, the point-biserial discrimination against the rest of the
 * score, option counts, pooling across exams and the 'Revisar' rule.
 */
import { describe, expect, it } from 'vitest';
import { correlation, itemStatistics, needsReview } from '../../server/lib/item-statistics';

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
  it('asks for review below 30 % facility or 0.2 discrimination, only from 20 answers on', () => {
    expect(needsReview({ answers: 20, facility: 0.29, discrimination: 0.5 })).toBe(true);
    expect(needsReview({ answers: 20, facility: 0.3, discrimination: 0.2 })).toBe(false);
    expect(needsReview({ answers: 20, facility: 0.9, discrimination: 0.19 })).toBe(true);
    expect(needsReview({ answers: 20, facility: 0.9, discrimination: -0.4 })).toBe(true);
    expect(needsReview({ answers: 19, facility: 0.1, discrimination: -0.4 })).toBe(false);
    // Everyone right: nothing to correlate, nothing to fix.
    expect(needsReview({ answers: 40, facility: 1, discrimination: null })).toBe(false);
  });
});
