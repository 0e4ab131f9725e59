/**
 * A class list's size in lines (issue 55 §6): 200 KB of empty lines held the instance 1.1–1.5 s in
 * PapaParse; such a file is refused before it is parsed at all, while a full class with blank lines
 * among its rows is still read.
 */
import Papa from 'papaparse';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MAX_IMPORT_LINES, MAX_IMPORT_ROWS, readStudentCsv, TOO_MANY_LINES } from '../../server/lib/student-csv';

afterEach(() => vi.restoreAllMocks());

describe('lines of a class list', () => {
  it.each([
    ['LF', '\n'],
    ['CRLF', '\r\n'],
    ['CR', '\r'],
  ])('refuses 200 KB of empty lines (%s) without parsing them', (_, newline) => {
    const parse = vi.spyOn(Papa, 'parse');
    const text = `Nombre,Correo${newline}${newline.repeat(Math.floor(200_000 / newline.length))}`;
    const started = performance.now();
    expect(readStudentCsv(text, '2026-11-29')).toEqual({ error: TOO_MANY_LINES });
    expect(performance.now() - started).toBeLessThan(250);
    expect(parse).not.toHaveBeenCalled();
    expect(TOO_MANY_LINES).toBe('El archivo tiene más de 5000 líneas: quita las filas vacías o divídelo en varios archivos.');
  });

  it('reads a full class with blank lines between its rows, up to the limit', () => {
    const rows = Array.from({ length: MAX_IMPORT_ROWS }, (_, i) => `Alumno ${i},alumno${i}@academia.pe`);
    const blank = '\r\n'.repeat(Math.floor((MAX_IMPORT_LINES - MAX_IMPORT_ROWS - 1) / MAX_IMPORT_ROWS));
    const result = readStudentCsv(`Nombre,Correo\r\n${rows.join(`\r\n${blank}`)}\r\n`, '2026-11-29');
    expect('rows' in result && result.rows.length).toBe(MAX_IMPORT_ROWS);
    expect('rows' in result && result.rows[1]).toMatchObject({ row: 2 + 1 + blank.length / 2, name: 'Alumno 1', problems: [] });
  });
});
