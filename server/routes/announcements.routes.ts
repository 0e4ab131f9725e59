/**
 * Announcements ('Avisos', issue 36 §3). Operators write a short notice to every student or to one
 * group's members (§2: only they see it, and its count is out of them), optionally
 * mailed too (only with SMTP: without it the notice is shown in the app alone, and the console says
 * so), list the notices with how many students closed each, and withdraw one (/api/admin/announcements).
 * A student reads the notices they have not closed (/api/announcements) and closes one
 * (POST /api/announcements/:id/dismiss, idempotent: a device may send it again after a lost answer).
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { newAnnouncementSchema, type AnnouncementPage, type PostedAnnouncement } from '../../src/shared/console-api';
import { decimalInteger, decimalQuery } from '../lib/api-rules';
import { recordChange } from '../lib/console-changes';
import { HttpError, readBody, readQuery, requireOperator, requireStudent, type AuthEnv } from '../lib/http';
import type { Mailer, OutgoingMail } from '../lib/mail';
import { escapeHtml, htmlMessage } from '../lib/password-links';
import type { TokenService } from '../lib/tokens';
import type { AnnouncementsRepository } from '../repositories/announcements.repository';
import type { GroupsRepository } from '../repositories/groups.repository';
import type { StudentsRepository } from '../repositories/students.repository';
import type { MailDelivery } from './admin.routes';

export const ANNOUNCEMENTS_PAGE_SIZE = 20;
/** The most notices a student's device receives at once (newest first). */
export const STUDENT_ANNOUNCEMENTS = 10;

const pageQuery = z.object({ page: decimalQuery(1_000_000, 1) });

function idParam(text: string | undefined): number {
  const id = decimalInteger(text, 2_147_483_647);
  if (id === undefined) throw new HttpError(404, 'El aviso no existe.');
  return id;
}

function announcementMail(to: { name: string; email: string }, body: string, appUrl: string): OutgoingMail {
  const greeting = `Hola, ${to.name}:`;
  return {
    to: to.email,
    subject: 'Aviso de tu academia - Naturalización Perú',
    text: `${greeting}\n\n${body}\n\nAbre el curso: ${appUrl}\n`,
    html: htmlMessage([escapeHtml(greeting), escapeHtml(body).replace(/\n/g, '<br>')], appUrl, 'Abrir Mis Cursos', []),
  };
}

/** /api/admin/announcements: operators only. */
export function announcementsAdminRoutes(deps: {
  announcements: AnnouncementsRepository;
  students: StudentsRepository;
  groups: Pick<GroupsRepository, 'find'>;
  tokens: TokenService;
  mailer: Mailer;
  mailDelivery: MailDelivery;
  publicUrl: string;
  now: () => number;
}) {
  const { announcements, now } = deps;
  const app = new Hono<AuthEnv>();
  const operator = requireOperator(deps.tokens, deps.students);
  const canMail = deps.mailDelivery === 'smtp';

  app.get('/', operator, async (c) => {
    const { page } = readQuery(c, pageQuery);
    const [{ rows, total }, students] = await Promise.all([announcements.page((page - 1) * ANNOUNCEMENTS_PAGE_SIZE, ANNOUNCEMENTS_PAGE_SIZE), announcements.audience()]);
    return c.json({ announcements: rows, total, page, pageSize: ANNOUNCEMENTS_PAGE_SIZE, students, canMail } satisfies AnnouncementPage);
  });

  app.post('/', operator, async (c) => {
    const body = await readBody(c, newAnnouncementSchema);
    const group = body.groupId === null ? null : await deps.groups.find(body.groupId);
    if (group === undefined) throw new HttpError(400, 'El grupo no existe.');
    const mailed = body.mail && canMail;
    const recipients = mailed ? await announcements.recipients(group?.id ?? null) : [];
    const at = now();
    const operatorId = c.get('student').id;
    const audience = group ? { id: group.id, name: group.name } : null;
    const id = await announcements.create({ at: new Date(at).toISOString(), operatorId, body: body.body, mailed, group: audience }, (tx, created) =>
      recordChange(tx, {
        at,
        operatorId,
        action: 'create-announcement',
        targetId: null,
        details: { announcementId: created, mail: body.mail, mailed: recipients.length, groupId: audience?.id ?? null, group: audience?.name ?? null },
      }),
    );
    // Sent after the answer, one at a time: the mailer retries and logs each failure itself.
    const appUrl = `${deps.publicUrl.replace(/\/$/, '')}/home`;
    void (async () => {
      for (const to of recipients) await deps.mailer.send(announcementMail(to, body.body, appUrl)).catch(() => undefined);
    })();
    return c.json({ id, mailed: recipients.length, canMail } satisfies PostedAnnouncement, 201);
  });

  app.delete('/:id', operator, async (c) => {
    const id = idParam(c.req.param('id'));
    const at = now();
    const operatorId = c.get('student').id;
    const withdrawn = await announcements.withdraw(id, new Date(at).toISOString(), (tx) =>
      recordChange(tx, { at, operatorId, action: 'withdraw-announcement', targetId: null, details: { announcementId: id } }),
    );
    if (!withdrawn) throw new HttpError(404, 'El aviso no existe o ya fue retirado.');
    return c.body(null, 204);
  });

  return app;
}

/** /api/announcements: a student's notices. */
export function announcementsRoutes(deps: { announcements: AnnouncementsRepository; students: StudentsRepository; tokens: TokenService; now: () => number }) {
  const app = new Hono<AuthEnv>();
  const student = requireStudent(deps.tokens, deps.students, (account) => account.role === 'student');

  app.get('/', student, async (c) => c.json({ announcements: await deps.announcements.forStudent(c.get('student').id, STUDENT_ANNOUNCEMENTS) }));

  app.post('/:id/dismiss', student, async (c) => {
    const id = idParam(c.req.param('id'));
    if (!(await deps.announcements.dismiss(id, c.get('student').id, new Date(deps.now()).toISOString()))) throw new HttpError(404, 'El aviso no existe.');
    return c.body(null, 204);
  });

  return app;
}
