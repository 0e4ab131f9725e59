/**
 * 'Importar estudiantes' (issue 36 §1) through app.request(): class lists as Excel and Google Sheets
 * save them (BOM or none, ',' or ';', quoted fields, CRLF or LF) read alike; the preview names each
 * row's problem in Spanish and writes nothing; the import creates the valid rows with the course and
 * one audit entry each, hands over the passwords once as a CSV without SMTP or mails welcome links
 * with it, reports its progress, takes 500 rows, and a failure half-way leaves nothing behind.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import Papa from 'papaparse';
import { passwordProblem } from '../../src/shared/password-rules';
import { OPERATOR, signInOperator, type ActivityEntry } from './support/console';
import { type ApiAnswer, type TestApp, createTestApp, setUpTestApp } from './support/test-app';

interface PreviewRow {
  row: number;
  name: string;
  email: string;
  endsAt: string | null;
  problems: string[];
}
interface Preview {
  rows: PreviewRow[];
  valid: number;
  invalid: number;
}
type ImportEvent =
  | { type: 'progress'; step: string; done: number; total: number }
  | { type: 'done'; created: number; linksSent: number; passwordsCsv: string | null; batchId: number; generation: number | null }
  | { type: 'error'; message: string };

let t: TestApp;
let operator: string;

setUpTestApp((app) => (t = app));

beforeEach(async () => {
  // Noon in Lima on 15 March 2026.
  t.clock.now = Date.parse('2026-03-15T12:00:00-05:00');
  operator = await signInOperator(t);
});

const send = (app: TestApp, path: string, csv: string, token: string) =>
  app.call('POST', `/api/admin/imports${path}`, { token, raw: csv, headers: { 'Content-Type': 'text/csv; charset=utf-8' } });

async function preview(csv: string, app = t, token = operator): Promise<Preview> {
  const res = await send(app, '/preview', csv, token);
  expect(res.status, res.text).toBe(200);
  return res.body as Preview;
}

/** The import's stream of JSON lines. */
async function importCsv(csv: string, app = t, token = operator): Promise<ImportEvent[]> {
  const res: ApiAnswer = await send(app, '', csv, token);
  expect(res.status, res.text).toBe(200);
  expect(res.headers.get('content-type')).toContain('application/x-ndjson');
  return res.text
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as ImportEvent);
}

function resultOf(events: ImportEvent[]) {
  const last = events.at(-1)!;
  expect(last.type, JSON.stringify(last)).toBe('done');
  return last as Extract<ImportEvent, { type: 'done' }>;
}

async function activity(token = operator): Promise<ActivityEntry[]> {
  const res = await t.call('GET', '/api/admin/activity', { token });
  return (res.body as { entries: ActivityEntry[] }).entries;
}

const ANA = { name: 'Ana Pérez; hija', email: 'ana@correo.pe', endsAt: '2026-12-31', problems: [] };
const LUIS = { name: 'Luis "Lucho" Quispe', email: 'luis@correo.pe', endsAt: null, problems: [] };

describe('who may import', () => {
  it('answers 401 without a token and 403 to a student', async () => {
    const student = await t.login();
    for (const path of ['/preview', '']) {
      expect((await send(t, path, 'Nombre,Correo\nAna,ana@correo.pe\n', '')).status).toBe(401);
      const refused = await send(t, path, 'Nombre,Correo\nAna,ana@correo.pe\n', student);
      expect(refused.status).toBe(403);
      expect((refused.body as { message: string }).message).toBe('No tienes permisos para acceder a esa página.');
    }
    expect(await t.students.findByEmail('ana@correo.pe')).toBeUndefined();
  });
});

describe('the dialects spreadsheets save', () => {
  // Each file with the spreadsheet row its first student is on (a blank line keeps its number).
  const dialects: Record<string, [string, number]> = {
    'Excel in Spanish: BOM, ";" and CRLF': ['\uFEFFNombre;Correo electrónico;Acceso hasta;Grupo\r\n"Ana Pérez; hija";ANA@correo.pe;31/12/2026;\r\n"Luis ""Lucho"" Quispe";luis@correo.pe;;\r\n', 2],
    'Google Sheets: "," and LF, ISO dates': ['name,email,end date\n"Ana Pérez; hija",ana@correo.pe,2026-12-31\n"Luis ""Lucho"" Quispe",luis@correo.pe,\n', 2],
    'a BOM with "," and CRLF, blank lines and a trailing empty column': ['\uFEFFNOMBRE,CORREO,FIN,\r\n\r\n"Ana Pérez; hija", ana@correo.pe ,31-12-2026,\r\n"Luis ""Lucho"" Quispe",luis@correo.pe,,\r\n\r\n', 3],
  };
  for (const [dialect, [csv, first]] of Object.entries(dialects)) {
    it(`reads ${dialect}`, async () => {
      const read = await preview(csv);
      expect(read.rows.map((r) => ({ row: r.row, name: r.name, email: r.email, endsAt: r.endsAt, problems: r.problems }))).toEqual([
        { ...ANA, row: first },
        { ...LUIS, row: first + 1 },
      ]);
      expect(read).toMatchObject({ valid: 2, invalid: 0 });
    });
  }

  it('says in Spanish when the file has no header it knows or no rows', async () => {
    const noHeader = await send(t, '/preview', 'ana@correo.pe;Ana\r\n', operator);
    expect(noHeader.status).toBe(400);
    expect((noHeader.body as { message: string }).message).toBe(
      'La primera fila del archivo debe nombrar las columnas: Nombre (o Nombres y Apellidos) y Correo; si quieres, también Acceso hasta y Grupo.',
    );
    const empty = await send(t, '/preview', 'Nombre;Correo\r\n', operator);
    expect((empty.body as { message: string }).message).toBe('El archivo no tiene estudiantes: después de la fila de encabezados no hay ninguna fila con datos.');
  });
});

describe('the preview', () => {
  it('names each row’s problem in Spanish and writes nothing', async () => {
    const csv = [
      'Nombre;Correo;Acceso hasta',
      'Ana Pérez;ana@correo.pe;31/12/2026',
      'Sin Arroba;sin-arroba.correo.pe;',
      'Ana Otra;ANA@correo.pe;',
      'Demo;estudiante@academia.pe;',
      'Fecha Rara;fecha@correo.pe;31/02/2026',
      'Fecha Pasada;pasada@correo.pe;01/03/2026',
      ';sinnombre@correo.pe;',
    ].join('\r\n');
    const read = await preview(csv);
    expect(read.rows.map((r) => [r.row, r.problems])).toEqual([
      [2, []],
      [3, ['El correo «sin-arroba.correo.pe» no es válido.']],
      [4, ['El correo está repetido en el archivo (fila 2).']],
      [5, ['Ya es estudiante de la academia.']],
      [6, ['No se entiende la fecha «31/02/2026»: escríbela como 31/12/2026 o 2026-12-31.']],
      [7, ['La fecha de fin del acceso ya pasó.']],
      [8, ['Falta el nombre.']],
    ]);
    expect(read).toMatchObject({ valid: 1, invalid: 6 });
    expect(await t.students.findByEmail('ana@correo.pe')).toBeUndefined();
    expect(await activity()).toEqual([]);
  });
});

describe('the import', () => {
  it('creates the valid rows with the course, one audit entry each, and hands the passwords over once as a CSV', async () => {
    const csv = '\uFEFFNombre;Correo;Acceso hasta\r\nAna Pérez;ana@correo.pe;31/12/2026\r\nmal;correo-malo;\r\nLuis Quispe;luis@correo.pe;\r\n';
    const events = await importCsv(csv);
    expect(events[0]).toEqual({ type: 'progress', step: 'passwords', done: 0, total: 2 });
    expect(events).toContainEqual({ type: 'progress', step: 'saving', done: 2, total: 2 });
    const result = resultOf(events);
    expect(result).toMatchObject({ created: 2, linksSent: 0 });
    const handed = Papa.parse<string[]>(result.passwordsCsv!.replace(/^\uFEFF/, ''), { skipEmptyLines: true }).data;
    expect(handed[0]).toEqual(['Nombre', 'Correo', 'Contraseña']);
    expect(handed.slice(1).map((r) => r.slice(0, 2))).toEqual([
      ['Ana Pérez', 'ana@correo.pe'],
      ['Luis Quispe', 'luis@correo.pe'],
    ]);
    // Each password signs its student in, and the course came with the end date of the file.
    const token = await t.login('ana@correo.pe', handed[1][2]);
    const courses = (await t.call('GET', '/api/auth/me/courses', { token })).body as { accessEndsAt: string | null }[];
    expect(courses.map((c) => c.accessEndsAt)).toEqual(['2026-12-31']);
    await t.login('luis@correo.pe', handed[2][2]);
    const entries = await activity();
    expect(entries.filter((e) => e.action === 'import-student').map((e) => [e.target?.email, e.operator?.email, e.details])).toEqual(
      expect.arrayContaining([
        ['ana@correo.pe', OPERATOR.email, { endsAt: '2026-12-31', row: 2, group: null, batchId: result.batchId }],
        ['luis@correo.pe', OPERATOR.email, { endsAt: null, row: 4, group: null, batchId: result.batchId }],
      ]),
    );
    expect(entries).toHaveLength(2);
    // The same file again: both are students now, so nothing is left to import.
    const again = await send(t, '', csv, operator);
    expect(again.status).toBe(400);
    expect((again.body as { message: string }).message).toBe('Ninguna fila del archivo se puede importar: corrige los problemas de la vista previa.');
  });

  it('takes 500 rows in one go, reporting its progress', async () => {
    const rows = Array.from({ length: 500 }, (_, i) => `"Estudiante ${i + 1}, Curso 2026";estudiante${i + 1}@clase.pe;31/12/2026`);
    const started = Date.now();
    const events = await importCsv(['Nombre;Correo;Acceso hasta', ...rows].join('\r\n'));
    const seconds = (Date.now() - started) / 1000;
    const result = resultOf(events);
    expect(result.created).toBe(500);
    // Every password is handed over as it is (none with the CSV's formula guard in front) and meets the rules.
    const handed = Papa.parse<string[]>(result.passwordsCsv!.replace(/^\uFEFF/, ''), { skipEmptyLines: true }).data.slice(1);
    expect(handed).toHaveLength(500);
    expect(handed.filter(([, , password]) => password.startsWith("'") || passwordProblem(password) !== null).map(([, , password]) => password)).toEqual([]);
    const progress = events.filter((e) => e.type === 'progress' && e.step === 'passwords').map((e) => (e as { done: number }).done);
    expect(progress.length).toBeGreaterThan(100);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    expect(progress.at(-1)).toBe(500);
    const list = (await t.call('GET', '/api/admin/students?q=clase.pe', { token: operator })).body as { total: number };
    expect(list.total).toBe(500);
    expect((await activity()).length).toBe(50);
    console.info(`500-row import: ${seconds.toFixed(1)} s`);
  }, 180_000);

  it('leaves nothing written when a write fails half-way', async () => {
    // The database refuses the audit entry of the third student: the transaction must take the
    // two accounts and entries before it back.
    await t.database.exec(`
      CREATE OR REPLACE FUNCTION refuse_third_import() RETURNS trigger AS $$
      BEGIN
        IF NEW.action = 'import-student' AND (NEW.details->>'row')::int = 4 THEN RAISE EXCEPTION 'disk full'; END IF;
        RETURN NEW;
      END $$ LANGUAGE plpgsql;
      CREATE TRIGGER refuse_third_import BEFORE INSERT ON audit_log FOR EACH ROW EXECUTE FUNCTION refuse_third_import();`);
    try {
      const events = await importCsv('Nombre,Correo\nUno,uno@correo.pe\nDos,dos@correo.pe\nTres,tres@correo.pe\nCuatro,cuatro@correo.pe\n');
      expect(events.at(-1)).toEqual({ type: 'error', message: 'La importación falló y no se creó ningún estudiante. Inténtalo de nuevo.' });
      for (const email of ['uno@correo.pe', 'dos@correo.pe', 'tres@correo.pe', 'cuatro@correo.pe']) expect(await t.students.findByEmail(email)).toBeUndefined();
      expect(await activity()).toEqual([]);
      // Nor a batch of accounts waiting for their access.
      expect(((await t.call('GET', '/api/admin/imports/batches', { token: operator })).body as { total: number }).total).toBe(0);
    } finally {
      await t.database.exec('DROP TRIGGER refuse_third_import ON audit_log; DROP FUNCTION refuse_third_import();');
    }
  });

  it('refuses a file over its size limit', async () => {
    const big = `Nombre,Correo\n${'x'.repeat(300 * 1024)},a@b.pe\n`;
    const res = await send(t, '/preview', big, operator);
    expect(res.status).toBe(413);
    expect((res.body as { message: string }).message).toBe('El archivo es demasiado grande: divídelo en varios archivos.');
  });
});

describe('with SMTP', () => {
  let smtp: TestApp;
  beforeAll(async () => {
    smtp = await createTestApp({ mailDelivery: 'smtp' });
  });
  afterAll(async () => {
    await smtp?.close();
  });

  it('mails each new student a welcome link and hands over no password', async () => {
    // Another operator: with DATABASE_URL both apps share one database, where the first one's operator exists.
    const token = await signInOperator(smtp, { email: 'segunda.operadora@academia.pe', name: 'Sara Segunda', password: 'Consola2026!' });
    expect((await preview('Nombre;Correo\r\nAna;ana@correo.pe\r\n', smtp, token)) as unknown).toMatchObject({ delivery: 'link' });
    const events = await importCsv('Nombre;Correo\r\nAna;ana@correo.pe\r\nLuis;luis@correo.pe\r\n', smtp, token);
    expect(resultOf(events)).toEqual({ type: 'done', created: 2, linksSent: 2, passwordsCsv: null, batchId: expect.any(Number), generation: null });
    expect(events).toContainEqual({ type: 'progress', step: 'mail', done: 2, total: 2 });
    expect(smtp.mail.map((m) => [m.to, m.subject])).toEqual([
      ['ana@correo.pe', 'Te damos la bienvenida a Naturalización Perú: crea tu contraseña'],
      ['luis@correo.pe', 'Te damos la bienvenida a Naturalización Perú: crea tu contraseña'],
    ]);
  });
});
