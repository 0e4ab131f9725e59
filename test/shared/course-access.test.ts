/** Course access end dates (issue 20): calendar days in Lima, the last one inclusive. */
import { describe, expect, it } from 'vitest';
import { accessEndedAt, accessEndedMessage, accessStatus, isCalendarDate, limaDate } from '../../src/shared/course-access';

describe('limaDate', () => {
  it('is the day in Lima (UTC−5), not in UTC', () => {
    expect(limaDate('2027-01-01T04:59:59Z')).toBe('2026-12-31');
    expect(limaDate('2027-01-01T05:00:00Z')).toBe('2027-01-01');
    expect(limaDate('2026-12-31T23:30:00-05:00')).toBe('2026-12-31');
  });
});

describe('accessEndedAt / accessStatus', () => {
  it('keeps access through the whole last day in Lima', () => {
    expect(accessEndedAt('2026-12-31', '2026-12-31T23:59:59-05:00')).toBe(false);
    expect(accessEndedAt('2026-12-31', '2027-01-01T00:00:00-05:00')).toBe(true);
    expect(accessEndedAt(null, '2099-01-01T00:00:00Z')).toBe(false);
  });

  it('tells active, expired and none apart', () => {
    const now = Date.parse('2027-01-01T12:00:00-05:00');
    expect(accessStatus(true, '2027-01-01', now)).toBe('active');
    expect(accessStatus(true, '2026-12-31', now)).toBe('expired');
    expect(accessStatus(true, null, now)).toBe('active');
    expect(accessStatus(false, null, now)).toBe('none');
  });
});

describe('accessEndedMessage', () => {
  it('names the day in Spanish', () => {
    expect(accessEndedMessage('2026-12-31')).toBe('Tu acceso a este curso venció el 31 de diciembre de 2026. Escribe a la academia para renovarlo.');
    expect(accessEndedMessage('2027-09-05')).toBe('Tu acceso a este curso venció el 5 de setiembre de 2027. Escribe a la academia para renovarlo.');
  });
});

describe('isCalendarDate', () => {
  it('takes real days written YYYY-MM-DD only', () => {
    expect(isCalendarDate('2026-12-31')).toBe(true);
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('2026-02-29')).toBe(false);
    expect(isCalendarDate('2026-13-01')).toBe(false);
    expect(isCalendarDate('31/12/2026')).toBe(false);
    expect(isCalendarDate('2026-12-31T00:00:00Z')).toBe(false);
  });
});
