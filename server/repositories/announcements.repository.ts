/**
 * SQL for announcements ('Avisos', issue 36 §3): notices an operator writes to every student, the
 * ones a student has not closed yet, and who closed each (the console's count). A notice is stored
 * with its audit entry in one transaction; a close is stored once, however often a device sends it.
 */
import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Announcement } from '../../src/shared/announcements';
import type { Db } from '../db/client';
import { announcementDismissals, announcements, students } from '../db/schema';

export interface ListedAnnouncement {
  id: number;
  createdAt: string;
  createdBy: { id: number; name: string } | null;
  body: string;
  mailed: boolean;
  withdrawnAt: string | null;
  /** How many students closed its banner. */
  dismissed: number;
}


const iso = (value: string) => new Date(value).toISOString();

export function announcementsRepository(db: Db) {
  return {
    /** Stores a notice and runs `alongside` (its audit entry) in the same transaction; resolves with its id. */
    async create(input: { at: string; operatorId: number; body: string; mailed: boolean }, alongside: (tx: Db, id: number) => Promise<void>): Promise<number> {
      return db.transaction(async (transaction) => {
        const tx = transaction as unknown as Db;
        const [row] = await tx
          .insert(announcements)
          .values({ createdAt: input.at, createdBy: input.operatorId, body: input.body, mailed: input.mailed })
          .returning({ id: announcements.id });
        await alongside(tx, row.id);
        return row.id;
      });
    },

    /** Withdraws a notice still shown, with `alongside` in the transaction; false when there is none to withdraw. */
    async withdraw(id: number, at: string, alongside: (tx: Db) => Promise<void>): Promise<boolean> {
      return db.transaction(async (transaction) => {
        const tx = transaction as unknown as Db;
        const changed = await tx
          .update(announcements)
          .set({ withdrawnAt: at })
          .where(and(eq(announcements.id, id), isNull(announcements.withdrawnAt)))
          .returning({ id: announcements.id });
        if (changed.length === 0) return false;
        await alongside(tx);
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
            authorId: students.id,
            authorName: students.name,
            dismissed: sql<number>`coalesce(${dismissed.dismissed}, 0)::int`,
          })
          .from(announcements)
          .leftJoin(students, eq(students.id, announcements.createdBy))
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
        })),
      };
    },

    /** How many students there are: everyone a notice is for. */
    async audience(): Promise<number> {
      const [{ total }] = await db.select({ total: sql<number>`count(*)::int` }).from(students).where(eq(students.role, 'student'));
      return total;
    },

    /** Every student's name and email (a mailed notice's recipients). */
    recipients(): Promise<{ id: number; name: string; email: string }[]> {
      return db.select({ id: students.id, name: students.name, email: students.email }).from(students).where(eq(students.role, 'student')).orderBy(students.id);
    },

    /** The notices shown to a student: not withdrawn and not closed by them, newest first (at most `limit`). */
    async forStudent(studentId: number, limit: number): Promise<Announcement[]> {
      const rows = await db
        .select({ id: announcements.id, createdAt: announcements.createdAt, body: announcements.body })
        .from(announcements)
        .leftJoin(announcementDismissals, and(eq(announcementDismissals.announcementId, announcements.id), eq(announcementDismissals.studentId, studentId)))
        .where(and(isNull(announcements.withdrawnAt), isNull(announcementDismissals.studentId)))
        .orderBy(desc(announcements.id))
        .limit(limit);
      return rows.map((r) => ({ id: r.id, createdAt: iso(r.createdAt), body: r.body }));
    },

    /** Records that a student closed a notice (once; again is a no-op). False when the notice does not exist. */
    async dismiss(id: number, studentId: number, at: string): Promise<boolean> {
      const [found] = await db.select({ id: announcements.id }).from(announcements).where(eq(announcements.id, id));
      if (!found) return false;
      await db.insert(announcementDismissals).values({ announcementId: id, studentId, dismissedAt: at }).onConflictDoNothing();
      return true;
    },
  };
}

export type AnnouncementsRepository = ReturnType<typeof announcementsRepository>;
