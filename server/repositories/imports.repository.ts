/**
 * SQL for 'Importar estudiantes' (issue 36 §1): which emails of a class list already have an
 * account, and the creation of the whole list (accounts in their groups, course access, one audit entry each) in one
 * transaction, so a failure anywhere leaves nothing of it behind.
 */
import { inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { auditLog, enrollments, students } from '../db/schema';
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

export function importsRepository(db: Db) {
  return {
    /** The emails among `emails` that already have an account. */
    async existingEmails(emails: readonly string[]): Promise<Set<string>> {
      if (emails.length === 0) return new Set();
      const rows = await db.select({ email: students.email }).from(students).where(inArray(students.email, emails.map(normalizeEmail)));
      return new Set(rows.map((r) => r.email));
    },

    /** Creates every student with the course and their audit entry, all or nothing; their ids in order. */
    async createAll(list: readonly NewImportedStudent[], audit: { at: string; operatorId: number; courseId: number }): Promise<number[]> {
      return db.transaction(async (tx) => {
        const created = await tx
          .insert(students)
          .values(list.map((s) => ({ email: normalizeEmail(s.email), name: s.name, passwordHash: s.passwordHash, groupId: s.group?.id ?? null })))
          .onConflictDoNothing()
          .returning({ id: students.id, email: students.email });
        if (created.length !== list.length) throw new EmailTaken();
        const idOf = new Map(created.map((s) => [s.email, s.id]));
        const ids = list.map((s) => idOf.get(normalizeEmail(s.email))!);
        await tx.insert(enrollments).values(list.map((s, i) => ({ studentId: ids[i], courseId: audit.courseId, endsAt: s.endsAt })));
        await tx.insert(auditLog).values(
          list.map((s, i) => ({ at: audit.at, operatorId: audit.operatorId, action: 'import-student', targetId: ids[i], details: { endsAt: s.endsAt, row: s.row, group: s.group?.name ?? null } })),
        );
        return ids;
      });
    },
  };
}

export type ImportsRepository = ReturnType<typeof importsRepository>;
