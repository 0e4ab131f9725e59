/**
 * A class list as each spreadsheet encodes it (issue 54 §1), through app.request() with the file's
 * bytes as the console sends them: Excel's 'CSV (delimitado por comas)' (Windows-1252), Latin-1,
 * 'CSV UTF-8' (with its byte order mark), 'Texto Unicode' (UTF-16 with a byte order mark,
 * tab-separated) all preview the names as they will be saved and say which encoding was read; text
 * that still holds a replacement character is the row's problem. And the name as a Peruvian roster
 * writes it (issue 54 §4): 'Apellidos' and 'Nombres' in either order, or one 'Apellidos y nombres'.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import Papa from 'papaparse';
import { signInOperator } from './support/console';
import { type TestApp, setUpTestApp } from './support/test-app';

interface Preview {
  rows: { row: number; name: string; email: string; problems: string[] }[];
  valid: number;
  invalid: number;
  encoding: string;
}

let t: TestApp;
let operator: string;

setUpTestApp((app) => (t = app));

beforeEach(async () => {
  t.clock.now = Date.parse('2026-03-15T12:00:00-05:00');
  operator = await signInOperator(t);
});

const send = (path: string, bytes: Uint8Array<ArrayBuffer>) =>
  t.call('POST', `/api/admin/imports${path}`, { token: operator, raw: bytes, headers: { 'Content-Type': 'text/csv' } });

async function preview(bytes: Uint8Array<ArrayBuffer>): Promise<Preview> {
  const res = await send('/preview', bytes);
  expect(res.status, res.text).toBe(200);
  return res.body as Preview;
}

const bytes = (...parts: (number[] | Buffer)[]) => new Uint8Array(Buffer.concat(parts.map((p) => (Array.isArray(p) ? Buffer.from(p) : p))));
const BOM_UTF8 = [0xef, 0xbb, 0xbf];
const BOM_UTF16LE = [0xff, 0xfe];
const BOM_UTF16BE = [0xfe, 0xff];

/** A class of four, with the letters Spanish names carry. */
const CLASS = [
  ['Rosa Pérez Gutiérrez', 'rosa@correo.pe'],
  ['José Núñez Ñahui', 'jose@correo.pe'],
  ['María Ángela Ordóñez', 'maria@correo.pe'],
  ['Raúl Peña Cáceres', 'raul@correo.pe'],
];
const classList = (separator: string, header = ['Nombre', 'Correo']) => [header, ...CLASS].map((r) => r.join(separator)).join('\r\n') + '\r\n';

describe('the encodings spreadsheets save', () => {
  const files: Record<string, [Uint8Array<ArrayBuffer>, string]> = {
    "Excel's 'CSV (delimitado por comas)' on Windows (Windows-1252, with a curly apostrophe)": [
      bytes(Buffer.from(classList(';'), 'latin1'), Buffer.from('Ana O', 'latin1'), [0x92], Buffer.from('Brien;ana@correo.pe\r\n', 'latin1')),
      'windows-1252',
    ],
    'Latin-1': [bytes(Buffer.from(classList(','), 'latin1')), 'iso-8859-1'],
    "Excel's 'CSV UTF-8' (byte order mark)": [bytes(BOM_UTF8, Buffer.from(classList(';'), 'utf8')), 'utf-8'],
    'UTF-8 without a byte order mark (Google Sheets)': [bytes(Buffer.from(classList(','), 'utf8')), 'utf-8'],
    "'Texto Unicode' (UTF-16 LE with a byte order mark, tab-separated)": [bytes(BOM_UTF16LE, Buffer.from(classList('\t'), 'utf16le')), 'utf-16le'],
    'UTF-16 BE with a byte order mark': [bytes(BOM_UTF16BE, Buffer.from(classList(';'), 'utf16le').swap16()), 'utf-16be'],
  };
  for (const [file, [content, encoding]] of Object.entries(files)) {
    it(`reads ${file} with every name as written`, async () => {
      const read = await preview(content);
      expect(read.encoding).toBe(encoding);
      expect(read.rows.slice(0, 4).map((r) => [r.name, r.email, r.problems])).toEqual(CLASS.map(([name, email]) => [name, email, []]));
      expect(read.rows.map((r) => r.name).join('')).not.toContain('\uFFFD');
      if (encoding === 'windows-1252') expect(read.rows[4].name).toBe('Ana O’Brien');
    });
  }

  it('saves the names of a Windows-1252 file as written, into the passwords file too', async () => {
    const res = await send('', bytes(Buffer.from(classList(';'), 'latin1')));
    expect(res.status, res.text).toBe(200);
    const done = JSON.parse(res.text.trim().split('\n').at(-1)!) as { type: string; passwordsCsv: string };
    expect(done.type).toBe('done');
    const handed = Papa.parse<string[]>(done.passwordsCsv.replace(/^\uFEFF/, ''), { skipEmptyLines: true }).data.slice(1);
    expect(handed.map((r) => r[0])).toEqual(CLASS.map(([name]) => name));
    expect((await t.students.findByEmail('rosa@correo.pe'))?.name).toBe('Rosa Pérez Gutiérrez');
  });

  it('makes a replacement character left in the text the row’s problem, in Spanish', async () => {
    // A list saved from an earlier garbled copy: valid UTF-8 that already holds U+FFFD.
    const read = await preview(bytes(Buffer.from('Nombre;Correo\r\nRosa P\uFFFDrez;rosa@correo.pe\r\nLuis Quispe;luis@correo.pe\r\n', 'utf8')));
    expect(read.rows.map((r) => r.problems)).toEqual([
      ['Hay caracteres que no se pudieron leer («Rosa P\uFFFDrez»): guarda la hoja como «CSV UTF-8» y vuelve a cargarla.'],
      [],
    ]);
    expect(read).toMatchObject({ valid: 1, invalid: 1 });
  });

  it('says so in Spanish when the file is an Excel workbook or no text at all', async () => {
    const workbook = await send('/preview', bytes([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x06, 0x00]));
    expect(workbook.status).toBe(400);
    expect((workbook.body as { message: string }).message).toBe(
      'El archivo es un libro de Excel (.xlsx), no un CSV: en Excel elige «Guardar como» → «CSV UTF-8» y carga ese archivo.',
    );
    // UTF-16 without its byte order mark: NULs between the letters.
    const binary = await send('/preview', bytes(Buffer.from('Nombre\tCorreo\r\nAna\tana@correo.pe\r\n', 'utf16le')));
    expect(binary.status).toBe(400);
    expect((binary.body as { message: string }).message).toBe(
      'El archivo no es un CSV: guárdalo desde la hoja de cálculo como CSV (en Excel: «Guardar como» → «CSV UTF-8») y vuelve a cargarlo.',
    );
  });

  it('shows where an email holds a character nobody sees', async () => {
    const read = await preview(bytes(Buffer.from('Nombre;Correo\r\nAna\u200B Pérez;ana\u200B@correo.pe\r\n', 'utf8')));
    expect(read.rows[0].name).toBe('Ana Pérez');
    expect(read.rows[0].problems).toEqual(['El correo «ana[invisible]@correo.pe» tiene un carácter invisible (marcado [invisible]): bórralo en la hoja y vuelve a cargarla.']);
  });
});

describe('the name as a roster writes it', () => {
  const rosters: Record<string, string> = {
    "'Apellidos;Nombres;Correo'": 'Apellidos;Nombres;Correo\r\nQuispe Mamani;Rosa Elena;rosa@correo.pe\r\nHuamán Torres;Elena;elena@correo.pe\r\n',
    "'Nombres,Apellidos,Correo'": 'Nombres,Apellidos,Correo\r\nRosa Elena,Quispe Mamani,rosa@correo.pe\r\nElena,Huamán Torres,elena@correo.pe\r\n',
    "'Apellido paterno;Apellido materno;Nombres;Correo'": 'Apellido paterno;Apellido materno;Nombres;Correo\r\nQuispe;Mamani;Rosa Elena;rosa@correo.pe\r\nHuamán;Torres;Elena;elena@correo.pe\r\n',
    "one 'Apellidos y nombres' column written 'SURNAMES, Names'": 'Apellidos y nombres;Correo\r\nQuispe Mamani, Rosa Elena;rosa@correo.pe\r\n"Huamán Torres,Elena";elena@correo.pe\r\n',
  };
  for (const [roster, csv] of Object.entries(rosters)) {
    it(`reads ${roster} as 'Nombres Apellidos'`, async () => {
      const read = await preview(bytes(Buffer.from(csv, 'utf8')));
      expect(read.rows.map((r) => [r.name, r.problems])).toEqual([
        ['Rosa Elena Quispe Mamani', []],
        ['Elena Huamán Torres', []],
      ]);
    });
  }

  it("keeps an 'Apellidos y nombres' without a comma as written, and misses a row without its names", async () => {
    const read = await preview(bytes(Buffer.from('Apellidos y nombres;Correo\r\nQuispe Mamani Rosa;rosa@correo.pe\r\n', 'utf8')));
    expect(read.rows[0].name).toBe('Quispe Mamani Rosa');
    const missing = await preview(bytes(Buffer.from('Apellidos;Nombres;Correo\r\nQuispe;;rosa@correo.pe\r\n', 'utf8')));
    expect(missing.rows[0].problems).toEqual(['Falta el nombre.']);
  });

  it("refuses a file with surnames but no names, naming the columns it takes", async () => {
    const res = await send('/preview', bytes(Buffer.from('Apellidos;Correo\r\nQuispe;rosa@correo.pe\r\n', 'utf8')));
    expect(res.status).toBe(400);
    expect((res.body as { message: string }).message).toBe(
      'La primera fila del archivo debe nombrar las columnas: Nombre (o Nombres y Apellidos) y Correo; si quieres, también Acceso hasta y Grupo.',
    );
  });
});
