/**
 * A notice's mail as a durable job (issue 54 §12). Publishing a mailed notice stores one row per
 * recipient with the notice (announcements.repository.ts create); this round, which every instance
 * runs a few seconds apart (and the route starts at once after a post), claims rows with a lease and
 * sends them. So a crash after the answer loses no mail (its rows wait), two instances send each mail
 * once (the claim), and a crash mid-send delays that mail by the lease, not forever. A failed send
 * is claimed again once its lease runs out, up to MAIL_ATTEMPTS claims, then recorded as failed.
 */
import type { AnnouncementsRepository, ClaimedMail } from '../repositories/announcements.repository';
import { MAIL_ATTEMPTS } from '../repositories/announcements.repository';
import type { Mailer, OutgoingMail } from './mail';
import { escapeHtml, htmlMessage } from './password-links';

/** Longer than one mail's send with the mailer's own retries (about half a minute). */
export const MAIL_LEASE_MS = 2 * 60_000;
export const MAIL_ROUND_INTERVAL_MS = 5_000;
/** Mails claimed at once by one round (sent one after another). */
export const MAIL_BATCH = 20;

export function announcementMail(to: { name: string; email: string }, body: string, appUrl: string): OutgoingMail {
  const greeting = `Hola, ${to.name}:`;
  return {
    to: to.email,
    subject: 'Aviso de tu academia - Naturalización Perú',
    text: `${greeting}\n\n${body}\n\nAbre el curso: ${appUrl}\n`,
    html: htmlMessage([escapeHtml(greeting), escapeHtml(body).replace(/\n/g, '<br>')], appUrl, 'Abrir Mis Cursos', []),
  };
}

export interface MailRoundOptions {
  announcements: Pick<AnnouncementsRepository, 'claimMails' | 'finishMail'>;
  mailer: Pick<Mailer, 'send'>;
  publicUrl: string;
  now?: () => number;
  leaseMs?: number;
  batch?: number;
}

/** Claims and sends mails until none is waiting (or claimable); resolves with how many were sent. */
export async function announcementMailRound(options: MailRoundOptions): Promise<number> {
  const now = options.now ?? Date.now;
  const appUrl = `${options.publicUrl.replace(/\/$/, '')}/home`;
  let sent = 0;
  for (;;) {
    const claimed: ClaimedMail[] = await options.announcements.claimMails(now(), options.leaseMs ?? MAIL_LEASE_MS, options.batch ?? MAIL_BATCH);
    if (claimed.length === 0) return sent;
    for (const mail of claimed) {
      const at = () => new Date(now()).toISOString();
      if (mail.skip) {
        await options.announcements.finishMail(mail.announcementId, mail.studentId, 'skipped', at());
        continue;
      }
      const ok = await options.mailer.send(announcementMail(mail, mail.body, appUrl)).then(
        () => true,
        () => false,
      );
      if (ok) sent += 1;
      // A failure waits for its lease to run out and is tried again, up to MAIL_ATTEMPTS claims.
      await options.announcements.finishMail(mail.announcementId, mail.studentId, ok ? 'sent' : mail.attempts >= MAIL_ATTEMPTS ? 'failed' : null, at());
    }
  }
}

/**
 * Runs announcementMailRound every `intervalMs` (one at a time) and whenever `kick` is called;
 * `stop` waits for the round under way.
 */
export function announcementMailRounds(options: MailRoundOptions & { intervalMs?: number; onError?: (error: unknown) => void }): { kick: () => void; stop: () => Promise<void> } {
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  const run = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = announcementMailRound(options)
      .then(() => undefined, (error: unknown) => options.onError?.(error))
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          run();
        }
      });
  };
  const timer = options.intervalMs === 0 ? null : setInterval(run, options.intervalMs ?? MAIL_ROUND_INTERVAL_MS);
  timer?.unref?.();
  return {
    kick: run,
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      await running;
    },
  };
}
