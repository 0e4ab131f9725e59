/**
 * Rules the API routes share: which times a device may report, the opaque cursors of paged reads,
 * and the course every attempt and answer belongs to.
 */
import { z } from 'zod';
import type { StudentsRepository } from '../repositories/students.repository';
import { accessEndedAt, accessEndedMessage } from '../../src/shared/course-access';
import { COURSE_SLUG } from '../seed';
import { HttpError, hasUnstorableText } from './http';

/** A device's clock may run this far ahead of the server's. */
export const CLOCK_SKEW_MS = 5 * 60 * 1000;

/**
 * Years 2000–9998 in UTC: a device clock outside them is wrong, and such timestamps break storage
 * (PostgreSQL has no year 0 nor a '+010000' year; years below 1000 come back misread).
 */
const EARLIEST = Date.parse('2000-01-01T00:00:00Z');
const LATEST = Date.parse('9999-01-01T00:00:00Z');

export function plausibleTime(iso: string): boolean {
  const time = Date.parse(iso);
  return time >= EARLIEST && time < LATEST;
}

/** Later than the server's clock allows for (beyond the skew a device may have). */
export function inTheFuture(iso: string, now: number): boolean {
  return Date.parse(iso) > now + CLOCK_SKEW_MS;
}

/**
 * A positive integer written in plain decimal ('12', not '0x1', '1e3', '+1', ' 1' or '01'), at most
 * `max`; undefined otherwise. Ids in paths and numbers in queries are read with it.
 */
export function decimalInteger(text: string | undefined, max: number = Number.MAX_SAFE_INTEGER): number | undefined {
  if (text === undefined || !/^[1-9]\d{0,15}$/.test(text)) return undefined;
  const value = Number(text);
  return value <= max ? value : undefined;
}

/** A query parameter read by decimalInteger (1 to `max`), `fallback` when absent. */
export function decimalQuery(max: number, fallback: number) {
  return z
    .string()
    .optional()
    .transform((text, ctx) => {
      if (text === undefined) return fallback;
      const value = decimalInteger(text, max);
      if (value === undefined) ctx.addIssue({ code: 'custom', message: `Usa un número entero entre 1 y ${max}.` });
      return value ?? fallback;
    });
}

/** Where a page of a keyset read ended: the last row's time and id. */
export interface PageEnd {
  at: string;
  id: string;
}

export const BAD_CURSOR = 'El parámetro cursor no es válido. Vuelve a pedir la primera página.';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The cursor a client sends back for the next page: opaque to it. */
export function encodeCursor(at: string | Date, id: string): string {
  return Buffer.from(JSON.stringify([new Date(at).toISOString(), id])).toString('base64url');
}

/** Only a cursor this server wrote is taken: a time as toISOString() writes it and an id; else 400. */
export function decodeCursor(text: string): PageEnd {
  try {
    const value: unknown = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
    if (Array.isArray(value) && value.length === 2 && typeof value[0] === 'string' && typeof value[1] === 'string') {
      const [at, id] = value;
      if (!hasUnstorableText(value) && plausibleTime(at) && new Date(at).toISOString() === at && UUID.test(id)) return { at, id };
    }
  } catch {
    // Not base64url JSON: the same answer as any other bad cursor.
  }
  throw new HttpError(400, BAD_CURSOR);
}

interface CourseGrant {
  slug: string;
  /** The last day of access, inclusive, in Lima; null: no end date. */
  endsAt: string | null;
}

/** 403 unless the student has the course (every exam and question belongs to it); returns its access. */
export async function requireCourse(students: { coursesOf(studentId: number): Promise<CourseGrant[]> }, studentId: number): Promise<CourseGrant> {
  const course = (await students.coursesOf(studentId)).find((granted) => granted.slug === COURSE_SLUG);
  if (!course) throw new HttpError(403, 'No tienes acceso a este curso.');
  return course;
}

/** The 403 of a student whose access to the course ended on `endsAt`. */
export function accessEnded(endsAt: string): HttpError {
  const message = accessEndedMessage(endsAt);
  return new HttpError(403, message, { error: message, code: 'access-ended', endsAt });
}

/**
 * 403 unless the access covered every one of `moments` (plausible times: when the work was done, which
 * may be well before it syncs). Work done on or before the last day of access is kept.
 */
export function requireAccessAt(course: CourseGrant, moments: readonly string[]): void {
  if (course.endsAt !== null && moments.some((moment) => accessEndedAt(course.endsAt, moment))) throw accessEnded(course.endsAt);
}

export type StudentsWithCourses = Pick<StudentsRepository, 'findById' | 'coursesOf'>;
