/**
 * Issue 32, the operator's side, as the operator sees it (in the window, not covered): §8 the
 * students list on a 768 px tablet keeps attempts, best score, readiness and the row's menu in sight
 * without sideways scrolling; §9 'Enviar enlace' without SMTP shows the one-time link to copy, never a
 * server path. Screens at 768 and 1280 px, light and dark; axe with the menu and the dialog open.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { seriousViolations } from './support/axe';
import { adminCli } from './support/cli';
import { operatorConsole, startJourney } from './support/journey';
import { onScreen, shoot } from './support/visible';

const OPERATOR = { email: 'olga.operadora@academia.pe', name: 'Olga Operadora', password: 'Consola2026!' } as const;
const STUDENT = { email: 'maria.fernanda.quispe.huaman@correo.pe', name: 'María Fernanda Quispe Huamán' } as const;

const env = startJourney(() => ({
  async prepare(dataDir) {
    await adminCli(dataDir, 'create-operator', '--email', OPERATOR.email, '--name', OPERATOR.name, '--password', OPERATOR.password);
    // The demo student is seeded only into an empty database: this one has the operator.
    await adminCli(dataDir, 'create-student', '--email', STUDENT.email, '--name', STUDENT.name);
    await adminCli(dataDir, 'grant-course', '--email', STUDENT.email, '--course', 'examen-de-naturalizacion');
  },
}));

async function operatorPage(width: number, colorScheme: 'light' | 'dark'): Promise<Page> {
  const page = await operatorConsole(env, OPERATOR, width, colorScheme);
  await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Estudiantes' }).isVisible()).toBe(true);
  return page;
}

describe('the console for an operator', () => {
  for (const width of [768, 1280]) {
    for (const scheme of ['light', 'dark'] as const) {
      it(`§8 the students list fits a ${width} px screen (${scheme}): its figures and the row's menu in sight`, { timeout: 120_000 }, async () => {
        const page = await operatorPage(width, scheme);
        const table = page.getByRole('region', { name: 'Lista de estudiantes' });
        await expect.poll(() => table.getByRole('link', { name: STUDENT.name }).isVisible()).toBe(true);
        expect(await table.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(1);
        for (const name of ['Nombre', 'Acceso', 'Intentos', 'Mejor nota', 'Preparación']) {
          expect(await onScreen(table.getByRole('columnheader', { name })), name).toBe(true);
        }
        // The email is still there, under the name where it has no column.
        expect(await onScreen(table.getByText(STUDENT.email).locator('visible=true').first())).toBe(true);
        const menu = table.getByRole('button', { name: `Acciones para ${STUDENT.name}` });
        expect(await onScreen(menu)).toBe(true);
        await menu.click();
        await expect.poll(() => onScreen(page.getByRole('menuitem', { name: 'Revocar acceso' }))).toBe(true);
        await shoot(page, `trips-8-students-${width}-${scheme}`);
        expect(await seriousViolations(page)).toEqual([]);
        await page.keyboard.press('Escape');
        await page.context().close();
      });

      it(`§9 'Enviar enlace' without SMTP shows the one-time link to copy, never a path (${width} px, ${scheme})`, { timeout: 120_000 }, async () => {
        const page = await operatorPage(width, scheme);
        await page.getByRole('link', { name: STUDENT.name }).click();
        await expect.poll(() => page.getByRole('heading', { level: 1, name: STUDENT.name }).isVisible()).toBe(true);
        await page.getByRole('button', { name: 'Enviar enlace para restablecer contraseña' }).click();
        const dialog = page.getByRole('dialog', { name: 'Enlace para restablecer la contraseña' });
        await expect.poll(() => onScreen(dialog)).toBe(true);
        const link = await dialog.getByTestId('handover-link').textContent();
        expect(link).toMatch(/^https?:\/\/[^/]+\/reset-password\?token=[\w-]{43}$/);
        expect(await onScreen(dialog.getByRole('button', { name: 'Copiar enlace' }))).toBe(true);
        expect(await page.getByText(/DATA_DIR|carpeta de salida/).count()).toBe(0);
        await shoot(page, `trips-9-handover-${width}-${scheme}`);
        expect(await seriousViolations(page)).toEqual([]);
        await dialog.getByRole('button', { name: 'Listo' }).click();
        await expect.poll(() => dialog.count()).toBe(0);

        // The link works once, for the student.
        const student = await page.context().browser()!.newContext({ baseURL: env.server.url, locale: 'es-PE' });
        const reset = await student.newPage();
        const url = new URL(link!);
        await reset.goto(url.pathname + url.search);
        await expect.poll(() => reset.getByLabel('Nueva Contraseña', { exact: true }).isVisible()).toBe(true);
        await student.close();
        await page.context().close();
      });
    }
  }
});
