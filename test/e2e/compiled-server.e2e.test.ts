/**
 * The server and the operator CLI as production runs them: compiled by `npm run build` into
 * dist-server/ and run with plain node (tsx is a development dependency only).
 */
import { spawnSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from './support/server';

const OPERATOR = { email: 'operadora.compilada@academia.pe', name: 'Operadora Compilada', password: 'Compilado2026!' };

let server: RunningServer;

beforeAll(async () => {
  server = await startServer({
    compiled: true,
    // The compiled CLI on the empty folder: it creates the database (migrations next to the bundle).
    prepare: async (dataDir) => {
      const cli = spawnSync(process.execPath, ['dist-server/admin.js', 'create-operator', '--email', OPERATOR.email, '--name', OPERATOR.name, '--password', OPERATOR.password], {
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
        encoding: 'utf8',
      });
      expect(cli.status, cli.stderr).toBe(0);
    },
  });
});

afterAll(async () => {
  await server?.stop();
});

async function signIn(email: string, password: string): Promise<Response> {
  return fetch(`${server.url}/api/auth/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email, password }) });
}

describe('the compiled server', () => {
  it('serves the prerendered sign-in page and the API to the operator the compiled CLI made', async () => {
    const page = await fetch(`${server.url}/login`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Acceso al Sistema');
    const answer = await signIn(OPERATOR.email, OPERATOR.password);
    expect(answer.status).toBe(200);
    const { access_token: token } = (await answer.json()) as { access_token: string };
    const students = await fetch(`${server.url}/api/admin/students`, { headers: { Authorization: `Bearer ${token}` } });
    expect(students.status).toBe(200);
    expect((await signIn(OPERATOR.email, 'Otra2026!')).status).toBe(401);
  });
});
