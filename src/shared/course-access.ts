/**
 * Course access with an optional end date (issue 20): the last day of access is a calendar day in
 * Lima, inclusive. Pure, shared by the server (which decides) and the PWA (which words it).
 */
import { formatLongDate } from './spanish-format';

/** The one course the academy sells: its slug in the database (the server grants and checks it). */
export const COURSE_SLUG = 'examen-de-naturalizacion';

export type AccessStatus = 'active' | 'expired' | 'none';

/** Peru keeps UTC−5 all year (no daylight saving since 1994). */
const LIMA_OFFSET_MS = -5 * 60 * 60 * 1000;

/** The calendar day in Lima at a moment: 'YYYY-MM-DD'. */
export function limaDate(at: number | string | Date): string {
  return new Date(new Date(at).getTime() + LIMA_OFFSET_MS).toISOString().slice(0, 10);
}

/** The Lima wall-clock date and time of `at`, to the minute: '2026-11-28 22:42' (a spreadsheet reads it as a date-time). */
export function limaDateTime(at: number | string | Date): string {
  return new Date(new Date(at).getTime() + LIMA_OFFSET_MS).toISOString().slice(0, 16).replace('T', ' ');
}

/** The first instant (epoch ms) of the Lima day after the one holding `at`: when 'today' ends there. */
export function endOfLimaDay(at: number | string | Date): number {
  return Date.parse(`${limaDate(at)}T00:00:00Z`) - LIMA_OFFSET_MS + 24 * 60 * 60 * 1000;
}

/** Whether access that ends on `endsAt` (inclusive; null: never) has ended by the moment `at`. */
export function accessEndedAt(endsAt: string | null, at: number | string | Date): boolean {
  return endsAt !== null && limaDate(at) > endsAt;
}

/** 'none' without the course; 'expired' after its last day; else 'active'. */
export function accessStatus(enrolled: boolean, endsAt: string | null, now: number): AccessStatus {
  if (!enrolled) return 'none';
  return accessEndedAt(endsAt, now) ? 'expired' : 'active';
}

/** When the access ended, as the course's page says it (with the academy's contact, if configured, under it). */
export function accessEndedOn(endsAt: string): string {
  return `Tu acceso a este curso venció el ${formatLongDate(endsAt)}.`;
}

/** What a student whose access ended is told (the server's answer to a refused sync). */
export function accessEndedMessage(endsAt: string): string {
  return `${accessEndedOn(endsAt)} Escribe a la academia para renovarlo.`;
}

/**
 * A real calendar day written 'YYYY-MM-DD' (not '2026-02-30'), in the years 2000–2999: outside
 * them a date is a typing mistake, and some (year 0) cannot even be stored.
 */
export function isCalendarDate(text: string): boolean {
  if (!/^2\d{3}-\d{2}-\d{2}$/.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}
