/**
 * SQL the console reads with (issues 20 and 29): students with their access and learning figures, a
 * page at a time, searched and sorted in SQL over the learning-state projection (student_learning,
 * kept by answer-log.repository.ts); a student's attempts; the item analysis from its sufficient
 * statistics. Nothing here loads every student or every attempt. Operators are never listed.
 */
import { desc, eq, sql, type SQL } from 'drizzle-orm';
import { type Db, intArrayColumn, jsonColumn, resultRows } from '../db/client';
import { attempts } from '../db/schema';
import type { StudentSort } from '../../src/shared/console-rows';
import type { TopicMastery } from '../../src/shared/learning/readiness';
import { COURSE_SLUG } from '../seed';
import type { ItemSums } from '../lib/item-statistics';
import { type AttemptRow, versionedQuestions, type VersionedLookup } from './answer-log.repository';

export interface StudentSummary {
  id: number;
  name: string;
  email: string;
  enrolled: boolean;
  /** The last day of access ('YYYY-MM-DD', Lima, inclusive); null: no end date (or no access). */
  endsAt: string | null;
  /** Attempts at published exams ('Repetir solo mis errores' left out). */
  attempts: number;
  /** Best percent among those attempts. */
  bestScore: number | null;
  /** Epoch ms of the latest attempt finished or answer given; null: none. */
  lastActivityAt: number | null;
  /** Readiness as the projection last computed it; null without answers. */
  readiness: { estimate: number; low: number; high: number; early: boolean } | null;
  /** The student's group (migration 0017); null: none. */
  group: { id: number; name: string } | null;
}

export interface StudentLearning {
  dueTimes: number[];
  mastery: TopicMastery[];
  answeredQuestions: number;
  computedAt: number;
}

export interface StudentQuery {
  /** Searched in name and email, without accents or case. */
  q?: string;
  sort: StudentSort;
  dir: 'asc' | 'desc';
  /** Today in Lima ('YYYY-MM-DD'): an access that ended before it is 'expired'. */
  today: string;
  /** Only the members of this group, or (`'none'`) the students in no group. */
  group?: number | 'none';
}

interface SummarySqlRow {
  id: number;
  name: string;
  email: string;
  enrolled: boolean;
  ends_at: string | null;
  attempts: number | null;
  best_score: number | null;
  last_activity_ms: number | null;
  readiness: number | null;
  readiness_low: number | null;
  readiness_high: number | null;
  readiness_early: boolean | null;
  group_id: number | null;
  group_name: string | null;
}

const ACCENTED = 'áàäâãéèëêíìïîóòöôõúùüûñç';
const PLAIN = 'aaaaaeeeeiiiiooooouuuunc';

/**
 * Lower case without accents, in SQL and in JavaScript alike ('Núñez' is found by 'nunez'). The
 * letters are written into the statement, not bound, so that it is the expression the indexes of
 * migration 0019 hold and the planner uses them.
 */
export function foldedSql(column: SQL): SQL {
  return sql`translate(lower(${column}), ${sql.raw(`'${ACCENTED}'`)}, ${sql.raw(`'${PLAIN}'`)})`;
}
export function folded(text: string): string {
  return text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase();
}

/** What a search looks for, folded; '' for no search. */
function needleOf(query: Pick<StudentQuery, 'q'>): string {
  return folded((query.q ?? '').trim());
}

/** A LIKE pattern that matches `text` anywhere, its wildcards taken literally. */
export function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** A run's sort key: its expression and the SQL type its text form is read back as (keyset paging). */
interface SortKey {
  expr: SQL;
  type: 'text' | 'integer' | 'date' | 'timestamptz';
}

/** The sorts by a figure of the learning projection, and its column. */
const LEARNING_KEYS: Partial<Record<StudentSort, SortKey>> = {
  lastActivity: { expr: sql`l.last_activity_at`, type: 'timestamptz' },
  attempts: { expr: sql`l.attempts`, type: 'integer' },
  bestScore: { expr: sql`l.best_score`, type: 'integer' },
  readiness: { expr: sql`l.readiness`, type: 'integer' },
};

/**
 * The list in one order is one or more runs read one after another, each a query an index returns
 * in its order, so a page costs the same at 1,000 and at 10,000 students (issue 29). A run is
 * ordered by its key (if any) then by `tie`, the student's id as the run's index holds it, both in
 * `dir`; ties go by id, in the sort's direction. (key, tie) is unique: the CSV reads a run keyset-paged.
 */
interface Run {
  from: SQL;
  where: SQL;
  key?: SortKey;
  tie: SQL;
  dir: 'ASC' | 'DESC';
  /** The student's id in `from`. */
  id: SQL;
}

/** Where a keyset-paged read of a run left off: the last row's key (as text; null for a null key) and id. */
interface Cursor {
  key: string | null;
  id: number;
}

function orderOf(run: Run): SQL {
  const dir = sql.raw(run.dir);
  return run.key ? sql`${run.key.expr} ${dir}, ${run.tie} ${dir}` : sql`${run.tie} ${dir}`;
}

/**
 * The rows of `run` after `cursor` in the run's order. PostgreSQL puts nulls last going up and first
 * going down; a row comparison with a null key is null, so the null keys are named apart.
 */
function afterCursor(run: Run, cursor: Cursor): SQL {
  const ascending = run.dir === 'ASC';
  const tieAfter = ascending ? sql`${run.tie} > ${cursor.id}` : sql`${run.tie} < ${cursor.id}`;
  if (!run.key) return tieAfter;
  const key = run.key.expr;
  if (cursor.key === null) return ascending ? sql`(${key} IS NULL AND ${tieAfter})` : sql`(${key} IS NOT NULL OR ${tieAfter})`;
  const last = sql`(${cursor.key}::${sql.raw(run.key.type)}, ${cursor.id}::int)`;
  return ascending ? sql`((${key}, ${run.tie}) > ${last} OR ${key} IS NULL)` : sql`(${key}, ${run.tie}) < ${last}`;
}

/** The enrollment in the course, joined to the student `s` as `e`. */
const ENROLLMENT = sql`e.student_id = s.id AND e.course_id = (SELECT id FROM courses WHERE slug = ${COURSE_SLUG})`;
const WITH_LEARNING = sql`students s LEFT JOIN student_learning l ON l.student_id = s.id LEFT JOIN enrollments e ON ${ENROLLMENT}`;
const LEARNING_FIRST = sql`student_learning l JOIN students s ON s.id = l.student_id LEFT JOIN enrollments e ON ${ENROLLMENT}`;
const ENROLLED_FIRST = sql`enrollments e JOIN students s ON ${ENROLLMENT} LEFT JOIN student_learning l ON l.student_id = s.id`;
/** The students lacking something (migration 0020's tables, `w`), with the list's joins. */
const lacking = (table: 'students_without_access' | 'students_without_learning') =>
  sql`${sql.raw(table)} w JOIN students s ON s.id = w.student_id LEFT JOIN student_learning l ON l.student_id = s.id LEFT JOIN enrollments e ON ${ENROLLMENT}`;

/**
 * The runs of the students in `where` (a condition on `s`); `everyone`: `where` leaves nobody out,
 * so a run by a learning figure reads its index alone, without a student row per entry (a page far
 * down the list then reads index entries only up to it), leaving out the operators by their ids.
 */
function runsOf(query: StudentQuery, where: SQL, everyone: boolean): Run[] {
  const dir = query.dir === 'desc' ? 'DESC' : 'ASC';
  const ascending = query.dir !== 'desc';
  const key = LEARNING_KEYS[query.sort];
  const students = sql`s.role = 'student' AND ${where}`;
  if (key) {
    // Students with the figure, by it (its index); then those without one, whatever the direction.
    // A student who never answered has 0 attempts: first from the bottom up, last from the top down.
    const ordered = { key, tie: sql`l.student_id`, dir } as const;
    const figures: Run = everyone
      ? { from: sql`student_learning l`, where: sql`${key.expr} IS NOT NULL AND l.student_id NOT IN (SELECT id FROM students WHERE role <> 'student')`, ...ordered, id: sql`l.student_id` }
      : { from: LEARNING_FIRST, where: sql`${students} AND ${key.expr} IS NOT NULL`, ...ordered, id: sql`s.id` };
    if (query.sort === 'attempts') {
      // attempts is never null in the projection: the rest is whoever has no learning state yet.
      const rest: Run = { from: lacking('students_without_learning'), where: students, tie: sql`w.student_id`, dir: 'ASC', id: sql`s.id` };
      return ascending ? [rest, figures] : [figures, rest];
    }
    return [figures, { from: WITH_LEARNING, where: sql`${students} AND ${key.expr} IS NULL`, tie: sql`s.id`, dir: 'ASC', id: sql`s.id` }];
  }
  if (query.sort === 'access') {
    // No access, then ended, then active, by the last day (the ended's are all before today's,
    // an open-ended access last): the enrolled in the index's order of their end date.
    const none: Run = { from: lacking('students_without_access'), where: students, tie: sql`w.student_id`, dir, id: sql`s.id` };
    const enrolled: Run = { from: ENROLLED_FIRST, where: students, key: { expr: sql`e.ends_at`, type: 'date' }, tie: sql`e.student_id`, dir, id: sql`s.id` };
    return ascending ? [none, enrolled] : [enrolled, none];
  }
  const column = query.sort === 'name' ? foldedSql(sql`s.name`) : sql`lower(s.email)`;
  return [{ from: WITH_LEARNING, where: students, key: { expr: column, type: 'text' }, tie: sql`s.id`, dir, id: sql`s.id` }];
}

function summaryOf(row: SummarySqlRow): StudentSummary {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    enrolled: row.enrolled,
    endsAt: row.ends_at,
    attempts: row.attempts ?? 0,
    bestScore: row.best_score,
    lastActivityAt: row.last_activity_ms === null ? null : Number(row.last_activity_ms),
    readiness:
      row.readiness === null
        ? null
        : { estimate: row.readiness, low: row.readiness_low ?? 0, high: row.readiness_high ?? 100, early: row.readiness_early ?? true },
    group: row.group_id === null ? null : { id: row.group_id, name: row.group_name ?? '' },
  };
}

/**
 * A row of item_statistics or group_item_statistics as a raw execute() answers it: the sums may come
 * as numeric text and `chosen` (int[]) parsed or as its text ('{3,0,1}'), by driver.
 */
export interface ItemSumsSql {
  question_id: string;
  version: number;
  answers: number;
  correct: number;
  sum_rest: string | number;
  sum_rest_squared: string | number;
  sum_right_rest: string | number;
  chosen: number[] | string;
}

/** The sufficient statistics a kept row holds. */
export function itemSumsOf(row: ItemSumsSql): ItemSums {
  return {
    questionId: row.question_id,
    version: Number(row.version),
    answers: Number(row.answers),
    correct: Number(row.correct),
    sumRest: Number(row.sum_rest),
    sumRestSquared: Number(row.sum_rest_squared),
    sumRightRest: Number(row.sum_right_rest),
    chosen: intArrayColumn(row.chosen),
  };
}

export function consoleRepository(db: Db) {
  /**
   * A run's rows, or the `limit` window of them: the ids first, in the run's order (the rows before
   * the window are read as index entries only), then the figures of those rows alone. The window is
   * `count` rows after `offset` rows (a page), or after a cursor (keyset: nothing before it is read).
   * Each row carries its sort key as text and its id, the cursor of the next read.
   */
  function rows(run: Run, limit?: { count: number; offset?: number; after?: Cursor }) {
    const order = orderOf(run);
    const window = limit ? sql`LIMIT ${limit.count}${limit.offset ? sql` OFFSET ${limit.offset}` : sql``}` : sql``;
    const after = limit?.after ? sql` AND ${afterCursor(run, limit.after)}` : sql``;
    // Times as epoch milliseconds and the date as text: both drivers then return them the same way
    // (node-postgres would turn a date into a local-midnight Date).
    return db.execute(sql`
      SELECT s.id, s.name, s.email,
        e.student_id IS NOT NULL AS enrolled,
        to_char(e.ends_at, 'YYYY-MM-DD') AS ends_at,
        l.attempts, l.best_score, (extract(epoch FROM l.last_activity_at) * 1000)::float8 AS last_activity_ms,
        l.readiness, l.readiness_low, l.readiness_high, l.readiness_early,
        s.group_id, g.name AS group_name, page.sort_key
      FROM (
        SELECT ${run.id} AS page_id, ${run.key ? sql`(${run.key.expr})::text` : sql`NULL::text`} AS sort_key,
          row_number() OVER (ORDER BY ${order}) AS position
        FROM ${run.from} WHERE ${run.where}${after}
        ORDER BY ${order} ${window}
      ) page
      JOIN students s ON s.id = page.page_id
      LEFT JOIN student_learning l ON l.student_id = s.id
      LEFT JOIN enrollments e ON ${ENROLLMENT}
      LEFT JOIN groups g ON g.id = s.group_id
      ORDER BY page.position`);
  }

  async function runCount(run: Run): Promise<number> {
    const [{ total }] = resultRows<{ total: number }>(await db.execute(sql`SELECT count(*)::int AS total FROM ${run.from} WHERE ${run.where}`));
    return total;
  }

  /**
   * The rows of `where` in the query's order: all of them, or the `limit` window across the runs. A run
   * is read first and counted only when it ends before the window does (a count reads the whole run).
   */
  async function select(where: SQL, everyone: boolean, query: Pick<StudentQuery, 'sort' | 'dir' | 'today'>, limit?: { offset: number; count: number }) {
    const runs = runsOf({ ...query }, where, everyone);
    const found: SummarySqlRow[] = [];
    let offset = limit?.offset ?? 0;
    for (const run of runs) {
      const wanted = limit ? limit.count - found.length : undefined;
      if (wanted === 0) break;
      const read = resultRows<SummarySqlRow>(await rows(run, wanted === undefined ? undefined : { offset, count: wanted }));
      found.push(...read);
      // Short of the window: the next run starts where this one's rows ran out before the offset.
      if (offset > 0) offset = read.length > 0 ? 0 : Math.max(0, offset - (await runCount(run)));
    }
    return found.map(summaryOf);
  }

  /**
   * How many students match (apart from the page: a window count would make every page sort them all).
   * Without a search, from the totals per group migration 0021 keeps (a count reads every student).
   */
  async function count(query: Pick<StudentQuery, 'q' | 'group'>): Promise<number> {
    const totals = query.group === undefined ? sql`true` : sql`group_key = ${query.group === 'none' ? 0 : query.group}`;
    const [{ total }] = resultRows<{ total: number }>(
      await db.execute(
        needleOf(query)
          ? sql`SELECT count(*)::int AS total FROM students s WHERE s.role = 'student' AND ${matching(query)}`
          : sql`SELECT coalesce(sum(total), 0)::int AS total FROM student_totals WHERE ${totals}`,
      ),
    );
    return total;
  }

  /** Whether the query leaves no student out (no search, no group). */
  function everyone(query: Pick<StudentQuery, 'q' | 'group'>): boolean {
    return query.group === undefined && !needleOf(query);
  }

  function matching(query: Pick<StudentQuery, 'q' | 'group'>): SQL {
    const inGroup = query.group === undefined ? sql`true` : query.group === 'none' ? sql`s.group_id IS NULL` : sql`s.group_id = ${query.group}`;
    const needle = needleOf(query);
    if (!needle) return inGroup;
    const pattern = containing(needle);
    return sql`${inGroup} AND (${foldedSql(sql`s.name`)} LIKE ${pattern} OR ${foldedSql(sql`s.email`)} LIKE ${pattern})`;
  }

  /**
   * Every student that matches, sorted, `size` at a time (the CSV streams them, issue 55 §7): each
   * chunk is one read of `size` rows of a run after the last row's key and id (keyset), so no query
   * reads what earlier chunks did (an OFFSET reads every row it skips) and none holds every student.
   * A chunk ends where its run does.
   */
  async function* chunks(query: StudentQuery, size: number): AsyncGenerator<StudentSummary[]> {
    for (const run of runsOf(query, matching(query), everyone(query))) {
      let after: Cursor | undefined;
      for (;;) {
        const read = resultRows<SummarySqlRow & { sort_key: string | null }>(await rows(run, { count: size, after }));
        if (read.length > 0) yield read.map(summaryOf);
        if (read.length < size) break;
        const last = read[read.length - 1];
        after = { key: last.sort_key, id: last.id };
      }
    }
  }

  return {
    /** One page of the students that match, sorted, and how many match in all. */
    async page(query: StudentQuery, offset: number, size: number): Promise<{ rows: StudentSummary[]; total: number }> {
      const [rows, total] = await Promise.all([select(matching(query), everyone(query), query, { offset, count: size }), count(query)]);
      return { rows, total };
    },

    /** Every student that matches, sorted, `size` at a time (the CSV). */
    chunks,

    /** Every student that matches, sorted (read in chunks too). */
    async all(query: StudentQuery): Promise<StudentSummary[]> {
      const found: StudentSummary[] = [];
      for await (const chunk of chunks(query, 1000)) found.push(...chunk);
      return found;
    },

    /** One student's summary; undefined for an unknown id or an operator. */
    async summary(id: number, today: string): Promise<StudentSummary | undefined> {
      return (await select(sql`s.id = ${id}`, false, { sort: 'name', dir: 'asc', today }))[0];
    },

    /** What the projection keeps of one student's learning beyond the list's figures. */
    async learningOf(id: number): Promise<StudentLearning | null> {
      const [row] = resultRows<{ due_times: number[] | string; mastery: TopicMastery[] | string; answered_questions: number; computed_ms: number }>(
        await db.execute(sql`
          SELECT due_times, mastery, answered_questions, (extract(epoch FROM computed_at) * 1000)::float8 AS computed_ms
          FROM student_learning WHERE student_id = ${id}`),
      );
      if (!row) return null;
      return { dueTimes: jsonColumn(row.due_times), mastery: jsonColumn(row.mastery), answeredQuestions: row.answered_questions, computedAt: Number(row.computed_ms) };
    },

    /** All of a student's attempts, newest finished first. */
    attemptsOf(studentId: number): Promise<AttemptRow[]> {
      return db.select().from(attempts).where(eq(attempts.studentId, studentId)).orderBy(desc(attempts.finishedAt), desc(attempts.id));
    },

    /**
     * Every question version the item analysis has figures for, as given (text, options, key): the
     * academy's versions read once, the bundle for version 1.
     */
    async analysedQuestions(sums: readonly Pick<ItemSums, 'questionId' | 'version'>[]): Promise<VersionedLookup> {
      return versionedQuestions(db, sums.map((s) => ({ questionVersions: { [s.questionId]: s.version } })));
    },

    /** The newest version of every question that has versions (the others are at the baseline, 1). */
    async currentQuestionVersions(): Promise<Map<string, number>> {
      const rows = resultRows<{ item_key: string; version: number }>(
        await db.execute(sql`SELECT item_key, max(version)::int AS version FROM content_versions WHERE kind = 'question' GROUP BY item_key`),
      );
      return new Map(rows.map((row) => [row.item_key, Number(row.version)]));
    },

    /**
     * The item analysis's sufficient statistics of every question answered in a first attempt: the
     * academy's, or (`groupId`) the group's current members' — one read of kept rows either way
     * (item_statistics, group_item_statistics: issue 55 §7), whatever the number of attempts.
     */
    async itemSums(groupId?: number): Promise<ItemSums[]> {
      const rows = resultRows<ItemSumsSql>(
        await db.execute(
          groupId === undefined
            ? sql`SELECT * FROM item_statistics WHERE answers > 0 ORDER BY question_id, version`
            : sql`SELECT * FROM group_item_statistics WHERE group_id = ${groupId} AND answers > 0 ORDER BY question_id, version`,
        ),
      );
      return rows.map(itemSumsOf);
    },
  };
}

export type ConsoleRepository = ReturnType<typeof consoleRepository>;
