/**
 * Issue 29 journey, one answer log: a student finishes an exam on one device; a second device that
 * signs in afresh shows the same due count, Repaso queue and readiness within 10 s of sign-in without
 * visiting any other page — and without the attempts list, which this device is not allowed to fetch:
 * the exam answers reach it through the server's answer log. The academy's console shows the readiness
 * Mi progreso shows for this exam-only student. A device signed in afresh straight onto a study page (no
 * learning screen on the way) shows the same count on the sidebar's 'Repaso', from the server (issue 52
 * §1), and keeps it for its reloads.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { adminCli } from './support/cli';
import { COURSE, DEMO_STUDENT, acceptDisclaimer, finishShortExam, newPage, signIn, startJourney, waitForApp } from './support/journey';

const OPERATOR = { email: 'olga.operadora@academia.pe', name: 'Olga Operadora', password: 'Consola2026!' } as const;

const env = startJourney(() => ({
  async prepare(dataDir) {
    await adminCli(dataDir, 'create-operator', '--email', OPERATOR.email, '--name', OPERATOR.name, '--password', OPERATOR.password);
    // The database is not empty at the first start, so the demo student is made here too.
    await adminCli(dataDir, 'create-student', '--email', DEMO_STUDENT.email, '--name', DEMO_STUDENT.name, '--password', DEMO_STUDENT.password);
    await adminCli(dataDir, 'grant-course', '--email', DEMO_STUDENT.email, '--course', 'examen-de-naturalizacion');
  },
}));

const dueOnCard = (page: Page) => page.getByTestId('course-learning').getByText(/para repasar hoy$/);
const sidebarRepaso = (page: Page) => page.getByRole('navigation', { name: 'Navegación' }).getByRole('link', { name: /^Repaso/ });

async function apiToken(email: string, password: string): Promise<string> {
  const res = await fetch(`${env.server.url}/api/auth/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email, password }) });
  expect(res.status).toBe(200);
  return ((await res.json()) as { access_token: string }).access_token;
}

/** The figures a student reads: the due count on Mis Cursos, the sidebar's, Repaso's first question and count, readiness. */
async function figures(page: Page, options: { timeout?: number; expected?: { due: string } } = {}) {
  const timeout = options.timeout ?? 20_000;
  if (options.expected) await expect.poll(() => dueOnCard(page).textContent(), { timeout }).toBe(options.expected.due);
  else await expect.poll(() => dueOnCard(page).isVisible(), { timeout }).toBe(true);
  expect(await dueOnCard(page).isVisible()).toBe(true);
  const due = (await dueOnCard(page).textContent())!;
  await page.goto(`${COURSE}/repaso`);
  const today = page.getByText(/^Para hoy: .+\.$/);
  await expect.poll(() => today.isVisible(), { timeout }).toBe(true);
  const heading = page.getByRole('main').getByRole('heading', { level: 2 }).first();
  await expect.poll(() => heading.isVisible()).toBe(true);
  const repaso = { count: await today.textContent(), first: await heading.textContent() };
  const sidebar = await sidebarRepaso(page).getAttribute('aria-label');
  await page.goto(`${COURSE}/progreso`);
  const readiness = page.getByTestId('readiness');
  await expect.poll(() => readiness.isVisible(), { timeout }).toBe(true);
  return { due, sidebar, repaso, readiness: (await readiness.textContent())! };
}

describe('one answer log', () => {
  it('a second device signed in afresh shows the first device’s due count, Repaso queue and readiness within 10 s, without the attempts', { timeout: 240_000 }, async () => {
    const first = await newPage(env.browser, env.server.url);
    await signIn(first.page);
    await acceptDisclaimer(first.page);
    await finishShortExam(first.page);
    const token = await apiToken(DEMO_STUDENT.email, DEMO_STUDENT.password);
    // The attempt reached the server (the outbox sends it at once).
    await expect
      .poll(async () => ((await (await fetch(`${env.server.url}/api/attempts`, { headers: { Authorization: `Bearer ${token}` } })).json()) as { attempts: unknown[] }).attempts.length, { timeout: 20_000 })
      .toBe(1);
    await first.page.goto('/home');
    const before = await figures(first.page);
    expect(before.due).toMatch(/^\d+ preguntas? para repasar hoy$/);
    expect(before.due).not.toMatch(/^0 /);

    // A device opened straight on a study page and signed in there: no learning screen computes the
    // count on the way, yet its sidebar's 'Repaso' shows the first device's.
    const due = /^(\d+) /.exec(before.due)![1];
    const studyFirst = await newPage(env.browser, env.server.url);
    const dueReads: string[] = [];
    studyFirst.page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/progress/due') dueReads.push(request.url());
    });
    await studyFirst.page.goto(`${COURSE}/introduccion`);
    await studyFirst.page.waitForURL(/\/login\?redirect=/);
    await studyFirst.page.getByLabel('Correo electrónico').fill(DEMO_STUDENT.email);
    await studyFirst.page.getByLabel('Contraseña', { exact: true }).fill(DEMO_STUDENT.password);
    await studyFirst.page.getByRole('button', { name: 'Iniciar Sesión' }).click();
    await studyFirst.page.waitForURL(`**${COURSE}/introduccion`);
    const badge = sidebarRepaso(studyFirst.page).getByTestId('repaso-due');
    await expect.poll(() => badge.isVisible(), { timeout: 10_000 }).toBe(true);
    expect(await badge.textContent()).toBe(due);
    expect(dueReads.length).toBeGreaterThan(0);
    // Reloaded (the prerendered page React adopts), it shows the count it kept, without asking again.
    const reads = dueReads.length;
    await studyFirst.page.reload();
    await waitForApp(studyFirst.page);
    await expect.poll(() => badge.textContent(), { timeout: 10_000 }).toBe(due);
    await studyFirst.page.waitForTimeout(1000);
    expect(dueReads.length).toBe(reads);
    await studyFirst.context.close();

    const second = await newPage(env.browser, env.server.url);
    // This device may not read the attempts list: whatever it knows of the exam comes from the log.
    const attemptReads: string[] = [];
    await second.context.route('**/api/attempts**', (route) => {
      if (route.request().method() === 'GET') {
        attemptReads.push(route.request().url());
        return route.abort();
      }
      return route.continue();
    });
    const start = Date.now();
    await signIn(second.page);
    // Mis Cursos, where sign-in lands, shows the same count within 10 s of signing in.
    await expect.poll(() => dueOnCard(second.page).textContent(), { timeout: 10_000 }).toBe(before.due);
    expect(Date.now() - start).toBeLessThan(15_000);
    const after = await figures(second.page, { expected: { due: before.due } });
    expect(after).toEqual(before);
    expect(attemptReads.length).toBeGreaterThan(0);

    // The console shows this exam-only student the readiness Mi progreso shows.
    const operator = await apiToken(OPERATOR.email, OPERATOR.password);
    const list = (await (await fetch(`${env.server.url}/api/admin/students?q=estudiante`, { headers: { Authorization: `Bearer ${operator}` } })).json()) as {
      students: { email: string; readiness: { estimate: number; low: number; high: number } | null }[];
    };
    const row = list.students.find((s) => s.email === DEMO_STUDENT.email)!;
    expect(row.readiness).not.toBeNull();
    const [estimate, low, high] = (after.readiness.match(/\d+/g) ?? []).map(Number);
    expect({ estimate: row.readiness!.estimate, low: row.readiness!.low, high: row.readiness!.high }).toEqual({ estimate, low, high });
    // Three answers from another device: the second device's pulls after them transfer exactly those
    // three. Only pulls sent after the answers are stored count: the pull of the last page load may
    // still be in flight, and it rightly brings nothing.
    const pulls: { since: string; events: number }[] = [];
    const pulled = () => pulls.reduce((sum, pull) => sum + pull.events, 0);
    const afterPost = new WeakSet<object>();
    let stored = false;
    second.page.on('request', (request) => {
      if (stored) afterPost.add(request);
    });
    second.page.on('response', async (response) => {
      const url = new URL(response.url());
      if (url.pathname !== '/api/progress/events' || response.request().method() !== 'GET' || !afterPost.has(response.request())) return;
      const body = (await response.json()) as { events: unknown[] };
      pulls.push({ since: url.searchParams.get('since') ?? '', events: body.events.length });
    });
    const fresh = ['q101', 'q102', 'q103'].map((questionId, i) => ({ id: crypto.randomUUID(), questionId, correct: i !== 1, answeredAt: new Date().toISOString(), source: 'review' }));
    const posted = await fetch(`${env.server.url}/api/progress/events`, { method: 'POST', headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' }, body: JSON.stringify({ events: fresh }) });
    expect(await posted.json()).toEqual({ stored: 3, duplicates: 0 });
    stored = true;
    await second.page.reload();
    await expect.poll(pulled, { timeout: 20_000 }).toBe(3);
    expect(pulls.every((pull) => pull.since !== '0')).toBe(true);
    await second.page.waitForTimeout(1000);
    expect(pulled()).toBe(3);
    await first.context.close();
    await second.context.close();
  });
});
