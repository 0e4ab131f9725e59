/**
 * The memory model against the product rules, with the real ts-fsrs and an injected clock:
 * (a) a wrong answer is due again the same day, within minutes; (b) a right answer in Repaso moves
 * the question days ahead, out of today's queue; (c) a wrong answer in Repaso keeps it in today's queue.
 */
import { createEmptyCard, fsrs, Rating } from 'ts-fsrs';
import { describe, expect, it } from 'vitest';
import { dueToday, endOfLocalDay, isDue, scheduleOf } from '@/shared/learning/memory';
import { seededRandom } from '@/shared/learning/random';
import { DAY, endOfLimaDay, event, HOUR, MINUTE, shuffled, T0 } from './helpers';

const memoryOf = (events: Parameters<typeof scheduleOf>[0], now: number, id = 'q1') => {
  const m = scheduleOf(events, now).get(id);
  if (!m) throw new Error(`no memory for ${id}`);
  return m;
};

describe('scheduleOf: the product rules', () => {
  it('(a) a question answered wrong in an exam is due again within minutes, the same day', () => {
    const m = memoryOf([event('q1', false, T0, 'exam')], T0);
    expect(m.state).toBe('learning');
    expect(m.due.getTime() - T0).toBeGreaterThan(0);
    expect(m.due.getTime() - T0).toBeLessThanOrEqual(10 * MINUTE);
    expect(dueToday(scheduleOf([event('q1', false, T0, 'exam')], T0), T0, endOfLimaDay)).toEqual(['q1']);
  });

  it('(b) a right answer in Repaso moves a question days ahead, out of today’s queue', () => {
    // A question never seen, one missed in an exam, and one missed twice: Good graduates all of them.
    const histories = {
      fresh: [event('q1', true, T0)],
      missedOnce: [event('q1', false, T0, 'exam'), event('q1', true, T0 + 5 * MINUTE)],
      missedTwice: [event('q1', false, T0, 'exam'), event('q1', false, T0 + 2 * MINUTE), event('q1', true, T0 + 4 * MINUTE)],
    };
    for (const [name, events] of Object.entries(histories)) {
      const last = Date.parse(events[events.length - 1].answeredAt);
      const m = memoryOf(events, last);
      expect(m.state, name).toBe('review');
      expect(m.due.getTime() - last, name).toBeGreaterThanOrEqual(DAY);
      expect(isDue(m, last, endOfLimaDay), name).toBe(false);
    }
  });

  it('(b) holds even when the right answer comes just after midnight', () => {
    const justAfterMidnight = Date.parse('2026-03-03T00:05:00-05:00');
    const events = [event('q1', false, justAfterMidnight - 10 * MINUTE, 'exam'), event('q1', true, justAfterMidnight)];
    expect(dueToday(scheduleOf(events, justAfterMidnight), justAfterMidnight, endOfLimaDay)).toEqual([]);
  });

  it('(c) a wrong answer in Repaso keeps the question in today’s queue', () => {
    const events = [event('q1', true, T0 - 3 * DAY), event('q1', false, T0)];
    const m = memoryOf(events, T0);
    expect(isDue(m, T0, endOfLimaDay)).toBe(true);
    expect(m.due.getTime() - T0).toBeLessThanOrEqual(10 * MINUTE);
    // Late in the evening the step still falls before midnight.
    const late = Date.parse('2026-03-02T23:40:00-05:00');
    expect(dueToday(scheduleOf([event('q1', false, late)], late), late, endOfLimaDay)).toEqual(['q1']);
  });

  it('relearning: a remembered question answered wrong comes back in minutes, then Good sends it days ahead', () => {
    const learnt = [event('q1', true, T0), event('q1', true, T0 + 2 * DAY)];
    const remembered = memoryOf(learnt, T0 + 2 * DAY);
    expect(remembered.state).toBe('review');
    expect(remembered.due.getTime() - (T0 + 2 * DAY)).toBeGreaterThanOrEqual(7 * DAY);

    const lapseAt = T0 + 12 * DAY;
    const lapsed = memoryOf([...learnt, event('q1', false, lapseAt)], lapseAt);
    expect(lapsed.state).toBe('relearning');
    expect(lapsed.lapses).toBe(1);
    expect(lapsed.due.getTime() - lapseAt).toBeLessThanOrEqual(10 * MINUTE);
    expect(lapsed.stability).toBeLessThan(remembered.stability);

    const relearntAt = lapseAt + 10 * MINUTE;
    const relearnt = memoryOf([...learnt, event('q1', false, lapseAt), event('q1', true, relearntAt)], relearntAt);
    expect(relearnt.state).toBe('review');
    expect(relearnt.due.getTime() - relearntAt).toBeGreaterThanOrEqual(DAY);
    expect(isDue(relearnt, relearntAt, endOfLimaDay)).toBe(false);
  });

  it('counts answers and computes retrievability on the forgetting curve at now', () => {
    const events = [event('q1', false, T0, 'exam'), event('q1', true, T0 + HOUR)];
    const soon = memoryOf(events, T0 + HOUR);
    const later = memoryOf(events, T0 + HOUR + 20 * DAY);
    expect(soon).toMatchObject({ reps: 2, answers: 2, correctAnswers: 1, lastReview: new Date(T0 + HOUR) });
    expect(soon.retrievability).toBeCloseTo(1, 6);
    expect(later.retrievability).toBeLessThan(0.9);
    expect(later.retrievability).toBeGreaterThan(0);
    // The schedule itself does not depend on when it is read.
    expect(later.due).toEqual(soon.due);
  });
});

describe('scheduleOf: robustness', () => {
  const history = [
    event('q1', false, T0, 'exam'),
    event('q2', true, T0, 'exam'),
    event('q1', true, T0 + 3 * MINUTE),
    event('q1', true, T0 + 2 * DAY),
    event('q2', false, T0 + 4 * DAY),
    event('q2', true, T0 + 4 * DAY + 10 * MINUTE),
  ];

  it('gives the same schedule whatever the order of the log', () => {
    const expected = scheduleOf(history, T0 + 5 * DAY);
    const random = seededRandom(1);
    for (let trial = 0; trial < 50; trial += 1) {
      expect(scheduleOf(shuffled(history, random), T0 + 5 * DAY)).toEqual(expected);
    }
  });

  it('replays answers given at the same instant without throwing, in id order', () => {
    const sameInstant = [
      event('q1', true, T0, 'exam', 'b'),
      event('q1', false, T0, 'exam', 'a'),
      event('q1', true, T0, 'exam', 'c'),
    ];
    const m = memoryOf(sameInstant, T0);
    expect(m.reps).toBe(3);
    expect(memoryOf([...sameInstant].reverse(), T0)).toEqual(m);
  });

  it('ignores unknown questions when told which ones the bank has, and events whose time is not a date', () => {
    const events = [...history, event('q999', false, T0), { ...event('q1', false, T0), answeredAt: 'ayer' }];
    const memory = scheduleOf(events, T0 + 5 * DAY, { knownQuestions: new Set(['q1', 'q2']) });
    expect([...memory.keys()].sort()).toEqual(['q1', 'q2']);
    expect(memory).toEqual(scheduleOf(history, T0 + 5 * DAY));
  });

  it('has no memory for questions never answered', () => {
    expect(scheduleOf([], T0).size).toBe(0);
  });
});

describe('dueToday', () => {
  it('lists what is due before the end of the day, most overdue first, ties by id', () => {
    const events = [
      event('q3', true, T0 - 5 * DAY), // due two days ago (Good graduates to 2-3 days)
      event('q1', false, T0 - HOUR), // due an hour ago
      event('q2', false, T0 - HOUR), // same due: after q1 by id
      event('q4', false, T0 + 20 * MINUTE), // due later today
      event('q5', true, T0), // due in days
    ];
    const memory = scheduleOf(events, T0 + 30 * MINUTE);
    expect(dueToday(memory, T0 + 30 * MINUTE, endOfLimaDay)).toEqual(['q3', 'q1', 'q2', 'q4']);
  });

  it('defaults to Lima’s midnight, whatever the runtime’s zone', () => {
    const now = new Date(Date.parse('2026-03-02T22:00:00-05:00'));
    expect(endOfLocalDay(now)).toEqual(new Date(Date.parse('2026-03-03T00:00:00-05:00')));
    const memory = scheduleOf([event('q1', false, now.getTime())], now);
    expect(dueToday(memory, now)).toEqual(['q1']);
  });
});

describe('why learning_steps is [\'1m\'] (the library’s alternatives, checked)', () => {
  it('with the default steps a right answer on a new question is due in 10 minutes, breaking rule (b)', () => {
    const card = fsrs().next(createEmptyCard(new Date(T0)), new Date(T0), Rating.Good).card;
    expect(card.due.getTime() - T0).toBe(10 * MINUTE);
  });

  it('without short-term steps a wrong answer is due a day later, breaking rules (a) and (c)', () => {
    const card = fsrs({ enable_short_term: false }).next(createEmptyCard(new Date(T0)), new Date(T0), Rating.Again).card;
    expect(card.due.getTime() - T0).toBeGreaterThanOrEqual(DAY);
  });
});
