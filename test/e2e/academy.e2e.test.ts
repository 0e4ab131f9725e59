/**
 * Issue 36, as the operator and the new students see it (in the window, not covered): a class list
 * of 30 rows with 3 bad ones is previewed with each problem, 27 students are created and one signs in
 * with the password handed over; a batch of access codes is made in the console and a new student
 * signs up with one at /activar (390 px) and lands in Mis Cursos; /activar says it needs a
 * connection when offline. The console at 1280 and 768 px and /activar at 390 px, light and dark;
 * axe on each.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import Papa from 'papaparse';
import { limaDate } from '../../src/shared/course-access';
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

function operatorPage(width: number, colorScheme: 'light' | 'dark'): Promise<Page> {
  return operatorConsole(env, OPERATOR, width, colorScheme);
}

/** 30 rows as Excel in Spanish saves them (BOM, ';', CRLF); rows 5, 12 and 20 are bad. */
function classList(prefix: string): string {
  const rows = Array.from({ length: 30 }, (_, i) => `Alumna ${prefix} ${i + 1};${prefix}.alumna${i + 1}@clase.pe;31/12/2026`);
  rows[3] = `Correo Malo;${prefix}.sin-arroba.clase.pe;`;
  rows[10] = `Repetida;${prefix}.alumna1@clase.pe;`;
  rows[18] = `Fecha Rara;${prefix}.fecha@clase.pe;31/02/2026`;
  return `\uFEFF${['Nombre;Correo;Acceso hasta', ...rows].join('\r\n')}\r\n`;
}

async function choose(page: Page, csv: string) {
  await page.getByLabel('Archivo CSV de la clase').setInputFiles({ name: 'clase.csv', mimeType: 'text/csv', buffer: Buffer.from(csv, 'utf8') });
  await expect.poll(() => page.getByText('27 filas listas para importar · 3 filas con problemas (no se importarán)').isVisible()).toBe(true);
}

describe('students at risk', () => {
  it('a student whose access ends in 3 days is listed with why, and "Ver estudiante" opens them', { timeout: 120_000 }, async () => {
    const page = await operatorPage(1280, 'light');
    const ends = limaDate(Date.now() + 3 * 24 * 60 * 60 * 1000);
    const [year, month, day] = ends.split('-');
    await page.goto('/admin/estudiantes/importar');
    await page.getByLabel('Archivo CSV de la clase').setInputFiles({
      name: 'vence.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(`Nombre,Correo,Acceso hasta\nPedro Vence Pronto,pedro.vence@clase.pe,${day}/${month}/${year}\n`, 'utf8'),
    });
    await page.getByRole('button', { name: 'Crear 1 estudiante' }).click();
    await expect.poll(() => page.getByText('Se creó 1 estudiante con acceso al curso.').isVisible(), { timeout: 30_000 }).toBe(true);
    await page.getByRole('link', { name: 'En riesgo' }).click();
    const table = page.getByRole('region', { name: 'Estudiantes en riesgo' });
    await expect.poll(() => table.getByText('Pedro Vence Pronto').isVisible()).toBe(true);
    expect(await onScreen(table.getByText(`Su acceso vence en 3 días (${day}/${month}/${year})`))).toBe(true);
    expect(await onScreen(table.getByRole('link', { name: 'Enviar aviso a Pedro Vence Pronto' }))).toBe(true);
    await table.getByRole('link', { name: 'Ver estudiante Pedro Vence Pronto' }).click();
    await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Pedro Vence Pronto' }).isVisible()).toBe(true);
    await page.context().close();
  });
});

describe('importing a class', () => {
  it('previews 30 rows with 3 problems, creates 27 and one of them signs in with the password handed over', { timeout: 180_000 }, async () => {
    const page = await operatorPage(1280, 'light');
    await page.getByRole('link', { name: 'Importar estudiantes' }).click();
    await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Importar estudiantes' }).isVisible()).toBe(true);
    await choose(page, classList('uno'));
    const table = page.getByRole('region', { name: 'Filas del archivo' });
    await table.getByText('El correo «uno.sin-arroba.clase.pe» no es válido.').scrollIntoViewIfNeeded();
    expect(await onScreen(table.getByText('El correo «uno.sin-arroba.clase.pe» no es válido.'))).toBe(true);
    for (const problem of ['El correo está repetido en el archivo (fila 2).', 'No se entiende la fecha «31/02/2026»: escríbela como 31/12/2026 o 2026-12-31.']) {
      await table.getByText(problem).scrollIntoViewIfNeeded();
      expect(await onScreen(table.getByText(problem)), problem).toBe(true);
    }
    await page.getByRole('button', { name: 'Crear 27 estudiantes' }).click();
    await expect.poll(() => onScreen(page.getByText('Se crearon 27 estudiantes con acceso al curso.')), { timeout: 60_000 }).toBe(true);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Descargar contraseñas (CSV)' }).click()]);
    const handed = Papa.parse<string[]>(readFileSync((await download.path())!, 'utf8').replace(/^\uFEFF/, ''), { skipEmptyLines: true }).data;
    expect(handed).toHaveLength(28);
    const [name, email, password] = handed[1];
    expect([name, email]).toEqual(['Alumna uno 1', 'uno.alumna1@clase.pe']);

    // The students list has them.
    await page.getByRole('link', { name: 'Volver a estudiantes' }).click();
    await expect.poll(() => page.getByRole('link', { name: 'Alumna uno 1', exact: true }).isVisible()).toBe(true);
    await page.context().close();

    const student = await env.browser.newContext({ baseURL: env.server.url, viewport: { width: 390, height: 844 }, locale: 'es-PE' });
    const phone = await student.newPage();
    await signIn(phone, email, password);
    const access = phone.getByText('Acceso hasta 31 de diciembre de 2026');
    await expect.poll(() => access.isVisible()).toBe(true);
    await access.scrollIntoViewIfNeeded();
    expect(await onScreen(access)).toBe(true);
    await student.close();
  });

  for (const width of [768, 1280]) {
    for (const scheme of ['light', 'dark'] as const) {
      it(`the import's preview and the codes fit a ${width} px screen (${scheme})`, { timeout: 120_000 }, async () => {
        const page = await operatorPage(width, scheme);
        await page.goto('/admin/estudiantes/importar');
        await choose(page, classList(`${width}${scheme}`));
        expect(await onScreen(page.getByRole('button', { name: 'Crear 27 estudiantes' }))).toBe(true);
        await shoot(page, `academy-import-${width}-${scheme}`);
        expect(await seriousViolations(page)).toEqual([]);
        await page.getByRole('link', { name: 'Códigos' }).click();
        await page.getByRole('button', { name: 'Crear códigos' }).click();
        await expect.poll(() => page.getByRole('region', { name: 'Códigos de acceso' }).getByText('Libre').first().isVisible()).toBe(true);
        expect(await onScreen(page.getByRole('columnheader', { name: 'Usado por' }))).toBe(true);
        await shoot(page, `academy-codes-${width}-${scheme}`);
        expect(await seriousViolations(page)).toEqual([]);
        await page.getByRole('link', { name: 'En riesgo' }).click();
        await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Estudiantes en riesgo' }).isVisible()).toBe(true);
        await expect.poll(() => page.getByText(/Buscando/).count()).toBe(0);
        await shoot(page, `academy-at-risk-${width}-${scheme}`);
        expect(await seriousViolations(page)).toEqual([]);
        await page.context().close();
      });
    }
  }
});

describe('access codes', () => {
  it('a code made in the console signs a new student up at /activar and lands in Mis Cursos; the code then shows who used it', { timeout: 180_000 }, async () => {
    const console = await operatorPage(1280, 'light');
    await console.getByRole('link', { name: 'Códigos' }).click();
    await console.getByLabel('Cantidad').fill('2');
    await console.getByLabel('Días de acceso').fill('30');
    await console.getByRole('button', { name: 'Crear códigos' }).click();
    const codes = console.getByRole('region', { name: 'Códigos de acceso' });
    await expect.poll(() => codes.getByText('Libre').count()).toBeGreaterThanOrEqual(2);
    const [code, other] = (await codes.locator('tbody tr td:first-child').allTextContents()).map((text) => text.trim());
    expect(code).toMatch(/^[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/);

    for (const scheme of ['light', 'dark'] as const) {
      const context = await env.browser.newContext({ baseURL: env.server.url, viewport: { width: 390, height: 844 }, colorScheme: scheme, locale: 'es-PE', bypassCSP: true, reducedMotion: 'reduce' });
      const page = await context.newPage();
      await page.goto('/activar');
      await expect.poll(() => page.getByRole('heading', { name: 'Activa tu código de acceso' }).isVisible()).toBe(true);
      await shoot(page, `academy-activar-390-${scheme}`);
      expect(await seriousViolations(page)).toEqual([]);
      // Offline it says a connection is needed, before anything is typed.
      await context.setOffline(true);
      await expect.poll(() => onScreen(page.getByText('Necesitas conexión a internet para activar tu código.'))).toBe(true);
      await shoot(page, `academy-activar-offline-390-${scheme}`);
      await context.setOffline(false);
      if (scheme === 'dark') {
        await context.close();
        continue;
      }
      await page.getByLabel('Código de acceso').fill(code.toLowerCase());
      await page.getByLabel('Nombre completo').fill('Rosa Mamani');
      await page.getByLabel('Correo electrónico').fill('rosa.mamani@correo.pe');
      await page.getByLabel('Nueva Contraseña', { exact: true }).fill('Rosa2026!');
      await page.getByLabel('Confirmar Nueva Contraseña', { exact: true }).fill('Rosa2026!');
      await page.getByRole('button', { name: 'Activar y entrar' }).click();
      await page.waitForURL('**/home');
      await expect.poll(() => onScreen(page.getByRole('heading', { name: 'Mis Cursos' }))).toBe(true);
      await expect.poll(() => page.getByText(/^Acceso hasta /).isVisible()).toBe(true);

      // Signed in, /activar redeems a code for her own account: the access grows by its 30 days.
      await page.goto('/activar');
      await page.getByLabel('Código de acceso').fill(other);
      await page.getByRole('button', { name: 'Canjear código' }).click();
      await expect.poll(() => onScreen(page.getByText(/^Listo: tu acceso al curso llega ahora hasta el /))).toBe(true);
      await shoot(page, 'academy-activar-redeem-390-light');
      expect(await seriousViolations(page)).toEqual([]);

      // The same code again is refused in Spanish.
      const again = await env.browser.newContext({ baseURL: env.server.url, viewport: { width: 390, height: 844 }, locale: 'es-PE' });
      const second = await again.newPage();
      await second.goto('/activar');
      await second.getByLabel('Código de acceso').fill(code);
      await second.getByLabel('Nombre completo').fill('Otra Persona');
      await second.getByLabel('Correo electrónico').fill('otra.persona@correo.pe');
      await second.getByLabel('Nueva Contraseña', { exact: true }).fill('Otra2026!');
      await second.getByLabel('Confirmar Nueva Contraseña', { exact: true }).fill('Otra2026!');
      await second.getByRole('button', { name: 'Activar y entrar' }).click();
      await expect.poll(() => onScreen(second.getByText('Este código ya fue usado. Cada código sirve una sola vez.'))).toBe(true);
      await again.close();
      await context.close();
    }

    await console.reload();
    // Both codes of the batch: one for the account, one to extend it.
    await expect.poll(() => codes.getByText('rosa.mamani@correo.pe', { exact: false }).count()).toBe(2);
    expect(await onScreen(codes.getByText('rosa.mamani@correo.pe', { exact: false }).first())).toBe(true);
    await console.context().close();
  });
});
