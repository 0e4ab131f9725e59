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
    } finally {
      await t.database.exec('RESET enable_seqscan; RESET enable_sort');
    }
  });
});
