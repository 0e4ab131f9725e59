/**
 * SQL for web push (issue 35): the browsers' subscriptions, and the reminder rounds' view of who is
 * waiting for today's reminder and who already got it. The claim (`claimDay`) is what makes a
 * reminder go out once with several instances: one INSERT … ON CONFLICT per student and local day,
 * and only the instance whose row went in (or whose update took over a claim whose lease ran out)
 * sends.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { resultRows } from '../db/client';
import { pushSubscriptions } from '../db/schema';

/** Devices with reminders per student. */
export const MAX_DEVICES = 10;

export interface PushSubscriptionJson {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/** A student whose reminder may be due in this round, with what the round needs to decide. */
export interface ReminderCandidate {
  studentId: number;
  reminderMinute: number;
  quietStartMinute: number | null;
  quietEndMinute: number | null;
  examDate: string | null;
  /** student_learning.due_times (epoch ms, ascending); empty without any answer. */
  dueTimes: number[];
}

export type ReminderOutcome = 'sent' | 'nothing' | 'failed';

export function pushRepository(db: Db) {
  return {
    /**
     * Stores the device's subscription as the student's. An endpoint another student holds is taken
     * over only by the same browser subscription (the same keys: only the device and this server know
     * the auth secret) or when that student's devices were signed out since (logout, new password):
     * the shared phone of the README. Anyone else who posts it gets false (409), and the owner keeps it.
     */
    async subscribe(studentId: number, tokenVersion: number, subscription: PushSubscriptionJson): Promise<boolean> {
      const { endpoint, keys } = subscription;
      const taken = resultRows<{ endpoint: string }>(
        await db.execute(sql`
          INSERT INTO push_subscriptions AS p (endpoint, student_id, token_version, p256dh, auth)
          VALUES (${endpoint}, ${studentId}, ${tokenVersion}, ${keys.p256dh}, ${keys.auth})
          ON CONFLICT (endpoint) DO UPDATE SET student_id = excluded.student_id, token_version = excluded.token_version, p256dh = excluded.p256dh, auth = excluded.auth
          WHERE p.student_id = excluded.student_id
             OR (p.p256dh = excluded.p256dh AND p.auth = excluded.auth)
             OR p.token_version <> (SELECT s.token_version FROM students s WHERE s.id = p.student_id)
          RETURNING p.endpoint`),
      );
      if (taken.length === 0) return false;
      // A student's devices are few: beyond MAX_DEVICES the oldest subscriptions go (nobody makes
      // the server post to a thousand addresses of their choosing every evening).
      await db.execute(sql`
        DELETE FROM push_subscriptions WHERE student_id = ${studentId} AND endpoint NOT IN (
          SELECT endpoint FROM push_subscriptions WHERE student_id = ${studentId} ORDER BY created_at DESC, endpoint LIMIT ${MAX_DEVICES})`);
      return true;
    },

    /** Removes the student's subscription at `endpoint`; whether there was one. */
    async unsubscribe(studentId: number, endpoint: string): Promise<boolean> {
      const removed = await db
        .delete(pushSubscriptions)
        .where(and(eq(pushSubscriptions.studentId, studentId), eq(pushSubscriptions.endpoint, endpoint)))
        .returning({ endpoint: pushSubscriptions.endpoint });
      return removed.length > 0;
    },

    /** The push service said the subscription is gone (404/410). */
    async remove(endpoint: string): Promise<void> {
      await db.delete(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));
    },

    /**
     * The student's devices still signed in as them: a subscription made before a logout or a
     * password change (the token version moved on) is removed instead.
     */
    async devicesOf(studentId: number): Promise<PushSubscriptionJson[]> {
      await db.execute(sql`
        DELETE FROM push_subscriptions p USING students s
        WHERE p.student_id = ${studentId} AND s.id = p.student_id AND p.token_version <> s.token_version`);
      const rows = await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.studentId, studentId)).orderBy(pushSubscriptions.endpoint);
      return rows.map((row) => ({ endpoint: row.endpoint, keys: { p256dh: row.p256dh, auth: row.auth } }));
    },

    /**
     * Students with reminders on, a device still signed in, their hour reached by `minute` (every
     * hour when `minute` is null) and no reminder of `day` (YYYY-MM-DD) done or claimed under a
     * lease still running at `now` (epoch ms).
     */
    async candidates(day: string, minute: number | null, now: number): Promise<ReminderCandidate[]> {
      const rows = resultRows<{
        student_id: number;
        reminder_minute: number;
        quiet_start_minute: number | null;
        quiet_end_minute: number | null;
        exam_date: string | null;
        due_times: number[] | null;
      }>(
        await db.execute(sql`
          SELECT s.student_id, s.reminder_minute, s.quiet_start_minute, s.quiet_end_minute, s.exam_date::text AS exam_date, l.due_times
          FROM study_settings s
          JOIN students u ON u.id = s.student_id
          LEFT JOIN student_learning l ON l.student_id = s.student_id
          WHERE s.reminders_enabled
            AND (${minute}::int IS NULL OR s.reminder_minute <= ${minute}::int)
            AND EXISTS (SELECT 1 FROM push_subscriptions p WHERE p.student_id = s.student_id AND p.token_version = u.token_version)
            AND NOT EXISTS (
              SELECT 1 FROM reminder_sends r WHERE r.student_id = s.student_id AND r.day = ${day}::date
                AND (r.outcome <> 'claimed' OR r.lease_until > ${new Date(now).toISOString()}::timestamptz))
          ORDER BY s.student_id`),
      );
      return rows.map((row) => ({
        studentId: row.student_id,
        reminderMinute: row.reminder_minute,
        quietStartMinute: row.quiet_start_minute,
        quietEndMinute: row.quiet_end_minute,
        examDate: row.exam_date,
        dueTimes: (row.due_times ?? []).map(Number),
      }));
    },

    /** Questions the student answered for the first time at or after `since` (epoch ms). */
    async newQuestionsSince(studentId: number, since: number): Promise<number> {
      const [row] = resultRows<{ n: number }>(
        await db.execute(sql`
          SELECT count(*)::int AS n FROM (
            SELECT min(answered_at) AS first FROM review_events WHERE student_id = ${studentId} GROUP BY question_id
          ) q WHERE q.first >= ${new Date(since).toISOString()}::timestamptz`),
      );
      return Number(row?.n ?? 0);
    },

    /**
     * Takes the student's reminder of `day` for `leaseMs`; false when another round (any instance)
     * holds it or finished it. A claim whose lease ran out without an outcome (its instance died) is
     * taken over.
     */
    async claimDay(studentId: number, day: string, now: number, leaseMs: number): Promise<boolean> {
      const at = new Date(now).toISOString();
      const until = new Date(now + leaseMs).toISOString();
      const rows = resultRows<{ student_id: number }>(
        await db.execute(sql`
          INSERT INTO reminder_sends AS r (student_id, day, claimed_at, lease_until) VALUES (${studentId}, ${day}::date, ${at}::timestamptz, ${until}::timestamptz)
          ON CONFLICT (student_id, day) DO UPDATE SET claimed_at = excluded.claimed_at, lease_until = excluded.lease_until
          WHERE r.outcome = 'claimed' AND r.lease_until <= excluded.claimed_at
          RETURNING r.student_id`),
      );
      return rows.length > 0;
    },

    async recordOutcome(studentId: number, day: string, outcome: ReminderOutcome, due: number, devices: number): Promise<void> {
      await db.execute(sql`
        UPDATE reminder_sends SET outcome = ${outcome}, due = ${due}, devices = ${devices}
        WHERE student_id = ${studentId} AND day = ${day}::date`);
    },
  };
}

export type PushRepository = ReturnType<typeof pushRepository>;
