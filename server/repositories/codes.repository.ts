/**
 * SQL for access codes (issue 36 §5): batches made by operators, listed a page at a time with each
 * code's state, and redeemed once. A redemption claims the code with one conditional UPDATE (unused,
 * not past its last day) in the transaction that creates or extends the account, so of two
 * redemptions at once exactly one wins and a failed one leaves the code free.
 */
import type { CodeState } from '../../src/shared/console-api';
import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { accessCodeBatches, accessCodes, enrollments, groups, students } from '../db/schema';
import { normalizeEmail } from './students.repository';
import { shiftGroupItems } from './answer-log.repository';

export type { CodeState };

export interface ListedCode {
  code: string;
  batchId: number;
  createdAt: string;
  days: number;
  expiresOn: string;
  state: CodeState;
  /** The group a redeeming student joins (issue 36 §2); null: none. */
  group: { id: number; name: string } | null;
  usedAt: string | null;
  usedBy: { id: number; name: string; email: string } | null;
}

/** Why a redemption was refused; nothing was written. */
export type RedeemRefusal =
  | { reason: 'unknown' }
  | { reason: 'used' }
  | { reason: 'voided' }
  | { reason: 'expired'; expiresOn: string }
  | { reason: 'email-taken' }
  | { reason: 'no-end-date' };

export type RedeemResult = { ok: true; studentId: number; endsAt: string; days: number; previousEndsAt: string | null } | ({ ok: false } & RedeemRefusal);

/** Who redeems: a new account, or a student who has one. */
export type Redeemer = { kind: 'new'; email: string; name: string; passwordHash: string } | { kind: 'existing'; studentId: number };

class Refused extends Error {
  constructor(readonly refusal: RedeemRefusal) {
    super(refusal.reason);
  }
}

/** 'YYYY-MM-DD' plus `days` calendar days. */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

const stateSql = (today: string) =>
  sql<CodeState>`CASE WHEN ${accessCodes.usedAt} IS NOT NULL THEN 'used' WHEN ${accessCodes.voidedAt} IS NOT NULL THEN 'voided' WHEN ${accessCodeBatches.expiresOn} < ${today}::date THEN 'expired' ELSE 'free' END`;

/** Why a code could not be voided. */
export type VoidRefusal = 'unknown' | 'used' | 'voided';

export function codesRepository(db: Db) {
  return {
    /** Stores a batch and its codes, and runs `alongside` (its audit entry) in the same transaction. */
    async createBatch(
      input: { at: string; operatorId: number; days: number; expiresOn: string; groupId: number | null; codes: readonly string[] },
      alongside: (tx: Db, batchId: number) => Promise<void>,
    ): Promise<number> {
      return db.transaction(async (transaction) => {
        const tx = transaction as unknown as Db;
        const [batch] = await tx
          .insert(accessCodeBatches)
          .values({ createdAt: input.at, createdBy: input.operatorId, days: input.days, expiresOn: input.expiresOn, size: input.codes.length, groupId: input.groupId })
          .returning({ id: accessCodeBatches.id });
        await tx.insert(accessCodes).values(input.codes.map((code) => ({ code, batchId: batch.id })));
        await alongside(tx, batch.id);
        return batch.id;
      });
    },

    /** A page of codes, newest batch first, with their state on `today` (Lima); `state` filters. */
    async page(query: { today: string; state?: CodeState; batchId?: number }, offset: number, limit: number): Promise<{ rows: ListedCode[]; total: number }> {
      const state = stateSql(query.today);
      const where = and(query.state ? sql`${state} = ${query.state}` : undefined, query.batchId === undefined ? undefined : eq(accessCodes.batchId, query.batchId));
      const [rows, [{ total }]] = await Promise.all([
        db
          .select({
            code: accessCodes.code,
            batchId: accessCodes.batchId,
            createdAt: accessCodeBatches.createdAt,
            days: accessCodeBatches.days,
            expiresOn: accessCodeBatches.expiresOn,
            state,
            groupId: groups.id,
            groupName: groups.name,
            usedAt: accessCodes.usedAt,
            userId: students.id,
            userName: students.name,
            userEmail: students.email,
          })
          .from(accessCodes)
          .innerJoin(accessCodeBatches, eq(accessCodeBatches.id, accessCodes.batchId))
          .leftJoin(groups, eq(groups.id, accessCodeBatches.groupId))
          .leftJoin(students, eq(students.id, accessCodes.usedBy))
          .where(where)
          .orderBy(desc(accessCodes.batchId), asc(accessCodes.code))
          .limit(limit)
          .offset(offset),
        db
          .select({ total: sql<number>`count(*)::int` })
          .from(accessCodes)
          .innerJoin(accessCodeBatches, eq(accessCodeBatches.id, accessCodes.batchId))
          .where(where),
      ]);
      return {
        total,
        rows: rows.map((r) => ({
          code: r.code,
          batchId: r.batchId,
          createdAt: new Date(r.createdAt).toISOString(),
          days: r.days,
          expiresOn: r.expiresOn,
          state: r.state,
          group: r.groupId === null ? null : { id: r.groupId, name: r.groupName ?? '' },
          usedAt: r.usedAt === null ? null : new Date(r.usedAt).toISOString(),
          usedBy: r.userId === null ? null : { id: r.userId, name: r.userName ?? '', email: r.userEmail ?? '' },
        })),
      };
    },

    /** Every code of a batch (for copying, downloading or printing it), or undefined for no such batch. */
    async batch(batchId: number, today: string) {
      const [head] = await db
        .select({ id: accessCodeBatches.id, createdAt: accessCodeBatches.createdAt, days: accessCodeBatches.days, expiresOn: accessCodeBatches.expiresOn, groupId: groups.id, groupName: groups.name })
        .from(accessCodeBatches)
        .leftJoin(groups, eq(groups.id, accessCodeBatches.groupId))
        .where(eq(accessCodeBatches.id, batchId));
      if (!head) return undefined;
      const state = stateSql(today);
      const rows = await db
        .select({ code: accessCodes.code, state })
        .from(accessCodes)
        .innerJoin(accessCodeBatches, eq(accessCodeBatches.id, accessCodes.batchId))
        .where(eq(accessCodes.batchId, batchId))
        .orderBy(asc(accessCodes.code));
      return {
        batchId: head.id,
        createdAt: new Date(head.createdAt).toISOString(),
        days: head.days,
        expiresOn: head.expiresOn,
        group: head.groupId === null ? null : { id: head.groupId, name: head.groupName ?? '' },
        codes: rows,
      };
    },

    /**
     * Voids a code nobody used, once, with `alongside` (its audit entry) in the same transaction; a
     * redemption that claims the code at the same moment wins or loses as a whole (one UPDATE each).
     */
    async void(
      input: { code: string; at: string; operatorId: number },
      alongside: (tx: Db, batchId: number) => Promise<void>,
    ): Promise<{ ok: true; batchId: number } | { ok: false; reason: VoidRefusal }> {
      return db.transaction(async (transaction) => {
        const tx = transaction as unknown as Db;
        const [voided] = await tx
          .update(accessCodes)
          .set({ voidedAt: input.at, voidedBy: input.operatorId })
          .where(and(eq(accessCodes.code, input.code), isNull(accessCodes.usedAt), isNull(accessCodes.voidedAt)))
          .returning({ batchId: accessCodes.batchId });
        if (voided) {
          await alongside(tx, voided.batchId);
          return { ok: true as const, batchId: voided.batchId };
        }
        const [row] = await tx.select({ usedAt: accessCodes.usedAt }).from(accessCodes).where(eq(accessCodes.code, input.code));
        return { ok: false as const, reason: !row ? 'unknown' : row.usedAt !== null ? 'used' : 'voided' };
      });
    },

    /**
     * Why `code` cannot be redeemed on `today` (Lima), or undefined while it is free: one read by the
     * primary key, done before any password is hashed (issue 55). redeem() decides again in its transaction.
     */
    async refusal(code: string, today: string): Promise<RedeemRefusal | undefined> {
      const refused = await whyRefused(db, code);
      if (refused.reason === 'expired' && refused.expiresOn >= today) return undefined;
      return refused;
    },

    /**
     * Redeems `code` for a new account or a student's own: in one transaction, claims the code (once),
     * creates the account if new, and gives the course from today for the code's days, or extends an
     * access that is still running by them; `alongside` (the audit entry) runs in it too. A refusal
     * writes nothing.
     */
    async redeem(
      input: { code: string; at: string; today: string; courseId: number; redeemer: Redeemer },
      alongside: (tx: Db, studentId: number, details: { days: number; endsAt: string; previousEndsAt: string | null; batchId: number; groupId: number | null }) => Promise<void>,
    ): Promise<RedeemResult> {
      try {
        return await db.transaction(async (transaction) => {
          const tx = transaction as unknown as Db;
          const { redeemer } = input;
          // The code is claimed first, so a refused code is told the same whether the email has an
          // account or not (issue 55); its user is written once the account is known.
          const [claimed] = await tx
            .update(accessCodes)
            .set({ usedAt: input.at })
            .where(
              and(
                eq(accessCodes.code, input.code),
                isNull(accessCodes.usedAt),
                isNull(accessCodes.voidedAt),
                sql`(SELECT ${accessCodeBatches.expiresOn} FROM ${accessCodeBatches} WHERE ${accessCodeBatches.id} = ${accessCodes.batchId}) >= ${input.today}::date`,
              ),
            )
            .returning({ batchId: accessCodes.batchId });
          if (!claimed) throw new Refused(await whyRefused(tx, input.code));
          let studentId: number;
          /** The existing account's role and group before the code (a new account has no first attempts to move). */
          let previous: { role: string; groupId: number | null } | undefined;
          if (redeemer.kind === 'new') {
            const [created] = await tx
              .insert(students)
              .values({ email: normalizeEmail(redeemer.email), name: redeemer.name.trim(), passwordHash: redeemer.passwordHash })
              .onConflictDoNothing()
              .returning({ id: students.id });
            if (!created) throw new Refused({ reason: 'email-taken' });
            studentId = created.id;
          } else {
            studentId = redeemer.studentId;
            // Codes redeemed at once by one student wait for each other here, so each adds its days
            // to what the one before gave (issue 55: with no access yet, both started from today).
            previous = (await tx.select({ role: students.role, groupId: students.groupId }).from(students).where(eq(students.id, studentId)).for('update'))[0];
          }
          await tx.update(accessCodes).set({ usedBy: studentId }).where(eq(accessCodes.code, input.code));
          const [batch] = await tx
            .select({ days: accessCodeBatches.days, groupId: accessCodeBatches.groupId })
            .from(accessCodeBatches)
            .where(eq(accessCodeBatches.id, claimed.batchId));
          // A batch sold to a group puts whoever redeems it in that group (out of any other).
          if (batch.groupId !== null) {
            await tx.update(students).set({ groupId: batch.groupId }).where(eq(students.id, studentId));
            // Their counted first attempts move to that group's item analysis (a student's only).
            if (previous?.role === 'student') await shiftGroupItems(tx, [{ studentId, from: previous.groupId, to: batch.groupId }]);
          }
          const [current] = await tx
            .select({ endsAt: enrollments.endsAt })
            .from(enrollments)
            .where(and(eq(enrollments.studentId, studentId), eq(enrollments.courseId, input.courseId)))
            .for('update');
          if (current && current.endsAt === null) throw new Refused({ reason: 'no-end-date' });
          const previousEndsAt = current?.endsAt ?? null;
          // A running access grows by the code's days; otherwise the days count from today.
          const from = previousEndsAt !== null && previousEndsAt >= input.today ? addDays(previousEndsAt, 1) : input.today;
          const endsAt = addDays(from, batch.days - 1);
          await tx
            .insert(enrollments)
            .values({ studentId, courseId: input.courseId, endsAt })
            .onConflictDoUpdate({ target: [enrollments.studentId, enrollments.courseId], set: { endsAt } });
          await alongside(tx, studentId, { days: batch.days, endsAt, previousEndsAt, batchId: claimed.batchId, groupId: batch.groupId });
          return { ok: true as const, studentId, endsAt, days: batch.days, previousEndsAt };
        });
      } catch (error) {
        if (error instanceof Refused) return { ok: false, ...error.refusal };
        throw error;
      }
    },
  };
}

async function whyRefused(db: Db, code: string): Promise<RedeemRefusal> {
  const [row] = await db
    .select({ usedAt: accessCodes.usedAt, voidedAt: accessCodes.voidedAt, expiresOn: accessCodeBatches.expiresOn })
    .from(accessCodes)
    .innerJoin(accessCodeBatches, eq(accessCodeBatches.id, accessCodes.batchId))
    .where(eq(accessCodes.code, code));
  if (!row) return { reason: 'unknown' };
  if (row.usedAt !== null) return { reason: 'used' };
  if (row.voidedAt !== null) return { reason: 'voided' };
  return { reason: 'expired', expiresOn: row.expiresOn };
}

export type CodesRepository = ReturnType<typeof codesRepository>;
