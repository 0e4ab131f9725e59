/**
 * Several in-process instances of the app over one real PostgreSQL, each with its own pool, standing
 * for several server processes (the multi-instance suites: codes, content, notice mail). One place
 * for what they all set up: a pool per instance, the migrations run once, the apps built with one
 * token secret (a token from one instance is good on the other) and a request helper per instance.
 */
import { randomBytes } from 'node:crypto';
import { createApp, type AcademyApp, type AppDeps } from '../../server/app';
import { migrate, openDatabase, type Database } from '../../server/db/client';
import type { Mailer } from '../../server/lib/mail';
import { TEST_PUBLIC_URL } from '../server/support/test-app';

/** What a test may set per instance (the rest is the same for all: config, secret, no waits). */
export type InstanceOptions = Partial<Pick<AppDeps, 'now' | 'mailDelivery' | 'announcementMailRoundMs'>> & { mailer?: Mailer };

export interface Answer {
  status: number;
  text: string;
  body: Record<string, unknown>;
}

export interface AppInstances {
  databases: Database[];
  apps: AcademyApp[];
  /** A request to instance `instance`, from `ip` (one address by default). */
  call(instance: number, method: string, path: string, options?: { json?: unknown; token?: string; ip?: string }): Promise<Answer>;
  /**
   * Instance `instance` dies as a killed process would: its timers stop and its pool closes at once,
   * without waiting for the work under way (a send that never returns stays unfinished).
   */
  kill(instance: number): Promise<void>;
  /** Ends every instance's mail rounds and closes its pool (instances already closed by the test are skipped). */
  close(): Promise<void>;
}

/** A mailer that drops everything (instances whose mail no test reads). */
export const silentMailer: Mailer = { description: 'test', send: async () => undefined, close: () => undefined };

/** `count` instances over the database at `databaseUrl`, migrated; `options(i)` for instance i. */
export async function openAppInstances(databaseUrl: string, count: number, options: (instance: number) => InstanceOptions = () => ({})): Promise<AppInstances> {
  const databases: Database[] = [];
  for (let i = 0; i < count; i += 1) databases.push(await openDatabase({ databaseUrl, dataDir: '/nonexistent' }));
  await migrate(databases[0]);
  const secret = new Uint8Array(randomBytes(32));
  const error = console.error;
  // serveStatic complains about the missing dist folder when an app is built: expected here.
  console.error = () => undefined;
  const apps = databases.map((database, i) => {
    const { mailer = silentMailer, ...rest } = options(i);
    return createApp({
      database,
      config: { tokenTtl: 3600, distDir: '/nonexistent', publicUrl: TEST_PUBLIC_URL },
      secret,
      mailer,
      wait: async () => undefined,
      pauseRefused: async () => undefined,
      ...rest,
    });
  });
  console.error = error;
  const closed = new Set<Database>();

  return {
    databases,
    apps,
    async call(instance, method, path, { json, token, ip = '198.51.100.7' } = {}) {
      const headers: Record<string, string> = { 'Content-Type': 'application/json' };
      if (token) headers.Authorization = `Bearer ${token}`;
      const env = { incoming: { socket: { remoteAddress: ip, remotePort: 40000, remoteFamily: 'IPv4' } } };
      const res = await apps[instance].request(path, { method, headers, body: json === undefined ? undefined : JSON.stringify(json) }, env);
      const text = await res.text();
      return { status: res.status, text, body: (text ? JSON.parse(text) : null) as Record<string, unknown> };
    },
    async kill(instance) {
      const database = databases[instance];
      if (closed.has(database)) return;
      closed.add(database);
      void apps[instance].announcementMails.stop();
      await database.close();
    },
    async close() {
      for (const [i, database] of databases.entries()) {
        if (closed.has(database)) continue;
        closed.add(database);
        await apps[i].announcementMails.stop();
        await database.close();
      }
    },
  };
}
