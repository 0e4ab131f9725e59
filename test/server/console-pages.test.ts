/**
 * The console's student list is read in runs an index returns in order (console.repository.ts):
 * students with a figure by it, then those without one. Every page, at every size and offset and
 * in every sort, must be the same window of the whole ordered list, with or without a search.
 * The planner must also read a page of names and a search through the indexes of migration 0019.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { consoleRepository } from '../../server/repositories/console.repository';
import { resultRows } from '../../server/db/client';
import { DEMO_STUDENT } from '../../server/seed';
import { STUDENT_SORTS } from '../../src/shared/console-rows';
import { quickStudent, storeAttempt } from './support/console';
import { setUpTestApp, type TestApp } from './support/test-app';

let t: TestApp;
setUpTestApp((app) => (t = app));

const TODAY = '2026-03-15';

describe('pages of the student list', () => {
  async function seed() {
    t.clock.now = Date.parse('2026-03-15T12:00:00-05:00');
    const names = ['Ana', 'Beto', 'Carla', 'Dora', 'Emilio', 'Fátima', 'Gael', 'Héctor'];
    const made = [];
    for (const name of names) made.push(await quickStudent(t, `${name} Pérez`, `${name.toLowerCase()}@correo.pe`));
    // Some with attempts (a figure for every learning sort), the rest with none.
    await storeAttempt(t, made[1].id, [1, 1, 0, 0, 0, 0, 0, 0, 0, 0], '2026-03-10T10:00:00.000Z');
    await storeAttempt(t, made[3].id, [1, 1, 1, 1, 1, 0, 0, 0, 0, 0], '2026-03-11T10:00:00.000Z');
    await storeAttempt(t, made[3].id, [1, 0, 0, 0, 0, 0, 0, 0, 0, 0], '2026-03-12T10:00:00.000Z');
    await storeAttempt(t, made[6].id, [1, 1, 0, 0, 0, 0, 0, 0, 0, 0], '2026-03-09T10:00:00.000Z');
    // Access of every kind: none (the rest), ended, active until a day, open-ended, and two alike.
    const course = sql`(SELECT id FROM courses WHERE slug = 'examen-de-naturalizacion')`;
    for (const [index, endsAt] of [[0, '2026-01-31'], [2, null], [4, '2026-12-31'], [5, '2026-01-31'], [7, null]] as const) {
      await t.database.db.execute(sql`INSERT INTO enrollments (student_id, course_id, ends_at) VALUES (${made[index].id}, ${course}, ${endsAt})`);
    }
    return made;
  }

  it('is the same window of the whole list for every sort, size and offset', async () => {
    await seed();
    const repo = consoleRepository(t.database.db);
    for (const q of [undefined, 'perez', 'nadie']) {
      for (const sort of STUDENT_SORTS) {
        for (const dir of ['asc', 'desc'] as const) {
          const query = { q, sort, dir, today: TODAY };
          const all = (await repo.all(query)).map((s) => s.id);
          if (q !== 'nadie') expect(all.length, `${sort} ${dir} ${q}`).toBeGreaterThan(7);
          for (const size of [2, 3]) {
            for (let offset = 0; offset <= all.length; offset += 1) {
              const page = await repo.page(query, offset, size);
              expect(page.rows.map((s) => s.id), `${sort} ${dir} q=${q} offset ${offset} size ${size}`).toEqual(all.slice(offset, offset + size));
              expect(page.total).toBe(all.length);
            }
          }
        }
      }
    }
  }, 120_000);

  it('orders access and attempts as the console promises, who lacks either kept by the database', async () => {
    const made = await seed();
    const repo = consoleRepository(t.database.db);
    const ids = async (sort: 'access' | 'attempts', dir: 'asc' | 'desc') => (await repo.all({ sort, dir, today: TODAY })).map((s) => s.id);
    const [ana, beto, carla, dora, emilio, fatima, gael, hector] = made.map((s) => s.id);
    const demo = (await t.students.findByEmail(DEMO_STUDENT.email))!.id;
    // No access (by id), then ended, then active by end date, open-ended last (ties by id).
    expect(await ids('access', 'asc')).toEqual([beto, dora, gael, ana, fatima, emilio, demo, carla, hector]);
    expect(await ids('access', 'desc')).toEqual([hector, carla, demo, emilio, fatima, ana, gael, dora, beto]);
    // Never answered (by id) first, then by attempts.
    expect(await ids('attempts', 'asc')).toEqual([demo, ana, carla, emilio, fatima, hector, beto, gael, dora]);

    // Revoking the last enrollment, or forgetting the learning state, moves the student back.
    await t.database.db.execute(sql`DELETE FROM enrollments WHERE student_id = ${carla}`);
    await t.database.db.execute(sql`DELETE FROM student_learning WHERE student_id = ${dora}`);
    expect((await ids('access', 'asc')).slice(0, 4)).toEqual([beto, carla, dora, gael]);
    expect((await ids('attempts', 'asc')).slice(0, 7)).toEqual([demo, ana, carla, dora, emilio, fatima, hector]);
    // And back: enrolled again, answering again; a new account starts without either.
    await t.database.db.execute(sql`INSERT INTO enrollments (student_id, course_id) SELECT ${carla}, id FROM courses`);
    await storeAttempt(t, dora, [1, 1, 0, 0, 0, 0, 0, 0, 0, 0], '2026-03-13T10:00:00.000Z');
    const ivan = (await quickStudent(t, 'Iván Pérez', 'ivan@correo.pe')).id;
    expect((await ids('access', 'asc')).slice(0, 4)).toEqual([beto, dora, gael, ivan]);
    expect((await ids('attempts', 'asc')).slice(0, 7)).toEqual([demo, ana, carla, emilio, fatima, hector, ivan]);
    // Deleting a student takes its rows along.
    await t.database.db.execute(sql`DELETE FROM students WHERE id = ${ivan}`);
    expect(await ids('access', 'asc')).not.toContain(ivan);
  });

  it('never lists an operator, even one with answers, in any sort, searched or not', async () => {
    const made = await seed();
    const repo = consoleRepository(t.database.db);
    const dora = made[3].id;
    await t.database.db.execute(sql`UPDATE students SET role = 'operator' WHERE id = ${dora}`);
    for (const q of [undefined, 'perez']) {
      for (const sort of STUDENT_SORTS) {
        for (const dir of ['asc', 'desc'] as const) {
          const query = { q, sort, dir, today: TODAY };
          const all = (await repo.all(query)).map((s) => s.id);
          expect(all, `${sort} ${dir} ${q}`).not.toContain(dora);
          expect(all.length, `${sort} ${dir} ${q}`).toBe(q ? made.length - 1 : made.length);
          const page = await repo.page(query, 2, 3);
          expect(page.rows.map((s) => s.id)).toEqual(all.slice(2, 5));
          expect(page.total).toBe(all.length);
        }
      }
    }
  });

  it('counts the students per group as they come, move and go, without reading every student', async () => {
    const made = await seed();
    const repo = consoleRepository(t.database.db);
    const counted = async (group?: number | 'none') => {
      const where = group === undefined ? sql`true` : group === 'none' ? sql`group_id IS NULL` : sql`group_id = ${group}`;
      const [{ n }] = resultRows<{ n: number }>(await t.database.db.execute(sql`SELECT count(*)::int AS n FROM students WHERE role = 'student' AND ${where}`));
      return n;
    };
    const totals = async (...groups: (number | 'none' | undefined)[]) => {
      for (const group of groups) {
        const { total } = await repo.page({ sort: 'name', dir: 'asc', today: TODAY, group }, 0, 2);
        expect(total, `group ${group}`).toBe(await counted(group));
      }
    };
    const group = async (name: string) =>
      resultRows<{ id: number }>(await t.database.db.execute(sql`INSERT INTO groups (name, created_at) VALUES (${name}, now()) RETURNING id`))[0].id;
    const [mar, abr] = [await group('Marzo'), await group('Abril')];
    await totals(undefined, 'none', mar);
    expect((await repo.page({ sort: 'name', dir: 'asc', today: TODAY }, 0, 2)).total).toBe(made.length + 1);

    // Moved in bulk, one by one, across groups; an operator and a role change.
    await t.database.db.execute(sql`UPDATE students SET group_id = ${mar} WHERE id IN (${made[0].id}, ${made[1].id}, ${made[2].id})`);
    await t.database.db.execute(sql`UPDATE students SET group_id = ${abr} WHERE id = ${made[2].id} OR id = ${made[3].id}`);
    await t.database.db.execute(sql`UPDATE students SET name = 'Ana María Pérez' WHERE id = ${made[0].id}`);
    await t.database.db.execute(sql`UPDATE students SET role = 'operator' WHERE id = ${made[4].id}`);
    await totals(undefined, 'none', mar, abr);
    expect((await repo.page({ sort: 'name', dir: 'asc', today: TODAY, group: mar }, 0, 2)).total).toBe(2);
    await t.database.db.execute(sql`UPDATE students SET role = 'student', group_id = ${abr} WHERE id = ${made[4].id}`);
    // A deleted group's members are in none; a deleted student is gone from every count.
    await t.database.db.execute(sql`DELETE FROM groups WHERE id = ${mar}`);
    await t.database.db.execute(sql`DELETE FROM students WHERE id IN (${made[3].id}, ${made[5].id})`);
    await totals(undefined, 'none', mar, abr);
    expect((await repo.page({ sort: 'name', dir: 'asc', today: TODAY, group: abr }, 0, 2)).total).toBe(2);
    // A search still counts what it finds.
    expect((await repo.page({ q: 'perez', sort: 'name', dir: 'asc', today: TODAY }, 0, 2)).total).toBe(made.length - 2);
    // A reset empties the totals along with the students.
    await t.database.exec('TRUNCATE students RESTART IDENTITY CASCADE');
    expect((await repo.page({ sort: 'name', dir: 'asc', today: TODAY }, 0, 2)).total).toBe(0);
    await quickStudent(t, 'Juana Pérez', 'juana@correo.pe');
    expect((await repo.page({ sort: 'name', dir: 'asc', today: TODAY }, 0, 2)).total).toBe(1);
  });

  it('reads names, e-mails and searches through their indexes', async () => {
    const plan = async (query: ReturnType<typeof sql>) =>
      resultRows<Record<string, string>>(await t.database.db.execute(sql`EXPLAIN ${query}`)).map((row) => Object.values(row)[0]).join('\n');
    // The table is tiny: without these the planner would rightly read it whole and sort it.
    await t.database.exec('SET enable_seqscan = off; SET enable_sort = off');
    try {
      const folded = sql.raw(`translate(lower(name), 'áàäâãéèëêíìïîóòöôõúùüûñç', 'aaaaaeeeeiiiiooooouuuunc')`);
      expect(await plan(sql`SELECT id FROM students WHERE role = 'student' ORDER BY ${folded} DESC, id DESC LIMIT 50`)).toMatch(/Index Scan Backward using students_role_folded_name/);
      expect(await plan(sql`SELECT id FROM students WHERE role = 'student' ORDER BY lower(email), id LIMIT 50`)).toMatch(/Index Scan using students_role_email/);
      expect(await plan(sql`SELECT id FROM students WHERE ${folded} LIKE ${'%perez 12%'}`)).toMatch(/students_folded_name_trgm/);
      // A page by a learning figure, nobody left out: its index alone, the operators out by id.
      expect(
        await plan(sql`SELECT student_id FROM student_learning l WHERE readiness IS NOT NULL AND student_id NOT IN (SELECT id FROM students WHERE role <> 'student') ORDER BY readiness DESC, student_id DESC LIMIT 50 OFFSET 950`),
      ).toMatch(/Index Only Scan Backward using student_learning_readiness[\s\S]*students_operator_ids/);
      // The first runs of 'Acceso' and 'Intentos' ascending: whoever lacks one, never an anti-join.
      const course = sql`(SELECT id FROM courses WHERE slug = 'examen-de-naturalizacion')`;
      expect(await plan(sql`SELECT student_id FROM enrollments WHERE course_id = ${course} ORDER BY ends_at DESC, student_id DESC LIMIT 50`)).toMatch(
        /Index (Only )?Scan Backward using enrollments_course_ends/,
      );
    } finally {
      await t.database.exec('RESET enable_seqscan; RESET enable_sort');
    }
  });
});
