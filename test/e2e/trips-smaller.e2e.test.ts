/**
 * Issue 32 §10, the smaller trips, as a student sees them (in the window, not covered): a wrong
 * password said once; toasts that leave the header in sight; a sign-in button that says why it waits
 * on a cold load; tab titles between the signed-out pages; 'Mis Cursos' dropping its offline notice
 * when the connection returns; no plan for today once the access was revoked; the phone's
 * 'Historial de intentos' without sideways overflow; the academy's contact (configured here) as links
 * where a screen sends the student to the academy. Screens at 390 and 1280 px, light and dark.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { findExam, questionsOf } from '../../src/content/exams';
import { optionId } from '../../src/shared/scoring';
import { seriousViolations } from './support/axe';
import { adminCli } from './support/cli';
import { COURSE, DEMO_STUDENT, acceptDisclaimer, finishShortExam, reassertOffline, signIn, startJourney, waitForServiceWorker, waitForApp } from './support/journey';
import { onScreen, shoot } from './support/visible';

const OPERATOR = { email: 'olga.operadora@academia.pe', name: 'Olga Operadora', password: 'Consola2026!' } as const;
const REVOKED = { email: 'rosa.revocada@correo.pe', name: 'Rosa Revocada', password: 'Revocada2026!' } as const;

const ACADEMY = { email: 'hola@academia.example.pe', whatsapp: '+51 987 654 321' } as const;

const env = startJourney(() => ({
  env: { ACADEMY_EMAIL: ACADEMY.email, ACADEMY_WHATSAPP: ACADEMY.whatsapp },
  async prepare(dataDir) {
    await adminCli(dataDir, 'create-operator', '--email', OPERATOR.email, '--name', OPERATOR.name, '--password', OPERATOR.password);
    // The demo student is seeded only into an empty database: this one has the operator.
    await adminCli(dataDir, 'create-student', '--email', DEMO_STUDENT.email, '--name', DEMO_STUDENT.name, '--password', DEMO_STUDENT.password);
    await adminCli(dataDir, 'grant-course', '--email', DEMO_STUDENT.email, '--course', 'examen-de-naturalizacion');
    await adminCli(dataDir, 'create-student', '--email', REVOKED.email, '--name', REVOKED.name, '--password', REVOKED.password);
    await adminCli(dataDir, 'grant-course', '--email', REVOKED.email, '--course', 'examen-de-naturalizacion');
  },
}));

type Scheme = 'light' | 'dark';
const SCREENS = [
  [390, 'light'],
  [390, 'dark'],
  [1280, 'light'],
  [1280, 'dark'],
] as const;

async function open(width: number, colorScheme: Scheme): Promise<Page> {
  const context = await env.browser.newContext({ baseURL: env.server.url, viewport: { width, height: width < 800 ? 844 : 800 }, colorScheme, locale: 'es-PE', reducedMotion: 'reduce', bypassCSP: true });
  return context.newPage();
}

async function formReady(page: Page) {
  await expect.poll(() => page.getByRole('button', { name: 'Iniciar Sesión' }).isEnabled()).toBe(true);
  await waitForApp(page);
}

async function send(page: Page, email: string, password: string) {
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
}

describe('signing in', () => {
  for (const [width, scheme] of SCREENS) {
    it(`a wrong password is said once, on the card; the welcome toast leaves the header in sight (${width} px, ${scheme})`, { timeout: 120_000 }, async () => {
      const page = await open(width, scheme);
      await page.goto('/login');
      await formReady(page);
      await send(page, DEMO_STUDENT.email, 'NoEsLaClave1!');
      const alert = page.getByRole('alert').filter({ hasText: 'Credenciales incorrectas' });
      await expect.poll(() => onScreen(alert)).toBe(true);
      // A toast would come within a moment of the alert: give it the time, then count what is shown.
      await page.waitForTimeout(1500);
      expect(await page.getByText(/Credenciales incorrectas/).locator('visible=true').count()).toBe(1);
      expect(await page.locator('[data-scope="toast"][data-part="root"]').count()).toBe(0);
      await shoot(page, `trips-10-wrong-password-${width}-${scheme}`);

      await page.getByLabel('Contraseña', { exact: true }).fill(DEMO_STUDENT.password);
      await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
      await page.waitForURL('**/home');
      const toast = page.locator('[data-scope="toast"][data-part="root"]').filter({ hasText: 'Inicio de sesión exitoso' });
      await expect.poll(() => onScreen(toast)).toBe(true);
      const banner = page.getByRole('banner');
      // The page may still be settling as the toast comes in (one run met the brand under it): what
      // counts is that the header and the heading are in sight while the toast is.
      await expect.poll(() => onScreen(banner.getByRole('link', { name: 'Naturalización Perú — ir a Mis Cursos' }))).toBe(true);
      expect(await onScreen(banner.getByRole('button', { name: `Menú de ${DEMO_STUDENT.name}` }))).toBe(true);
      expect(await onScreen(banner.getByRole('button', { name: /^Cambiar a tema/ }))).toBe(true);
      expect(await onScreen(page.getByRole('heading', { level: 1, name: 'Mis Cursos' }))).toBe(true);
      expect(await onScreen(toast)).toBe(true);
      await shoot(page, `trips-10-welcome-toast-${width}-${scheme}`);
      expect(await seriousViolations(page)).toEqual([]);
      await page.context().close();
    });
  }

  it('on a cold, slow load the sign-in button is never a pale, disabled wait: it reads Iniciar Sesión from the first paint', { timeout: 120_000 }, async () => {
    const page = await open(390, 'light');
    // The scripts arrive late, as on a slow phone network: the prerendered form shows first.
    await page.route('**/assets/*.js', async (route) => {
      await new Promise((r) => setTimeout(r, 2500));
      await route.continue();
    });
    await page.goto('/login', { waitUntil: 'commit' });
    const submit = page.locator('form button[type="submit"]');
    await submit.waitFor({ state: 'visible' });
    // Issue 33: the form works as painted (a tap before the app is ready is replayed once it is).
    expect(await submit.isDisabled()).toBe(false);
    expect((await submit.textContent())?.trim()).toBe('Iniciar Sesión');
    await submit.scrollIntoViewIfNeeded();
    expect(await submit.evaluate((el) => el.getBoundingClientRect().bottom <= innerHeight && el.getBoundingClientRect().top >= 0)).toBe(true);
    await shoot(page, 'trips-10-login-loading-390-light');
    await page.context().close();
  });

  it('the tab is titled for each signed-out page as the student moves between them', { timeout: 60_000 }, async () => {
    const page = await open(1280, 'light');
    await page.goto('/login');
    await formReady(page);
    expect(await page.title()).toBe('Iniciar sesión · Naturalización Perú');
    await page.getByRole('link', { name: 'Olvidé mi contraseña' }).click();
    await page.waitForURL('**/forgot-password');
    await expect.poll(() => page.title()).toBe('Recuperar contraseña · Naturalización Perú');
    // '¿No puedes entrar?': the academy's contact, as links.
    const contact = page.getByTestId('academy-contact');
    await expect.poll(() => onScreen(contact)).toBe(true);
    expect(await contact.getByRole('link', { name: ACADEMY.email }).getAttribute('href')).toBe(`mailto:${ACADEMY.email}`);
    expect(await contact.getByRole('link', { name: 'WhatsApp' }).getAttribute('href')).toBe('https://wa.me/51987654321');
    await shoot(page, 'trips-10-forgot-contact-1280-light');
    await page.getByRole('link', { name: 'Volver a iniciar sesión' }).click();
    await page.waitForURL('**/login');
    await expect.poll(() => page.title()).toBe('Iniciar sesión · Naturalización Perú');
    await page.context().close();
  });
});

describe('Mis Cursos', () => {
  for (const [width, scheme] of SCREENS) {
    it(`the offline notice goes when the connection returns (${width} px, ${scheme})`, { timeout: 120_000 }, async () => {
      const page = await open(width, scheme);
      await signIn(page);
      await waitForServiceWorker(page);
      await expect.poll(() => page.getByRole('heading', { level: 2, name: /Naturalizaci/ }).isVisible()).toBe(true);
      await page.context().setOffline(true);
      await page.reload();
      await reassertOffline(page.context(), page);
      const notice = page.getByText('Sin conexión: mostramos la última lista de cursos que recibiste.');
      await expect.poll(() => onScreen(notice)).toBe(true);
      await page.context().setOffline(false);
      await expect.poll(() => page.evaluate(() => navigator.onLine)).toBe(true);
      await expect.poll(() => notice.count()).toBe(0);
      expect(await onScreen(page.getByRole('heading', { level: 2, name: /Naturalizaci/ }))).toBe(true);
      await shoot(page, `trips-10-my-courses-back-online-${width}-${scheme}`);
      await page.context().close();
    });
  }

  it('a revoked student sees the access ended, and no plan for today', { timeout: 120_000 }, async () => {
    // The operator revokes the access through the console's API.
    const login = await fetch(`${env.server.url}/api/auth/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email: OPERATOR.email, password: OPERATOR.password }) });
    const { access_token: token } = (await login.json()) as { access_token: string };
    const list = await fetch(`${env.server.url}/api/admin/students?q=${encodeURIComponent(REVOKED.email)}`, { headers: { Authorization: `Bearer ${token}` } });
    const { students } = (await list.json()) as { students: { id: number; email: string }[] };
    const id = students.find((s) => s.email === REVOKED.email)!.id;
    const revoked = await fetch(`${env.server.url}/api/admin/students/${id}/access`, { method: 'DELETE', headers: { Authorization: `Bearer ${token}` } });
    expect(revoked.status).toBe(200);

    for (const [width, scheme] of SCREENS) {
      const page = await open(width, scheme);
      await signIn(page, REVOKED.email, REVOKED.password);
      await expect.poll(() => onScreen(page.getByText(/^Acceso vencido el /))).toBe(true);
      // Give the plan the time it takes to show for a student with access, then look for it.
      await page.waitForTimeout(1500);
      expect(await page.getByTestId('course-learning').count()).toBe(0);
      expect(await page.getByText(/para repasar hoy/).count()).toBe(0);
      await shoot(page, `trips-10-revoked-${width}-${scheme}`);

      // The course says when the access ended and how to reach the academy to renew it.
      await page.getByRole('link', { name: 'Ver Curso' }).click();
      await expect.poll(() => onScreen(page.getByRole('heading', { level: 1, name: 'Acceso vencido' }))).toBe(true);
      const contact = page.getByTestId('academy-contact');
      await expect.poll(() => onScreen(contact)).toBe(true);
      expect(await contact.textContent()).toMatch(/^Para renovarlo, escribe a la academia: /);
      expect(await contact.getByRole('link', { name: ACADEMY.email }).getAttribute('href')).toBe(`mailto:${ACADEMY.email}`);
      expect(await contact.getByRole('link', { name: 'WhatsApp' }).getAttribute('href')).toBe('https://wa.me/51987654321');
      expect(await page.getByText('Escribe a la academia para renovarlo').count()).toBe(0);
      await shoot(page, `trips-10-access-ended-contact-${width}-${scheme}`);
      expect(await seriousViolations(page)).toEqual([]);
      await page.context().close();
    }
  });
});

describe("the phone's 'Historial de intentos'", () => {
  for (const [width, scheme] of SCREENS) {
    it(`fits the screen, the date under the exam on a phone (${width} px, ${scheme})`, { timeout: 180_000 }, async () => {
      const page = await open(width, scheme);
      await signIn(page);
      await acceptDisclaimer(page);
      await finishShortExam(page);
      await page.goto(`${COURSE}/progreso`);
      const history = page.getByRole('region', { name: 'Historial de intentos' });
      const row = history.getByTestId('attempt-row').first();
      await expect.poll(() => row.isVisible()).toBe(true);
      const box = history.locator('table').locator('..');
      expect(await box.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
      await row.scrollIntoViewIfNeeded();
      expect(await onScreen(row.getByRole('link', { name: /Examen Principal 2/ }))).toBe(true);
      expect(await onScreen(row.getByText(/^\d+\u00a0%$/))).toBe(true);
      expect(await onScreen(row.getByText('No aprobado'))).toBe(true);
      // The date is there at every width: its own column from md, under the exam's name below it.
      expect(await row.getByText(/ de \d{4}, \d{1,2}:\d\d [ap]\. m\.$/).locator('visible=true').count()).toBe(1);
      expect(await history.getByText('abre uno para ver su revisión', { exact: false }).isVisible()).toBe(true);
      await shoot(page, `trips-10-history-${width}-${scheme}`);
      expect(await seriousViolations(page)).toEqual([]);
      await page.context().close();
    });
  }
});

describe("the console's 'Intentos' of a student", () => {
  for (const [width, scheme] of [
    [768, 'light'],
    [1280, 'dark'],
  ] as const) {
    it(`says how many 'Repetir solo mis errores' the table lists besides the exams it counts (${width} px, ${scheme})`, { timeout: 120_000 }, async () => {
      const post = (path: string, body: unknown, token?: string) =>
        fetch(`${env.server.url}/api${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) }, body: JSON.stringify(body) });
      const who = width < 800 ? 'Tableta' : 'Laptop';
      const email = `ingrid.${who.toLowerCase()}@correo.pe`;
      const operator = (await (await post('/auth/login', { email: OPERATOR.email, password: OPERATOR.password })).json()) as { access_token: string };
      const created = await post('/admin/students', { name: `Ingrid ${who}`, email }, operator.access_token);
      expect(created.status, await created.clone().text()).toBe(201);
      const { password } = (await created.json()) as { password: string };
      const student = (await (await post('/auth/login', { email, password })).json()) as { access_token: string };
      const questions = questionsOf(findExam('principal-01')!);
      const exam = { id: randomUUID(), examId: 'principal-01', startedAt: '2026-11-20T10:00:00.000Z', finishedAt: '2026-11-20T10:20:00.000Z', answers: questions.map((q) => ({ questionId: q.id, selectedOptions: q.correct.map(optionId) })) };
      const mistakes = { id: randomUUID(), examId: 'errores-principal-01', startedAt: '2026-11-20T10:30:00.000Z', finishedAt: '2026-11-20T10:35:00.000Z', answers: questions.slice(0, 2).map((q) => ({ questionId: q.id, selectedOptions: q.correct.map(optionId) })) };
      for (const attempt of [exam, mistakes]) {
        const sent = await post('/attempts', attempt, student.access_token);
        expect(sent.status, `${attempt.examId}: ${await sent.clone().text()}`).toBe(201);
      }

      const page = await open(width, scheme);
      await page.goto('/login');
      await formReady(page);
      await send(page, OPERATOR.email, OPERATOR.password);
      await page.waitForURL('**/admin/estudiantes');
      await page.getByRole('link', { name: `Ingrid ${who}` }).click();
      const table = page.getByRole('region', { name: 'Intentos del estudiante' });
      await expect.poll(() => table.getByRole('row').count()).toBe(3);
      const figure = page.locator('dl > div').filter({ has: page.locator('dt', { hasText: /^Intentos$/ }) });
      await expect.poll(() => onScreen(figure.getByText('y 1 repaso de errores'))).toBe(true);
      expect((await figure.locator('dd').textContent())?.startsWith('1')).toBe(true);
      await shoot(page, `trips-10-console-attempts-${width}-${scheme}`);
      expect(await seriousViolations(page)).toEqual([]);
      await page.context().close();
    });
  }
});

describe('an operator previews an exam', () => {
  for (const [width, scheme] of SCREENS) {
    it(`read-only, with the right options marked, recording nothing (${width} px, ${scheme})`, { timeout: 120_000 }, async () => {
      const page = await open(width, scheme);
      await page.goto('/login');
      await formReady(page);
      await send(page, OPERATOR.email, OPERATOR.password);
      await page.waitForURL('**/admin/estudiantes');
      await page.goto(`${COURSE}/evaluacion/principal-01`);
      // Answers wait for the app to have the exam (a tap before it is held and replayed: issue 33).
      await waitForApp(page);
      await expect.poll(() => onScreen(page.getByRole('heading', { level: 1, name: 'Examen Principal 1' }))).toBe(true);
      expect(new URL(page.url()).pathname).toBe(`${COURSE}/evaluacion/principal-01`);
      expect(await onScreen(page.getByTestId('exam-preview-note'))).toBe(true);
      const first = questionsOf(findExam('principal-01')!)[0];
      const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2, name: first.text }) });
      await card.scrollIntoViewIfNeeded();
      expect(await onScreen(card.getByRole('heading', { level: 2, name: first.text }))).toBe(true);
      for (const k of first.correct) expect(await card.getByRole('listitem').filter({ hasText: first.options[k] }).getByText('Correcta').isVisible()).toBe(true);
      // Nothing runs: no clock, no answering, no finishing.
      expect(await page.getByRole('button', { name: 'Finalizar Examen' }).count()).toBe(0);
      expect(await page.getByRole('radio').count()).toBe(0);
      expect(await page.getByRole('checkbox').count()).toBe(0);
      await page.evaluate(() => scrollTo(0, 0));
      await shoot(page, `trips-10-exam-preview-${width}-${scheme}`);
      expect(await seriousViolations(page)).toEqual([]);
      await page.context().close();
    });
  }
});
