/**
 * CSV for spreadsheets (RFC 4180): CRLF lines, fields quoted when they hold a comma, a quote or a
 * line break, and a UTF-8 byte order mark first, without which Excel reads 'José' as 'JosÃ©'.
 */
const BOM = '\uFEFF';

/**
 * Text a spreadsheet would run as a formula (=, +, -, @, or a tab or carriage return first) gets a
 * leading apostrophe: a student's name must never become a formula in the operator's Excel (OWASP
 * 'CSV injection'). Numbers are written as numbers, so -1 stays -1.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export type CsvValue = string | number | null;

function field(value: CsvValue): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(header: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  return BOM + [header, ...rows].map((row) => row.map(field).join(',')).join('\r\n') + '\r\n';
}
