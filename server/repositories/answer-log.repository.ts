/**
 * The answer log (issue 29): every answer a student gives, in an exam or in Repaso, is one row of
 * review_events, and everything the console reads about learning is kept up to date from it in the
 * same transaction that adds to it:
 * - an attempt's answers become events with the ids the device derives (`examEventId`), so a device
 *   that also sends them, or a replay of the attempt, stores nothing twice;
 * - each student's learning state (student_learning) is computed with the shared functions of the
 *   device from a kept state (student_learning_folds, src/shared/learning/learning-state.ts) that
 *   the new events are folded into: an upload costs what arrived, not the student's whole log
 *   (issue 55 §3). An event older than the state's last one (a device that synced late) cannot be
 *   folded in exactly, so that ingest replays the student's log instead, as the rebuild does; the
 *   exam date is the one the device uses (the student's own, else their group's: issue 49 §2);
 * - the item analysis keeps sufficient statistics over first attempts (item_statistics), and each
 *   group's over its current members' (group_item_statistics, issue 55 §7): a counted first attempt
 *   adds to the student's group too, and a student who changes group (or stops being a student)
 *   moves their counted first attempts' share from one group to the other (`shiftGroupItems`).
 * Every ingest holds the student's advisory lock until it commits, so one student's ingests never
 * interleave (two instances, two devices) and `seq`, taken under the lock, orders the log by commit:
 * the incremental pull (`since`) never skips an event.
 */
import { and, asc, desc, eq, gt, sql, type SQL } from 'drizzle-orm';
import { topics } from '../../src/content/course';
import { MISTAKES_PREFIX } from '../../src/content/exam-catalog';
import { examQuestionPool } from '../../src/content/exam-pool';
import { activeQuestions, findQuestion } from '../../src/content/question-bank';
import { eventsFromAttempt, examEventId, type QuestionLookup, type ReviewEvent } from '../../src/shared/learning/events';
import { isFsrsWeights } from '../../src/shared/learning/memory';
import {
  emptyLearningState,
  foldLearning,
  learningModel,
  withWeights,
  type LearningModel,
  parseLearningState,
  serializeLearningState,
  summarize,
  type LearningState,
} from '../../src/shared/learning/learning-state';
import { isCorrect, optionIndex } from '../../src/shared/scoring';
import { applyQuestionChange, BASELINE_VERSION, type QuestionFields } from '../../src/content/content-versions';
import type { Question } from '../../src/content/types';
import { type Db, jsonColumn, resultRows } from '../db/client';
import type { ItemSums } from '../lib/item-statistics';
import { attempts, reviewEvents } from '../db/schema';
import { regradeRepository, type RegradePlan } from './regrade.repository';
import type { PageEnd } from '../lib/http';
/** The first key of the per-student advisory lock (the second is the student's id). */
const STUDENT_LOCK = 29;
/** The advisory lock regrades take (one at a time), before the students' locks. */
const REGRADE_LOCK = 48;
const TOPIC_IDS = topics.map((t) => t.id);
/** The banks the projection folds for: mastery and due times over the bank in use, readiness over the exams' questions. */
const MODEL = learningModel(activeQuestions, { topics: TOPIC_IDS, readinessQuestions: examQuestionPool() });
let weightedModel: { text: string | null; model: LearningModel } = { text: null, model: MODEL };
/** MODEL with the active FSRS weights (their stored JSON text; null: the defaults), kept while they stay the same. */
function modelWith(weightsText: string | null): LearningModel {
  if (weightedModel.text !== weightsText) {
    let weights: unknown;
    try {
      weights = weightsText === null ? null : JSON.parse(weightsText);
    } catch {
      weights = null;
    }
    weightedModel = { text: weightsText, model: withWeights(MODEL, isFsrsWeights(weights) ? weights : null) };
  }
  return weightedModel.model;
}

/** Events per INSERT statement (7 parameters each). */
const INSERT_ROWS = 1000;

/** One question version's share of the item statistics: what one first attempt adds (or, negated, removes). */
type ItemDelta = ItemSums;

/** A question as it was given at a version (version 1, or none recorded: the bundled one). */
export type VersionedLookup = (questionId: string, version: number) => Question | undefined;

/** The bundled questions only: every version read as the bundle (no academy versions known). */
export const bundledAt: VersionedLookup = (questionId) => findQuestion(questionId);

const versionKey = (questionId: string, version: number) => `${questionId}@${version}`;

/** Deltas summed per question version, in question then version order. */
export function sumItemDeltas(deltas: readonly ItemDelta[]): ItemSums[] {
  const byItem = new Map<string, ItemDelta>();
  for (const d of deltas) {
    const key = versionKey(d.questionId, d.version);
    const sum = byItem.get(key);
    if (!sum) byItem.set(key, { ...d, chosen: [...d.chosen] });
    else {
      sum.answers += d.answers;
      sum.correct += d.correct;
      sum.sumRest += d.sumRest;
      sum.sumRestSquared += d.sumRestSquared;
      sum.sumRightRest += d.sumRightRest;
      d.chosen.forEach((n, i) => (sum.chosen[i] = (sum.chosen[i] ?? 0) + n));
    }
  }
  return [...byItem.values()].sort((a, b) => (a.questionId !== b.questionId ? (a.questionId < b.questionId ? -1 : 1) : a.version - b.version));
}

/**
 * What an attempt contributes to the item statistics of each of its questions, times `sign`: each
 * answer under the version it was scored on (`questionVersions`; none: version 1), right or wrong by
 * that version's key, its options counted against that version's options (issue 48 §4).
 */
export function itemDeltas(attempt: Pick<AttemptRow, 'answers' | 'questionVersions'>, sign: 1 | -1, questions: VersionedLookup = bundledAt): ItemDelta[] {
  const scored = attempt.answers.flatMap((answer) => {
    const version = attempt.questionVersions?.[answer.questionId] ?? BASELINE_VERSION;
    const question = questions(answer.questionId, version) ?? findQuestion(answer.questionId);
    return question ? [{ answer, question, version, right: isCorrect(question, answer.selectedOptions) ? 1 : 0 }] : [];
  });
  const total = scored.reduce((sum, item) => sum + item.right, 0);
  return scored.map(({ answer, question, version, right }) => {
    const rest = total - right;
    const chosen = question.options.map(() => 0);
    for (const option of new Set(answer.selectedOptions)) {
      const index = optionIndex(option);
      if (index >= 0 && index < chosen.length) chosen[index] = sign;
    }
    return {
      questionId: answer.questionId,
      version,
      answers: sign,
      correct: sign * right,
      sumRest: sign * rest,
      sumRestSquared: sign * rest * rest,
      sumRightRest: sign * right * rest,
      chosen,
    };
  });
}

/**
 * The questions the attempts were scored on, at the versions they record: the academy's versions
 * (above the baseline) read from content_versions and laid over the bundled question, the bundle
 * for the rest. One read for all of them.
 */
export async function versionedQuestions(db: Db, attemptList: readonly Pick<AttemptRow, 'questionVersions'>[]): Promise<VersionedLookup> {
  const wanted = new Map<string, [string, number]>();
  for (const attempt of attemptList) {
    for (const [questionId, version] of Object.entries(attempt.questionVersions ?? {})) {
      if (version > BASELINE_VERSION) wanted.set(versionKey(questionId, version), [questionId, version]);
    }
  }
  if (wanted.size === 0) return bundledAt;
  const rows = resultRows<{ item_key: string; version: number; state: 'published' | 'retired'; body: QuestionFields | string }>(
    await db.execute(sql`
      SELECT item_key, version, state, body FROM content_versions
      WHERE kind = 'question' AND (item_key, version) IN (${sql.join([...wanted.values()].map(([id, v]) => sql`(${id}, ${v}::int)`), sql`, `)})`),
  );
  const found = new Map<string, Question>();
  for (const row of rows) {
    const fields = jsonColumn(row.body);
    const version = Number(row.version);
    found.set(versionKey(row.item_key, version), applyQuestionChange(findQuestion(row.item_key), { ...fields, id: row.item_key, version, retired: row.state === 'retired' }));
  }
  return (questionId, version) => (version > BASELINE_VERSION ? found.get(versionKey(questionId, version)) : undefined) ?? findQuestion(questionId);
}

/** A counted first attempt as read from SQL (jsonb comes back parsed or as text, by driver). */
interface CountedAttemptSql {
  student_id: number;
  answers: AttemptRow['answers'] | string;
  question_versions: Record<string, number> | string | null;
}

function countedAttemptOf(row: CountedAttemptSql): Pick<AttemptRow, 'studentId' | 'answers' | 'questionVersions'> {
  return {
    studentId: Number(row.student_id),
    answers: jsonColumn(row.answers),
    questionVersions: jsonColumn(row.question_versions),
  };
}

/** The sums of a row of item_statistics or group_item_statistics, as VALUES. */
const sumsValues = (d: ItemSums): SQL =>
  sql`${d.questionId}, ${d.version}::int, ${d.answers}, ${d.correct}, ${d.sumRest}, ${d.sumRestSquared}, ${d.sumRightRest}, ${`{${d.chosen.join(',')}}`}::integer[]`;

/** The SET list that adds the proposed row's sums to the kept row of `table` (option counts index by index). */
const addingSums = (table: 'item_statistics' | 'group_item_statistics'): SQL =>
  sql.raw(`
        answers = ${table}.answers + excluded.answers,
        correct = ${table}.correct + excluded.correct,
        sum_rest = ${table}.sum_rest + excluded.sum_rest,
        sum_rest_squared = ${table}.sum_rest_squared + excluded.sum_rest_squared,
        sum_right_rest = ${table}.sum_right_rest + excluded.sum_right_rest,
        chosen = ARRAY(
          SELECT coalesce(a, 0) + coalesce(b, 0)
          FROM unnest(${table}.chosen, excluded.chosen) WITH ORDINALITY AS t(a, b, i) ORDER BY i
        )`);

/**
 * Adds each group's deltas to its kept analysis (group_item_statistics) in one statement, in group
 * then question version order (so two writers lock the rows they share alike); rows left without
 * answers are dropped (a group's rows stay those of the questions its members answered).
 */
async function addGroupItemDeltas(tx: Db, byGroup: ReadonlyMap<number, readonly ItemDelta[]>): Promise<void> {
  const groupIds = [...byGroup.keys()].sort((a, b) => a - b);
  const values = groupIds.flatMap((groupId) => sumItemDeltas(byGroup.get(groupId) ?? []).map((d) => sql`(${groupId}::int, ${sumsValues(d)})`));
  if (values.length === 0) return;
  await tx.execute(sql`
    INSERT INTO group_item_statistics (group_id, question_id, version, answers, correct, sum_rest, sum_rest_squared, sum_right_rest, chosen)
    VALUES ${sql.join(values, sql`, `)}
    ON CONFLICT (group_id, question_id, version) DO UPDATE SET ${addingSums('group_item_statistics')}`);
  await tx.execute(sql`DELETE FROM group_item_statistics WHERE group_id IN (${sql.join(groupIds.map((id) => sql`${id}::int`), sql`, `)}) AND answers = 0`);
}

/** Adds `deltas` to the group's list in `byGroup` (none for no group). */
function addTo(byGroup: Map<number, ItemDelta[]>, groupId: number | null | undefined, deltas: readonly ItemDelta[]) {
  if (groupId === null || groupId === undefined) return;
  const list = byGroup.get(groupId);
  if (list) list.push(...deltas);
  else byGroup.set(groupId, [...deltas]);
}

/** A student whose share of the groups' item analysis moves: out of `from`, into `to` (null: no group). */
export interface GroupItemShift {
  studentId: number;
  from: number | null;
  to: number | null;
}

/**
 * Moves students' counted first attempts (item_first_attempts) in the groups' item analysis: each
 * one's deltas out of `from` and into `to`, scored as countFirstAttempt scores them. Called in the
 * transaction of every write that changes which group counts a student — a move, a code sold to a
 * group, a deletion (role 'deleted': out of any group) — after locking the student's row FOR UPDATE,
 * so an ingest or a regrade of that student (which key-share lock it) is either seen whole or waits.
 * A group's deletion needs nothing: its rows go with it (ON DELETE CASCADE). Costs the moved
 * students' first attempts, never the group's.
 */
export async function shiftGroupItems(tx: Db, shifts: readonly GroupItemShift[]): Promise<void> {
  const moving = new Map(shifts.filter((s) => s.from !== s.to).map((s) => [s.studentId, s]));
  if (moving.size === 0) return;
  const counted = resultRows<CountedAttemptSql>(
    await tx.execute(sql`
      SELECT f.student_id, a.answers, a.question_versions FROM item_first_attempts f
      JOIN attempts a ON a.student_id = f.student_id AND a.id = f.attempt_id
      WHERE f.student_id IN (${sql.join([...moving.keys()].map((id) => sql`${id}::int`), sql`, `)})`),
  ).map(countedAttemptOf);
  if (counted.length === 0) return;
  const lookup = await versionedQuestions(tx, counted);
  const byGroup = new Map<number, ItemDelta[]>();
  for (const attempt of counted) {
    const shift = moving.get(attempt.studentId);
    if (!shift) continue;
    addTo(byGroup, shift.from, itemDeltas(attempt, -1, lookup));
    addTo(byGroup, shift.to, itemDeltas(attempt, 1, lookup));
  }
  await addGroupItemDeltas(tx, byGroup);
}

/**
 * The groups whose analysis counts these students' first attempts: each one's group while their role
 * is 'student'. The student's and the group's rows are key-share locked: a change of group (which
 * locks the student FOR UPDATE) waits for this transaction and then moves what it counted, and a
 * group deleted meanwhile is either waited for (and then counts nobody) or waits (and its rows go).
 */
async function countingGroups(tx: Db, studentIds: readonly number[]): Promise<Map<number, number>> {
  if (studentIds.length === 0) return new Map();
  const rows = resultRows<{ id: number; group_id: number }>(
    await tx.execute(sql`
      SELECT s.id, s.group_id FROM students s JOIN groups g ON g.id = s.group_id
      WHERE s.id IN (${sql.join(studentIds.map((id) => sql`${id}::int`), sql`, `)}) AND s.role = 'student'
      ORDER BY s.id FOR KEY SHARE`),
  );
  return new Map(rows.map((row) => [Number(row.id), Number(row.group_id)]));
}

/** What an ingest added, for the projection to fold in. */
interface Added {
  events: readonly ReviewEvent[];
  attempts: readonly Pick<AttemptRow, 'examId' | 'score' | 'finishedAt'>[];
}

/** The event as the shared functions read it. */
function reviewEventOfNew(event: Pick<NewReviewEvent, 'id' | 'questionId' | 'correct' | 'answeredAt' | 'source'>): ReviewEvent {
  return { id: event.id, questionId: event.questionId, correct: event.correct, answeredAt: new Date(event.answeredAt).toISOString(), source: event.source };
}

interface LearningRowSql {
  events: number;
  attempts: number;
  best_score: number | null;
  last_activity_ms: number | null;
}

export function answerLogRepository(db: Db) {
  async function lockStudent(tx: Db, studentId: number) {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${STUDENT_LOCK}, ${studentId})`);
  }

  /** Stores the events whose ids the student has not stored yet (lower-cased ids); returns those stored. */
  async function insertEvents(tx: Db, studentId: number, events: readonly NewReviewEvent[]): Promise<ReviewEvent[]> {
    const byId = new Map<string, NewReviewEvent>();
    for (const event of events) {
      const id = event.id.toLowerCase();
      // PostgreSQL reads ids case-insensitively: the first of two spellings is the one kept.
      if (!byId.has(id)) byId.set(id, { ...event, id, attemptId: event.attemptId?.toLowerCase() ?? null });
    }
    if (byId.size === 0) return [];
    // Rows in id order; times kept to the millisecond, the precision the device's log carries.
    const rows = [...byId.values()]
      .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
      .map((event) => ({ ...event, studentId, answeredAt: new Date(event.answeredAt).toISOString() }));
    // In statements of at most INSERT_ROWS rows: PostgreSQL takes at most 65,535 parameters in one.
    const stored: ReviewEvent[] = [];
    for (let start = 0; start < rows.length; start += INSERT_ROWS) {
      // As stored (what a replay reads back), so the fold and the replay see the same events.
      const inserted = await tx
        .insert(reviewEvents)
        .values(rows.slice(start, start + INSERT_ROWS))
        .onConflictDoNothing()
        .returning({ id: reviewEvents.id, questionId: reviewEvents.questionId, correct: reviewEvents.correct, answeredAt: reviewEvents.answeredAt, source: reviewEvents.source });
      stored.push(...inserted.map(reviewEventOfNew));
    }
    return stored;
  }

  /**
   * Adds `deltas` to the item statistics in one statement: summed per question version (a row may be
   * touched once per statement) and in that order, so two ingests lock the rows they share alike.
   */
  async function addItemDeltas(tx: Db, deltas: readonly ItemDelta[]) {
    const sorted = sumItemDeltas(deltas);
    if (sorted.length === 0) return;
    await tx.execute(sql`
      INSERT INTO item_statistics (question_id, version, answers, correct, sum_rest, sum_rest_squared, sum_right_rest, chosen)
      VALUES ${sql.join(sorted.map((d) => sql`(${sumsValues(d)})`), sql`, `)}
      ON CONFLICT (question_id, version) DO UPDATE SET ${addingSums('item_statistics')}`);
  }

  /** A student's `deltas` (countFirstAttempt's), added to the item statistics and to the group that counts them. */
  async function addStudentItemDeltas(tx: Db, studentId: number, deltas: readonly ItemDelta[]) {
    if (deltas.length === 0) return;
    await addItemDeltas(tx, deltas);
    const groupId = (await countingGroups(tx, [studentId])).get(studentId);
    if (groupId !== undefined) await addGroupItemDeltas(tx, new Map([[groupId, deltas]]));
  }

  /**
   * The item analysis counts each student's first attempt (by finishing time, then id) at each
   * published exam. An attempt that finished before the one counted (it synced late) takes its place.
   * What changes in the statistics is added to `deltas`, for the caller to apply once (addItemDeltas).
   */
  async function countFirstAttempt(tx: Db, studentId: number, attempt: Pick<AttemptRow, 'id' | 'examId' | 'finishedAt' | 'answers' | 'questionVersions'>, deltas: ItemDelta[]) {
    if (attempt.examId.startsWith(MISTAKES_PREFIX)) return;
    const [role] = resultRows<{ role: string }>(await tx.execute(sql`SELECT role FROM students WHERE id = ${studentId}`));
    // A deleted account's answers still count (migration 0026); an operator's never do.
    if (role?.role !== 'student' && role?.role !== 'deleted') return;
    const [current] = resultRows<{ attempt_id: string; finished_ms: number }>(
      await tx.execute(sql`
        SELECT attempt_id, (extract(epoch FROM finished_at) * 1000)::float8 AS finished_ms
        FROM item_first_attempts WHERE student_id = ${studentId} AND exam_id = ${attempt.examId}`),
    );
    const finished = Date.parse(attempt.finishedAt);
    const id = attempt.id.toLowerCase();
    if (current) {
      const currentMs = Number(current.finished_ms);
      if (currentMs < finished || (currentMs === finished && current.attempt_id <= id)) return;
      const [previous] = await tx
        .select({ answers: attempts.answers, questionVersions: attempts.questionVersions })
        .from(attempts)
        .where(and(eq(attempts.studentId, studentId), eq(attempts.id, current.attempt_id)));
      if (previous) deltas.push(...itemDeltas(previous, -1, await versionedQuestions(tx, [previous])));
    }
    deltas.push(...itemDeltas(attempt, 1, await versionedQuestions(tx, [attempt])));
    await tx.execute(sql`
      INSERT INTO item_first_attempts (student_id, exam_id, attempt_id, finished_at)
      VALUES (${studentId}, ${attempt.examId}, ${id}, ${new Date(finished).toISOString()})
      ON CONFLICT (student_id, exam_id) DO UPDATE SET attempt_id = excluded.attempt_id, finished_at = excluded.finished_at`);
  }

  /** The student's log folded from the start (the rebuild's way, and the fallback for a late event). */
  async function replay(tx: Db, studentId: number, model: LearningModel): Promise<LearningState> {
    // Only what the model reads (a long log is thousands of rows).
    const rows = await tx
      .select({ id: reviewEvents.id, questionId: reviewEvents.questionId, correct: reviewEvents.correct, answeredAt: reviewEvents.answeredAt, source: reviewEvents.source })
      .from(reviewEvents)
      .where(eq(reviewEvents.studentId, studentId));
    const state = emptyLearningState(model);
    foldLearning(state, rows.map(reviewEventOfNew), model);
    return state;
  }

  /**
   * Brings the student's learning state up to date at `now`: `added` (what this ingest stored) folded
   * into the kept state when it comes after it; otherwise (no `added`, no kept state, or a late event)
   * the log replayed. Figures from the exam date the device uses: the student's own, else their group's.
   */
  async function refreshStudent(tx: Db, studentId: number, now: number, added?: Added) {
    const [kept] = resultRows<{ state: string | null; exam_date: string | null; has_row: boolean; fsrs_weights: string | null }>(
      await tx.execute(sql`
        SELECT f.state, to_char(coalesce(st.exam_date, g.exam_date), 'YYYY-MM-DD') AS exam_date, (l.student_id IS NOT NULL) AS has_row,
          (SELECT weights FROM fsrs_parameter_sets WHERE active) AS fsrs_weights
        FROM students s
        LEFT JOIN student_learning_folds f ON f.student_id = s.id
        LEFT JOIN student_learning l ON l.student_id = s.id
        LEFT JOIN study_settings st ON st.student_id = s.id
        LEFT JOIN groups g ON g.id = s.group_id
        WHERE s.id = ${studentId}`),
    );
    // The academy's active FSRS weights (issue 49 §5): a state folded with others is replayed.
    const model = modelWith(kept?.fsrs_weights ?? null);
    let state = added && kept?.state && kept.has_row ? parseLearningState(kept.state, model) : null;
    const folded = state !== null && added !== undefined && foldLearning(state, added.events, model);
    if (!state || !folded) state = await replay(tx, studentId, model);
    const summary = summarize(state, model, now, { examDate: kept?.exam_date ?? null });
    await tx.execute(sql`
      INSERT INTO student_learning_folds (student_id, state) VALUES (${studentId}, ${serializeLearningState(state, model)})
      ON CONFLICT (student_id) DO UPDATE SET state = excluded.state`);
    const r = summary.readiness;
    const figures = sql`events = ${summary.events}, answered_questions = ${r?.answeredQuestions ?? 0}, readiness = ${r?.expected ?? null},
      readiness_low = ${r?.low ?? null}, readiness_high = ${r?.high ?? null}, readiness_early = ${r?.early ?? null},
      due_times = ${JSON.stringify(summary.dueTimes)}::jsonb, mastery = ${JSON.stringify(summary.mastery)}::jsonb, computed_at = ${new Date(now).toISOString()}`;
    if (folded && added) {
      // The totals grow by what arrived (greatest() skips nulls).
      const counted = added.attempts.filter((a) => !a.examId.startsWith(MISTAKES_PREFIX));
      const best = counted.length > 0 ? Math.max(...counted.map((a) => a.score)) : null;
      const times = [...added.attempts.map((a) => Date.parse(a.finishedAt)), ...added.events.map((e) => Date.parse(e.answeredAt))].filter(Number.isFinite);
      const last = times.length > 0 ? new Date(Math.max(...times)).toISOString() : null;
      await tx.execute(sql`
        UPDATE student_learning SET ${figures}, attempts = attempts + ${counted.length}, best_score = greatest(best_score, ${best}::int),
          last_activity_at = greatest(last_activity_at, ${last}::timestamptz)
        WHERE student_id = ${studentId}`);
      return;
    }
    const [totals] = resultRows<LearningRowSql>(
      await tx.execute(sql`
        SELECT
          (SELECT count(*) FROM attempts WHERE student_id = ${studentId} AND exam_id NOT LIKE ${`${MISTAKES_PREFIX}%`})::int AS attempts,
          (SELECT max(score) FROM attempts WHERE student_id = ${studentId} AND exam_id NOT LIKE ${`${MISTAKES_PREFIX}%`})::int AS best_score,
          (extract(epoch FROM greatest(
            (SELECT max(finished_at) FROM attempts WHERE student_id = ${studentId}),
            (SELECT max(answered_at) FROM review_events WHERE student_id = ${studentId})
          )) * 1000)::float8 AS last_activity_ms`),
    );
    const lastActivity = totals.last_activity_ms === null ? null : new Date(Number(totals.last_activity_ms)).toISOString();
    await tx.execute(sql`
      INSERT INTO student_learning (student_id, events, answered_questions, readiness, readiness_low, readiness_high,
        readiness_early, due_times, mastery, attempts, best_score, last_activity_at, computed_at)
      VALUES (${studentId}, ${summary.events}, ${r?.answeredQuestions ?? 0}, ${r?.expected ?? null}, ${r?.low ?? null},
        ${r?.high ?? null}, ${r?.early ?? null}, ${JSON.stringify(summary.dueTimes)}::jsonb, ${JSON.stringify(summary.mastery)}::jsonb,
        ${totals.attempts}, ${totals.best_score}, ${lastActivity}, ${new Date(now).toISOString()})
      ON CONFLICT (student_id) DO UPDATE SET ${figures}, attempts = excluded.attempts, best_score = excluded.best_score,
        last_activity_at = excluded.last_activity_at`);
  }

  async function transaction<T>(work: (tx: Db) => Promise<T>): Promise<T> {
    return db.transaction(async (tx) => work(tx as unknown as Db));
  }

  /** The exam events of an attempt, as the device derives them (with its questions as of the attempt's content version, when given). */
  function examEvents(attempt: Pick<AttemptRow, 'id' | 'finishedAt' | 'answers' | 'questionVersions'>, questions: QuestionLookup = findQuestion): NewReviewEvent[] {
    // Each event records the version of the question it was given on (issue 48): the attempt's
    // versions when it named its content version, else none known (null).
    const versions = attempt.questionVersions ?? null;
    return eventsFromAttempt({ id: attempt.id, finishedAt: new Date(attempt.finishedAt).toISOString(), answers: attempt.answers }, questions).map(
      (event) => ({ ...event, attemptId: event.attemptId ?? null, questionVersion: versions?.[event.questionId] ?? null }),
    );
  }

  return {
    /**
     * Stores the attempt once and, with it, its answers as events, its place in the item analysis and
     * the student's new learning state. `created` is false when the id was stored already (nothing
     * else is written then).
     */
    async ingestAttempt(row: NewAttempt, now: number, questions?: QuestionLookup): Promise<{ created: boolean; row: AttemptRow }> {
      return transaction(async (tx) => {
        await lockStudent(tx, row.studentId);
        const [inserted] = await tx.insert(attempts).values(row).onConflictDoNothing().returning();
        if (!inserted) {
          const [existing] = await tx.select().from(attempts).where(and(eq(attempts.studentId, row.studentId), eq(attempts.id, row.id)));
          return { created: false, row: existing };
        }
        const stored = await insertEvents(tx, row.studentId, examEvents(inserted, questions));
        const deltas: ItemDelta[] = [];
        await countFirstAttempt(tx, row.studentId, inserted, deltas);
        await addStudentItemDeltas(tx, row.studentId, deltas);
        await refreshStudent(tx, row.studentId, now, { events: stored, attempts: [inserted] });
        return { created: true, row: inserted };
      });
    },

    /**
     * A student's attempts and events in one transaction, the learning state computed once at the end:
     * the same steps as one ingest after another (imports of a history, the scale bench's seeding).
     * Attempts already stored are left as they are. Returns how many attempts were new.
     */
    async ingestHistory(studentId: number, rows: readonly NewAttempt[], events: readonly NewReviewEvent[], now: number): Promise<number> {
      return transaction(async (tx) => {
        await lockStudent(tx, studentId);
        const inserted = rows.length > 0 ? await tx.insert(attempts).values([...rows]).onConflictDoNothing().returning() : [];
        const deltas: ItemDelta[] = [];
        const stored = await insertEvents(tx, studentId, [...inserted.flatMap((attempt) => examEvents(attempt)), ...events]);
        for (const attempt of inserted) await countFirstAttempt(tx, studentId, attempt, deltas);
        await addStudentItemDeltas(tx, studentId, deltas);
        await refreshStudent(tx, studentId, now, { events: stored, attempts: inserted });
        return inserted.length;
      });
    },

    /** Stores the events not stored yet and refreshes the learning state when any was new. */
    async ingestEvents(studentId: number, events: readonly NewReviewEvent[], now: number): Promise<string[]> {
      return transaction(async (tx) => {
        await lockStudent(tx, studentId);
        const stored = await insertEvents(tx, studentId, events);
        if (stored.length > 0) await refreshStudent(tx, studentId, now, { events: stored, attempts: [] });
        return stored.map((event) => event.id);
      });
    },

    /**
     * The figures of `studentIds` again at `now`, from their kept states: after their exam date
     * changed (their own, their group's, or the group they are in), so 'due today' and the rules that
     * read it move at once. Students without a learning state are left as they are. One transaction
     * per student (under their lock), as an ingest.
     */
    async refreshLearning(studentIds: readonly number[], now: number): Promise<void> {
      for (const studentId of [...new Set(studentIds)].sort((a, b) => a - b)) {
        await transaction(async (tx) => {
          await lockStudent(tx, studentId);
          const [row] = resultRows<{ one: number }>(await tx.execute(sql`SELECT 1 AS one FROM student_learning WHERE student_id = ${studentId}`));
          if (row) await refreshStudent(tx, studentId, now, { events: [], attempts: [] });
        });
      }
    },

    /**
     * 'Recalificar' (issue 48 §4), in one transaction: the plan computed again under the locks (so it
     * is what is applied, whatever arrived since the dry run), refused when the question's current
     * version is no longer `version`; then each attempt's new score and the question's version in
     * its `question_versions`, the question's exam event corrected (`correct`, `question_version`),
     * and each student's learning state replayed from the corrected log (readiness, mastery, best
     * score follow). `alongside` writes the audit entry in the same transaction.
     */
    async regrade(
      questionId: string,
      version: number,
      now: number,
      alongside: (tx: Db, plan: RegradePlan) => Promise<void>,
    ): Promise<{ ok: true; plan: RegradePlan } | { ok: false; plan: RegradePlan | undefined }> {
      return transaction(async (tx) => {
        await tx.execute(sql`SELECT pg_advisory_xact_lock(${REGRADE_LOCK}, 0)`);
        // No publish in between: the key applied is the current one until this commits.
        await tx.execute(sql`LOCK TABLE content_versions IN SHARE MODE`);
        const plan = await regradeRepository(tx).plan(questionId);
        if (!plan || plan.version !== version) return { ok: false, plan };
        const studentIds = [...new Set(plan.changes.map((change) => change.studentId))].sort((a, b) => a - b);
        for (const studentId of studentIds) await lockStudent(tx, studentId);
        const used = JSON.stringify({ [questionId]: plan.version });
        // A counted first attempt moves in the item analysis: out of the version it was scored on,
        // into the one it is rescored with (its other questions' rest scores change with it); in its
        // student's group's analysis too.
        const moved = plan.changes.length === 0 ? [] : resultRows<CountedAttemptSql>(await tx.execute(sql`
          SELECT a.student_id, a.answers, a.question_versions FROM attempts a
          JOIN item_first_attempts f ON f.student_id = a.student_id AND f.attempt_id = a.id
          WHERE (a.student_id, a.id) IN (${sql.join(plan.changes.map((change) => sql`(${change.studentId}::int, ${change.attemptId}::uuid)`), sql`, `)})`)).map(countedAttemptOf);
        const rescored = moved.map((attempt) => ({ ...attempt, questionVersions: { ...attempt.questionVersions, [questionId]: plan.version } }));
        const lookup = await versionedQuestions(tx, [...moved, ...rescored]);
        const groups = await countingGroups(tx, [...new Set(moved.map((attempt) => attempt.studentId))].sort((a, b) => a - b));
        const byGroup = new Map<number, ItemDelta[]>();
        const all: ItemDelta[] = [];
        moved.forEach((attempt, i) => {
          const deltas = [...itemDeltas(attempt, -1, lookup), ...itemDeltas(rescored[i], 1, lookup)];
          all.push(...deltas);
          addTo(byGroup, groups.get(attempt.studentId), deltas);
        });
        await addItemDeltas(tx, all);
        await addGroupItemDeltas(tx, byGroup);
        for (const change of plan.changes) {
          await tx.execute(sql`
            UPDATE attempts SET score = ${change.to.score}, correct = ${change.to.correct},
              question_versions = coalesce(question_versions, '{}'::jsonb) || ${used}::jsonb,
              regraded_seq = nextval('attempt_regrades')
            WHERE student_id = ${change.studentId} AND id = ${change.attemptId}::uuid`);
          await tx.execute(sql`
            UPDATE review_events SET correct = ${change.isRight}, question_version = ${plan.version}
            WHERE student_id = ${change.studentId} AND id = ${examEventId(change.attemptId, questionId)}::uuid`);
        }
        for (const studentId of studentIds) await refreshStudent(tx, studentId, now);
        await alongside(tx, plan);
        return { ok: true, plan };
      });
    },

    /**
     * When each question the student answered is due next (student_learning.due_times, epoch ms);
     * [] before any answer. One read by the table's primary key.
     */
    async dueTimesOf(studentId: number): Promise<number[]> {
      const [row] = resultRows<{ due_times: number[] | string }>(await db.execute(sql`SELECT due_times FROM student_learning WHERE student_id = ${studentId}`));
      if (!row) return [];
      return jsonColumn(row.due_times).map(Number);
    },

    /** Up to `limit` of the student's events that arrived after `since` (a seq), in arrival order. */
    async pageSince(studentId: number, since: number, limit: number): Promise<ReviewEventRow[]> {
      return db
        .select()
        .from(reviewEvents)
        .where(and(eq(reviewEvents.studentId, studentId), gt(reviewEvents.seq, since)))
        .orderBy(reviewEvents.seq)
        .limit(limit);
    },

    /**
     * Rebuilds what is derived from the log: the exam events of every attempt (a no-op for those
     * recorded), every student's learning state and the item statistics (the academy's and each
     * group's). Used once after the migrations that change the log and by
     * `npm run admin -- rebuild-learning` after a model change.
     */
    async rebuild(now: number, onProgress?: (done: number, total: number) => void): Promise<number> {
      const ids = resultRows<{ id: number }>(await db.execute(sql`SELECT id FROM students ORDER BY id`)).map((r) => r.id);
      await transaction(async (tx) => {
        await tx.execute(sql`DELETE FROM item_statistics`);
        await tx.execute(sql`DELETE FROM group_item_statistics`);
        await tx.execute(sql`DELETE FROM item_first_attempts`);
      });
      let done = 0;
      for (const studentId of ids) {
        await transaction(async (tx) => {
          await lockStudent(tx, studentId);
          const rows = await tx.select().from(attempts).where(eq(attempts.studentId, studentId));
          const deltas: ItemDelta[] = [];
          await insertEvents(tx, studentId, rows.flatMap((attempt) => examEvents(attempt)));
          for (const attempt of rows) await countFirstAttempt(tx, studentId, attempt, deltas);
          await addStudentItemDeltas(tx, studentId, deltas);
          // As the ingests keep it: a row for every student who answered something, none for the rest.
          const [answered] = await tx.select({ id: reviewEvents.id }).from(reviewEvents).where(eq(reviewEvents.studentId, studentId)).limit(1);
          if (answered || rows.length > 0) await refreshStudent(tx, studentId, now);
          else {
            await tx.execute(sql`DELETE FROM student_learning WHERE student_id = ${studentId}`);
            await tx.execute(sql`DELETE FROM student_learning_folds WHERE student_id = ${studentId}`);
          }
        });
        done += 1;
        onProgress?.(done, ids.length);
      }
      return ids.length;
    },
  };
}

export type AnswerLogRepository = ReturnType<typeof answerLogRepository>;

/**
 * The markers (in schema_migrations) of the one-time rebuilds that follow migrations changing the log:
 * 0007 introduced it, 0013 removed the events of blank answers, issue 49 made blanks wrong answers
 * again (the rebuild records their events from the stored attempts; no migration file is needed),
 * 0033 keeps the item analysis per question version, and 0039 keeps each group's.
 */
const REBUILDS = ['0007_answer_log.backfill', '0013_blank_answers.rebuild', '0029_blank_evidence.rebuild', '0033_item_versions.rebuild', '0039_group_item_statistics.rebuild'];

/**
 * After migration 0007 (and 0013): records the exam events of every attempt stored before it and
 * computes every projection, once for all the markers missing (written in the same run; an
 * interrupted run starts over, harmlessly).
 */
export async function backfillAnswerLog(db: Db, now: number): Promise<boolean> {
  const done = new Set(resultRows<{ version: string }>(await db.execute(sql`SELECT version FROM schema_migrations`)).map((r) => r.version));
  const missing = REBUILDS.filter((marker) => !done.has(marker));
  if (missing.length === 0) return false;
  await answerLogRepository(db).rebuild(now);
  for (const marker of missing) await db.execute(sql`INSERT INTO schema_migrations (version) VALUES (${marker}) ON CONFLICT DO NOTHING`);
  return true;
}

// ── The attempts table: reads and the row types ──
/*
 * SQL reads of synced exam attempts (they are written by the answer log, answer-log.repository.ts,
 * where the (student_id, id) primary key and INSERT … ON CONFLICT DO NOTHING decide who arrived first).
 */
export type AttemptRow = typeof attempts.$inferSelect;
export type NewAttempt = typeof attempts.$inferInsert;

export function attemptsRepository(db: Db) {
  return {
    async exists(studentId: number, id: string): Promise<boolean> {
      const [row] = await db
        .select({ id: attempts.id })
        .from(attempts)
        .where(and(eq(attempts.studentId, studentId), eq(attempts.id, id)));
      return row !== undefined;
    },

    /**
     * Up to `limit` attempts, newest finished first (ties by id), after the one `after` names (a
     * keyset: a page stays right when attempts arrive between two reads).
     */
    /** Up to `limit` of the student's attempts 'Recalificar' rescored after number `since`, in that order. */
    async regradedSince(studentId: number, since: number, limit: number): Promise<AttemptRow[]> {
      return db
        .select()
        .from(attempts)
        .where(and(eq(attempts.studentId, studentId), gt(attempts.regradedSeq, since)))
        .orderBy(asc(attempts.regradedSeq))
        .limit(limit);
    },

    async pageOf(studentId: number, limit: number, after?: PageEnd): Promise<AttemptRow[]> {
      const mine = eq(attempts.studentId, studentId);
      const older = after ? sql`(${attempts.finishedAt}, ${attempts.id}) < (${after.at}::timestamptz, ${after.id}::uuid)` : undefined;
      return db
        .select()
        .from(attempts)
        .where(older ? and(mine, older) : mine)
        .orderBy(desc(attempts.finishedAt), desc(attempts.id))
        .limit(limit);
    },
  };
}

export type AttemptsRepository = ReturnType<typeof attemptsRepository>;

// ── The review events table: reads, the row as the wire's event, the row types ──
/*
 * SQL reads of synced review events (the writes are the answer log's, answer-log.repository.ts).
 * Idempotency rests on the (student_id, id) primary key: INSERT … ON CONFLICT DO NOTHING decides which
 * arrival of an id is stored, never a read-then-write.
 */
export type ReviewEventRow = typeof reviewEvents.$inferSelect;
/** An event as the device's log holds it; the time in UTC, whatever offset the device wrote. */
export function reviewEventOf(row: ReviewEventRow): ReviewEvent {
  return {
    id: row.id,
    questionId: row.questionId,
    correct: row.correct,
    answeredAt: new Date(row.answeredAt).toISOString(),
    source: row.source,
    ...(row.attemptId === null ? {} : { attemptId: row.attemptId }),
    ...(row.questionVersion === null ? {} : { questionVersion: row.questionVersion }),
  };
}

export type NewReviewEvent = Omit<typeof reviewEvents.$inferInsert, 'studentId' | 'receivedAt' | 'seq'>;


export function reviewEventsRepository(db: Db) {
  return {
    /**
     * Up to `limit` events, oldest answered first (ties by id), after the one `after` names (a keyset:
     * a page stays right when events arrive between two reads).
     */
    async pageOf(studentId: number, limit: number, after?: PageEnd): Promise<ReviewEventRow[]> {
      const mine = eq(reviewEvents.studentId, studentId);
      const later = after
        ? sql`(${reviewEvents.answeredAt}, ${reviewEvents.id}) > (${after.at}::timestamptz, ${after.id}::uuid)`
        : undefined;
      return db
        .select()
        .from(reviewEvents)
        .where(later ? and(mine, later) : mine)
        .orderBy(asc(reviewEvents.answeredAt), asc(reviewEvents.id))
        .limit(limit);
    },
  };
}

export type ReviewEventsRepository = ReturnType<typeof reviewEventsRepository>;
