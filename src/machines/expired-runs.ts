/**
 * Runs whose deadline passed while the app was closed are graded when the app next runs, not when the
 * student happens to open that exam again (issue 32 §7): the attempt is stored (the outbox sends it,
 * so the academy sees it) and the run is gone. Loaded lazily by app-main after a student's session
 * starts; the exam screen does the same for the run it opens (exam-run.machine's `starting`).
 */
import type { StudentId } from '../lib/storage/local-store';
import * as storage from '../lib/storage/indexed-db';
import { loadExamRun, storeAttempt } from './exam-run.machine';

/** Grades every run of the student past its deadline at `now`; how many were graded. */
export async function submitExpiredRuns(studentId: StudentId, now: number = Date.now()): Promise<number> {
  const runs = await storage.listRuns(studentId).catch(() => []);
  let graded = 0;
  for (const run of runs.filter((r) => r.deadline <= now)) {
    const loaded = await loadExamRun(studentId, run.examId).catch(() => null);
    if (!loaded?.saved) continue;
    const { exam, questions, saved, contentVersion } = loaded;
    // Finished at its deadline, as the exam screen finishes a run it reopens too late.
    await storeAttempt({ studentId, examId: exam.id, attemptId: saved.attemptId, startedAt: saved.startedAt, deadline: saved.deadline, questions, answers: saved.answers, contentVersion }, saved.deadline);
    graded++;
  }
  return graded;
}
