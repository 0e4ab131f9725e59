import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { countOf, formatDateTime, formatDuration, formatLongDate, formatNumber, percent, sentence } from '../../src/shared/spanish-format';

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

describe('a percent never breaks from its number (issue 32 §10)', () => {
  it("writes '60 %' with a no-break space", () => {
    expect(percent(60)).toBe('60\u00a0%');
  });

  it('no screen spaces a figure from its % with a breaking space', () => {
    const roots = ['src/features', 'src/components/ui', 'src/routes'];
    const files = roots.flatMap((root) => readdirSync(root, { recursive: true, encoding: 'utf8' }).map((f) => path.join(root, f))).filter((f) => /\.tsx?$/.test(f));
    const found = files.flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .map((line, i) => ({ line: line.trim(), at: `${file}:${i + 1}` }))
        // Comments may space it as they like; what reaches the screen may not.
        .filter(({ line }) => !/^(\/\/|\*|\/\*|\{\/\*)/.test(line) && /(\d|\}|\)) %/.test(line))
        .map(({ at }) => at),
    );
    expect(found).toEqual([]);
  });
});

describe('a sentence ends with one period (issue 32 §10)', () => {
  it("never writes 'p. m..'", () => {
    const at = formatDateTime('2026-11-24T20:21:00');
    expect(sentence(`Resuelto el ${at}`)).toBe('Resuelto el 24 de noviembre de 2026, 8:21 p. m.');
    expect(sentence('Resuelto por Olga')).toBe('Resuelto por Olga.');
  });
});

describe('formatDecimal (issue 54 §13)', () => {
  it("writes statistics with a decimal comma, one way: '0,45', '0,2', '-0,1'", async () => {
    const { formatDecimal } = await import('../../src/shared/spanish-format');
    expect(formatDecimal(0.4512)).toBe('0,45');
    expect(formatDecimal(0.2)).toBe('0,2');
    expect(formatDecimal(-0.1)).toBe('-0,1');
    expect(formatDecimal(-0.001)).toBe('0');
    expect(formatDecimal(1)).toBe('1');
  });
});

describe('formatDuration', () => {
  it.each([
    [0, '0 s'],
    [45, '45 s'],
    [60, '1 min 00 s'],
    [125, '2 min 05 s'],
    [1800, '30 min 00 s'],
  ])('shows %i s as %s', (seconds, shown) => {
    expect(formatDuration(seconds)).toBe(shown);
  });

  it('rounds to the nearest second', () => {
    expect(formatDuration(59.6)).toBe('1 min 00 s');
    expect(formatDuration(44.4)).toBe('44 s');
  });

  it('never goes below zero', () => {
    expect(formatDuration(-30)).toBe('0 s');
  });
});
