/**
 * The exam date shapes the plan (issue 30): with one set, no question is due after it, everything
 * seen is reviewed at least once in the exam's last week (brought forward, spread over its days), and
 * after the date the normal schedule resumes.
 */
import { describe, expect, it } from 'vitest';
import { questionBank } from '@/content/question-bank';
import { dayNumberOf, localDate, localDayNumber, startOfLocalDay } from '@/shared/learning/local-days';
import { dueToday, EXAM_LAST_WEEK_DAYS, scheduleOf } from '@/shared/learning/memory';
import type { ReviewEvent } from '@/shared/learning/events';
import { DAY, event, HOUR } from './helpers';

const lima = (iso: string) => Date.parse(`${iso}-05:00`);
const ids = questionBank.slice(0, 60).map((q) => q.id);

/** Sixty questions each answered right three times over the last two months: long intervals. */
function wellLearnt(today: number): ReviewEvent[] {
  return ids.flatMap((id, i) => [
    event(id, true, today - 60 * DAY + (i % 5) * HOUR),
    event(id, true, today - 50 * DAY + (i % 7) * HOUR),
    event(id, true, today - 20 * DAY + (i % 9) * HOUR),
  ]);
}

describe('the exam date shapes the schedule', () => {
  const today = lima('2026-11-20T10:00');
  const examDate = localDate(today + 10 * DAY);
  const examDay = dayNumberOf(examDate)!;

  it('without an exam date, intervals run far past it (the failure the cap fixes)', () => {
    const memory = scheduleOf(wellLearnt(today), today);
    const after = [...memory.values()].filter((m) => localDayNumber(m.due.getTime()) > examDay);
    expect(after.length).toBeGreaterThan(30);
  });

  it('with it, no question is due after the exam day', () => {
    const memory = scheduleOf(wellLearnt(today), today, { examDate });
    for (const m of memory.values()) expect(localDayNumber(m.due.getTime())).toBeLessThanOrEqual(examDay);
  });

  it('studying as scheduled, everything seen is reviewed at least once in the last week, the load spread over its days', () => {
    // The ten days before the exam (the exam day itself only holds a last look at what was reviewed).
    const events = wellLearnt(today);
    const reviewedInLastWeek = new Set<string>();
    const perDay: number[] = [];
    for (let day = 0; day < 10; day += 1) {
      const at = startOfLocalDay(localDayNumber(today) + day) + 18 * HOUR;
      const due = dueToday(scheduleOf(events, at, { examDate }), at);
      perDay.push(due.length);
      for (const id of due) {
        events.push(event(id, true, at));
        if (localDayNumber(at) >= examDay - EXAM_LAST_WEEK_DAYS) reviewedInLastWeek.add(id);
      }
      const after = scheduleOf(events, at, { examDate });
      for (const m of after.values()) expect(localDayNumber(m.due.getTime())).toBeLessThanOrEqual(examDay);
    }
    expect(ids.filter((id) => !reviewedInLastWeek.has(id))).toEqual([]);
    // Spread: no day of the last week carries more than a third of the questions.
    expect(Math.max(...perDay)).toBeLessThan(ids.length / 3);
  });

  it('after the exam date passes, the normal schedule resumes', () => {
    const events = wellLearnt(today);
    const later = today + 12 * DAY;
    expect(scheduleOf(events, later, { examDate })).toEqual(scheduleOf(events, later));
  });
});
