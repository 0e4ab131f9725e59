/**
 * SQL for 'Importar estudiantes' (issue 36 §1): which emails of a class list already have an
 * account, and the creation of the whole list (accounts in their groups, course access, one audit entry each) in one
 * transaction, so a failure anywhere leaves nothing of it behind.
 *
 * An import is a batch (migration 0025, issue 54 §2): the transaction records it with each account
 * and whether that account's way in has reached anyone ('pending', 'handed' in a saved file of
 * passwords, 'mailed' as a welcome link). An account that set its own password is in, whatever its
 * record says. The console lists the batches and hands the accounts still waiting new passwords
 * or links, so an import cut half-way never leaves accounts nobody can enter.
 */
import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { auditLog, enrollments, importBatchStudents, importBatches, students } from '../db/schema';
import { normalizeEmail } from './students.repository';

export interface NewImportedStudent {
  name: string;
  email: string;
  passwordHash: string;
  endsAt: string | null;
  /** The row of the spreadsheet it came from (kept in its audit entry). */
  row: number;
  /** The group of its 'Grupo' column (issue 36 §2); null: none. */
  group: { id: number; name: string } | null;
}

/** An email of the list that got an account between the preview and the import. */
export class EmailTaken extends Error {}

/** The accounts of a batch a new way in is for: those still waiting, or every one that never set its own password. */
export type RecoveryScope = 'pending' | 'unactivated';

export interface BatchSummary {
  id: number;
  createdAt: string;
  operator: { id: number; name: string; email: string } | null;
  fileName: string;
  /** Its accounts that still exist. */
  students: number;
  /** Accounts whose way in has reached nobody yet (and that never set their own password). */
  pending: number;
  /** Accounts that never set their own password (pending, handed or mailed). */
  unactivated: number;
}

export interface BatchRecipient {
  id: number;
  name: string;
  email: string;
  row: number;
}

/** An existing account that an import created and whose way in reached nobody yet. */
export interface PendingAccount {
  batchId: number;
  createdAt: string;
}

const PAGE_SIZE = 20;

/** The account never set a password of its own (by a link or by changing the generated one). */
const unactivated = isNull(students.passwordChangedVersion);

export function importsRepository(db: Db) {
  return {
    pageSize: PAGE_SIZE,

    /**
     * The emails among `emails` that already have an account; for an account an import created
     * whose way in reached nobody yet, the batch to recover it from.
     */
    async existingEmails(emails: readonly string[]): Promise<Map<string, PendingAccount | null>> {
      if (emails.length === 0) return new Map();
      const rows = await db
        .select({ email: students.email, credentials: importBatchStudents.credentials, unactivated: sql<boolean>`${students.passwordChangedVersion} IS NULL`, batchId: importBatches.id, createdAt: importBatches.createdAt })
        .from(students)
        .leftJoin(importBatchStudents, eq(importBatchStudents.studentId, students.id))
        .leftJoin(importBatches, eq(importBatches.id, importBatchStudents.batchId))
        .where(inArray(students.email, emails.map(normalizeEmail)));
      return new Map(
        rows.map((r) => [r.email, r.credentials === 'pending' && r.unactivated && r.batchId !== null && r.createdAt !== null ? { batchId: r.batchId, createdAt: r.createdAt } : null]),
      );
    },

    /**
     * Creates the batch and every student with the course and their audit entry, all or nothing;
     * the batch and the students' ids in order. Each account's generated password is generation 1
     * of the batch, its way in still 'pending'.
     */
    async createAll(
      list: readonly NewImportedStudent[],
      audit: { at: string; operatorId: number; courseId: number; fileName: string },
    ): Promise<{ batchId: number; ids: number[] }> {
      return db.transaction(async (tx) => {
        const [batch] = await tx.insert(importBatches).values({ createdAt: audit.at, operatorId: audit.operatorId, fileName: audit.fileName }).returning({ id: importBatches.id });
        // New accounts in their groups: no first attempts yet, so no group's item analysis changes.
        const created = await tx
          .insert(students)
          .values(list.map((s) => ({ email: normalizeEmail(s.email), name: s.name, passwordHash: s.passwordHash, groupId: s.group?.id ?? null })))
          .onConflictDoNothing()
          .returning({ id: students.id, email: students.email });
        if (created.length !== list.length) throw new EmailTaken();
        const idOf = new Map(created.map((s) => [s.email, s.id]));
        const ids = list.map((s) => idOf.get(normalizeEmail(s.email))!);
        await tx.insert(enrollments).values(list.map((s, i) => ({ studentId: ids[i], courseId: audit.courseId, endsAt: s.endsAt })));
        await tx.insert(importBatchStudents).values(list.map((s, i) => ({ studentId: ids[i], batchId: batch.id, fileRow: s.row, generation: 1 })));
        await tx.insert(auditLog).values(
          list.map((s, i) => ({
            at: audit.at,
            operatorId: audit.operatorId,
            action: 'import-student',
            targetId: ids[i],
            details: { endsAt: s.endsAt, row: s.row, group: s.group?.name ?? null, batchId: batch.id },
          })),
        );
        return { batchId: batch.id, ids };
      });
    },

    /** The student's welcome link was accepted by the mail server. */
    async markMailed(studentId: number, at: string): Promise<void> {
      await db.update(importBatchStudents).set({ credentials: 'mailed', deliveredAt: at }).where(eq(importBatchStudents.studentId, studentId));
    },

    /**
     * The operator saved the file of the batch's passwords of `generation`: its accounts still
     * waiting are handed. A file of an earlier generation marks nobody (those passwords were replaced).
     */
    async markHanded(batchId: number, generation: number, at: string): Promise<number> {
      const marked = await db
        .update(importBatchStudents)
        .set({ credentials: 'handed', deliveredAt: at })
        .where(and(eq(importBatchStudents.batchId, batchId), eq(importBatchStudents.generation, generation), eq(importBatchStudents.credentials, 'pending')))
        .returning({ id: importBatchStudents.studentId });
      return marked.length;
    },

    /** The audit entry of welcome links mailed again to a batch's accounts. */
    async noteLinksResent(batchId: number, audit: { at: string; operatorId: number; scope: RecoveryScope; sent: number; failed: number }): Promise<void> {
      await db.insert(auditLog).values({
        at: audit.at,
        operatorId: audit.operatorId,
        action: 'resend-import-links',
        targetId: null,
        details: { batchId, scope: audit.scope, sent: audit.sent, failed: audit.failed },
      });
    },

    /** Whether the batch exists. */
    async exists(batchId: number): Promise<boolean> {
      const [row] = await db.select({ id: importBatches.id }).from(importBatches).where(eq(importBatches.id, batchId));
      return row !== undefined;
    },

    /** The batches, newest first, a page at a time, with how many of their accounts still wait. */
    async batches(page: number): Promise<{ batches: BatchSummary[]; total: number }> {
      const [{ total }] = await db.select({ total: count() }).from(importBatches);
      const rows = await db
        .select({
          id: importBatches.id,
          createdAt: importBatches.createdAt,
          fileName: importBatches.fileName,
          operatorId: importBatches.operatorId,
          operatorName: sql<string | null>`(SELECT name FROM students o WHERE o.id = ${importBatches.operatorId})`,
          operatorEmail: sql<string | null>`(SELECT email FROM students o WHERE o.id = ${importBatches.operatorId})`,
          students: sql<number>`count(${students.id})::int`,
          pending: sql<number>`count(${students.id}) FILTER (WHERE ${importBatchStudents.credentials} = 'pending' AND ${students.passwordChangedVersion} IS NULL)::int`,
          unactivated: sql<number>`count(${students.id}) FILTER (WHERE ${students.passwordChangedVersion} IS NULL)::int`,
        })
        .from(importBatches)
        .leftJoin(importBatchStudents, eq(importBatchStudents.batchId, importBatches.id))
        .leftJoin(students, eq(students.id, importBatchStudents.studentId))
        .groupBy(importBatches.id)
        .orderBy(desc(importBatches.createdAt), desc(importBatches.id))
        .limit(PAGE_SIZE)
        .offset((page - 1) * PAGE_SIZE);
      return {
        total,
        batches: rows.map((r) => ({
          id: r.id,
          createdAt: new Date(r.createdAt).toISOString(),
          operator: r.operatorId !== null && r.operatorName !== null && r.operatorEmail !== null ? { id: r.operatorId, name: r.operatorName, email: r.operatorEmail } : null,
          fileName: r.fileName,
          students: r.students,
          pending: r.pending,
          unactivated: r.unactivated,
        })),
      };
    },

    /** The batch's accounts a new way in is for, in the file's order. */
    async recipients(batchId: number, scope: RecoveryScope): Promise<BatchRecipient[]> {
      return db
        .select({ id: students.id, name: students.name, email: students.email, row: importBatchStudents.fileRow })
        .from(importBatchStudents)
        .innerJoin(students, eq(students.id, importBatchStudents.studentId))
        .where(and(eq(importBatchStudents.batchId, batchId), unactivated, scope === 'pending' ? eq(importBatchStudents.credentials, 'pending') : undefined))
        .orderBy(importBatchStudents.fileRow);
    },

    /**
     * New generated passwords for accounts of the batch, in one transaction: the batch's next
     * generation, each account's hash (and its sessions revoked: an earlier password stops working),
     * its way in 'pending' until the operator saves the file. An account that set its own password
     * meanwhile keeps it. The generation and the accounts that got a new password.
     */
    async replacePasswords(
      batchId: number,
      hashes: ReadonlyMap<number, string>,
      audit: { at: string; operatorId: number; scope: RecoveryScope },
    ): Promise<{ generation: number; ids: number[] }> {
      return db.transaction(async (tx) => {
        const [batch] = await tx
          .update(importBatches)
          .set({ generation: sql`${importBatches.generation} + 1` })
          .where(eq(importBatches.id, batchId))
          .returning({ generation: importBatches.generation });
        const ids: number[] = [];
        for (const [id, passwordHash] of hashes) {
          const [changed] = await tx
            .update(students)
            .set({ passwordHash, tokenVersion: sql`${students.tokenVersion} + 1` })
            .where(and(eq(students.id, id), unactivated))
            .returning({ id: students.id });
          if (changed) ids.push(id);
        }
        if (ids.length > 0) {
          await tx
            .update(importBatchStudents)
            .set({ credentials: 'pending', generation: batch.generation, deliveredAt: null })
            .where(and(eq(importBatchStudents.batchId, batchId), inArray(importBatchStudents.studentId, ids)));
        }
        await tx.insert(auditLog).values({
          at: audit.at,
          operatorId: audit.operatorId,
          action: 'reissue-import-passwords',
          targetId: null,
          details: { batchId, scope: audit.scope, count: ids.length, generation: batch.generation },
        });
        return { generation: batch.generation, ids };
      });
    },
  };
}

export type ImportsRepository = ReturnType<typeof importsRepository>;
