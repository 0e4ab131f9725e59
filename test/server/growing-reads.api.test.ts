/**
 * The console's reads that grow with the academy (issue 55 §7) read a bounded window per query: the
 * CSV of every student is streamed from windowed reads of CSV_CHUNK students (not one read of all),
 * a group's item analysis is one read of its kept sums (group_item_statistics), never its members'
 * first attempts, and the groups list takes its member counts from the kept totals, never from students.
 * Queries are seen by wrapping the database's `execute`.
 */
import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CSV_CHUNK } from '../../server/routes/admin.routes';
import { consoleRepository, type StudentQuery } from '../../server/repositories/console.repository';
import { STUDENT_SORTS } from '../../src/shared/console-rows';
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
    for (const read of rowReads) {
      expect(read).toMatch(/\blimit\b/i);
      // Keyset: each window starts after the last row's key, never by skipping rows (OFFSET reads them).
      expect(read).not.toMatch(/\boffset\b/i);
    }
  });

  it('reads every sort keyset-paged in tiny chunks: each student once, in the list order, ties, nulls and microseconds included', async () => {
    const group = await createGroup('Orden por partes');
    // Twelve students: repeated names, repeated and missing end dates, one without the course, equal
    // and missing readiness, activity times one microsecond apart (the same millisecond), no learning state.
    const spec: { name: string; endsAt?: string | null; learning?: { readiness: number | null; at: string; attempts: number; best: number | null } }[] = [
      { name: 'Ana Ríos', endsAt: '2027-01-10', learning: { readiness: 50, at: '2026-11-01 10:00:00.000100+00', attempts: 2, best: 70 } },
      { name: 'Ana Ríos', endsAt: '2027-01-10', learning: { readiness: 50, at: '2026-11-01 10:00:00.000200+00', attempts: 2, best: 70 } },
      { name: 'ana rios', endsAt: null, learning: { readiness: null, at: '2026-11-01 10:00:00.000100+00', attempts: 0, best: null } },
      { name: 'Bruno Díaz', endsAt: '2026-12-31', learning: { readiness: 80, at: '2026-11-02 09:00:00+00', attempts: 5, best: 90 } },
      { name: 'Bruno Díaz', endsAt: null },
      { name: 'Carla Soto' },
      { name: 'Carla Soto', endsAt: '2026-12-31', learning: { readiness: 50, at: '2026-11-01 10:00:00.000200+00', attempts: 2, best: null } },
      { name: 'Dario Paz', endsAt: '2027-01-10' },
      { name: 'Élida Mora', endsAt: null, learning: { readiness: 20, at: '2026-10-01 00:00:00+00', attempts: 1, best: 40 } },
      { name: 'Fabio Luna' },
      { name: 'Gina Vela', endsAt: '2026-12-31', learning: { readiness: 80, at: '2026-11-02 09:00:00+00', attempts: 5, best: 90 } },
      { name: 'Hugo Ñaupa', endsAt: null, learning: { readiness: null, at: '2026-11-03 09:00:00+00', attempts: 0, best: null } },
    ];
    const course = (await t.students.findCourse(COURSE_SLUG))!;
    const ids: number[] = [];
    for (const [i, one] of spec.entries()) {
      const created = await quickStudent(t, one.name, `orden${String(i).padStart(2, '0')}@academia.pe`);
      ids.push(created.id);
      if (one.endsAt !== undefined) await t.students.setAccess(created.id, course.id, one.endsAt);
      if (one.learning) {
        const l = one.learning;
        await t.database.db.execute(sql`
          INSERT INTO student_learning (student_id, events, answered_questions, readiness, readiness_low, readiness_high, readiness_early, due_times, mastery, attempts, best_score, last_activity_at, computed_at)
          VALUES (${created.id}, 40, 30, ${l.readiness}, 0, 100, false, '[]'::jsonb, '[]'::jsonb, ${l.attempts}, ${l.best}, ${l.at}::timestamptz, now())`);
      }
    }
    const moved = await t.call('POST', `/api/admin/groups/${group}/members`, { token: operator, json: { studentIds: ids.filter((_, i) => i % 2 === 0) } });
    expect(moved.status, moved.text).toBe(200);

    const repo = consoleRepository(t.database.db);
    const filters: Pick<StudentQuery, 'q' | 'group'>[] = [{}, { group }, { group: 'none' }, { q: 'ana' }];
    for (const filter of filters) {
      for (const sort of STUDENT_SORTS) {
        for (const dir of ['asc', 'desc'] as const) {
          const query: StudentQuery = { ...filter, sort, dir, today: '2026-11-29' };
          // The list's order, one read per run (as the console's pages read it).
          const expected = (await repo.page(query, 0, 1000)).rows.map((r) => r.id);
          const chunked: number[] = [];
          const reads = await queriesDuring(async () => {
            for await (const chunk of repo.chunks(query, 2)) {
              expect(chunk.length).toBeLessThanOrEqual(2);
              chunked.push(...chunk.map((r) => r.id));
            }
          });
          expect(chunked, `${JSON.stringify(filter)} ${sort} ${dir}`).toEqual(expected);
          expect(new Set(chunked).size).toBe(chunked.length);
          for (const read of reads) expect(read).not.toMatch(/\boffset\b/i);
        }
      }
    }
  });
});

describe("a group's item analysis", () => {
  it('is one read of the kept sums whatever the group\'s size, with the figures of the whole group', async () => {
    const group = await createGroup('Lectura guardada');
    const marks: (0 | 1)[][] = [
      [1, 1, 1, 0],
      [1, 0, 1, 0],
      [0, 0, 1, 1],
      [1, 1, 0, 0],
      [0, 1, 1, 1],
    ];
    const members = [];
    for (let i = 0; i < 5; i += 1) members.push(await quickStudent(t, `Miembro ${i}`, `miembro${i}@academia.pe`));
    for (const [i, member] of members.entries()) await storeAttempt(t, member.id, marks[i], `2026-03-0${i + 1}T15:00:00Z`);

    type Analysis = { questions: { id: string; answers: number; facility: number }[] };
    const analyse = async () => {
      let analysis: Analysis = { questions: [] };
      const queries = await queriesDuring(async () => {
        const res = await t.call('GET', `/api/admin/questions?group=${group}`, { token: operator });
        expect(res.status, res.text).toBe(200);
        analysis = res.body as Analysis;
      });
      return { analysis, queries };
    };
    const readsOf = (queries: string[]) => ({
      kept: queries.filter((q) => /\bfrom group_item_statistics\b/i.test(q)).length,
      // Nothing that grows with the group: neither its first attempts nor their answers.
      growing: queries.filter((q) => /\b(item_first_attempts|attempts)\b/i.test(q)).length,
    });

    // Two members, then all five: the same reads, one of them of the kept rows.
    const moveIn = async (ids: number[]) =>
      expect((await t.call('POST', `/api/admin/groups/${group}/members`, { token: operator, json: { studentIds: ids } })).status).toBe(200);
    await moveIn(members.slice(0, 2).map((m) => m.id));
    const small = await analyse();
    for (const q of small.analysis.questions) expect(q.answers).toBe(2);
    await moveIn(members.slice(2).map((m) => m.id));
    const large = await analyse();
    expect(readsOf(small.queries)).toEqual({ kept: 1, growing: 0 });
    expect(readsOf(large.queries)).toEqual({ kept: 1, growing: 0 });
    expect(large.queries.length).toBe(small.queries.length);

    // The figures of the whole group: 5 answers per question, facility from the marks.
    expect(large.analysis.questions).toHaveLength(4);
    for (const q of large.analysis.questions) expect(q.answers).toBe(5);
    // Per question (a column of the marks): 3, 3, 4 and 2 right of 5.
    const facilities = large.analysis.questions.map((q) => q.facility).sort((a, b) => a - b);
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

describe('the at-risk list', () => {
  // Noon in Lima on 1 December 2026.
  const NOW = Date.parse('2026-12-01T12:00:00-05:00');
  const DAY = 24 * 60 * 60 * 1000;

  /** `count` enrolled students made 60 days ago, named `prefix`NNN; `activeDaysAgo` writes their learning state. */
  async function bulkStudents(prefix: string, count: number, activeDaysAgo?: number, groupId?: number) {
    await t.database.db.execute(sql`
      INSERT INTO students (email, name, password_hash, created_at, group_id)
      SELECT ${prefix} || lpad(n::text, 3, '0') || '@academia.pe', ${prefix} || ' ' || lpad(n::text, 3, '0'), 'not-a-hash',
        ${new Date(NOW - 60 * DAY).toISOString()}::timestamptz, ${groupId ?? null}::int
      FROM generate_series(1, ${count}) AS n`);
    await t.database.db.execute(sql`
      INSERT INTO enrollments (student_id, course_id)
      SELECT s.id, c.id FROM students s, courses c WHERE c.slug = ${COURSE_SLUG} AND s.email LIKE ${`${prefix}%`}`);
    if (activeDaysAgo !== undefined) {
      await t.database.db.execute(sql`
        INSERT INTO student_learning (student_id, events, answered_questions, readiness, readiness_low, readiness_high, readiness_early, due_times, mastery, attempts, best_score, last_activity_at, computed_at)
        SELECT s.id, 40, 30, 80, 70, 90, false, '[]'::jsonb, '[]'::jsonb, 1, 80, ${new Date(NOW - activeDaysAgo * DAY).toISOString()}::timestamptz, now()
        FROM students s WHERE s.email LIKE ${`${prefix}%`}`);
    }
  }

  beforeEach(async () => {
    t.clock.now = NOW;
    operator = await signInOperator(t, { email: 'riesgo.operador@academia.pe', name: 'Operador Riesgo', password: 'Riesgo2026!segura' });
  });

  it('takes its total from the page read itself, equal to a full count on every page and filter', async () => {
    await t.database.exec(`DELETE FROM students WHERE email = 'estudiante@academia.pe'`);
    const group = await createGroup('En riesgo por partes');
    // At risk (idle): 70 never studied (30 of them in the group) and 40 idle for 20 days; not at risk: 35 active yesterday.
    await bulkStudents('nunca', 40);
    await bulkStudents('nuncagrupo', 30, undefined, group);
    await bulkStudents('quieto', 40, 20);
    await bulkStudents('activo', 35, 1);

    type Listed = { students: { id: number }[]; total: number };
    const read = async (query: string) => {
      let listed: Listed = { students: [], total: -1 };
      const queries = await queriesDuring(async () => {
        const res = await t.call('GET', `/api/admin/at-risk${query}`, { token: operator });
        expect(res.status, res.text).toBe(200);
        listed = res.body as Listed;
      });
      return { listed, reads: queries.filter((q) => /\bAS behind\b/i.test(q)) };
    };

    const seen = new Set<number>();
    for (const page of [1, 2, 3]) {
      const { listed, reads } = await read(`?page=${page}`);
      expect(listed.total).toBe(110);
      // One read of the at-risk set per page: the count rides on it, no second pass over every student.
      expect(reads).toHaveLength(1);
      expect(reads[0]).toMatch(/count\(\*\) OVER \(\)/i);
      for (const s of listed.students) seen.add(s.id);
    }
    expect(seen.size).toBe(110);
    // A page past the last has no row to carry the count: it is counted apart, still 110.
    const past = await read('?page=4');
    expect(past.listed.students).toHaveLength(0);
    expect(past.listed.total).toBe(110);
    // One group's, and those in none; a longer idle window leaves the 20-day idle out.
    expect((await read(`?group=${group}`)).listed.total).toBe(30);
    expect((await read('?group=none')).listed.total).toBe(80);
    expect((await read('?days=30')).listed.total).toBe(70);
  });
});
