/**
 * The demo student (issue 50 §14): `create-operator` before the first start (the README's order)
 * must not leave the academy without it, and a demo student deleted on purpose is not seeded again.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { migrate, openDatabase, type Database } from '../../server/db/client';
import { hashPassword } from '../../server/lib/passwords';
import { studentsRepository } from '../../server/repositories/students.repository';
import { COURSE_SLUG, DEMO_STUDENT, seedDemo } from '../../server/seed';

let dir: string;
let database: Database;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'academia-seed-'));
  database = await openDatabase({ dataDir: dir });
  await migrate(database);
}, 120_000);

afterAll(async () => {
  await database?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('seedDemo', () => {
  it('seeds the demo student, enrolled, when only an operator exists; once; never again once deleted', async () => {
    const students = studentsRepository(database.db);
    await students.create({ email: 'olga@academia.pe', name: 'Olga Ríos', passwordHash: await hashPassword('Consola2026!'), role: 'operator' });
    expect(await seedDemo(students)).toBe(true);
    const demo = await students.findByEmail(DEMO_STUDENT.email);
    expect(demo?.role).toBe('student');
    expect((await students.coursesOf(demo!.id)).map((c) => c.slug)).toEqual([COURSE_SLUG]);
    expect(await seedDemo(students)).toBe(false);
    // Deleted (anonymised) on purpose: the next start does not bring it back.
    await database.db.execute(sql`UPDATE students SET role = 'deleted', email = 'borrado-1@invalid' WHERE id = ${demo!.id}`);
    expect(await seedDemo(students)).toBe(false);
    expect(await students.findByEmail(DEMO_STUDENT.email)).toBeUndefined();
  });
});
