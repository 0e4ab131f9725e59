/**
 * Real results, measured (issue 49 §4), on a real server and Chromium: three students whose exam date
 * was yesterday, each with an exam's worth of answers before it; two say how it went through the API
 * as their outbox would, the demo student on Mi progreso's card ('Aprobé'), which then shows the
 * readiness the server kept; the operator's 'Resultados del examen' counts the three. Screens of the
 * card and the console page at 390 and 1280 px, light and dark.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { examQuestionPool } from '@/content/exam-pool';
import { limaDate } from '@/shared/course-access';
import { adminCli } from './support/cli';
import { COURSE, DEMO_STUDENT, newPage, operatorConsole, signIn, startJourney, waitForApp } from './support/journey';
import { shoot } from './support/visible';

const OPERATOR = { email: 'rita.resultados@academia.pe', name: 'Rita Operadora', password: 'Consola2026!' } as const;
const OTHERS = [
  { email: 'lia@correo.pe', name: 'Lía Torres', password: 'Clave2026!', result: 'failed', right: 4 },
  { email: 'teo@correo.pe', name: 'Teo Ramos', password: 'Clave2026!', result: 'passed', right: 9 },
] as const;

const env = startJourney(() => ({
  async prepare(dataDir) {
    await adminCli(dataDir, 'create-operator', '--email', OPERATOR.email, '--name', OPERATOR.name, '--password', OPERATOR.password);
    for (const s of OTHERS) {
      await adminCli(dataDir, 'create-student', '--email', s.email, '--name', s.name, '--password', s.password);
      await adminCli(dataDir, 'grant-course', '--email', s.email, '--course', 'examen-de-naturalizacion');
    }
  },
}));

async function api(method: string, path: string, body?: unknown, token?: string) {
  const res = await fetch(`${env.server.url}/api${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token && { authorization: `Bearer ${token}` }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json().catch(() => null)) as Record<string, unknown> | null };
}

/** Signs in through the API, answers ten exam questions three days ago (`right` of them right), and sets yesterday as the exam date. */
async function prepareStudent(email: string, password: string, right: number): Promise<string> {
  const login = await api('POST', '/auth/login', { email, password });
  const token = String(login.body?.access_token);
  const at = new Date(Date.now() - 3 * 86_400_000).toISOString();
  const events = examQuestionPool()
    .slice(0, 10)
    .map((q, i) => ({ id: randomUUID(), questionId: q.id, correct: i < right, answeredAt: at, source: 'review' }));
  expect((await api('POST', '/progress/events', { events }, token)).status).toBeLessThan(300);
  expect((await api('PUT', '/settings', { examDate: limaDate(Date.now() - 86_400_000), updatedAt: new Date().toISOString() }, token)).status).toBe(200);
  return token;
}

describe('how the real exam went', () => {
  it('is answered on Mi progreso after the exam date and counted in the console', { timeout: 300_000 }, async () => {
    const yesterday = limaDate(Date.now() - 86_400_000);
    for (const s of OTHERS) {
      const token = await prepareStudent(s.email, s.password, s.right);
      const res = await api('POST', '/outcomes', { id: randomUUID(), examDate: yesterday, result: s.result, answeredAt: new Date().toISOString() }, token);
      expect(res.status).toBe(201);
      expect((res.body?.outcome as { readiness: unknown }).readiness).not.toBeNull();
    }
    await prepareStudent(DEMO_STUDENT.email, DEMO_STUDENT.password, 7);

    for (const [width, scheme] of [[390, 'light'], [1280, 'dark'], [1280, 'light'], [390, 'dark']] as const) {
      const { context, page } = await newPage(env.browser, env.server.url, { width });
      await page.emulateMedia({ colorScheme: scheme });
      await signIn(page);
      await page.goto(`${COURSE}/progreso`);
      await waitForApp(page);
      const card = page.getByRole('region', { name: '¿Cómo te fue en el examen?' });
      await expect.poll(() => card.isVisible(), { timeout: 30_000 }).toBe(true);
      const answered = await card.getByTestId('outcome-answer').isVisible();
      if (!answered) {
        await card.scrollIntoViewIfNeeded();
        await shoot(page, `outcome-card-ask-${width}-${scheme}`);
        await card.getByRole('button', { name: 'Aprobé' }).click();
      }
      await expect.poll(() => card.getByTestId('outcome-answer').textContent()).toBe('Respondiste: Aprobé.');
      await expect.poll(() => card.getByTestId('outcome-readiness').isVisible(), { timeout: 30_000 }).toBe(true);
      await card.scrollIntoViewIfNeeded();
      await shoot(page, `outcome-card-answered-${width}-${scheme}`);
      await context.close();
    }

    for (const [width, scheme] of [[1280, 'light'], [1280, 'dark'], [390, 'light'], [390, 'dark']] as const) {
      const page = await operatorConsole(env, OPERATOR, width, scheme);
      await page.goto('/admin/resultados');
      await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Resultados del examen' }).isVisible()).toBe(true);
      const total = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Todas' }) });
      await expect.poll(() => total.locator('td').first().textContent(), { timeout: 30_000 }).toBe('3');
      expect(await total.locator('td').nth(1).textContent()).toBe('2');
      await shoot(page, `exam-results-${width}-${scheme}`);
      await page.context().close();
    }
  });
});
