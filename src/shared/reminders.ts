/**
 * The daily reminder (issue 35), shared by the device (the 'Recordatorios' settings) and the server
 * (the round that sends them): the settings' shape, the hour and quiet hours as local wall-clock
 * minutes, and the Spanish text a reminder says. Pure: no DOM, no node:, no clock of its own.
 */

export interface QuietHours {
  /** 'HH:MM', local time: no reminder from here… */
  from: string;
  /** …until here (may be on the next day: 22:00 to 07:00). */
  to: string;
}

export interface ReminderSettings {
  enabled: boolean;
  /** 'HH:MM', local time (America/Lima). */
  time: string;
  quietHours: QuietHours | null;
  /** The study streak on Mi progreso (opt-in). */
  streak: boolean;
  /** When the student set these on a device (ISO 8601); the newest wins on every device. */
  updatedAt: string;
}

export const DEFAULT_REMINDER_TIME = '19:00';
export const DEFAULT_QUIET_HOURS: QuietHours = { from: '22:00', to: '07:00' };

/** Where a reminder leads when tapped. */
export const REMINDER_URL = '/courses/examen-de-naturalizacion/repaso';
/** One notification at a time: a new reminder replaces yesterday's unread one. */
export const REMINDER_TAG = 'recordatorio-diario';

const MINUTES_PER_DAY = 24 * 60;

/** Minutes after midnight of an 'HH:MM' time (00:00–23:59), or null. */
export function minuteOfDay(time: string): number | null {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(time);
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

/** 'HH:MM' of a minute of the day. */
export function timeOfMinute(minute: number): string {
  const m = ((Math.floor(minute) % MINUTES_PER_DAY) + MINUTES_PER_DAY) % MINUTES_PER_DAY;
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
}

/** Whether local `minute` falls in the quiet window [from, to), which may wrap midnight. */
export function inQuietHours(minute: number, quiet: { from: number; to: number } | null): boolean {
  if (!quiet || quiet.from === quiet.to) return false;
  return quiet.from < quiet.to ? minute >= quiet.from && minute < quiet.to : minute >= quiet.from || minute < quiet.to;
}

/** What a reminder's payload carries to the service worker (small: push services take about 4 KB). */
export interface ReminderPayload {
  title: string;
  body: string;
  url: string;
  tag: string;
  /** Today's due count, for the app badge (0 clears it). */
  badge: number;
}

/**
 * The reminder's text: what is waiting today and, with an exam date ahead, the days left
 * ('Tienes 12 preguntas para repasar hoy · faltan 9 días para tu examen').
 */
export function reminderText({ due, goalLeft, daysLeft }: { due: number; goalLeft: number; daysLeft: number | null }): string {
  const first =
    due > 0
      ? due === 1
        ? 'Tienes 1 pregunta para repasar hoy'
        : `Tienes ${due} preguntas para repasar hoy`
      : goalLeft === 1
        ? 'Te falta 1 pregunta para tu meta de hoy'
        : `Te faltan ${goalLeft} preguntas para tu meta de hoy`;
  if (daysLeft === null || daysLeft < 0) return first;
  const exam = daysLeft === 0 ? 'hoy es tu examen' : daysLeft === 1 ? 'falta 1 día para tu examen' : `faltan ${daysLeft} días para tu examen`;
  return `${first} · ${exam}`;
}
