/**
 * Reading a class list for 'Importar estudiantes' (issue 36 §1): a CSV as Excel and Google Sheets
 * save it (UTF-8 with or without a byte order mark, ',' or ';' between fields, quoted fields, CRLF
 * lines), parsed by PapaParse, which detects the separator. The first row names the columns (name
 * and email; optionally the access end date, and the group, by name: the import route checks that it
 * exists), in Spanish or English, any case or accents. Each following row gets its problems in Spanish; the database's part (an email that
 * already has an account) is added by the caller. The text comes decoded (lib/upload-encoding.ts):
 * a character that could not be read (U+FFFD) is the row's problem, never a name saved garbled.
 *
 * The name (issue 54 §4): one column with the whole name ('Nombre', 'Nombre completo'), or a
 * Peruvian roster's 'Apellidos' and 'Nombres' (in either order; 'Apellido paterno' and 'Apellido
 * materno' too), which become 'Nombres Apellidos', the order a person is greeted in ('Rosa Elena
 * Quispe Mamani'); one 'Apellidos y nombres' column written 'QUISPE MAMANI, Rosa Elena' is turned
 * round at its comma the same way (without a comma it is kept as written: where the surnames end
 * cannot be told).
 */
import Papa from 'papaparse';
import { isCalendarDate } from '../../src/shared/course-access';
import { isMailbox } from '../../src/shared/login-rules';
import { folded } from '../repositories/console.repository';
import { normalizeEmail } from '../repositories/students.repository';
import { REPLACEMENT_CHARACTER } from './upload-encoding';

export const MAX_IMPORT_ROWS = 1000;
/**
 * Lines a class list may have: its rows, the header, and room for blank lines and cells that break
 * a line. Counted before parsing (a loop over the text, no allocation): 256 KB of empty lines held
 * the instance 1.1–1.5 s in PapaParse, which parses up to four times to find the separator.
 */
export const MAX_IMPORT_LINES = 5 * MAX_IMPORT_ROWS;

export interface ImportRow {
  /** The row's number in the spreadsheet (the header is row 1). */
  row: number;
  name: string;
  email: string;
  /** The last day of access, 'YYYY-MM-DD'; null: no end date. */
  endsAt: string | null;
  group: string | null;
  problems: string[];
}

type Column = 'name' | 'surnamesFirst' | 'given' | 'surnames' | 'paternal' | 'maternal' | 'email' | 'endsAt' | 'group';

const HEADERS: Record<Column, readonly string[]> = {
  name: ['nombre completo', 'nombres y apellidos', 'nombre y apellidos', 'name', 'full name', 'estudiante', 'alumno'],
  surnamesFirst: ['apellidos y nombres', 'apellidos, nombres', 'apellido y nombre', 'apellidos y nombre'],
  given: ['nombre', 'nombres', 'first name', 'given name'],
  surnames: ['apellidos', 'apellido', 'last name', 'surname'],
  paternal: ['apellido paterno'],
  maternal: ['apellido materno'],
  email: ['correo', 'correo electronico', 'email', 'e-mail', 'mail'],
  endsAt: ['acceso hasta', 'fecha de fin', 'fin', 'hasta', 'fin del acceso', 'vence', 'end date', 'ends at'],
  group: ['grupo', 'group'],
};

export const NO_HEADER =
  'La primera fila del archivo debe nombrar las columnas: Nombre (o Nombres y Apellidos) y Correo; si quieres, también Acceso hasta y Grupo.';
export const EMPTY_FILE = 'El archivo no tiene estudiantes: después de la fila de encabezados no hay ninguna fila con datos.';
export const TOO_MANY_ROWS = `El archivo tiene más de ${MAX_IMPORT_ROWS} estudiantes: divídelo en varios archivos.`;
export const TOO_MANY_LINES = `El archivo tiene más de ${MAX_IMPORT_LINES} líneas: quita las filas vacías o divídelo en varios archivos.`;

/** Whether `text` has more than `max` lines (CRLF, LF or CR each end one), stopping as soon as it does. */
function moreLinesThan(text: string, max: number): boolean {
  let lines = 1;
  for (let i = 0; i < text.length; i += 1) {
    const char = text.charCodeAt(i);
    if (char === 10 || (char === 13 && text.charCodeAt(i + 1) !== 10)) {
      lines += 1;
      if (lines > max) return true;
    }
  }
  return false;
}

function columnOf(header: string): Column | undefined {
  const name = folded(header.trim()).replace(/\s+/g, ' ');
  return (Object.keys(HEADERS) as Column[]).find((column) => HEADERS[column].includes(name));
}

/** Characters a cell may hold that nobody sees: zero-width and other format characters, odd spaces. */
const INVISIBLE = /[\p{Cf}\u00A0\u2000-\u200A\u202F\u205F\u3000]/u;
/** How a problem shows an invisible character, so the operator finds it. */
export const INVISIBLE_MARK = '[invisible]';

function unreadable(text: string): string {
  return `Hay caracteres que no se pudieron leer («${text}»): guarda la hoja como «CSV UTF-8» y vuelve a cargarla.`;
}

/** Whether the header names a column the full name can be read from. */
function hasName(columns: Map<Column, number>): boolean {
  return columns.has('name') || columns.has('surnamesFirst') || columns.has('given');
}

/** 'QUISPE MAMANI, Rosa Elena' as 'Rosa Elena QUISPE MAMANI'; without a comma, as written. */
function givenFirst(surnamesFirst: string): string {
  const comma = surnamesFirst.indexOf(',');
  if (comma < 0) return surnamesFirst;
  return `${surnamesFirst.slice(comma + 1).trim()} ${surnamesFirst.slice(0, comma).trim()}`.trim();
}

/** Which column each known header names (the first of each kind counts). */
function headerColumns(header: readonly string[]): Map<Column, number> {
  const columns = new Map<Column, number>();
  header.forEach((title, index) => {
    const column = columnOf(title);
    if (column && !columns.has(column)) columns.set(column, index);
  });
  return columns;
}

/**
 * A date as a spreadsheet in Peru writes it (31/12/2026, 31-12-2026, day first) or as ISO
 * (2026-12-31), in 'YYYY-MM-DD'; undefined when it is not a real day.
 */
export function readDate(text: string): string | undefined {
  const value = text.trim();
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(value);
  const dayFirst = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(value);
  const parts = iso ? [iso[1], iso[2], iso[3]] : dayFirst ? [dayFirst[3], dayFirst[2], dayFirst[1]] : undefined;
  if (!parts) return undefined;
  const [year, month, day] = parts;
  const date = `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
  return isCalendarDate(date) ? date : undefined;
}

/** The rows of a class list with their problems, or why the file cannot be read at all. */
export function readStudentCsv(text: string, today: string): { rows: ImportRow[] } | { error: string } {
  const content = text.replace(/^\uFEFF/, '');
  if (moreLinesThan(content, MAX_IMPORT_LINES)) return { error: TOO_MANY_LINES };
  // PapaParse guesses the separator from the rows; a file of one row gives it too little to go on,
  // so when its guess does not find the columns, the separators spreadsheets use are tried in turn.
  let parsed: Papa.ParseResult<string[]> | undefined;
  let columns = new Map<Column, number>();
  for (const delimiter of ['', ';', ',', '\t']) {
    parsed = Papa.parse<string[]>(content, { skipEmptyLines: false, delimiter });
    columns = headerColumns(parsed.data.find((record) => record.some((field) => field.trim() !== '')) ?? []);
    if (hasName(columns) && columns.has('email')) break;
  }
  const records = parsed!.data.filter((record) => record.some((field) => field.trim() !== ''));
  const [header, ...body] = records;
  if (!header) return { error: EMPTY_FILE };
  if (!hasName(columns) || !columns.has('email')) return { error: NO_HEADER };
  if (body.length === 0) return { error: EMPTY_FILE };
  if (body.length > MAX_IMPORT_ROWS) return { error: TOO_MANY_ROWS };
  const rowNumber = new Map(parsed!.data.map((record, index) => [record, index + 1]));
  const firstRowOf = new Map<string, number>();
  return {
    rows: body.map((record) => {
      const cell = (column: Column) => {
        const index = columns.get(column);
        return index === undefined ? '' : (record[index] ?? '').trim();
      };
      const row = rowNumber.get(record)!;
      const problems: string[] = [];
      const written = columns.has('name')
        ? cell('name')
        : columns.has('surnamesFirst')
          ? givenFirst(cell('surnamesFirst'))
          : cell('given') && [cell('given'), cell('surnames'), cell('paternal'), cell('maternal')].filter(Boolean).join(' ');
      // Zero-width characters in a name are invisible and only get in the way of a search.
      const name = written.replace(/[\u200B-\u200D\u2060\u00AD]/g, '').replace(/\s+/g, ' ').trim();
      const email = normalizeEmail(cell('email'));
      const garbled = [name, email, cell('endsAt'), cell('group')].find((text) => text.includes(REPLACEMENT_CHARACTER));
      if (garbled) problems.push(unreadable(garbled));
      if (!name) problems.push('Falta el nombre.');
      else if (name.length > 200) problems.push('El nombre es demasiado largo.');
      if (!email) problems.push('Falta el correo.');
      else if (INVISIBLE.test(email))
        problems.push(`El correo «${email.replace(new RegExp(INVISIBLE, 'gu'), INVISIBLE_MARK)}» tiene un carácter invisible (marcado ${INVISIBLE_MARK}): bórralo en la hoja y vuelve a cargarla.`);
      else if (email.length > 254 || !isMailbox(email)) problems.push(`El correo «${email}» no es válido.`);
      else if (firstRowOf.has(email)) problems.push(`El correo está repetido en el archivo (fila ${firstRowOf.get(email)}).`);
      else firstRowOf.set(email, row);
      const dateText = cell('endsAt');
      const endsAt = dateText ? readDate(dateText) : null;
      if (endsAt === undefined) problems.push(`No se entiende la fecha «${dateText}»: escríbela como 31/12/2026 o 2026-12-31.`);
      else if (endsAt !== null && endsAt < today) problems.push('La fecha de fin del acceso ya pasó.');
      return { row, name, email, endsAt: endsAt ?? null, group: cell('group') || null, problems };
    }),
  };
}
