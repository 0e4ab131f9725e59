/**
 * Issue 50 §1 and §8, from a fresh sign-in: an access code has somewhere to go. The sign-in page leads
 * to /activar; /activar's message for an email that has an account leads to sign-in; a signed-in
 * student without a course redeems the code from Mis Cursos' empty state and sees the course appear,
 * and finds 'Canjear código' in the user menu. Field errors on sign-in and /activar pass axe's
 * contrast check (4.5:1) in light and dark. Screenshots at 390 and 1280 px, light and dark.
 */
import { describe, expect, it, vi } from 'vitest';
import type { Page } from 'playwright-core';
import { seriousViolations } from './support/axe';
import { adminCli } from './support/cli';
import { startJourney } from './support/journey';
import { onScreen, shoot } from './support/visible';

const OPERATOR = { email: 'olga.operadora@academia.pe', name: 'Olga Operadora', password: 'Consola2026!' } as const;
const STUDENT = { email: 'lucia.quispe@correo.pe', name: 'Lucía Quispe', password: 'Lucia2026!' } as const;

// Two runs of the operator CLI before the server starts: more than the default hook time on a busy host.
vi.setConfig({ hookTimeout: 300_000 });

const env = startJourney(() => ({
  async prepare(dataDir) {
    await adminCli(dataDir, 'create-operator', '--email', OPERATOR.email, '--name', OPERATOR.name, '--password', OPERATOR.password);
    // A student with an account and no course yet (the academy sells her a code later).
    await adminCli(dataDir, 'create-student', '--email', STUDENT.email, '--name', STUDENT.name, '--password', STUDENT.password);
    // create-student grants the course (issue 54 §13): taken away, as for a student whose access ended.
    await adminCli(dataDir, 'revoke-course', '--email', STUDENT.email, '--course', 'examen-de-naturalizacion');
  },
}));

/** A batch of codes made through the console's API, as the operator's screen makes them. */
async function makeCodes(count: number): Promise<string[]> {
  const login = await fetch(`${env.server.url}/api/auth/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email: OPERATOR.email, password: OPERATOR.password }) });
  const { access_token: token } = (await login.json()) as { access_token: string };
  const expiresOn = new Date(Date.now() + 30 * 24 * 3600 * 1000).toISOString().slice(0, 10);
  const res = await fetch(`${env.server.url}/api/admin/codes`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify({ count, days: 30, expiresOn }),
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { codes: string[] }).codes;
}

async function freshPage(width: number, colorScheme: 'light' | 'dark'): Promise<Page> {
  const context = await env.browser.newContext({ baseURL: env.server.url, viewport: { width, height: width < 500 ? 844 : 900 }, colorScheme, locale: 'es-PE', bypassCSP: true, reducedMotion: 'reduce' });
  return context.newPage();
}

describe('an access code has somewhere to go', () => {
  it("sign-in → '¿Tienes un código de acceso?' → /activar; a taken email leads to sign-in; Mis Cursos' empty state redeems the code and shows the course", { timeout: 180_000 }, async () => {
    const [code] = await makeCodes(1);
    const page = await freshPage(390, 'light');
    await page.goto('/login');
    await page.getByRole('link', { name: '¿Tienes un código de acceso?' }).click();
    await page.waitForURL('**/activar');
    await expect.poll(() => page.getByRole('heading', { name: 'Activa tu código de acceso' }).isVisible()).toBe(true);

    // The email has an account: the message says where to redeem, and a button leads to sign-in.
    await page.getByLabel('Código de acceso').fill(code);
    await page.getByLabel('Nombre completo').fill(STUDENT.name);
    await page.getByLabel('Correo electrónico').fill(STUDENT.email);
    await page.getByLabel('Nueva Contraseña', { exact: true }).fill('Otra2026!');
    await page.getByLabel('Confirmar Nueva Contraseña', { exact: true }).fill('Otra2026!');
    await page.getByRole('button', { name: 'Activar y entrar' }).click();
    await expect.poll(() => page.getByText(/canjea el código con «Canjear código», en Mis Cursos o en el menú de tu cuenta/).isVisible()).toBe(true);
    await shoot(page, 'code-entry-activar-taken-390-light');
    await page.getByRole('link', { name: 'Iniciar sesión para canjear el código' }).click();
    await page.waitForURL('**/login');

    await page.getByLabel('Correo electrónico').fill(STUDENT.email);
    await page.getByLabel('Contraseña', { exact: true }).fill(STUDENT.password);
    await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
    await page.waitForURL('**/home');
    await expect.poll(() => page.getByText('Aún no tienes cursos comprados o activos.').isVisible()).toBe(true);
    await shoot(page, 'code-entry-empty-390-light');
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Canjear código' }).click();
    const dialog = page.getByRole('dialog', { name: 'Canjear código' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    // A wrong code first: refused in Spanish, nothing changes.
    await dialog.getByLabel('Código de acceso').fill('no-es-un-codigo');
    await dialog.getByRole('button', { name: 'Canjear código' }).click();
    await expect.poll(() => dialog.getByText('El código no es válido. Revisa que lo escribiste bien.').isVisible()).toBe(true);
    await dialog.getByLabel('Código de acceso').fill(code.toLowerCase());
    await dialog.getByRole('button', { name: 'Canjear código' }).click();
    await expect.poll(() => onScreen(dialog.getByText(/^¡Código canjeado! Tu acceso al curso llega ahora hasta el /))).toBe(true);
    await shoot(page, 'code-entry-redeemed-390-light');
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Listo' }).click();
    // The course list was read again: the course is there, without a reload.
    await expect.poll(() => page.getByRole('link', { name: 'Ver Curso' }).isVisible()).toBe(true);
    expect(await page.getByText('Aún no tienes cursos comprados o activos.').count()).toBe(0);
    await page.context().close();
  });

  for (const [width, scheme] of [
    [390, 'dark'],
    [1280, 'light'],
    [1280, 'dark'],
  ] as const) {
    it(`the user menu offers 'Canjear código', whose dialog fits ${width} px (${scheme})`, { timeout: 120_000 }, async () => {
      const page = await freshPage(width, scheme);
      await page.goto('/login');
      await page.getByLabel('Correo electrónico').fill(STUDENT.email);
      await page.getByLabel('Contraseña', { exact: true }).fill(STUDENT.password);
      await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
      await page.waitForURL('**/home');
      await expect.poll(() => page.getByRole('link', { name: 'Ver Curso' }).isVisible()).toBe(true);
      await page.getByRole('button', { name: /^Menú de / }).click();
      await page.getByRole('menuitem', { name: 'Canjear código' }).click();
      const dialog = page.getByRole('dialog', { name: 'Canjear código' });
      await expect.poll(() => onScreen(dialog.getByLabel('Código de acceso'))).toBe(true);
      await dialog.getByRole('button', { name: 'Canjear código' }).click();
      await expect.poll(() => dialog.getByText('Escribe tu código de acceso.').isVisible()).toBe(true);
      expect(await onScreen(dialog.getByRole('button', { name: 'Canjear código' }))).toBe(true);
      await shoot(page, `code-entry-dialog-${width}-${scheme}`);
      expect(await seriousViolations(page)).toEqual([]);
      await page.context().close();
    });
  }
});

describe('a wrong password (issue 50 §13)', () => {
  it('leaves the focus in the password field, its text selected for retyping', { timeout: 120_000 }, async () => {
    const page = await freshPage(390, 'light');
    await page.goto('/login');
    await page.getByLabel('Correo electrónico').fill(STUDENT.email);
    await page.getByLabel('Contraseña', { exact: true }).fill('NoEsLaClave1!');
    await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
    await expect.poll(() => page.getByRole('alert').filter({ hasText: 'Credenciales incorrectas' }).count()).toBeGreaterThan(0);
    await expect
      .poll(() => page.evaluate(() => ({ name: document.activeElement?.getAttribute('name'), selected: (document.activeElement as HTMLInputElement | null)?.selectionEnd })))
      .toEqual({ name: 'password', selected: 'NoEsLaClave1!'.length });
    await page.context().close();
  });
});

describe('field errors can be read (issue 50 §8)', () => {
  for (const width of [390, 1280]) {
    for (const scheme of ['light', 'dark'] as const) {
      it(`sign-in and /activar with every field's error pass axe at ${width} px (${scheme})`, { timeout: 120_000 }, async () => {
        const page = await freshPage(width, scheme);
        await page.goto('/login');
        await expect.poll(() => page.getByRole('link', { name: '¿Tienes un código de acceso?' }).isVisible()).toBe(true);
        await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
        await expect.poll(() => page.getByText('El correo electrónico es requerido').isVisible()).toBe(true);
        await shoot(page, `code-entry-login-errors-${width}-${scheme}`);
        expect(await seriousViolations(page)).toEqual([]);

        await page.goto('/activar');
        await expect.poll(() => page.getByRole('heading', { name: 'Activa tu código de acceso' }).isVisible()).toBe(true);
        await page.getByRole('button', { name: 'Activar y entrar' }).click();
        await expect.poll(() => page.getByText('Escribe tu código de acceso.').isVisible()).toBe(true);
        expect(await page.getByText('Escribe tu nombre.').isVisible()).toBe(true);
        await shoot(page, `code-entry-activar-errors-${width}-${scheme}`);
        expect(await seriousViolations(page)).toEqual([]);
        await page.context().close();
      });
    }
  }
});
