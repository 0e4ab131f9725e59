/**
 * Issue 17, items 5, 6 and 13 through the student's eyes: which message /login shows (none on a
 * device without a session, 'invalid', a sign-in error replacing the address's message, a password
 * changed on another device), what 'Recordarme' does, and the read-only mode offline with a session
 * the app cannot read.
 */
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { COURSE, DEMO_STUDENT, newPage, signIn, startJourney, reassertOffline, waitForApp } from './support/journey';

const env = startJourney();

const EXPIRED = 'La sesión ha expirado. Por favor, inicia sesión nuevamente.';
const INVALID = 'Tu sesión no es válida. Por favor, inicia sesión nuevamente.';
const PASSWORD_CHANGED = 'Tu contraseña cambió en otro dispositivo. Inicia sesión con la nueva.';
const READ_ONLY = 'Tu sesión no se pudo leer. Puedes repasar el material guardado; inicia sesión cuando tengas conexión.';
const OFFLINE_LOGIN = 'Necesitas conexión a internet para iniciar sesión.';

/** Visible and wholly inside the viewport: what the student actually sees without scrolling. */
async function onScreen(page: Page, locator: Locator): Promise<boolean> {
  if (!(await locator.isVisible())) return false;
  const box = await locator.boundingBox();
  const viewport = page.viewportSize();
  if (!box || !viewport) return false;
  return box.x >= 0 && box.y >= 0 && box.x + box.width <= viewport.width && box.y + box.height <= viewport.height;
}

/** The sign-in form is the app's (hydrated), not the prerendered HTML: anything lazy had its chance. */
async function formReady(page: Page): Promise<void> {
  await expect.poll(() => page.getByRole('button', { name: 'Iniciar Sesión' }).isEnabled()).toBe(true);
  await waitForApp(page);
  await page.waitForLoadState('networkidle');
}

async function api(path: string, body: unknown, token?: string): Promise<{ status: number; body: Record<string, unknown> }> {
  const res = await fetch(`${env.server.url}/api${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

async function tokenOf(email: string, password: string): Promise<string> {
  const res = await api('/auth/login', { email, password });
  expect(res.status).toBe(200);
  return res.body.access_token as string;
}

function storedSession(page: Page) {
  return page.evaluate(() => ({
    local: [localStorage.getItem('access_token'), localStorage.getItem('user')],
    session: [sessionStorage.getItem('access_token'), sessionStorage.getItem('user')],
  }));
}

async function fillAndSend(page: Page, password: string): Promise<void> {
  await page.getByLabel('Correo electrónico').fill(DEMO_STUDENT.email);
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
}

/** As in offline.e2e.test.ts: the worker installed, its precache complete, and the page under it. */
async function cacheForOffline(page: Page): Promise<void> {
  await page.goto('/login');
  await expect.poll(() => page.evaluate(() => localStorage.getItem('offline-ready-notice')), { timeout: 30_000 }).toBe('pending');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller), { timeout: 30_000 }).toBe(true);
}

/**
 * A navigation inside the app, as a tap on one of its links is: the document (and what it knows of
 * the network) stays. A new document would be served by the worker with Chromium reporting online.
 */
async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    history.pushState({}, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

describe('messages on /login (item 5)', () => {
  it('a device that never had a session: /home goes to /login with no message', async () => {
    const { context, page } = await newPage(env.browser, env.server.url);
    await page.goto('/home');
    await page.waitForURL(/\/login\?redirect=%2Fhome$/);
    await formReady(page);
    expect(new URL(page.url()).searchParams.has('error')).toBe(false);
    expect(await page.getByRole('alert').count()).toBe(0);
    expect(await page.getByText(EXPIRED).count()).toBe(0);
    await context.close();
  });

  it("a corrupt stored session: 'Tu sesión no es válida…' on screen", async () => {
    const { context, page } = await newPage(env.browser, env.server.url, { width: 390, height: 844 });
    await page.goto('/login');
    await page.evaluate(() => {
      localStorage.setItem('access_token', 'esto-no-es-un-token');
      localStorage.setItem('user', JSON.stringify({ id: 1, name: 'Estudiante Demo', email: 'estudiante@academia.pe' }));
    });
    await page.goto('/home');
    await page.waitForURL(/\/login\?.*error=invalid/);
    await expect.poll(() => onScreen(page, page.getByRole('main').getByText(INVALID))).toBe(true);
    await context.close();
  });

  it('a failed sign-in replaces the address’s message: only the sign-in error shows', async () => {
    const { context, page } = await newPage(env.browser, env.server.url);
    await page.goto('/login?error=expired');
    await expect.poll(() => onScreen(page, page.getByRole('main').getByText(EXPIRED))).toBe(true);
    await formReady(page);
    await fillAndSend(page, 'NoEsLaClave1!');
    await expect.poll(() => onScreen(page, page.getByRole('alert').filter({ hasText: 'Credenciales incorrectas' }).first())).toBe(true);
    expect(await page.getByText(EXPIRED).count()).toBe(0);
    // One alert on the card (the toast, 'Error de inicio de sesión', is the same news as it goes).
    expect(await page.getByRole('main').getByRole('alert').count()).toBe(1);
    await context.close();
  });
});

describe("'Recordarme' (item 6)", () => {
  it('checked by default, with its help: the session stays on the device, also in a new tab', async () => {
    const { context, page } = await newPage(env.browser, env.server.url);
    await page.goto('/login');
    const remember = page.getByRole('checkbox', { name: 'Recordarme' });
    await formReady(page);
    expect(await remember.isChecked()).toBe(true);
    await expect.poll(() => onScreen(page, page.getByText('Desmárcalo en un dispositivo compartido: la sesión se cerrará al cerrar el navegador.'))).toBe(true);
    await signIn(page);
    const stored = await storedSession(page);
    expect(stored.local[0]).toBeTruthy();
    expect(stored.session).toEqual([null, null]);
    const tab = await context.newPage();
    await tab.goto('/home');
    await expect.poll(() => tab.getByRole('heading', { name: 'Mis Cursos' }).isVisible()).toBe(true);
    await context.close();
  });

  it('unchecked: the session lives in sessionStorage and ends with the browser', async () => {
    const { context, page } = await newPage(env.browser, env.server.url);
    await page.goto('/login');
    await formReady(page);
    await page.getByRole('checkbox', { name: 'Recordarme' }).uncheck();
    await fillAndSend(page, DEMO_STUDENT.password);
    await page.waitForURL('**/home');
    await expect.poll(() => page.getByRole('heading', { name: 'Mis Cursos' }).isVisible()).toBe(true);
    const stored = await storedSession(page);
    expect(stored.local).toEqual([null, null]);
    expect(stored.session[0]).toBeTruthy();
    expect(JSON.parse(stored.session[1]!)).toMatchObject({ name: DEMO_STUDENT.name });
    // The session works across reloads of this tab...
    await page.reload();
    await expect.poll(() => page.getByRole('heading', { name: 'Mis Cursos' }).isVisible()).toBe(true);
    // ...but a tab that did not inherit it (as after closing the browser) has none: localStorage,
    // shared by every tab of this browser, holds no token.
    const later = await context.newPage();
    await later.goto('/home');
    await later.waitForURL(/\/login\?redirect=%2Fhome$/);
    expect(await later.evaluate(() => localStorage.getItem('access_token'))).toBeNull();
    // Signing out clears it too.
    await page.getByRole('button', { name: `Menú de ${DEMO_STUDENT.name}` }).click();
    await page.getByRole('menuitem', { name: 'Cerrar Sesión' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Cerrar Sesión' }).click();
    await page.waitForURL('**/login**');
    expect(await storedSession(page)).toEqual({ local: [null, null], session: [null, null] });
    await context.close();
  });
});

describe('read-only mode offline (item 13)', () => {
  it('offline with a corrupt session: /login offers the saved material, which opens with a banner', { timeout: 120_000 }, async () => {
    const { context, page } = await newPage(env.browser, env.server.url);
    await cacheForOffline(page);
    await page.evaluate(() => {
      localStorage.setItem('access_token', 'esto-no-es-un-token');
      localStorage.setItem('user', JSON.stringify({ name: 'Estudiante Demo', email: 'estudiante@academia.pe' }));
    });
    await context.setOffline(true);
    await page.goto('/login');
    await reassertOffline(context, page);
    await expect.poll(() => onScreen(page, page.getByText(OFFLINE_LOGIN))).toBe(true);
    const saved = page.getByRole('link', { name: 'Ver material guardado' });
    await expect.poll(() => onScreen(page, saved)).toBe(true);
    await saved.click();

    await page.waitForURL(`**${COURSE}/introduccion`);
    await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Introducción' }).isVisible()).toBe(true);
    const banner = page.getByRole('status').filter({ hasText: READ_ONLY });
    await expect.poll(() => onScreen(page, banner)).toBe(true);
    await expect.poll(() => onScreen(page, banner.getByRole('link', { name: 'Iniciar sesión' }))).toBe(true);

    // Another study page opens too; an exam, which needs a student, leads back to the material.
    await navigateInApp(page, `${COURSE}/material/geografia`);
    await expect.poll(() => page.getByRole('heading', { level: 1, name: /Las Ocho Regiones Naturales del Perú/ }).isVisible()).toBe(true);
    await expect.poll(() => onScreen(page, banner)).toBe(true);
    await navigateInApp(page, `${COURSE}/evaluacion/principal-01`);
    await page.waitForURL(`**${COURSE}/introduccion`);
    expect(await page.getByText('Pregunta 1 de 10').count()).toBe(0);
    await expect.poll(() => onScreen(page, banner)).toBe(true);

    // Back online, the banner's button leads to the sign-in.
    await context.setOffline(false);
    await expect.poll(() => page.evaluate(() => navigator.onLine)).toBe(true);
    await banner.getByRole('link', { name: 'Iniciar sesión' }).click();
    await page.waitForURL('**/login**');
    await formReady(page);
    expect(await page.getByText(OFFLINE_LOGIN).count()).toBe(0);
    await context.close();
  });
});

// Last: it changes the demo student's password (and puts it back).
describe('a password changed on another device (item 5)', () => {
  it("this device's next API call lands on /login saying so", async () => {
    const { context, page } = await newPage(env.browser, env.server.url);
    await signIn(page);
    const otherDevice = await tokenOf(DEMO_STUDENT.email, DEMO_STUDENT.password);
    const changed = await api('/auth/change-password', { currentPassword: DEMO_STUDENT.password, newPassword: 'OtraClave2027$', confirmPassword: 'OtraClave2027$' }, otherDevice);
    expect(changed.status).toBe(200);

    await page.reload();
    await page.waitForURL(/\/login\?.*error=password_changed/);
    await expect.poll(() => onScreen(page, page.getByRole('main').getByText(PASSWORD_CHANGED))).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();

    const restored = await api('/auth/change-password', { currentPassword: 'OtraClave2027$', newPassword: DEMO_STUDENT.password, confirmPassword: DEMO_STUDENT.password }, changed.body.access_token as string);
    expect(restored.status).toBe(200);
    await context.close();
  });
});
