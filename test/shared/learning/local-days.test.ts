/**
 * Local days (issue 30): the scheduler and the recall probability count the student's calendar days
 * (America/Lima by default), so the same answers at the same local times give the same intervals at
 * any hour. Lima's UTC date turns at 19:00, which is where counting UTC days went wrong.
 */
import { describe, expect, it } from 'vitest';
import { endOfDayIn, scheduleOf, dueToday } from '@/shared/learning/memory';
import {
  dayNumberOf,
  endOfLocalDayAt,
  fromWallTime,
  localDate,
  zoneOffset,
  localDayNumber,
  localDaysBetween,
  startOfLocalDay,
  toWallTime,
} from '@/shared/learning/local-days';
import { DAY, event, HOUR, MINUTE } from './helpers';

const lima = (iso: string) => Date.parse(`${iso}-05:00`);

/** The question's next due, as (local days after the last answer, local time of day in minutes). */
function nextDue(answers: readonly [boolean, number][], timeZone?: string) {
  const events = answers.map(([correct, at]) => event('q1', correct, at));
  const last = answers[answers.length - 1][1];
  const m = scheduleOf(events, last, { timeZone }).get('q1')!;
  return { days: localDaysBetween(last, m.due.getTime(), timeZone), state: m.state };
}

describe('local days: the same local times give the same intervals at any hour', () => {
  it('a miss and a right answer 20 minutes later: the same at 10:00 → 10:20 as at 18:50 → 19:10', () => {
    const morning = nextDue([[false, lima('2026-03-02T10:00')], [true, lima('2026-03-02T10:20')]]);
    const evening = nextDue([[false, lima('2026-03-02T18:50')], [true, lima('2026-03-02T19:10')]]);
    expect(morning.state).toBe('review');
    expect(evening).toEqual(morning);
  });

  it('two right answers 23 h 40 min apart (on consecutive local days): the same interval whatever the hour', () => {
    const hours = ['06:00', '10:00', '18:50', '19:10', '23:00'];
    const results = hours.map((hhmm) => {
      const first = lima(`2026-03-02T${hhmm}`);
      return nextDue([[true, first], [true, first + 23 * HOUR + 40 * MINUTE]]);
    });
    for (const r of results) expect(r).toEqual(results[0]);
  });

  it('across midnight: answers at 23:50 and 00:10 are a day apart, as 10:00 and 10:00 next day', () => {
    const acrossMidnight = nextDue([[true, lima('2026-03-02T23:50')], [true, lima('2026-03-03T00:10')]]);
    const wholeDay = nextDue([[true, lima('2026-03-02T10:00')], [true, lima('2026-03-03T10:00')]]);
    expect(acrossMidnight).toEqual(wholeDay);
    // And 18:50 → 19:10 is the same day, as 10:00 → 10:20.
    const sameDay = nextDue([[true, lima('2026-03-02T18:50')], [true, lima('2026-03-02T19:10')]]);
    expect(sameDay).toEqual(nextDue([[true, lima('2026-03-02T10:00')], [true, lima('2026-03-02T10:20')]]));
  });

  it('a due question stays due until local midnight, not until 19:00', () => {
    const answeredAt = lima('2026-03-02T10:00');
    const events = [event('q1', true, answeredAt), event('q1', true, answeredAt + 2 * DAY)];
    const dueAt = scheduleOf(events, answeredAt + 2 * DAY).get('q1')!.due.getTime();
    const dueDay = localDayNumber(dueAt);
    const evening = startOfLocalDay(dueDay) + 19 * HOUR + 30 * MINUTE;
    expect(dueToday(scheduleOf(events, evening), evening)).toEqual(['q1']);
    const dayBefore = startOfLocalDay(dueDay) - 10 * MINUTE;
    expect(dueToday(scheduleOf(events, dayBefore), dayBefore)).toEqual([]);
  });

  it('the recall probability counts whole local days: 18:50 and 19:10 of the same day agree', () => {
    const events = [event('q1', true, lima('2026-03-02T10:00')), event('q1', true, lima('2026-03-04T10:00'))];
    const r = (iso: string) => scheduleOf(events, lima(iso)).get('q1')!.retrievability;
    expect(r('2026-03-20T18:50')).toBe(r('2026-03-20T19:10'));
    expect(r('2026-03-20T23:59')).toBeGreaterThan(r('2026-03-21T00:01'));
    expect(r('2026-03-04T23:00')).toBe(1);
  });

  it('gives each instant of a UTC day that holds a change its own offset, however the day was first asked', () => {
    // New York moves from −5 h to −4 h at 07:00 UTC on 8 March 2026; Lima keeps −5 h all day.
    const day = Date.UTC(2026, 2, 8);
    for (const order of [[1, 10, 23], [23, 10, 1]]) {
      const zone = order[0] === 1 ? 'America/New_York' : 'US/Eastern';
      const seen = order.map((hour) => zoneOffset(day + hour * 3600_000, zone) / 3600_000);
      expect(seen).toEqual(order.map((hour) => (hour < 7 ? -5 : -4)));
    }
    expect(zoneOffset(day + 23 * 3600_000, 'America/Lima')).toBe(-5 * 3600_000);
  });

  it('across a daylight-saving change (America/New_York, 8 March 2026): days are calendar days', () => {
    const ny = (iso: string, offset: string) => Date.parse(`${iso}${offset}`);
    const zone = 'America/New_York';
    // Two days apart on the clock, across the spring-forward night (47 hours), and in a plain week.
    const acrossDst = nextDue([[true, ny('2026-03-07T10:00', '-05:00')], [true, ny('2026-03-09T10:00', '-04:00')]], zone);
    const plain = nextDue([[true, ny('2026-03-02T10:00', '-05:00')], [true, ny('2026-03-04T10:00', '-05:00')]], zone);
    expect(acrossDst).toEqual(plain);
    // The day of the change is 23 hours long, and 'today' ends at its local midnight.
    const during = ny('2026-03-08T12:00', '-04:00');
    expect(endOfDayIn(zone)(new Date(during)).getTime()).toBe(ny('2026-03-09T00:00', '-04:00'));
    expect(startOfLocalDay(localDayNumber(during, zone) + 1, zone) - startOfLocalDay(localDayNumber(during, zone), zone)).toBe(23 * HOUR);
    // A due time keeps its local hour across the change.
    const events = [event('q1', true, ny('2026-03-06T10:00', '-05:00')), event('q1', true, ny('2026-03-07T10:00', '-05:00'))];
    const due = scheduleOf(events, ny('2026-03-07T10:00', '-05:00'), { timeZone: zone }).get('q1')!.due.getTime();
    expect(new Date(toWallTime(due, zone)).toISOString().slice(11, 16)).toBe('10:00');
  });
});

describe('local-days helpers', () => {
  it('Lima’s day turns at local midnight, not at 19:00 (when the UTC date turns)', () => {
    expect(localDate(lima('2026-03-02T18:59'))).toBe('2026-03-02');
    expect(localDate(lima('2026-03-02T19:01'))).toBe('2026-03-02');
    expect(localDate(lima('2026-03-03T00:00'))).toBe('2026-03-03');
    expect(endOfLocalDayAt(lima('2026-03-02T19:30'))).toBe(lima('2026-03-03T00:00'));
    expect(localDaysBetween(lima('2026-03-02T18:50'), lima('2026-03-02T19:10'))).toBe(0);
  });

  it('maps wall times back, including a time skipped or repeated by daylight saving', () => {
    const zone = 'America/New_York';
    const wall = (iso: string) => Date.parse(`${iso}Z`);
    expect(fromWallTime(wall('2026-03-08T01:30'), zone)).toBe(Date.parse('2026-03-08T01:30:00-05:00'));
    // 02:30 does not exist that night: moved forward by the gap, as Temporal's 'compatible'.
    expect(fromWallTime(wall('2026-03-08T02:30'), zone)).toBe(Date.parse('2026-03-08T03:30:00-04:00'));
    // Santiago skips midnight (00:00 → 01:00 on 6 September 2026): the day starts at 01:00.
    const santiago = 'America/Santiago';
    expect(startOfLocalDay(dayNumberOf('2026-09-06')!, santiago)).toBe(Date.parse('2026-09-06T01:00:00-03:00'));
    // 01:30 on 1 November happens twice: the first one.
    expect(fromWallTime(wall('2026-11-01T01:30'), zone)).toBe(Date.parse('2026-11-01T01:30:00-04:00'));
  });

  it('reads exam dates, refusing what is not a date', () => {
    expect(dayNumberOf('2026-03-02')).toBe(localDayNumber(lima('2026-03-02T12:00')));
    expect(dayNumberOf('2026-02-30')).toBeNull();
    expect(dayNumberOf('mañana')).toBeNull();
  });
});
