/**
 * Issue 34 journey: the 'Simulacro oficial' is drawn offline (after one online visit) in the real
 * exam's known format, says on screen what is an approximation and when it was checked, and its
 * attempt reaches the server exactly once (the device's learning model reads attempts of any exam:
 * src/learning/learning-model.ts). Issue 50 §6: leaving one leads to the simulacro list, which
 * shows it in progress; its result tells correct of asked by subject; 'Repetir Examen' draws anew.
 */
import { describe, expect, it } from 'vitest';
import type { Locator } from 'playwright-core';
import { findExam, questionsOf } from '../../src/content/exams';
import { SIMULACRO_SUBJECTS, fitsSimulacro, isSimulacroId } from '../../src/content/simulacro';
import type { Question } from '../../src/content/types';
import { seriousViolations } from './support/axe';
import { COURSE, acceptDisclaimer, newPage, reassertOffline, signIn, startJourney, waitForServiceWorker, waitForApp } from './support/journey';

const env = startJourney();

/** Scrolled to, wholly inside the window and not covered by anything. */
async function expectSeen(locator: Locator, what: string): Promise<void> {
  await expect.poll(() => locator.isVisible(), { message: `${what} visible` }).toBe(true);
  await locator.scrollIntoViewIfNeeded();
  const box = (await locator.boundingBox())!;
  const viewport = locator.page().viewportSize()!;
  expect(box.y >= 0 && box.y + box.height <= viewport.height && box.x >= 0 && box.x + box.width <= viewport.width, `${what} in the window`).toBe(true);
  const uncovered = await locator.evaluate((el) => {
    const rect = el.getBoundingClientRect();
    const top = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
    return top !== null && (el === top || el.contains(top));
  });
  expect(uncovered, `${what} not covered`).toBe(true);
}

async function fromServer<T>(path: string, token: string, key: string): Promise<T[]> {
  const res = await fetch(`${env.server.url}${path}`, { headers: { Authorization: `Bearer ${token}` } });
  expect(res.status).toBe(200);
  return ((await res.json()) as Record<string, T[]>)[key];
}

describe('the Simulacro oficial', () => {
  it('is drawn offline in the real format, scored, and synced once', { timeout: 240_000 }, async () => {
    const { context, page } = await newPage(env.browser, env.server.url);
    await page.goto('/login');
    await signIn(page);
    await acceptDisclaimer(page);
    // One online visit: the navigation names it, and the worker takes over.
    await page.goto(`${COURSE}/introduccion`);
    await expect.poll(() => page.locator(`a[href="${COURSE}/examenes/simulacro"]`).count()).toBeGreaterThan(0);
    await page.goto(`${COURSE}/examenes/simulacro`);
    await expectSeen(page.getByRole('heading', { level: 1, name: 'Simulacro oficial' }), 'the heading');
    await waitForServiceWorker(page);

    await context.setOffline(true);
    await page.reload();
    await reassertOffline(context, page);
    await expectSeen(page.getByText('Verificado el 27 de noviembre de 2026'), 'the dated note');
    await expectSeen(page.getByText('10 preguntas de una sola respuesta, con 3 alternativas'), 'the format');
    await expectSeen(page.getByText(/Migraciones no publica el número de preguntas/), 'the approximation note');

    await page.getByRole('button', { name: 'Empezar simulacro' }).click();
    await page.waitForURL(`**${COURSE}/evaluacion/simulacro-*`);
    // Options wait for the app to have the exam (a tap while its rows take the attempt's order can be lost: issue 33).
    await waitForApp(page);
    const examId = new URL(page.url()).pathname.split('/').pop()!;
    expect(isSimulacroId(examId)).toBe(true);
    const questions = questionsOf(findExam(examId)!);
    expect(questions).toHaveLength(10);
    for (let i = 0; i < questions.length; i++) {
      const q = questions[i];
      expect(fitsSimulacro(q), q.id).toBe(true);
      await expectSeen(page.getByText(`Pregunta ${i + 1} de 10`), `question ${i + 1}`);
      await expectSeen(page.getByText(q.text, { exact: true }), `question ${i + 1} text`);
      // One answer among three: radios, never checkboxes.
      expect(await page.getByRole('radio').count()).toBe(3);
      expect(await page.getByRole('checkbox').count()).toBe(0);
      await page.getByRole('radio', { name: q.options[q.correct[0]], exact: true }).check();
      if (i < questions.length - 1) await page.getByRole('button', { name: 'Siguiente' }).click();
    }
    await page.getByRole('button', { name: 'Finalizar Examen' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Finalizar', exact: true }).click();
    await page.waitForURL(`**${COURSE}/resultado/${examId}**`);
    await expectSeen(page.getByTestId('score'), 'the score');
    expect(await page.getByTestId('score').textContent()).toBe('100%');
    await expectSeen(page.getByText('Simulacro oficial').first(), 'the kind of exam');

    // A second start draws another exam.
    await page.goto(`${COURSE}/examenes/simulacro`);
    await expectSeen(page.getByRole('button', { name: 'Nuevo simulacro' }), 'a new simulacro');
    await page.getByRole('button', { name: 'Nuevo simulacro' }).click();
    await page.waitForURL(`**${COURSE}/evaluacion/simulacro-*`);
    // Options wait for the app to have the exam (a tap while its rows take the attempt's order can be lost: issue 33).
    await waitForApp(page);
    expect(new URL(page.url()).pathname.split('/').pop()).not.toBe(examId);

    // Back online: the attempt reaches the server once.
    const token = (await page.evaluate(() => localStorage.getItem('access_token')))!;
    await reassertOffline(context, page);
    await context.setOffline(false);
    const mine = async () => (await fromServer<{ id: string; examId: string; score: number }>('/api/attempts', token, 'attempts')).filter((a) => a.examId === examId);
    await expect.poll(async () => (await mine()).length, { timeout: 30_000 }).toBe(1);
    expect((await mine())[0].score).toBe(100);
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await page.waitForTimeout(1000);
    expect(await mine()).toHaveLength(1);
    await context.close();
  });

  it('left for later, is continued from the simulacro list; its result by subject; Repetir Examen draws anew (issue 50 §6)', { timeout: 240_000 }, async () => {
    // bypassCSP: axe is injected as an inline script, which the app's CSP refuses.
    const context = await env.browser.newContext({ baseURL: env.server.url, viewport: { width: 390, height: 844 }, locale: 'es-PE', bypassCSP: true });
    const page = await context.newPage();
    await signIn(page);
    await acceptDisclaimer(page);
    await page.goto(`${COURSE}/examenes/simulacro`);
    await waitForApp(page);
    await page.getByRole('button', { name: /^(Empezar|Nuevo) simulacro$/ }).click();
    await page.waitForURL(`**${COURSE}/evaluacion/simulacro-*`);
    await waitForApp(page);
    const examId = new URL(page.url()).pathname.split('/').pop()!;
    const questions = questionsOf(findExam(examId)!);
    // Right, except positions 3 to 6 (a subject or more under the pass mark); 1 and 2 before leaving.
    const right = (i: number) => i < 3 || i > 6;
    const choose = async (q: Question, i: number) => {
      await expectSeen(page.getByText(q.text, { exact: true }), `question ${i + 1}`);
      const option = right(i) ? q.correct[0] : q.options.findIndex((_, o) => !q.correct.includes(o));
      await page.getByRole('radio', { name: q.options[option], exact: true }).check();
    };
    await choose(questions[0], 0);
    await page.getByRole('button', { name: 'Siguiente' }).click();
    await choose(questions[1], 1);
    await expectSeen(page.getByText('2/10 respondidas'), 'two answered');

    // 'Salir y continuar después': the simulacro list, where it waits with its answers and time.
    await page.getByRole('button', { name: 'Salir', exact: true }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Salir y continuar después' }).click();
    await page.waitForURL(`**${COURSE}/examenes/simulacro`);
    const open = page.getByRole('region', { name: 'Simulacro en curso' });
    await expectSeen(open.getByText('2 de 10 preguntas respondidas'), 'its answers so far');
    await expectSeen(open.getByText(/^En curso · quedan (2\d|30):\d\d$/), 'its time left');
    expect(await page.getByRole('button', { name: /simulacro$/ }).count(), 'no new one while it is open').toBe(0);
    expect(await seriousViolations(page), 'axe on the list with a simulacro in progress').toEqual([]);
    await open.getByRole('link', { name: 'Continuar simulacro' }).click();
    await page.waitForURL(`**${COURSE}/evaluacion/${examId}`);
    await waitForApp(page);
    await expectSeen(page.getByText('2/10 respondidas'), 'the answers kept');
    await expectSeen(page.getByText('Pregunta 2 de 10'), 'where it was left');
    for (let i = 2; i < questions.length; i++) {
      await page.getByRole('button', { name: 'Siguiente' }).click();
      await choose(questions[i], i);
    }
    await page.getByRole('button', { name: 'Finalizar Examen' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Finalizar', exact: true }).click();
    await page.waitForURL(`**${COURSE}/resultado/${examId}**`);
    expect(await page.getByTestId('score').textContent()).toBe('60%');

    // 'Resultado por materia': every subject of SIMULACRO_SUBJECTS, correct of asked in words.
    const table = page.getByRole('region', { name: 'Resultado por materia' }).getByRole('table');
    await expectSeen(table.getByRole('columnheader', { name: 'Materia' }), 'the breakdown');
    const rows = table.locator('tbody tr');
    expect(await rows.count()).toBe(SIMULACRO_SUBJECTS.length);
    for (const [r, s] of SIMULACRO_SUBJECTS.entries()) {
      const asked = questions.map((q, i) => ({ q, i })).filter(({ q }) => s.topics.includes(q.topic));
      const correct = asked.filter(({ i }) => right(i)).length;
      const text = (await rows.nth(r).textContent())!;
      expect(text, s.subject).toContain(s.subject);
      expect(text, s.subject).toContain(`${correct} de ${asked.length}`);
      expect(text.includes('Repasar'), s.subject).toBe(correct / asked.length < 0.6);
    }
    expect(await seriousViolations(page), 'axe on the result with its breakdown').toEqual([]);
    // At 390 px, nothing scrolls sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);

    // 'Repetir Examen': a new draw, none of these questions.
    await page.getByRole('button', { name: 'Repetir Examen' }).click();
    await page.waitForURL((url) => url.pathname.includes('/evaluacion/simulacro-') && !url.pathname.endsWith(examId));
    await waitForApp(page);
    const againId = new URL(page.url()).pathname.split('/').pop()!;
    expect(isSimulacroId(againId)).toBe(true);
    const again = questionsOf(findExam(againId)!);
    expect(again.filter((q) => questions.some((p) => p.id === q.id)).map((q) => q.id)).toEqual([]);
    await expectSeen(page.getByText(again[0].text, { exact: true }), 'the new first question');

    // 'Salir sin Guardar': the simulacro list again, without it.
    await page.getByRole('radio', { name: again[0].options[0], exact: true }).check();
    await page.getByRole('button', { name: 'Salir', exact: true }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Salir sin Guardar' }).click();
    await page.waitForURL(`**${COURSE}/examenes/simulacro`);
    await expectSeen(page.getByRole('button', { name: 'Nuevo simulacro' }), 'a new simulacro offered');
    expect(await page.getByRole('region', { name: 'Simulacro en curso' }).count()).toBe(0);
    expect(await page.getByText(/En curso/).count()).toBe(0);
    await context.close();
  });
});
