/**
 * SQL reads behind 'Recalificar' (issue 48 §4): the stored attempts that answered a question and the
 * key of each of its versions, and the plan (server/lib/regrade.ts) computed from them. Applying the
 * plan is the answer log's (answer-log.repository.ts `regrade`), in one transaction with the reads.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import { findQuestion } from '../../src/content/question-bank';
import type { QuestionFields } from '../../src/content/content-versions';
import type { Db } from '../db/client';
import { resultRows } from '../db/client';
import { contentVersions } from '../db/schema';
import { regradeChanges, type RegradeCandidate, type RegradeChange } from '../lib/regrade';

export interface RegradePlan {
  questionId: string;
  /** The question's current version, the one the attempts are rescored with. */
  version: number;
  correct: number[];
  changes: RegradeChange[];
}

interface CandidateSql {
  student_id: number;
  name: string;
  email: string;
  id: string;
  exam_id: string;
  finished_at: string;
  answers: RegradeCandidate['answers'];
  score: number;
  correct: number;
  total: number;
  question_versions: Record<string, number> | null;
}

export function regradeRepository(db: Db) {
  async function candidates(questionId: string): Promise<RegradeCandidate[]> {
    const rows = resultRows<CandidateSql>(
      await db.execute(sql`
        SELECT a.student_id, s.name, s.email, a.id::text AS id, a.exam_id, a.finished_at, a.answers, a.score, a.correct, a.total, a.question_versions
        FROM attempts a JOIN students s ON s.id = a.student_id
        WHERE a.answers @> ${JSON.stringify([{ questionId }])}::jsonb
        ORDER BY a.finished_at, a.id`),
    );
    return rows.map((row) => ({
      studentId: Number(row.student_id),
      studentName: row.name,
      studentEmail: row.email,
      attemptId: row.id,
      examId: row.exam_id,
      finishedAt: new Date(row.finished_at).toISOString(),
      answers: row.answers,
      score: Number(row.score),
      correct: Number(row.correct),
      total: Number(row.total),
      questionVersions: row.question_versions,
    }));
  }

  return {
    candidates,

    /**
     * What regrading `questionId` with its current version would change; undefined when the
     * question has no versions. Version 1, and attempts recorded before versions, used the bundled key.
     */
    async plan(questionId: string): Promise<RegradePlan | undefined> {
      const versions = await db
        .select({ version: contentVersions.version, body: contentVersions.body })
        .from(contentVersions)
        .where(and(eq(contentVersions.kind, 'question'), eq(contentVersions.itemKey, questionId)))
        .orderBy(asc(contentVersions.version));
      const current = versions[versions.length - 1];
      if (!current) return undefined;
      const keys = new Map(versions.map((row) => [row.version, (row.body as QuestionFields).correct]));
      const bundled = findQuestion(questionId)?.correct;
      const keyOf = (version: number) => (version <= 1 ? (bundled ?? keys.get(1)) : keys.get(version));
      const correct = [...(current.body as QuestionFields).correct];
      const changes = regradeChanges(questionId, await candidates(questionId), { version: current.version, correct }, keyOf);
      return { questionId, version: current.version, correct, changes };
    },
  };
}

export type RegradeRepository = ReturnType<typeof regradeRepository>;
