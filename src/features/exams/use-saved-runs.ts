/**
 * The student's exams left half done on this device, for the exam lists: a run in progress shows on
 * its card as 'En curso' with the time left, so the list does not forget an exam the student left.
 */
import { useEffect, useState } from 'react';
import type { StudentId } from '../../lib/local-store';
import { listRuns } from '../../lib/storage';
import type { SavedRun } from '../../shared/attempt';

/** A saved run as its card tells it: time still left, or the deadline passed. */
export type RunStatus = { kind: 'running'; secondsLeft: number } | { kind: 'timeUp' };

/**
 * Before the deadline the run continues where it was; after it, opening the exam submits the saved
 * answers (as the exam screen does on return), so its card offers the result, not 'en curso'.
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

/** Read after the first render, so a prerendered list is adopted as it was drawn. */
export function useSavedRuns(studentId: StudentId): SavedRuns {
  const [state, setState] = useState<SavedRuns>(NONE);
  useEffect(() => {
    let cancelled = false;
    void listRuns(studentId)
      .catch(() => [] as SavedRun[])
      .then((runs) => {
        if (!cancelled) setState({ runs: Object.fromEntries(runs.map((run) => [run.examId, run])), readAt: Date.now() });
      });
    return () => {
      cancelled = true;
    };
  }, [studentId]);
  return state;
}
