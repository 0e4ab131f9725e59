/**
 * Issue 49 §1: a question given and left blank is evidence of not knowing it. Three exams at 4/10 with
 * the six misses left blank must read near the same exams with the misses answered wrong (before: 93
 * [75–100] against 42 [27–58]), in readiness and in mastery, as the app computes them.
 */
import { describe, expect, it } from 'vitest';
import { exams, questionsOf } from '@/content/exams';
import { examQuestionPool } from '@/content/exam-pool';
import { questionBank } from '@/content/question-bank';
import type { Attempt } from '@/shared/attempt';
import { eventsFromAttempt } from '@/shared/learning/events';
import { learningSummary } from '@/shared/learning/learning-state';
import { optionId } from '@/shared/scoring';

const NOW = Date.parse('2026-11-29T20:00:00-05:00');

function threeExams(misses: 'blank' | 'wrong'): Attempt[] {
  return exams.slice(0, 3).map((exam, k) => {
    const answers = questionsOf(exam).map((question, i) => {
      if (i < 4) return { questionId: question.id, selectedOptions: question.correct.map(optionId) };
      if (misses === 'blank') return { questionId: question.id, selectedOptions: [] };
      const wrong = question.options.findIndex((_, o) => !question.correct.includes(o));
      return { questionId: question.id, selectedOptions: [optionId(wrong)] };
    });
    const finishedAt = new Date(NOW - (3 - k) * 86_400_000).toISOString();
    return { id: `00000000-0000-4000-8000-00000000000${k}`, examId: exam.id, startedAt: finishedAt, finishedAt, answers, score: 40, correct: 4, total: 10 };
  });
}

function summaryOf(attempts: Attempt[]) {
  const byId = new Map(questionBank.map((q) => [q.id, q]));
  const events = attempts.flatMap((a) => eventsFromAttempt(a, byId));
  return { events, summary: learningSummary(events, questionBank, NOW, { readinessQuestions: examQuestionPool() }) };
}

describe('blank answers are evidence (issue 49)', () => {
  it('three exams at 4/10 with the misses blank read as the same exams with the misses wrong', () => {
    const blank = summaryOf(threeExams('blank'));
    const wrong = summaryOf(threeExams('wrong'));
    expect(blank.events).toHaveLength(30);
    expect(blank.events.filter((e) => !e.correct)).toHaveLength(18);
    const b = blank.summary.readiness!;
    const w = wrong.summary.readiness!;
    expect(Math.abs(b.expected - w.expected)).toBeLessThanOrEqual(2);
    // A student at 4/10 is not shown as ready.
    expect(b.expected).toBeLessThan(60);
    expect(blank.summary.mastery).toEqual(wrong.summary.mastery);
  });
});
