/**
 * Outgoing mail behind one interface, built on nodemailer. By default (embedded, nothing to install)
 * each message is composed by nodemailer's stream transport and written as an RFC 5322 .eml file to
 * DATA_DIR/mail, and its path is logged: the operator can open or forward it. With SMTP_URL the
 * message goes to that mail server; a failed send is logged and tried again a few times, since the
 * student who asked for it has long had their answer.
 */
import { randomBytes } from 'node:crypto';
import { renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import nodemailer from 'nodemailer';
import type { MailConfig } from '../config';
import { ensurePrivateDir, PRIVATE_FILE_MODE, shortCause } from './data-dir';
import { logger } from './logger';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  /** Where messages go, for the start-up log (never the SMTP password). */
  readonly description: string;
  /**
   * Delivers the message: written to the outbox, or accepted by the SMTP server (retried after a
   * failure). Resolves once delivered; rejects when every attempt failed. Every failure is logged
   * here, so a caller that has no one to tell may ignore the rejection.
   */
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/** Waits before the 2nd, 3rd and 4th SMTP attempts: about half a minute in all. */
export const SMTP_RETRY_DELAYS_MS: readonly number[] = [1_000, 5_000, 25_000];

export interface MailerOptions {
  retryDelaysMs?: readonly number[];
  /** Where the mailer reports (console by default; tests listen). */
  log?: { info: (line: string) => void; error: (line: string) => void };
}

export function createMailer(config: MailConfig, options: MailerOptions = {}): Mailer {
  const log = options.log ?? { info: (line) => logger.info(line), error: (line) => logger.error(line) };
  return config.smtpUrl
    ? smtpMailer(config.smtpUrl, config.from, options.retryDelaysMs ?? SMTP_RETRY_DELAYS_MS, log)
    : outboxMailer(config.outboxDir, config.from, log);
}

type Log = NonNullable<MailerOptions['log']>;

function outboxMailer(outboxDir: string, from: string, log: Log): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    description: `archivos .eml en ${outboxDir}`,
    async send(mail) {
      try {
        const info = await transport.sendMail({ from, ...mail });
        // The folder may have been removed since the last message: made (private) every time.
        ensurePrivateDir(outboxDir);
        const stamp = new Date().toISOString().replace(/[:.]/g, '-');
        const file = path.join(outboxDir, `${stamp}-${randomBytes(4).toString('hex')}.eml`);
        // 'wx': a name is never reused; 0600 like everything else in DATA_DIR (the link opens an account).
        // Written under another name, then renamed: whoever reads the folder never sees half a message.
        const partial = `${file}.part`;
        writeFileSync(partial, info.message as Buffer, { mode: PRIVATE_FILE_MODE, flag: 'wx' });
        renameSync(partial, file);
        log.info(`Correo para ${mail.to} guardado en ${file}`);
      } catch (error) {
        log.error(`No se pudo guardar el correo para ${mail.to} en ${outboxDir}: ${shortCause(error)}`);
        throw error;
      }
    },
    close: () => transport.close(),
  };
}

function smtpMailer(smtpUrl: string, from: string, retryDelaysMs: readonly number[], log: Log): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  const url = new URL(smtpUrl);
  const server = `${url.protocol}//${url.host}`;
  const attempts = retryDelaysMs.length + 1;
  return {
    description: `SMTP ${server}`,
    async send(mail) {
      for (let attempt = 1; ; attempt += 1) {
        try {
          await transport.sendMail({ from, ...mail });
          log.info(`Correo para ${mail.to} enviado por ${server}`);
          return;
        } catch (error) {
          const cause = shortCause(error);
          if (attempt >= attempts) {
            log.error(`No se pudo enviar el correo para ${mail.to} por ${server} (intento ${attempt} de ${attempts}): ${cause}. Se abandona.`);
            throw new Error(`No se pudo enviar el correo para ${mail.to}: ${cause}`, { cause: error });
          }
          const delay = retryDelaysMs[attempt - 1];
          log.error(`No se pudo enviar el correo para ${mail.to} por ${server} (intento ${attempt} de ${attempts}): ${cause}. Nuevo intento en ${Math.ceil(delay / 1000)} s.`);
          await sleep(delay);
        }
      }
    },
    close: () => transport.close(),
  };
}
