/**
 * SQL for groups ('Grupos', issue 36 §2): classes prepared for one sitting of the exam. A group has a
 * unique name (whatever the case) and an optional exam date; a student belongs to at most one (the
 * nullable `students.group_id`). Every change runs with its audit entries in one transaction. A
 * group's figures (readiness distribution, weakest topics, who studied in the last 7 days) are read in
 * SQL from the learning-state projection (student_learning), never from the answer log; its item
 * analysis is kept in group_item_statistics (a move shifts the students' first attempts there).
 */
import { rankWeakTopics } from '../../src/shared/weak-topics';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { intArrayColumn, resultRows } from '../db/client';
import { shiftGroupItems } from './answer-log.repository';

export interface Group {
  id: number;
  name: string;
  /** The group's exam date ('YYYY-MM-DD', Lima); null: none set. */
  examDate: string | null;
  /** Students in it. */
  members: number;
}

/** A student whose group changed, and the group they were in before (null: none). */
export interface MoveResult {
  studentId: number;
  previousGroupId: number | null;
}

/** Readiness ranges of the distribution, in percent: [from, to] inclusive. */
export const READINESS_BANDS = [
  [0, 39],
  [40, 59],
  [60, 79],
  [80, 100],
] as const;

export interface GroupFigures {
  members: number;
  /** Members per readiness band (READINESS_BANDS order), and those without answers yet. */
  readiness: { bands: number[]; noData: number };
  /** Topics with the members' average mastery (0–1), weakest first by the shrunk estimate (src/shared/weak-topics.ts); only members who answered in it. */
  topics: { topic: number; mastery: number; students: number }[];
  /** Members whose last activity fell on one of the last 7 Lima days (today included). */
  activeLastWeek: number;
}

interface GroupSqlRow {
  id: number;
  name: string;
  exam_date: string | null;
  members: number;
}

const groupOf = (row: GroupSqlRow): Group => ({ id: row.id, name: row.name, examDate: row.exam_date, members: row.members });

/** A unique index refused the change (PostgreSQL's 23505, however the driver wraps it). */
function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/** Thrown by create and update when another group has that name (whatever the case). */
export class GroupNameTaken extends Error {}

export function groupsRepository(db: Db) {
  async function select(where: ReturnType<typeof sql>, tail = sql``): Promise<Group[]> {
    // Members from the totals per group migration 0021 keeps (issue 55 §7): counting each listed
    // group's students read every student of the academy for one page of groups.
    // The date as text: both drivers then return it the same way (node-postgres would make a Date).
    const result = await db.execute(sql`
      SELECT g.id, g.name, to_char(g.exam_date, 'YYYY-MM-DD') AS exam_date,
        coalesce((SELECT t.total FROM student_totals t WHERE t.group_key = g.id), 0)::int AS members
      FROM groups g WHERE ${where} ${tail}`);
    return resultRows<GroupSqlRow>(result).map(groupOf);
  }

  async function withUniqueName<T>(task: () => Promise<T>): Promise<T> {
    try {
      return await task();
    } catch (error) {
      if (isUniqueViolation(error)) throw new GroupNameTaken();
      throw error;
    }
  }

  return {
    /** A page of groups by name, and how many there are. */
    async page(offset: number, limit: number): Promise<{ rows: Group[]; total: number }> {
      const [rows, [{ total }]] = await Promise.all([
        select(sql`true`, sql`ORDER BY lower(g.name), g.id LIMIT ${limit} OFFSET ${offset}`),
        db.execute(sql`SELECT count(*)::int AS total FROM groups`).then((r) => resultRows<{ total: number }>(r)),
      ]);
      return { rows, total };
    },

    /** Up to `limit` groups by name: the choices of the console's group selectors. */
    options(limit: number): Promise<Group[]> {
      return select(sql`true`, sql`ORDER BY lower(g.name), g.id LIMIT ${limit}`);
    },

    async find(id: number): Promise<Group | undefined> {
      return (await select(sql`g.id = ${id}`))[0];
    },

    /** The group called `name` (whatever the case). */
    async findByName(name: string): Promise<Group | undefined> {
      return (await select(sql`lower(g.name) = lower(${name})`))[0];
    },

    /** The groups called any of `names` (whatever the case), by their lower-case name. */
    async byNames(names: readonly string[]): Promise<Map<string, Group>> {
      if (names.length === 0) return new Map();
      const list = sql.join(
        [...new Set(names.map((n) => n.toLowerCase()))].map((n) => sql`${n}`),
        sql`, `,
      );
      return new Map((await select(sql`lower(g.name) IN (${list})`)).map((g) => [g.name.toLowerCase(), g]));
    },

    /** Creates a group and runs `alongside` (its audit entry) in the transaction; GroupNameTaken when the name is used. */
    create(input: { name: string; examDate: string | null; at: string }, alongside: (tx: Db, id: number) => Promise<void>): Promise<number> {
      return withUniqueName(() =>
        db.transaction(async (transaction) => {
          const tx = transaction as unknown as Db;
          const [row] = resultRows<{ id: number }>(
            await tx.execute(sql`INSERT INTO groups (name, exam_date, created_at) VALUES (${input.name}, ${input.examDate}, ${input.at}) RETURNING id`),
          );
          await alongside(tx, row.id);
          return row.id;
        }),
      );
    },

    /** Renames a group and/or sets its date; false for an unknown group; GroupNameTaken when the name is used. */
    update(id: number, change: { name?: string; examDate?: string | null }, alongside: (tx: Db, before: Group) => Promise<void>): Promise<boolean> {
      return withUniqueName(() =>
        db.transaction(async (transaction) => {
          const tx = transaction as unknown as Db;
          const before = (await groupsRepository(tx).find(id)) ?? null;
          if (!before) return false;
          const name = change.name ?? before.name;
          const examDate = change.examDate === undefined ? before.examDate : change.examDate;
          if (name === before.name && examDate === before.examDate) return true;
          await tx.execute(sql`UPDATE groups SET name = ${name}, exam_date = ${examDate} WHERE id = ${id}`);
          await alongside(tx, before);
          return true;
        }),
      );
    },

    /**
     * Deletes a group: its members are left without one and its notices are withdrawn (a notice to a
     * group must not become a notice to everyone), with `alongside` in the same transaction. Its
     * item analysis (group_item_statistics) goes with it (ON DELETE CASCADE).
     */
    async remove(id: number, at: string, alongside: (tx: Db, before: Group) => Promise<void>): Promise<boolean> {
      return db.transaction(async (transaction) => {
        const tx = transaction as unknown as Db;
        const before = await groupsRepository(tx).find(id);
        if (!before) return false;
        await tx.execute(sql`UPDATE announcements SET withdrawn_at = ${at} WHERE group_id = ${id} AND withdrawn_at IS NULL`);
        await tx.execute(sql`DELETE FROM groups WHERE id = ${id}`);
        await alongside(tx, before);
        return true;
      });
    },

    /**
     * Puts students in a group (`groupId`), or takes them out of theirs (null). Only students (not
     * operators) whose group changes are moved; `alongside` gets them, in the same transaction.
     */
    async move(studentIds: readonly number[], groupId: number | null, alongside: (tx: Db, moved: MoveResult[]) => Promise<void>): Promise<MoveResult[]> {
      if (studentIds.length === 0) return [];
      return db.transaction(async (transaction) => {
        const tx = transaction as unknown as Db;
        const ids = sql.join(
          studentIds.map((id) => sql`${id}`),
          sql`, `,
        );
        // The rows are locked in id order (FOR UPDATE) so that two moves of the same students queue.
        const before = resultRows<{ id: number; group_id: number | null }>(
          await tx.execute(sql`SELECT id, group_id FROM students WHERE id IN (${ids}) AND role = 'student' ORDER BY id FOR UPDATE`),
        );
        const moved = before.filter((row) => row.group_id !== groupId).map((row) => ({ studentId: row.id, previousGroupId: row.group_id }));
        if (moved.length === 0) return [];
        const movedIds = sql.join(
          moved.map((m) => sql`${m.studentId}`),
          sql`, `,
        );
        await tx.execute(sql`UPDATE students SET group_id = ${groupId} WHERE id IN (${movedIds})`);
        // Their counted first attempts leave the old group's item analysis for the new one's.
        await shiftGroupItems(tx, moved.map((m) => ({ studentId: m.studentId, from: m.previousGroupId, to: groupId })));
        await alongside(tx, moved);
        return moved;
      });
    },

    /** The ids of the group's students (whose exam date is the group's unless they set their own). */
    async memberIds(id: number): Promise<number[]> {
      return resultRows<{ id: number }>(await db.execute(sql`SELECT id FROM students WHERE group_id = ${id} AND role = 'student' ORDER BY id`)).map((r) => r.id);
    },

    /** The group a student is in, or null. */
    async ofStudent(studentId: number): Promise<Group | null> {
      return (await select(sql`g.id = (SELECT group_id FROM students WHERE id = ${studentId})`))[0] ?? null;
    },

    /** The members' figures, from the learning-state projection; `today` is Lima's day. */
    async figures(id: number, today: string): Promise<GroupFigures> {
      const bands = READINESS_BANDS.map(([from, to]) => sql`count(*) FILTER (WHERE l.readiness BETWEEN ${from} AND ${to})::int`);
      const [counts] = resultRows<{ members: number; no_data: number; active: number; bands: number[] | string }>(
        await db.execute(sql`
          SELECT count(*)::int AS members,
            count(*) FILTER (WHERE l.readiness IS NULL)::int AS no_data,
            count(*) FILTER (WHERE (l.last_activity_at AT TIME ZONE 'America/Lima')::date > ${today}::date - 7)::int AS active,
            ARRAY[${sql.join(bands, sql`, `)}] AS bands
          FROM students s LEFT JOIN student_learning l ON l.student_id = s.id
          WHERE s.group_id = ${id} AND s.role = 'student'`),
      );
      const topics = resultRows<{ topic: number; mastery: number; students: number }>(
        await db.execute(sql`
          SELECT (m->>'topic')::int AS topic, avg((m->>'mastery')::float8)::float8 AS mastery, count(*)::int AS students
          FROM students s
          JOIN student_learning l ON l.student_id = s.id
          CROSS JOIN LATERAL jsonb_array_elements(l.mastery) AS m
          WHERE s.group_id = ${id} AND s.role = 'student' AND (m->>'answered')::int > 0
          GROUP BY 1 ORDER BY 2 ASC, 1 ASC`),
      );
      const bandCounts = intArrayColumn(counts.bands);
      return {
        members: counts.members,
        readiness: { bands: bandCounts, noData: counts.no_data },
        // Weakest first by a shrunk estimate (src/shared/weak-topics.ts), not the raw average.
        topics: rankWeakTopics(topics.map((t) => ({ topic: t.topic, mastery: Number(t.mastery), students: t.students }))).map(({ topic, mastery, students }) => ({ topic, mastery, students })),
        activeLastWeek: counts.active,
      };
    },

    /** The exam date of the student's group (null: no group, or a group without a date). */
    async examDateOf(studentId: number): Promise<string | null> {
      const [row] = resultRows<{ exam_date: string | null }>(
        await db.execute(sql`SELECT to_char(g.exam_date, 'YYYY-MM-DD') AS exam_date FROM students s JOIN groups g ON g.id = s.group_id WHERE s.id = ${studentId}`),
      );
      return row?.exam_date ?? null;
    },
  };
}

export type GroupsRepository = ReturnType<typeof groupsRepository>;
