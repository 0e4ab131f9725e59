/**
 * 'Recalificar' (issue 48 §4): which stored attempts a question's new key rescores, and how. An
 * attempt keeps the version of each question it was scored on (attempts.question_versions); when the
 * question's current version has another key than the one an attempt used, the attempt is a
 * candidate. Its new score changes only that question's mark: the other questions stay as scored.
 * Pure, so the dry run and the transaction that applies it compute the same rows.
 */
import { isCorrect } from '../../src/shared/scoring';

/** A stored attempt that answered the question, as the regrade reads it. */
export interface RegradeCandidate {
  studentId: number;
  studentName: string;
  studentEmail: string;
  attemptId: string;
  examId: string;
  finishedAt: string;
  answers: { questionId: string; selectedOptions: string[] }[];
  score: number;
  correct: number;
  total: number;
  questionVersions: Record<string, number> | null;
}

/** One attempt the regrade changes: the version it used and its score before and after. */
export interface RegradeChange {
  studentId: number;
  studentName: string;
  studentEmail: string;
  attemptId: string;
  examId: string;
  finishedAt: string;
  fromVersion: number;
  selected: string[];
  wasRight: boolean;
  isRight: boolean;
  from: { score: number; correct: number };
  to: { score: number; correct: number };
  total: number;
}

const sameKey = (a: readonly number[], b: readonly number[]) => a.length === b.length && [...a].sort().join(',') === [...b].sort().join(',');

/** The percent as scoreAnswers rounds it (src/shared/scoring.ts). */
export function percentOf(correct: number, total: number): number {
  return total === 0 ? 0 : Math.round((correct / total) * 100);
}

/**
 * The attempts of `candidates` scored on a version of `questionId` older than `current` whose key
 * differs from the current key, with their new marks. `keyOf` answers a version's key (version 1
 * and attempts recorded before versions: the bundled question's).
 */
export function regradeChanges(
  questionId: string,
  candidates: readonly RegradeCandidate[],
  current: { version: number; correct: readonly number[] },
  keyOf: (version: number) => readonly number[] | undefined,
): RegradeChange[] {
  const changes: RegradeChange[] = [];
  for (const attempt of candidates) {
    const answer = attempt.answers.find((a) => a.questionId === questionId);
    if (!answer) continue;
    const fromVersion = attempt.questionVersions?.[questionId] ?? 1;
    if (fromVersion >= current.version) continue;
    const usedKey = keyOf(fromVersion);
    if (!usedKey || sameKey(usedKey, current.correct)) continue;
    const wasRight = isCorrect({ id: questionId, correct: usedKey }, answer.selectedOptions);
    const isRight = isCorrect({ id: questionId, correct: current.correct }, answer.selectedOptions);
    const correct = Math.max(0, Math.min(attempt.total, attempt.correct - (wasRight ? 1 : 0) + (isRight ? 1 : 0)));
    changes.push({
      studentId: attempt.studentId,
      studentName: attempt.studentName,
      studentEmail: attempt.studentEmail,
      attemptId: attempt.attemptId,
      examId: attempt.examId,
      finishedAt: attempt.finishedAt,
      fromVersion,
      selected: [...answer.selectedOptions],
      wasRight,
      isRight,
      from: { score: attempt.score, correct: attempt.correct },
      to: { score: percentOf(correct, attempt.total), correct },
      total: attempt.total,
    });
  }
  return changes;
}
