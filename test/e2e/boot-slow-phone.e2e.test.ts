/**
 * Issue 33: a mid-range phone (Chromium at the CPU slowdown calibrated for this host, issue 53 §5), a cold first visit to /login (a new context:
 * no cache, no service worker). The prerendered form takes typing the moment it shows, and a tap
 * made before the app has taken the page over is not lost: 'Iniciar Sesión' signs in with what was
 * typed (no retyping), 'Olvidé mi contraseña' navigates.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { COURSE, DEMO_STUDENT, signIn, startJourney } from './support/journey';
import { phoneSlowdown } from './support/phone';

const env = startJourney();
// The phone's slowdown is measured before the journeys (Lighthouse, about 40 s once per run).
beforeAll(() => phoneSlowdown().then(() => undefined), 300_000);

async function slowPhone(): Promise<{ context: BrowserContext; page: Page }> {
  const context = await env.browser.newContext({ baseURL: env.server.url, viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: await phoneSlowdown() });
  return { context, page };
}

/**
 * Whether React has yet to start on the page: Chakra's global stylesheet, which the app inserts as
 * React starts adopting the page, is not there (the prerendered page carries its own under no name).
 */
const appNotReadyYet = (page: Page) => page.evaluate(() => document.querySelector('style[data-emotion="css-global"]') === null);

describe('a slow phone, cold first visit', () => {
  it('types into the sign-in form as soon as it shows and signs in without retyping', async () => {
    const { context, page } = await slowPhone();
    await page.goto('/login', { waitUntil: 'commit' });
    const email = page.getByLabel('Correo electrónico');
    await email.waitFor({ state: 'visible' });
    // No waiting for the app: the fields take typing as painted.
    await email.fill(DEMO_STUDENT.email, { timeout: 5000 });
    await page.getByLabel('Contraseña', { exact: true }).fill(DEMO_STUDENT.password, { timeout: 5000 });
    const typedEarly = await appNotReadyYet(page);
    await page.getByRole('button', { name: 'Iniciar Sesión' }).click({ timeout: 5000 });
    expect(typedEarly, 'the form was typed into before the app took the page over (else this test proves nothing)').toBe(true);
    await page.waitForURL('**/home', { timeout: 30_000 });
    await expect.poll(() => page.getByRole('heading', { name: 'Mis Cursos' }).isVisible(), { timeout: 30_000 }).toBe(true);
    await context.close();
  });

  it("a tap on 'Olvidé mi contraseña' before the app is ready still navigates", async () => {
    const { context, page } = await slowPhone();
    await page.goto('/login', { waitUntil: 'commit' });
    const link = page.getByRole('link', { name: 'Olvidé mi contraseña' });
    await link.waitFor({ state: 'visible' });
    const box = await link.boundingBox();
    expect(box, 'the link has a box on screen').not.toBeNull();
    expect(await appNotReadyYet(page), 'the tap is made before the app took the page over').toBe(true);
    // A finger's tap where the link is painted: no waiting for the page to look ready.
    await page.mouse.click(box!.x + box!.width / 2, box!.y + box!.height / 2);
    await page.waitForURL('**/forgot-password', { timeout: 30_000 });
    await expect.poll(() => page.getByRole('heading', { name: 'Olvidé mi contraseña' }).isVisible(), { timeout: 30_000 }).toBe(true);
    await context.close();
  });

  it("a tap on the icon of 'Abrir navegación' before the app is ready opens the sidebar", async () => {
    const { context, page } = await slowPhone();
    await signIn(page);
    await page.goto(`${COURSE}/introduccion`, { waitUntil: 'commit' });
    const open = page.getByRole('button', { name: 'Abrir navegación' });
    await open.waitFor({ state: 'visible' });
    const icon = await open.locator('svg').boundingBox();
    expect(icon, 'the button draws an icon').not.toBeNull();
    expect(await appNotReadyYet(page), 'the tap is made before the app took the page over').toBe(true);
    // The finger lands on the drawing, not on the button around it.
    await page.mouse.click(icon!.x + icon!.width / 2, icon!.y + icon!.height / 2);
    await expect.poll(() => page.getByRole('navigation', { name: 'Navegación' }).isVisible(), { timeout: 30_000 }).toBe(true);
    await context.close();
  });
});
