/**
 * The console's sections on a tablet and a phone (issue 54 §9): the row of sections scrolls sideways
 * there, and the open section is always in view, whether the address was opened directly or reached
 * from the row (the router's own scroll restoration must not push it back out).
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { adminCli } from './support/cli';
import { operatorConsole, startJourney } from './support/journey';

const OPERATOR = { email: 'olga@academia.pe', password: 'Clave2026!x' };
const env = startJourney(() => ({
  prepare: async (dir) => void (await adminCli(dir, 'create-operator', '--email', OPERATOR.email, '--name', 'Olga Ríos', '--password', OPERATOR.password)),
}));

const section = (page: Page, name: string) => page.getByRole('navigation', { name: 'Consola' }).getByRole('link', { name });

async function expectInView(page: Page, name: string, width: number): Promise<void> {
  await expect.poll(() => section(page, name).getAttribute('aria-current')).toBe('page');
  await expect
    .poll(async () => {
      const box = (await section(page, name).boundingBox())!;
      return box.x >= 0 && box.x + box.width <= width;
    })
    .toBe(true);
}

describe('console sections on narrow screens', () => {
  for (const width of [768, 390]) {
    it(`at ${width} px the open section is in view`, async () => {
      const page = await operatorConsole(env, OPERATOR, width, 'light');
      await page.goto('/admin/actividad');
      await expectInView(page, 'Actividad', width);
      await section(page, 'Estudiantes').click();
      await page.waitForURL('**/admin/estudiantes');
      await expectInView(page, 'Estudiantes', width);
      await section(page, 'Códigos').click();
      await page.waitForURL('**/admin/codigos');
      await expectInView(page, 'Códigos', width);
      // The page itself never scrolls sideways.
      expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
      await page.context().close();
    });
  }
});
