/** Scoring rules shared by the PWA and the API (DECISIONS.md 'Exams'). */
import { describe, expect, it } from 'vitest';
import { badgeFor, FAIL_MESSAGE, isCorrect, optionId, optionIndex, PASS_PERCENT, scoreAnswers } from '@/shared/scoring';

const single = { id: 'q1', correct: [2] };
const several = { id: 'q2', correct: [0, 3] };

/** n questions whose correct answer is always 'a'. */
function exam(n: number) {
  return Array.from({ length: n }, (_, i) => ({ id: `q${i + 1}`, correct: [0] }));
}

describe('option ids', () => {
  it('are letters in option order and map back to indexes', () => {
    expect([0, 1, 2, 6].map(optionId)).toEqual(['a', 'b', 'c', 'g']);
    expect(['a', 'b', 'g'].map(optionIndex)).toEqual([0, 1, 6]);
    expect(optionIndex('A')).toBe(-1);
    expect(optionIndex('ab')).toBe(-1);
    expect(() => optionId(-1)).toThrow();
  });
});

describe('isCorrect', () => {
  it('needs exactly the correct set', () => {
    expect(isCorrect(single, ['c'])).toBe(true);
    expect(isCorrect(single, ['a'])).toBe(false);
    expect(isCorrect(single, ['c', 'a'])).toBe(false);
    expect(isCorrect(several, ['d', 'a'])).toBe(true);
    expect(isCorrect(several, ['a'])).toBe(false);
    expect(isCorrect(several, ['a', 'b', 'd'])).toBe(false);
    expect(isCorrect(several, [])).toBe(false);
  });
});

describe('scoreAnswers', () => {
  it('counts unanswered questions as incorrect and totals the exam questions', () => {
    const result = scoreAnswers([single, several, { id: 'q3', correct: [1] }], [
      { questionId: 'q1', selectedOptions: ['c'] },
      { questionId: 'q2', selectedOptions: ['a'] },
    ]);
    expect(result).toMatchObject({ correct: 1, incorrect: 2, total: 3, percent: 33, passed: false });
    expect(result.perQuestion).toEqual([
      { questionId: 'q1', selectedOptions: ['c'], isCorrect: true },
      { questionId: 'q2', selectedOptions: ['a'], isCorrect: false },
      { questionId: 'q3', selectedOptions: [], isCorrect: false },
    ]);
  });

  it('ignores answers to questions outside the exam', () => {
    const result = scoreAnswers([single], [{ questionId: 'q99', selectedOptions: ['a'] }]);
    expect(result).toMatchObject({ correct: 0, total: 1, percent: 0 });
  });

  it('rounds the percent', () => {
    const answers = (right: number) => Array.from({ length: right }, (_, i) => ({ questionId: `q${i + 1}`, selectedOptions: ['a'] }));
    expect(scoreAnswers(exam(3), answers(2)).percent).toBe(67);
    expect(scoreAnswers(exam(8), answers(5)).percent).toBe(63);
    expect(scoreAnswers(exam(6), answers(1)).percent).toBe(17);
  });

  it('passes at 60 % and not below', () => {
    const answers = (right: number) => Array.from({ length: right }, (_, i) => ({ questionId: `q${i + 1}`, selectedOptions: ['a'] }));
    expect(PASS_PERCENT).toBe(60);
    expect(scoreAnswers(exam(10), answers(6))).toMatchObject({ percent: 60, passed: true });
    expect(scoreAnswers(exam(10), answers(5))).toMatchObject({ percent: 50, passed: false });
    // 59.5 rounds to 60: the rounded percent decides.
    expect(scoreAnswers(exam(200), answers(119))).toMatchObject({ percent: 60, passed: true });
    expect(scoreAnswers(exam(1000), answers(594))).toMatchObject({ percent: 59, passed: false });
  });

  it('scores an empty exam as 0 without dividing by zero', () => {
    expect(scoreAnswers([], [])).toMatchObject({ percent: 0, total: 0, passed: false });
  });
});

describe('badgeFor', () => {
  it.each([
    [100, 'Excelente', 'green'],
    [90, 'Excelente', 'green'],
    [89, 'Muy Bien', 'blue'],
    [80, 'Muy Bien', 'blue'],
    [79, 'Aprobado', 'yellow'],
    [60, 'Aprobado', 'yellow'],
    [59, 'Necesita Mejorar', 'red'],
    [0, 'Necesita Mejorar', 'red'],
  ])('%i %% → %s (%s)', (percent, label, tone) => {
    expect(badgeFor(percent)).toEqual({ label, tone });
  });

  it('has the 60 % failing message', () => {
    expect(FAIL_MESSAGE).toBe('Necesitas 60% para aprobar. ¡Sigue practicando!');
  });
});
