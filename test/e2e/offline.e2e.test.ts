/**
 * Issue 6 journeys: after one online visit the whole course works offline (reload, deep links, every
 * study page, a full exam and its result); the attempt reaches the server exactly once when the
 * network returns; another device sees it; a deployed rebuild offers an update, never mid-exam. On a
 * first visit, code that could not arrive offline is fetched when the connection returns.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page, Route } from 'playwright-core';
import { studyPages } from '../../src/content/course';
import { findExam, questionsOf } from '../../src/content/exams';
import { pageTitle } from '../../src/features/study/study-page';
import { FORGOT_PASSWORD_ANSWER } from '../../src/shared/password-link-texts';
import { COURSE, DEMO_STUDENT, acceptDisclaimer, newPage, signIn, startJourney, waitForServiceWorker, reassertOffline, waitForApp } from './support/journey';

let distCopy: string;

// The server serves a copy of the build, so a test can deploy a new version over it.
beforeAll(() => {
  distCopy = mkdtempSync(path.join(tmpdir(), 'academia-dist-'));
  cpSync(path.resolve('dist'), distCopy, { recursive: true });
});
const env = startJourney(() => ({ distDir: distCopy }));
afterAll(() => rmSync(distCopy, { recursive: true, force: true }));

/** The student's first page of attempts, newest first (`{ attempts, next }`): enough for this journey's few. */
async function serverAttempts(token: string): Promise<{ id: string; examId: string; score: number }[]> {
  const res = await fetch(`${env.server.url}/api/attempts`, { headers: { Authorization: `Bearer ${token}` } });
  expect(res.status).toBe(200);
  return ((await res.json()) as { attempts: { id: string; examId: string; score: number }[] }).attempts;
}

describe('offline first', () => {
  let context: BrowserContext;
  let page: Page;

  it('after one online visit, every study page and a full exam work offline; the attempt syncs once', { timeout: 300_000 }, async () => {
    ({ context, page } = await newPage(env.browser, env.server.url));
    // Which prerendered page the HTML of each load was (null: the shell).
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        (window as unknown as { servedAs?: string | null }).servedAs = document.getElementById('root')?.getAttribute('data-prerendered') ?? null;
      });
    });
    const servedAs = () => page.evaluate(() => (window as unknown as { servedAs?: string | null }).servedAs);
    // The very first visit installs the worker; once everything is cached the student is told, once,
    // on the next page they open, at the top of it (issue 17 §7: in the flow, covering nothing).
    await page.goto('/login');
    await expect.poll(() => page.evaluate(() => localStorage.getItem('offline-ready-notice')), { timeout: 30_000 }).toBe('pending');
    expect(await page.getByText('Listo para usar sin conexión').count()).toBe(0);
    await signIn(page);
    const notice = page.getByRole('status').filter({ hasText: 'Listo para usar sin conexión' });
    await expect.poll(() => notice.isVisible()).toBe(true);
    const box = (await notice.boundingBox())!;
    const header = (await page.getByRole('banner').boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(header.y + 1);
    await page.getByRole('button', { name: 'Cerrar aviso' }).click();
    expect(await notice.count()).toBe(0);
    await page.goto(`${COURSE}/examenes/principales`);
    await page.goto('/home');
    await expect.poll(() => page.getByRole('heading', { name: 'Mis Cursos' }).isVisible()).toBe(true);
    expect(await page.getByText('Listo para usar sin conexión').count()).toBe(0);
    await acceptDisclaimer(page);
    await page.goto(`${COURSE}/introduccion`);
    await waitForServiceWorker(page);

    await context.setOffline(true);
    await page.reload();
    await reassertOffline(context, page);
    await expect.poll(() => page.getByText('Sin conexión — tu progreso se guarda en este dispositivo').isVisible()).toBe(true);
    // A course page opened online comes back prerendered from the worker's page cache...
    expect(await servedAs()).toBe(`${COURSE}/introduccion`);
    // ...and one never opened is drawn by the shell.
    await page.goto(`${COURSE}/material/geografia`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).isVisible()).toBe(true);
    expect(await servedAs()).toBeNull();

    for (const meta of studyPages) {
      await page.goto(`${COURSE}/${meta.path}`);
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent(), { message: meta.path }).toBe(pageTitle(meta));
    }
    // Illustrations come from the cache too.
    await page.goto(`${COURSE}/material/geografia`);
    await expect
      .poll(() => page.locator('img[src="/illustrations/geografia/regiones.svg"]').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);

    for (const list of ['principales', 'complementarios']) {
      await page.goto(`${COURSE}/examenes/${list}`);
      await expect.poll(() => page.getByRole('link', { name: 'Comenzar Examen' }).count(), { message: list }).toBe(12);
    }

    // A full exam offline: every answer right.
    const exam = findExam('complementario-04')!;
    const questions = questionsOf(exam);
    await page.goto(`${COURSE}/evaluacion/complementario-04`);
    // Answers wait for the app to have the exam (a tap before it is held and replayed: issue 33).
    await waitForApp(page);
    for (let i = 0; i < questions.length; i++) {
      const q = questions[i];
      await expect.poll(() => page.getByText(`Pregunta ${i + 1} de 10`).isVisible()).toBe(true);
      for (const k of q.correct) await page.getByRole(q.correct.length > 1 ? 'checkbox' : 'radio', { name: q.options[k], exact: true }).check();
      if (i < questions.length - 1) await page.getByRole('button', { name: 'Siguiente' }).click();
    }
    await page.getByRole('button', { name: 'Finalizar Examen' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Finalizar', exact: true }).click();
    await page.waitForURL(`**${COURSE}/resultado/complementario-04**`);
    await expect.poll(() => page.getByTestId('score').textContent()).toBe('100%');
    await page.reload();
    await expect.poll(() => page.getByTestId('score').textContent()).toBe('100%');

    const token = await page.evaluate(() => localStorage.getItem('access_token'));
    expect(token).toBeTruthy();
    const attemptId = new URL(page.url()).searchParams.get('intento');
    expect(attemptId).toBeTruthy();
    expect((await serverAttempts(token!)).some((a) => a.id === attemptId)).toBe(false);

    // Back online: the outbox sends it, exactly once ('online' fires in a page that knew it was offline).
    await reassertOffline(context, page);
    await context.setOffline(false);
    await expect.poll(async () => (await serverAttempts(token!)).filter((a) => a.id === attemptId).length, { timeout: 30_000 }).toBe(1);
    const stored = (await serverAttempts(token!)).find((a) => a.id === attemptId)!;
    expect(stored).toMatchObject({ examId: 'complementario-04', score: 100 });
    // Another round (a manual sync, an 'online' event) does not duplicate it.
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await page.waitForTimeout(1000);
    expect((await serverAttempts(token!)).filter((a) => a.id === attemptId)).toHaveLength(1);
  });

  it('a second device signed in as the same student sees the attempt in its progress', async () => {
    const second = await newPage(env.browser, env.server.url);
    await signIn(second.page, DEMO_STUDENT.email, DEMO_STUDENT.password);
    await acceptDisclaimer(second.page);
    await second.page.goto(`${COURSE}/examenes/complementarios`);
    await expect.poll(() => second.page.getByText('Último resultado: 100%').isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await second.page.getByRole('link', { name: 'Repetir Examen' }).count()).toBe(1);
    await second.context.close();
  });

  it('a deployed rebuild offers the update, but not during an exam run', { timeout: 240_000 }, async () => {
    const fresh = mkdtempSync(path.join(tmpdir(), 'academia-dist-next-'));
    execFileSync('npx', ['vite', 'build', '--outDir', fresh, '--emptyOutDir'], { env: { ...process.env, BUILD_ID: 'e2e-next' }, stdio: 'ignore' });
    cpSync(fresh, distCopy, { recursive: true, force: true });
    rmSync(fresh, { recursive: true, force: true });

    const pageCaches = () => page.evaluate(async () => (await caches.keys()).filter((name) => name.startsWith('course-pages-')));
    const [oldPageCache] = await pageCaches();
    expect(oldPageCache).toBeTruthy();
    await page.goto(`${COURSE}/evaluacion/principal-05`);
    // Answers wait for the app to have the exam (a tap before it is held and replayed: issue 33).
    await waitForApp(page);
    await expect.poll(() => page.getByText('Pregunta 1 de 10').isVisible()).toBe(true);
    await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      await registration?.update();
    });
    await expect.poll(() => page.evaluate(async () => !!(await navigator.serviceWorker.getRegistration())?.waiting), { timeout: 60_000 }).toBe(true);
    await page.waitForTimeout(500);
    expect(await page.getByText('Nueva versión disponible').count()).toBe(0);

    await page.getByRole('button', { name: 'Salir' }).click();
    await page.getByRole('button', { name: 'Salir sin Guardar' }).click();
    await page.waitForURL(`**${COURSE}/examenes/principales`);
    await expect.poll(() => page.getByText('Nueva versión disponible').isVisible(), { timeout: 15_000 }).toBe(true);
    await page.getByRole('button', { name: 'Actualizar' }).click();
    await expect.poll(() => page.evaluate(() => document.body.innerText.includes('Exámenes Principales')), { timeout: 30_000 }).toBe(true);
    await page.getByRole('button', { name: `Menú de ${DEMO_STUDENT.name}` }).click();
    await expect.poll(() => page.getByText('Versión e2e-next').isVisible(), { timeout: 15_000 }).toBe(true);
    // The new worker's page cache replaced the old one: no page of the old build can be answered.
    // (the new worker deletes the old cache as it activates, which can finish after the page shows the version).
    await expect.poll(pageCaches, { timeout: 15_000 }).toHaveLength(1);
    expect((await pageCaches())[0]).not.toBe(oldPageCache);
    await context.close();
  });
});

describe('a first visit that loses the connection before the app is stored', () => {
  it('code that failed to arrive offline is fetched when the connection returns; the page never turns into an error screen', async () => {
    // A first visit: the service worker holds nothing yet, so every file comes from the network.
    const context = await env.browser.newContext({ baseURL: env.server.url, viewport: { width: 390, height: 844 }, locale: 'es-PE', serviceWorkers: 'block' });
    const page = await context.newPage();
    // The 'Listo para usar sin conexión' notice is owed, so its code is asked for as the app starts.
    await page.addInitScript(() => localStorage.setItem('offline-ready-notice', 'pending'));
    let asked!: (route: Route) => void;
    const noticeAsked = new Promise<Route>((resolve) => (asked = resolve));
    await page.route('**/assets/pwa-notices-*.js', (route) => asked(route), { times: 1 });
    await page.goto('/forgot-password');
    const held = await noticeAsked;
    // The connection goes while that file is on its way.
    await context.setOffline(true);
    await held.abort('internetdisconnected');

    // The page stays the page: the student types and is told a connection is needed.
    await page.getByLabel('Correo electrónico').fill(DEMO_STUDENT.email);
    await page.getByRole('button', { name: 'Enviar enlace' }).click();
    await expect.poll(() => page.getByRole('alert').filter({ hasText: 'Necesitas conexión a internet para solicitar el enlace.' }).isVisible()).toBe(true);
    expect(await page.getByRole('heading', { name: 'Algo salió mal' }).count()).toBe(0);

    // Back online, the notice's code arrives, and the page works as it would have.
    const noticeCode = page.waitForResponse((response) => /\/assets\/pwa-notices-.*\.js$/.test(response.url()) && response.ok());
    await context.setOffline(false);
    await noticeCode;
    await expect.poll(() => page.evaluate(() => fetch('/api/health').then((r) => r.ok, () => false))).toBe(true);
    await page.getByRole('button', { name: 'Enviar enlace' }).click();
    await expect.poll(() => page.getByText(FORGOT_PASSWORD_ANSWER).isVisible()).toBe(true);
    // The owed notice shows on the next page the student opens.
    await page.getByRole('link', { name: 'Volver a iniciar sesión' }).click();
    await page.waitForURL('**/login');
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'Listo para usar sin conexión' }).isVisible()).toBe(true);
    await context.close();
  });
});
