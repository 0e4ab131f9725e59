/**
 * Issue 30 journeys: a student with an exam date 10 days ahead gets a daily goal that covers the rest
 * of the bank by then (and the same numbers on Mi progreso and Mis Cursos); Mi progreso says what
 * readiness is and where it stands against the 60 % pass mark; the console's 'Preguntas' shows each
 * figure's range. Screenshots of both screens at 390 and 1280 px, light and dark, for review.
 */
import { mkdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { activeQuestions } from '../../src/content/question-bank';
import { adminCli } from './support/cli';
import { COURSE, acceptDisclaimer, finishShortExam, newPage, signIn, startJourney, dateInDays } from './support/journey';

const OPERATOR = { email: 'olga.operadora@academia.pe', password: 'Consola2026!' } as const;
const STUDENT = { email: 'ana.quispe@correo.pe', name: 'Ana Quispe', password: 'Repaso2026!' } as const;
const SHOTS = '.tmp/tutor-shots';
const MONTHS = ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'];

const env = startJourney(() => ({
  async prepare(dataDir) {
    await adminCli(dataDir, 'create-operator', '--email', OPERATOR.email, '--name', 'Olga Operadora', '--password', OPERATOR.password);
    await adminCli(dataDir, 'create-student', '--email', STUDENT.email, '--name', STUDENT.name, '--password', STUDENT.password);
    await adminCli(dataDir, 'grant-course', '--email', STUDENT.email, '--course', 'examen-de-naturalizacion');
  },
}));

/** Whether the element is visible and inside the viewport. */
async function inView(page: Page, text: string | RegExp): Promise<boolean> {
  const el = page.getByText(text).first();
  if (!(await el.isVisible())) return false;
  return el.evaluate((node) => {
    const r = node.getBoundingClientRect();
    return r.top >= 0 && r.bottom <= window.innerHeight && r.width > 0;
  });
}

/** Full-page screenshots in both themes, once `ready` (the screen's content, not its loading state) shows. */
async function shoot(page: Page, name: string, ready: string | RegExp): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  for (const theme of ['light', 'dark'] as const) {
    await page.evaluate((t) => localStorage.setItem('theme', t), theme);
    await page.reload();
    await expect.poll(() => page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(theme === 'dark');
    await expect.poll(() => page.getByText(ready).first().isVisible(), { timeout: 20_000 }).toBe(true);
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${SHOTS}/${name}-${page.viewportSize()!.width}-${theme}.png`, fullPage: true });
    // And the viewport around the figures this issue changed, readable at full size.
    await page.getByText(ready).first().scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/${name}-${page.viewportSize()!.width}-${theme}-view.png` });
  }
}

/** The screen as it is (a reload would lose it) at 390 and 1280 px, light and dark (Chakra's class). */
async function shootInPlace(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 844 });
    for (const theme of ['light', 'dark'] as const) {
      await page.evaluate((dark) => {
        document.documentElement.classList.toggle('dark', dark);
        document.documentElement.classList.toggle('light', !dark);
        document.documentElement.style.colorScheme = dark ? 'dark' : 'light';
      }, theme === 'dark');
      await page.waitForTimeout(300);
      await page.screenshot({ path: `${SHOTS}/${name}-${width}-${theme}.png` });
    }
  }
  await page.setViewportSize({ width: 390, height: 844 });
}

describe('the exam date shapes the plan', () => {
  it('10 days ahead: the daily goal covers every unseen question by then, and another device of the student’s shows the same date and goal', { timeout: 240_000 }, async () => {
    const { context, page } = await newPage(env.browser, env.server.url, { width: 390, height: 844 });
    await signIn(page, STUDENT.email, STUDENT.password);
    await acceptDisclaimer(page);
    // Nothing due yet: Repaso offers the goal's new questions instead of stopping at 'nothing to review'.
    await page.goto(`${COURSE}/repaso`);
    await expect.poll(() => page.getByText('Hoy no hay preguntas para repasar: te quedan 10 preguntas nuevas de tu meta.').isVisible(), { timeout: 20_000 }).toBe(true);
    expect(await page.getByText('Para hoy: 10 preguntas nuevas.').isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Seguir con preguntas nuevas' }).click();
    await expect.poll(() => page.getByRole('button', { name: 'Comprobar' }).isVisible()).toBe(true);
    expect(await inView(page, activeQuestions[0].text)).toBe(true);
    await finishShortExam(page);
    await page.goto(`${COURSE}/progreso`);
    await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Mi progreso' }).isVisible()).toBe(true);
    const inTen = await dateInDays(page, 10);
    await page.getByLabel('Fecha de mi examen').fill(inTen);
    await expect.poll(() => page.getByText('Faltan 10 días para tu examen').isVisible()).toBe(true);
    const goalText = (await page.getByTestId('goal-today').textContent())!;
    // 'Meta de hoy: 10 preguntas para repasar y 40 nuevas': the goal is the sum of its parts.
    const goal = [...goalText.matchAll(/\d+/g)].reduce((sum, [n]) => sum + Number(n), 0);
    // Ten questions given (one answered, nine left blank, which are wrong answers: issue 49), ten days:
    // every unseen question is in a day's goal by then.
    const unseen = activeQuestions.length - 10;
    // The goal is what is left of today's (the questions given today count towards it).
    const answeredToday = 10;
    expect((goal + answeredToday) * 10).toBeGreaterThanOrEqual(unseen + answeredToday);
    await page.getByTestId('goal-today').scrollIntoViewIfNeeded();
    expect(await inView(page, /^Meta de hoy: /)).toBe(true);

    // Ten questions given (the blanks count: issue 49) are one exam's worth: a number, in words,
    // against the pass mark, and early (issue 50 §3 keeps the number back below ten).
    await page.getByTestId('readiness').scrollIntoViewIfNeeded();
    expect(await inView(page, /^Tu puntaje esperado en un examen como los nuestros/)).toBe(true);
    expect(await page.getByTestId('readiness-pass').textContent()).toMatch(/60\u00a0% que se pide/);
    expect(await page.getByText(/^Es una estimación temprana \(el rango mide más de 20 puntos\)/).isVisible()).toBe(true);
    await shoot(page, 'mi-progreso', /^Tu puntaje esperado/);
    await page.setViewportSize({ width: 1280, height: 900 });
    await shoot(page, 'mi-progreso', /^Tu puntaje esperado/);

    await page.goto('/home');
    await expect.poll(() => page.getByText('Faltan 10 días para tu examen').isVisible()).toBe(true);
    await context.close();

    // Another device of the student's: the same exam date, the same plan.
    const other = await newPage(env.browser, env.server.url, { width: 390, height: 844 });
    await signIn(other.page, STUDENT.email, STUDENT.password);
    await expect.poll(() => other.page.getByText('Faltan 10 días para tu examen').isVisible(), { timeout: 20_000 }).toBe(true);
    await other.page.goto(`${COURSE}/progreso`);
    await expect.poll(() => other.page.getByTestId('goal-today').isVisible(), { timeout: 20_000 }).toBe(true);
    expect(await other.page.getByTestId('goal-today').textContent()).toBe(goalText);
    await other.context.close();
  });

  it('in Repaso, each answer says when its question comes back: never after the exam date', { timeout: 240_000 }, async () => {
    const { context, page } = await newPage(env.browser, env.server.url, { width: 390, height: 844 });
    await signIn(page, STUDENT.email, STUDENT.password);
    // The exam date set on the other device, ten days ahead.
    await expect.poll(() => page.getByText('Faltan 10 días para tu examen').isVisible(), { timeout: 20_000 }).toBe(true);
    const examDay = await dateInDays(page, 10);
    await page.goto(`${COURSE}/repaso`);
    const more = page.getByRole('button', { name: 'Seguir con preguntas nuevas' });
    for (let i = 0; i < 4; i += 1) {
      // What is due comes first; once it is done, Repaso offers the day's new questions.
      await expect.poll(async () => (await more.isVisible()) || (await page.getByRole('button', { name: 'Comprobar' }).isVisible()), { timeout: 20_000 }).toBe(true);
      if (await more.isVisible()) await more.click();
      const heading = page.getByRole('main').getByRole('heading', { level: 2 }).first();
      await expect.poll(() => page.getByRole('button', { name: 'Comprobar' }).isVisible()).toBe(true);
      const shown = await heading.textContent();
      const q = activeQuestions.find((x) => x.text === shown)!;
      expect(q).toBeTruthy();
      for (const k of q.correct) await page.getByRole(q.correct.length > 1 ? 'checkbox' : 'radio', { name: new RegExp(`^${q.options[k].replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) }).check();
      await page.getByRole('button', { name: 'Comprobar' }).click();
      const returns = page.getByTestId('returns');
      await expect.poll(() => returns.textContent()).toMatch(/^Vuelve a tu repaso /);
      const text = (await returns.textContent())!;
      expect(await inView(page, text)).toBe(true);
      const dated = /^Vuelve a tu repaso el (\d+) de (\w+), antes de tu examen\.$/.exec(text);
      expect(dated !== null || /^Vuelve a tu repaso (hoy|mañana)\.$/.test(text), text).toBe(true);
      if (dated) {
        const month = MONTHS.indexOf(dated[2]) + 1;
        expect(month, text).toBeGreaterThan(0);
        // Dates this close to the exam fall within the same or the next month of the exam's year.
        const [year, examMonth] = examDay.split('-').map(Number);
        const iso = `${month < examMonth - 6 ? year + 1 : year}-${String(month).padStart(2, '0')}-${dated[1].padStart(2, '0')}`;
        expect(iso <= examDay, `${text} (exam ${examDay})`).toBe(true);
      }
      if (i === 0) await shootInPlace(page, 'repaso-vuelve');
      await page.getByRole('button', { name: 'Siguiente' }).click();
    }
    await context.close();
  });

  it("the console's 'Preguntas' shows each figure's 90 % range and the chance of guessing", { timeout: 240_000 }, async () => {
    const { context, page } = await newPage(env.browser, env.server.url, { width: 1280, height: 900 });
    await page.goto('/login');
    await page.getByLabel('Correo electrónico').fill(OPERATOR.email);
    await page.getByLabel('Contraseña', { exact: true }).fill(OPERATOR.password);
    await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
    await page.waitForURL('**/admin/estudiantes');
    await page.goto('/admin/preguntas');
    await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Preguntas' }).isVisible()).toBe(true);
    await expect.poll(() => page.getByText(/^azar: \d+\u00a0%$/).first().isVisible(), { timeout: 20_000 }).toBe(true);
    expect(await page.getByText(/rango del 90\u00a0%/).count()).toBeGreaterThan(0);
    await shoot(page, 'preguntas', /^azar: /);
    await page.setViewportSize({ width: 390, height: 844 });
    await shoot(page, 'preguntas', /^azar: /);
    await context.close();
  });
});
