/**
 * The real server and CLI on the embedded database (issue 35): the VAPID keys are made on the first
 * start into DATA_DIR (private) and served at /api/push/public-key; `npm run admin -- send-reminders`
 * refuses while the server holds the database and, once it stopped, sends a round signed with the
 * same keys.
 */
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPushService, type PushServiceStandIn } from './support/push-service';
import { launchServer, runAdmin } from './support/spawn-server';

const TIMEOUT = 180_000;
let dataDir: string;
let pushService: PushServiceStandIn;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'academia-remind-cli-'));
  pushService = await startPushService();
});
afterAll(async () => {
  await pushService.close();
  rmSync(dataDir, { recursive: true, force: true });
});

async function call(url: string, method: string, route: string, json?: unknown, token?: string) {
  const res = await fetch(`${url}${route}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: json === undefined ? undefined : JSON.stringify(json),
  });
  return { status: res.status, body: (await res.json().catch(() => undefined)) as unknown };
}

describe('send-reminders', () => {
  it('makes the VAPID keys on first start, refuses while the server runs, then sends once with them', { timeout: TIMEOUT }, async () => {
    const launch = await launchServer({ dataDir });
    if (!('started' in launch)) throw new Error(`the server did not start:\n${launch.exited.output}`);
    const server = launch.started;
    let keys: { publicKey: string };
    try {
      const file = path.join(dataDir, 'vapid.json');
      expect(statSync(file).mode & 0o777).toBe(0o600);
      keys = JSON.parse(readFileSync(file, 'utf8')) as { publicKey: string };
      expect((await call(server.url, 'GET', '/api/push/public-key')).body).toEqual({ publicKey: keys.publicKey });

      const login = await call(server.url, 'POST', '/api/auth/login', { email: 'estudiante@academia.pe', password: 'Peru2026!' });
      const token = (login.body as { access_token: string }).access_token;
      // The hour is far ahead (23:59 unless quiet): only --now sends before it.
      const settings = { enabled: true, time: '23:59', quietHours: null, streak: false, updatedAt: new Date().toISOString() };
      expect((await call(server.url, 'PUT', '/api/settings/reminders', settings, token)).status).toBe(200);
      expect((await call(server.url, 'POST', '/api/push/subscriptions', pushService.subscribe(), token)).status).toBe(201);

      const refused = await runAdmin(dataDir, 'send-reminders', '--now');
      expect(refused.code).not.toBe(0);
      expect(refused.output).toContain(`La base de datos de ${dataDir} ya está en uso por el servidor`);
    } finally {
      await server.stop();
    }

    const sent = await runAdmin(dataDir, 'send-reminders', '--now');
    expect(sent.code, sent.output).toBe(0);
    expect(sent.output).toContain('Recordatorios enviados: 1');
    expect(pushService.refused).toEqual([]);
    expect(pushService.received).toHaveLength(1);
    expect(pushService.received[0].publicKey).toBe(keys!.publicKey);
    expect((pushService.received[0].payload as { body: string }).body).toBe('Te faltan 10 preguntas para tu meta de hoy');

    // Once a day: a second round sends nothing.
    const again = await runAdmin(dataDir, 'send-reminders', '--now');
    expect(again.output).toContain('Recordatorios enviados: 0');
    expect(pushService.received).toHaveLength(1);
  });
});
