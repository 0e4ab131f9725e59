/**
 * Issue 20 journey: the academy's console. An operator made by the CLI signs in at /login and lands
 * on /admin, creates a student with an end date (the generated password shown once) and downloads
 * the list as CSV; the student
 * signs in in another browser and sees 'Acceso hasta …' on Mis Cursos, finishes an exam and reports
 * an error in a question, which the operator finds in /admin/reportes; the operator revokes the
 * access and the student's course area says it ended. A student's token gets 403 from the console's
 * API, and a student opening /admin is refused without downloading any of the console. Every console
 * screen passes axe (no serious or critical issue) at 1280 px and on a 768 px tablet, light and dark.
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { accessEndedOn, limaDate } from '../../src/shared/course-access';
import { seriousViolations } from './support/axe';
import { adminCli } from './support/cli';
import { COURSE, acceptDisclaimer, finishShortExam, newPage, signIn, startJourney } from './support/journey';

const OPERATOR = { email: 'olga.operadora@academia.pe', name: 'Olga Operadora', password: 'Consola2026!' } as const;
const STUDENT = { email: 'carla.rojas@correo.pe', name: 'Carla Rojas Ñahui' } as const;
const ENDS_AT = '2027-12-31';
const REPORT = 'La respuesta correcta no coincide con lo que dice el material de estudio.';

const env = startJourney(() => ({
  async prepare(dataDir) {
    await adminCli(dataDir, 'create-operator', '--email', OPERATOR.email, '--name', OPERATOR.name, '--password', OPERATOR.password);
  },
}));

/** The console's files: the built scripts the service worker does not precache (scripts/vite/console-chunks.ts). */
function consoleFiles(): string[] {
  const sw = readFileSync(path.join('dist', 'sw.js'), 'utf8');
  const precached = new Set([...sw.matchAll(/url:"([^"]+)"/g)].map((m) => m[1]));
  return readdirSync(path.join('dist', 'assets'))
    .filter((f) => f.endsWith('.js') && !precached.has(`assets/${f}`))
    .map((f) => `/assets/${f}`);
}

/** Every script path the page requests from now on. */
function scriptsOf(page: Page): Set<string> {
  const seen = new Set<string>();
  page.on('request', (request) => {
    if (request.resourceType() === 'script') seen.add(new URL(request.url()).pathname);
  });
  return seen;
}

async function signInAsOperator(page: Page): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Correo electrónico').fill(OPERATOR.email);
  await page.getByLabel('Contraseña', { exact: true }).fill(OPERATOR.password);
  await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
  await page.waitForURL('**/admin/estudiantes');
  await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Estudiantes' }).isVisible()).toBe(true);
}

async function apiToken(email: string, password: string): Promise<string> {
  const res = await fetch(`${env.server.url}/api/auth/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email, password }) });
  expect(res.status).toBe(200);
  return ((await res.json()) as { access_token: string }).access_token;
}

let studentPassword = '';

describe('the academy console', () => {
  it('operator → student with an end date → the student sees it → a report → revoke → access ended', { timeout: 240_000 }, async () => {
    const operator = await newPage(env.browser, env.server.url);
    const operatorScripts = scriptsOf(operator.page);
    await signInAsOperator(operator.page);
    const { page } = operator;

    // 'Nuevo estudiante' with an end date: no mail server, so the password is shown once.
    await page.getByRole('button', { name: 'Nuevo estudiante' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Nombre completo').fill(STUDENT.name);
    await dialog.getByLabel('Correo electrónico').fill(STUDENT.email);
    await dialog.getByLabel(/Último día de acceso/).fill(ENDS_AT);
    await dialog.getByRole('button', { name: 'Crear estudiante' }).click();
    await expect.poll(() => dialog.getByRole('heading', { name: 'Estudiante creado' }).isVisible()).toBe(true);
    studentPassword = (await dialog.getByTestId('generated-password').textContent())!.trim();
    expect(studentPassword.length).toBeGreaterThanOrEqual(8);
    await dialog.getByRole('button', { name: 'Listo' }).click();
    const row = page.getByRole('row', { name: new RegExp(STUDENT.name) });
    await expect.poll(() => row.getByText('Activo hasta 31/12/2027').isVisible()).toBe(true);
    // The list as CSV: UTF-8 with its BOM, so Excel reads the accents.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Descargar CSV' }).click()]);
    const csv = readFileSync((await download.path())!);
    expect([...csv.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(csv.toString('utf8')).toContain(`${STUDENT.name},${STUDENT.email},`);
    // The console's code came from files the precache leaves out.
    const console = consoleFiles();
    expect(console.length).toBeGreaterThan(0);
    expect([...operatorScripts].some((s) => console.includes(s))).toBe(true);

    // The student, on another device: 'Acceso hasta …' on Mis Cursos, an exam, a report.
    const student = await newPage(env.browser, env.server.url);
    const studentScripts = scriptsOf(student.page);
    await signIn(student.page, STUDENT.email, studentPassword);
    await expect.poll(() => student.page.getByText('Acceso hasta 31 de diciembre de 2027').isVisible()).toBe(true);
    await acceptDisclaimer(student.page);
    await finishShortExam(student.page);
    await student.page.getByRole('button', { name: /^Reportar un error/ }).first().click();
    const form = student.page.getByRole('dialog', { name: 'Reportar un error' });
    await form.getByRole('button', { name: 'Enviar reporte' }).click();
    await expect.poll(() => form.getByText('Escribe qué está mal en esta pregunta.').isVisible()).toBe(true);
    await form.getByLabel('¿Qué está mal en esta pregunta?').fill(REPORT);
    await expect.poll(() => form.getByText(`${REPORT.length} / 1000 caracteres`).isVisible()).toBe(true);
    await form.getByRole('button', { name: 'Enviar reporte' }).click();
    await expect.poll(() => student.page.getByText('Gracias por tu reporte').isVisible()).toBe(true);
    await expect.poll(() => student.page.getByText('Reporte enviado a la academia.').first().isVisible(), { timeout: 20_000 }).toBe(true);

    // The report reaches /admin/reportes, once. The console works online only: once the app is
    // cached on this device, its operator is not told it works offline (a student later would be).
    await expect.poll(() => page.evaluate(() => localStorage.getItem('offline-ready-notice')), { timeout: 30_000 }).toBe('pending');
    await page.getByRole('link', { name: 'Reportes' }).click();
    await page.waitForURL('**/admin/reportes');
    await expect.poll(() => page.getByText(REPORT).isVisible()).toBe(true);
    expect(await page.getByText('Listo para usar sin conexión').count()).toBe(0);
    expect(await page.evaluate(() => localStorage.getItem('offline-ready-notice'))).toBe('pending');
    expect(await page.getByText(REPORT).count()).toBe(1);
    await expect.poll(() => page.getByText(STUDENT.name).first().isVisible()).toBe(true);

    // Revoke from the student's row: the student's course area says the access ended.
    await page.getByRole('link', { name: 'Estudiantes' }).click();
    await page.getByRole('button', { name: `Acciones para ${STUDENT.name}` }).click();
    await page.getByRole('menuitem', { name: 'Revocar acceso' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Revocar acceso' }).click();
    await expect.poll(() => page.getByRole('row', { name: new RegExp(STUDENT.name) }).getByText('Vencido').isVisible()).toBe(true);

    await student.page.goto(`${COURSE}/introduccion`);
    const yesterday = limaDate(Date.now() - 24 * 60 * 60 * 1000);
    await expect.poll(() => student.page.getByText(accessEndedOn(yesterday)).isVisible()).toBe(true);
    // A student's device never asked for the console's code.
    expect([...studentScripts].filter((s) => console.includes(s))).toEqual([]);

    // The audit log holds the operator's changes, newest first.
    await page.getByRole('link', { name: 'Actividad' }).click();
    await expect.poll(() => page.getByRole('row').nth(1).getByText('Revocó el acceso').isVisible()).toBe(true);

    await operator.context.close();
    await student.context.close();
  });

  it("a student's token gets 403 from the console's API; a student opening /admin is refused and downloads none of it", { timeout: 120_000 }, async () => {
    expect(studentPassword).not.toBe('');
    const token = await apiToken(STUDENT.email, studentPassword);
    const res = await fetch(`${env.server.url}/api/admin/students`, { headers: { Authorization: `Bearer ${token}` } });
    expect(res.status).toBe(403);
    expect(((await res.json()) as { message: string }).message).toBe('No tienes permisos para acceder a esa página.');
    expect((await fetch(`${env.server.url}/api/admin/students`)).status).toBe(401);

    const { context, page } = await newPage(env.browser, env.server.url);
    const scripts = scriptsOf(page);
    await signIn(page, STUDENT.email, studentPassword);
    await page.goto('/admin/estudiantes');
    await expect.poll(() => page.getByText('No tienes permisos para acceder a esa página.').isVisible()).toBe(true);
    await expect.poll(() => page.getByRole('link', { name: 'Volver a Mis Cursos' }).isVisible()).toBe(true);
    await page.waitForLoadState('networkidle');
    const console = consoleFiles();
    expect([...scripts].filter((s) => console.includes(s))).toEqual([]);
    await page.getByRole('link', { name: 'Volver a Mis Cursos' }).click();
    await page.waitForURL('**/home');
    await context.close();
  });

  for (const width of [1280, 768]) {
    it(`every console screen passes axe at ${width} px, light and dark`, { timeout: 240_000 }, async () => {
      // bypassCSP: axe is injected as an inline script, which the app's policy refuses.
      const context = await env.browser.newContext({ baseURL: env.server.url, viewport: { width, height: 900 }, locale: 'es-PE', bypassCSP: true });
      const page = await context.newPage();
      await signInAsOperator(page);
      const studentId = await page.getByRole('link', { name: STUDENT.name }).first().getAttribute('href');
      expect(studentId).toMatch(/^\/admin\/estudiantes\/\d+$/);
      const screens: { path: string; heading: string }[] = [
        { path: '/admin/estudiantes', heading: 'Estudiantes' },
        { path: studentId!, heading: STUDENT.name },
        { path: '/admin/preguntas', heading: 'Preguntas' },
        { path: '/admin/reportes', heading: 'Reportes' },
        { path: '/admin/actividad', heading: 'Actividad' },
      ];
      for (const theme of ['light', 'dark'] as const) {
        await page.evaluate((t) => localStorage.setItem('theme', t), theme);
        for (const screen of screens) {
          await page.goto(screen.path);
          await expect.poll(() => page.getByRole('heading', { level: 1, name: screen.heading }).isVisible(), { message: screen.path }).toBe(true);
          expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(theme === 'dark');
          expect(await seriousViolations(page), `${screen.path} (${theme}, ${width} px)`).toEqual([]);
        }
      }
      await context.close();
    });
  }
});
