/** SQL for the operators' audit log: every change made from the console, newest first. */
import { alias } from 'drizzle-orm/pg-core';
import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { auditLog, students } from '../db/schema';

export type AuditAction =
  | 'create-student'
  | 'grant-access'
  | 'change-access'
  | 'revoke-access'
  | 'send-reset-link'
  | 'resolve-report'
  | 'import-student'
  | 'create-codes'
  | 'redeem-code'
  | 'create-announcement'
  | 'withdraw-announcement'
  | 'create-group'
  | 'update-group'
  | 'delete-group'
  | 'join-group'
  | 'leave-group'
  | 'publish-question'
  | 'publish-section'
  | 'regrade';

export interface AuditEntryInput {
  at: string;
  /** Null for a change a student made themselves (a redeemed access code). */
  operatorId: number | null;
  action: AuditAction;
  targetId: number | null;
  details: Record<string, unknown>;
}

export interface Person {
  id: number;
  name: string;
  email: string;
}

export interface AuditEntry {
  id: number;
  at: string;
  operator: Person | null;
  action: string;
  target: Person | null;
  details: Record<string, unknown>;
}

const operator = alias(students, 'operator');
const target = alias(students, 'target');

export function auditRepository(db: Db) {
  return {
    async record(entry: AuditEntryInput): Promise<void> {
      await db.insert(auditLog).values(entry);
    },

    async count(): Promise<number> {
      const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(auditLog);
      return row.n;
    },

    /** A page of entries, newest first (ties: the later recorded first). */
    async page(offset: number, limit: number): Promise<AuditEntry[]> {
      const rows = await db
        .select({
          id: auditLog.id,
          at: auditLog.at,
          action: auditLog.action,
          details: auditLog.details,
          operatorId: operator.id,
          operatorName: operator.name,
          operatorEmail: operator.email,
          targetId: target.id,
          targetName: target.name,
          targetEmail: target.email,
        })
        .from(auditLog)
        .leftJoin(operator, eq(operator.id, auditLog.operatorId))
        .leftJoin(target, eq(target.id, auditLog.targetId))
        .orderBy(desc(auditLog.at), desc(auditLog.id))
        .limit(limit)
        .offset(offset);
      return rows.map((row) => ({
        id: row.id,
        at: new Date(row.at).toISOString(),
        action: row.action,
        details: row.details,
        operator: row.operatorId === null ? null : { id: row.operatorId, name: row.operatorName ?? '', email: row.operatorEmail ?? '' },
        target: row.targetId === null ? null : { id: row.targetId, name: row.targetName ?? '', email: row.targetEmail ?? '' },
      }));
    },
  };
}

export type AuditRepository = ReturnType<typeof auditRepository>;
