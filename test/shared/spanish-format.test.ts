import { describe, expect, it } from 'vitest';
import { countOf, formatDateTime, formatLongDate, formatNumber } from '../../src/shared/spanish-format';

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

describe('formatDateTime', () => {
  it("writes '24 de noviembre de 2026, 4:42 p. m.' in the device's time zone", () => {
    expect(formatDateTime(new Date(2026, 10, 24, 16, 42))).toBe('24 de noviembre de 2026, 4:42 p. m.');
    expect(formatDateTime(new Date(2026, 8, 1, 0, 5))).toBe('1 de setiembre de 2026, 12:05 a. m.');
    expect(formatDateTime(new Date(2026, 0, 9, 12, 0))).toBe('9 de enero de 2026, 12:00 p. m.');
    expect(formatDateTime(new Date(2026, 0, 9, 11, 59).toISOString())).toBe('9 de enero de 2026, 11:59 a. m.');
  });
});

describe('countOf', () => {
  it('uses the singular for exactly one', () => {
    expect(countOf(1, 'pregunta', 'preguntas')).toBe('1 pregunta');
    expect(countOf(0, 'pregunta', 'preguntas')).toBe('0 preguntas');
    expect(countOf(3, 'opción', 'opciones')).toBe('3 opciones');
  });
});
