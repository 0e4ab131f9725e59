/**
 * Issue 31 through the student's eyes: after 20 failed sign-ins to their account from anywhere, the
 * sign-in page says the account is locked and how to unlock it now (with the right password too),
 * readable at phone and desktop widths in both themes; a new password through the reset link lifts
 * the lock. Screenshots go to the system's temp folder for a person to look at.
 */
import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { linkIn, parseMessage } from '../support/eml';
import { DEMO_STUDENT, newPage, startJourney, waitForApp } from './support/journey';

// Behind one (pretend) proxy, so that the guesses come from addresses of their own; the browser's
// requests carry no X-Forwarded-For and count as the socket's address.
const env = startJourney(() => ({ env: { TRUST_PROXY: '1' } }));

const LOCKED =
  'Hubo demasiados intentos fallidos con esta cuenta y la bloqueamos por un tiempo. Para entrar ahora, usa «Olvidé mi contraseña» y crea una nueva contraseña.';
const NEW_PASSWORD = 'Nueva2026!clave';
const SHOTS = path.join(tmpdir(), 'academia-account-lock');

/** Visible and wholly inside the viewport, and the topmost element at its centre. */
async function onScreen(page: Page, locator: Locator): Promise<boolean> {
  if (!(await locator.isVisible())) return false;
  const box = await locator.boundingBox();
  const viewport = page.viewportSize();
  if (!box || !viewport) return false;
  const inside = box.x >= 0 && box.y >= 0 && box.x + box.width <= viewport.width && box.y + box.height <= viewport.height;
  const uncovered = await locator.evaluate((element) => {
    const rect = element.getBoundingClientRect();
    const top = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
    return top !== null && (element === top || element.contains(top));
  });
  return inside && uncovered;
}

/** Wrong passwords for the demo student, each from an address of its own (as a botnet would). */
async function wrongSignIns(count: number): Promise<void> {
  for (let i = 0; i < count; i += 1) {
    const res = await fetch(`${env.server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': `203.0.113.${i + 1}` },
      body: JSON.stringify({ email: DEMO_STUDENT.email, password: `Adivina${i}!` }),
    });
    expect(res.status).toBe(401);
  }
}

function mailFiles(): string[] {
  try {
    return readdirSync(path.join(env.server.dataDir, 'mail')).filter((file) => file.endsWith('.eml')).sort();
  } catch {
    return [];
  }
}

describe('a locked account', () => {
  it('shows the lock and the way out on the sign-in page, and a new password through the mailed link lifts it', { timeout: 240_000 }, async () => {
    await wrongSignIns(20);
    mkdirSync(SHOTS, { recursive: true });
    for (const width of [390, 1280]) {
      for (const theme of ['light', 'dark'] as const) {
        const { context, page } = await newPage(env.browser, env.server.url, { width, height: width === 390 ? 844 : 800 });
        await page.goto('/login');
        await page.evaluate((t) => localStorage.setItem('theme', t), theme);
        await page.reload();
        await expect.poll(() => page.getByRole('button', { name: 'Iniciar Sesión' }).isEnabled()).toBe(true);
        await waitForApp(page);
        await page.getByLabel('Correo electrónico').fill(DEMO_STUDENT.email);
        await page.getByLabel('Contraseña', { exact: true }).fill(DEMO_STUDENT.password);
        await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
        const message = page.getByText(LOCKED);
        await expect.poll(() => message.isVisible(), { timeout: 15_000 }).toBe(true);
        expect(await onScreen(page, message), `${width} ${theme}`).toBe(true);
        expect(await onScreen(page, page.getByRole('link', { name: 'Olvidé mi contraseña' })), `${width} ${theme}`).toBe(true);
        expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(theme === 'dark');
        await page.screenshot({ path: path.join(SHOTS, `login-locked-${width}-${theme}.png`) });
        await context.close();
      }
    }

    // The owner was told by mail; the way out is a reset link.
    await expect.poll(() => mailFiles().length, { timeout: 15_000 }).toBe(1);
    const notice = parseMessage(readFileSync(path.join(env.server.dataDir, 'mail', mailFiles()[0]), 'utf8'));
    expect(notice.headers.get('subject')).toBe('Bloqueamos el inicio de sesión de tu cuenta - Naturalización Perú');
    const { context, page } = await newPage(env.browser, env.server.url, { width: 390, height: 844 });
    await page.goto('/forgot-password');
    await page.getByLabel('Correo electrónico').fill(DEMO_STUDENT.email);
    await page.getByRole('button', { name: 'Enviar enlace' }).click();
    await expect.poll(() => mailFiles().length, { timeout: 15_000 }).toBe(2);
    const link = linkIn(parseMessage(readFileSync(path.join(env.server.dataDir, 'mail', mailFiles()[1]), 'utf8')).text);
    await page.goto(`${link.pathname}${link.search}`);
    await page.getByLabel('Nueva Contraseña', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('Confirmar Nueva Contraseña').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Guardar contraseña' }).click();
    await expect.poll(() => page.getByText('Tu contraseña fue actualizada. Inicia sesión.').isVisible(), { timeout: 15_000 }).toBe(true);
    await page.goto('/login');
    await page.getByLabel('Correo electrónico').fill(DEMO_STUDENT.email);
    await page.getByLabel('Contraseña', { exact: true }).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 20_000 }).not.toBe('/login');
    await context.close();
  });
});
