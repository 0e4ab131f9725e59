/**
 * The text of an uploaded class list (issue 54 §1). Spreadsheets save CSV in whatever encoding the
 * computer uses: Excel's 'CSV UTF-8' (with a byte order mark), its plain 'CSV (delimitado por comas)'
 * on Windows (Windows-1252), older tools' Latin-1, 'Texto Unicode' (UTF-16 with a byte order mark,
 * tab-separated). Read as UTF-8, the Windows files turned 'Pérez' into 'P�rez' without a word, so the
 * browser sends the file's bytes and this module detects the encoding with chardet (ICU's detector)
 * and decodes with the standard TextDecoder. The encodings a Spanish class list comes in are the
 * only ones accepted; anything else is read as UTF-8, and whatever could not be read stays a
 * replacement character that the list's reader reports as a row problem (never saved silently).
 */
import chardet from 'chardet';

/** The encodings a class list is read in, by their WHATWG names (TextDecoder's labels). */
export type UploadEncoding = 'utf-8' | 'utf-16le' | 'utf-16be' | 'windows-1252' | 'iso-8859-1';

/** chardet's names of the encodings we read. */
const DETECTED: Readonly<Record<string, UploadEncoding>> = {
  ASCII: 'utf-8',
  'UTF-8': 'utf-8',
  'UTF-16LE': 'utf-16le',
  'UTF-16BE': 'utf-16be',
  'windows-1252': 'windows-1252',
  'ISO-8859-1': 'iso-8859-1',
};

/** U+FFFD: what a decoder leaves where bytes did not make a character. */
export const REPLACEMENT_CHARACTER = '\uFFFD';

export const NOT_A_TEXT_FILE =
  'El archivo no es un CSV: guárdalo desde la hoja de cálculo como CSV (en Excel: «Guardar como» → «CSV UTF-8») y vuelve a cargarlo.';
export const EXCEL_WORKBOOK =
  'El archivo es un libro de Excel (.xlsx), no un CSV: en Excel elige «Guardar como» → «CSV UTF-8» y carga ese archivo.';

function startsWith(bytes: Uint8Array, prefix: readonly number[]): boolean {
  return prefix.every((byte, i) => bytes[i] === byte);
}

/**
 * Detects the encoding of an uploaded file and decodes it (a byte order mark is dropped); an
 * `error` in Spanish for a file that is no text at all (a workbook, an image).
 */
export function decodeUpload(bytes: Uint8Array): { text: string; encoding: UploadEncoding } | { error: string } {
  // A zip archive (.xlsx, .ods): its signature, not an encoding question.
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) return { error: EXCEL_WORKBOOK };
  // chardet reads byte order marks first, then ranks the encodings by how well the bytes fit; the
  // first one we read wins. Pure ASCII fits every single-byte encoding (chardet then ranks Latin-1
  // first): it is read as UTF-8, its superset, which decodes it identically.
  const ranked = chardet.analyse(bytes).flatMap((match) => (DETECTED[match.name] ? [DETECTED[match.name]] : []));
  const ascii = bytes.every((byte) => byte < 0x80 && byte !== 0);
  const encoding: UploadEncoding = ascii ? 'utf-8' : (ranked[0] ?? 'utf-8');
  // Decoded as a stream (then flushed): Node 20's one-shot windows-1252 decode takes a Latin-1 fast
  // path that turns Excel's curly quotes and '€' (0x80–0x9F) into control characters; the
  // streaming decode goes through ICU and follows the Encoding Standard.
  const decoder = new TextDecoder(encoding);
  const text = decoder.decode(bytes, { stream: true }) + decoder.decode();
  // A NUL is no character of a class list: the file is binary, or UTF-16 without its byte order mark.
  if (text.includes('\u0000')) return { error: NOT_A_TEXT_FILE };
  return { text, encoding };
}
