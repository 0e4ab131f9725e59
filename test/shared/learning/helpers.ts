/** Builders shared by the learning tests: review events at readable times, and a seeded shuffle. */
import type { ReviewEvent } from '@/shared/learning/events';
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
