/**
 * A notice reaches a student who is studying, and an edited notice replaces its text (issue 54 §12),
 * from a fresh operator sign-in: the student has a study page open and the app in the background
 * when the operator publishes; back in the foreground (visibilitychange) the notice shows on that
 * page. In the background again, the operator edits the text to hold a link; back in the foreground
 * the student sees the new text with the link clickable (a new tab), and the console's Actividad
 * names the edit with the text before and after.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { adminCli } from './support/cli';
import { COURSE, operatorConsole, signIn, startJourney } from './support/journey';
import { onScreen } from './support/visible';

const OPERATOR = { email: 'olga.edita@academia.pe', name: 'Olga Operadora', password: 'Consola2026!' } as const;
const STUDENT = { email: 'rosa.edita@correo.pe', name: 'Rosa Pérez', password: 'Rosa2026!' } as const;
const NOTICE = 'Simulacro presencial el sábado a las 9.';
const LINK = 'https://www.gob.pe/migraciones';
const EDITED = `Simulacro el sábado a las 10. Requisitos: ${LINK}`;

const env = startJourney(() => ({
  async prepare(dataDir) {
    await adminCli(dataDir, 'create-operator', '--email', OPERATOR.email, '--name', OPERATOR.name, '--password', OPERATOR.password);
    await adminCli(dataDir, 'create-student', '--email', STUDENT.email, '--name', STUDENT.name, '--password', STUDENT.password);
  },
}));

/** The app goes to the background (another app, a locked phone) or comes back: what the browser tells the page. */
async function setVisibility(page: Page, state: 'hidden' | 'visible'): Promise<void> {
  await page.evaluate((value) => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => value });
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => value === 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
  }, state);
}

describe('editing a notice', () => {
  it('a notice published and then edited while the student studies shows, edited and with its link, when the app returns to the foreground', { timeout: 180_000 }, async () => {
    const studentContext = await env.browser.newContext({ baseURL: env.server.url, viewport: { width: 390, height: 844 }, locale: 'es-PE', reducedMotion: 'reduce' });
    // The link's site, answered here: the test never leaves the machine.
    await studentContext.route('https://www.gob.pe/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>Migraciones</title>' }));
    const student = await studentContext.newPage();
    await signIn(student, STUDENT.email, STUDENT.password);
    await student.goto(`${COURSE}/introduccion`);
    await expect.poll(() => student.getByRole('heading', { level: 1 }).first().isVisible()).toBe(true);
    const banner = student.getByRole('region', { name: 'Avisos de tu academia' });
    expect(await banner.count()).toBe(0);
    await setVisibility(student, 'hidden');

    // Published while the student's app is in the background.
    const console = await operatorConsole(env, OPERATOR, 1280, 'light');
    await console.getByRole('link', { name: 'Avisos', exact: true }).click();
    await console.getByLabel('Nuevo aviso', { exact: true }).fill(NOTICE);
    await console.getByRole('button', { name: 'Publicar aviso' }).click();
    const table = console.getByRole('region', { name: 'Avisos publicados' });
    await expect.poll(() => table.getByText(NOTICE).isVisible()).toBe(true);

    // Back in the foreground, on the same study page: the notice shows there.
    await setVisibility(student, 'visible');
    await expect.poll(() => onScreen(banner.getByText(NOTICE))).toBe(true);
    expect(new URL(student.url()).pathname).toBe(`${COURSE}/introduccion`);
    await setVisibility(student, 'hidden');

    // Edited: the new text holds a link.
    await table.getByRole('button', { name: /^Editar el aviso del / }).click();
    const field = table.getByLabel('Texto del aviso');
    await field.fill(EDITED);
    await table.getByRole('button', { name: 'Guardar' }).click();
    await expect.poll(() => table.getByText(EDITED).isVisible()).toBe(true);

    await setVisibility(student, 'visible');
    const link = banner.getByRole('link', { name: LINK });
    await expect.poll(() => onScreen(link)).toBe(true);
    expect(await banner.getByText(NOTICE).count()).toBe(0);
    expect(await banner.textContent()).toContain(EDITED);
    expect(await link.getAttribute('target')).toBe('_blank');
    const [opened] = await Promise.all([studentContext.waitForEvent('page'), link.click()]);
    await opened.waitForLoadState();
    expect(opened.url()).toBe(LINK);

    // The audit names the edit, with the text before and after.
    await console.getByRole('link', { name: 'Actividad' }).click();
    await expect.poll(() => console.getByText(`Editó el aviso n.° 1: antes «${NOTICE}», ahora «${EDITED}»`).isVisible()).toBe(true);

    await console.context().close();
    await studentContext.close();
  });
});
