/**
 * A notice's mail is a durable job (issue 54 §12): the rows are stored with the notice, a round
 * claims them with a lease, a claim whose instance died is taken again once the lease has run out,
 * two rounds at once (two instances on one database) send every mail once, and a failed send is
 * tried again, then recorded as failed.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { announcementMailRound, MAIL_LEASE_MS } from '../../server/lib/announcement-mails';
import type { OutgoingMail } from '../../server/lib/mail';
import { announcementsRepository, MAIL_ATTEMPTS } from '../../server/repositories/announcements.repository';
import { signInOperator } from './support/console';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ mailDelivery: 'smtp' });
});
afterAll(async () => {
  await t?.close();
});
beforeEach(async () => {
  await t.reset();
});

const T0 = Date.parse('2026-11-20T15:00:00Z');

function collector(fail: (mail: OutgoingMail) => boolean = () => false) {
  const sent: OutgoingMail[] = [];
  return {
    sent,
    send: async (mail: OutgoingMail) => {
      await new Promise((resolve) => setTimeout(resolve, 1));
      if (fail(mail)) throw new Error('SMTP refused');
      sent.push(mail);
    },
  };
}

/** A mailed notice stored as the route stores it (without the route's own round). */
async function storedNotice(body: string): Promise<{ id: number; recipients: number[] }> {
  const repo = announcementsRepository(t.database.db);
  const operator = await signInOperator(t);
  expect(operator).toEqual(expect.any(String));
  const recipients = (await repo.recipients()).map((r) => r.id);
  const [op] = await t.database.db.execute('SELECT id FROM students WHERE role = \'operator\' LIMIT 1').then((r) => (r as unknown as { rows: { id: number }[] }).rows);
  const id = await repo.create({ at: new Date(T0).toISOString(), operatorId: op.id, body, mailed: true, group: null, recipients }, async () => undefined);
  return { id, recipients };
}

describe("a notice's mail jobs", () => {
  it('are sent by the route\'s round after the post, once each', async () => {
    const token = await signInOperator(t);
    for (let i = 0; i < 3; i += 1) await t.createStudent({ enrolled: true });
    const answer = await t.call('POST', '/api/admin/announcements', { token, json: { body: 'Simulacro el sábado.', mail: true } });
    expect(answer.status, answer.text).toBe(201);
    const { id, mailed } = answer.body as { id: number; mailed: number };
    expect(mailed).toBe(4);
    await expect.poll(async () => (await announcementsRepository(t.database.db).mailCounts(id)).sent, { timeout: 5_000 }).toBe(4);
    expect(t.mail.map((m) => m.to).sort()).toHaveLength(4);
    expect(new Set(t.mail.map((m) => m.to)).size).toBe(4);
  });

  it('survive an instance that died after claiming them: taken again once the lease has run out, not before', async () => {
    for (let i = 0; i < 2; i += 1) await t.createStudent({ enrolled: true });
    const { id, recipients } = await storedNotice('Clase en vivo: https://meet.example/abc');
    const repo = announcementsRepository(t.database.db);
    // The instance that claims them dies before sending (its claims are never finished).
    expect(await repo.claimMails(T0, MAIL_LEASE_MS, 100)).toHaveLength(recipients.length);
    const early = collector();
    expect(await announcementMailRound({ announcements: repo, mailer: early, publicUrl: 'https://academia.test', now: () => T0 + MAIL_LEASE_MS - 1_000 })).toBe(0);
    expect(early.sent).toEqual([]);
    const late = collector();
    expect(await announcementMailRound({ announcements: repo, mailer: late, publicUrl: 'https://academia.test', now: () => T0 + MAIL_LEASE_MS + 1 })).toBe(recipients.length);
    expect(late.sent[0].text).toContain('Clase en vivo: https://meet.example/abc');
    expect(await repo.mailCounts(id)).toEqual({ waiting: 0, sent: recipients.length, failed: 0, skipped: 0 });
  });

  it('go out once with two instances running rounds at the same time', async () => {
    for (let i = 0; i < 24; i += 1) await t.createStudent({ enrolled: true });
    const { recipients } = await storedNotice('Aviso para todos');
    const repo = announcementsRepository(t.database.db);
    const [a, b] = [collector(), collector()];
    const round = (mailer: ReturnType<typeof collector>) => announcementMailRound({ announcements: repo, mailer, publicUrl: 'https://academia.test', now: () => T0, batch: 5 });
    const [sentA, sentB] = await Promise.all([round(a), round(b)]);
    expect(sentA + sentB).toBe(recipients.length);
    const all = [...a.sent, ...b.sent].map((m) => m.to);
    expect(all).toHaveLength(recipients.length);
    expect(new Set(all).size).toBe(recipients.length);
  });

  it('retries a failed send after its lease, then records it as failed; skips an account deleted meanwhile', async () => {
    const ana = await t.createStudent({ enrolled: true, email: 'ana.falla@correo.pe' });
    const ben = await t.createStudent({ enrolled: true, email: 'ben.borrado@correo.pe' });
    const { id, recipients } = await storedNotice('Aviso');
    await t.database.db.execute(`UPDATE students SET role = 'deleted' WHERE id = ${ben.id}`);
    const repo = announcementsRepository(t.database.db);
    const failing = collector((mail) => mail.to === ana.email);
    for (let attempt = 0; attempt < MAIL_ATTEMPTS + 1; attempt += 1) {
      await announcementMailRound({ announcements: repo, mailer: failing, publicUrl: 'https://academia.test', now: () => T0 + attempt * (MAIL_LEASE_MS + 1) });
    }
    expect(failing.sent.map((m) => m.to)).not.toContain(ben.email);
    expect(await repo.mailCounts(id)).toEqual({ waiting: 0, sent: recipients.length - 2, failed: 1, skipped: 1 });
  });
});
