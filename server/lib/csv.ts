/**
 * CSV for spreadsheets (RFC 4180, written by PapaParse): CRLF lines, fields quoted when they hold a
 * comma, a quote or a line break, and a UTF-8 byte order mark first, without which Excel reads 'José'
 * as 'JosÃ©'.
 */
import Papa from 'papaparse';

const BOM = '\uFEFF';

/**
 * Text a spreadsheet would run as a formula gets a leading apostrophe: a student's name must never
 * become a formula in the operator's Excel (OWASP 'CSV injection'). A formula starts with =, +, -
 * or @ (also their full-width forms ＝＋－＠, which Excel reads alike, and after spaces), or with a
 * tab or carriage return. Excel in locales that split on ';' starts a new cell after each ';', so
 * every such cell inside a field is guarded too, and the field is quoted. Numbers are written as
 * numbers, so -1 stays -1.
 */
const FORMULA_START = /^(?:\s*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20]|[\t\r])/;
const FORMULA_AFTER_SEMICOLON = /;(?=\s*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20]|[\t\r])/g;

export type CsvValue = string | number | null;

/**
 * PapaParse's own `escapeFormulae` is not enough here: its pattern misses the full-width signs,
 * leading spaces and the cells after ';', and it quotes every guarded field. So fields are guarded
 * here and PapaParse writes the CSV (quoting, doubled quotes, CRLF).
 */
function guarded(value: CsvValue): CsvValue {
  if (typeof value !== 'string') return value;
  const text = value.replace(FORMULA_AFTER_SEMICOLON, ";'");
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** A ';' splits a cell in Excel's ';' locales: such a field is quoted too (PapaParse quotes ',', '"' and line breaks). */
const quoted = (value: unknown) => typeof value === 'string' && value.includes(';');

export function toCsv(header: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  return csvStart(header) + csvLines(rows);
}

/** A streamed CSV's beginning: the byte order mark and the header line. */
export function csvStart(header: readonly string[]): string {
  return BOM + csvLines([header]);
}

/** Rows as CSV lines, each ended by CRLF: one chunk of a streamed CSV (empty for no rows). */
export function csvLines(rows: readonly (readonly CsvValue[])[]): string {
  if (rows.length === 0) return '';
  return Papa.unparse(rows.map((row) => row.map(guarded)), { newline: '\r\n', quotes: quoted, escapeFormulae: false }) + '\r\n';
}
