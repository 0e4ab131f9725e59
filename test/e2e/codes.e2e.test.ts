/**
 * 'Códigos' (issue 54 §11) as an operator uses it, from a fresh sign-in on a real server: a new batch
 * opens filtered to itself with 'Copiar códigos', 'Descargar CSV' and 'Imprimir'; the copy holds the
 * batch's free codes, the file is named after the batch, the printed page shows the codes and nothing
 * of the console; a code voided after asking is refused at /activar. Screens at 390, 768 and 1280 px,
 * light and dark, with axe.
 */
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { adminCli } from './support/cli';
import { operatorConsole, startJourney } from './support/journey';
import { onScreen, shoot } from './support/visible';

const OPERATOR = { email: 'carla.codigos@academia.pe', name: 'Carla Operadora', password: 'Consola2026!' } as const;
const CODE_SHAPE = /^[0-9A-HJKMNP-TV-Z]{4}(-[0-9A-HJKMNP-TV-Z]{4}){3}$/;

const env = startJourney(() => ({
  async prepare(dataDir) {
    await adminCli(dataDir, 'create-operator', '--email', OPERATOR.email, '--name', OPERATOR.name, '--password', OPERATOR.password);
  },
}));

describe('a batch of access codes', () => {
  it('is copied, downloaded and printed; a voided code is refused at /activar', { timeout: 240_000 }, async () => {
    const page = await operatorConsole(env, OPERATOR, 1280, 'light');
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.getByRole('navigation', { name: 'Consola' }).getByRole('link', { name: 'Códigos', exact: true }).click();
    await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Códigos de acceso' }).isVisible()).toBe(true);
    await page.getByLabel('Cantidad').fill('3');
    await page.getByRole('button', { name: 'Crear códigos' }).click();
    const bar = page.getByRole('region', { name: /^Lote n\.° \d+$/ });
    await expect.poll(() => bar.getByText(/^3 códigos · 3 libres · 90 días de acceso/).isVisible()).toBe(true);
    expect(await onScreen(bar.getByRole('button', { name: 'Imprimir' }))).toBe(true);

    await bar.getByRole('button', { name: 'Copiar códigos' }).click();
    const copied = (await page.evaluate(() => navigator.clipboard.readText())).split('\n');
    expect(copied).toHaveLength(3);
    for (const code of copied) expect(code).toMatch(CODE_SHAPE);

    const download = page.waitForEvent('download');
    await bar.getByRole('button', { name: 'Descargar CSV' }).click();
    expect((await download).suggestedFilename()).toMatch(/^codigos-lote-\d+\.csv$/);

    // Printed: the sheet with the codes, and none of the console.
    await page.emulateMedia({ media: 'print' });
    expect(await page.locator('.codes-print-sheet li').allTextContents()).toEqual(expect.arrayContaining(copied));
    expect(await page.locator('.codes-print-sheet').isVisible()).toBe(true);
    expect(await page.getByRole('heading', { level: 1, name: 'Códigos de acceso', exact: true }).isVisible()).toBe(false);
    expect(await page.getByRole('navigation', { name: 'Consola' }).isVisible()).toBe(false);
    await shoot(page, 'codes-print-1280');
    await page.emulateMedia({ media: 'screen' });
    expect(await page.locator('.codes-print-sheet').isVisible()).toBe(false);

    // Voided after asking; the code is refused where a new student would use it.
    await page.getByRole('button', { name: `Anular el código ${copied[0]}` }).click();
    await page.getByRole('button', { name: 'Sí, anular' }).click();
    await expect.poll(() => bar.getByText(/^3 códigos · 2 libres/).isVisible()).toBe(true);
    const refused = await fetch(`${env.server.url}/api/codes/activate`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ code: copied[0], name: 'Nueva', email: 'nueva.codigos@correo.pe', newPassword: 'Nueva2026!x', confirmPassword: 'Nueva2026!x' }),
    });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { message: string }).message).toBe('Este código fue anulado por la academia. Pide uno nuevo.');
    expect(await seriousViolations(page)).toEqual([]);
    await shoot(page, 'codes-1280-light');

    for (const [width, scheme] of [[390, 'dark'], [768, 'dark'], [1280, 'dark'], [390, 'light'], [768, 'light']] as const) {
      const other = await operatorConsole(env, OPERATOR, width, scheme);
      await other.goto('/admin/codigos');
      await expect.poll(() => other.getByRole('heading', { level: 1, name: 'Códigos de acceso' }).isVisible()).toBe(true);
      await other.getByRole('button', { name: /^Ver el lote n\.° \d+$/ }).first().click();
      await expect.poll(() => other.getByRole('region', { name: /^Lote n\.° \d+$/ }).getByRole('button', { name: 'Imprimir' }).isVisible()).toBe(true);
      expect(await other.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
      expect(await seriousViolations(other)).toEqual([]);
      await shoot(other, `codes-${width}-${scheme}`);
      await other.context().close();
    }
    await page.context().close();
  });
});
