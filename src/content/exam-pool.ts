/**
 * The questions of the academy's 24 exams (in use, each once). Readiness is the expected score on 'un
 * examen como los nuestros', so the device (Mi progreso) and the server (the console's projection)
 * estimate it over these: the questions the student meets in our exams and sees the solutions of.
 */
import { examSets } from './exam-sets';
import { findQuestion } from './question-bank';
import type { Question } from './types';

let pool: readonly Question[] | undefined;

export function examQuestionPool(): readonly Question[] {
  pool ??= [...new Set(Object.values(examSets).flatMap((set) => set.questionIds))]
    .map(findQuestion)
    .filter((q): q is Question => q !== undefined && !q.retired);
  return pool;
}
