/**
 * The console's reads that grow with the academy (issue 55 §7) read a bounded window per query: the
 * CSV of every student is streamed from windowed reads of CSV_CHUNK students (not one read of all),
 * a group's item analysis reads its members' first attempts keyset-paged (and sums them as the one
 * read did), and the groups list takes its member counts from the kept totals, never from students.
 * Queries are seen by wrapping the database's `execute`.
 */
import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CSV_CHUNK } from '../../server/routes/admin.routes';
import { groupsRepository } from '../../server/repositories/groups.repository';
import { COURSE_SLUG } from '../../server/seed';
import { quickStudent, signInOperator, storeAttempt } from './support/console';
import { type TestApp, setUpTestApp } from './support/test-app';

let t: TestApp;
let operator: string;

setUpTestApp((app) => (t = app), { failOnServerErrors: true });

beforeEach(async () => {
  operator = await signInOperator(t);
});

const dialect = new PgDialect();

/** The SQL text of every `execute` the app runs while `task` does. */
async function queriesDuring(task: () => Promise<void>): Promise<string[]> {
  const seen: string[] = [];
  const execute = t.database.db.execute.bind(t.database.db);
  const spy = vi.spyOn(t.database.db, 'execute').mockImplementation(((query: SQL) => {
    seen.push(dialect.sqlToQuery(query).sql);
    return execute(query);
  }) as typeof t.database.db.execute);
  try {
    await task();
  } finally {
    spy.mockRestore();
  }
  return seen;
}

async function createGroup(name: string): Promise<number> {
  const res = await t.call('POST', '/api/admin/groups', { token: operator, json: { name } });
  expect(res.status, res.text).toBe(201);
  return (res.body as { group: { id: number } }).group.id;
}

describe('the CSV of every student', () => {
  it('is written from windowed reads of CSV_CHUNK students, in the list order, every student once', async () => {
    const many = 2 * CSV_CHUNK + 1;
    await t.database.db.execute(sql`
      INSERT INTO students (email, name, password_hash)
      SELECT 'masivo' || lpad(n::text, 5, '0') || '@academia.pe', 'Masivo ' || lpad(n::text, 5, '0'), 'not-a-hash'
      FROM generate_series(1, ${many}) AS n`);
    await t.database.db.execute(sql`
      INSERT INTO enrollments (student_id, course_id)
      SELECT s.id, c.id FROM students s, courses c WHERE c.slug = ${COURSE_SLUG} AND s.email LIKE 'masivo%'`);
    let text = '';
    const queries = await queriesDuring(async () => {
      const res = await t.call('GET', '/api/admin/students.csv?sort=email', { token: operator });
      expect(res.status, res.text).toBe(200);
      expect(res.headers.get('Content-Type')).toBe('text/csv; charset=utf-8');
      text = res.text;
    });
    const lines = text.replace(/^\uFEFF/, '').trimEnd().split('\r\n');
    expect(lines[0]).toBe('Nombre,Correo,Acceso,Acceso hasta,Última actividad,Intentos,Mejor nota,Preparación estimada,Rango bajo,Rango alto,Grupo');
    const masivos = lines.filter((line) => line.startsWith('Masivo '));
    expect(masivos).toHaveLength(many);
    expect(masivos.map((line) => line.split(',')[1])).toEqual(Array.from({ length: many }, (_, i) => `masivo${String(i + 1).padStart(5, '0')}@academia.pe`));
    // Every read of the rows is a window of CSV_CHUNK: 3 windows at least for 2 × CSV_CHUNK + 1 students.
    const rowReads = queries.filter((q) => q.includes('row_number() OVER'));
    expect(rowReads.length).toBeGreaterThanOrEqual(3);
    for (const read of rowReads) expect(read).toMatch(/\blimit\b/i);
  });
});

describe("a group's item analysis", () => {
  it('reads the first attempts keyset-paged, with the figures of the whole group', async () => {
    const group = await createGroup('Lectura por partes');
    const members = [];
    for (let i = 0; i < 5; i += 1) members.push(await quickStudent(t, `Miembro ${i}`, `miembro${i}@academia.pe`));
    const moved = await t.call('POST', `/api/admin/groups/${group}/members`, { token: operator, json: { studentIds: members.map((m) => m.id) } });
    expect(moved.status, moved.text).toBe(200);
    const marks: (0 | 1)[][] = [
      [1, 1, 1, 0],
      [1, 0, 1, 0],
      [0, 0, 1, 1],
      [1, 1, 0, 0],
      [0, 1, 1, 1],
    ];
    for (const [i, member] of members.entries()) await storeAttempt(t, member.id, marks[i], `2026-03-0${i + 1}T15:00:00Z`);

    // Chunks of 2 over 5 first attempts: 2, 2, 1, each read after the last one's key.
    const chunks = [];
    for await (const chunk of groupsRepository(t.database.db).firstAttemptChunks(group, 2)) chunks.push(chunk.length);
    expect(chunks).toEqual([2, 2, 1]);

    let analysis: { questions: { id: string; answers: number; facility: number }[] } = { questions: [] };
    const queries = await queriesDuring(async () => {
      const res = await t.call('GET', `/api/admin/questions?group=${group}`, { token: operator });
      expect(res.status, res.text).toBe(200);
      analysis = res.body as typeof analysis;
    });
    const reads = queries.filter((q) => q.includes('item_first_attempts'));
    expect(reads.length).toBeGreaterThanOrEqual(1);
    for (const read of reads) expect(read).toMatch(/\blimit\b/i);
    // Summed across chunks as one read would: 5 answers per question, facility from the marks.
    expect(analysis.questions).toHaveLength(4);
    for (const q of analysis.questions) expect(q.answers).toBe(5);
    // Per question (a column of the marks): 3, 3, 4 and 2 right of 5.
    const facilities = analysis.questions.map((q) => q.facility).sort((a, b) => a - b);
    expect(facilities).toEqual([0.4, 0.6, 0.6, 0.8]);
  });
});

describe('the groups list', () => {
  it('counts members from the kept totals, without reading the students', async () => {
    const group = await createGroup('Contados');
    const members = [];
    for (let i = 0; i < 3; i += 1) members.push(await quickStudent(t, `Contado ${i}`, `contado${i}@academia.pe`));
    expect((await t.call('POST', `/api/admin/groups/${group}/members`, { token: operator, json: { studentIds: members.map((m) => m.id) } })).status).toBe(200);
    let listed: { groups: { id: number; members: number }[] } = { groups: [] };
    const queries = await queriesDuring(async () => {
      const res = await t.call('GET', '/api/admin/groups', { token: operator });
      expect(res.status, res.text).toBe(200);
      listed = res.body as typeof listed;
    });
    expect(listed.groups.find((g) => g.id === group)?.members).toBe(3);
    const groupReads = queries.filter((q) => /\bfrom groups g\b/i.test(q));
    expect(groupReads.length).toBeGreaterThanOrEqual(1);
    for (const read of groupReads) {
      expect(read).toMatch(/\blimit\b/i);
      expect(read).not.toMatch(/\bfrom students\b/i);
    }
  });
});
