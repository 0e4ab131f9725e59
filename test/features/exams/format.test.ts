/** The exam screens' clock and the minute milestones read aloud. */
import { describe, expect, it } from 'vitest';
import { announcementFor, formatClock } from '@/features/exams/format';

describe('formatClock', () => {
  it.each([
    [1800, '30:00'],
    [299, '04:59'],
    [65, '01:05'],
    [9, '00:09'],
    [0, '00:00'],
    [3725, '62:05'],
  ])('shows %i s as %s', (seconds, shown) => {
    expect(formatClock(seconds)).toBe(shown);
  });

  it('rounds fractions down (the clock never shows time that is gone)', () => {
    expect(formatClock(59.99)).toBe('00:59');
  });

  it('never goes below zero', () => {
    expect(formatClock(-12)).toBe('00:00');
  });
});

describe('announcementFor', () => {
  it.each([
    [600, 'Quedan 10 minutos para terminar el examen.'],
    [541, 'Quedan 10 minutos para terminar el examen.'],
    [300, 'Quedan 5 minutos para terminar el examen.'],
    [241, 'Quedan 5 minutos para terminar el examen.'],
    [60, 'Queda 1 minuto para terminar el examen.'],
    [1, 'Queda 1 minuto para terminar el examen.'],
  ])('announces at %i s remaining', (seconds, text) => {
    expect(announcementFor(seconds)).toBe(text);
  });

  it.each([1800, 601, 540, 420, 301, 240, 61, 0])('stays silent at %i s remaining', (seconds) => {
    expect(announcementFor(seconds)).toBeNull();
  });

  it('speaks only in the three one-minute windows of a whole exam', () => {
    const spoken = new Map<string, number[]>();
    for (let s = 1800; s >= 0; s--) {
      const text = announcementFor(s);
      if (text) spoken.set(text, [...(spoken.get(text) ?? []), s]);
    }
    expect([...spoken.keys()]).toEqual([
      'Quedan 10 minutos para terminar el examen.',
      'Quedan 5 minutos para terminar el examen.',
      'Queda 1 minuto para terminar el examen.',
    ]);
    const windows = [...spoken.values()].map((secs) => [Math.max(...secs), Math.min(...secs), secs.length]);
    expect(windows).toEqual([
      [600, 541, 60],
      [300, 241, 60],
      [60, 1, 60],
    ]);
  });
});
