/**
 * Access codes on two instances of the app over one real PostgreSQL (issue 55, finding 6), where
 * requests truly run at once (PGlite runs one statement at a time): concurrent made-up codes from one
 * address on both instances stay within the limit of 10, and two codes redeemed at once by one
 * student add their days, each code used once. Two in-process apps, each with its own pool, stand for
 * two server processes; the cluster is a throwaway one on loopback (skipped without its binaries).
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { resultRows, type Database } from '../../server/db/client';
import { hashPassword } from '../../server/lib/passwords';
import { codesRepository } from '../../server/repositories/codes.repository';
import { studentsRepository } from '../../server/repositories/students.repository';
import { CODE_LIMIT } from '../../server/routes/codes.routes';
import { seedDemo } from '../../server/seed';
import { openAppInstances, type AppInstances } from '../support/app-instances';
import { startPostgres, type RunningPostgres } from '../support/postgres';

const PASSWORD = 'Clave2026!segura';
/** Noon in Lima on 15 March 2026: the codes expire on the 31st. */
const NOW = Date.parse('2026-03-15T12:00:00-05:00');

const cluster = await startPostgres();
if ('skipped' in cluster) console.warn(`Two-instance codes suite skipped: ${cluster.skipped}`);

describe.skipIf('skipped' in cluster)('access codes on two instances over one PostgreSQL', () => {
  const postgres = cluster as RunningPostgres;
  let instances: AppInstances;
  let databases: Database[] = [];
  let operatorId: number;

  beforeAll(async () => {
    instances = await openAppInstances(postgres.url, 2, () => ({ now: () => NOW }));
    databases = instances.databases;
  }, 120_000);

  afterAll(async () => {
    await instances?.close();
    await postgres.stop();
  }, 60_000);

  beforeEach(async () => {
    await databases[0].exec('TRUNCATE groups, students, enrollments, rate_limit_hits, access_code_batches, access_codes, audit_log RESTART IDENTITY CASCADE');
    const students = studentsRepository(databases[0].db);
    await seedDemo(students);
    operatorId = (await students.create({ email: 'operadora@academia.pe', name: 'Olga', passwordHash: 'x', role: 'operator' }))!.id;
  });

  async function call(instance: number, path: string, json: unknown, options: { ip?: string; token?: string } = {}) {
    const { status, body } = await instances.call(instance, 'POST', path, { json, ...options });
    return { status, body };
  }

  async function batch(count: number, days: number): Promise<string[]> {
    const codes = Array.from({ length: count }, () => randomBytes(10).toString('hex').toUpperCase().slice(0, 16));
    await codesRepository(databases[0].db).createBatch({ at: new Date(NOW).toISOString(), operatorId, days, expiresOn: '2026-03-31', groupId: null, codes }, async () => undefined);
    return codes;
  }

  it('checks no more than 10 of 80 concurrent made-up codes from one address, whichever instance takes them', async () => {
    const answers = await Promise.all(
      Array.from({ length: 80 }, (_, i) =>
        call(i % 2, '/api/codes/activate', { code: 'ZZZZ-ZZZZ-ZZZZ-ZZZZ', name: 'Adivina', email: `adivina${i}@academia.pe`, newPassword: PASSWORD, confirmPassword: PASSWORD }, { ip: '203.0.113.70' }),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    const checked = statuses.filter((status) => status === 400).length;
    expect(checked, statuses.join()).toBeLessThanOrEqual(CODE_LIMIT.max);
    expect(checked + statuses.filter((status) => status === 429).length, statuses.join()).toBe(80);
    const [{ n }] = resultRows<{ n: number }>(await databases[0].db.execute("SELECT count(*)::int AS n FROM rate_limit_hits WHERE key = 'code-address:203.0.113.70'"));
    expect(n).toBeLessThanOrEqual(CODE_LIMIT.max);
  });

  it('adds the days of two 30-day codes redeemed at once on both instances by a student with no access: 60 days, each code used once', async () => {
    const students = studentsRepository(databases[0].db);
    const passwordHash = await hashPassword(PASSWORD);
    // Several students, so that a lost race shows on at least one of them.
    for (let i = 0; i < 4; i += 1) {
      const email = `nueva${i}@academia.pe`;
      await students.create({ email, name: `Nueva ${i}`, passwordHash });
      const signedIn = await call(0, '/api/auth/login', { email, password: PASSWORD });
      expect(signedIn.status).toBe(200);
      const token = signedIn.body.access_token as string;
      const codes = await batch(2, 30);
      const answers = await Promise.all(codes.map((code, instance) => call(instance, '/api/codes/redeem', { code }, { token, ip: `198.51.100.${20 + i}` })));
      expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
      expect(answers.map((answer) => answer.body.accessEndsAt).sort()).toEqual(['2026-04-13', '2026-05-13']);
      const rows = resultRows<{ ends_at: string }>(
        await databases[0].db.execute(`SELECT to_char(ends_at, 'YYYY-MM-DD') AS ends_at FROM enrollments e JOIN students s ON s.id = e.student_id WHERE s.email = '${email}'`),
      );
      expect(rows.map((row) => row.ends_at)).toEqual(['2026-05-13']);
      const used = resultRows<{ n: number }>(await databases[0].db.execute(`SELECT count(*)::int AS n FROM access_codes WHERE used_at IS NOT NULL AND code IN ('${codes.join("','")}')`));
      expect(used[0].n).toBe(2);
    }
  });
});
