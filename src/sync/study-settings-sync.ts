/**
 * The exam date, the same on every device of the student (issue 30). Saved on the device first (with
 * when it was set, and 'pending' until the server has it), sent in the background, and on each
 * app session the server's copy is read; whichever was set last wins (shared/study-settings.ts).
 * Offline nothing is lost: a pending setting is sent on the next refresh.
 */
import { newerSettings, type StudySettings } from '../shared/study-settings';
import { localStore, readJson, write, type StudentId } from '../lib/storage/local-store';

/** The exam date's sync state on this device (a localStorage key of the student's; see lib/storage/local-store.ts). */
const syncKey = (studentId: StudentId) => `exam-date-sync:${studentId}`;

/** When the exam date was set on this device, and whether the server has it yet. */
function getExamDateSync(studentId: StudentId): { updatedAt: string; pending: boolean } | null {
  const saved = readJson<{ updatedAt?: unknown; pending?: unknown }>(syncKey(studentId));
  return saved && typeof saved.updatedAt === 'string' ? { updatedAt: saved.updatedAt, pending: saved.pending === true } : null;
}

function setExamDateSync(studentId: StudentId, meta: { updatedAt: string; pending: boolean }): void {
  write(syncKey(studentId), JSON.stringify(meta));
}

/** How the settings reach the server (an ApiClient's request, passed in: lib does not own the session). */
export interface SettingsTransport {
  /** The server's settings (null when it has none); throws when it cannot be reached. */
  pull: () => Promise<StudySettings | null>;
  /** Sends the device's settings and returns what the server keeps (the newest); throws when unreachable. */
  push: (settings: StudySettings) => Promise<StudySettings>;
}

const SETTINGS_PATH = '/settings';

/** The transport over an API client's `request` (GET/PUT /api/settings). */
export function settingsTransport(request: (method: string, path: string, body?: unknown) => Promise<{ ok: boolean; json: unknown }>): SettingsTransport {
  const read = async (res: Promise<{ ok: boolean; json: unknown }>) => {
    const answer = await res;
    if (!answer.ok) throw new Error('settings not synced');
    return (answer.json as { settings: StudySettings | null }).settings;
  };
  return {
    pull: () => read(request('GET', SETTINGS_PATH)),
    push: async (settings) => (await read(request('PUT', SETTINGS_PATH, settings))) ?? settings,
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
  const before = localStore.getExamDate(studentId);
  try {
    const local = deviceSettings(studentId);
    if (local?.pending) {
      const own: StudySettings = { examDate: local.examDate, updatedAt: local.updatedAt };
      keep(studentId, newerSettings(own, await transport.push(own)));
    } else {
      const remote = await transport.pull();
      if (remote) keep(studentId, local ? newerSettings(local, remote) : remote);
    }
  } catch {
    // Offline or refused: the device keeps what it has.
  }
  return localStore.getExamDate(studentId) !== before;
}
