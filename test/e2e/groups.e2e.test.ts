/**
 * Grupos (issue 36 §2) as the operator and the students see them (in the window, not covered), from
 * fresh sign-ins on a real server: the operator creates a group with an exam date in 21 days and adds
 * a student from the group's page; that student's Mis Cursos at 390 px says 'Faltan 21 días para tu
 * examen' (also with the server out of reach: the date is kept on the device), while a student in no
 * group reads no days left. Then a notice for a second group (the student put in it from their own
 * page) shows to its member and not to the other student. The group's pages at 1280 and 768 px, light
 * and dark, and the member's Mis Cursos at 390 px, light and dark; axe on each.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { seriousViolations } from './support/axe';
import { adminCli } from './support/cli';
import { dateInDays, operatorConsole, signIn, startJourney } from './support/journey';
import { onScreen, shoot } from './support/visible';

const OPERATOR = { email: 'olga.grupos@academia.pe', name: 'Olga Operadora', password: 'Consola2026!' } as const;
const MEMBER = { email: 'lucia.grupos@correo.pe', name: 'Lucía Quispe', password: 'Lucia2026!' } as const;
const OTHER = { email: 'pedro.grupos@correo.pe', name: 'Pedro Ramos', password: 'Pedro2026!' } as const;
const GROUP = 'Examen de diciembre 2026';
const NOTICE_GROUP = 'Clase de los sábados';
const NOTICE = 'La clase del sábado empieza a las 9: trae tu Simulacro oficial resuelto.';

const env = startJourney(() => ({
  async prepare(dataDir) {
    await adminCli(dataDir, 'create-operator', '--email', OPERATOR.email, '--name', OPERATOR.name, '--password', OPERATOR.password);
    for (const student of [MEMBER, OTHER]) {
      await adminCli(dataDir, 'create-student', '--email', student.email, '--name', student.name, '--password', student.password);
      await adminCli(dataDir, 'grant-course', '--email', student.email, '--course', 'examen-de-naturalizacion');
    }
  },
}));

function operatorPage(width: number, colorScheme: 'light' | 'dark'): Promise<Page> {
  return operatorConsole(env, OPERATOR, width, colorScheme);
}

async function openGroups(page: Page) {
  await page.getByRole('navigation', { name: 'Consola' }).getByRole('link', { name: 'Grupos', exact: true }).click();
  await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Grupos' }).isVisible()).toBe(true);
}

async function createGroup(page: Page, name: string, examDate: string | null) {
  await openGroups(page);
  await page.getByLabel('Nombre del grupo').fill(name);
  if (examDate) await page.getByLabel('Fecha del examen (opcional)').fill(examDate);
  await page.getByRole('button', { name: 'Crear grupo' }).click();
  const list = page.getByRole('region', { name: 'Lista de grupos' });
  await expect.poll(() => list.getByRole('link', { name }).isVisible()).toBe(true);
}

/** A student signed in afresh on Mis Cursos at 390 px, with the notices the server handed over there. */
async function studentPage(student: { email: string; password: string }, colorScheme: 'light' | 'dark'): Promise<{ page: Page; notices: string[] }> {
  const context = await env.browser.newContext({ baseURL: env.server.url, viewport: { width: 390, height: 844 }, colorScheme, locale: 'es-PE', bypassCSP: true, reducedMotion: 'reduce' });
  const page = await context.newPage();
  // The settings (with the group's date) and the notices are read as Mis Cursos opens after the sign-in.
  const settings = page.waitForResponse((res) => res.url().endsWith('/api/settings') && res.request().method() === 'GET' && res.ok());
  const listed = page.waitForResponse((res) => res.url().endsWith('/api/announcements') && res.ok());
  await signIn(page, student.email, student.password);
  await settings;
  const answer = (await (await listed).json()) as { announcements: { body: string }[] };
  await expect.poll(() => page.getByTestId('course-learning').isVisible()).toBe(true);
  return { page, notices: answer.announcements.map((a) => a.body) };
}

describe('grupos', () => {
  it("a group with an exam date: its member's Mis Cursos shows the days left, kept offline; a student in no group reads none", { timeout: 240_000 }, async () => {
    const console = await operatorPage(1280, 'light');
    const examDate = await dateInDays(console, 21);
    await createGroup(console, GROUP, examDate);
    await console.getByRole('region', { name: 'Lista de grupos' }).getByRole('link', { name: GROUP }).click();
    await expect.poll(() => console.getByRole('heading', { level: 1, name: GROUP }).isVisible()).toBe(true);
    await expect.poll(() => onScreen(console.getByText('El grupo aún no tiene estudiantes.'))).toBe(true);

    // Added from the group's page: the search finds her, 'Añadir' puts her in.
    await console.getByLabel('Buscar estudiantes por nombre o correo').fill('lucía');
    const candidates = console.getByRole('region', { name: 'Estudiantes para añadir' });
    await expect.poll(() => candidates.getByRole('button', { name: `Añadir a ${MEMBER.name} al grupo` }).isVisible()).toBe(true);
    // The search (once typing pauses) leaves the other student out.
    await expect.poll(() => candidates.getByText(OTHER.name).count()).toBe(0);
    await candidates.getByRole('button', { name: `Añadir a ${MEMBER.name} al grupo` }).click();
    const members = console.getByRole('region', { name: 'Estudiantes del grupo' });
    await expect.poll(() => members.getByRole('link', { name: MEMBER.name }).isVisible()).toBe(true);
    // Back at the top, the figures count her: nobody studied in the last 7 days yet.
    await console.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(() => onScreen(console.getByText('0 de 1 estudiante'))).toBe(true);
    await console.context().close();

    for (const scheme of ['light', 'dark'] as const) {
      const { page } = await studentPage(MEMBER, scheme);
      await expect.poll(() => onScreen(page.getByText('Faltan 21 días para tu examen'))).toBe(true);
      await shoot(page, `group-member-courses-390-${scheme}`);
      expect(await seriousViolations(page)).toEqual([]);
      if (scheme === 'light') {
        // Mi progreso shows the group's date as 'Fecha de mi examen', and says whose it is.
        await page.goto('/courses/examen-de-naturalizacion/progreso');
        await expect.poll(() => page.getByLabel('Fecha de mi examen').inputValue()).toBe(examDate);
        const hint = page.getByText('Es la fecha de examen de tu grupo en la academia. Si eliges otra, se usará la tuya.');
        await hint.scrollIntoViewIfNeeded();
        expect(await onScreen(hint)).toBe(true);
        expect(await page.getByRole('button', { name: 'Quitar fecha' }).count()).toBe(0);
      }
      if (scheme === 'dark') {
        // Kept on the device: with the server out of reach the days left still show after a reload.
        await page.route('**/api/**', (route) => route.abort('internetdisconnected'));
        await page.reload();
        await expect.poll(() => onScreen(page.getByText('Faltan 21 días para tu examen'))).toBe(true);
      }
      await page.context().close();
    }

    const { page: other } = await studentPage(OTHER, 'light');
    await expect.poll(() => other.getByText(/para repasar hoy/).isVisible()).toBe(true);
    expect(await other.getByText(/para tu examen/).count()).toBe(0);
    await other.context().close();
  });

  it('a notice for a group shows to its member and not to others', { timeout: 240_000 }, async () => {
    const console = await operatorPage(1280, 'light');
    await createGroup(console, NOTICE_GROUP, null);
    // Put in the group from the student's own page (out of the first group: one group each).
    await console.getByRole('navigation', { name: 'Consola' }).getByRole('link', { name: 'Estudiantes', exact: true }).click();
    await console.getByRole('link', { name: MEMBER.name }).click();
    await expect.poll(() => console.getByRole('heading', { level: 1, name: MEMBER.name }).isVisible()).toBe(true);
    const select = console.getByLabel('Grupo', { exact: true });
    await expect.poll(() => select.locator('option', { hasText: NOTICE_GROUP }).count()).toBe(1);
    await select.selectOption({ label: NOTICE_GROUP });
    // Out of her group: asked first, naming the group she leaves (issue 54 §6).
    const ask = console.getByRole('alertdialog', { name: `¿Añadir a ${MEMBER.name} a «${NOTICE_GROUP}»?` });
    await expect.poll(() => ask.getByText(`Deja el grupo «${GROUP}».`).isVisible()).toBe(true);
    await ask.getByRole('button', { name: 'Sí, añadir' }).click();
    await expect.poll(() => console.getByText('Grupo guardado').first().isVisible()).toBe(true);

    await console.getByRole('navigation', { name: 'Consola' }).getByRole('link', { name: 'Avisos', exact: true }).click();
    await expect.poll(() => console.getByRole('heading', { level: 1, name: 'Avisos' }).isVisible()).toBe(true);
    const audience = console.getByLabel('Para', { exact: true });
    await expect.poll(() => audience.locator('option', { hasText: NOTICE_GROUP }).count()).toBe(1);
    await audience.selectOption({ label: NOTICE_GROUP });
    await console.getByLabel('Nuevo aviso', { exact: true }).fill(NOTICE);
    await console.getByRole('button', { name: 'Publicar aviso' }).click();
    const table = console.getByRole('region', { name: 'Avisos publicados' });
    await expect.poll(() => table.getByText(NOTICE).isVisible()).toBe(true);
    const row = table.getByRole('row').filter({ hasText: NOTICE });
    expect(await row.getByText(`Grupo «${NOTICE_GROUP}»`).isVisible()).toBe(true);
    expect(await row.getByTestId('announcement-dismissed').textContent()).toBe('0 de 1 estudiante');
    await console.context().close();

    const { page: member, notices } = await studentPage(MEMBER, 'light');
    expect(notices).toContain(NOTICE);
    const banner = member.getByRole('region', { name: 'Avisos de tu academia' });
    await expect.poll(() => onScreen(banner.getByText(NOTICE))).toBe(true);
    await member.context().close();

    const { page: other, notices: othersNotices } = await studentPage(OTHER, 'light');
    expect(othersNotices).not.toContain(NOTICE);
    expect(await other.getByText(NOTICE).count()).toBe(0);
    await other.context().close();
  });

  for (const width of [768, 1280]) {
    for (const scheme of ['light', 'dark'] as const) {
      it(`the console's Grupos and a group's page fit a ${width} px screen (${scheme})`, { timeout: 120_000 }, async () => {
        const page = await operatorPage(width, scheme);
        await openGroups(page);
        const list = page.getByRole('region', { name: 'Lista de grupos' });
        await expect.poll(() => list.isVisible()).toBe(true);
        expect(await onScreen(page.getByRole('button', { name: 'Crear grupo' }))).toBe(true);
        await shoot(page, `groups-console-${width}-${scheme}`);
        expect(await seriousViolations(page)).toEqual([]);
        await list.getByRole('link', { name: GROUP }).click();
        await expect.poll(() => page.getByRole('heading', { level: 1, name: GROUP }).isVisible()).toBe(true);
        await expect.poll(() => page.getByRole('region', { name: 'Preparación de los estudiantes' }).isVisible()).toBe(true);
        expect(await onScreen(page.getByRole('button', { name: 'Eliminar grupo' }))).toBe(true);
        await shoot(page, `group-page-${width}-${scheme}`);
        expect(await seriousViolations(page)).toEqual([]);
        await page.context().close();
      });
    }
  }
});
