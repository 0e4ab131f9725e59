/**
 * The exam date, the same on every device of the student (issue 30). Saved on the device first (with
 * when it was set, and 'pending' until the server has it), sent in the background, and on each
 * app session the server's copy is read; whichever was set last wins (shared/study-settings.ts).
 * Offline nothing is lost: a pending setting is sent on the next refresh. The server also answers the
 * exam date of the student's group (issue 36 §2), kept on the device beside the student's own: while
 * the student has no date of their own, the group's is their 'Fecha de mi examen' (`examDateOf`).
 */
import { newerSettings, type StudySettings } from '../shared/study-settings';
import { localStore, readJson, write, type StudentId } from './local-store';

/** The exam date's sync state on this device (a localStorage key of the student's; see lib/local-store.ts). */
const syncKey = (studentId: StudentId) => `exam-date-sync:${studentId}`;
/** The exam date of the student's group as the server last said it (absent: none). */
const groupKey = (studentId: StudentId) => `group-exam-date:${studentId}`;

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

/** What the server answers: the student's settings (null when it has none) and their group's exam date. */
export interface SettingsAnswer {
  settings: StudySettings | null;
  groupExamDate: string | null;
}

/** How the settings reach the server (an ApiClient's request, passed in: lib does not own the session). */
export interface SettingsTransport {
  /** The server's settings; throws when it cannot be reached. */
  pull: () => Promise<SettingsAnswer>;
  /** Sends the device's settings and returns what the server keeps (the newest); throws when unreachable. */
  push: (settings: StudySettings) => Promise<SettingsAnswer>;
}

const SETTINGS_PATH = '/settings';

/** The transport over an API client's `request` (GET/PUT /api/settings). */
export function settingsTransport(request: (method: string, path: string, body?: unknown) => Promise<{ ok: boolean; json: unknown }>): SettingsTransport {
  const read = async (res: Promise<{ ok: boolean; json: unknown }>): Promise<SettingsAnswer> => {
    const answer = await res;
    if (!answer.ok) throw new Error('settings not synced');
    const json = answer.json as { settings: StudySettings | null; groupExamDate?: string | null };
    return { settings: json.settings, groupExamDate: json.groupExamDate ?? null };
  };
  return {
    pull: () => read(request('GET', SETTINGS_PATH)),
    push: async (settings) => {
      const answer = await read(request('PUT', SETTINGS_PATH, settings));
      return { ...answer, settings: answer.settings ?? settings };
    },
  };
}

/** The device's settings, or null when the student never set any here. */
export function deviceSettings(studentId: StudentId): (StudySettings & { pending: boolean }) | null {
  const meta = getExamDateSync(studentId);
  if (!meta) return null;
  return { examDate: localStore.getExamDate(studentId), updatedAt: meta.updatedAt, pending: meta.pending };
}

/** Saves the student's exam date on the device, to be sent ('pending'). */
export function saveExamDate(studentId: StudentId, examDate: string | null, now: Date = new Date()): void {
  localStore.setExamDate(studentId, examDate);
  setExamDateSync(studentId, { updatedAt: now.toISOString(), pending: true });
}

function keep(studentId: StudentId, settings: StudySettings): void {
  localStore.setExamDate(studentId, settings.examDate);
  setExamDateSync(studentId, { updatedAt: settings.updatedAt, pending: false });
}

/**
 * Sends a pending setting, or reads the server's; keeps the newest on the device. Resolves whether the
 * device's exam date changed; never rejects (offline, the pending setting waits for the next time).
 */
export async function syncStudySettings(studentId: StudentId, transport: SettingsTransport): Promise<boolean> {
  const before = examDateOf(studentId);
  try {
    const local = deviceSettings(studentId);
    let answer: SettingsAnswer;
    if (local?.pending) {
      const own: StudySettings = { examDate: local.examDate, updatedAt: local.updatedAt };
      answer = await transport.push(own);
      keep(studentId, newerSettings(own, answer.settings));
    } else {
      answer = await transport.pull();
      if (answer.settings) keep(studentId, local ? newerSettings(local, answer.settings) : answer.settings);
    }
    write(groupKey(studentId), answer.groupExamDate === null ? null : JSON.stringify(answer.groupExamDate));
  } catch {
    // Offline or refused: the device keeps what it has.
  }
  return examDateOf(studentId) !== before;
}
