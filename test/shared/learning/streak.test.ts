/**
 * The study streak (issue 35): days in a row with the daily goal met, Lima days, one día libre a
 * week (Monday to Sunday). The clock is injected (`now`); the logs are built the way a student who
 * meets the goal studies: everything due that day answered right, then the day's new questions.
 */
import { describe, expect, it } from 'vitest';
import type { ReviewEvent } from '@/shared/learning/events';
import { dayNumberOf, localDayNumber, startOfLocalDay } from '@/shared/learning/local-days';
import { dueToday, endOfDayIn, replayByDay, scheduleOf } from '@/shared/learning/memory';
import { CALENDAR_WEEKS, mondayOf, studyStreak, weekOf } from '@/shared/learning/streak';
import { deriveLearning } from '@/learning/learning-model';
import { activeQuestions } from '@/content/question-bank';
import { event, MINUTE, studyDay } from './helpers';

const LIMA = 'America/Lima';
const lima = (iso: string) => Date.parse(`${iso}-05:00`);
const BANK = Array.from({ length: 60 }, (_, i) => `q${String(i + 1).padStart(2, '0')}`);
const BANK_IDS = new Set(BANK);

/** Day numbers of Lima dates. */
const dayOf = (date: string) => dayNumberOf(date)!;

function study(log: readonly ReviewEvent[], at: number, options: { newCount?: number; wrong?: number; timeZone?: string } = {}): ReviewEvent[] {
  return studyDay(log, at, BANK, options);
}

/** Studies on each Lima date at `time` (HH:MM) and returns the log. */
function studyOn(dates: readonly string[], time = '10:00', log: readonly ReviewEvent[] = []): ReviewEvent[] {
  return dates.reduce((acc, date) => study(acc, lima(`${date}T${time}`)), [...log]);
}

const streakAt = (events: readonly ReviewEvent[], now: number, options: { timeZone?: string; examDate?: string | null } = {}) =>
  studyStreak(events, { now, questionIds: BANK_IDS, ...options });

const dayIn = (streak: ReturnType<typeof studyStreak>, date: string) => streak.calendar.find((d) => d.day === dayOf(date))!;

describe('goal met per day', () => {
  it('the last day of the replay ends as the schedule says at its end: the same queue as Repaso', () => {
    const log = studyOn(['2026-03-02', '2026-03-03', '2026-03-05']);
    const end = startOfLocalDay(dayOf('2026-03-06'), LIMA) - 1;
    const days = replayByDay(log, dayOf('2026-03-02'), dayOf('2026-03-06'), { knownQuestions: BANK_IDS, timeZone: LIMA });
    const perDay = (day: number) => log.filter((e) => localDayNumber(Date.parse(e.answeredAt), LIMA) === day).length;
    expect(days.map((d) => d.answers)).toEqual(days.map((d) => perDay(d.day)));
    expect(days.map((d) => d.answers > 0)).toEqual([true, true, false, true, false]);
    expect(days[days.length - 1].due).toBe(dueToday(scheduleOf(log, end, { knownQuestions: BANK_IDS, timeZone: LIMA }), end, endOfDayIn(LIMA)).length);
    expect(days.map((d) => d.firstAnswers)).toEqual([10, 10, 0, 10, 0]);
  });

  it("today's goal is the app's goal as the day started (deriveLearning's), with the real bank; each answer of the day counts one", () => {
    const bank = new Set(activeQuestions.map((q) => q.id));
    const ids = activeQuestions.slice(0, 14).map((q) => q.id);
    const morning = lima('2026-03-04T08:00');
    const now = lima('2026-03-04T20:00');
    const before = ids.slice(0, 10).map((q, i) => event(q, i !== 3, lima('2026-03-02T10:00') + i * MINUTE));
    const log = [...before, ...ids.slice(4, 14).map((q, i) => event(q, i % 4 !== 0, lima('2026-03-04T19:30') + i * MINUTE))];
    for (const examDate of [null, '2026-03-10', '2026-03-04']) {
      const start = deriveLearning({ attempts: [], reviewEvents: before, questions: activeQuestions, now: morning, examDate, timeZone: LIMA });
      const streak = studyStreak(log, { now, questionIds: bank, examDate, timeZone: LIMA });
      expect(dayIn(streak, '2026-03-04')).toMatchObject({ goal: start.goal, goalLeft: Math.max(0, start.goal - 10), answers: 10 });
      expect(streak.todayLeft).toBe(Math.max(0, start.goal - 10));
      expect(streak.todayMet).toBe(start.goal <= 10);
    }
  });

  it('a day with its goal answered is met, wrong answers included; fewer answers are not', () => {
    const met = studyOn(['2026-03-02']);
    expect(dayIn(streakAt(met, lima('2026-03-02T22:00')), '2026-03-02')).toMatchObject({ answers: 10, met: true, goal: 10, goalLeft: 0 });

    const short = study([], lima('2026-03-02T10:00'), { newCount: 7 });
    expect(dayIn(streakAt(short, lima('2026-03-02T22:00')), '2026-03-02')).toMatchObject({ answers: 7, met: false, goalLeft: 3 });

    // One of the ten answered wrong: Repaso asks it again minutes later, but the day's goal stays 10.
    const missed = study([], lima('2026-03-02T10:00'), { wrong: 1 });
    expect(dayIn(streakAt(missed, lima('2026-03-02T22:00')), '2026-03-02')).toMatchObject({ answers: 10, met: true, goal: 10, goalLeft: 0 });
  });

  it('issue 50 §5: a day of many wrong answers over two devices reaches its goal; the goal never grows during the day', () => {
    // Yesterday: ten new questions. Today: every answer wrong, on two devices (ids from both logs).
    const yesterday = studyOn(['2026-03-02']);
    const start = streakAt(yesterday, lima('2026-03-03T06:00'));
    const goal = dayIn(start, '2026-03-03').goal;
    expect(goal).toBeGreaterThan(0);
    expect(start.todayLeft).toBe(goal);
    let log = yesterday;
    const lefts: number[] = [];
    for (let round = 0; round < 6; round += 1) {
      log = study(log, lima('2026-03-03T09:00') + round * 20 * MINUTE, { newCount: 2, wrong: 100 });
      const streak = streakAt(log, lima('2026-03-03T09:00') + round * 20 * MINUTE + 10 * MINUTE);
      expect(dayIn(streak, '2026-03-03').goal).toBe(goal);
      lefts.push(streak.todayLeft);
    }
    // Each round's answers bring what is left down, never up, and the day ends met.
    expect(lefts).toEqual([...lefts].sort((x, y) => y - x));
    expect(lefts[lefts.length - 1]).toBe(0);
    expect(dayIn(streakAt(log, lima('2026-03-03T22:00')), '2026-03-03').met).toBe(true);
  });

  it('with every question seen and nothing due, a day without answers has nothing left to do: met', () => {
    const bank = new Set(['q01']);
    const log = [event('q01', true, lima('2026-03-02T10:00'))];
    const next = lima('2026-03-03T12:00');
    // The precondition, from the schedule itself: q01 is not due on the 3rd.
    expect(dueToday(scheduleOf(log, next, { knownQuestions: bank, timeZone: LIMA }), next, endOfDayIn(LIMA))).toEqual([]);
    const streak = studyStreak(log, { now: next, questionIds: bank, timeZone: LIMA });
    expect(dayIn(streak, '2026-03-03')).toMatchObject({ answers: 0, met: true });
    expect(streak.count).toBe(2);
  });
});

describe('the streak', () => {
  it('nothing answered yet: no streak, today not met, a calendar of 12 weeks from a Monday to the current Sunday', () => {
    const now = lima('2026-03-04T10:00'); // a Wednesday
    const streak = streakAt([], now);
    expect(streak).toMatchObject({ count: 0, todayMet: false, freeDayThisWeek: null });
    expect(streak.calendar).toHaveLength(CALENDAR_WEEKS * 7);
    expect(streak.calendar[0].day).toBe(mondayOf(dayOf('2026-03-04')) - (CALENDAR_WEEKS - 1) * 7);
    expect(new Date(streak.calendar[0].day * 86_400_000).getUTCDay()).toBe(1);
    expect(streak.calendar[streak.calendar.length - 1].day).toBe(dayOf('2026-03-08'));
    expect(streak.calendar.filter((d) => d.future).map((d) => d.day)).toEqual([dayOf('2026-03-05'), dayOf('2026-03-06'), dayOf('2026-03-07'), dayOf('2026-03-08')]);
  });

  it('three days in a row: 3; today counts once its goal is met, and until then it breaks nothing', () => {
    const log = studyOn(['2026-03-02', '2026-03-03', '2026-03-04']);
    expect(streakAt(log, lima('2026-03-04T23:00'))).toMatchObject({ count: 3, todayMet: true });
    // The next morning, nothing done yet: still 3, today pending.
    expect(streakAt(log, lima('2026-03-05T08:00'))).toMatchObject({ count: 3, todayMet: false, freeDayThisWeek: null });
    // Half of today's new questions: still pending, still 3.
    const half = study(log, lima('2026-03-05T09:00'), { newCount: 5 });
    expect(streakAt(half, lima('2026-03-05T12:00'))).toMatchObject({ count: 3, todayMet: false });
  });

  it("one missed day a week (Monday to Sunday) is that week's día libre: the streak goes on, without counting it", () => {
    // Mon, Tue met; Wed missed; Thu, Fri met.
    const log = studyOn(['2026-03-02', '2026-03-03', '2026-03-05', '2026-03-06']);
    const streak = streakAt(log, lima('2026-03-06T20:00'));
    expect(streak).toMatchObject({ count: 4, todayMet: true, freeDayThisWeek: dayOf('2026-03-04') });
    expect(dayIn(streak, '2026-03-04')).toMatchObject({ free: true, met: false, answers: 0 });
    expect(streak.calendar.filter((d) => d.free)).toHaveLength(1);
  });

  it('a second missed day in the same week ends the streak there', () => {
    // Mon met; Tue and Wed missed; Thu, Fri met: Wed is the week's día libre, Tue ends the streak.
    const log = studyOn(['2026-03-02', '2026-03-05', '2026-03-06']);
    const streak = streakAt(log, lima('2026-03-06T20:00'));
    expect(streak.count).toBe(2);
    // Wed lies before the streak's first day (Thu): not part of it, so no free day is shown.
    expect(streak.freeDayThisWeek).toBeNull();
    expect(streak.calendar.filter((d) => d.free)).toEqual([]);
  });

  it('a Sunday and the Monday after are in two weeks: each is its own week’s día libre', () => {
    // Thu 5 to Sat 7 met, Sun 8 and Mon 9 missed, Tue 10 met.
    const log = studyOn(['2026-03-05', '2026-03-06', '2026-03-07', '2026-03-10']);
    expect(weekOf(dayOf('2026-03-08'))).not.toBe(weekOf(dayOf('2026-03-09')));
    expect(weekOf(dayOf('2026-03-02'))).toBe(weekOf(dayOf('2026-03-08')));
    const streak = streakAt(log, lima('2026-03-10T20:00'));
    expect(streak.count).toBe(4);
    expect(streak.freeDayThisWeek).toBe(dayOf('2026-03-09'));
    expect(streak.calendar.filter((d) => d.free).map((d) => d.day)).toEqual([dayOf('2026-03-08'), dayOf('2026-03-09')]);
  });

  it('today missed so far and yesterday missed: yesterday is the día libre, the streak stays', () => {
    const log = studyOn(['2026-03-02', '2026-03-03']);
    expect(streakAt(log, lima('2026-03-05T09:00'))).toMatchObject({ count: 2, todayMet: false, freeDayThisWeek: dayOf('2026-03-04') });
  });
});

describe('Lima days', () => {
  it('the day turns at Lima midnight (05:00 UTC), not at 19:00 Lima (UTC midnight)', () => {
    // Studied at 20:00 Lima on Monday and Tuesday: 01:00 UTC on Tuesday and Wednesday.
    const log = studyOn(['2026-03-02', '2026-03-03'], '20:00');
    expect(new Date(log[0].answeredAt).getUTCDate()).toBe(3);
    const streak = streakAt(log, lima('2026-03-03T21:00'));
    expect(dayIn(streak, '2026-03-02')).toMatchObject({ answers: 10, met: true });
    expect(dayIn(streak, '2026-03-03')).toMatchObject({ answers: 10, met: true });
    expect(streak.count).toBe(2);
    // Half a day's work before 19:00 and half after is one day's work.
    const split = study(study([], lima('2026-03-02T18:30'), { newCount: 5 }), lima('2026-03-02T19:30'), { newCount: 5 });
    expect(dayIn(streakAt(split, lima('2026-03-02T23:59')), '2026-03-02')).toMatchObject({ answers: 10, met: true });
    // 23:59 and 00:01 are two days: the minute after midnight is the next day's.
    const across = study(study([], lima('2026-03-02T23:55'), { newCount: 5 }), lima('2026-03-03T00:01'), { newCount: 5 });
    const streak2 = streakAt(across, lima('2026-03-03T00:30'));
    expect(dayIn(streak2, '2026-03-02')).toMatchObject({ answers: 5, met: false });
    expect(dayIn(streak2, '2026-03-03')).toMatchObject({ answers: 5 });
  });

  it('no daylight saving in Lima: every day of the year turns at 05:00 UTC, and a streak across the US and EU clock changes counts each day once', () => {
    for (let day = dayOf('2026-01-01'); day <= dayOf('2026-12-31'); day += 1) {
      expect(new Date(startOfLocalDay(day, LIMA)).toISOString().slice(11, 19)).toBe('05:00:00');
      expect(localDayNumber(startOfLocalDay(day, LIMA) - 1, LIMA)).toBe(day - 1);
    }
    // 7 to 10 March (the US changed clocks on the 8th), studying at 23:30 Lima.
    const log = studyOn(['2026-03-07', '2026-03-08', '2026-03-09', '2026-03-10'], '23:30');
    expect(streakAt(log, lima('2026-03-10T23:50'))).toMatchObject({ count: 4, todayMet: true });
    // 24 to 27 October (Europe changed on the 25th).
    const october = studyOn(['2026-10-24', '2026-10-25', '2026-10-26', '2026-10-27'], '23:30');
    expect(streakAt(october, lima('2026-10-27T23:50'))).toMatchObject({ count: 4, todayMet: true });
  });

  it("in a zone with daylight saving the days follow its calendar (the device's zone when it is not Lima)", () => {
    const ny = (iso: string) => Date.parse(iso); // ISO with offset
    // New York: 7 March (EST, −05:00), 8 March (the 23-hour day, EDT from 03:00), 9 March (EDT, −04:00), at 23:30 local.
    let log: ReviewEvent[] = [];
    for (const at of ['2026-03-07T23:30-05:00', '2026-03-08T23:30-04:00', '2026-03-09T23:30-04:00']) log = study(log, ny(at), { timeZone: 'America/New_York' });
    const streak = streakAt(log, ny('2026-03-09T23:50-04:00'), { timeZone: 'America/New_York' });
    expect(streak.count).toBe(3);
    expect(streak.calendar.filter((d) => d.answers > 0).map((d) => d.day)).toEqual([dayOf('2026-03-07'), dayOf('2026-03-08'), dayOf('2026-03-09')]);
  });
});
