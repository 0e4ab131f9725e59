/**
 * One-time password links (issue 19): a random token (256 bits) mailed as
 * `{PUBLIC_URL}/reset-password?token=…`, stored only as its SHA-256, used once. 'reset' links (from
 * /forgot-password or the operator) are valid one hour, 'welcome' links (a new student sets their
 * first password) seven days. Asking again replaces the earlier link of that purpose.
 *
 * The academy console and the CLI call sendPasswordLink(); /api/auth/forgot-password calls
 * requestReset(), which does its work after the answer has gone (see there).
 */
import { createHash, randomBytes } from 'node:crypto';
import type { LinkPurpose, PasswordTokensRepository } from '../repositories/password-tokens.repository';
import type { Student } from '../repositories/students.repository';
import { tooManyRequests } from './http';
import type { Mailer, OutgoingMail } from './mail';
import type { Limit, RateLimiter } from './rate-limit';
import { logger } from './logger';

export type { LinkPurpose };

const HOUR_MS = 60 * 60 * 1000;

export const LINK_VALIDITY_MS: Readonly<Record<LinkPurpose, number>> = { reset: HOUR_MS, welcome: 7 * 24 * HOUR_MS };

/**
 * Password links mailed to one student (reset and welcome together), whoever asks (the student,
 * any address, the console, the CLI): a mailbox is never bombed with more than this.
 */
export const MAILBOX_LIMIT: Limit = { max: 5, windowMs: HOUR_MS };
/** Lock notices mailed to one student (one lock, one notice). */
export const LOCK_NOTICE_LIMIT: Limit = { max: 1, windowMs: HOUR_MS };

export const MAILBOX_LIMITED = 'Ya se enviaron varios correos a esta cuenta en la última hora. Inténtalo de nuevo más tarde.';

/** ≥ 128 bits asked; 256 cost nothing more. base64url: safe in a URL as is. */
const TOKEN_BYTES = 32;

/** A link's token as the database keeps it. */
export function hashLinkToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

export type LinkRecipient = Pick<Student, 'id' | 'email' | 'name'>;

export interface PasswordLinksDeps {
  tokens: PasswordTokensRepository;
  /** Finds a student by email (any case), for requestReset. */
  findByEmail: (email: string) => Promise<LinkRecipient | undefined>;
  mailer: Mailer;
  /** Counts the mail per mailbox (MAILBOX_LIMIT, LOCK_NOTICE_LIMIT). */
  limiter: Pick<RateLimiter, 'consume'>;
  /** PUBLIC_URL, without a trailing slash. */
  publicUrl: string;
  now?: () => number;
}

export function passwordLinks(deps: PasswordLinksDeps) {
  const now = deps.now ?? Date.now;
  /** Reset requests and lock notices run one after another, in the order they came, after their answers went out. */
  let queue: Promise<void> = Promise.resolve();

  /** Stores a new link for the student (the earlier one of that purpose stops working) and returns it. */
  async function newLink(student: LinkRecipient, purpose: LinkPurpose): Promise<string> {
    const token = randomBytes(TOKEN_BYTES).toString('base64url');
    const at = now();
    await deps.tokens.issue({ studentId: student.id, purpose, tokenHash: hashLinkToken(token), at, expiresAt: at + LINK_VALIDITY_MS[purpose] });
    return `${deps.publicUrl}/reset-password?token=${token}`;
  }

  /** A new link for the student, as the message that carries it. */
  async function issue(student: LinkRecipient, purpose: LinkPurpose): Promise<OutgoingMail> {
    const link = await newLink(student, purpose);
    return purpose === 'reset' ? resetMessage(student, link) : welcomeMessage(student, link, `${deps.publicUrl}/login`);
  }

  /** Runs `work` after every task queued before it; its failure is logged with `what`. */
  function later(what: string, work: () => Promise<void>): void {
    queue = queue.then(work).catch((error: unknown) => logger.error({ error: (error as Error).message.split('\n')[0] }, `No se pudo preparar ${what}`));
  }

  return {
    /**
     * Mails the student a new one-time link to set their password: 'reset' (valid 1 hour) or
     * 'welcome' (valid 7 days). Any earlier link of that purpose stops working at once. Resolves
     * when the message was delivered (written to the outbox, or accepted by the SMTP server after
     * up to SMTP_RETRY_DELAYS_MS retries); rejects when it could not be (every failure is logged),
     * and with a 429 (HttpError) when the mailbox had MAILBOX_LIMIT links this hour.
     * The password itself changes only when the student uses the link.
     */
    async sendPasswordLink(student: LinkRecipient, purpose: LinkPurpose): Promise<void> {
      const counted = await deps.limiter.consume(`mailbox:${student.id}`, MAILBOX_LIMIT);
      if (!counted.allowed) throw tooManyRequests(counted.retryAfterSeconds, MAILBOX_LIMITED);
      await deps.mailer.send(await issue(student, purpose));
    },

    /**
     * Without SMTP (issue 32 §9): a new one-time link, returned to be handed over by the operator
     * instead of mailed. Same rules as a mailed one; the caller shows it once and keeps no copy.
     */
    handOverLink: newLink,

    /**
     * For /forgot-password: returns at once, whether or not the email is registered, and looks the
     * student up, stores the link and hands the message to the mailer afterwards. The answer thus
     * costs the same for every email and says nothing about it; every failure is logged. Beyond
     * MAILBOX_LIMIT links this hour, nothing more is sent.
     */
    requestReset(email: string): void {
      later('el enlace para crear una nueva contraseña', async () => {
        const student = await deps.findByEmail(email);
        if (!student) return;
        const counted = await deps.limiter.consume(`mailbox:${student.id}`, MAILBOX_LIMIT);
        if (!counted.allowed) {
          logger.warn({ studentId: student.id }, `Enlace para crear una nueva contraseña no enviado: la cuenta ya recibió ${MAILBOX_LIMIT.max} correos en la última hora.`);
          return;
        }
        const message = await issue(student, 'reset');
        // Not awaited: SMTP retries must not hold up the requests queued behind this one. The
        // mailer logs every failure; nobody else is waiting for this one.
        deps.mailer.send(message).catch(() => undefined);
      });
    },

    /** Tells the student their sign-in was locked after many failures (once per lock), after the answer. */
    sendLockNotice(student: LinkRecipient): void {
      later('el aviso de bloqueo', async () => {
        const counted = await deps.limiter.consume(`lock-notice:${student.id}`, LOCK_NOTICE_LIMIT);
        if (counted.allowed) deps.mailer.send(lockNotice(student, `${deps.publicUrl}/forgot-password`)).catch(() => undefined);
      });
    },

    /** The student of a link that can still be used, without using it. */
    usable: (token: string): Promise<number | undefined> => deps.tokens.find(hashLinkToken(token), now()),

    /** Settles once every reset asked for so far has been prepared (tests, shut-down). */
    idle: (): Promise<void> => queue,

    /**
     * Uses the link if it is unused and unexpired now: returns its student, and every other open
     * link of that student ends too. Undefined for a used, expired or unknown token.
     */
    async redeem(token: string): Promise<number | undefined> {
      const at = now();
      const redeemed = await deps.tokens.redeem(hashLinkToken(token), at);
      if (!redeemed) return undefined;
      await deps.tokens.invalidateAll(redeemed.studentId, at);
      return redeemed.studentId;
    },
  };
}

export type PasswordLinks = ReturnType<typeof passwordLinks>;

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function htmlMessage(paragraphs: string[], link: string, button: string, after: string[]): string {
  const p = (text: string) => `<p style="margin:0 0 16px">${text}</p>`;
  return [
    '<!doctype html><html lang="es"><body style="font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:#1f2937">',
    ...paragraphs.map(p),
    `<p style="margin:24px 0"><a href="${escapeHtml(link)}" style="background:#c81e1e;color:#ffffff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:bold">${button}</a></p>`,
    p(`Si el botón no funciona, copia esta dirección en tu navegador:<br><a href="${escapeHtml(link)}">${escapeHtml(link)}</a>`),
    ...after.map(p),
    '</body></html>',
  ].join('\n');
}

function resetMessage(student: LinkRecipient, link: string): OutgoingMail {
  const greeting = `Hola, ${student.name}:`;
  const intro = 'Recibimos una solicitud para crear una nueva contraseña para tu cuenta de Naturalización Perú.';
  const validity = 'El enlace vale 1 hora y se puede usar una sola vez.';
  const ignore = 'Si no lo pediste, ignora este mensaje: tu contraseña actual sigue funcionando.';
  return {
    to: student.email,
    subject: 'Crea una nueva contraseña - Naturalización Perú',
    text: [greeting, '', intro, 'Abre este enlace para elegirla:', '', link, '', validity, ignore, '', 'Naturalización Perú - Academia', ''].join('\n'),
    html: htmlMessage([escapeHtml(greeting), intro], link, 'Crear una nueva contraseña', [validity, ignore]),
  };
}

function lockNotice(student: LinkRecipient, forgotUrl: string): OutgoingMail {
  const greeting = `Hola, ${student.name}:`;
  const what =
    'Hubo muchos intentos fallidos de iniciar sesión con tu correo en Naturalización Perú, así que bloqueamos el inicio de sesión de tu cuenta por un tiempo (hasta 1 hora).';
  const unlock = 'Para entrar ahora, crea una nueva contraseña: al crearla, la cuenta se desbloquea.';
  const notYou = 'Si no fuiste tú, alguien intentó adivinar tu contraseña: tu cuenta sigue protegida. Te recomendamos usar una contraseña que no uses en otros sitios.';
  return {
    to: student.email,
    subject: 'Bloqueamos el inicio de sesión de tu cuenta - Naturalización Perú',
    text: [greeting, '', what, unlock, '', forgotUrl, '', notYou, '', 'Naturalización Perú - Academia', ''].join('\n'),
    html: htmlMessage([escapeHtml(greeting), what, unlock], forgotUrl, 'Crear una nueva contraseña', [notYou]),
  };
}

function welcomeMessage(student: LinkRecipient, link: string, loginUrl: string): OutgoingMail {
  const greeting = `Hola, ${student.name}:`;
  const intro = `La academia creó tu cuenta en Naturalización Perú con el correo ${student.email}.`;
  const validity = 'El enlace vale 7 días y se puede usar una sola vez.';
  const then = `Después inicia sesión en ${loginUrl} con tu correo y tu contraseña.`;
  return {
    to: student.email,
    subject: 'Te damos la bienvenida a Naturalización Perú: crea tu contraseña',
    text: [greeting, '', intro, 'Abre este enlace para crear tu contraseña:', '', link, '', validity, then, '', 'Naturalización Perú - Academia', ''].join('\n'),
    html: htmlMessage([escapeHtml(greeting), escapeHtml(intro)], link, 'Crear mi contraseña', [validity, escapeHtml(then)]),
  };
}
