/** Issues 3 and 4 journeys: every study route, the guard, the phone sidebar, external links. */
import { describe, expect, it } from 'vitest';
import { studyPages } from '../../src/content/course';
import { pageTitle } from '../../src/features/study/study-page';
import { COURSE, newPage, signIn, startJourney } from './support/journey';

const env = startJourney();

describe('course area', () => {
  it('a signed-in student opens every study route and sees its numbered title', { timeout: 240_000 }, async () => {
    const { context, page } = await newPage(env.browser, env.server.url);
    await signIn(page);
    await page.goto(COURSE);
    await page.waitForURL(`**${COURSE}/introduccion`);
    for (const meta of studyPages) {
      await page.goto(`${COURSE}/${meta.path}`);
      const heading = page.getByRole('heading', { level: 1 });
      await expect.poll(() => heading.textContent(), { message: meta.path }).toBe(pageTitle(meta));
      expect(await page.locator('article > footer').getByRole('heading', { name: 'Fuentes', exact: true }).isVisible(), meta.path).toBe(true);
      expect(await page.getByText(/^Última revisión:/).isVisible(), meta.path).toBe(true);
    }
    await context.close();
  });

  it('external links open in a new tab without opener or referrer', async () => {
    const { context, page } = await newPage(env.browser, env.server.url);
    await signIn(page);
    for (const path of ['material/congresistas', 'material/migraciones', 'material/presidentes']) {
      await page.goto(`${COURSE}/${path}`);
      await expect.poll(() => page.getByRole('heading', { level: 1 }).isVisible()).toBe(true);
      const links = await page.locator('a[href^="http"]').evaluateAll((as) => as.map((a) => ({ href: a.getAttribute('href'), target: a.getAttribute('target'), rel: a.getAttribute('rel') })));
      expect(links.length, path).toBeGreaterThan(0);
      for (const link of links) {
        expect(link.target, link.href ?? '').toBe('_blank');
        expect(link.rel, link.href ?? '').toBe('noopener noreferrer');
      }
    }
    await page.goto(`${COURSE}/material/congresistas`);
    await expect.poll(() => page.locator('a[href="https://www.gob.pe/pcm"]').count()).toBeGreaterThan(0);
    expect(await page.locator('a[href^="https://www.congreso.gob.pe"]').count()).toBeGreaterThan(0);
    await context.close();
  });

  it('a signed-out visitor is sent to login', async () => {
    const { context, page } = await newPage(env.browser, env.server.url);
    await page.goto(`${COURSE}/material/geografia`);
    // No session ever held here: no message (issue 17, item 5), and back to the page after sign-in.
    await page.waitForURL(/\/login\?redirect=/);
    expect(new URL(page.url()).searchParams.has('error')).toBe(false);
    await context.close();
  });

  it('an in-page link lands on the section anchor', async () => {
    const { context, page } = await newPage(env.browser, env.server.url);
    await signIn(page);
    await page.goto(`${COURSE}/material/geografia#regiones`);
    await expect.poll(() => page.locator('#regiones').isVisible()).toBe(true);
    await context.close();
  });

  it('on a phone the sidebar opens, closes on an outside click and on navigation', async () => {
    const { context, page } = await newPage(env.browser, env.server.url, { width: 390, height: 800 });
    await signIn(page);
    await page.goto(`${COURSE}/introduccion`);
    const nav = page.getByRole('navigation', { name: 'Navegación' });
    await expect.poll(() => nav.isVisible()).toBe(false);

    await page.getByRole('button', { name: 'Abrir navegación' }).click();
    await expect.poll(() => nav.isVisible()).toBe(true);
    await page.mouse.click(370, 400); // the overlay, outside the panel
    await expect.poll(() => nav.isVisible()).toBe(false);

    await page.getByRole('button', { name: 'Abrir navegación' }).click();
    await expect.poll(() => nav.isVisible()).toBe(true);
    await nav.getByRole('button', { name: 'Material de estudio' }).click();
    await nav.getByRole('link', { name: '2.1 Las Ocho Regiones Naturales del Perú' }).click();
    await page.waitForURL(`**${COURSE}/material/geografia`);
    await expect.poll(() => nav.isVisible()).toBe(false);
    await context.close();
  });
});
