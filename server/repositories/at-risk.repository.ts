/**
 * SQL for 'Estudiantes en riesgo' (issue 36 §4): students with access to the course who have not
 * studied in N days, whose readiness is under the pass mark with their exam less than 21 days
 * away, or whose access ends within 7 days. Read from the learning-state projection
 * (student_learning, kept by answer-log.repository.ts) and the exam dates, a page at a time in SQL:
 * nothing is recomputed from the answer log per request. A student's exam date is their own, or
 * else their group's (issue 54 §5: the same rule as the device's 'Fecha de mi examen').
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { resultRows } from '../db/client';
import { COURSE_SLUG } from '../seed';

/** The exam this close (days) with readiness under the pass mark puts a student at risk. */
export const EXAM_WINDOW_DAYS = 21;
/** Access ending this close (days, today included) puts a student at risk. */
export const ENDING_WINDOW_DAYS = 7;

export interface AtRiskQuery {
  /** Today in Lima, 'YYYY-MM-DD'. */
  today: string;
  /** Epoch ms: no activity since before it counts as inactive. */
  inactiveBefore: number;
  passPercent: number;
  /** Only this group's members, or (`'none'`) the students in no group. */
  group?: number | 'none';
}

export interface AtRiskRow {
  id: number;
  name: string;
  email: string;
  /** Epoch ms of the last answer or attempt; null: never studied. */
  lastActivityAt: number | null;
  readiness: number | null;
  examDate: string | null;
  endsAt: string | null;
  inactive: boolean;
  behind: boolean;
  ending: boolean;
}

interface SqlRow {
  id: number;
  name: string;
  email: string;
  last_activity_ms: number | null;
  readiness: number | null;
  exam_date: string | null;
  ends_at: string | null;
  inactive: boolean;
  behind: boolean;
  ending: boolean;
}

export function atRiskRepository(db: Db) {
  /** Every at-risk student's figures and reasons, as a subquery the page and the count share. */
  function atRisk(query: AtRiskQuery): SQL {
    const today = sql`${query.today}::date`;
    const inGroup = query.group === undefined ? sql`true` : query.group === 'none' ? sql`s.group_id IS NULL` : sql`s.group_id = ${query.group}`;
    return sql`
      SELECT * FROM (
        SELECT s.id, s.name, s.email,
          (extract(epoch FROM l.last_activity_at) * 1000)::float8 AS last_activity_ms,
          l.readiness,
          to_char(coalesce(st.exam_date, g.exam_date), 'YYYY-MM-DD') AS exam_date,
          to_char(e.ends_at, 'YYYY-MM-DD') AS ends_at,
          coalesce(l.last_activity_at, s.created_at) < to_timestamp(${query.inactiveBefore / 1000}::float8) AS inactive,
          (coalesce(st.exam_date, g.exam_date) >= ${today} AND coalesce(st.exam_date, g.exam_date) < ${today} + ${EXAM_WINDOW_DAYS}::int
            AND coalesce(l.readiness, 0) < ${query.passPercent}) AS behind,
          (e.ends_at IS NOT NULL AND e.ends_at < ${today} + ${ENDING_WINDOW_DAYS}::int) AS ending,
          least(coalesce(st.exam_date, g.exam_date), e.ends_at) AS soonest,
          l.last_activity_at
        FROM students s
        JOIN enrollments e ON e.student_id = s.id AND e.course_id = (SELECT id FROM courses WHERE slug = ${COURSE_SLUG})
        LEFT JOIN student_learning l ON l.student_id = s.id
        LEFT JOIN study_settings st ON st.student_id = s.id
        LEFT JOIN groups g ON g.id = s.group_id
        WHERE s.role = 'student' AND ${inGroup} AND (e.ends_at IS NULL OR e.ends_at >= ${today})
      ) r
      WHERE r.inactive OR r.behind OR r.ending`;
  }

  return {
    /**
     * A page of them, the nearest deadline (exam or end of access) first, then the longest idle, and
     * how many there are in all. The total is a window count over the same scan as the page (issue 55
     * §7): the page has to evaluate every at-risk student anyway to sort by the nearest deadline (the
     * flags depend on today and on `days`, so no index holds them in order), and a second count query
     * read the whole set again. Only a page past the last one (no rows to carry the count) counts apart.
     */
    async page(query: AtRiskQuery, offset: number, limit: number): Promise<{ rows: AtRiskRow[]; total: number }> {
      const rows = resultRows<SqlRow & { total: number }>(
        await db.execute(
          sql`SELECT r.*, count(*) OVER ()::int AS total FROM (${atRisk(query)}) r ORDER BY r.soonest ASC NULLS LAST, r.last_activity_at ASC NULLS FIRST, r.id LIMIT ${limit} OFFSET ${offset}`,
        ),
      );
      const total = rows.length > 0 ? rows[0].total : offset === 0 ? 0 : resultRows<{ total: number }>(await db.execute(sql`SELECT count(*)::int AS total FROM (${atRisk(query)}) c`))[0].total;
      return {
        total,
        rows: rows.map((r) => ({
          id: r.id,
          name: r.name,
          email: r.email,
          lastActivityAt: r.last_activity_ms === null ? null : Number(r.last_activity_ms),
          readiness: r.readiness,
          examDate: r.exam_date,
          endsAt: r.ends_at,
          inactive: r.inactive,
          behind: r.behind,
          ending: r.ending,
        })),
      };
    },
  };
}

export type AtRiskRepository = ReturnType<typeof atRiskRepository>;
