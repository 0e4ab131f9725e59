/** Progress shown on the exam lists, from the attempts on the device and the server. */
import { describe, expect, it } from 'vitest';
import { summarizeProgress } from '@/features/exams/progress';

const exams = [{ id: 'principal-01' }, { id: 'principal-02' }, { id: 'principal-03' }, { id: 'principal-04' }];

function attempt(id: string, examId: string, score: number, finishedAt: string) {
  return { id, examId, score, finishedAt };
}

describe('summarizeProgress', () => {
  it('reports nothing done when there are no attempts', () => {
    const { byExam, totals } = summarizeProgress(exams, []);
    expect(totals).toEqual({ completed: 0, passed: 0, average: null, pending: 4 });
    expect(byExam['principal-01']).toEqual({ completed: false, attempts: 0, lastScore: null, bestScore: null, passed: false, lastAt: null });
  });

  it('takes the last score by finish time and the best score, passing on the best', () => {
    const { byExam } = summarizeProgress(exams, [
      attempt('a', 'principal-01', 70, '2026-11-20T10:00:00.000Z'),
      attempt('b', 'principal-01', 40, '2026-11-21T10:00:00.000Z'),
      attempt('c', 'principal-01', 50, '2026-11-19T10:00:00.000Z'),
      attempt('d', 'principal-02', 59, '2026-11-21T10:00:00.000Z'),
    ]);
    expect(byExam['principal-01']).toEqual({
      completed: true,
      attempts: 3,
      lastScore: 40,
      bestScore: 70,
      passed: true,
      lastAt: '2026-11-21T10:00:00.000Z',
    });
    expect(byExam['principal-02']).toMatchObject({ completed: true, lastScore: 59, bestScore: 59, passed: false });
    expect(byExam['principal-03'].completed).toBe(false);
  });

  it('totals completed, passed (60 or more), rounded average of last scores and pending', () => {
    const { totals } = summarizeProgress(exams, [
      attempt('a', 'principal-01', 60, '2026-11-20T10:00:00.000Z'),
      attempt('b', 'principal-02', 90, '2026-11-20T10:00:00.000Z'),
      attempt('c', 'principal-02', 35, '2026-11-21T10:00:00.000Z'),
      attempt('d', 'principal-03', 50, '2026-11-21T10:00:00.000Z'),
    ]);
    // Last scores 60, 35, 50 → mean 48.33 → 48.
    expect(totals).toEqual({ completed: 3, passed: 2, average: 48, pending: 1 });
  });

  it('counts an attempt that came from both the device and the server once', () => {
    const a = attempt('same-id', 'principal-01', 80, '2026-11-20T10:00:00.000Z');
    const b = attempt('other', 'principal-01', 100, '2026-11-19T10:00:00.000Z');
    const once = summarizeProgress(exams, [a, b]);
    const twice = summarizeProgress(exams, [a, { ...a }, b, { ...a }]);
    expect(twice).toEqual(once);
    expect(twice.byExam['principal-01'].attempts).toBe(2);
    expect(twice.totals).toEqual({ completed: 1, passed: 1, average: 80, pending: 3 });
  });

  it('ignores attempts of exams outside the list', () => {
    const { totals } = summarizeProgress(exams, [attempt('x', 'complementario-01', 100, '2026-11-20T10:00:00.000Z')]);
    expect(totals).toEqual({ completed: 0, passed: 0, average: null, pending: 4 });
  });
});
