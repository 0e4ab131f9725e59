/**
 * The published content on the command line (issue 48 §7): export-content writes every question and
 * section as published, in the repository's shapes (an academy edit included); import-content
 * publishes as new versions only the items that differ, validated as the console validates them.
 */
import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { resultRows } from '../../server/db/client';
import { exportContent, importContent } from '../../server/lib/content-export';
import { contentRepository } from '../../server/repositories/content.repository';
import { fieldsOf } from '../../src/content/content-versions';
import { findQuestion, questionBank } from '../../src/content/question-bank';
import { setUpTestApp, type TestApp } from './support/test-app';

vi.setConfig({ hookTimeout: 240_000, testTimeout: 120_000 });

let t: TestApp;
setUpTestApp((app) => (t = app), { failOnServerErrors: true });
const AT = '2026-12-01T15:00:00.000Z';
beforeEach(() => {
  t.clock.now = Date.parse(AT);
});

describe('export-content and import-content', () => {
  it('exports the published content in the repository shape and imports only what differs', async () => {
    const content = contentRepository(t.database.db);
    const first = await exportContent(content, AT);
    expect(first.questions).toHaveLength(questionBank.length);
    expect(first.questions.find((q) => q.id === 'q102')).toEqual(findQuestion('q102'));

    const edited = { ...first, questions: first.questions.map((q) => (q.id === 'q102' ? { ...q, explanation: 'Corregida por la academia.' } : q)) };
    const broken = { ...first, questions: first.questions.map((q) => (q.id === 'q103' ? { ...q, options: [...q.options.slice(0, 2), ''] } : q)) };
    const report = await importContent(content, { ...edited, questions: [...edited.questions.filter((q) => q.id !== 'q103'), broken.questions.find((q) => q.id === 'q103')!] }, 'Importado.', AT);
    expect(report.published).toEqual(['q102']);
    expect(report.refused).toEqual([expect.stringMatching(/^q103: .*vacía/)]);
    expect((await content.latest('question', 'q102'))?.body).toEqual({ ...fieldsOf(findQuestion('q102')!), explanation: 'Corregida por la academia.' });

    // Audited like a console publish, by the command line (issue 48 §7).
    const audit = resultRows<{ operator_id: number | null; action: string; details: Record<string, unknown> }>(
      await t.database.db.execute(sql`SELECT operator_id, action, details FROM audit_log WHERE action = 'publish-question'`),
    );
    expect(audit).toEqual([{ operator_id: null, action: 'publish-question', details: expect.objectContaining({ key: 'q102', version: 2, previousVersion: 1, note: 'Importado.', via: 'cli' }) }]);

    const again = await exportContent(content, AT);
    expect(again.questions.find((q) => q.id === 'q102')?.explanation).toBe('Corregida por la academia.');
    expect((await importContent(content, again, 'Otra vez.', AT)).published).toEqual([]);
  });
});
