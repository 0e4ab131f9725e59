/**
 * The versions of an exam's question list (the current one and those of earlier builds), without the
 * question bank: the exam screen resumes a run with the questions it began with, and the server
 * accepts an attempt made on any version.
 */
import { findExam, isMistakesExam, mistakesExam, sourceExamOf, type Exam } from './exam-catalog';
import { earlierExamSets } from './exam-history';

/**
 * Every question list `examId`'s exam has been published with, newest first: the current one, then
 * those of earlier builds (exam-history.ts). A mistakes exam ('errores-…') has its source's.
 */
export function examVersions(examId: string): string[][] {
  const source = sourceExamOf(examId);
  if (!source) return [];
  return [source.questionIds, ...[...(earlierExamSets[source.id] ?? [])].reverse()].map((list) => [...list]);
}

/** The newest version of the exam that holds every one of `questionIds` (undefined: none does). */
export function versionHolding(examId: string, questionIds: readonly string[]): string[] | undefined {
  return examVersions(examId).find((version) => questionIds.every((id) => version.includes(id)));
}

/**
 * The exam a run of `examId` goes through. A published exam: the version the run began with (its
 * saved `questionIds`, or for a run saved before they were, the newest version holding its answers),
 * else the current one. A mistakes exam: `questionIds` in the order of the version they come from.
 */
export function examOfRun(examId: string, questionIds: readonly string[]): Exam | undefined {
  const version = versionHolding(examId, questionIds);
  if (isMistakesExam(examId)) return mistakesExam(examId, questionIds, version);
  const exam = findExam(examId);
  return exam && version ? { ...exam, questionIds: version } : exam;
}
