/**
 * The study streak's cost on Mi progreso (issue 35): `studyStreak` over a 20,000-event log (a year of
 * study over the whole bank), against the floor of the same run, `scheduleOf` over the same log (the
 * replay every learning screen already makes). The streak replays the log once and looks at each day
 * once, so it must stay within a small multiple of that replay whatever the machine's speed.
 */
import { performance } from 'node:perf_hooks';
import { activeQuestions } from '../src/content/question-bank';
import type { ReviewEvent } from '../src/shared/learning/events';
import { scheduleOf } from '../src/shared/learning/memory';
import { seededRandom } from '../src/shared/learning/random';
import { studyStreak } from '../src/shared/learning/streak';

export const STREAK_EVENTS = 20_000;
const RUNS = 7;
const DAY = 24 * 60 * 60 * 1000;

export interface StreakFigure {
  events: number;
  /** Milliseconds per run: scheduleOf (the floor) and studyStreak, alternated. */
  floor: number[];
  streak: number[];
}

/** A year of answers, a fixed draw: most days some, across the bank, about one in four wrong. */
function yearOfAnswers(now: number): ReviewEvent[] {
  const random = seededRandom(35);
  return Array.from({ length: STREAK_EVENTS }, (_, i) => ({
    id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    questionId: activeQuestions[Math.floor(random() * activeQuestions.length)].id,
    correct: random() > 0.25,
    answeredAt: new Date(now - Math.floor(random() * 365 * DAY)).toISOString(),
    source: 'review' as const,
  }));
}

export function measureStreak(now = Date.now()): StreakFigure {
  const events = yearOfAnswers(now);
  const questionIds = new Set(activeQuestions.map((q) => q.id));
  const figure: StreakFigure = { events: events.length, floor: [], streak: [] };
  for (let run = 0; run < RUNS; run += 1) {
    let t = performance.now();
    scheduleOf(events, now, { knownQuestions: questionIds, timeZone: 'America/Lima' });
    figure.floor.push(performance.now() - t);
    t = performance.now();
    studyStreak(events, { now, questionIds, timeZone: 'America/Lima' });
    figure.streak.push(performance.now() - t);
  }
  return figure;
}
