/**
 * A student's record corrected and deleted from the console (issue 54 §3), from a fresh operator
 * sign-in on a real server: the roster's search survives a visit to the student and Back (§7); 'Editar
 * datos' fixes a garbled name and the email (the student then signs in with the new one); 'Eliminar
 * estudiante' asks in a dialog naming her, removes her from the roster and her sign-in, and the
 * deletion is found in 'Actividad' by its action. The student's page at 390, 768 and 1280 px, light
 * and dark, is shot and checked for sideways scrolling at 390 px.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { adminCli } from './support/cli';
import { operatorConsole, startJourney } from './support/journey';
import { shoot } from './support/visible';

const OPERATOR = { email: 'olga.fichas@academia.pe', name: 'Olga Operadora', password: 'Consola2026!' } as const;
const ROSA = { email: 'rosa.perez@correo.pe', name: 'Rosa P\uFFFDrez Guti\uFFFDrrez', password: 'Rosa2026!' } as const;
const FIXED = { name: 'Rosa Pérez Gutiérrez', email: 'rosa.gutierrez@correo.pe' } as const;

const env = startJourney(() => ({
  async prepare(dataDir) {
    await adminCli(dataDir, 'create-operator', '--email', OPERATOR.email, '--name', OPERATOR.name, '--password', OPERATOR.password);
    await adminCli(dataDir, 'create-student', '--email', ROSA.email, '--name', ROSA.name, '--password', ROSA.password);
  },
}));

async function loginStatus(page: Page, email: string, password: string): Promise<number> {
  return page.evaluate(
    async ([e, p]) => (await fetch('/api/auth/login', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email: e, password: p }) })).status,
    [email, password] as const,
  );
}

/** How far the page scrolls sideways (0: it fits). */
const sideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

describe('a student record corrected and deleted', () => {
  it('edits the name and email, then deletes the student after a confirmation naming her', { timeout: 300_000 }, async () => {
    const page = await operatorConsole(env, OPERATOR, 768, 'light');
    // The roster's search is in the URL: the student's page and Back bring the same list.
    await page.getByLabel('Buscar por nombre o correo').fill('rosa');
    await page.waitForURL(/q=rosa/);
    await page.getByRole('link', { name: ROSA.name }).first().click();
    await expect.poll(() => page.getByRole('heading', { level: 1, name: ROSA.name }).isVisible()).toBe(true);
    await page.goBack();
    await expect.poll(() => page.getByLabel('Buscar por nombre o correo').inputValue()).toBe('rosa');
    await expect.poll(() => page.getByText('1 estudiante coincide con «rosa»').isVisible()).toBe(true);
    await page.getByRole('link', { name: ROSA.name }).first().click();

    // 'Editar datos': the garbled name and a new email.
    await page.getByRole('button', { name: 'Editar datos' }).click();
    const edit = page.getByRole('dialog', { name: `Editar datos de ${ROSA.name}` });
    await edit.getByLabel('Nombre completo').fill(FIXED.name);
    await edit.getByLabel('Correo electrónico').fill(FIXED.email);
    await edit.getByRole('button', { name: 'Guardar cambios' }).click();
    await expect.poll(() => page.getByRole('heading', { level: 1, name: FIXED.name }).isVisible()).toBe(true);
    await expect.poll(() => page.getByText(FIXED.email).first().isVisible()).toBe(true);
    expect(await loginStatus(page, FIXED.email, ROSA.password)).toBe(200);
    expect(await loginStatus(page, ROSA.email, ROSA.password)).toBe(401);

    // Her page at every width, light and dark: looked at, and no sideways scrolling on a phone.
    const widths: Record<number, number> = {};
    for (const scheme of ['light', 'dark'] as const) {
      for (const width of [390, 768, 1280]) {
        await page.emulateMedia({ colorScheme: scheme });
        await page.setViewportSize({ width, height: 900 });
        await expect.poll(() => page.getByRole('heading', { level: 1, name: FIXED.name }).isVisible()).toBe(true);
        await shoot(page, `student-record-${width}-${scheme}`);
        widths[width] = await sideways(page);
      }
    }
    console.info(`student page, sideways scroll (px): ${JSON.stringify(widths)}`);
    await page.setViewportSize({ width: 768, height: 900 });

    // 'Eliminar estudiante': asked in a dialog that names her.
    await page.getByRole('button', { name: 'Eliminar estudiante' }).click();
    const ask = page.getByRole('alertdialog', { name: `¿Eliminar a ${FIXED.name}?` });
    await expect.poll(() => ask.getByText(/Sus respuestas siguen contando/).isVisible()).toBe(true);
    await shoot(page, 'student-record-delete-768-light');
    await ask.getByRole('button', { name: 'Eliminar estudiante' }).click();
    await page.waitForURL(/\/admin\/estudiantes(\?.*)?$/);
    await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Estudiantes' }).isVisible()).toBe(true);
    await page.getByLabel('Buscar por nombre o correo').fill('rosa');
    await expect.poll(() => page.getByText('Ningún estudiante coincide con «rosa».').isVisible()).toBe(true);
    expect(await loginStatus(page, FIXED.email, ROSA.password)).toBe(401);

    // 'Actividad', filtered by the action: the deletion, with no name left in it.
    await page.getByRole('navigation', { name: 'Consola' }).getByRole('link', { name: 'Actividad', exact: true }).click();
    await page.getByLabel('Acción').selectOption({ label: 'Eliminó un estudiante' });
    const log = page.getByRole('region', { name: 'Registro de actividad' });
    await expect.poll(() => log.getByText('Eliminó sus datos personales (sus respuestas siguen en las estadísticas)').isVisible()).toBe(true);
    expect(await log.getByText(FIXED.name).count()).toBe(0);
    await shoot(page, 'activity-filtered-768-light');
    await page.context().close();
  });
});
