/**
 * The exam date on the device, the same on every device of the student (issue 30). Saved here first
 * (with when it was set, and 'pending' until the server has it) and nudged to its outbox; the
 * 'settings' kind (sync/outbox.machine.ts) sends it and reads the server's copy, and `keepServerSettings` keeps
 * whichever was set last (shared/study-settings.ts). Offline nothing is lost: a pending date waits for
 * the next round. The server also answers the exam date of the student's group (issue 36 §2), kept on
 * the device beside the student's own: while the student has no date of their own, the group's is
 * their 'Fecha de mi examen' (`examDateOf`). GET also answers the academy's active FSRS weights
 * (issue 49 §5), kept here too: the device schedules with them offline (`fsrsWeightsOf`).
 */
import { newerSettings, type StudySettings } from '../shared/study-settings';
import type { SettingsAnswer } from '../shared/sync-api';
import { localStore, readJson, write, type StudentId } from '../lib/storage/local-store';
import { nudge } from './nudge';
import { isFsrsWeights, type FsrsWeights } from '../shared/learning/fsrs-weights';

/** The exam date's sync state on this device (a localStorage key of the student's; see lib/storage/local-store.ts). */
const syncKey = (studentId: StudentId) => `exam-date-sync:${studentId}`;
/** The exam date of the student's group as the server last said it (absent: none). */
const groupKey = (studentId: StudentId) => `group-exam-date:${studentId}`;
/** The academy's FSRS weights as the server last said them (absent: FSRS's defaults). */
const fsrsKey = (studentId: StudentId) => `fsrs-parameters:${studentId}`;


/** The FSRS weights the device schedules with: the academy's last delivered set, or null (FSRS's defaults). */
export function fsrsWeightsOf(studentId: StudentId): FsrsWeights | null {
  const value = readJson<{ weights?: unknown }>(fsrsKey(studentId));
  return value && isFsrsWeights(value.weights) ? value.weights : null;
}

/** The student's exam date: their own, or else their group's (null: neither). */
export function examDateOf(studentId: StudentId): string | null {
  return localStore.getExamDate(studentId) ?? groupExamDate(studentId);
}

/** The group's exam date kept on the device, or null. */
export function groupExamDate(studentId: StudentId): string | null {
  const value = readJson<unknown>(groupKey(studentId));
  return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : null;
}

/** When the exam date was set on this device, and whether the server has it yet. */
function getExamDateSync(studentId: StudentId): { updatedAt: string; pending: boolean } | null {
  const saved = readJson<{ updatedAt?: unknown; pending?: unknown }>(syncKey(studentId));
  return saved && typeof saved.updatedAt === 'string' ? { updatedAt: saved.updatedAt, pending: saved.pending === true } : null;
}

function setExamDateSync(studentId: StudentId, meta: { updatedAt: string; pending: boolean }): void {
  write(syncKey(studentId), JSON.stringify(meta));
}


/** The device's settings, or null when the student never set any here. */
export function deviceSettings(studentId: StudentId): (StudySettings & { pending: boolean }) | null {
  const meta = getExamDateSync(studentId);
  if (!meta) return null;
  return { examDate: localStore.getExamDate(studentId), updatedAt: meta.updatedAt, pending: meta.pending };
}

/** The exam date set on this device that the server does not have yet, or null. */
export function pendingSettings(studentId: StudentId): StudySettings | null {
  const local = deviceSettings(studentId);
  return local?.pending ? { examDate: local.examDate, updatedAt: local.updatedAt } : null;
}

/** Saves the student's exam date on the device, to be sent ('pending'), and nudges its outbox. */
export function saveExamDate(studentId: StudentId, examDate: string | null, now: Date = new Date()): void {
  localStore.setExamDate(studentId, examDate);
  setExamDateSync(studentId, { updatedAt: now.toISOString(), pending: true });
  nudge('settings');
}

/**
 * Keeps what the server answered: its settings when they were set later than the device's (another
 * device's change), no longer pending once the server has the device's own (a date set meanwhile stays
 * pending), and the group's exam date. Returns whether the student's exam date changed.
 */
export function keepServerSettings(studentId: StudentId, answer: SettingsAnswer): boolean {
  const before = examDateOf(studentId);
  const weightsBefore = fsrsWeightsOf(studentId)?.join(',') ?? null;
  if (answer.fsrsParameters !== undefined) {
    const delivered = answer.fsrsParameters;
    write(fsrsKey(studentId), delivered && isFsrsWeights(delivered.weights) ? JSON.stringify({ version: delivered.version, weights: delivered.weights }) : null);
  }
  const local = deviceSettings(studentId);
  const remote = answer.settings;
  if (remote && (!local || newerSettings(local, remote) === remote)) {
    localStore.setExamDate(studentId, remote.examDate);
    setExamDateSync(studentId, { updatedAt: remote.updatedAt, pending: false });
  } else if (remote && local?.pending && local.updatedAt === remote.updatedAt) {
    setExamDateSync(studentId, { updatedAt: local.updatedAt, pending: false });
  }
  write(groupKey(studentId), answer.groupExamDate === null ? null : JSON.stringify(answer.groupExamDate));
  return examDateOf(studentId) !== before || (fsrsWeightsOf(studentId)?.join(',') ?? null) !== weightsBefore;
}
