import { describe, expect, it } from 'vitest';
import { formatLongDate, formatNumber } from '../../src/shared/spanish-format';

describe('es-PE formats without Intl', () => {
  it('writes every month of a date as Intl does for es-PE', () => {
    for (let month = 1; month <= 12; month++) {
      for (const day of [1, 9, 22, 28]) {
        const iso = `2026-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
        const intl = new Date(`${iso}T12:00:00`).toLocaleDateString('es-PE', { day: 'numeric', month: 'long', year: 'numeric' });
        expect(formatLongDate(iso)).toBe(intl);
      }
    }
    expect(formatLongDate('2026-11-22')).toBe('22 de noviembre de 2026');
  });

  it('groups numbers as Intl does for es-PE', () => {
    const format = new Intl.NumberFormat('es-PE');
    for (const value of [0, 7, 42, 999, 1000, 6768, 12345, 1285216, 34000000, 1234.5, 0.25, 3.14159, -2500]) {
      expect(formatNumber(value)).toBe(format.format(value));
    }
  });
});
