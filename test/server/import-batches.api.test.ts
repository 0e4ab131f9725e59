/**
 * An import cut half-way never leaves accounts nobody can enter (issue 54 §2). Each test starts an
 * import through app.request(), reads its stream as the console does and cancels the reader at one
 * step (the connection lost, the page left): while the passwords are made, nothing is created and
 * the file imports again; once the accounts are saved, the console's API lists the batch with the
 * accounts still waiting and gives every one of them a way in (new passwords, or welcome links with
 * SMTP, also after a mail server that stopped answering mid-send), until it was delivered.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import Papa from 'papaparse';
import type { OutgoingMail } from '../../server/lib/mail';
import { hashPassword } from '../../server/lib/passwords';
import { signInOperator } from './support/console';
import { type TestApp, createTestApp, setUpTestApp } from './support/test-app';

interface Batch {
  id: number;
  fileName: string;
  students: number;
  pending: number;
  unactivated: number;
  operator: { email: string } | null;
}
interface BatchPage {
  batches: Batch[];
  total: number;
  delivery: 'link' | 'passwords';
}
type Event = { type: string; step?: string; done?: number; passwordsCsv?: string | null; batchId?: number; generation?: number | null };

let t: TestApp;
let operator: string;
let logged: MockInstance<typeof console.log>;

setUpTestApp((app) => (t = app));

beforeEach(async () => {
  t.clock.now = Date.parse('2026-03-15T12:00:00-05:00');
  operator = await signInOperator(t);
  logged = vi.spyOn(console, 'log');
});

afterEach(() => {
  logged.mockRestore();
});

const classOf = (n: number, domain = 'clase.pe') => ['Nombre;Correo', ...Array.from({ length: n }, (_, i) => `Estudiante ${i + 1};e${i + 1}@${domain}`)].join('\r\n');

/**
 * Starts an import as the console does and reads its stream until `cutWhen` says so, then cancels
 * the reader (the connection is gone); the events read until then.
 */
async function importCutAt(app: TestApp, token: string, csv: string, cutWhen: (event: Event) => boolean): Promise<Event[]> {
  const env = { incoming: { socket: { remoteAddress: '198.51.100.7', remotePort: 40000, remoteFamily: 'IPv4' } } };
  const res = await app.app.request(
    '/api/admin/imports?file=clase-marzo.csv',
    { method: 'POST', headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'text/csv' }, body: new TextEncoder().encode(csv) },
    env,
  );
  expect(res.status).toBe(200);
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
  const events: Event[] = [];
  let buffered = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) throw new Error(`the import ended before the cut: ${JSON.stringify(events.at(-1))}`);
    buffered += value;
    const lines = buffered.split('\n');
    buffered = lines.pop() ?? '';
    for (const line of lines.filter(Boolean)) {
      events.push(JSON.parse(line) as Event);
      if (cutWhen(events.at(-1)!)) {
        await reader.cancel();
        return events;
      }
    }
  }
}

async function batches(app = t, token = operator): Promise<BatchPage> {
  const res = await app.call('GET', '/api/admin/imports/batches', { token });
  expect(res.status, res.text).toBe(200);
  return res.body as BatchPage;
}

/** Waits until the server has done with the cut import: its batch lists `students` accounts. */
async function batchOf(students: number, app = t, token = operator): Promise<Batch> {
  let found: Batch | undefined;
  await vi.waitFor(
    async () => {
      found = (await batches(app, token)).batches[0];
      expect(found?.students).toBe(students);
    },
    { timeout: 60_000, interval: 200 },
  );
  return found!;
}

const rowsOf = (csv: string) => Papa.parse<string[]>(csv.replace(/^\uFEFF/, ''), { skipEmptyLines: true }).data.slice(1);

describe('an import cut while the passwords are made', () => {
  it('stops and creates nobody; the same file imports again', async () => {
    const csv = classOf(40);
    const events = await importCutAt(t, operator, csv, (e) => e.step === 'passwords' && (e.done ?? 0) >= 4);
    expect(events.at(-1)).toMatchObject({ type: 'progress', step: 'passwords', done: 4, total: 40 });
    await vi.waitFor(() => expect(logged.mock.calls.some(([line]) => String(line).includes('La importación se detuvo antes de guardar'))).toBe(true), {
      timeout: 60_000,
      interval: 100,
    });
    expect(await t.students.findByEmail('e1@clase.pe')).toBeUndefined();
    expect((await batches()).total).toBe(0);
    const preview = await t.call('POST', '/api/admin/imports/preview', { token: operator, raw: csv, headers: { 'Content-Type': 'text/csv' } });
    expect(preview.body).toMatchObject({ valid: 40, invalid: 0 });
  }, 120_000);
});

describe('an import cut once the accounts are being saved', () => {
  it('lists the batch with every account waiting, and new passwords let each one in', async () => {
    const csv = classOf(6);
    await importCutAt(t, operator, csv, (e) => e.step === 'saving');
    const batch = await batchOf(6);
    expect(batch).toMatchObject({ fileName: 'clase-marzo.csv', students: 6, pending: 6, unactivated: 6, operator: { email: 'operadora@academia.pe' } });
    expect((await batches()).delivery).toBe('passwords');

    // Importing the file again names where their access is, instead of a bare 'Ya es estudiante'.
    const again = await t.call('POST', '/api/admin/imports/preview', { token: operator, raw: csv, headers: { 'Content-Type': 'text/csv' } });
    expect((again.body as { rows: { problems: string[] }[] }).rows[0].problems).toEqual([
      'Ya es estudiante: lo creó la importación del 15/03/2026 y aún no recibió sus datos de acceso. Entrégaselos en «Importaciones anteriores», en esta página.',
    ]);

    const issued = await t.call('POST', `/api/admin/imports/batches/${batch.id}/passwords`, { token: operator, json: { scope: 'pending' } });
    expect(issued.status, issued.text).toBe(200);
    const { passwordsCsv, generation, count } = issued.body as { passwordsCsv: string; generation: number; count: number };
    expect(count).toBe(6);
    const handed = rowsOf(passwordsCsv);
    expect(handed.map((r) => r[1])).toEqual(Array.from({ length: 6 }, (_, i) => `e${i + 1}@clase.pe`));
    for (const [, email, password] of handed) await t.login(email, password);

    // Until the console says the file was saved, the accounts still wait; an older file's word changes nothing.
    expect((await batches()).batches[0].pending).toBe(6);
    const stale = await t.call('POST', `/api/admin/imports/batches/${batch.id}/handed`, { token: operator, json: { generation: generation - 1 } });
    expect(stale.body).toEqual({ handed: 0 });
    const saved = await t.call('POST', `/api/admin/imports/batches/${batch.id}/handed`, { token: operator, json: { generation } });
    expect(saved.body).toEqual({ handed: 6 });
    expect((await batches()).batches[0].pending).toBe(0);
    const none = await t.call('POST', `/api/admin/imports/batches/${batch.id}/passwords`, { token: operator, json: { scope: 'pending' } });
    expect(none.status).toBe(409);
    expect((none.body as { message: string }).message).toBe('Todas las cuentas de esta importación ya recibieron sus datos de acceso.');

    const entries = (await t.call('GET', '/api/admin/activity', { token: operator })).body as { entries: { action: string; details: Record<string, unknown> }[] };
    expect(entries.entries[0]).toMatchObject({ action: 'reissue-import-passwords', details: { batchId: batch.id, scope: 'pending', count: 6, generation } });
  }, 120_000);

  it('a lost file of passwords is replaced for the accounts that never set their own, and only for them', async () => {
    const csv = classOf(3, 'perdido.pe');
    const events = await importCutAt(t, operator, csv, (e) => e.type === 'done');
    const done = events.at(-1)!;
    const first = rowsOf(done.passwordsCsv!);
    await t.call('POST', `/api/admin/imports/batches/${done.batchId}/handed`, { token: operator, json: { generation: done.generation } });
    expect((await batches()).batches[0]).toMatchObject({ pending: 0, unactivated: 3 });
    // One student already chose a password of their own.
    const own = await t.students.findByEmail('e1@perdido.pe');
    await t.students.setPassword(own!.id, await hashPassword('MiPropiaClave2026!'));

    const issued = await t.call('POST', `/api/admin/imports/batches/${done.batchId}/passwords`, { token: operator, json: { scope: 'unactivated' } });
    const second = rowsOf((issued.body as { passwordsCsv: string }).passwordsCsv);
    expect(second.map((r) => r[1])).toEqual(['e2@perdido.pe', 'e3@perdido.pe']);
    await t.login('e2@perdido.pe', second[0][2]);
    const old = await t.call('POST', '/api/auth/login', { json: { email: 'e2@perdido.pe', password: first[1][2] } });
    expect(old.status).toBe(401);
    await t.login('e1@perdido.pe', 'MiPropiaClave2026!');
    expect((await batches()).batches[0]).toMatchObject({ pending: 2, unactivated: 2 });
  }, 120_000);

  it('answers 404 for a batch that does not exist and 403 to a student', async () => {
    const missing = await t.call('POST', '/api/admin/imports/batches/999/passwords', { token: operator, json: {} });
    expect(missing.status).toBe(404);
    expect((missing.body as { message: string }).message).toBe('No existe esa importación.');
    const student = await t.login();
    expect((await t.call('GET', '/api/admin/imports/batches', { token: student })).status).toBe(403);
  });
});

describe('with SMTP, an import cut while the welcome links are mailed', () => {
  let smtp: TestApp;
  const sent: OutgoingMail[] = [];
  /** The mail server stops answering after `answering` messages (a crash mid-send, as far as the import can tell). */
  let answering = Number.POSITIVE_INFINITY;
  beforeAll(async () => {
    smtp = await createTestApp({
      mailDelivery: 'smtp',
      mailer: {
        description: 'test',
        send: (message) => {
          if (sent.length >= answering) return new Promise<void>(() => undefined);
          sent.push(message);
          return Promise.resolve();
        },
        close: () => undefined,
      },
    });
  });
  afterAll(async () => {
    await smtp?.close();
  });

  it('lists the accounts whose link never went out and mails each a new one that lets them in', async () => {
    const token = await signInOperator(smtp, { email: 'segunda.operadora@academia.pe', name: 'Sara Segunda', password: 'Consola2026!' });
    answering = 1;
    const events = await importCutAt(smtp, token, classOf(4, 'correo.pe'), (e) => e.step === 'mail' && e.done === 1);
    expect(events.at(-1)).toMatchObject({ type: 'progress', step: 'mail', done: 1, total: 4 });
    const batch = await batchOf(4, smtp, token);
    expect(batch).toMatchObject({ pending: 3, unactivated: 4 });
    expect((await batches(smtp, token)).delivery).toBe('link');

    // The mail server answers again (the server restarted): the operator mails the three their links.
    answering = Number.POSITIVE_INFINITY;
    const resent = await smtp.call('POST', `/api/admin/imports/batches/${batch.id}/links`, { token, json: { scope: 'pending' } });
    expect(resent.status, resent.text).toBe(200);
    expect(resent.body).toEqual({ sent: 3, failed: 0 });
    expect(sent.map((m) => m.to)).toEqual(['e1@correo.pe', 'e2@correo.pe', 'e3@correo.pe', 'e4@correo.pe']);
    for (const message of sent) {
      const link = /https:\/\/\S+reset-password\?token=[\w-]+/.exec(message.text)![0];
      const set = await smtp.call('POST', '/api/auth/reset-password', {
        json: { token: new URL(link).searchParams.get('token'), newPassword: 'NuevaClave2026!', confirmPassword: 'NuevaClave2026!' },
      });
      expect(set.status, set.text).toBe(200);
      await smtp.login(message.to, 'NuevaClave2026!');
    }
    expect((await batches(smtp, token)).batches[0]).toMatchObject({ pending: 0, unactivated: 0 });
  }, 120_000);
});
