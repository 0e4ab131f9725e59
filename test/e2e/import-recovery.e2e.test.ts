/**
 * Issue 54 §1–2, as an operator sees it from a fresh sign-in: a class list saved by Excel as 'CSV
 * (delimitado por comas)' (Windows-1252, 'Apellidos;Nombres;Correo') previews 'Leído como
 * Windows-1252' with every name whole, in 'Nombres Apellidos' order; the operator creates the
 * accounts and leaves without downloading the passwords. Back on the page, 'Importaciones
 * anteriores' shows the accounts waiting; 'Descargar contraseñas' hands over a new file, a student
 * signs in with it, and the batch reads 'Entregados'. At 1280 and 768 px, light and dark; axe on each.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import Papa from 'papaparse';
import { seriousViolations } from './support/axe';
import { adminCli } from './support/cli';
import { operatorConsole, signIn, startJourney } from './support/journey';
import { onScreen, shoot } from './support/visible';

const OPERATOR = { email: 'olga.operadora@academia.pe', name: 'Olga Operadora', password: 'Consola2026!' } as const;

const env = startJourney(() => ({
  async prepare(dataDir) {
    await adminCli(dataDir, 'create-operator', '--email', OPERATOR.email, '--name', OPERATOR.name, '--password', OPERATOR.password);
  },
}));

/** Three students as Excel on Windows saves them: one byte per letter (Windows-1252: ’ is 0x92), surnames first. */
const windowsList = (prefix: string) =>
  Buffer.concat([
    Buffer.from(`Apellidos;Nombres;Correo\r\nPérez Gutiérrez;Rosa;${prefix}.rosa@clase.pe\r\nNúñez Ñahui;José;${prefix}.jose@clase.pe\r\nO`, 'latin1'),
    Buffer.from([0x92]),
    Buffer.from(`Brien Quispe;Ana;${prefix}.ana@clase.pe\r\n`, 'latin1'),
  ]);

describe('a class list from Excel on Windows, and an import whose passwords were never downloaded', () => {
  for (const [width, scheme] of [
    [1280, 'light'],
    [768, 'dark'],
  ] as const) {
    it(`previews the names whole and hands the waiting accounts their passwords later (${width} px, ${scheme})`, { timeout: 180_000 }, async () => {
      const prefix = `w${width}`;
      const page = await operatorConsole(env, OPERATOR, width, scheme);
      await page.goto('/admin/estudiantes/importar');
      await page.getByLabel('Archivo CSV de la clase').setInputFiles({ name: `clase-${prefix}.csv`, mimeType: 'text/csv', buffer: windowsList(prefix) });
      await expect.poll(() => page.getByText('Leído como Windows-1252: los nombres se guardarán como se ven aquí.').isVisible()).toBe(true);
      const rows = page.getByRole('region', { name: 'Filas del archivo' });
      expect(await onScreen(rows.getByRole('cell', { name: 'Rosa Pérez Gutiérrez' }))).toBe(true);
      expect(await onScreen(rows.getByRole('cell', { name: 'José Núñez Ñahui' }))).toBe(true);
      expect(await onScreen(rows.getByRole('cell', { name: 'Ana O’Brien Quispe' }))).toBe(true);
      await shoot(page, `import-windows-1252-${width}-${scheme}`);
      expect(await seriousViolations(page)).toEqual([]);

      await page.getByRole('button', { name: 'Crear 3 estudiantes' }).click();
      await expect.poll(() => page.getByText('Se crearon 3 estudiantes con acceso al curso.').isVisible(), { timeout: 60_000 }).toBe(true);
      // The operator leaves without downloading the passwords, then comes back.
      await page.getByRole('link', { name: 'Volver a estudiantes' }).click();
      await expect.poll(() => page.getByRole('link', { name: 'Rosa Pérez Gutiérrez', exact: true }).first().isVisible()).toBe(true);
      await page.getByRole('link', { name: 'Importar estudiantes' }).click();
      const batches = page.getByRole('region', { name: 'Importaciones anteriores' });
      const batch = batches.getByRole('row').filter({ hasText: `clase-${prefix}.csv` });
      await expect.poll(() => batch.getByText('3 cuentas esperan sus datos').isVisible()).toBe(true);
      await batch.scrollIntoViewIfNeeded();
      await shoot(page, `import-batches-${width}-${scheme}`);
      expect(await seriousViolations(page)).toEqual([]);

      const [download] = await Promise.all([page.waitForEvent('download'), batch.getByRole('button', { name: 'Descargar contraseñas (3)' }).click()]);
      const handed = Papa.parse<string[]>(readFileSync((await download.path())!, 'utf8').replace(/^\uFEFF/, ''), { skipEmptyLines: true }).data;
      expect(handed.slice(1).map((r) => r.slice(0, 2))).toEqual([
        ['Rosa Pérez Gutiérrez', `${prefix}.rosa@clase.pe`],
        ['José Núñez Ñahui', `${prefix}.jose@clase.pe`],
        ['Ana O’Brien Quispe', `${prefix}.ana@clase.pe`],
      ]);
      await expect.poll(() => batch.getByText('Entregados').isVisible()).toBe(true);
      await page.context().close();

      const student = await env.browser.newContext({ baseURL: env.server.url, viewport: { width: 390, height: 844 }, locale: 'es-PE' });
      const phone = await student.newPage();
      // Signs in (Mis Cursos) with the password of the file downloaded later.
      await signIn(phone, handed[1][1], handed[1][2]);
      await student.close();
    });
  }
});
