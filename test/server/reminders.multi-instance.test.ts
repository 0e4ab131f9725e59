/**
 * Two server processes on one PostgreSQL both run reminder rounds (every 150 ms here): each
 * reminder still goes out once (issue 35). The students' reminders are all switched on in one
 * statement, so both instances find them in the same rounds and race for every one.
 */
import pg from 'pg';
import webpush from 'web-push';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toWallTime } from '../../src/shared/learning/local-days';
import { timeOfMinute } from '../../src/shared/reminders';
import { startPostgres, type RunningPostgres } from '../support/postgres';
import { startServerProcess, type ServerProcess } from '../support/server-process';
import { startPushService, type PushServiceStandIn } from './support/push-service';

const STUDENTS = 12;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Instance = ServerProcess;
const startInstance = (name: string, env: Record<string, string>) => startServerProcess(name, env);

async function call(instance: Instance, method: string, route: string, json: unknown, token?: string) {
  const res = await fetch(`${instance.url}${route}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(json),
  });
  return { status: res.status, body: (await res.json().catch(() => undefined)) as unknown };
}

const cluster = await startPostgres();
if ('skipped' in cluster) console.warn(`Two-instance reminder suite skipped: ${cluster.skipped}`);

describe.skipIf('skipped' in cluster)('reminders with two server processes on one PostgreSQL', () => {
  const postgres = cluster as RunningPostgres;
  const vapid = webpush.generateVAPIDKeys();
  let one: Instance;
  let two: Instance;
  let pushService: PushServiceStandIn;
  let client: pg.Client;

  beforeAll(async () => {
    pushService = await startPushService({ expectedPublicKey: vapid.publicKey });
    // The same VAPID keys on both, as the README tells operators (each signs its own tokens here:
    // a token is only ever used on the instance that issued it).
    const shared = { DATABASE_URL: postgres.url, VAPID_PUBLIC_KEY: vapid.publicKey, VAPID_PRIVATE_KEY: vapid.privateKey, REMINDER_ROUND_MS: '150' };
    [one, two] = await Promise.all([startInstance('1', shared), startInstance('2', shared)]);
    client = new pg.Client({ connectionString: postgres.url });
    await client.connect();
  }, 180_000);

  afterAll(async () => {
    await client?.end();
    await Promise.all([one?.stop(), two?.stop()]);
    await pushService?.close();
    await postgres.stop();
  }, 120_000);

  it('sends each student’s reminder once, to each of their devices', async () => {
    const hash = (await client.query<{ password_hash: string }>(`SELECT password_hash FROM students WHERE email = 'estudiante@academia.pe'`)).rows[0].password_hash;
    const endpoints: string[] = [];
    // The hour that has just come in Lima (the rounds send from it on).
    const time = timeOfMinute(Math.floor((toWallTime(Date.now()) % 86_400_000) / 60_000));
    for (let i = 0; i < STUDENTS; i += 1) {
      const email = `recordatorio-${i}@academia.pe`;
      // The demo student's password hash, so no argon2 work in the test (there is no sign-up API).
      await client.query('INSERT INTO students (email, name, password_hash) VALUES ($1, $2, $3)', [email, `Alumno ${i}`, hash]);
      const instance = i % 2 === 0 ? one : two;
      const login = await call(instance, 'POST', '/api/auth/login', { email, password: 'Peru2026!' });
      expect(login.status, JSON.stringify(login.body)).toBe(200);
      const token = (login.body as { access_token: string }).access_token;
      // Off first: switched on for everyone at once below.
      const settings = await call(instance, 'PUT', '/api/settings/reminders', { enabled: false, time, quietHours: null, streak: false, updatedAt: new Date().toISOString() }, token);
      expect(settings.status).toBe(200);
      for (let d = 0; d < (i === 0 ? 2 : 1); d += 1) {
        const device = pushService.subscribe();
        expect((await call(instance, 'POST', '/api/push/subscriptions', device, token)).status).toBe(201);
        endpoints.push(device.endpoint);
      }
    }
    expect(pushService.received).toEqual([]);
    await client.query(`UPDATE study_settings SET reminders_enabled = true WHERE student_id IN (SELECT id FROM students WHERE email LIKE 'recordatorio-%')`);

    const deadline = Date.now() + 20_000;
    while (pushService.received.length < endpoints.length && Date.now() < deadline) await sleep(100);
    // Many more rounds on both instances after the last delivery: none sends again.
    await sleep(1500);
    expect(pushService.refused).toEqual([]);
    const perEndpoint = new Map<string, number>();
    for (const push of pushService.received) perEndpoint.set(push.endpoint, (perEndpoint.get(push.endpoint) ?? 0) + 1);
    expect([...perEndpoint.keys()].sort()).toEqual([...endpoints].sort());
    expect([...perEndpoint.values()].every((n) => n === 1), JSON.stringify([...perEndpoint])).toBe(true);
    const claims = await client.query<{ n: number }>(`SELECT count(*)::int AS n FROM reminder_sends WHERE outcome = 'sent'`);
    expect(claims.rows[0].n).toBe(STUDENTS);
    expect(one.output() + two.output()).not.toContain('La ronda de recordatorios falló');
  }, 120_000);
});
