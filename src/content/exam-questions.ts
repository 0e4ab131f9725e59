/**
 * An exam's questions on the device, from the exam's own chunk (scripts/vite/exam-questions.ts): the
 * exam screen loads its questions, not the whole bank.
 */
import { loadExamQuestionSet } from 'virtual:exam-questions';
import { sourceExamOf, type Exam } from './exam-catalog';
import type { Question } from './types';

/** `exam`'s questions in its order: a published exam, an earlier version of one, or a mistakes exam. */
export async function loadQuestionsOf(exam: Exam): Promise<Question[]> {
  const source = sourceExamOf(exam.id);
  const byId = new Map((source ? await loadExamQuestionSet(source.id) : []).map((q) => [q.id, q]));
  return exam.questionIds.flatMap((id) => byId.get(id) ?? []);
}
