/**
 * The study streak (issue 35, opt-in): how many local days in a row the student met the daily goal,
 * and the days a 12-week calendar on Mi progreso shows. Computed on the device from its answer log
 * (offline first), never stored: the log replayed once (memory.ts replayByDay), then one look per day.
 *
 * The rule, precisely:
 * - Days are the student's local days (America/Lima, UTC−5 all year, unless the caller passes the
 *   device's zone): in Lima a day turns at local midnight, 05:00 UTC, not at 19:00 Lima (UTC midnight).
 * - A day's goal is fixed when the day starts (issue 50 §5): `dailyGoal` of what was due before its
 *   midnight as it started, the questions unseen then, and the days left to the exam date the student
 *   has set now (the past dates are not kept). Every answer to a known question that day counts one
 *   towards it, right or wrong, in Repaso or an exam, on any device: a wrong answer, which Repaso asks
 *   again the same day, never pushes the goal away. It is met when the day's answers reach it; a day
 *   with nothing due and no question left unseen has a goal of 0 and counts as met.
 * - Today counts once its goal is met; until then it neither counts nor breaks anything (the day is
 *   not over).
 * - One 'día libre' a week: weeks run Monday to Sunday (local dates). The first past day of a week
 *   whose goal was not met, counting back from today, keeps the streak without adding to it; a second
 *   one in the same week ends it there. A Sunday and the next Monday are in two weeks: each may be
 *   that week's día libre.
 * - The count is the days with the goal met since the streak began; free days inside it are listed,
 *   and a free day before its first met day is no part of it.
 * Pure: no DOM, no node:, no clock of its own (`now` is passed in).
 */
import type { ReviewEvent } from './events';
import { dayNumberOf, DEFAULT_TIME_ZONE, localDayNumber } from './local-days';
import { replayByDay } from './memory';
import { dailyGoal } from './readiness';

/** How far back the log is read for a streak: two years (a longer streak shows as this long). */
export const STREAK_MAX_DAYS = 730;
/** The calendar on Mi progreso: 12 weeks, Monday to Sunday, the last one the current week. */
export const CALENDAR_WEEKS = 12;

export interface StudyDay {
  /** Local day number (local-days.ts). */
  day: number;
  /** Answers given that day. */
  answers: number;
  /** The day's goal, fixed as it started: answers it asks for. */
  goal: number;
  /** What was left of the day's goal at its end (for today: so far). */
  goalLeft: number;
  met: boolean;
  /** A past day without the goal met that the week's día libre covered (inside the current streak). */
  free: boolean;
  /** After today (the rest of the current week on the calendar). */
  future: boolean;
}

export interface StudyStreak {
  /** Today's local day number. */
  today: number;
  /** Days with the goal met in the current streak (today included once met). */
  count: number;
  /** Today's goal is met. */
  todayMet: boolean;
  /** Answers still asked for by today's goal (0 once met). */
  todayLeft: number;
  /** This week's día libre, when the streak used it (local day number), else null. */
  freeDayThisWeek: number | null;
  /** The calendar: CALENDAR_WEEKS × 7 days, Monday of the first week to Sunday of the current one. */
  calendar: StudyDay[];
}

export interface StreakOptions {
  /** Epoch ms: the figures are as of this instant. */
  now: number;
  /** The bank in use: answers to other questions count as answers but not towards the goal. */
  questionIds: ReadonlySet<string>;
  /** The exam date the student set (YYYY-MM-DD), as the daily goal uses it. */
  examDate?: string | null;
  timeZone?: string;
}

/** The week (Monday to Sunday) of a local day number: day 0, 1970-01-01, was a Thursday. */
export function weekOf(day: number): number {
  return Math.floor((day + 3) / 7);
}

/** Monday of the week of `day`. */
export function mondayOf(day: number): number {
  return weekOf(day) * 7 - 3;
}

/** The streak and the calendar from the merged log (`events`, any order). */
export function studyStreak(events: readonly ReviewEvent[], options: StreakOptions): StudyStreak {
  const timeZone = options.timeZone ?? DEFAULT_TIME_ZONE;
  const today = localDayNumber(options.now, timeZone);
  const calendarStart = mondayOf(today) - (CALENDAR_WEEKS - 1) * 7;
  const fromDay = Math.min(calendarStart, today - STREAK_MAX_DAYS);
  const examDay = options.examDate ? dayNumberOf(options.examDate) : null;
  const bankSize = options.questionIds.size;

  const replay = replayByDay(events, fromDay, today, { knownQuestions: options.questionIds, timeZone, examDate: options.examDate ?? null });
  const goalOf = replay.map((d) =>
    dailyGoal({ dueCount: d.dueAtStart, unseenCount: bankSize - d.answeredAtStart, daysLeft: examDay === null ? null : examDay - d.day }),
  );
  const goalLeft = replay.map((d, i) => Math.max(0, goalOf[i] - d.knownAnswers));
  const index = (day: number) => day - fromDay;
  const met = (day: number) => goalLeft[index(day)] === 0;

  // Counting back from yesterday (today only counts once met): the first miss of a week is its día
  // libre, a second one ends the streak.
  const todayMet = met(today);
  let count = todayMet ? 1 : 0;
  const usedWeeks = new Set<number>();
  const free: number[] = [];
  let earliestMet = todayMet ? today : Number.POSITIVE_INFINITY;
  for (let day = today - 1; day >= fromDay; day -= 1) {
    if (met(day)) {
      count += 1;
      earliestMet = day;
    } else if (!usedWeeks.has(weekOf(day))) {
      usedWeeks.add(weekOf(day));
      free.push(day);
    } else break;
  }
  const freeDays = new Set(free.filter((day) => day > earliestMet));
  const thisWeek = [...freeDays].find((day) => weekOf(day) === weekOf(today)) ?? null;

  const calendar: StudyDay[] = [];
  for (let day = calendarStart; day < calendarStart + CALENDAR_WEEKS * 7; day += 1) {
    const figures = replay[index(day)];
    calendar.push({
      day,
      answers: figures?.answers ?? 0,
      goal: goalOf[index(day)] ?? 0,
      goalLeft: goalLeft[index(day)] ?? 0,
      met: day <= today && met(day),
      free: freeDays.has(day),
      future: day > today,
    });
  }
  return { today, count, todayMet, todayLeft: goalLeft[index(today)] ?? 0, freeDayThisWeek: thisWeek, calendar };
}
