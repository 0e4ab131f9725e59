/**
 * Content as versioned data (issue 48). /api/admin/content: operators read a question's or a study
 * section's versions, save and discard a draft, and publish a new version with a note (validated in
 * Spanish; against a stale base version it is 409 with the current one, nothing overwritten), each
 * publish audited in its transaction. /api/content/delta: what a signed-in device lacks since the
 * content version it holds. The repository's content is the baseline, merged in on the first content
 * request of each app (and on start): see content.repository.ts for the rule.
 */
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { applyQuestionChange, sectionKey, sectionProblems, questionProblems, parseSectionKey, type ContentDelta, type QuestionChange, type QuestionFields, type SectionChange } from '../../src/content/content-versions';
import { findQuestion } from '../../src/content/question-bank';
import type { Block, Question } from '../../src/content/types';
import { limaDate } from '../../src/shared/course-access';
import {
  questionDraftSchema,
  questionPublishSchema,
  regradeApplySchema,
  sectionDraftSchema,
  sectionPublishSchema,
  type ContentItem,
  type ContentQuestionList,
  type ContentSectionList,
  type DraftView,
  type RegradeView,
  type VersionView,
} from '../../src/shared/content-api';
import { baselineItem, baselineItems, baselinePage, sectionAnchors, topicIds } from '../lib/content-baseline';
import { studyPages } from '../../src/content/course';
import { HttpError, readBody, readQuery, requireOperator, requireStudent, type AuthEnv, type TokenService } from '../lib/http';
import type { Db } from '../db/client';
import type { ContentKind, ContentState } from '../db/schema';
import { auditRepository } from '../repositories/audit.repository';
import type { ContentRepository, ListedDraft, ListedVersion, VersionRow } from '../repositories/content.repository';
import type { AnswerLogRepository } from '../repositories/answer-log.repository';
import type { RegradePlan, RegradeRepository } from '../repositories/regrade.repository';
import type { ReportsRepository } from '../repositories/reports.repository';
import type { StudentsRepository } from '../repositories/students.repository';

export const CONFLICT_MESSAGE = 'Otra persona publicó una versión nueva mientras editabas. Revisa las diferencias y vuelve a aplicar tu cambio sobre la versión actual.';

/** Merges this build's baseline once per app (idempotent; concurrent callers share one run). */
export function baselineMerger(content: ContentRepository, now: () => number) {
  let done: Promise<number> | undefined;
  return () => {
    done ??= content.mergeBaseline(baselineItems(), new Date(now()).toISOString()).catch((error: unknown) => {
      done = undefined;
      throw error;
    });
    return done;
  };
}

/**
 * The questions of an attempt as its device had them at content version `asOf` (issue 48 §4): the
 * bundled question with the version the delta had brought laid over it; only those that differ.
 */
export function questionsAsOfReader(content: ContentRepository, ensureBaseline: () => Promise<number>) {
  return async (ids: string[], asOf: number): Promise<Map<string, { question: Question; version: number }>> => {
    await ensureBaseline();
    const rows = await content.questionsAsOf(ids, asOf);
    return new Map(rows.map((row) => [row.itemKey, { question: applyQuestionChange(findQuestion(row.itemKey), questionChange(row)), version: row.version }]));
  };
}

function versionView<Body>(row: ListedVersion | VersionRow): VersionView<Body> {
  return {
    version: row.version,
    contentVersion: row.contentVersion,
    state: row.state,
    origin: row.origin,
    body: row.body as Body,
    note: row.note,
    at: new Date(row.createdAt).toISOString(),
    by: 'author' in row ? row.author : null,
  };
}

function draftView<Body>(row: ListedDraft, problems: string[]): DraftView<Body> {
  return { baseVersion: row.baseVersion, state: row.state, body: row.body as Body, at: new Date(row.updatedAt).toISOString(), by: row.author, problems };
}

/** A single-answer question keeps one key: the exams deal several-answer questions apart. */
function rulesFor(current: VersionRow) {
  const keys = (current.body as QuestionFields).correct.length > 1 ? ('several' as const) : ('single' as const);
  return { topics: topicIds, anchors: sectionAnchors(), keys };
}

export function questionChange(row: VersionRow): QuestionChange {
  const fields = row.body as QuestionFields;
  return { id: row.itemKey, version: row.version, retired: row.state === 'retired', ...fields };
}

export function sectionChange(row: VersionRow): SectionChange {
  const { path, anchor } = parseSectionKey(row.itemKey)!;
  return { path, anchor, version: row.version, block: row.body as Block };
}

export const REGRADE_STALE_MESSAGE = 'Se publicó otra versión de la pregunta después de la simulación. Revisa la simulación de nuevo antes de recalificar.';

/** The plan as the console shows it. */
export function regradeView(plan: RegradePlan): RegradeView {
  return {
    questionId: plan.questionId,
    version: plan.version,
    correct: plan.correct,
    attempts: plan.changes.length,
    students: new Set(plan.changes.map((change) => change.studentId)).size,
    changedScores: plan.changes.filter((change) => change.from.score !== change.to.score).length,
    rows: plan.changes.map((change) => ({
      attemptId: change.attemptId,
      examId: change.examId,
      finishedAt: change.finishedAt,
      student: { id: change.studentId, name: change.studentName, email: change.studentEmail },
      fromVersion: change.fromVersion,
      selected: change.selected,
      wasRight: change.wasRight,
      isRight: change.isRight,
      from: change.from,
      to: change.to,
      total: change.total,
    })),
  };
}

export function contentAdminRoutes(deps: {
  content: ContentRepository;
  reports: ReportsRepository;
  students: Pick<StudentsRepository, 'findById'>;
  tokens: TokenService;
  now: () => number;
  ensureBaseline: () => Promise<number>;
  /** 'Recalificar' (issue 48 §4): applying it. */
  log: Pick<AnswerLogRepository, 'regrade'>;
  /** 'Recalificar': the dry run. */
  regradePlans: Pick<RegradeRepository, 'plan'>;
}) {
  const { content, now } = deps;
  const app = new Hono<AuthEnv>();
  const operator = requireOperator(deps.tokens, deps.students);
  app.use('*', async (_c, next) => {
    await deps.ensureBaseline();
    await next();
  });

  async function currentOf(kind: ContentKind, key: string): Promise<VersionRow> {
    const current = baselineItem(kind, key) ? await content.latest(kind, key) : undefined;
    if (!current) throw new HttpError(404, kind === 'question' ? `La pregunta ${key} no existe.` : 'Esa sección de estudio no existe.');
    return current;
  }

  function sectionParam(c: Context<AuthEnv>): string {
    const key = c.req.param('key') ?? '';
    if (!parseSectionKey(key)) throw new HttpError(404, 'Esa sección de estudio no existe.');
    return key;
  }

  function problemsOf(kind: ContentKind, key: string, current: VersionRow, body: unknown): string[] {
    if (kind === 'question') return questionProblems(body as QuestionFields, rulesFor(current));
    return sectionProblems(body as Block, baselineItem('section', key)!.body as Block);
  }

  async function item<Body>(kind: ContentKind, key: string): Promise<ContentItem<Body>> {
    const current = await currentOf(kind, key);
    const [versions, draft, openReports] = await Promise.all([
      content.history(kind, key),
      content.draft(kind, key),
      kind === 'question' ? deps.reports.openCount(key) : Promise.resolve(0),
    ]);
    return {
      key,
      current: versionView<Body>(versions[0] ?? current),
      versions: versions.map((row) => versionView<Body>(row)),
      draft: draft ? draftView<Body>(draft, problemsOf(kind, key, current, draft.body)) : null,
      openReports,
    };
  }

  async function saveDraft(c: Context<AuthEnv>, kind: ContentKind, key: string, body: unknown, state: ContentState, baseVersion: number) {
    await currentOf(kind, key);
    await content.saveDraft({ kind, itemKey: key, body, state, baseVersion, updatedBy: c.get('student').id, updatedAt: new Date(now()).toISOString() });
    return c.json(await item(kind, key));
  }

  /** Publishes `body` over `baseVersion`: 400 with every problem, 409 with the current version, else 201. */
  async function publish(
    c: Context<AuthEnv>,
    kind: ContentKind,
    key: string,
    input: { baseVersion: number; body: unknown; state: ContentState; note: string; resolveReports?: boolean },
  ) {
    const current = await currentOf(kind, key);
    const problems = input.state === 'retired' ? [] : problemsOf(kind, key, current, input.body);
    if (problems.length > 0) throw new HttpError(400, problems[0], { problems });
    const at = new Date(now()).toISOString();
    const by = c.get('student').id;
    let resolved = 0;
    const result = await content.publish({ kind, key, baseVersion: input.baseVersion, body: input.body, state: input.state, note: input.note, by, at }, async (tx: Db, row) => {
      const audit = auditRepository(tx);
      await audit.record({
        at,
        operatorId: by,
        action: kind === 'question' ? 'publish-question' : 'publish-section',
        targetId: null,
        details: { key, version: row.version, contentVersion: row.contentVersion, previousVersion: input.baseVersion, state: row.state, note: input.note },
      });
      if (kind === 'question' && input.resolveReports) {
        const reports = await deps.reports.resolveOpenOf(key, by, at, input.note, tx);
        resolved = reports.length;
        for (const report of reports) {
          await audit.record({ at, operatorId: by, action: 'resolve-report', targetId: report.studentId, details: { reportId: report.id, questionId: key, note: input.note, version: row.version } });
        }
      }
    });
    if (!result.ok) {
      const latest = result.current ?? current;
      throw new HttpError(409, CONFLICT_MESSAGE, { current: versionView(latest) });
    }
    return c.json({ version: versionView(result.row), resolvedReports: resolved, item: await item(kind, key) }, 201);
  }

  app.get('/questions', operator, async (c) => {
    const [rows, drafts, version] = await Promise.all([content.newestOf('question'), content.draftKeys('question'), content.currentVersion()]);
    const byNumber = new Intl.Collator('es', { numeric: true });
    const questions = rows
      .map((row) => {
        const fields = row.body as QuestionFields;
        return { id: row.itemKey, topic: fields.topic, text: fields.text, version: row.version, state: row.state, origin: row.origin, at: new Date(row.createdAt).toISOString(), hasDraft: drafts.has(row.itemKey) };
      })
      .sort((a, b) => byNumber.compare(a.id, b.id));
    return c.json({ version, questions } satisfies ContentQuestionList);
  });

  app.get('/questions/:id', operator, async (c) => c.json(await item<QuestionFields>('question', c.req.param('id'))));

  app.put('/questions/:id/draft', operator, async (c) => {
    const body = await readBody(c, questionDraftSchema);
    return saveDraft(c, 'question', c.req.param('id'), body.question, body.state, body.baseVersion);
  });

  app.delete('/questions/:id/draft', operator, async (c) => {
    await currentOf('question', c.req.param('id'));
    if (!(await content.discardDraft('question', c.req.param('id')))) throw new HttpError(404, 'No hay un borrador de esta pregunta.');
    return c.body(null, 204);
  });

  app.post('/questions/:id/publish', operator, async (c) => {
    const body = await readBody(c, questionPublishSchema);
    return publish(c, 'question', c.req.param('id'), { baseVersion: body.baseVersion, body: body.question, state: body.state, note: body.note, resolveReports: body.resolveReports });
  });

  app.get('/sections', operator, async (c) => {
    const [rows, drafts, version] = await Promise.all([content.newestOf('section'), content.draftKeys('section'), content.currentVersion()]);
    const newest = new Map(rows.map((row) => [row.itemKey, row]));
    // In the course's order: the pages as the index lists them, each page's sections as it shows them.
    const pages = studyPages.flatMap((page) => {
      const sections = (baselinePage(page.path)?.blocks ?? []).flatMap((block) => {
        const key = sectionKey(page.path, block.id);
        const row = newest.get(key);
        if (!row) return [];
        const body = row.body as Block;
        return [{ key, anchor: block.id, kind: body.kind, title: body.title ?? null, version: row.version, origin: row.origin, at: new Date(row.createdAt).toISOString(), checkedAt: body.checkedAt ?? null, hasDraft: drafts.has(key) }];
      });
      return sections.length > 0 ? [{ path: page.path, number: page.number, title: page.title, sections }] : [];
    });
    return c.json({ version, pages } satisfies ContentSectionList);
  });

  // 'Recalificar' (issue 48 §4): the dry run lists the attempts the current key would rescore; the
  // POST applies it for the version the operator saw, in one transaction with its audit entry.
  app.get('/questions/:id/regrade', operator, async (c) => {
    const id = c.req.param('id');
    await currentOf('question', id);
    const plan = await deps.regradePlans.plan(id);
    if (!plan) throw new HttpError(404, `La pregunta ${id} no existe.`);
    return c.json(regradeView(plan));
  });

  app.post('/questions/:id/regrade', operator, async (c) => {
    const id = c.req.param('id');
    await currentOf('question', id);
    const body = await readBody(c, regradeApplySchema);
    const by = c.get('student').id;
    const at = new Date(now()).toISOString();
    const result = await deps.log.regrade(id, body.version, now(), async (tx, plan) => {
      const view = regradeView(plan);
      await auditRepository(tx).record({
        at,
        operatorId: by,
        action: 'regrade',
        targetId: null,
        details: {
          key: id,
          version: plan.version,
          note: body.note,
          attempts: view.attempts,
          students: view.students,
          changedScores: view.changedScores,
          changes: view.rows.map((row) => ({ attemptId: row.attemptId, studentId: row.student.id, fromVersion: row.fromVersion, from: row.from.score, to: row.to.score })),
        },
      });
    });
    if (!result.ok) throw new HttpError(409, REGRADE_STALE_MESSAGE, result.plan ? { current: regradeView(result.plan) } : undefined);
    return c.json(regradeView(result.plan));
  });

  app.get('/sections/:key', operator, async (c) => c.json(await item<Block>('section', sectionParam(c))));

  app.put('/sections/:key/draft', operator, async (c) => {
    const key = sectionParam(c);
    const body = await readBody(c, sectionDraftSchema);
    return saveDraft(c, 'section', key, body.block, 'published', body.baseVersion);
  });

  app.delete('/sections/:key/draft', operator, async (c) => {
    const key = sectionParam(c);
    await currentOf('section', key);
    if (!(await content.discardDraft('section', key))) throw new HttpError(404, 'No hay un borrador de esta sección.');
    return c.body(null, 204);
  });

  app.post('/sections/:key/publish', operator, async (c) => {
    const key = sectionParam(c);
    const body = await readBody(c, sectionPublishSchema);
    // 'Verificado el': the day of the edit (Lima), which is when the academy checked the section.
    const block = { ...body.block, checkedAt: limaDate(now()) };
    return publish(c, 'section', key, { baseVersion: body.baseVersion, body: block, state: 'published', note: body.note });
  });

  return app;
}

/** `since`: the content version the device holds, 0 (or absent) for none beyond its bundle. */
const deltaQuery = z.object({
  since: z
    .string()
    .regex(/^(0|[1-9]\d{0,14})$/)
    .optional()
    .transform((text) => (text === undefined ? 0 : Number(text))),
});

export function contentRoutes(deps: { content: ContentRepository; students: Pick<StudentsRepository, 'findById'>; tokens: TokenService; ensureBaseline: () => Promise<number> }) {
  const app = new Hono<AuthEnv>();
  app.get('/delta', requireStudent(deps.tokens, deps.students), async (c) => {
    const { since } = readQuery(c, deltaQuery);
    await deps.ensureBaseline();
    const { version, rows } = await deps.content.delta(since);
    const delta: ContentDelta = {
      version,
      questions: rows.filter((row) => row.kind === 'question').map(questionChange),
      sections: rows.filter((row) => row.kind === 'section').map(sectionChange),
    };
    return c.json(delta);
  });
  return app;
}
