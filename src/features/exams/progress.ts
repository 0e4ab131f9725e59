/**
 * Real progress for the exam lists (the original app showed fixed zeros): per exam, whether it was
 * completed and its last and best scores; for the panel, completed, passed, average and pending.
 * Attempts come from the device and the server, so the same attempt may appear twice: counted once.
 */
import type { Exam } from '../../content/exam-catalog';
import type { Attempt } from '../../shared/attempt';
import { PASS_PERCENT } from '../../shared/scoring';

export interface ExamProgress {
  completed: boolean;
  /** Distinct attempts of this exam. */
  attempts: number;
  lastScore: number | null;
  bestScore: number | null;
  /** Best score ≥ 60. */
  passed: boolean;
  /** ISO time the last attempt finished. */
  lastAt: string | null;
}

export interface ProgressTotals {
  /** Exams with at least one attempt. */
  completed: number;
  /** Exams whose best score is ≥ 60. */
  passed: number;
  /** Rounded mean of each completed exam's last score; null when none is completed. */
  average: number | null;
  /** Exams not attempted yet. */
  pending: number;
}

export interface ProgressSummary {
  byExam: Record<string, ExamProgress>;
  totals: ProgressTotals;
}

type AttemptResult = Pick<Attempt, 'id' | 'examId' | 'score' | 'finishedAt'>;

const NOT_STARTED: ExamProgress = { completed: false, attempts: 0, lastScore: null, bestScore: null, passed: false, lastAt: null };

function finishedMs(attempt: AttemptResult): number {
  const ms = Date.parse(attempt.finishedAt);
  return Number.isNaN(ms) ? 0 : ms;
}

export function summarizeProgress(exams: readonly Pick<Exam, 'id'>[], attempts: readonly AttemptResult[]): ProgressSummary {
  const unique = [...new Map(attempts.map((a) => [a.id, a])).values()];
  const byExam: Record<string, ExamProgress> = {};
  for (const exam of exams) {
    const mine = unique.filter((a) => a.examId === exam.id);
    if (mine.length === 0) {
      byExam[exam.id] = { ...NOT_STARTED };
      continue;
    }
    const last = mine.reduce((a, b) => (finishedMs(b) > finishedMs(a) ? b : a));
    const bestScore = Math.max(...mine.map((a) => a.score));
    byExam[exam.id] = {
      completed: true,
      attempts: mine.length,
      lastScore: last.score,
      bestScore,
      passed: bestScore >= PASS_PERCENT,
      lastAt: last.finishedAt,
    };
  }
  const done = Object.values(byExam).filter((p) => p.completed);
  const lastScores = done.map((p) => p.lastScore ?? 0);
  return {
    byExam,
    totals: {
      completed: done.length,
      passed: done.filter((p) => p.passed).length,
      average: lastScores.length === 0 ? null : Math.round(lastScores.reduce((s, x) => s + x, 0) / lastScores.length),
      pending: exams.length - done.length,
    },
  };
}
