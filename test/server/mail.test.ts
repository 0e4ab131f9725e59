/**
 * The mail transports (issue 19): by default an RFC 5322 .eml file per message in DATA_DIR/mail
 * (private, its path logged); with SMTP_URL a real SMTP conversation, here with an smtp-server the
 * test starts on a loopback port, retried after a failure. Also the whole path: /forgot-password
 * through SMTP to a link that sets the password, and the same 202 while the mail server fails.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createMailer, type MailerOptions } from '../../server/lib/mail';
import { freePort } from '../support/free-port';
import { linkIn, parseMessage } from '../support/eml';
import { createTestApp, DEMO_STUDENT, TEST_PUBLIC_URL, type TestApp } from './support/test-app';

const FROM = 'Naturalización Perú <no-reply@academia.test>';
const LINK = `${TEST_PUBLIC_URL}/reset-password?token=${'Ab-_'.repeat(10)}xyz`;
const MESSAGE = {
  to: 'ana.perez@academia.pe',
  subject: 'Crea una nueva contraseña - Naturalización Perú',
  text: `Hola, Ana Pérez:\n\nAbre este enlace para elegir tu contraseña (señal: ñandú):\n\n${LINK}\n`,
  html: `<p>Hola, Ana Pérez:</p><p><a href="${LINK}">Crear una nueva contraseña</a></p>`,
};

/** A mailer log the test reads. */
function recordingLog() {
  const lines = { info: [] as string[], error: [] as string[] };
  const log: MailerOptions['log'] = { info: (line) => lines.info.push(line), error: (line) => lines.error.push(line) };
  return { lines, log };
}

let dir: string;

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'academia-mail-'));
});

afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

describe('the default transport: .eml files in DATA_DIR/mail', () => {
  it('writes one private RFC 5322 file per message, logs its path, and the file reads back with its link', async () => {
    const outboxDir = path.join(dir, 'mail');
    const { lines, log } = recordingLog();
    const mailer = createMailer({ outboxDir, from: FROM }, { log });
    expect(mailer.description).toBe(`archivos .eml en ${outboxDir}`);

    await mailer.send(MESSAGE);
    await mailer.send({ ...MESSAGE, to: 'otro@academia.pe' });

    const files = readdirSync(outboxDir).sort();
    expect(files).toHaveLength(2);
    for (const file of files) expect(file).toMatch(/^\d{4}-\d\d-\d\dT[\d-]+Z-[0-9a-f]{8}\.eml$/);
    expect(statSync(outboxDir).mode & 0o777).toBe(0o700);
    for (const file of files) expect(statSync(path.join(outboxDir, file)).mode & 0o777).toBe(0o600);
    expect(lines.error).toEqual([]);
    expect(lines.info).toHaveLength(2);
    for (const file of files) expect(lines.info.filter((line) => /^Correo para \S+@academia\.pe guardado en /.test(line) && line.endsWith(path.join(outboxDir, file)))).toHaveLength(1);

    const messages = files.map((file) => parseMessage(readFileSync(path.join(outboxDir, file), 'utf8')));
    const toAna = messages.find((message) => message.headers.get('to') === MESSAGE.to)!;
    expect(toAna).toBeDefined();
    expect(toAna.headers.get('from')).toBe(FROM);
    expect(toAna.headers.get('subject')).toBe(MESSAGE.subject);
    expect(toAna.headers.get('mime-version')).toBe('1.0');
    expect(Date.parse(toAna.headers.get('date')!)).toBeGreaterThan(Date.now() - 60_000);
    expect(toAna.text).toBe(MESSAGE.text);
    expect(linkIn(toAna.text).href).toBe(LINK);
    expect(toAna.html).toBe(MESSAGE.html);
  });

  it('a message that cannot be written is logged and rejected', async () => {
    // A file where the outbox's parent folder should be.
    writeFileSync(path.join(dir, 'blocked'), 'not a folder');
    const { lines, log } = recordingLog();
    const mailer = createMailer({ outboxDir: path.join(dir, 'blocked', 'mail'), from: FROM }, { log });
    await expect(mailer.send(MESSAGE)).rejects.toThrow();
    expect(lines.error).toEqual([expect.stringMatching(/^No se pudo guardar el correo para ana\.perez@academia\.pe en .*blocked\/mail: /)]);
    expect(lines.info).toEqual([]);
  });
});

interface Received {
  from: string | undefined;
  to: string[];
  user: string | undefined;
  raw: string;
}

/** An SMTP server on a loopback port that keeps what it accepts; `refuse` answers the next DATA with 451. */
async function startSmtp() {
  const received: Received[] = [];
  const state = { refuse: 0 };
  const server = new SMTPServer({
    // Plain SMTP on the loopback: no STARTTLS (a self-signed certificate would be refused), login allowed.
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === 'academia' && auth.password === 's3creta') callback(null, { user: auth.username });
      else callback(new Error('Credenciales SMTP incorrectas'));
    },
    onData(stream, session, callback) {
      let raw = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => (raw += chunk));
      stream.on('end', () => {
        if (state.refuse > 0) {
          state.refuse -= 1;
          callback(Object.assign(new Error('Servicio no disponible, inténtalo luego'), { responseCode: 451 }));
          return;
        }
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : undefined,
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          user: session.user,
          raw,
        });
        callback();
      });
    },
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', () => resolve()));
  return {
    port,
    url: `smtp://academia:s3creta@127.0.0.1:${port}`,
    received,
    state,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('SMTP_URL: sending through an SMTP server', () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;

  beforeEach(async () => {
    smtp = await startSmtp();
  });

  afterEach(async () => {
    await smtp.close();
  });

  it('logs in with the URL’s credentials and delivers the message with its link', async () => {
    const { lines, log } = recordingLog();
    const mailer = createMailer({ outboxDir: path.join(dir, 'mail'), smtpUrl: smtp.url, from: FROM }, { log });
    // The description never shows the password.
    expect(mailer.description).toBe(`SMTP smtp://127.0.0.1:${smtp.port}`);
    await mailer.send(MESSAGE);
    mailer.close();

    expect(smtp.received).toHaveLength(1);
    const [got] = smtp.received;
    expect(got.user).toBe('academia');
    expect(got.from).toBe('no-reply@academia.test');
    expect(got.to).toEqual([MESSAGE.to]);
    const parsed = parseMessage(got.raw);
    expect(parsed.headers.get('subject')).toBe(MESSAGE.subject);
    expect(linkIn(parsed.text).href).toBe(LINK);
    expect(lines.info).toEqual([`Correo para ${MESSAGE.to} enviado por smtp://127.0.0.1:${smtp.port}`]);
    expect(lines.error).toEqual([]);
    // Nothing was written to the outbox.
    expect(() => readdirSync(path.join(dir, 'mail'))).toThrow();
  });

  it('logs a failed send and tries again until the server takes it', async () => {
    smtp.state.refuse = 2;
    const { lines, log } = recordingLog();
    const mailer = createMailer({ outboxDir: dir, smtpUrl: smtp.url, from: FROM }, { log, retryDelaysMs: [20, 20, 20] });
    await mailer.send(MESSAGE);
    mailer.close();
    expect(smtp.received).toHaveLength(1);
    expect(lines.error).toEqual([
      expect.stringMatching(/^No se pudo enviar el correo para ana\.perez@academia\.pe por smtp:\/\/127\.0\.0\.1:\d+ \(intento 1 de 4\): .*451.*Nuevo intento en 1 s\.$/),
      expect.stringMatching(/\(intento 2 de 4\): .*Nuevo intento en 1 s\.$/),
    ]);
  });

  it('gives up after the last retry: every attempt is logged and send() rejects', async () => {
    smtp.state.refuse = 10;
    const { lines, log } = recordingLog();
    const mailer = createMailer({ outboxDir: dir, smtpUrl: smtp.url, from: FROM }, { log, retryDelaysMs: [10, 10] });
    await expect(mailer.send(MESSAGE)).rejects.toThrow(/^No se pudo enviar el correo para ana\.perez@academia\.pe: /);
    mailer.close();
    expect(smtp.received).toEqual([]);
    expect(lines.error).toHaveLength(3);
    expect(lines.error[2]).toMatch(/\(intento 3 de 3\): .*Se abandona\.$/);
  });

  it('wrong credentials are a failure like any other (logged, retried, rejected)', async () => {
    const { lines, log } = recordingLog();
    const url = `smtp://academia:otra@127.0.0.1:${smtp.port}`;
    const mailer = createMailer({ outboxDir: dir, smtpUrl: url, from: FROM }, { log, retryDelaysMs: [10] });
    await expect(mailer.send(MESSAGE)).rejects.toThrow();
    mailer.close();
    expect(lines.error).toHaveLength(2);
    expect(lines.error.join('\n')).not.toContain('otra');
  });
});

describe('the whole path through SMTP: forgot password → message → new password', () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let t: TestApp;
  const { lines, log } = recordingLog();

  beforeAll(async () => {
    smtp = await startSmtp();
    t = await createTestApp({ mailer: createMailer({ outboxDir: '/nonexistent', smtpUrl: smtp.url, from: FROM }, { log, retryDelaysMs: [20, 20] }) });
  });

  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it('the student receives the link by SMTP and sets a new password with it', async () => {
    const res = await t.call('POST', '/api/auth/forgot-password', { json: { email: DEMO_STUDENT.email } });
    expect(res.status).toBe(202);
    await expect.poll(() => smtp.received.length, { timeout: 10_000 }).toBe(1);
    const message = parseMessage(smtp.received[0].raw);
    expect(message.headers.get('to')).toBe(DEMO_STUDENT.email);
    const link = linkIn(message.text);
    expect(link.origin).toBe(TEST_PUBLIC_URL);
    const done = await t.call('POST', '/api/auth/reset-password', {
      json: { token: link.searchParams.get('token'), newPassword: 'PorSmtp2026!', confirmPassword: 'PorSmtp2026!' },
    });
    expect(done.status).toBe(200);
    expect((await t.call('POST', '/api/auth/login', { json: { email: DEMO_STUDENT.email, password: 'PorSmtp2026!' } })).status).toBe(200);
  });

  it('while the mail server fails, the answer is the same 202; the failure is logged and the send retried', async () => {
    await t.reset();
    smtp.received.length = 0;
    lines.error.length = 0;
    smtp.state.refuse = 1;
    const res = await t.call('POST', '/api/auth/forgot-password', { json: { email: DEMO_STUDENT.email } });
    expect(res.status).toBe(202);
    expect(res.body).toEqual({
      message: 'Si el correo está registrado, te enviamos un enlace para crear una nueva contraseña. Revisa tu bandeja de entrada y la carpeta de spam.',
    });
    await expect.poll(() => smtp.received.length, { timeout: 10_000 }).toBe(1);
    expect(lines.error).toEqual([expect.stringMatching(/\(intento 1 de 3\): .*451/)]);
  });
});
