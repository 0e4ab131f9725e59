/**
 * Content as versioned data (issue 48, step 1): the repository's content is seeded as version 1 of
 * every question and section (idempotently; a newer build's baseline merges in without undoing an
 * edit made over the current one), operators save and discard drafts and publish versions with a
 * note, validated in Spanish, refused with 409 and the current version over a stale base, audited;
 * devices pull only what changed since their content version, a small delta.
 */
import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fieldsOf, type ContentDelta, type QuestionFields } from '../../src/content/content-versions';
import { findQuestion } from '../../src/content/question-bank';
import type { Block } from '../../src/content/types';
import type { ContentItem, ContentQuestionList } from '../../src/shared/content-api';
import { baselineItems, contentHash } from '../../server/lib/content-baseline';
import { contentRepository } from '../../server/repositories/content.repository';
import { signInOperator, type ActivityEntry } from './support/console';
import { setUpTestApp, type TestApp } from './support/test-app';

// Seeding the whole baseline (every question and section) per test is slow on a busy shared host.
vi.setConfig({ hookTimeout: 240_000, testTimeout: 120_000 });

let t: TestApp;
let operator: string;
let student: string;

setUpTestApp((app) => (t = app), { failOnServerErrors: true });

beforeEach(async () => {
  t.clock.now = Date.parse('2026-12-01T15:00:00Z');
  operator = await signInOperator(t);
  student = await t.login();
});

const q102 = () => fieldsOf(findQuestion('q102')!);
const corrected = (): QuestionFields => ({ ...q102(), text: '¿Cuál fue la capital política del Tahuantinsuyo?', explanation: 'El Cusco fue la capital; de allí partían los caminos.' });

const getQuestion = async (id: string, token = operator) => {
  const res = await t.call('GET', `/api/admin/content/questions/${id}`, { token });
  expect(res.status, res.text).toBe(200);
  return res.body as ContentItem<QuestionFields>;
};
const publish = (id: string, json: Record<string, unknown>, token = operator) => t.call('POST', `/api/admin/content/questions/${id}/publish`, { token, json });
const delta = async (since: number) => {
  const res = await t.call('GET', `/api/content/delta?since=${since}`, { token: student });
  expect(res.status, res.text).toBe(200);
  return { body: res.body as ContentDelta, bytes: Buffer.byteLength(res.text, 'utf8') };
};

describe('the baseline', () => {
  it('seeds every question and section as version 1, once', async () => {
    const res = await t.call('GET', '/api/admin/content/questions', { token: operator });
    expect(res.status, res.text).toBe(200);
    const list = res.body as ContentQuestionList;
    const questions = baselineItems().filter((item) => item.kind === 'question');
    expect(list.questions).toHaveLength(questions.length);
    expect(list.questions.every((q) => q.version === 1 && q.origin === 'baseline')).toBe(true);
    expect(list.questions.find((q) => q.id === 'q101')?.state).toBe('retired');
    expect(list.version).toBe(baselineItems().length);
    // A second start adds nothing.
    expect(await contentRepository(t.database.db).mergeBaseline(baselineItems(), new Date().toISOString())).toBe(0);
  });

  it('keeps an academy edit over the same baseline, and takes a newer build’s baseline over it', async () => {
    await getQuestion('q102');
    expect((await publish('q102', { baseVersion: 1, question: corrected(), note: 'Precisa «capital política».' })).status).toBe(201);
    const repo = contentRepository(t.database.db);
    // The same build starting again: the edit stays current.
    expect(await repo.mergeBaseline(baselineItems(), new Date().toISOString())).toBe(0);
    expect((await getQuestion('q102')).current).toMatchObject({ version: 2, origin: 'academy' });
    // A newer build whose q102 folded the edit in (a developer reviewed it in git).
    const folded = baselineItems().map((item) => (item.key === 'q102' ? { ...item, body: corrected(), hash: contentHash(corrected(), false) } : item));
    expect(await repo.mergeBaseline(folded, new Date().toISOString())).toBe(1);
    const item = await getQuestion('q102');
    expect(item.current).toMatchObject({ version: 3, origin: 'baseline', body: corrected() });
    expect(item.versions.map((v) => v.version)).toEqual([3, 2, 1]);
  });
});

describe('drafts', () => {
  it('saves a draft with its problems, never serves it, and discards it', async () => {
    const draft = { ...corrected(), options: ['Cusco', ''] };
    const saved = await t.call('PUT', '/api/admin/content/questions/q102/draft', { token: operator, json: { baseVersion: 1, question: draft } });
    expect(saved.status, saved.text).toBe(200);
    const item = saved.body as ContentItem<QuestionFields>;
    expect(item.draft?.body).toEqual(draft);
    expect(item.draft?.problems).toEqual(['La pregunta necesita al menos 3 opciones.', 'La opción B está vacía.']);
    expect(item.current.version).toBe(1);
    expect((await delta(0)).body.questions).toEqual([]);
    expect((await t.call('DELETE', '/api/admin/content/questions/q102/draft', { token: operator })).status).toBe(204);
    expect((await getQuestion('q102')).draft).toBeNull();
    expect((await t.call('DELETE', '/api/admin/content/questions/q102/draft', { token: operator })).status).toBe(404);
  });
});

describe('publishing', () => {
  it('refuses bad input with a Spanish message and publishes nothing', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ baseVersion: 1, question: corrected() }, 'Escribe por qué cambia (la nota queda en el registro de actividad).'],
      [{ baseVersion: 1, question: corrected(), note: '   ' }, 'Escribe por qué cambia (la nota queda en el registro de actividad).'],
      [{ baseVersion: 1, question: { ...corrected(), options: ['Cusco', 'Quito'], correct: [0] }, note: 'x' }, 'La pregunta necesita al menos 3 opciones.'],
      [{ baseVersion: 1, question: { ...corrected(), options: ['Cusco', ' ', 'Quito'] }, note: 'x' }, 'La opción B está vacía.'],
      [{ baseVersion: 1, question: { ...corrected(), correct: [] }, note: 'x' }, 'Marca la respuesta correcta: la pregunta quedaría sin clave.'],
      [{ baseVersion: 1, question: { ...corrected(), correct: [0, 1] }, note: 'x' }, 'Es una pregunta de respuesta única: marca una sola opción correcta.'],
      [{ baseVersion: 1, question: { ...corrected(), correct: [7] }, note: 'x' }, 'La clave señala una opción que no existe.'],
      [{ baseVersion: 1, question: { ...corrected(), topic: 42 }, note: 'x' }, 'El tema 42 no existe en el balotario.'],
      [{ baseVersion: 1, question: { ...corrected(), source: { path: 'material/imperio-incaico', anchor: 'no-existe' } }, note: 'x' }, 'La sección de estudio «material/imperio-incaico#no-existe» no existe.'],
    ];
    for (const [json, message] of cases) {
      const res = await publish('q102', json);
      expect(res.status, JSON.stringify(json)).toBe(400);
      expect((res.body as { message: string }).message).toBe(message);
    }
    expect((await getQuestion('q102')).versions).toHaveLength(1);
    expect((await publish('q999999', { baseVersion: 1, question: corrected(), note: 'x' })).status).toBe(404);
  });

  it('publishes a new version, audited with who and why; the draft goes', async () => {
    await t.call('PUT', '/api/admin/content/questions/q102/draft', { token: operator, json: { baseVersion: 1, question: corrected() } });
    const res = await publish('q102', { baseVersion: 1, question: corrected(), note: 'Precisa «capital política».' });
    expect(res.status, res.text).toBe(201);
    const item = await getQuestion('q102');
    expect(item.current).toMatchObject({ version: 2, state: 'published', origin: 'academy', body: corrected(), note: 'Precisa «capital política».', by: { email: 'operadora@academia.pe' } });
    expect(item.versions[1]).toMatchObject({ version: 1, origin: 'baseline', body: q102() });
    expect(item.draft).toBeNull();
    const activity = await t.call('GET', '/api/admin/activity', { token: operator });
    const entry = (activity.body as { entries: ActivityEntry[] }).entries[0];
    expect(entry).toMatchObject({ action: 'publish-question', operator: { email: 'operadora@academia.pe' }, details: { key: 'q102', version: 2, previousVersion: 1, note: 'Precisa «capital política».', state: 'published' } });
  });

  it('tells the second of two operators editing at once, with the current version, and overwrites nothing', async () => {
    const second = await signInOperator(t, { email: 'segunda@academia.pe', name: 'Sara Segunda', password: 'Consola2026!' });
    expect((await publish('q102', { baseVersion: 1, question: corrected(), note: 'Primera.' })).status).toBe(201);
    const late = await publish('q102', { baseVersion: 1, question: { ...q102(), explanation: 'Otra explicación.' }, note: 'Segunda.' }, second);
    expect(late.status).toBe(409);
    expect(late.body).toMatchObject({ message: expect.stringContaining('Otra persona publicó una versión nueva'), current: { version: 2, body: corrected() } });
    expect((await getQuestion('q102')).versions.map((v) => v.note)).toEqual(['Primera.', null]);
  });

  it('retires and restores a question as versions', async () => {
    expect((await publish('q102', { baseVersion: 1, question: q102(), state: 'retired', note: 'Se retira mientras se revisa.' })).status).toBe(201);
    expect((await delta(0)).body.questions).toMatchObject([{ id: 'q102', version: 2, retired: true }]);
    expect((await publish('q102', { baseVersion: 2, question: q102(), note: 'Revisada: vuelve.' })).status).toBe(201);
    expect((await delta(0)).body.questions).toMatchObject([{ id: 'q102', version: 3, retired: false }]);
  });

  it('resolves the question’s open reports with the note when asked', async () => {
    const reportId = randomUUID();
    expect((await t.call('POST', '/api/reports', { token: student, json: { id: reportId, questionId: 'q102', text: 'La capital no está bien dicha.' } })).status).toBe(201);
    expect((await getQuestion('q102')).openReports).toBe(1);
    const res = await publish('q102', { baseVersion: 1, question: corrected(), note: 'Precisa «capital política».', resolveReports: true });
    expect(res.body).toMatchObject({ resolvedReports: 1 });
    const reports = await t.call('GET', '/api/admin/reports?status=all', { token: operator });
    expect((reports.body as { reports: unknown[] }).reports).toMatchObject([{ id: reportId, status: 'resolved', note: 'Precisa «capital política».' }]);
  });

  it('is for operators only', async () => {
    expect((await t.call('GET', '/api/admin/content/questions/q102', { token: student })).status).toBe(403);
    expect((await publish('q102', { baseVersion: 1, question: corrected(), note: 'x' }, student)).status).toBe(403);
    expect((await t.call('GET', '/api/content/delta?since=0')).status).toBe(401);
  });
});

describe('sections', () => {
  const key = encodeURIComponent('material/nacionalidad#que-es');

  it('publishes a section’s text with “Verificado el” set to the day of the edit', async () => {
    const res = await t.call('GET', `/api/admin/content/sections/${key}`, { token: operator });
    expect(res.status, res.text).toBe(200);
    const item = res.body as ContentItem<Block>;
    const block = { ...item.current.body, title: '¿Qué es la nacionalidad peruana?' };
    const empty = await t.call('POST', `/api/admin/content/sections/${key}/publish`, { token: operator, json: { baseVersion: 1, block: { ...block, paragraphs: [''] }, note: 'x' } });
    expect(empty.status).toBe(400);
    expect((empty.body as { message: string }).message).toBe('Un párrafo está vacío: escríbelo o quítalo.');
    const moved = await t.call('POST', `/api/admin/content/sections/${key}/publish`, { token: operator, json: { baseVersion: 1, block: { ...block, id: 'otra' }, note: 'x' } });
    expect((moved.body as { message: string }).message).toBe('El ancla de la sección no se puede cambiar: las preguntas enlazan a ella.');
    const ok = await t.call('POST', `/api/admin/content/sections/${key}/publish`, { token: operator, json: { baseVersion: 1, block, note: 'Título más claro.' } });
    expect(ok.status, ok.text).toBe(201);
    const { body } = await delta(0);
    expect(body.sections).toEqual([{ path: 'material/nacionalidad', anchor: 'que-es', version: 2, block: { ...block, checkedAt: '2026-12-01' } }]);
  });
});

describe('GET /api/content/delta', () => {
  it('answers only what changed since the device’s version, the newest version of each, in under 2 KB for one edit', async () => {
    const start = await delta(0);
    expect(start.body.questions).toEqual([]);
    expect(start.body.sections).toEqual([]);
    const held = start.body.version;
    expect((await publish('q102', { baseVersion: 1, question: corrected(), note: 'Primera.' })).status).toBe(201);
    const one = await delta(held);
    expect(one.body.questions).toEqual([{ id: 'q102', version: 2, retired: false, ...corrected() }]);
    expect(one.body.version).toBe(held + 1);
    expect(one.bytes).toBeLessThan(2048);
    // Nothing new: nothing sent.
    expect((await delta(one.body.version)).body).toEqual({ version: held + 1, questions: [], sections: [] });
    // A device a month behind catches up in one round: the newest version of each item only.
    const fix = { ...corrected(), explanation: 'El Cusco fue la capital política y religiosa.' };
    expect((await publish('q102', { baseVersion: 2, question: fix, note: 'Segunda.' })).status).toBe(201);
    const q103 = { ...fieldsOf(findQuestion('q103')!), text: '¿Qué era el quipu?' };
    expect((await publish('q103', { baseVersion: 1, question: q103, note: 'Más breve.' })).status).toBe(201);
    const behind = await delta(held);
    expect(behind.body.questions.map((q) => [q.id, q.version, q.explanation])).toEqual([
      ['q102', 3, fix.explanation],
      ['q103', 2, q103.explanation],
    ]);
    expect(behind.body.version).toBe(held + 3);
  });
});
