/** SQL for the operators' audit log: every change made from the console, newest first. */
import type { Person } from '../../src/shared/console-api';
import { alias } from 'drizzle-orm/pg-core';
import { and, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { auditLog, students } from '../db/schema';
import { containing, folded, foldedSql } from './console.repository';

export type AuditAction =
  | 'create-student'
  | 'grant-access'
  | 'change-access'
  | 'revoke-access'
  | 'send-reset-link'
  | 'resolve-report'
  | 'import-student'
  | 'create-codes'
  | 'void-code'
  | 'redeem-code'
  | 'create-announcement'
  | 'withdraw-announcement'
  | 'edit-announcement'
  | 'create-group'
  | 'update-group'
  | 'delete-group'
  | 'join-group'
  | 'leave-group'
  | 'reissue-import-passwords'
  | 'resend-import-links'
  | 'update-student'
  | 'delete-student'
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

/** An account as rows name it (src/shared/console-api.ts, the console reads the same shape). */
export type { Person };

export interface AuditEntry {
  id: number;
  at: string;
  operator: Person | null;
  action: string;
  target: Person | null;
  details: Record<string, unknown>;
}

/** 'Actividad' filtered (issue 54 §10): one action, and/or a search in the operator's and the target's name and email. */
export interface AuditFilter {
  action?: string;
  q?: string;
}

const operator = alias(students, 'operator');
const target = alias(students, 'target');

/** The filter as a condition on the log joined to `operator` and `target`; undefined: every entry. */
function whereOf(filter: AuditFilter): SQL | undefined {
  const needle = folded((filter.q ?? '').trim());
  const pattern = containing(needle);
  const people = needle
    ? or(
        sql`${foldedSql(sql`${operator.name}`)} LIKE ${pattern}`,
        sql`${foldedSql(sql`${operator.email}`)} LIKE ${pattern}`,
        sql`${foldedSql(sql`${target.name}`)} LIKE ${pattern}`,
        sql`${foldedSql(sql`${target.email}`)} LIKE ${pattern}`,
      )
    : undefined;
  return and(filter.action ? eq(auditLog.action, filter.action) : undefined, people);
}

export function auditRepository(db: Db) {
  return {
    async record(entry: AuditEntryInput): Promise<void> {
      await db.insert(auditLog).values(entry);
    },

    async count(filter: AuditFilter = {}): Promise<number> {
      const needsPeople = Boolean(filter.q?.trim());
      const [row] = needsPeople
        ? await db
            .select({ n: sql<number>`count(*)::int` })
            .from(auditLog)
            .leftJoin(operator, eq(operator.id, auditLog.operatorId))
            .leftJoin(target, eq(target.id, auditLog.targetId))
            .where(whereOf(filter))
        : await db.select({ n: sql<number>`count(*)::int` }).from(auditLog).where(whereOf(filter));
      return row.n;
    },

    /** A page of entries, newest first (ties: the later recorded first). */
    async page(offset: number, limit: number, filter: AuditFilter = {}): Promise<AuditEntry[]> {
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
          targetRole: target.role,
        })
        .from(auditLog)
        .leftJoin(operator, eq(operator.id, auditLog.operatorId))
        .leftJoin(target, eq(target.id, auditLog.targetId))
        .where(whereOf(filter))
        .orderBy(desc(auditLog.at), desc(auditLog.id))
        .limit(limit)
        .offset(offset);
      return rows.map((row) => ({
        id: row.id,
        at: new Date(row.at).toISOString(),
        action: row.action,
        details: row.details,
        operator: row.operatorId === null ? null : { id: row.operatorId, name: row.operatorName ?? '', email: row.operatorEmail ?? '' },
        // A deleted student (migration 0026) keeps no email worth showing, and no page to open.
        target: row.targetId === null ? null : { id: row.targetId, name: row.targetName ?? '', email: row.targetRole === 'deleted' ? '' : (row.targetEmail ?? '') },
      }));
    },
  };
}

export type AuditRepository = ReturnType<typeof auditRepository>;
