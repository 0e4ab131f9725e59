/**
 * The reminder settings on the device (issue 35): opt-in, hour, quiet hours and the streak, kept per
 * student in localStorage first (with 'pending' until the server has them) and sent to
 * PUT /api/settings/reminders; whichever was set last wins on every device, as with the exam date
 * (lib/study-settings-sync.ts). Loaded with the 'Recordatorios' panel and Mi progreso (whose study
 * streak shows only when the student turned it on: `useStreakOn` follows the panel's switch).
 */
import { useCallback, useSyncExternalStore } from 'react';
import { DEFAULT_QUIET_HOURS, DEFAULT_REMINDER_TIME, type ReminderSettings } from '../shared/reminders';
import type { RawResponse } from './api-client';
import { readJson, write, type StudentId } from './local-store';

type Request = (method: string, path: string, body?: unknown) => Promise<RawResponse>;

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

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Whether the student turned the study streak on (on this device, or on another once synced). */
export function useStreakOn(studentId: StudentId): boolean {
  const snapshot = useCallback(() => deviceReminders(studentId).streak === true, [studentId]);
  return useSyncExternalStore(subscribe, snapshot, () => false);
}

/** The device's reminder settings (the defaults before the student set any). */
export function deviceReminders(studentId: StudentId): ReminderSettings {
  return stored(studentId)?.settings ?? DEFAULT_REMINDERS;
}

/** Saves a change on the device first, then sends it; resolves with what the device keeps. */
export async function saveReminders(studentId: StudentId, change: Omit<ReminderSettings, 'updatedAt'>, request: Request, now = new Date()): Promise<ReminderSettings> {
  keep(studentId, { settings: { ...change, updatedAt: now.toISOString() }, pending: true });
  return syncReminders(studentId, request);
}

/**
 * Sends a pending change, or reads the server's settings; keeps the newest. Never rejects: offline
 * (or refused) the device keeps its own, still pending, for the next time.
 */
export async function syncReminders(studentId: StudentId, request: Request): Promise<ReminderSettings> {
  const local = stored(studentId);
  try {
    if (local?.pending) {
      const res = await request('PUT', '/settings/reminders', local.settings);
      if (res.ok) keep(studentId, { settings: newest(local.settings, (res.json as { reminders: ReminderSettings }).reminders), pending: false });
    } else {
      const res = await request('GET', '/settings');
      const remote = res.ok ? (res.json as { reminders?: ReminderSettings | null }).reminders : null;
      if (remote) keep(studentId, { settings: local ? newest(local.settings, remote) : remote, pending: false });
    }
  } catch {
    // Offline: kept as it is.
  }
  return deviceReminders(studentId);
}

/** Whether the device holds a change the server has not confirmed yet. */
export function remindersPending(studentId: StudentId): boolean {
  return stored(studentId)?.pending === true;
}
