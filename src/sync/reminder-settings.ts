/**
 * The reminder settings on the device (issue 35): opt-in, hour, quiet hours and the streak, kept per
 * student in localStorage first (with 'pending' until the server has them); the 'reminders' kind
 * (sync/outbox.machine.ts) sends them to PUT /api/settings/reminders and reads the server's copy, and
 * whichever was set last wins on every device, as with the exam date (sync/study-settings-sync.ts). Loaded with the 'Recordatorios' panel and Mi progreso (whose study
 * streak shows only when the student turned it on: `useStreakOn` follows the panel's switch).
 */
import { useCallback, useSyncExternalStore } from 'react';
import { DEFAULT_QUIET_HOURS, DEFAULT_REMINDER_TIME, type ReminderSettings } from '../shared/reminders';
import { readJson, write, type StudentId } from '../lib/storage/local-store';
import { nudge } from './nudge';

const key = (studentId: StudentId) => `reminders:${studentId}`;

export const DEFAULT_REMINDERS: ReminderSettings = {
  enabled: false,
  time: DEFAULT_REMINDER_TIME,
  quietHours: DEFAULT_QUIET_HOURS,
  streak: false,
  updatedAt: new Date(0).toISOString(),
};

/**
 * The settings set last (`local` on a tie). Not shared/study-settings' newerSettings: importing it
 * here would split that module out of the learning chunk into one every route lists.
 */
function newest(local: ReminderSettings, remote: ReminderSettings | null | undefined): ReminderSettings {
  return remote && Date.parse(remote.updatedAt) > Date.parse(local.updatedAt) ? remote : local;
}

interface Stored {
  settings: ReminderSettings;
  pending: boolean;
}

function stored(studentId: StudentId): Stored | null {
  const saved = readJson<Partial<Stored>>(key(studentId));
  return saved?.settings && typeof saved.settings.updatedAt === 'string' ? { settings: saved.settings, pending: saved.pending === true } : null;
}

const listeners = new Set<() => void>();

function keep(studentId: StudentId, value: Stored): void {
  write(key(studentId), JSON.stringify(value));
  listeners.forEach((listener) => listener());
}

/** Follows the device's reminder settings (a change saved here, or another device's once synced). */
export function subscribeReminders(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Whether the student turned the study streak on (on this device, or on another once synced). */
export function useStreakOn(studentId: StudentId): boolean {
  const snapshot = useCallback(() => deviceReminders(studentId).streak === true, [studentId]);
  return useSyncExternalStore(subscribeReminders, snapshot, () => false);
}

/** The device's reminder settings (the defaults before the student set any). */
export function deviceReminders(studentId: StudentId): ReminderSettings {
  return stored(studentId)?.settings ?? DEFAULT_REMINDERS;
}

/** Saves a change on the device first (to be sent: 'pending') and nudges its outbox; returns what the device keeps. */
export function saveReminders(studentId: StudentId, change: Omit<ReminderSettings, 'updatedAt'>, now = new Date()): ReminderSettings {
  const settings = { ...change, updatedAt: now.toISOString() };
  keep(studentId, { settings, pending: true });
  nudge('reminders');
  return settings;
}

/** The change the server has not confirmed yet, or null. */
export function pendingReminders(studentId: StudentId): ReminderSettings | null {
  const local = stored(studentId);
  return local?.pending ? local.settings : null;
}

/**
 * Keeps what the server answered (to GET /api/settings or the PUT): its settings when they were set
 * later than the device's (another device's change), no longer pending once the server has the
 * device's own; a change made while the answer was on its way stays pending.
 */
export function keepServerReminders(studentId: StudentId, remote: ReminderSettings | null | undefined): void {
  if (!remote) return;
  const local = stored(studentId);
  if (!local) return keep(studentId, { settings: remote, pending: false });
  const settings = newest(local.settings, remote);
  const pending = local.pending && settings === local.settings && local.settings.updatedAt !== remote.updatedAt;
  if (settings !== local.settings || pending !== local.pending) keep(studentId, { settings, pending });
}
