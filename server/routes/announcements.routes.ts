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
import { editedAnnouncementSchema, newAnnouncementSchema, type AnnouncementPage, type PostedAnnouncement } from '../../src/shared/console-api';
import { decimalInteger, decimalQuery, HttpError, readBody, readQuery, requireOperator, requireStudent, type AuthEnv, type TokenService } from '../lib/http';
import { recordChange } from '../lib/console-changes';
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

/** A notice's text for the audit: its first line, at most AUDIT_TEXT characters. */
export const AUDIT_TEXT = 80;
export function shortened(body: string): string {
  const line = body.trim().split(/\r?\n/)[0].trim();
  const chars = [...line];
  return chars.length > AUDIT_TEXT || body.trim() !== line ? `${chars.slice(0, AUDIT_TEXT).join('').trimEnd()}…` : line;
}

/** /api/admin/announcements: operators only. */
export function announcementsAdminRoutes(deps: {
  announcements: AnnouncementsRepository;
  students: StudentsRepository;
  groups: Pick<GroupsRepository, 'find'>;
  tokens: TokenService;
  mailDelivery: MailDelivery;
  now: () => number;
  /** Starts a round of the notices' mail jobs now (lib/announcement-mails.ts). */
  sendMails: () => void;
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
    const id = await announcements.create(
      { at: new Date(at).toISOString(), operatorId, body: body.body, mailed, group: audience, recipients: recipients.map((r) => r.id) },
      (tx, created) =>
        recordChange(tx, {
          at,
          operatorId,
          action: 'create-announcement',
          targetId: null,
          details: { announcementId: created, text: shortened(body.body), mail: body.mail, mailed: recipients.length, groupId: audience?.id ?? null, group: audience?.name ?? null },
        }),
    );
    // The mails were stored with the notice as jobs; a round sends them (here now, and on every instance's timer).
    if (recipients.length > 0) deps.sendMails();
    return c.json({ id, mailed: recipients.length, canMail } satisfies PostedAnnouncement, 201);
  });

  app.patch('/:id', operator, async (c) => {
    const id = idParam(c.req.param('id'));
    const { body } = await readBody(c, editedAnnouncementSchema);
    const at = now();
    const operatorId = c.get('student').id;
    const edited = await announcements.edit(id, body, new Date(at).toISOString(), (tx, before) =>
      recordChange(tx, { at, operatorId, action: 'edit-announcement', targetId: null, details: { announcementId: id, before: shortened(before), text: shortened(body) } }),
    );
    if (edited === undefined) throw new HttpError(404, 'El aviso no existe o ya fue retirado.');
    return c.body(null, 204);
  });

  app.delete('/:id', operator, async (c) => {
    const id = idParam(c.req.param('id'));
    const at = now();
    const operatorId = c.get('student').id;
    const withdrawn = await announcements.withdraw(id, new Date(at).toISOString(), (tx, text) =>
      recordChange(tx, { at, operatorId, action: 'withdraw-announcement', targetId: null, details: { announcementId: id, text: shortened(text) } }),
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
