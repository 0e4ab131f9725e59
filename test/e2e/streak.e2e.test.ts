/**
 * Issue 35 journey, the study streak after three simulated days: the server holds a student's answers
 * on the three Lima days before today, each day's goal met (everything due answered right, then the
 * day's new questions: the log is built the way the app schedules it). From a fresh sign-in on a
 * device in Lima, Mi progreso shows no streak until the student turns it on in 'Recordatorios'; then
 * it says 3 days and the 12-week calendar marks those days as met, read as a table (date, answers,
 * goal met). The switch reaches the server once and stays on after a reload. Screenshots at 390 and
 * 1280 px, light and dark; axe finds nothing serious; the phone layout needs no sideways scroll; offline,
 * the streak still shows.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { activeQuestions } from '../../src/content/question-bank';
import type { ReviewEvent } from '../../src/shared/learning/events';
import { localDate, localDayNumber, startOfLocalDay } from '../../src/shared/learning/local-days';
import { studyDay } from '../shared/learning/helpers';
import { seriousViolations } from './support/axe';
import { COURSE, DEMO_STUDENT, reassertOffline, signIn, startJourney, waitForServiceWorker } from './support/journey';
import { onScreen, shoot } from './support/visible';

const LIMA = 'America/Lima';
const env = startJourney();
/** The three Lima dates studied (YYYY-MM-DD), oldest first. */
const studied: string[] = [];
let token = '';

async function api(method: string, path: string, body?: unknown) {
  const res = await fetch(`${env.server.url}/api${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, json: (await res.json()) as Record<string, unknown> };
}

beforeAll(async () => {
  const login = await api('POST', '/auth/login', { email: DEMO_STUDENT.email, password: DEMO_STUDENT.password });
  token = login.json.access_token as string;
  // Three days ago, two days ago and yesterday (Lima), at 10:00 Lima: far from any midnight.
  const today = localDayNumber(Date.now(), LIMA);
  const bank = activeQuestions.map((q) => q.id);
  let log: ReviewEvent[] = [];
  for (const day of [today - 3, today - 2, today - 1]) {
    log = studyDay(log, startOfLocalDay(day, LIMA) + 10 * 3600_000, bank, { id: randomUUID });
    studied.push(localDate(startOfLocalDay(day, LIMA), LIMA));
  }
  expect(log.length).toBeGreaterThanOrEqual(30);
  const posted = await api('POST', '/progress/events', { events: log });
  expect(posted.json).toEqual({ stored: log.length, duplicates: 0 });
});

/** A device in Lima, signed in afresh as the student, on Mi progreso. */
async function studentOnProgress(width: number, theme: 'light' | 'dark') {
  const context = await env.browser.newContext({ baseURL: env.server.url, viewport: { width, height: 844 }, locale: 'es-PE', timezoneId: LIMA, bypassCSP: true, reducedMotion: 'reduce' });
  const page = await context.newPage();
  await page.goto('/login');
  await page.evaluate((t) => localStorage.setItem('theme', t), theme);
  await signIn(page);
  await page.goto(`${COURSE}/progreso`);
  await expect.poll(() => page.getByTestId('readiness').isVisible(), { timeout: 20_000 }).toBe(true);
  return { context, page };
}

const streakSwitch = (page: Page) => page.getByRole('checkbox', { name: 'Mostrar mi racha de estudio' });
const section = (page: Page) => page.getByRole('region', { name: 'Tu racha de estudio' });
const calendar = (page: Page) => page.getByRole('table', { name: /^Tus últimas 12 semanas/ });

/** Turns the streak on from the 'Recordatorios' panel on Mi progreso; resolves once the section shows. */
async function turnStreakOn(page: Page) {
  await expect.poll(() => streakSwitch(page).isVisible(), { timeout: 20_000 }).toBe(true);
  await streakSwitch(page).check();
  await expect.poll(() => section(page).isVisible(), { timeout: 20_000 }).toBe(true);
}

describe('the study streak', () => {
  it('after three simulated days: off by default; on, it says 3 days and the calendar marks the three days as met', { timeout: 180_000 }, async () => {
    const { context, page } = await studentOnProgress(1280, 'light');
    // Off by default: no streak, no calendar, the switch unchecked.
    expect(await streakSwitch(page).isChecked()).toBe(false);
    expect(await section(page).count()).toBe(0);

    const saved: unknown[] = [];
    page.on('request', (request) => {
      if (request.method() === 'PUT' && new URL(request.url()).pathname === '/api/settings/reminders') saved.push(request.postDataJSON());
    });
    await turnStreakOn(page);
    const count = section(page).getByTestId('streak-count');
    await count.scrollIntoViewIfNeeded();
    expect(await count.textContent()).toBe('3 días seguidos con tu meta cumplida');
    expect(await onScreen(count)).toBe(true);
    // Today has just begun for this student: nothing broken, today's goal still ahead.
    expect(await section(page).getByTestId('streak-today').textContent()).toMatch(/^Hoy: \d+ respuestas? más y tu meta queda cumplida\.$/);
    expect(await section(page).getByText('El de esta semana sigue disponible.').isVisible()).toBe(true);

    // The calendar, as a table: each studied day's cell says its date, its answers and 'meta cumplida'.
    const table = calendar(page);
    await table.scrollIntoViewIfNeeded();
    expect(await onScreen(table.locator('caption'))).toBe(true);
    for (const name of ['Semana', 'lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado', 'domingo']) {
      expect(await table.getByRole('columnheader', { name, exact: true }).count()).toBe(1);
    }
    expect(await table.getByRole('rowheader').count()).toBe(12);
    const met = table.getByRole('cell', { name: /: \d+ respuestas de \d+, meta cumplida$/ });
    expect(await met.count()).toBe(3);
    for (const date of studied) {
      const cell = table.locator(`td[data-date="${date}"]`);
      expect(await cell.getAttribute('data-look')).toBe('met');
      expect(await cell.textContent()).toMatch(/\d+ respuestas de \d+, meta cumplida$/);
      expect(await cell.isVisible()).toBe(true);
    }
    expect(await table.getByRole('cell', { name: /^hoy, .*: sin respuestas, meta por cumplir$/ }).count()).toBe(1);

    // The switch reached the server once, and the device keeps it: a reload shows the streak again.
    await expect.poll(() => saved.length).toBe(1);
    expect(saved[0]).toMatchObject({ streak: true, enabled: false });
    const settings = await api('GET', '/settings');
    expect((settings.json.reminders as { streak: boolean }).streak).toBe(true);
    await page.reload();
    await expect.poll(() => section(page).getByTestId('streak-count').textContent(), { timeout: 20_000 }).toBe('3 días seguidos con tu meta cumplida');
    expect(await seriousViolations(page)).toEqual([]);

    // Offline first: with no connection, the device's log and setting still show the streak.
    await waitForServiceWorker(page);
    await context.setOffline(true);
    await page.reload();
    await reassertOffline(context, page);
    await expect.poll(() => section(page).getByTestId('streak-count').textContent(), { timeout: 20_000 }).toBe('3 días seguidos con tu meta cumplida');
    expect(await calendar(page).getByRole('cell', { name: /: \d+ respuestas de \d+, meta cumplida$/ }).count()).toBe(3);
    await context.close();
  });

  for (const width of [390, 1280]) {
    for (const theme of ['light', 'dark'] as const) {
      it(`the streak and its calendar fit and read well (${width} px, ${theme})`, { timeout: 120_000 }, async () => {
        const { context, page } = await studentOnProgress(width, theme);
        // The student turned it on in the first test: the server's setting reaches this fresh device.
        await expect.poll(() => section(page).isVisible(), { timeout: 20_000 }).toBe(true);
        expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(theme === 'dark');
        const table = calendar(page);
        await table.scrollIntoViewIfNeeded();
        expect(await onScreen(table.locator(`td[data-date="${studied[2]}"]`))).toBe(true);
        // No sideways scroll on a phone.
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
        const box = await table.boundingBox();
        expect(box!.x).toBeGreaterThanOrEqual(0);
        expect(box!.x + box!.width).toBeLessThanOrEqual(width);
        // What the window shows, the section's top under the sticky header (and, on a phone, the calendar).
        const showFrom = (target: Locator) => target.evaluate((el) => window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY - 80));
        await showFrom(section(page));
        await shoot(page, `streak-${width}-${theme}`);
        if (width === 390) {
          await showFrom(table);
          await shoot(page, `streak-calendar-${width}-${theme}`);
        }
        await showFrom(page.getByRole('region', { name: 'Recordatorios' }));
        await shoot(page, `streak-switch-${width}-${theme}`);
        expect(await seriousViolations(page)).toEqual([]);
        await context.close();
      });
    }
  }
});
