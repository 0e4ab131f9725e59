/** Builders shared by the learning tests: review events at readable times, and a seeded shuffle. */
import type { ReviewEvent } from '@/shared/learning/events';
import { dueToday, endOfDayIn, scheduleOf } from '@/shared/learning/memory';
import { DEFAULT_NEW_PER_DAY } from '@/shared/learning/readiness';
import type { Random } from '@/shared/learning/random';

export const MINUTE = 60 * 1000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

/** 10:00 in Lima (UTC-5, no daylight saving), a Monday. */
export const T0 = Date.parse('2026-03-02T10:00:00-05:00');

/** The end of the day in Lima, whatever the machine's time zone: the tests do not depend on TZ. */
export const endOfLimaDay = (now: Date): Date => {
  const offset = -5 * HOUR;
  const local = now.getTime() + offset;
  return new Date(Math.floor(local / DAY) * DAY + DAY - offset);
};

let counter = 0;

export function event(questionId: string, correct: boolean, at: number, source: ReviewEvent['source'] = 'review', id?: string): ReviewEvent {
  counter += 1;
  return { id: id ?? `00000000-0000-4000-8000-${String(counter).padStart(12, '0')}`, questionId, correct, answeredAt: new Date(at).toISOString(), source };
}

export function shuffled<T>(items: readonly T[], random: Random): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j], copy[i]];
  }
  return copy;
}

/**
 * What a student who meets the daily goal does at `at`: answers right every question of `bank` due
 * that (local) day, then `newCount` never seen (default: a day's share without an exam date), the
 * last `wrong` of them wrong. Returns the log with these answers, a second apart.
 */
export function studyDay(
  log: readonly ReviewEvent[],
  at: number,
  bank: readonly string[],
  { newCount = DEFAULT_NEW_PER_DAY, wrong = 0, timeZone = 'America/Lima', id }: { newCount?: number; wrong?: number; timeZone?: string; id?: () => string } = {},
): ReviewEvent[] {
  const memory = scheduleOf(log, at, { knownQuestions: new Set(bank), timeZone });
  const due = dueToday(memory, at, endOfDayIn(timeZone));
  const fresh = bank.filter((q) => !memory.has(q)).slice(0, newCount);
  const questions = [...due, ...fresh];
  return [...log, ...questions.map((q, i) => event(q, i < questions.length - wrong, at + i * 1000, 'review', id?.()))];
}
