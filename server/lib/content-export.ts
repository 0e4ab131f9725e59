/**
 * The published content as a file (issue 48 §7): `npm run admin -- export-content` writes every
 * question and study section as currently published, in the repository's shapes (a `Question` of
 * src/content/types.ts, a page's `Block`), so a developer can fold the academy's edits into the
 * baseline and review them in git; `import-content` publishes, as new versions, the items of such a
 * file that differ from what is current (validated as the console validates them).
 */
import { applyQuestionChange, parseSectionKey, questionProblems, sectionProblems, type QuestionFields } from '../../src/content/content-versions';
import { findQuestion } from '../../src/content/question-bank';
import type { Block, Question } from '../../src/content/types';
import { auditRepository } from '../repositories/audit.repository';
import type { ContentRepository, VersionRow } from '../repositories/content.repository';
import { baselineItem, baselineItems, sectionAnchors, stableJson, topicIds } from './content-baseline';

export interface ContentExport {
  /** The content version exported. */
  version: number;
  questions: Question[];
  sections: { path: string; anchor: string; block: Block }[];
}

function questionOf(row: VersionRow): Question {
  const fields = row.body as QuestionFields;
  return applyQuestionChange(findQuestion(row.itemKey), { id: row.itemKey, version: row.version, retired: row.state === 'retired', ...fields });
}

export async function exportContent(content: ContentRepository, at: string): Promise<ContentExport> {
  await content.mergeBaseline(baselineItems(), at);
  const [questions, sections, version] = await Promise.all([content.newestOf('question'), content.newestOf('section'), content.currentVersion()]);
  const byId = new Intl.Collator('es', { numeric: true });
  return {
    version,
    questions: questions.map(questionOf).sort((a, b) => byId.compare(a.id, b.id)),
    sections: sections
      .map((row) => ({ ...parseSectionKey(row.itemKey)!, block: row.body as Block }))
      .sort((a, b) => byId.compare(`${a.path}#${a.anchor}`, `${b.path}#${b.anchor}`)),
  };
}

export interface ImportReport {
  published: string[];
  unchanged: number;
  /** Items refused, with why (Spanish). */
  refused: string[];
}

/**
 * Publishes the file's items that differ from the current versions, each with `note` and, like a
 * console publish, its audit entry in the same transaction (no operator; `via: 'cli'`).
 */
export async function importContent(content: ContentRepository, file: ContentExport, note: string, at: string): Promise<ImportReport> {
  await content.mergeBaseline(baselineItems(), at);
  const report: ImportReport = { published: [], unchanged: 0, refused: [] };
  const items = [
    ...file.questions.map((q) => ({ kind: 'question' as const, key: q.id, state: q.retired ? ('retired' as const) : ('published' as const), body: fieldsOfQuestion(q) })),
    ...file.sections.map((s) => ({ kind: 'section' as const, key: `${s.path}#${s.anchor}`, state: 'published' as const, body: s.block as unknown })),
  ];
  for (const item of items) {
    const current = baselineItem(item.kind, item.key) ? await content.latest(item.kind, item.key) : undefined;
    if (!current) {
      report.refused.push(`${item.key}: no existe en este curso.`);
      continue;
    }
    if (current.state === item.state && stableJson(current.body) === stableJson(item.body)) {
      report.unchanged++;
      continue;
    }
    const problems =
      item.state === 'retired'
        ? []
        : item.kind === 'question'
          ? questionProblems(item.body as QuestionFields, { topics: topicIds, anchors: sectionAnchors(), keys: (current.body as QuestionFields).correct.length > 1 ? 'several' : 'single' })
          : sectionProblems(item.body as Block, baselineItem('section', item.key)!.body as Block);
    if (problems.length > 0) {
      report.refused.push(`${item.key}: ${problems.join(' ')}`);
      continue;
    }
    const result = await content.publish({ kind: item.kind, key: item.key, baseVersion: current.version, body: item.body, state: item.state, note, by: null, at }, async (tx, row) => {
      await auditRepository(tx).record({
        at,
        operatorId: null,
        action: item.kind === 'question' ? 'publish-question' : 'publish-section',
        targetId: null,
        details: { key: item.key, version: row.version, contentVersion: row.contentVersion, previousVersion: current.version, state: row.state, note, via: 'cli' },
      });
    });
    if (result.ok) report.published.push(item.key);
    else report.refused.push(`${item.key}: otra versión se publicó mientras se importaba.`);
  }
  return report;
}

function fieldsOfQuestion(q: Question): QuestionFields {
  return { topic: q.topic, text: q.text, options: [...q.options], correct: [...q.correct], explanation: q.explanation, source: { ...q.source } };
}
