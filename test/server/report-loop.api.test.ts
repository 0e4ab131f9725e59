/**
 * The report loop closes (issue 48 §5): a publish that resolves the question's reports stores its note
 * on them, and the student who reported reads it back (GET /api/reports, their own reports only), so
 * their devices show 'Corregido: <nota>' under the question.
 */
import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fieldsOf } from '../../src/content/content-versions';
import { findQuestion } from '../../src/content/question-bank';
import type { ServerReport } from '../../src/shared/report';
import { signInOperator } from './support/console';
import { setUpTestApp, type TestApp } from './support/test-app';

// The first content request seeds the whole baseline: slow on a busy shared host.
vi.setConfig({ hookTimeout: 240_000, testTimeout: 120_000 });

let t: TestApp;
setUpTestApp((app) => (t = app), { failOnServerErrors: true });

beforeEach(() => {
  t.clock.now = Date.parse('2026-12-01T15:00:00Z');
});

describe('GET /api/reports', () => {
  it("lists the student's reports with the publish note once the fix resolves them", async () => {
    const student = await t.login();
    const operator = await signInOperator(t);
    const id = randomUUID();
    const sent = await t.call('POST', '/api/reports', { token: student, json: { id, questionId: 'q101', examId: 'principal-01', attemptId: randomUUID(), text: 'La clave está mal.' } });
    expect(sent.status, sent.text).toBe(201);

    const before = await t.call('GET', '/api/reports', { token: student });
    expect(before.status, before.text).toBe(200);
    expect((before.body as { reports: ServerReport[] }).reports).toEqual([expect.objectContaining({ id, questionId: 'q101', status: 'open', note: null, resolvedAt: null })]);

    const question = { ...fieldsOf(findQuestion('q101')!), explanation: 'Explicación corregida por la academia.' };
    const published = await t.call('POST', '/api/admin/content/questions/q101/publish', {
      token: operator,
      json: { baseVersion: 1, question, note: 'Se corrigió la explicación.', resolveReports: true },
    });
    expect(published.status, published.text).toBe(201);
    expect((published.body as { resolvedReports: number }).resolvedReports).toBe(1);

    const after = (await t.call('GET', '/api/reports', { token: student })).body as { reports: ServerReport[] };
    expect(after.reports).toEqual([expect.objectContaining({ id, status: 'resolved', note: 'Se corrigió la explicación.', resolvedAt: '2026-12-01T15:00:00.000Z' })]);

    // Only one's own reports.
    expect(((await t.call('GET', '/api/reports', { token: operator })).body as { reports: ServerReport[] }).reports).toEqual([]);
    expect((await t.call('GET', '/api/reports')).status).toBe(401);
  });
});
