/**
 * Issue 16 journey: one phone, two students. Ana (the demo student) finishes an exam while the
 * server cannot take attempts, leaves another half done and signs out; Beto signs in on the same
 * browser and sees none of it, neither her result, her progress, her half-done exam nor her pending
 * attempt, and takes an exam of his own. When the server is back his outbox sends his attempt only;
 * hers reaches her account, exactly once, when she signs in again.
 */
import { describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { findExam, questionsOf } from '../../src/content/exams';
import { adminCli as admin } from './support/cli';
import { COURSE, DEMO_STUDENT, acceptDisclaimer, newPage, signIn, startJourney, waitForApp } from './support/journey';

const ANA = DEMO_STUDENT;
const BETO = { email: 'beto.quispe@academia.pe', name: 'Beto Quispe', password: 'Lima2026!' } as const;
const COURSE_SLUG = 'examen-de-naturalizacion';

// The server seeds the demo student only into an empty database: with Beto in it, Ana is created
// here too, as the first start would have.
const env = startJourney(() => ({
  async prepare(dataDir) {
    for (const student of [ANA, BETO]) {
      await admin(dataDir, 'create-student', '--email', student.email, '--name', student.name, '--password', student.password);
      await admin(dataDir, 'grant-course', '--email', student.email, '--course', COURSE_SLUG);
    }
  },
}));

interface ServerAttempt {
  id: string;
  examId: string;
}

/** A token of the student's own, straight from the API (the app's tokens end when they sign out). */
async function apiToken(student: { email: string; password: string }): Promise<string> {
  const res = await fetch(`${env.server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: student.email, password: student.password }),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { access_token: string }).access_token;
}

/** Every attempt the student's account holds, page after page. */
async function serverAttempts(token: string): Promise<ServerAttempt[]> {
  const all: ServerAttempt[] = [];
  let cursor: string | null = null;
  do {
    const query: string = cursor === null ? '' : `?cursor=${encodeURIComponent(cursor)}`;
    const res = await fetch(`${env.server.url}/api/attempts${query}`, { headers: { Authorization: `Bearer ${token}` } });
    expect(res.status).toBe(200);
    const body = (await res.json()) as ServerAttempt[] | { attempts: ServerAttempt[]; next: string | null };
    // A server from before the history was paged answers the bare array.
    if (Array.isArray(body)) return body;
    all.push(...body.attempts);
    cursor = body.next;
  } while (cursor !== null);
  return all;
}

/** The sync button's name with one result waiting ('1 resultado pendiente de sincronizar'). */
const ONE_PENDING = /^1 resultados? pendientes? de sincronizar$/;

const countOf = (attempts: ServerAttempt[], id: string) => attempts.filter((a) => a.id === id).length;

/** Answers every question of the exam on screen correctly and finishes it; returns the attempt id. */
async function takeExam(page: Page, examId: string): Promise<string> {
  const questions = questionsOf(findExam(examId)!);
  await page.waitForURL(`**${COURSE}/evaluacion/${examId}`);
  // Options wait for the app to have the exam (a tap while its rows take the attempt's order can be lost: issue 33).
  await waitForApp(page);
  for (let i = 0; i < questions.length; i++) {
    const q = questions[i];
    await expect.poll(() => page.getByText(`Pregunta ${i + 1} de 10`).isVisible()).toBe(true);
    for (const k of q.correct) await page.getByRole(q.correct.length > 1 ? 'checkbox' : 'radio', { name: q.options[k], exact: true }).check();
    if (i < questions.length - 1) await page.getByRole('button', { name: 'Siguiente' }).click();
  }
  await page.getByRole('button', { name: 'Finalizar Examen' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Finalizar', exact: true }).click();
  await page.waitForURL(`**${COURSE}/resultado/${examId}**`);
  await expect.poll(() => page.getByTestId('score').textContent()).toBe('100%');
  return new URL(page.url()).searchParams.get('intento')!;
}

/**
 * Signs in on the login form the app is showing (after a sign-out), without loading the page again:
 * on a shared phone the next student signs in within the same running app.
 */
async function signInHere(page: Page, student: { email: string; password: string }): Promise<void> {
  await page.getByLabel('Correo electrónico').fill(student.email);
  await page.getByLabel('Contraseña', { exact: true }).fill(student.password);
  await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
  await page.waitForURL('**/home');
  await expect.poll(() => page.getByRole('heading', { name: 'Mis Cursos' }).isVisible()).toBe(true);
}

/** Mis Cursos → the course → 'Exámenes Principales', by the app's own links. */
async function openPrincipalExams(page: Page): Promise<void> {
  await page.getByRole('link', { name: 'Ver Curso' }).click();
  await page.waitForURL(`**${COURSE}/introduccion`);
  const nav = page.getByRole('navigation', { name: 'Navegación' });
  const section = nav.getByRole('button', { name: 'Exámenes', exact: true });
  if ((await section.getAttribute('aria-expanded')) !== 'true') await section.click();
  await nav.getByRole('link', { name: 'Exámenes Principales' }).click();
  await page.waitForURL(`**${COURSE}/examenes/principales`);
  await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Exámenes Principales' }).isVisible()).toBe(true);
}

async function signOut(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name: `Menú de ${name}` }).click();
  await page.getByRole('menuitem', { name: 'Cerrar Sesión' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Cerrar Sesión' }).click();
  await page.waitForURL('**/login**');
}

async function syncNow(page: Page): Promise<void> {
  await page.getByRole('button', { name: /de sincronizar$|todo enviado$/ }).click();
  await page.getByRole('menuitem', { name: 'Sincronizar ahora' }).click();
}

describe('a phone shared by two students', () => {
  let context: BrowserContext;
  let page: Page;

  it("each student sees and sends only their own attempts; Ana's reaches her account once, when she is back", { timeout: 300_000 }, async () => {
    ({ context, page } = await newPage(env.browser, env.server.url));
    await signIn(page, ANA.email, ANA.password);
    await acceptDisclaimer(page);
    // The server cannot take attempts (nor list them) from now on.
    const blocked = '**/api/attempts';
    await context.route(blocked, (route) => route.abort());

    // Ana leaves principal-02 half done...
    const second = questionsOf(findExam('principal-02')!);
    await page.goto(`${COURSE}/evaluacion/principal-02`);
    // Answers wait for the app to have the exam (a tap before it is held and replayed: issue 33).
    await waitForApp(page);
    await expect.poll(() => page.getByText('Pregunta 1 de 10').isVisible()).toBe(true);
    await page.getByRole('radio', { name: second[0].options[second[0].correct[0]], exact: true }).check();
    await expect.poll(() => page.getByText('1/10 respondidas').isVisible()).toBe(true);
    await page.waitForTimeout(300);

    // ...finishes principal-01, which stays on the device, and sees it in her progress.
    await page.goto(`${COURSE}/evaluacion/principal-01`);
    // Answers wait for the app to have the exam (a tap before it is held and replayed: issue 33).
    await waitForApp(page);
    const anasAttempt = await takeExam(page, 'principal-01');
    await expect.poll(() => page.getByRole('button', { name: ONE_PENDING }).isVisible()).toBe(true);
    await page.goto(`${COURSE}/examenes/principales`);
    await expect.poll(() => page.getByText('Último resultado: 100%').isVisible()).toBe(true);
    await signOut(page, ANA.name);

    // Beto signs in on the same phone, in the same running app: nothing of Ana's is his.
    await signInHere(page, BETO);
    await expect.poll(() => page.getByRole('button', { name: 'Sincronización: todo enviado' }).isVisible()).toBe(true);
    await openPrincipalExams(page);
    await expect.poll(() => page.getByText('Aún no lo has rendido').count()).toBe(12);
    // The list reads the device after it paints: give it the time Ana's took, then look again.
    await page.waitForTimeout(1500);
    expect(await page.getByText(/^Último resultado/).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Comenzar Examen' }).count()).toBe(12);
    expect(await page.getByRole('link', { name: 'Repetir Examen' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Sincronización: todo enviado' }).isVisible()).toBe(true);
    // Her half-done exam is not his to resume: he starts principal-02 afresh, and finishes it.
    await page.getByRole('link', { name: 'Comenzar Examen' }).nth(1).click();
    await page.waitForURL(`**${COURSE}/evaluacion/principal-02`);
    // Options wait for the app to have the exam (a tap while its rows take the attempt's order can be lost: issue 33).
    await waitForApp(page);
    await expect.poll(() => page.getByText('0/10 respondidas').isVisible()).toBe(true);
    await page.waitForTimeout(500);
    expect(await page.getByText('1/10 respondidas').count()).toBe(0);
    const betosAttempt = await takeExam(page, 'principal-02');
    await expect.poll(() => page.getByRole('button', { name: ONE_PENDING }).isVisible()).toBe(true);
    // Her result's address shows him nothing either.
    await page.goto(`${COURSE}/resultado/principal-01?intento=${anasAttempt}`);
    await expect.poll(() => page.getByRole('heading', { name: 'Sin resultado' }).isVisible()).toBe(true);

    // The server is back: Beto's outbox sends his attempt, and only his.
    await context.unroute(blocked);
    await syncNow(page);
    const betoToken = await page.evaluate(() => localStorage.getItem('access_token'));
    expect(betoToken).toBeTruthy();
    await expect.poll(async () => countOf(await serverAttempts(betoToken!), betosAttempt), { timeout: 30_000 }).toBe(1);
    await page.waitForTimeout(1000);
    const betosAccount = await serverAttempts(betoToken!);
    expect(betosAccount.map((a) => a.id)).toEqual([betosAttempt]);
    expect(countOf(await serverAttempts(await apiToken(ANA)), anasAttempt)).toBe(0);

    // Ana signs in again: her attempt goes to her account, exactly once, and her run waits for her.
    await signOut(page, BETO.name);
    await signInHere(page, ANA);
    const anaToken = await apiToken(ANA);
    await expect.poll(async () => countOf(await serverAttempts(anaToken), anasAttempt), { timeout: 30_000 }).toBe(1);
    await syncNow(page);
    await page.waitForTimeout(1000);
    const anasAccount = await serverAttempts(anaToken);
    expect(anasAccount.map((a) => a.id)).toEqual([anasAttempt]);
    expect((await serverAttempts(await apiToken(BETO))).map((a) => a.id)).toEqual([betosAttempt]);

    await openPrincipalExams(page);
    await expect.poll(() => page.getByText('Último resultado: 100%').count()).toBe(1);
    // principal-01 is done ('Repetir Examen'); principal-02 is hers, in progress, where she left it.
    await page.getByRole('link', { name: 'Continuar Examen' }).click();
    await page.waitForURL(`**${COURSE}/evaluacion/principal-02`);
    // Options wait for the app to have the exam (a tap while its rows take the attempt's order can be lost: issue 33).
    await waitForApp(page);
    await expect.poll(() => page.getByText('1/10 respondidas').isVisible()).toBe(true);
    await context.close();
  });
});
