/** Shared steps of the journeys: a browser per file, a fresh context per test, signing in. */
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { DEMO_STUDENT } from '../../../server/seed';
import { findExam, questionsOf } from '../../../src/content/exams';
import { launchBrowser } from './browser';
import { checkingCss, takeUnreadableCss } from './css-check';
import { startServer, type RunningServer } from './server';

export { DEMO_STUDENT };

export const COURSE = '/courses/examen-de-naturalizacion';

export async function newPage(browser: Browser, baseURL: string, options: { width?: number; height?: number } = {}): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL, viewport: { width: options.width ?? 1280, height: options.height ?? 800 }, locale: 'es-PE' });
  const page = await context.newPage();
  return { context, page };
}

export async function signIn(page: Page, email: string = DEMO_STUDENT.email, password: string = DEMO_STUDENT.password): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
  await page.waitForURL('**/home');
  await expect.poll(() => page.getByRole('heading', { name: 'Mis Cursos' }).isVisible()).toBe(true);
}

/**
 * Waits until the app has taken over a prerendered page (issue 33: the page is usable before, but
 * taps other than links wait for the app, and a link tapped before then loads the page anew): the
 * page's boot script leaves null where it held taps (src/shared/prerender-markers.ts).
 */
export async function waitForApp(page: Page): Promise<void> {
  await expect.poll(() => page.evaluate(() => (window as unknown as { __heldTaps?: unknown }).__heldTaps ?? null)).toBe(null);
}

/** Accepts the exam disclaimer once for this browser context. */
export async function acceptDisclaimer(page: Page): Promise<void> {
  await page.evaluate(() => localStorage.setItem('exam-disclaimer-seen', 'true'));
}

/**
 * Finishes principal-02 with only its first question answered (wrong, the rest blank), so the device holds a result; waits
 * for the result's score and returns the result page's path and query.
 */
export async function finishShortExam(page: Page): Promise<string> {
  await page.goto(`${COURSE}/evaluacion/principal-02`);
  // Answers wait for the app to have the exam (a tap before it is held and replayed: issue 33).
  await waitForApp(page);
  await expect.poll(() => page.getByText('Pregunta 1 de 10').isVisible()).toBe(true);
  const first = questionsOf(findExam('principal-02')!)[0];
  // One question answered, and wrong; the nine left blank are wrong answers too (issue 49): today's Repaso holds all ten.
  const wrong = first.options.findIndex((_, k) => !first.correct.includes(k));
  await page.getByRole(first.correct.length > 1 ? 'checkbox' : 'radio', { name: first.options[wrong], exact: true }).check();
  await page.getByRole('button', { name: /^Pregunta 10,/ }).click();
  await page.getByRole('button', { name: 'Finalizar Examen' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Finalizar', exact: true }).click();
  await page.waitForURL(`**${COURSE}/resultado/principal-02**`);
  await expect.poll(() => page.getByTestId('score').isVisible()).toBe(true);
  return new URL(page.url()).pathname + new URL(page.url()).search;
}

export interface Journey {
  server: RunningServer;
  browser: Browser;
}

/**
 * One real server (throwaway database) and one Chromium per test file, started before its tests and
 * stopped after them; every page's CSS checked (support/css-check.ts). `serverOptions` is read in beforeAll, so it may use values set up there.
 */
export function startJourney(serverOptions: () => Parameters<typeof startServer>[0] = () => ({})): Journey {
  const journey = {} as Journey;
  beforeAll(async () => {
    const [server, browser] = await Promise.all([startServer(serverOptions()), launchBrowser()]);
    journey.server = server;
    journey.browser = checkingCss(browser);
  });
  // What a journey showed, the browser could read: no token or condition missing from the app's system.
  afterEach(() => {
    expect(takeUnreadableCss(), 'CSS the browser could not read').toEqual([]);
  });
  afterAll(async () => {
    await journey.browser?.close();
    await journey.server?.stop();
  });
  return journey;
}

/**
 * An operator signed in from /login on a fresh context of `width` (reduced motion, Spanish, the
 * colour scheme given), on the console's first screen (/admin/estudiantes).
 */
export async function operatorConsole(journey: Journey, operator: { email: string; password: string }, width: number, colorScheme: 'light' | 'dark'): Promise<Page> {
  const context = await journey.browser.newContext({ baseURL: journey.server.url, viewport: { width, height: 900 }, colorScheme, locale: 'es-PE', bypassCSP: true, reducedMotion: 'reduce' });
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByLabel('Correo electrónico').fill(operator.email);
  await page.getByLabel('Contraseña', { exact: true }).fill(operator.password);
  await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
  await page.waitForURL('**/admin/estudiantes');
  return page;
}

/** Waits for the service worker the first visit installed, then reloads so it controls the page. */
export async function waitForServiceWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller), { timeout: 30_000 }).toBe(true);
}

/**
 * Makes the page see the offline state again. Chromium keeps blocking requests but reports
 * navigator.onLine as true in a document its service worker served after context.setOffline(true);
 * setting the state again (Playwright skips a repeated setOffline(true), hence the round trip) fires
 * 'offline' in the page, as on a phone losing signal.
 */
export async function reassertOffline(context: BrowserContext, page: Page): Promise<void> {
  if (await page.evaluate(() => !navigator.onLine)) return;
  await context.setOffline(false);
  await context.setOffline(true);
  await expect.poll(() => page.evaluate(() => navigator.onLine)).toBe(false);
}

/** The device's calendar day `days` from today, as a date field takes it (YYYY-MM-DD). */
export function dateInDays(page: Page, days: number): Promise<string> {
  return page.evaluate((n) => {
    const d = new Date();
    d.setDate(d.getDate() + n);
    return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
  }, days);
}
