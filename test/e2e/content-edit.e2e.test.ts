/**
 * Issue 48 journey: the academy corrects its content from the console and a phone that was offline
 * during the edit catches up in one sync round. A student (fresh sign-in, phone width) finishes an
 * exam so its questions are today's Repaso, notes the first Repaso question, and starts the same exam
 * again (left open). The phone goes offline. An operator (real console, laptop width) corrects that
 * question's stem, key and explanation, and a study section's paragraph from 'Contenido'. The phone
 * comes online: within one sync round Repaso shows the new stem, takes the new key as right with the
 * new explanation, and the study page shows the new paragraph with today's 'Verificado el'; the exam
 * started before the edit, reloaded, still shows the old stem.
 */
import { describe, expect, it, vi } from 'vitest';
import type { Page } from 'playwright-core';
import { findExam, questionsOf } from '../../src/content/exams';
import { questionBank } from '../../src/content/question-bank';
import { pageFileName, studyPages } from '../../src/content/course';
import { pageModules } from '../../src/content/page-modules';
import { formatLongDate } from '../../src/shared/spanish-format';
import { limaDate } from '../../src/shared/course-access';
import { adminCli } from './support/cli';
import { COURSE, acceptDisclaimer, finishShortExam, newPage, operatorConsole, reassertOffline, signIn, startJourney, waitForApp } from './support/journey';

const OPERATOR = { email: 'olga.contenido@academia.pe', name: 'Olga Contenido', password: 'Consola2026!' } as const;
const STUDENT = { email: 'rosa.quispe@correo.pe', name: 'Rosa Quispe' } as const;

// Starting the server (CLI, migrations, the content baseline) can pass two minutes on a busy shared host.
vi.setConfig({ hookTimeout: 300_000 });

const env = startJourney(() => ({
  async prepare(dataDir) {
    await adminCli(dataDir, 'create-operator', '--email', OPERATOR.email, '--name', OPERATOR.name, '--password', OPERATOR.password);
  },
}));

/** A study page with a plain text section whose first paragraph is the page's only copy of it. */
function textSection() {
  for (const page of studyPages) {
    const body = pageModules[pageFileName(page.path)];
    const block = body?.blocks.find((b) => b.kind === 'text' && b.title && b.paragraphs.length > 0);
    if (block && block.kind === 'text') return { page, block };
  }
  throw new Error('no text section');
}

/** With an account made, the demo student is not seeded: the academy adds one (its password shown once). */
async function createStudent(): Promise<string> {
  const login = await fetch(`${env.server.url}/api/auth/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email: OPERATOR.email, password: OPERATOR.password }) });
  const token = ((await login.json()) as { access_token: string }).access_token;
  const res = await fetch(`${env.server.url}/api/admin/students`, { method: 'POST', headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` }, body: JSON.stringify(STUDENT) });
  expect(res.status).toBe(201);
  return ((await res.json()) as { password: string }).password;
}

/** The Repaso question's stem: the heading that takes focus (below it, 'Estudiar un tema' is an h2 too). */
const stemHeading = (page: Page) => page.getByRole('main').locator('h2[tabindex="-1"]');

async function repasoStem(page: Page): Promise<string> {
  const heading = stemHeading(page);
  await expect.poll(() => heading.isVisible(), { timeout: 20_000 }).toBe(true);
  return (await heading.textContent())!;
}

describe('content corrected from the console', () => {
  it('reaches an offline phone in one sync round: Repaso and the study page show it, an exam already started keeps the old text', { timeout: 180_000 }, async () => {
    const started = Date.now();
    const { context, page } = await newPage(env.browser, env.server.url, { width: 390, height: 844 });
    await signIn(page, STUDENT.email, await createStudent());
    await acceptDisclaimer(page);
    await finishShortExam(page);

    // The question Repaso shows first: the one the academy will correct.
    await page.goto(`${COURSE}/repaso`);
    const oldStem = await repasoStem(page);
    const question = questionBank.find((q) => q.text === oldStem)!;
    expect(question, oldStem).toBeTruthy();
    const exam = questionsOf(findExam('principal-02')!);
    const position = exam.findIndex((q) => q.id === question.id);
    expect(position).toBeGreaterThanOrEqual(0);

    // An exam started before the edit (a second tab of the phone, left open on that question).
    const examTab = await context.newPage();
    await examTab.goto(`${COURSE}/evaluacion/principal-02`);
    await waitForApp(examTab);
    await expect.poll(() => examTab.getByText('Pregunta 1 de 10').isVisible()).toBe(true);
    if (position > 0) await examTab.getByRole('button', { name: new RegExp(`^Pregunta ${position + 1},`) }).click();
    await expect.poll(() => examTab.getByText(oldStem, { exact: true }).isVisible()).toBe(true);

    // The phone loses signal.
    await context.setOffline(true);
    await reassertOffline(context, page);

    // The operator, on a laptop, corrects the stem, the key and the explanation.
    const newStem = `${oldStem.replace(/\?$/, '')} (según la norma vigente)?`;
    const newKey = question.options.findIndex((_, k) => !question.correct.includes(k));
    const newExplanation = `Corregida por la academia: la respuesta es «${question.options[newKey]}».`;
    const operator = await operatorConsole(env, OPERATOR, 1280, 'light');
    await operator.goto(`/admin/preguntas/${question.id}`);
    const stemField = operator.getByRole('textbox', { name: 'Enunciado' });
    await expect.poll(() => stemField.isVisible(), { timeout: 20_000 }).toBe(true);
    await stemField.fill(newStem);
    for (const k of question.correct) await operator.getByRole('checkbox', { name: `Opción ${String.fromCharCode(65 + k)} correcta` }).uncheck();
    await operator.getByRole('checkbox', { name: `Opción ${String.fromCharCode(65 + newKey)} correcta` }).check();
    await operator.getByRole('textbox', { name: 'Explicación' }).fill(newExplanation);
    await operator.getByRole('textbox', { name: /Por qué cambia/ }).fill('La clave no coincidía con la norma vigente.');
    await operator.getByRole('button', { name: 'Publicar' }).click();
    await expect.poll(() => operator.getByRole('region', { name: 'Cambios frente a la versión 2' }).isVisible(), { timeout: 20_000 }).toBe(true);

    // …and a study section's paragraph, from 'Contenido'.
    const { page: studyMeta, block } = textSection();
    const newParagraph = 'Texto corregido por la academia tras la auditoría del 29 de noviembre de 2026.';
    await operator.getByRole('navigation', { name: 'Consola' }).getByRole('link', { name: 'Contenido' }).click();
    await operator.getByRole('textbox', { name: 'Buscar una página o sección' }).fill(block.title!);
    await operator.getByRole('link', { name: `Editar ${block.title} (${studyMeta.title})` }).click();
    const paragraph = operator.getByRole('textbox', { name: 'Párrafo 1' });
    await expect.poll(() => paragraph.isVisible(), { timeout: 20_000 }).toBe(true);
    await paragraph.fill(newParagraph);
    await expect.poll(() => operator.getByRole('region', { name: 'Vista previa en el celular' }).getByText(newParagraph).isVisible()).toBe(true);
    await operator.getByRole('textbox', { name: /Por qué cambia/ }).fill('Dato actualizado.');
    await operator.getByRole('button', { name: 'Publicar' }).click();
    await expect.poll(() => operator.getByRole('region', { name: 'Cambios frente a la versión 2' }).isVisible(), { timeout: 20_000 }).toBe(true);
    // SHOTS_DIR set: the new console screens at each width, light and dark, for a person to look at.
    if (process.env.SHOTS_DIR) {
      for (const scheme of ['light', 'dark'] as const) {
        await operator.emulateMedia({ colorScheme: scheme });
        for (const width of [1280, 768, 390]) {
          await operator.setViewportSize({ width, height: 900 });
          await operator.screenshot({ path: `${process.env.SHOTS_DIR}/seccion-${width}-${scheme}.png`, fullPage: true });
        }
      }
      await operator.getByRole('link', { name: 'Volver a Páginas de estudio' }).click();
      await operator.getByRole('textbox', { name: 'Buscar una página o sección' }).fill('Introducción');
      for (const scheme of ['light', 'dark'] as const) {
        await operator.emulateMedia({ colorScheme: scheme });
        for (const width of [1280, 768, 390]) {
          await operator.setViewportSize({ width, height: 900 });
          await operator.screenshot({ path: `${process.env.SHOTS_DIR}/contenido-${width}-${scheme}.png` });
        }
      }
    }
    await operator.context().close();

    // The phone comes online: one sync round brings both corrections.
    const deltas: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/content/delta')) deltas.push(request.url());
    });
    await context.setOffline(false);
    await expect.poll(() => stemHeading(page).textContent(), { timeout: 60_000 }).toBe(newStem);
    expect(deltas).toHaveLength(1);
    await page.getByRole(question.correct.length > 1 ? 'checkbox' : 'radio', { name: question.options[newKey], exact: true }).check();
    await page.getByRole('button', { name: 'Comprobar' }).click();
    await expect.poll(() => page.getByText('¡Correcto!').isVisible()).toBe(true);
    expect(await page.getByText(newExplanation).isVisible()).toBe(true);

    // The study page, edited the same way.
    await page.goto(`${COURSE}/${studyMeta.path}`);
    await waitForApp(page);
    const section = page.locator(`section#${block.id}`);
    await expect.poll(() => section.getByText(newParagraph).isVisible(), { timeout: 20_000 }).toBe(true);
    expect(await section.getByText(block.paragraphs[0], { exact: true }).count()).toBe(0);
    expect(await section.locator('time').getByText(formatLongDate(limaDate(Date.now())), { exact: true }).isVisible()).toBe(true);

    // The exam started before the edit keeps the version it began with, even reloaded.
    await examTab.reload();
    await waitForApp(examTab);
    if (position > 0) await examTab.getByRole('button', { name: new RegExp(`^Pregunta ${position + 1},`) }).click();
    await expect.poll(() => examTab.getByText(oldStem, { exact: true }).isVisible(), { timeout: 20_000 }).toBe(true);
    expect(await examTab.getByText(newStem, { exact: true }).count()).toBe(0);

    await context.close();
    console.info(`content-edit journey: ${Math.round((Date.now() - started) / 1000)} s`);
  });
});
