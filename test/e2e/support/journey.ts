/** Shared steps of the journeys: a browser per file, a fresh context per test, signing in. */
import { expect } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { DEMO_STUDENT } from '../../../server/seed';

export { DEMO_STUDENT };

export const COURSE = '/courses/examen-de-naturalizacion';

export async function newPage(browser: Browser, baseURL: string, options: { width?: number; height?: number } = {}): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL, viewport: { width: options.width ?? 1280, height: options.height ?? 800 }, locale: 'es-PE' });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
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

/** Accepts the exam disclaimer once for this browser context. */
export async function acceptDisclaimer(page: Page): Promise<void> {
  await page.evaluate(() => localStorage.setItem('exam-disclaimer-seen', 'true'));
}
