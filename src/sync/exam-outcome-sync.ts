/**
 * How the real exam went (issue 49 §4), on the device: the student answers once per exam date
 * ('Aprobé', 'No aprobé', 'Todavía no'), saved here first with an id made here and 'pending', and
 * nudged to its outbox; the 'outcomes' kind (sync/outbox.machine.ts) posts it and keeps what the server
 * answers (the readiness it kept as of the exam date, or another device's answer for the same date,
 * which wins: the server keeps the first). Offline nothing is lost: a pending answer waits for the
 * next round. Kept in localStorage (a few answers a student, like the exam date).
 */
import { readJson, write, type StudentId } from '../lib/storage/local-store';
import type { ExamOutcome, OutcomeResult, StoredOutcome } from '../shared/exam-outcomes';
import { nudge } from './nudge';

/** The student's outcomes on this device (a localStorage key of the student's). */
const outcomesKey = (studentId: StudentId) => `exam-outcomes:${studentId}`;

/** An outcome as the device keeps it: the server's figures once it has it. */
export interface DeviceOutcome extends ExamOutcome {
  pending: boolean;
  readiness: StoredOutcome['readiness'];
  passProbability: number | null;
}

const listeners = new Set<() => void>();

/** The outcomes on this device, one per exam date. */
export function deviceOutcomes(studentId: StudentId): DeviceOutcome[] {
  const saved = readJson<unknown>(outcomesKey(studentId));
  return Array.isArray(saved) ? (saved as DeviceOutcome[]).filter((o) => typeof o?.id === 'string' && typeof o.examDate === 'string') : [];
}

function keep(studentId: StudentId, outcomes: readonly DeviceOutcome[]): void {
  write(outcomesKey(studentId), JSON.stringify(outcomes));
  listeners.forEach((listener) => listener());
}

/** The outcome for `examDate`, or null. */
export function outcomeFor(studentId: StudentId, examDate: string): DeviceOutcome | null {
  return deviceOutcomes(studentId).find((o) => o.examDate === examDate) ?? null;
}

/** The answers the server does not have yet. */
export function pendingOutcomes(studentId: StudentId): ExamOutcome[] {
  return deviceOutcomes(studentId)
    .filter((o) => o.pending)
    .map(({ id, examDate, result, answeredAt }) => ({ id, examDate, result, answeredAt }));
}

/** Saves the student's answer for `examDate` (once: a second answer for the same date changes nothing) and nudges its outbox. */
export function saveOutcome(studentId: StudentId, examDate: string, result: OutcomeResult, now: Date = new Date(), id: string = crypto.randomUUID()): DeviceOutcome {
  const held = outcomeFor(studentId, examDate);
  if (held) return held;
  const outcome: DeviceOutcome = { id, examDate, result, answeredAt: now.toISOString(), pending: true, readiness: null, passProbability: null };
  keep(studentId, [...deviceOutcomes(studentId), outcome]);
  nudge('outcomes');
  return outcome;
}

/** Keeps what the server holds (its answer to a post, or GET /api/outcomes): for its dates, the server's wins. */
export function keepServerOutcomes(studentId: StudentId, stored: readonly StoredOutcome[]): void {
  const byDate = new Map(deviceOutcomes(studentId).map((o) => [o.examDate, o]));
  for (const s of stored) {
    byDate.set(s.examDate, { id: s.id, examDate: s.examDate, result: s.result, answeredAt: s.answeredAt, pending: false, readiness: s.readiness, passProbability: s.passProbability });
  }
  keep(studentId, [...byDate.values()].sort((a, b) => (a.examDate < b.examDate ? -1 : a.examDate > b.examDate ? 1 : 0)));
}

/** Listens to changes of the outcomes on this device (the card); returns how to stop. */
export function subscribeOutcomes(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}
