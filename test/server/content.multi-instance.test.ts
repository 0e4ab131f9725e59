/**
 * Versioned content on two instances of the app over one real PostgreSQL (issue 48, 'How we will
 * check'): both start and merge the baseline at once (one seeds, the other finds it there), a
 * question and a study section published on one instance are what the other serves in its delta,
 * at the same content version, and a publish on the second instance over the same base is refused
 * with 409 instead of overwriting. Two in-process apps with a pool each stand for two server
 * processes; the cluster is a throwaway one on loopback (skipped without its binaries).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resultRows, type Database } from '../../server/db/client';
import { baselineItems } from '../../server/lib/content-baseline';
import { hashPassword } from '../../server/lib/passwords';
import { studentsRepository } from '../../server/repositories/students.repository';
import { fieldsOf, parseSectionKey, type ContentDelta } from '../../src/content/content-versions';
import { findQuestion } from '../../src/content/question-bank';
import type { Block } from '../../src/content/types';
import { openAppInstances, type AppInstances } from '../support/app-instances';
import { startPostgres, type RunningPostgres } from '../support/postgres';

const PASSWORD = 'Clave2026!segura';
const NOW = Date.parse('2026-12-01T15:00:00Z');

const cluster = await startPostgres();
if ('skipped' in cluster) console.warn(`Two-instance content suite skipped: ${cluster.skipped}`);

describe.skipIf('skipped' in cluster)('content versions on two instances over one PostgreSQL', () => {
  const postgres = cluster as RunningPostgres;
  let instances: AppInstances;
  let databases: Database[] = [];

  beforeAll(async () => {
    instances = await openAppInstances(postgres.url, 2, () => ({ now: () => NOW }));
    databases = instances.databases;
    const students = studentsRepository(databases[0].db);
    const passwordHash = await hashPassword(PASSWORD);
    await students.create({ email: 'operadora@academia.pe', name: 'Olga', passwordHash, role: 'operator' });
    await students.create({ email: 'alumna@academia.pe', name: 'Ana', passwordHash });
  }, 240_000);

  afterAll(async () => {
    await instances?.close();
    await postgres.stop();
  }, 60_000);

  const call = (instance: number, method: string, path: string, options: { json?: unknown; token?: string } = {}) => instances.call(instance, method, path, options);

  async function signIn(instance: number, email: string): Promise<string> {
    const res = await call(instance, 'POST', '/api/auth/login', { json: { email, password: PASSWORD } });
    expect(res.status, res.text).toBe(200);
    return res.body.access_token as string;
  }

  it('seeds once when both start at once, and serves on one instance what was published on the other', async () => {
    const [operator, student] = [await signIn(0, 'operadora@academia.pe'), await signIn(1, 'alumna@academia.pe')];
    // Both instances merge the baseline at the same moment (their first content request).
    const lists = await Promise.all([0, 1].map((i) => call(i, 'GET', '/api/admin/content/questions', { token: operator })));
    expect(lists.map((l) => l.status)).toEqual([200, 200]);
    const [{ n }] = resultRows<{ n: number }>(await databases[0].db.execute('SELECT count(*)::int AS n FROM content_versions'));
    expect(n).toBe(baselineItems().length);
    expect(lists.map((l) => l.body.version)).toEqual([baselineItems().length, baselineItems().length]);

    // A question corrected on instance 0.
    const question = { ...fieldsOf(findQuestion('q102')!), explanation: 'Corregida en la instancia 0.' };
    const published = await call(0, 'POST', '/api/admin/content/questions/q102/publish', { token: operator, json: { baseVersion: 1, question, note: 'Aclara la explicación.' } });
    expect(published.status, published.text).toBe(201);
    // A section corrected on instance 1.
    const sectionKey = baselineItems().find((item) => item.kind === 'section' && (item.body as Block).kind === 'text')!.key;
    const block = baselineItems().find((item) => item.key === sectionKey)!.body as Block & { kind: 'text' };
    const edited = { ...block, paragraphs: ['Texto corregido en la instancia 1.', ...block.paragraphs.slice(1)] };
    const section = await call(1, 'POST', `/api/admin/content/sections/${encodeURIComponent(sectionKey)}/publish`, { token: operator, json: { baseVersion: 1, block: edited, note: 'Corrige el párrafo.' } });
    expect(section.status, section.text).toBe(201);

    // Both instances answer the same delta, at the same content version.
    const deltas = await Promise.all([0, 1].map((i) => call(i, 'GET', '/api/content/delta?since=0', { token: student })));
    expect(deltas.map((d) => d.status)).toEqual([200, 200]);
    const [a, b] = deltas.map((d) => d.body as unknown as ContentDelta);
    expect(b).toEqual(a);
    expect(a.version).toBe(baselineItems().length + 2);
    expect(a.questions.map((q) => [q.id, q.explanation])).toEqual([['q102', 'Corregida en la instancia 0.']]);
    const { path, anchor } = parseSectionKey(sectionKey)!;
    expect(a.sections).toMatchObject([{ path, anchor, version: 2, block: { paragraphs: edited.paragraphs, checkedAt: '2026-12-01' } }]);

    // Instance 1 holds the same current version: a publish over the old base there is a 409, nothing overwritten.
    const stale = await call(1, 'POST', '/api/admin/content/questions/q102/publish', { token: operator, json: { baseVersion: 1, question: fieldsOf(findQuestion('q102')!), note: 'Otra edición.' } });
    expect(stale.status, stale.text).toBe(409);
    expect(stale.body.current).toMatchObject({ version: 2, body: { explanation: 'Corregida en la instancia 0.' } });
    const after = await call(1, 'GET', '/api/content/delta?since=0', { token: student });
    expect(after.body).toEqual(a);
  }, 240_000);
});
