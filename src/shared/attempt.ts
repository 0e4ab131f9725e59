/**
 * A finished exam attempt and an exam run in progress: the shapes the device stores (lib/storage/indexed-db.ts)
 * and the attempt body the API accepts. Shared by client and server, so both validate the same way.
 * An attempt's id is made on the device (crypto.randomUUID()), which makes syncing idempotent.
 */

export interface AttemptAnswer {
  questionId: string;
  /** Option ids ('a', 'b'…); empty when the question was left unanswered. */
  selectedOptions: string[];
}

export interface Attempt {
  /** UUID made on the device. */
  id: string;
  examId: string;
  /** ISO timestamps. */
  startedAt: string;
  finishedAt: string;
  /** One per exam question, in exam order. */
  answers: AttemptAnswer[];
  /** Percent, 0–100. */
  score: number;
  correct: number;
  total: number;
  /**
   * The content version (issue 48) the run began with: its questions were the bundled ones with the
   * academy's corrections up to it, so the server scores them as of it. Absent before content versions.
   */
  contentVersion?: number;
  /** Set only once the server has confirmed it stored the attempt (outbox). */
  syncedAt?: string;
}

/** An exam run in progress, saved after every change so it survives a reload or a closed app. */
export interface SavedRun {
  examId: string;
  attemptId: string;
  /** Epoch milliseconds (wall clock). */
  startedAt: number;
  deadline: number;
  /** Index of the question on screen. */
  current: number;
  /** Selected option ids per question id, oldest selection first. */
  answers: Record<string, string[]>;
}

/** Body of POST /api/attempts: what the device knows; the server computes the score itself. */
export type AttemptBody = Pick<Attempt, 'id' | 'examId' | 'startedAt' | 'finishedAt' | 'answers' | 'contentVersion'>;

/** Checks a run read back from storage (it may have been written by an older version). */
export function isSavedRun(value: unknown): value is SavedRun {
  if (!value || typeof value !== 'object') return false;
  const run = value as Record<string, unknown>;
  const answers = run.answers;
  return (
    typeof run.examId === 'string' && run.examId.length > 0 &&
    typeof run.attemptId === 'string' && run.attemptId.length > 0 &&
    typeof run.startedAt === 'number' && typeof run.deadline === 'number' &&
    typeof run.current === 'number' && Number.isInteger(run.current) && run.current >= 0 &&
    !!answers && typeof answers === 'object' && !Array.isArray(answers) &&
    Object.values(answers).every((sel) => Array.isArray(sel) && sel.every((o) => typeof o === 'string'))
  );
}

/** The POST body for a stored attempt (drops the device-only fields). */
export function attemptBody(attempt: Attempt): AttemptBody {
  const { id, examId, startedAt, finishedAt, answers, contentVersion } = attempt;
  return { id, examId, startedAt, finishedAt, answers, ...(contentVersion ? { contentVersion } : {}) };
}
