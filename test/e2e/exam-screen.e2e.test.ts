/**
 * Issue 17 §2–4 and §8, issue 18 §5: the exam screen on a phone (390×844), checked the way a student
 * sees it — by role and visible text, inside the window and not covered: a full several-answer
 * question refuses a further option and says so; the clock and the count stay in sight; 'Siguiente'
 * is in reach; leaving mid-exam asks first (logo, sidebar, browser back) and the list remembers a run
 * left open; one exam in two tabs; questions flagged for review.
 */
import { describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { exams } from '../../src/content/exam-catalog';
import { findExam, questionsOf } from '../../src/content/exams';
import type { Question } from '../../src/content/types';
import { COURSE, acceptDisclaimer, signIn, startJourney, waitForApp } from './support/journey';
import { onScreen } from './support/visible';

const env = startJourney();

const PHONE = { width: 390, height: 844 };

async function phone(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: env.server.url, viewport: PHONE, locale: 'es-PE', isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await signIn(page);
  await acceptDisclaimer(page);
  return { context, page };
}


async function openExam(page: Page, examId: string) {
  await page.goto(`${COURSE}/evaluacion/${examId}`);
  // Answers wait for the app to have the exam (a tap before it is held and replayed: issue 33).
  await waitForApp(page);
  await expect.poll(() => page.getByText('Pregunta 1 de 10').isVisible()).toBe(true);
  // These steps are about the app's answers: from when it has the page (a tap before waits for it).
  await waitForApp(page);
}

function choice(page: Page, q: Question, k: number): Locator {
  return page.getByRole(q.correct.length > 1 ? 'checkbox' : 'radio', { name: q.options[k], exact: true });
}

const exitDialog = (page: Page) => page.getByRole('alertdialog', { name: '¿Salir del examen?' });

describe('the exam screen on a phone', () => {
  it('a full several-answer question refuses a 4th option and says so; the clock, the count and Siguiente stay in reach', { timeout: 120_000 }, async () => {
    const { context, page } = await phone(env.browser);
    const questions = questionsOf(findExam('principal-01')!);
    const q = questions[0];
    expect(q.correct).toHaveLength(3);
    expect(q.options).toHaveLength(4);
    await openExam(page, 'principal-01');

    // One place says how many to choose, in words that read well.
    expect(await onScreen(page.getByText('Selecciona 3 opciones (0 de 3 seleccionadas)', { exact: true }))).toBe(true);
    expect(await page.getByRole('heading', { level: 2 }).textContent()).not.toMatch(/Selecciona/);
    // 'Siguiente' is in reach on this 4-option question without scrolling.
    expect(await page.evaluate(() => scrollY)).toBe(0);
    expect(await onScreen(page.getByRole('button', { name: 'Siguiente' }))).toBe(true);

    for (const k of q.correct) await choice(page, q, k).click();
    const fourth = q.options.findIndex((_, k) => !q.correct.includes(k));
    await choice(page, q, fourth).click();
    const notice = page.getByText('Ya elegiste 3 opciones. Quita una para cambiarla.', { exact: true });
    await expect.poll(() => onScreen(notice)).toBe(true);
    expect(await notice.getAttribute('aria-live')).toBe('polite');
    expect(await choice(page, q, fourth).isChecked()).toBe(false);
    for (const k of q.correct) expect(await choice(page, q, k).isChecked()).toBe(true);
    expect(await page.getByText('Selecciona 3 opciones (3 de 3 seleccionadas)', { exact: true }).isVisible()).toBe(true);
    expect(await onScreen(page.getByRole('button', { name: 'Siguiente' }))).toBe(true);
    await context.close();
  });

  it("the longest 4-option question: 'Siguiente' in reach without scrolling; scrolled down, the clock and the count stay in sight", { timeout: 120_000 }, async () => {
    // The principal exams' 4-option question with the most text: the tallest on a phone.
    const longest = exams
      .filter((e) => e.series === 'principal')
      .flatMap((e) => questionsOf(findExam(e.id)!).map((q, index) => ({ examId: e.id, index, q, size: q.text.length + q.options.join('').length })))
      .filter(({ q }) => q.options.length === 4)
      .sort((a, b) => b.size - a.size)[0];
    const { context, page } = await phone(env.browser);
    await openExam(page, longest.examId);
    if (longest.index > 0) {
      await page.getByRole('button', { name: `Pregunta ${longest.index + 1}, sin responder` }).click();
      await expect.poll(() => page.getByText(`Pregunta ${longest.index + 1} de 10`).isVisible()).toBe(true);
    }
    // Every key of it: a several-answer question counts as answered only once complete (issue 50 §9).
    for (const k of longest.q.correct) await choice(page, longest.q, k).click();
    await expect.poll(() => page.getByText('1/10 respondidas', { exact: true }).isVisible()).toBe(true);
    expect(await page.evaluate(() => scrollY)).toBe(0);
    expect(await onScreen(page.getByRole('button', { name: longest.index === 9 ? 'Finalizar Examen' : 'Siguiente' }))).toBe(true);

    // On a shorter phone (an SE, 375×667 less the browser's bars) the page is longer than the
    // window: scrolled to the bottom, the clock and the count are still in sight, under the header.
    await page.setViewportSize({ width: 375, height: 560 });
    expect(await page.evaluate(() => document.documentElement.scrollHeight > innerHeight)).toBe(true);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(() => page.evaluate(() => scrollY)).toBeGreaterThan(0);
    await expect.poll(() => onScreen(page.getByRole('timer'))).toBe(true);
    expect(await onScreen(page.getByText('1/10 respondidas', { exact: true }))).toBe(true);
    expect(await onScreen(page.getByRole('button', { name: 'Salir' }))).toBe(true);
    await context.close();
  });

  it('leaving mid-exam by the logo, a sidebar link or the browser back asks first; Salir sin Guardar leaves', { timeout: 120_000 }, async () => {
    const { context, page } = await phone(env.browser);
    const q = questionsOf(findExam('principal-01')!)[0];
    await page.goto(`${COURSE}/examenes/principales`);
    // Within the app, so the browser's back below stays in it (a link tapped before the app has the
    // page loads the next one anew, and a back across page loads is the browser's own).
    await waitForApp(page);
    await page.getByRole('link', { name: 'Comenzar Examen' }).first().click();
    await page.waitForURL(`**${COURSE}/evaluacion/principal-01`);
    // Options wait for the app to have the exam (a tap while its rows take the attempt's order can be lost: issue 33).
    await waitForApp(page);
    await expect.poll(() => page.getByText('Pregunta 1 de 10').isVisible()).toBe(true);
    for (const k of q.correct) await choice(page, q, k).click();
    await expect.poll(() => page.getByText('1/10 respondidas').isVisible()).toBe(true);
    const here = page.url();

    // The logo.
    await page.getByRole('link', { name: 'Naturalización Perú — ir a Mis Cursos' }).click();
    await expect.poll(() => onScreen(exitDialog(page))).toBe(true);
    expect(page.url()).toBe(here);
    await exitDialog(page).getByRole('button', { name: 'Continuar Examen' }).click();
    await expect.poll(() => exitDialog(page).count()).toBe(0);
    expect(page.url()).toBe(here);
    expect(await onScreen(page.getByText('1/10 respondidas'))).toBe(true);

    // A link in the sidebar (the phone's menu).
    await page.getByRole('button', { name: 'Abrir navegación' }).click();
    await page.getByRole('navigation', { name: 'Navegación' }).getByRole('link', { name: 'Balotario' }).click();
    await expect.poll(() => onScreen(exitDialog(page))).toBe(true);
    await exitDialog(page).getByRole('button', { name: 'Continuar Examen' }).click();
    await expect.poll(() => exitDialog(page).count()).toBe(0);
    expect(page.url()).toBe(here);
    if (await page.getByRole('button', { name: 'Cerrar navegación' }).first().isVisible()) await page.keyboard.press('Escape');

    // The browser's back: asked too, with the exam's address still in the bar (issue 50 §10); staying keeps the run and the address.
    await page.evaluate(() => history.back());
    await expect.poll(() => onScreen(exitDialog(page))).toBe(true);
    await expect.poll(() => page.url()).toBe(here);
    await page.waitForTimeout(300);
    expect(page.url()).toBe(here);
    await exitDialog(page).getByRole('button', { name: 'Continuar Examen' }).click();
    await expect.poll(() => page.url()).toBe(here);
    await expect.poll(() => exitDialog(page).count()).toBe(0);
    expect(await onScreen(page.getByText('1/10 respondidas'))).toBe(true);

    // Leaving for real goes where the student was going, and the run is gone.
    await page.evaluate(() => history.back());
    await expect.poll(() => onScreen(exitDialog(page))).toBe(true);
    expect(page.url()).toBe(here);
    await exitDialog(page).getByRole('button', { name: 'Salir sin Guardar' }).click();
    await page.waitForURL(`**${COURSE}/examenes/principales`);
    await expect.poll(() => page.getByRole('heading', { name: 'Exámenes Principales' }).isVisible()).toBe(true);
    await page.waitForTimeout(500);
    expect(await page.getByText(/En curso/).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Comenzar Examen' }).count()).toBe(12);
    await context.close();
  });

  it("the list shows an exam left open as 'En curso · quedan mm:ss' with 'Continuar Examen'", { timeout: 120_000 }, async () => {
    const { context, page } = await phone(env.browser);
    const q = questionsOf(findExam('principal-02')!)[0];
    await openExam(page, 'principal-02');
    await choice(page, q, q.correct[0]).click();
    await expect.poll(() => page.getByText('1/10 respondidas').isVisible()).toBe(true);
    await page.waitForTimeout(300);

    // The tab is closed (or the phone switches apps): the next visit finds the list.
    await page.goto(`${COURSE}/examenes/principales`);
    const running = page.getByText(/^En curso · quedan \d\d:\d\d$/);
    await expect.poll(() => running.count()).toBe(1);
    await running.scrollIntoViewIfNeeded();
    expect(await onScreen(running)).toBe(true);
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Examen Principal 2' }) });
    expect(await card.getByText(/^En curso · quedan (29|30):\d\d$/).isVisible()).toBe(true);
    const resume = card.getByRole('link', { name: 'Continuar Examen' });
    expect(await page.getByRole('link', { name: 'Comenzar Examen' }).count()).toBe(11);
    await resume.click();
    await page.waitForURL(`**${COURSE}/evaluacion/principal-02`);
    // Options wait for the app to have the exam (a tap while its rows take the attempt's order can be lost: issue 33).
    await waitForApp(page);
    await expect.poll(() => page.getByText('1/10 respondidas').isVisible()).toBe(true);
    expect(await choice(page, q, q.correct[0]).isChecked()).toBe(true);
    await context.close();
  });

  it('the same exam in two tabs: the second says so, Continuar aquí takes it over, and the first then says so', { timeout: 120_000 }, async () => {
    const { context, page: first } = await phone(env.browser);
    const questions = questionsOf(findExam('principal-03')!);
    await openExam(first, 'principal-03');
    await choice(first, questions[0], questions[0].correct[0]).click();
    await expect.poll(() => first.getByText('1/10 respondidas').isVisible()).toBe(true);
    await first.waitForTimeout(300);

    const second = await context.newPage();
    await second.goto(`${COURSE}/evaluacion/principal-03`);
    // Answers wait for the app to have the exam (a tap before it is held and replayed: issue 33).
    await waitForApp(second);
    const elsewhere = (page: Page) => page.getByText('Este examen está abierto en otra pestaña.', { exact: true });
    await expect.poll(() => onScreen(elsewhere(second))).toBe(true);
    expect(await second.getByRole('radio').count()).toBe(0);
    await second.getByRole('button', { name: 'Continuar aquí' }).click();
    // The second tab carries on from the first's answers; the first stops, and says why.
    await expect.poll(() => second.getByText('1/10 respondidas').isVisible()).toBe(true);
    await expect.poll(() => onScreen(elsewhere(first))).toBe(true);
    expect(await first.getByRole('button', { name: 'Continuar aquí' }).isVisible()).toBe(true);

    await second.getByRole('button', { name: 'Siguiente' }).click();
    await expect.poll(() => second.getByText('Pregunta 2 de 10').isVisible()).toBe(true);
    await choice(second, questions[1], questions[1].correct[0]).click();
    await expect.poll(() => second.getByText('2/10 respondidas').isVisible()).toBe(true);
    await second.waitForTimeout(300);

    // And back: the first takes over with what the second saved.
    await first.getByRole('button', { name: 'Continuar aquí' }).click();
    await expect.poll(() => first.getByText('2/10 respondidas').isVisible()).toBe(true);
    expect(await first.getByText('Pregunta 2 de 10').isVisible()).toBe(true);
    await expect.poll(() => onScreen(elsewhere(second))).toBe(true);
    await context.close();
  });

  it('flags questions for review: the navigator says so, a reload keeps them, the finish dialog counts them and goes back', { timeout: 120_000 }, async () => {
    const { context, page } = await phone(env.browser);
    const questions = questionsOf(findExam('principal-05')!);
    await openExam(page, 'principal-05');
    const flag = page.getByRole('button', { name: 'Marcar para revisar' });
    expect(await flag.getAttribute('aria-pressed')).toBe('false');

    await page.getByRole('button', { name: 'Pregunta 2, sin responder' }).click();
    await expect.poll(() => page.getByText('Pregunta 2 de 10').isVisible()).toBe(true);
    await flag.click();
    await expect.poll(() => flag.getAttribute('aria-pressed')).toBe('true');
    expect(await page.getByRole('button', { name: 'Pregunta 2, sin responder, marcada' }).isVisible()).toBe(true);

    await page.getByRole('button', { name: 'Pregunta 4, sin responder' }).click();
    await expect.poll(() => page.getByText('Pregunta 4 de 10').isVisible()).toBe(true);
    const q4 = questions[3];
    for (const k of q4.correct) await choice(page, q4, k).click();
    await flag.click();
    const fourth = page.getByRole('button', { name: 'Pregunta 4, respondida, marcada' });
    await expect.poll(() => fourth.isVisible()).toBe(true);
    await fourth.scrollIntoViewIfNeeded();
    expect(await onScreen(fourth)).toBe(true);
    await page.waitForTimeout(300);

    await page.reload();
    await expect.poll(() => page.getByRole('button', { name: 'Pregunta 2, sin responder, marcada' }).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Pregunta 4, respondida, marcada' }).isVisible()).toBe(true);
    expect(await flag.getAttribute('aria-pressed')).toBe('true');

    await page.getByRole('button', { name: /^Pregunta 10,/ }).click();
    await page.getByRole('button', { name: 'Finalizar Examen' }).click();
    const dialog = page.getByRole('alertdialog', { name: '¿Finalizar el examen?' });
    await expect.poll(() => onScreen(dialog.getByText('Marcaste 2 preguntas para revisar.'))).toBe(true);
    expect(await onScreen(dialog.getByRole('button', { name: 'Ir a la pregunta 2' }))).toBe(true);
    await dialog.getByRole('button', { name: 'Ir a la pregunta 4' }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    await expect.poll(() => page.getByText('Pregunta 4 de 10').isVisible()).toBe(true);

    // Unflagged, the count says one, in the singular.
    await flag.click();
    await expect.poll(() => flag.getAttribute('aria-pressed')).toBe('false');
    await page.getByRole('button', { name: /^Pregunta 10,/ }).click();
    await page.getByRole('button', { name: 'Finalizar Examen' }).click();
    await expect.poll(() => dialog.getByText('Marcaste 1 pregunta para revisar.').isVisible()).toBe(true);
    await context.close();
  });
});
