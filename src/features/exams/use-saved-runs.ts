/**
 * The student's exams left half done on this device, for the exam lists: a run in progress shows on
 * its card as 'En curso' with the time left, so the list does not forget an exam the student left.
 */
import { useEffect, useState } from 'react';
import type { StudentId } from '../../lib/storage/local-store';
import { listRuns } from '../../lib/storage/indexed-db';
import type { SavedRun } from '../../shared/attempt';

/** A saved run as its card tells it: time still left, or the deadline passed. */
export type RunStatus = { kind: 'running'; secondsLeft: number } | { kind: 'timeUp' };

/**
 * Before the deadline the run continues where it was; after it, the run is graded (useSavedRuns,
 * app-main) and its card shows the result.
 */
export function runStatus(run: SavedRun, now: number): RunStatus {
  const secondsLeft = Math.ceil((run.deadline - now) / 1000);
  return secondsLeft > 0 ? { kind: 'running', secondsLeft } : { kind: 'timeUp' };
}

export interface SavedRuns {
  /** By exam id. */
  runs: Readonly<Record<string, SavedRun>>;
  /** When they were read (epoch ms): the time left shown is as of then. */
  readAt: number;
}

const NONE: SavedRuns = { runs: {}, readAt: 0 };

/**
 * Read after the first render, so a prerendered list is adopted as it was drawn. A run past its
 * deadline is graded here too (app-main grades them when the app starts; the list may be read first):
 * `graded` then counts up, for the attempts to be read again.
 */
export function useSavedRuns(studentId: StudentId): SavedRuns & { graded: number } {
  const [state, setState] = useState<SavedRuns>(NONE);
  const [graded, setGraded] = useState(0);
  useEffect(() => {
    let cancelled = false;
    const read = () =>
      listRuns(studentId)
        .catch(() => [] as SavedRun[])
        .then((runs) => {
          if (!cancelled) setState({ runs: Object.fromEntries(runs.map((run) => [run.examId, run])), readAt: Date.now() });
          return runs;
        });
    void read().then(async (runs) => {
      if (!runs.some((run) => run.deadline <= Date.now())) return;
      const { submitExpiredRuns } = await import('../../machines/expired-runs');
      if ((await submitExpiredRuns(studentId)) === 0 || cancelled) return;
      await read();
      if (!cancelled) setGraded((n) => n + 1);
    });
    return () => {
      cancelled = true;
    };
  }, [studentId]);
  return { ...state, graded };
}
