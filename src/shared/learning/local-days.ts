/**
 * The student's local days. 'Today', 'due today', the daily goal and the memory model's elapsed days
 * all count calendar days where the student lives (Peru: America/Lima, UTC−5 all year), not UTC days:
 * in Lima the UTC date turns at 19:00, right in the evening study hour, so counting UTC days gave the
 * same gaps different intervals depending on the hour (issue 30).
 *
 * A day is named by its day number: whole days from 1970-01-01 of the local calendar date. Pure: the
 * zone's offsets come from Intl (every browser and Node have the IANA database), no tz library.
 */

/** The zone used when the caller does not pass one: the academy's students live in Peru. */
export const DEFAULT_TIME_ZONE = 'America/Lima';

const DAY_MS = 24 * 60 * 60 * 1000;

const formatters = new Map<string, Intl.DateTimeFormat>();
/** Offsets by (zone, quarter hour): zones change offset only on quarter hours, and this runs per event. */
const offsets = new Map<string, number>();
const QUARTER_HOUR_MS = 15 * 60 * 1000;

function formatterOf(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** Whether `timeZone` is an IANA zone this runtime knows (a device may report one it does not). */
export function isKnownTimeZone(timeZone: string): boolean {
  try {
    formatterOf(timeZone);
    return true;
  } catch {
    return false;
  }
}

/** The zone's offset from UTC at `instant` (ms; Lima: −5 h): local wall time = instant + offset. */
export function zoneOffset(instant: number, timeZone: string = DEFAULT_TIME_ZONE): number {
  // Most UTC days hold one offset (a zone changes it at most once a day, and Lima never): asked
  // once at each end of the day, it then serves every instant of it. A day with a change is NaN
  // here and goes by quarter hours.
  const dayKey = `${timeZone}|d${Math.floor(instant / DAY_MS)}`;
  let day = offsets.get(dayKey);
  if (day === undefined) {
    const start = Math.floor(instant / DAY_MS) * DAY_MS;
    const first = quarterOffset(start, timeZone);
    day = first === quarterOffset(start + DAY_MS - QUARTER_HOUR_MS, timeZone) ? first : Number.NaN;
    offsets.set(dayKey, day);
  }
  return Number.isNaN(day) ? quarterOffset(instant, timeZone) : day;
}

/** The offset at `instant`'s quarter hour (zones change offsets on quarter hours), cached. */
function quarterOffset(instant: number, timeZone: string): number {
  const bucket = Math.floor(instant / QUARTER_HOUR_MS);
  const key = `${timeZone}|${bucket}`;
  const cached = offsets.get(key);
  if (cached !== undefined) return cached;
  const at = bucket * QUARTER_HOUR_MS;
  const parts: Record<string, number> = {};
  for (const part of formatterOf(timeZone).formatToParts(new Date(at))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  const wall = Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second);
  const offset = wall - at;
  if (offsets.size > 50_000) offsets.clear();
  offsets.set(key, offset);
  return offset;
}

/** The local wall time of `instant` as if it were UTC (its UTC fields are the local date and time). */
export function toWallTime(instant: number, timeZone: string = DEFAULT_TIME_ZONE): number {
  return instant + zoneOffset(instant, timeZone);
}

/**
 * The instant whose local wall time is `wall` (UTC fields read as local). A wall time skipped by a
 * daylight-saving jump is moved forward by the gap (Temporal's 'compatible'; a skipped midnight
 * becomes the jump itself); a repeated one is its first occurrence.
 */
export function fromWallTime(wall: number, timeZone: string = DEFAULT_TIME_ZONE): number {
  // The offsets a day either side: a zone changes offset at most once in two days.
  const candidates = [wall - zoneOffset(wall - DAY_MS, timeZone), wall - zoneOffset(wall + DAY_MS, timeZone)];
  const valid = candidates.filter((t) => toWallTime(t, timeZone) === wall);
  return valid.length > 0 ? Math.min(...valid) : Math.max(...candidates);
}

/** The local day number of `instant` (whole days since 1970-01-01 of the local calendar). */
export function localDayNumber(instant: number, timeZone: string = DEFAULT_TIME_ZONE): number {
  return Math.floor(toWallTime(instant, timeZone) / DAY_MS);
}

/** The first instant of local day `day` (local midnight, or the jump when midnight is skipped). */
export function startOfLocalDay(day: number, timeZone: string = DEFAULT_TIME_ZONE): number {
  return fromWallTime(day * DAY_MS, timeZone);
}

/** The first instant of the local day after the one holding `instant`. */
export function endOfLocalDayAt(instant: number, timeZone: string = DEFAULT_TIME_ZONE): number {
  return startOfLocalDay(localDayNumber(instant, timeZone) + 1, timeZone);
}

/** Whole local days from the day of `from` to the day of `to` (0 on the same day, whatever the hours). */
export function localDaysBetween(from: number, to: number, timeZone: string = DEFAULT_TIME_ZONE): number {
  return localDayNumber(to, timeZone) - localDayNumber(from, timeZone);
}

/** The local date of `instant` as YYYY-MM-DD. */
export function localDate(instant: number, timeZone: string = DEFAULT_TIME_ZONE): string {
  return new Date(localDayNumber(instant, timeZone) * DAY_MS).toISOString().slice(0, 10);
}

/** The day number of a YYYY-MM-DD date; null when it is not one. */
export function dayNumberOf(date: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const ms = Date.UTC(year, month - 1, day);
  const check = new Date(ms);
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return null;
  return Math.floor(ms / DAY_MS);
}
