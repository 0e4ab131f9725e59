/**
 * FSRS fitted on the academy's own log (issue 49 §5): the log becomes the optimizer's histories in
 * Lima's days, the split is by student, a simulated learner whose true weights differ from the
 * defaults fits to a lower log loss on the held-out students, and a small log is refused.
 */
import { describe, expect, it } from 'vitest';
import { FSRS_MIN_TRAIN_ITEMS, fitFsrs, historiesOf, isHeldOut, itemReviewsOf, NotEnoughReviews, toBindingItems, type LogAnswer } from '../../server/lib/fsrs-fit';
import { simulatedLog } from './fsrs-simulated-log';

const answer = (studentId: number, questionId: string, correct: boolean, answeredAt: string, id: string): LogAnswer => ({ studentId, questionId, correct, answeredAt, id });

describe('the review log as FSRS histories', () => {
  it('one history per student and question, oldest first, right → Good (3), wrong → Again (1), intervals in Lima days', () => {
    const histories = historiesOf([
      // Shuffled on purpose: the conversion orders by time.
      answer(1, 'q1', true, '2026-03-03T00:10:00.000Z', 'c'), // 2 Mar 19:10 in Lima
      answer(1, 'q1', false, '2026-03-01T23:50:00.000Z', 'a'), // 1 Mar 18:50 in Lima
      answer(1, 'q1', true, '2026-03-02T00:10:00.000Z', 'b'), // 1 Mar 19:10 in Lima: the same Lima day
      answer(1, 'q1', true, '2026-03-10T15:00:00.000Z', 'd'),
      answer(2, 'q1', true, '2026-03-01T15:00:00.000Z', 'e'),
      answer(1, 'q2', false, '2026-03-01T15:00:00.000Z', 'f'),
    ]);
    expect(histories).toEqual([
      { studentId: 1, questionId: 'q1', reviews: [{ rating: 1, deltaT: 0 }, { rating: 3, deltaT: 0 }, { rating: 3, deltaT: 1 }, { rating: 3, deltaT: 8 }] },
      { studentId: 1, questionId: 'q2', reviews: [{ rating: 1, deltaT: 0 }] },
      { studentId: 2, questionId: 'q1', reviews: [{ rating: 3, deltaT: 0 }] },
    ]);
    // UTC dates would count 18:50 → 19:10 as a day apart; Lima's do not.
    const [q1] = histories;
    // One item per later-day review, carrying everything before it; the same-day Good is history only.
    expect(itemReviewsOf(q1)).toEqual([q1.reviews.slice(0, 3), q1.reviews]);
    expect(toBindingItems(histories).map((item) => item.reviews.map((r) => [r.rating, r.deltaT]))).toEqual([
      [[1, 0], [3, 0], [3, 1]],
      [[1, 0], [3, 0], [3, 1], [3, 8]],
    ]);
  });

  it('holds out about a fifth of the students, always the same ones, never part of a student', () => {
    const held = Array.from({ length: 1000 }, (_, i) => i + 1).filter((id) => isHeldOut(id));
    expect(held.length).toBeGreaterThan(150);
    expect(held.length).toBeLessThan(250);
    expect(Array.from({ length: 1000 }, (_, i) => i + 1).filter((id) => isHeldOut(id))).toEqual(held);
  });
});

describe('the fit', () => {
  it('a simulated learner who forgets faster than FSRS assumes fits to a lower log loss and RMSE on held-out students', async () => {
    const histories = historiesOf(simulatedLog({ students: 40, questions: 15, reviews: 6, seed: 7 }));
    const report = await fitFsrs(histories);
    expect(report.trainStudents + report.testStudents).toBe(40);
    expect(report.testStudents).toBeGreaterThan(0);
    expect(report.weights).toHaveLength(21);
    expect(report.after.logLoss).toBeLessThan(report.before.logLoss - 0.01);
    expect(report.after.rmse).toBeLessThan(report.before.rmse);
    // The fitted initial stability after a right answer (w2) is far below the default's 2.3 days.
    expect(report.weights[2]).toBeLessThan(1);
  }, 60_000);

  it('refuses below the optimizer minimum with the counts, and fits nothing', async () => {
    const small = historiesOf(simulatedLog({ students: 5, questions: 3, reviews: 3, seed: 3 }));
    const error = await fitFsrs(small).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NotEnoughReviews);
    expect((error as Error).message).toContain(`al menos ${FSRS_MIN_TRAIN_ITEMS}`);
    expect((error as Error).message).toContain('parámetros por defecto');
  });
});
