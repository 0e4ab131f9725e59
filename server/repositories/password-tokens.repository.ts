/**
 * SQL for one-time password links (migration 0005). A link is known by the SHA-256 of its token
 * only; each student has at most one link per purpose, so issuing a new one replaces the earlier.
 */
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { passwordTokens } from '../db/schema';

export type LinkPurpose = 'reset' | 'welcome';

export function passwordTokensRepository(db: Db) {
  return {
    /** Stores the link's hash for the student and purpose, replacing (and so invalidating) the earlier one. */
    async issue(input: { studentId: number; purpose: LinkPurpose; tokenHash: string; at: number; expiresAt: number }): Promise<void> {
      const values = { tokenHash: input.tokenHash, createdAt: new Date(input.at), expiresAt: new Date(input.expiresAt), usedAt: null };
      await db
        .insert(passwordTokens)
        .values({ studentId: input.studentId, purpose: input.purpose, ...values })
        .onConflictDoUpdate({ target: [passwordTokens.studentId, passwordTokens.purpose], set: values });
    },

    /** The student of a link that is unused and unexpired at `at` (without using it). */
    async find(tokenHash: string, at: number): Promise<number | undefined> {
      const [row] = await db
        .select({ studentId: passwordTokens.studentId })
        .from(passwordTokens)
        .where(and(eq(passwordTokens.tokenHash, tokenHash), isNull(passwordTokens.usedAt), gt(passwordTokens.expiresAt, new Date(at))));
      return row?.studentId;
    },

    /**
     * Marks the link used if it is unused and unexpired at `at`, in one statement: of two concurrent
     * uses of one link only one gets the student. Returns the student's id, or undefined.
     */
    async redeem(tokenHash: string, at: number): Promise<{ studentId: number; purpose: LinkPurpose } | undefined> {
      const [row] = await db
        .update(passwordTokens)
        .set({ usedAt: new Date(at) })
        .where(and(eq(passwordTokens.tokenHash, tokenHash), isNull(passwordTokens.usedAt), gt(passwordTokens.expiresAt, new Date(at))))
        .returning({ studentId: passwordTokens.studentId, purpose: passwordTokens.purpose });
      return row;
    },

    /** Ends every open link of the student (their password was just set through one of them). */
    async invalidateAll(studentId: number, at: number): Promise<void> {
      await db
        .update(passwordTokens)
        .set({ usedAt: new Date(at) })
        .where(and(eq(passwordTokens.studentId, studentId), isNull(passwordTokens.usedAt)));
    },
  };
}

export type PasswordTokensRepository = ReturnType<typeof passwordTokensRepository>;
