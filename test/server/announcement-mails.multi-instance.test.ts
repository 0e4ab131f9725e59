/**
 * A notice's mail with two instances of the app on one real PostgreSQL (issue 54 §12): both run
 * the mail rounds, and every recipient gets exactly one mail; and when the instance that claimed the
 * mails dies mid-send, the other one sends what was left once the lease has run out (not before),
 * each still once. The mail senders are injected (nothing leaves the machine); a shared clock moves
 * the lease on. The cluster is a throwaway one on loopback (skipped without its binaries).
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { resultRows } from '../../server/db/client';
import { MAIL_LEASE_MS } from '../../server/lib/announcement-mails';
import type { Mailer, OutgoingMail } from '../../server/lib/mail';
import { hashPassword } from '../../server/lib/passwords';
import { studentsRepository } from '../../server/repositories/students.repository';
import { openAppInstances, type AppInstances } from '../support/app-instances';
import { startPostgres, type RunningPostgres } from '../support/postgres';

const PASSWORD = 'Clave2026!segura';
const OPERATOR = 'operadora@academia.pe';
const T0 = Date.parse('2026-11-20T15:00:00Z');
/** How often each instance's own round runs here (5 s in production). */
const ROUND_MS = 40;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A mailer that keeps what it delivered; `hangOn(n)`: the n-th send (1-based) never returns. */
function recordingMailer(options: { hangOn?: number } = {}): Mailer & { delivered: string[] } {
  const delivered: string[] = [];
  let sends = 0;
  return {
    description: 'test',
    delivered,
    close: () => undefined,
    async send(mail: OutgoingMail) {
      sends += 1;
      if (sends === options.hangOn) await new Promise<never>(() => undefined);
      // A few milliseconds per mail, as SMTP takes: the two instances' rounds overlap.
      await sleep(5);
      delivered.push(mail.to);
    },
  };
}

const cluster = await startPostgres();
if ('skipped' in cluster) console.warn(`Two-instance notice mail suite skipped: ${cluster.skipped}`);

describe.skipIf('skipped' in cluster)("a notice's mail on two instances over one PostgreSQL", () => {
  const postgres = cluster as RunningPostgres;
  let passwordHash: string;
  let instances: AppInstances | undefined;
  let clock = T0;

  beforeAll(async () => {
    passwordHash = await hashPassword(PASSWORD);
  }, 60_000);

  afterAll(async () => {
    await instances?.close();
    await postgres.stop();
  }, 60_000);

  beforeEach(async () => {
    await instances?.close();
    instances = undefined;
    clock = T0;
  });

  /** Two instances, with `mailers[i]` and `roundMs[i]`; the operator and `count` students; the operator's token. */
  async function setUp(mailers: Mailer[], roundMs: number[], count: number): Promise<{ token: string; emails: string[] }> {
    const opened = await openAppInstances(postgres.url, 2, (i) => ({ now: () => clock, mailDelivery: 'smtp', mailer: mailers[i], announcementMailRoundMs: roundMs[i] }));
    instances = opened;
    await opened.databases[0].exec('TRUNCATE students, announcements, announcement_mails, audit_log, groups RESTART IDENTITY CASCADE');
    const students = studentsRepository(opened.databases[0].db);
    await students.create({ email: OPERATOR, name: 'Olga', passwordHash, role: 'operator' });
    const emails = Array.from({ length: count }, (_, i) => `alumno${i}@academia.pe`);
    for (const [i, email] of emails.entries()) await students.create({ email, name: `Alumno ${i}`, passwordHash: 'x' });
    const signedIn = await opened.call(0, 'POST', '/api/auth/login', { json: { email: OPERATOR, password: PASSWORD } });
    expect(signedIn.status, signedIn.text).toBe(200);
    return { token: signedIn.body.access_token as string, emails };
  }

  async function mailRows(): Promise<{ waiting: number; sent: number; attempts: number[] }> {
    const rows = resultRows<{ sent_at: string | null; attempts: number }>(await instances!.databases[1].db.execute('SELECT sent_at, attempts FROM announcement_mails ORDER BY student_id'));
    return { waiting: rows.filter((r) => r.sent_at === null).length, sent: rows.filter((r) => r.sent_at !== null).length, attempts: rows.map((r) => Number(r.attempts)) };
  }

  /** How many mails each address got, over every instance's deliveries. */
  function perAddress(...mailers: { delivered: string[] }[]): Map<string, number> {
    const counts = new Map<string, number>();
    for (const to of mailers.flatMap((m) => m.delivered)) counts.set(to, (counts.get(to) ?? 0) + 1);
    return counts;
  }

  it('sends each recipient one mail while both instances run rounds', async () => {
    const mailers = [recordingMailer(), recordingMailer()];
    const { token, emails } = await setUp(mailers, [ROUND_MS, ROUND_MS], 30);
    const posted = await instances!.call(0, 'POST', '/api/admin/announcements', { token, json: { body: 'Simulacro presencial el sábado.', mail: true } });
    expect(posted.status, posted.text).toBe(201);
    expect(posted.body.mailed).toBe(30);

    await expect.poll(async () => (await mailRows()).sent, { timeout: 10_000 }).toBe(30);
    // Many more rounds on both instances after the last send: none sends again.
    await sleep(20 * ROUND_MS);
    const counts = perAddress(...mailers);
    expect([...counts.keys()].sort()).toEqual([...emails].sort());
    expect([...counts.values()].every((n) => n === 1), JSON.stringify([...counts])).toBe(true);
    // Both instances took part (the first claims a batch of 20 when the post kicks its round; the other claims the rest meanwhile).
    expect(mailers.map((m) => m.delivered.length).every((n) => n > 0), JSON.stringify(mailers.map((m) => m.delivered.length))).toBe(true);
    expect((await mailRows()).waiting).toBe(0);
  }, 60_000);

  it('sends what a dead instance had claimed once its lease runs out, each recipient still once', async () => {
    // Instance 0 dies during its third send; instance 1's round runs when the test says (its timer off), so nothing races the first claim.
    const mailers = [recordingMailer({ hangOn: 3 }), recordingMailer()];
    const { token, emails } = await setUp(mailers, [ROUND_MS, 0], 8);
    const posted = await instances!.call(0, 'POST', '/api/admin/announcements', { token, json: { body: 'Cambia el horario del simulacro.', mail: true } });
    expect(posted.status, posted.text).toBe(201);

    await expect.poll(() => mailers[0].delivered.length, { timeout: 10_000 }).toBe(2);
    await sleep(5 * ROUND_MS);
    await instances!.kill(0);
    expect(await mailRows()).toMatchObject({ sent: 2, waiting: 6 });

    // Within the lease, the other instance leaves the dead one's claims alone.
    clock = T0 + MAIL_LEASE_MS - 1_000;
    instances!.apps[1].announcementMails.kick();
    await sleep(300);
    expect(mailers[1].delivered).toEqual([]);
    expect((await mailRows()).waiting).toBe(6);

    // Once it has run out, the other instance sends the rest, the mail cut short included.
    clock = T0 + MAIL_LEASE_MS + 1_000;
    instances!.apps[1].announcementMails.kick();
    await expect.poll(async () => (await mailRows()).sent, { timeout: 10_000 }).toBe(8);
    expect(mailers[1].delivered).toHaveLength(6);
    expect(mailers[1].delivered).toContain(emails[2]);
    const counts = perAddress(...mailers);
    expect([...counts.keys()].sort()).toEqual([...emails].sort());
    expect([...counts.values()].every((n) => n === 1), JSON.stringify([...counts])).toBe(true);
    // The cut-short mail and the five after it were claimed twice (by each instance), the first two once.
    expect((await mailRows()).attempts).toEqual([1, 1, 2, 2, 2, 2, 2, 2]);
  }, 60_000);
});
