/**
 * SQL for announcements ('Avisos', issue 36 §3): notices an operator writes to every student or to
 * one group's members (§2), the ones a student has not closed yet, and who closed each out of its
 * audience (the console's count). A notice is stored with its audit entry in one transaction; a
 * close is stored once, however often a device sends it.
 */
import type { AnnouncementRow } from '../../src/shared/console-api';
import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Announcement } from '../../src/shared/announcements';
import { resultRows, type Db } from '../db/client';
import { announcementDismissals, announcementMails, announcements, groups, students } from '../db/schema';

/** A notice as the console lists it: the shape GET /api/admin/announcements answers (src/shared/console-api.ts). */
export type ListedAnnouncement = Required<AnnouncementRow>;

/** A notice's mail claimed by this instance: the recipient as they are now, and the notice's text now. */
export interface ClaimedMail {
  announcementId: number;
  studentId: number;
  name: string;
  email: string;
  body: string;
  /** Claims of this row so far, this one included. */
  attempts: number;
  /** The recipient can no longer receive it (deleted account) or the notice was withdrawn. */
  skip: boolean;
}

/** Claims of one mail before it is given up as failed (each after the mailer's own retries). */
export const MAIL_ATTEMPTS = 3;


const iso = (value: string) => new Date(value).toISOString();

export function announcementsRepository(db: Db) {
  return {
    /** Stores a notice and runs `alongside` (its audit entry) in the same transaction; resolves with its id. */
    async create(
      input: { at: string; operatorId: number; body: string; mailed: boolean; group: { id: number; name: string } | null; recipients?: readonly number[] },
      alongside: (tx: Db, id: number) => Promise<void>,
    ): Promise<number> {
      return db.transaction(async (transaction) => {
        const tx = transaction as unknown as Db;
        const [row] = await tx
          .insert(announcements)
          .values({ createdAt: input.at, createdBy: input.operatorId, body: input.body, mailed: input.mailed, groupId: input.group?.id ?? null, groupName: input.group?.name ?? null })
          .returning({ id: announcements.id });
        // The mail's jobs go in with the notice: a crash after the answer loses none of them.
        const recipients = input.recipients ?? [];
        for (let i = 0; i < recipients.length; i += 500) {
          await tx.insert(announcementMails).values(recipients.slice(i, i + 500).map((studentId) => ({ announcementId: row.id, studentId })));
        }
        await alongside(tx, row.id);
        return row.id;
      });
    },

    /**
     * Changes a live notice's text (its id, and so who closed it, stays), with `alongside` (its audit
     * entry, given the text before) in the transaction. undefined: no live notice with that id.
     */
    async edit(id: number, body: string, at: string, alongside: (tx: Db, before: string) => Promise<void>): Promise<{ before: string } | undefined> {
      return db.transaction(async (transaction) => {
        const tx = transaction as unknown as Db;
        const [current] = await tx
          .select({ body: announcements.body })
          .from(announcements)
          .where(and(eq(announcements.id, id), isNull(announcements.withdrawnAt)))
          .for('update');
        if (current === undefined) return undefined;
        await tx.update(announcements).set({ body, editedAt: at }).where(eq(announcements.id, id));
        await alongside(tx, current.body);
        return { before: current.body };
      });
    },

    /**
     * Claims up to `limit` unsent mails whose lease has run out (never claimed, or claimed by an
     * instance that died): each is this caller's until now + leaseMs. The UPDATE's condition is
     * checked again on a row another instance changed meanwhile, so two rounds never claim one row.
     */
    async claimMails(now: number, leaseMs: number, limit: number): Promise<ClaimedMail[]> {
      const at = new Date(now).toISOString();
      const until = new Date(now + leaseMs).toISOString();
      const rows = resultRows<{ announcement_id: number; student_id: number; attempts: number }>(
        await db.execute(sql`
          UPDATE announcement_mails m SET lease_until = ${until}::timestamptz, attempts = m.attempts + 1
          WHERE m.sent_at IS NULL AND m.lease_until <= ${at}::timestamptz
            AND (m.announcement_id, m.student_id) IN (
              SELECT announcement_id, student_id FROM announcement_mails
              WHERE sent_at IS NULL AND lease_until <= ${at}::timestamptz
              ORDER BY announcement_id, student_id LIMIT ${limit})
          RETURNING m.announcement_id, m.student_id, m.attempts`),
      );
      if (rows.length === 0) return [];
      const details = resultRows<{ announcement_id: number; student_id: number; name: string; email: string; role: string; body: string; withdrawn: boolean }>(
        await db.execute(sql`
          SELECT a.id AS announcement_id, s.id AS student_id, s.name, s.email, s.role, a.body, (a.withdrawn_at IS NOT NULL) AS withdrawn
          FROM announcements a CROSS JOIN students s
          WHERE (a.id, s.id) IN (${sql.join(
            rows.map((r) => sql`(${r.announcement_id}::int, ${r.student_id}::int)`),
            sql`, `,
          )})`),
      );
      const byKey = new Map(details.map((d) => [`${d.announcement_id}:${d.student_id}`, d]));
      return rows.map((r) => {
        const d = byKey.get(`${r.announcement_id}:${r.student_id}`);
        return {
          announcementId: Number(r.announcement_id),
          studentId: Number(r.student_id),
          name: d?.name ?? '',
          email: d?.email ?? '',
          body: d?.body ?? '',
          attempts: Number(r.attempts),
          skip: d === undefined || d.role !== 'student' || d.withdrawn,
        };
      });
    },

    /** Records a claimed mail's end: sent, given up, or skipped (null: failed, to be claimed again once its lease runs out). */
    async finishMail(announcementId: number, studentId: number, outcome: 'sent' | 'failed' | 'skipped' | null, at: string): Promise<void> {
      if (outcome === null) return;
      await db
        .update(announcementMails)
        .set({ sentAt: at, outcome })
        .where(and(eq(announcementMails.announcementId, announcementId), eq(announcementMails.studentId, studentId)));
    },

    /** Mails of a notice by outcome (waiting: not sent yet). */
    async mailCounts(announcementId: number): Promise<{ waiting: number; sent: number; failed: number; skipped: number }> {
      const rows = resultRows<{ outcome: string | null; n: number }>(
        await db.execute(sql`SELECT outcome, count(*)::int AS n FROM announcement_mails WHERE announcement_id = ${announcementId} GROUP BY outcome`),
      );
      const of = (outcome: string | null) => Number(rows.find((r) => r.outcome === outcome)?.n ?? 0);
      return { waiting: of(null), sent: of('sent'), failed: of('failed'), skipped: of('skipped') };
    },

    /** Withdraws a notice still shown, with `alongside` in the transaction; false when there is none to withdraw. */
    async withdraw(id: number, at: string, alongside: (tx: Db, body: string) => Promise<void>): Promise<boolean> {
      return db.transaction(async (transaction) => {
        const tx = transaction as unknown as Db;
        const changed = await tx
          .update(announcements)
          .set({ withdrawnAt: at })
          .where(and(eq(announcements.id, id), isNull(announcements.withdrawnAt)))
          .returning({ id: announcements.id, body: announcements.body });
        if (changed.length === 0) return false;
        await alongside(tx, changed[0].body);
        return true;
      });
    },

    /** A page of notices, newest first, each with how many students closed it. */
    async page(offset: number, limit: number): Promise<{ rows: ListedAnnouncement[]; total: number }> {
      const dismissed = db
        .select({ announcementId: announcementDismissals.announcementId, dismissed: count().as('dismissed') })
        .from(announcementDismissals)
        .groupBy(announcementDismissals.announcementId)
        .as('d');
      const [rows, [{ total }]] = await Promise.all([
        db
          .select({
            id: announcements.id,
            createdAt: announcements.createdAt,
            body: announcements.body,
            mailed: announcements.mailed,
            withdrawnAt: announcements.withdrawnAt,
            editedAt: announcements.editedAt,
            authorId: students.id,
            authorName: students.name,
            dismissed: sql<number>`coalesce(${dismissed.dismissed}, 0)::int`,
            groupId: announcements.groupId,
            groupName: sql<string | null>`coalesce(${groups.name}, ${announcements.groupName})`,
            audience: sql<number>`(SELECT count(*)::int FROM students m WHERE m.role = 'student' AND (${announcements.groupName} IS NULL OR m.group_id = ${announcements.groupId}))`,
          })
          .from(announcements)
          .leftJoin(students, eq(students.id, announcements.createdBy))
          .leftJoin(groups, eq(groups.id, announcements.groupId))
          .leftJoin(dismissed, eq(dismissed.announcementId, announcements.id))
          .orderBy(desc(announcements.id))
          .limit(limit)
          .offset(offset),
        db.select({ total: sql<number>`count(*)::int` }).from(announcements),
      ]);
      return {
        total,
        rows: rows.map((r) => ({
          id: r.id,
          createdAt: iso(r.createdAt),
          createdBy: r.authorId === null ? null : { id: r.authorId, name: r.authorName ?? '' },
          body: r.body,
          mailed: r.mailed,
          withdrawnAt: r.withdrawnAt === null ? null : iso(r.withdrawnAt),
          dismissed: r.dismissed,
          group: r.groupName === null ? null : { id: r.groupId, name: r.groupName },
          audience: r.audience,
          editedAt: r.editedAt === null ? null : iso(r.editedAt),
        })),
      };
    },

    /** How many students there are: everyone a notice is for. */
    async audience(): Promise<number> {
      const [{ total }] = await db.select({ total: sql<number>`count(*)::int` }).from(students).where(eq(students.role, 'student'));
      return total;
    },

    /** Every student's name and email, or the group's members' (a mailed notice's recipients). */
    recipients(groupId: number | null = null): Promise<{ id: number; name: string; email: string }[]> {
      return db
        .select({ id: students.id, name: students.name, email: students.email })
        .from(students)
        .where(and(eq(students.role, 'student'), groupId === null ? undefined : eq(students.groupId, groupId)))
        .orderBy(students.id);
    },

    /** The notices shown to a student: for everyone or their group, not withdrawn and not closed by them, newest first (at most `limit`). */
    async forStudent(studentId: number, limit: number): Promise<Announcement[]> {
      const rows = await db
        .select({ id: announcements.id, createdAt: announcements.createdAt, body: announcements.body })
        .from(announcements)
        .leftJoin(announcementDismissals, and(eq(announcementDismissals.announcementId, announcements.id), eq(announcementDismissals.studentId, studentId)))
        .where(
          and(
            isNull(announcements.withdrawnAt),
            isNull(announcementDismissals.studentId),
            // A notice for a group names it (group_name) even after the group was deleted: never for everyone then.
            sql`(${announcements.groupName} IS NULL OR ${announcements.groupId} = (SELECT group_id FROM students WHERE id = ${studentId}))`,
          ),
        )
        .orderBy(desc(announcements.id))
        .limit(limit);
      return rows.map((r) => ({ id: r.id, createdAt: iso(r.createdAt), body: r.body }));
    },

    /**
     * Records that a student closed a notice (once; again is a no-op). Only a notice shown to them
     * counts: live (not withdrawn) and for everyone or their group, and only students are its
     * audience. False otherwise (no such notice for them), so 'Cerrado por N de M' never counts others.
     */
    async dismiss(id: number, studentId: number, at: string): Promise<boolean> {
      const rows = resultRows<{ announcement_id: number }>(
        await db.execute(sql`
          INSERT INTO announcement_dismissals (announcement_id, student_id, dismissed_at)
          SELECT a.id, s.id, ${at}::timestamptz FROM announcements a JOIN students s ON s.id = ${studentId}
          WHERE a.id = ${id} AND a.withdrawn_at IS NULL AND s.role = 'student'
            AND (a.group_name IS NULL OR a.group_id = s.group_id)
          ON CONFLICT DO NOTHING
          RETURNING announcement_id`),
      );
      if (rows.length > 0) return true;
      // Closed before (a resend after a lost answer) while it is still theirs and live: the same answer.
      const [again] = resultRows<{ n: number }>(
        await db.execute(sql`
          SELECT count(*)::int AS n FROM announcement_dismissals d JOIN announcements a ON a.id = d.announcement_id
          WHERE d.announcement_id = ${id} AND d.student_id = ${studentId} AND a.withdrawn_at IS NULL`),
      );
      return Number(again?.n ?? 0) > 0;
    },
  };
}

export type AnnouncementsRepository = ReturnType<typeof announcementsRepository>;
