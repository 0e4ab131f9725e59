/**
 * Issue 7: axe-core on every route, in light and dark themes, at a phone viewport — zero serious or
 * critical violations (colour contrast included) — and a keyboard-only journey.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { studyPages } from '../../src/content/course';
import { findExam, questionsOf } from '../../src/content/exams';
import { seriousViolations } from './support/axe';
import { COURSE, DEMO_STUDENT, finishShortExam, signIn, startJourney, waitForApp } from './support/journey';

const env = startJourney();

/** Routes a student can open, with a visible landmark to wait for. */
function routes(resultPath: string): { path: string; ready: (p: Page) => Promise<boolean> }[] {
  const h1 = (p: Page) => p.getByRole('heading', { level: 1 }).first().isVisible();
  return [
    { path: '/home', ready: (p) => p.getByRole('heading', { name: 'Mis Cursos' }).isVisible() },
    ...studyPages.map((m) => ({ path: `${COURSE}/${m.path}`, ready: h1 })),
    { path: `${COURSE}/buscar?q=titicaca`, ready: (p) => p.getByRole('link', { name: 'El lago Titicaca' }).isVisible() },
    { path: `${COURSE}/examenes/principales`, ready: h1 },
    { path: `${COURSE}/examenes/complementarios`, ready: h1 },
    { path: `${COURSE}/evaluacion/principal-03`, ready: (p) => p.getByText(/^Pregunta \d+ de 10$/).isVisible() },
    { path: resultPath, ready: (p) => p.getByTestId('score').isVisible() },
    { path: `${COURSE}/evaluacion/nope`, ready: h1 },
  ];
}

describe('accessibility', () => {
  it('the keyboard alone signs in, opens a study page through the sidebar, takes and finishes an exam and reads the result', { timeout: 180_000 }, async () => {
    const context = await env.browser.newContext({ baseURL: env.server.url, viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto('/login');
    await page.evaluate(() => localStorage.setItem('exam-disclaimer-seen', 'true'));
    // The prerendered form takes keys once the app has adopted it, as the enabled button shows.
    await expect.poll(() => page.getByRole('button', { name: 'Iniciar Sesión' }).isEnabled()).toBe(true);
    await waitForApp(page);
    const focused = () => page.evaluate(() => (document.activeElement as HTMLElement | null)?.getAttribute('aria-label') ?? document.activeElement?.textContent?.trim() ?? '');

    /** Tabs until the focused element's label or text matches, failing after a bounded number of steps. */
    async function tabTo(text: string | RegExp, limit = 80) {
      for (let i = 0; i < limit; i++) {
        await page.keyboard.press('Tab');
        const label = await focused();
        if (typeof text === 'string' ? label === text : text.test(label)) return;
      }
      throw new Error(`Tab never reached ${text}`);
    }

    await tabTo('tu@correo.com', 10).catch(async () => {
      await page.getByLabel('Correo electrónico').focus();
    });
    await page.getByLabel('Correo electrónico').focus();
    await page.keyboard.type(DEMO_STUDENT.email);
    await page.keyboard.press('Tab');
    await page.keyboard.type(DEMO_STUDENT.password);
    await page.keyboard.press('Enter');
    await page.waitForURL('**/home');

    await tabTo('Ver Curso');
    await page.keyboard.press('Enter');
    await page.waitForURL(`**${COURSE}/introduccion`);

    await tabTo('Material de estudio');
    await page.keyboard.press('Enter');
    await tabTo('2.1 Las Ocho Regiones Naturales del Perú');
    await page.keyboard.press('Enter');
    await page.waitForURL(`**${COURSE}/material/geografia`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('2.1 Las Ocho Regiones Naturales del Perú');

    await tabTo('Exámenes');
    await page.keyboard.press('Enter');
    await tabTo('Exámenes Principales');
    await page.keyboard.press('Enter');
    await page.waitForURL(`**${COURSE}/examenes/principales`);
    await tabTo('Comenzar Examen');
    await page.keyboard.press('Enter');
    await page.waitForURL(`**${COURSE}/evaluacion/principal-01`);
    // Options wait for the app to have the exam (a tap while its rows take the attempt's order can be lost: issue 33).
    await waitForApp(page);

    const questions = questionsOf(findExam('principal-01')!);
    const focusedOption = () => page.evaluate(() => {
      const el = document.activeElement as HTMLInputElement | null;
      return el && (el.type === 'radio' || el.type === 'checkbox') ? (el.labels?.[0]?.textContent ?? '') : null;
    });
    for (let i = 0; i < questions.length; i++) {
      const q = questions[i];
      await expect.poll(() => page.getByText(`Pregunta ${i + 1} de 10`).isVisible()).toBe(true);
      // The options show in this attempt's order (issue 32 §3): where each right one is on screen.
      const shown = await page.locator('fieldset label').evaluateAll((labels) => labels.map((l) => l.querySelector('span:last-of-type')?.textContent ?? ''));
      // Tab into the options: the first option of the group on screen takes focus.
      for (let t = 0; t < 30 && !(await focusedOption())?.endsWith(shown[0]); t++) await page.keyboard.press('Tab');
      expect(await focusedOption()).toMatch(new RegExp(`${shown[0].replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
      const right = q.correct.map((k) => shown.indexOf(q.options[k]));
      if (q.correct.length === 1) {
        // Radios: Space picks the focused one; arrows move and pick.
        if (right[0] === 0) await page.keyboard.press('Space');
        for (let k = 0; k < right[0]; k++) await page.keyboard.press('ArrowDown');
      } else {
        // Checkboxes: Tab through them, Space on each right answer.
        for (let k = 0; k < shown.length; k++) {
          if (right.includes(k)) await page.keyboard.press('Space');
          if (k < shown.length - 1) await page.keyboard.press('Tab');
        }
      }
      await expect.poll(() => page.getByText(`${i + 1}/10 respondidas`).isVisible()).toBe(true);
      await tabTo(i < questions.length - 1 ? 'Siguiente' : 'Finalizar Examen');
      await page.keyboard.press('Enter');
      if (i < questions.length - 1) {
        // The next question takes focus (its heading), so a screen reader reads it out.
        const next = questions[i + 1].text;
        await expect.poll(() => page.evaluate(() => document.activeElement?.tagName === 'H2' && document.activeElement.textContent)).toBe(next);
      }
    }
    await expect.poll(() => page.getByRole('alertdialog').isVisible()).toBe(true);
    await tabTo('Finalizar', 10);
    await page.keyboard.press('Enter');
    await page.waitForURL(`**${COURSE}/resultado/principal-01**`);
    await expect.poll(() => page.getByTestId('score').textContent()).toBe('100%');
    await tabTo(/^Repasar en el material/);
    // The result stays readable: the review lists every question.
    expect(await page.getByRole('link', { name: 'Repasar en el material' }).count()).toBe(10);
    await context.close();
  });

  for (const theme of ['light', 'dark'] as const) {
    it(`every route has no serious or critical axe violation (${theme} theme, phone viewport)`, { timeout: 300_000 }, async () => {
      const context = await env.browser.newContext({ baseURL: env.server.url, viewport: { width: 390, height: 844 }, bypassCSP: true, isMobile: true, hasTouch: true });
      const page = await context.newPage();
      await page.goto('/login');
      await page.evaluate((t) => {
        localStorage.setItem('theme', t);
        localStorage.setItem('exam-disclaimer-seen', 'true');
      }, theme);
      const problems: string[] = [];
      for (const path of ['/login', '/forgot-password', '/reset-password?token=x', '/login?error=expired']) {
        await page.goto(path);
        await expect.poll(() => page.getByRole('heading', { level: 1 }).isVisible()).toBe(true);
        problems.push(...(await seriousViolations(page)).map((v) => `${path}: ${v}`));
      }
      await signIn(page);
      await page.evaluate(() => localStorage.setItem('exam-disclaimer-seen', 'true'));
      const resultPath = await finishShortExam(page);
      for (const route of routes(resultPath)) {
        await page.goto(route.path);
        await expect.poll(() => route.ready(page), { message: route.path }).toBe(true);
        expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(theme === 'dark');
        problems.push(...(await seriousViolations(page)).map((v) => `${route.path}: ${v}`));
      }
      // Menus and dialogs too.
      await page.goto('/home');
      await page.getByRole('button', { name: `Menú de ${DEMO_STUDENT.name}` }).click();
      await page.getByRole('menuitem', { name: 'Cambiar Contraseña' }).click();
      await expect.poll(() => page.getByRole('dialog').isVisible()).toBe(true);
      await page.waitForTimeout(600); // let the opening animation finish before measuring contrast
      problems.push(...(await seriousViolations(page)).map((v) => `change-password dialog: ${v}`));
      expect(problems).toEqual([]);
      await context.close();
    });
  }
});
