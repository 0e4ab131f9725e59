/**
 * Daily reminders by web push (issue 35), through the real app and a push service on loopback that
 * checks the VAPID JWT and decrypts each message: subscribe, unsubscribe, 404/410 cleanup, the
 * reminder settings (opt-in, hour, quiet hours, streak), who gets nothing (opted out, signed out,
 * another student's device, nothing due), and one reminder a day.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { activeQuestions } from '../../src/content/question-bank';
import webpush from 'web-push';
import { createServer, type AddressInfo, type Socket } from 'node:net';
import { sql } from 'drizzle-orm';
import { resultRows } from '../../server/db/client';
import { CLAIM_LEASE_MS, reminderRound, webPushSend } from '../../server/lib/reminders';
import { pushRepository } from '../../server/repositories/push.repository';
import { acceptedEndpoint } from '../../server/lib/push-endpoints';
import type { ReminderSettings } from '../../src/shared/reminders';
import { startPushService, type PushServiceStandIn, type TestSubscription } from './support/push-service';
import { DEMO_STUDENT, type TestApp, setUpTestApp } from './support/test-app';

let t: TestApp;
let pushService: PushServiceStandIn;
let token: string;

setUpTestApp((app) => (t = app), { failOnServerErrors: true });

beforeAll(async () => {
  pushService = await startPushService({ expectedPublicKey: t.vapid.publicKey });
});
afterAll(async () => {
  await pushService.close();
});

/** Lima wall-clock time of day `day` (YYYY-MM-DD) as an instant. */
const lima = (day: string, time: string) => Date.parse(`${day}T${time}:00-05:00`);
const DAY = '2026-11-20';

beforeEach(async () => {
  t.clock.now = lima(DAY, '12:00');
  token = await t.login();
  pushService.received.length = 0;
  pushService.refused.length = 0;
  pushService.gone.length = 0;
});

const reminders = (overrides: Partial<ReminderSettings> = {}): ReminderSettings => ({
  enabled: true,
  time: '19:00',
  quietHours: { from: '22:00', to: '07:00' },
  streak: false,
  updatedAt: new Date(t.clock.now).toISOString(),
  ...overrides,
});
const setReminders = (settings: ReminderSettings, as = token) => t.call('PUT', '/api/settings/reminders', { token: as, json: settings });
const subscribe = (subscription: TestSubscription, as = token) => t.call('POST', '/api/push/subscriptions', { token: as, json: subscription });

/** `count` questions answered wrong at `when`: due again within minutes, so due today. */
async function answerWrong(count: number, when: number, as = token) {
  const events = activeQuestions.slice(0, count).map((q) => ({
    id: randomUUID(),
    questionId: q.id,
    correct: false,
    answeredAt: new Date(when).toISOString(),
    source: 'review',
  }));
  const res = await t.call('POST', '/api/progress/events', { token: as, json: { events } });
  expect(res.status).toBe(200);
}

const round = (at: number, force = false) => reminderRound({ push: pushRepository(t.database.db), send: webPushSend(t.vapid, { production: false }), now: at, force });

/** A student with reminders on at 19:00, one device, and 3 questions due today. */
async function readyStudent() {
  expect((await setReminders(reminders())).status).toBe(200);
  const device = pushService.subscribe();
  expect((await subscribe(device)).status).toBe(201);
  await answerWrong(3, lima('2026-11-18', '10:00'));
  return device;
}

const bodies = () => pushService.received.map((r) => (r.payload as { body: string }).body);

describe('/api/push', () => {
  it('gives the VAPID public key the browser subscribes with', async () => {
    const res = await t.call('GET', '/api/push/public-key');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ publicKey: t.vapid.publicKey });
  });

  it('subscribes a device, and the reminder it gets is signed, encrypted, small and Spanish', async () => {
    const device = await readyStudent();
    const report = await round(lima(DAY, '19:00'));
    expect(pushService.refused).toEqual([]);
    expect(report).toMatchObject({ sent: 1, removed: 0, failed: 0 });
    expect(pushService.received).toHaveLength(1);
    const [push] = pushService.received;
    expect(push.endpoint).toBe(device.endpoint);
    expect(push.payload).toEqual({
      title: 'Naturalización Perú',
      body: 'Tienes 3 preguntas para repasar hoy',
      url: '/courses/examen-de-naturalizacion/repaso',
      tag: 'recordatorio-diario',
      badge: 3,
    });
    expect(push.claims.aud).toBe(new URL(device.endpoint).origin);
    expect(push.claims.sub).toBe('mailto:no-reply@academia.test');
    expect(push.ttl).toBeGreaterThan(0);
  });

  it('says how many days are left before the exam date', async () => {
    await readyStudent();
    await t.call('PUT', '/api/settings', { token, json: { examDate: '2026-11-29', updatedAt: new Date(t.clock.now).toISOString() } });
    await round(lima(DAY, '19:05'));
    expect(bodies()).toEqual(['Tienes 3 preguntas para repasar hoy · faltan 9 días para tu examen']);
  });

  it('stops when the device unsubscribes', async () => {
    const device = await readyStudent();
    const res = await t.call('DELETE', '/api/push/subscriptions', { token, json: { endpoint: device.endpoint } });
    expect(res.status).toBe(204);
    await round(lima(DAY, '19:00'));
    expect(pushService.received).toEqual([]);
  });

  it('removes a device the push service says is gone (410, 404), and keeps sending to the others', async () => {
    const kept = await readyStudent();
    const expired = pushService.subscribe();
    const unknown = pushService.subscribe();
    await subscribe(expired);
    await subscribe(unknown);
    pushService.answer(expired.endpoint, 410);
    pushService.answer(unknown.endpoint, 404);
    const report = await round(lima(DAY, '19:00'));
    expect(report).toMatchObject({ sent: 1, removed: 2 });
    expect(pushService.received.map((r) => r.endpoint)).toEqual([kept.endpoint]);
    expect(pushService.gone.sort()).toEqual([expired.endpoint, unknown.endpoint].sort());
    // The next day the gone devices are not tried again.
    pushService.gone.length = 0;
    t.clock.now = lima('2026-11-21', '12:00');
    token = await t.login();
    await answerWrong(3, lima('2026-11-21', '10:00'));
    await round(lima('2026-11-21', '19:00'));
    expect(pushService.gone).toEqual([]);
    expect(pushService.received).toHaveLength(2);
  });

  it('is checked by a push service that refuses a message signed with another key or for another device', async () => {
    const device = pushService.subscribe();
    const stranger = { ...webpush.generateVAPIDKeys(), subject: 'mailto:x@example.net' };
    expect(await webPushSend(stranger, { production: false })(device, '{}')).toBe(403);
    // Encrypted for another device's keys: the payload does not decrypt.
    expect(await webPushSend(t.vapid, { production: false })({ endpoint: device.endpoint, keys: pushService.subscribe().keys }, '{}')).toBe(403);
    expect(pushService.refused).toEqual([`${device.endpoint}: signed with another VAPID key`, expect.stringContaining(device.endpoint)]);
    expect(await webPushSend(t.vapid, { production: false })(device, '{"ok":true}')).toBe(201);
    expect(pushService.received.map((r) => r.payload)).toEqual([{ ok: true }]);
  });

  it('accepts https endpoints of the browsers’ push services, and plain http only on loopback outside production', async () => {
    const keys = pushService.subscribe().keys;
    expect((await subscribe({ endpoint: 'https://fcm.googleapis.com/fcm/send/abc', keys })).status).toBe(201);
    expect((await subscribe({ endpoint: 'https://push.example.net/abc', keys })).status).toBe(400);
    expect((await subscribe({ endpoint: 'http://push.example.net/abc', keys })).status).toBe(400);
    expect((await subscribe({ endpoint: 'http://127.0.0.1:9/x', keys: { ...keys, auth: 'short' } })).status).toBe(400);
    expect((await subscribe({ endpoint: 'https://fcm.googleapis.com/fcm/send/abc', keys }, 'not-a-token')).status).toBe(401);
    expect(acceptedEndpoint('http://127.0.0.1:8080/push/1', false)).toBe(true);
    expect(acceptedEndpoint('http://[::1]:8080/push/1', false)).toBe(true);
    expect(acceptedEndpoint('http://127.0.0.1:8080/push/1', true)).toBe(false);
    expect(acceptedEndpoint('https://fcm.googleapis.com/fcm/send/x', true)).toBe(true);
    expect(acceptedEndpoint('ftp://example.com/x', false)).toBe(false);
  });
});

describe('push endpoints (issue 55 §2): only the browsers’ push services, one student each', () => {
  it('refuses endpoints aimed at the academy’s own network or any other host, whatever the scheme', async () => {
    const keys = pushService.subscribe().keys;
    for (const endpoint of [
      'https://127.0.0.1:5432/',
      'https://169.254.169.254/latest/meta-data/',
      'https://10.0.0.1/x',
      'https://[::1]/x',
      'https://[fd00::1]/x',
      'https://metadata.google.internal/computeMetadata/v1/',
      'https://fcm.googleapis.com:5432/fcm/send/x',
      'https://fcm.googleapis.com.evil.example/x',
      'https://evil.example/fcm.googleapis.com/x',
      'https://a.b.push.apple.com/x',
      'http://fcm.googleapis.com/fcm/send/x',
      'http://10.0.0.1/x',
      'http://169.254.169.254/latest/meta-data/',
    ]) {
      const res = await subscribe({ endpoint, keys });
      expect(res.status, endpoint).toBe(400);
      expect((res.body as { message: string }).message, endpoint).toMatch(/notificaciones/);
    }
    const rows = await t.database.db.execute(sql`SELECT count(*)::int AS n FROM push_subscriptions`);
    expect(resultRows<{ n: number }>(rows)[0].n).toBe(0);
    for (const endpoint of [
      'https://fcm.googleapis.com/wp/abc',
      'https://updates.push.services.mozilla.com/wpush/v2/abc',
      'https://web.push.apple.com/QGx',
      'https://wns2-par02p.notify.windows.com/w/?token=abc',
    ]) {
      expect((await subscribe({ endpoint, keys })).status, endpoint).toBe(201);
    }
  });

  it('never lets a student take another’s device by posting its endpoint; the same browser (same keys) or a signed-out owner hands it over', async () => {
    const device = await readyStudent();
    const other = await t.createStudent({ enrolled: true });
    const otherToken = await t.login(other.email, other.password);
    const foreignKeys = pushService.subscribe().keys;
    const taken = await subscribe({ endpoint: device.endpoint, keys: foreignKeys }, otherToken);
    expect(taken.status).toBe(409);
    expect((taken.body as { message: string }).message).toBe('Este dispositivo ya recibe los recordatorios de otra cuenta. Cierra su sesión en el dispositivo y vuelve a intentarlo.');
    // The owner still gets their reminder, encrypted with their own keys.
    await round(lima(DAY, '19:00'));
    expect(pushService.refused).toEqual([]);
    expect(bodies()).toEqual(['Tienes 3 preguntas para repasar hoy']);

    // The owner signs out (every device): the phone is free for whoever signs in on it next.
    expect((await t.call('POST', '/api/auth/logout', { token })).status).toBe(204);
    const fresh = pushService.subscribe();
    expect((await subscribe({ endpoint: device.endpoint, keys: fresh.keys }, otherToken)).status).toBe(201);
  });
});

describe('rounds (issue 55 §6): dead devices delay nobody, a killed instance’s claim is taken over', () => {
  it('sends to every device at once with a short timeout: 20 devices that never answer hold up nobody', async () => {
    // A push service on loopback that takes connections and never answers.
    const sockets = new Set<Socket>();
    const dead = createServer((socket) => void sockets.add(socket));
    await new Promise<void>((resolve) => dead.listen(0, '127.0.0.1', resolve));
    const deadOrigin = `http://127.0.0.1:${(dead.address() as AddressInfo).port}`;
    try {
      for (let s = 0; s < 2; s += 1) {
        const student = await t.createStudent({ enrolled: true });
        const studentToken = await t.login(student.email, student.password);
        expect((await setReminders(reminders(), studentToken)).status).toBe(200);
        for (let d = 0; d < 10; d += 1) {
          expect((await subscribe({ endpoint: `${deadOrigin}/push/${s}-${d}`, keys: pushService.subscribe().keys }, studentToken)).status).toBe(201);
        }
      }
      await readyStudent();
      const started = Date.now();
      const report = await reminderRound({
        push: pushRepository(t.database.db),
        send: webPushSend(t.vapid, { production: false }),
        now: lima(DAY, '19:00'),
        sendTimeoutMs: 400,
      });
      const took = Date.now() - started;
      expect(report).toMatchObject({ sent: 1, failed: 20 });
      expect(bodies()).toEqual(['Tienes 3 preguntas para repasar hoy']);
      // One timeout for all of them (sequentially it would be 20 × 400 ms).
      expect(took).toBeLessThan(2_500);
      expect(sockets.size).toBe(20);
    } finally {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => dead.close(() => resolve()));
    }
  });

  it('takes over a claim whose instance died before sending, once its lease ran out, and sends it once', async () => {
    await readyStudent();
    const push = pushRepository(t.database.db);
    // Another instance claimed the day at 19:00 and was killed before sending.
    const demo = await t.students.findByEmail(DEMO_STUDENT.email);
    expect(await push.claimDay(demo!.id, DAY, lima(DAY, '19:00'), CLAIM_LEASE_MS)).toBe(true);
    expect(await round(lima(DAY, '19:01'))).toMatchObject({ sent: 0 });
    expect(pushService.received).toEqual([]);
    expect(await round(lima(DAY, '19:03'))).toMatchObject({ sent: 1 });
    expect(bodies()).toEqual(['Tienes 3 preguntas para repasar hoy']);
    // Done: no later round (nor lease) sends it again.
    await round(lima(DAY, '19:10'));
    await round(lima(DAY, '23:59'), true);
    expect(pushService.received).toHaveLength(1);
  });
});

describe('who gets a reminder, and when', () => {
  it('sends once a day, from the student’s hour on', async () => {
    await readyStudent();
    await round(lima(DAY, '18:59'));
    expect(pushService.received).toEqual([]);
    await round(lima(DAY, '19:00'));
    await round(lima(DAY, '19:01'));
    await round(lima(DAY, '21:00'));
    expect(pushService.received).toHaveLength(1);
  });

  it('sends nothing to a student who turned reminders off', async () => {
    await readyStudent();
    t.clock.advance(60_000);
    expect((await setReminders(reminders({ enabled: false }))).status).toBe(200);
    await round(lima(DAY, '19:00'), true);
    expect(pushService.received).toEqual([]);
  });

  it('sends nothing to a device signed out (logout signs every device out)', async () => {
    await readyStudent();
    expect((await t.call('POST', '/api/auth/logout', { token })).status).toBe(204);
    await round(lima(DAY, '19:00'));
    expect(pushService.received).toEqual([]);
  });

  it('never sends one student’s reminder to a shared device now signed in as another', async () => {
    const device = await readyStudent();
    const other = await t.createStudent({ enrolled: true });
    const otherToken = await t.login(other.email, other.password);
    expect((await subscribe(device, otherToken)).status).toBe(201);
    // The first student's reminder has no device left; the second has reminders off.
    await round(lima(DAY, '19:00'), true);
    expect(pushService.received).toEqual([]);
    // The first student cannot remove the device that is no longer theirs.
    await t.call('DELETE', '/api/push/subscriptions', { token, json: { endpoint: device.endpoint } });
    await setReminders(reminders(), otherToken);
    await answerWrong(2, lima('2026-11-18', '10:00'), otherToken);
    await round(lima(DAY, '19:00'));
    expect(bodies()).toEqual(['Tienes 2 preguntas para repasar hoy']);
  });

  it('respects quiet hours: a late round waits for the next day', async () => {
    expect((await setReminders(reminders({ time: '21:30', quietHours: { from: '22:00', to: '07:00' } }))).status).toBe(200);
    await subscribe(pushService.subscribe());
    await answerWrong(3, lima('2026-11-18', '10:00'));
    // The server was down at 21:30: at 22:15 it is too late, and so at 06:30 the next morning.
    expect(await round(lima(DAY, '22:15'))).toMatchObject({ sent: 0, quiet: 1 });
    expect(await round(lima('2026-11-21', '06:30'), true)).toMatchObject({ sent: 0, quiet: 1 });
    expect(pushService.received).toEqual([]);
    await round(lima('2026-11-21', '21:30'));
    expect(pushService.received).toHaveLength(1);
  });

  it('sends nothing when nothing is due and the goal is met', async () => {
    expect((await setReminders(reminders())).status).toBe(200);
    await subscribe(pushService.subscribe());
    // The exam is today: the goal is what is due, and nothing is.
    await t.call('PUT', '/api/settings', { token, json: { examDate: DAY, updatedAt: new Date(t.clock.now).toISOString() } });
    expect(await round(lima(DAY, '19:00'))).toMatchObject({ sent: 0, nothing: 1 });
    expect(pushService.received).toEqual([]);
  });

  it('without anything due, reminds of the new questions of the day’s goal until they are answered', async () => {
    expect((await setReminders(reminders())).status).toBe(200);
    await subscribe(pushService.subscribe());
    await round(lima(DAY, '19:00'));
    expect(bodies()).toEqual(['Te faltan 10 preguntas para tu meta de hoy']);
  });

  it('sends nothing once the day’s new questions are answered and nothing is due', async () => {
    expect((await setReminders(reminders())).status).toBe(200);
    await subscribe(pushService.subscribe());
    const events = activeQuestions.slice(0, 10).map((q) => ({ id: randomUUID(), questionId: q.id, correct: true, answeredAt: new Date(lima(DAY, '09:00')).toISOString(), source: 'review' }));
    expect((await t.call('POST', '/api/progress/events', { token, json: { events } })).status).toBe(200);
    expect(await round(lima(DAY, '19:00'))).toMatchObject({ sent: 0, nothing: 1 });
    expect(pushService.received).toEqual([]);
  });

  it('runs a round by hand before the hour with force (send-reminders --now)', async () => {
    await readyStudent();
    expect(await round(lima(DAY, '12:00'), true)).toMatchObject({ sent: 1 });
    expect(pushService.received).toHaveLength(1);
  });
});

describe('/api/settings reminders', () => {
  it('starts empty, keeps the newest setting, and leaves the exam date alone', async () => {
    expect((await t.call('GET', '/api/settings', { token })).body).toEqual({ settings: null, reminders: null, groupExamDate: null, fsrsParameters: null });
    await t.call('PUT', '/api/settings', { token, json: { examDate: '2026-12-07', updatedAt: '2026-11-20T10:00:00Z' } });
    const newer = reminders({ time: '20:15', streak: true, updatedAt: '2026-11-20T12:00:00.000Z' });
    expect((await setReminders(newer)).body).toEqual({ reminders: newer });
    const older = await setReminders(reminders({ enabled: false, updatedAt: '2026-11-20T11:00:00Z' }));
    expect((older.body as { reminders: unknown }).reminders).toEqual(newer);
    expect((await t.call('GET', '/api/settings', { token: await t.login() })).body).toEqual({
      settings: { examDate: '2026-12-07', updatedAt: '2026-11-20T10:00:00.000Z' },
      reminders: newer,
      groupExamDate: null,
      fsrsParameters: null,
    });
  });

  it('refuses a reminder hour inside the quiet hours, and what is not an hour', async () => {
    const inQuiet = await setReminders(reminders({ time: '23:00' }));
    expect(inQuiet.status).toBe(400);
    expect((inQuiet.body as { message: string }).message).toBe('La hora del recordatorio está dentro de tus horas de silencio.');
    expect((await setReminders(reminders({ time: '7:00' }))).status).toBe(400);
    expect((await setReminders(reminders({ quietHours: { from: '25:00', to: '07:00' } }))).status).toBe(400);
    expect((await setReminders(reminders({ quietHours: null, time: '23:00' }))).status).toBe(200);
  });
});
