/**
 * CSV for spreadsheets (RFC 4180): CRLF lines, fields quoted when they hold a comma, a quote or a
 * line break, and a UTF-8 byte order mark first, without which Excel reads 'José' as 'JosÃ©'.
 */
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

function field(value: CsvValue): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  const guarded = value.replace(FORMULA_AFTER_SEMICOLON, ";'");
  const text = FORMULA_START.test(guarded) ? `'${guarded}` : guarded;
  return /[",;\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(header: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  return csvStart(header) + csvLines(rows);
}

/** A streamed CSV's beginning: the byte order mark and the header line. */
export function csvStart(header: readonly string[]): string {
  return BOM + csvLines([header]);
}

/** Rows as CSV lines, each ended by CRLF: one chunk of a streamed CSV (empty for no rows). */
export function csvLines(rows: readonly (readonly CsvValue[])[]): string {
  return rows.map((row) => row.map(field).join(',') + '\r\n').join('');
}
