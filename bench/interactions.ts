/**
 * Exam interaction latency: Chromium's CPU throttled to the run's calibrated slowdown
 * (bench/calibration.ts, DECISIONS.md 'Performance budgets') on the exam screen; each interaction's
 * latency is the Event Timing `duration` (input event → next paint) of its interactionId, the largest
 * over its events (pointerdown, pointerup, click), as INP counts it.
 */
import { performance } from 'node:perf_hooks';
import type { Browser, Locator, Page } from 'playwright-core';
import { findExam, questionsOf } from '../src/content/exams';
import { sleep } from './util';

export interface InteractionFigures {
  select: number[];
  next: number[];
  /** Interactions whose events all stayed under the 16 ms threshold (counted as 16 ms). */
  belowThreshold: { select: number; next: number };
}

interface EventRecord {
  id: number;
  name: string;
  start: number;
  duration: number;
}

declare global {
  interface Window {
    __benchEvents?: EventRecord[];
  }
}

const THRESHOLD = 16;

function observeEventTiming() {
  window.__benchEvents = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as PerformanceEventTiming[]) {
      if (entry.interactionId) window.__benchEvents?.push({ id: entry.interactionId, name: entry.name, start: entry.startTime, duration: entry.duration });
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
}

/**
 * Performs `act`, waits for the Event Timing entries of inputs since `act`, then checks `settled`.
 * In that order: waiting for a locator runs Playwright's own script in the page on every frame
 * (a text search of the whole page), which would run in the very frame being measured.
 */
async function timed(page: Page, act: () => Promise<void>, settled: Locator): Promise<number | null> {
  const since = await page.evaluate(() => performance.now());
  await act();
  // Entries are queued after the next paint; the observer callback runs a little later.
  const entries = () => page.evaluate((from) => (window.__benchEvents ?? []).filter((e) => e.start >= from), since);
  const deadline = Date.now() + 1000;
  let events: EventRecord[] = [];
  while (Date.now() < deadline) {
    events = await entries();
    if (events.length) {
      await sleep(150); // the rest of the same interaction's events
      events = await entries();
      break;
    }
    await sleep(50);
  }
  await settled.waitFor({ state: 'visible', timeout: 15_000 });
  if (!events.length) return null;
  const byId = new Map<number, number>();
  for (const e of events) byId.set(e.id, Math.max(byId.get(e.id) ?? 0, e.duration));
  return Math.max(...byId.values());
}

export async function measureExamInteractions(
  browser: Browser,
  baseURL: string,
  route: string,
  localStorageItems: { name: string; value: string }[],
  count: number,
  rate: number,
): Promise<InteractionFigures> {
  const exam = findExam('principal-01');
  if (!exam) throw new Error('principal-01 is missing');
  const questions = questionsOf(exam);
  // A single-answer question with a next one: options switch freely and 'Siguiente' never blocks.
  const index = questions.findIndex((q, i) => q.correct.length === 1 && i < questions.length - 1);
  const question = questions[index];
  const origin = new URL(baseURL).origin;
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 412, height: 823 },
    locale: 'es-PE',
    storageState: { cookies: [], origins: [{ origin, localStorage: localStorageItems }] },
  });
  try {
    await context.addInitScript(observeEventTiming);
    const page = await context.newPage();
    await page.goto(route, { waitUntil: 'load', timeout: 60_000 });
    const onQuestion = (n: number) => page.getByText(`Pregunta ${n} de ${questions.length}`, { exact: true });
    await onQuestion(1).waitFor({ state: 'visible', timeout: 30_000 });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    if (index > 0) {
      await page.getByRole('button', { name: new RegExp(`^Pregunta ${index + 1},`) }).click();
      await onQuestion(index + 1).waitFor({ state: 'visible', timeout: 15_000 });
    }
    const next = page.getByRole('button', { name: 'Siguiente', exact: true });
    const previous = page.getByRole('button', { name: 'Anterior', exact: true });
    const figures: InteractionFigures = { select: [], next: [], belowThreshold: { select: 0, next: 0 } };
    const record = (kind: 'select' | 'next', value: number | null) => {
      if (value === null) figures.belowThreshold[kind]++;
      figures[kind].push(value ?? THRESHOLD);
    };
    await sleep(500);
    for (let i = 0; i < count; i++) {
      // A different option every time, so each click changes the answer.
      const option = page.getByRole('radio', { name: question.options[i % question.options.length], exact: true });
      record('select', await timed(page, () => option.click(), page.locator('input[type=radio]:checked').and(option)));
      record('next', await timed(page, () => next.click(), onQuestion(index + 2)));
      await timed(page, () => previous.click(), onQuestion(index + 1)); // back; not reported
    }
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    return figures;
  } finally {
    await context.close();
  }
}

/**
 * Repaso's 'Comprobar' (issue 18): answer → feedback painted, at the run's slowdown, over `count`
 * questions of one topic ('Estudiar un tema', so no due questions are needed): each is answered right
 * from the bank, checked (measured), then left with 'Siguiente' (not measured).
 */
export async function measureRepasoInteractions(
  browser: Browser,
  baseURL: string,
  route: string,
  localStorageItems: { name: string; value: string }[],
  count: number,
  rate: number,
  options: { historyEvents?: number } = {},
): Promise<{ check: number[]; belowThreshold: number; pullMs?: number }> {
  const { questionBank } = await import('../src/content/question-bank');
  const origin = new URL(baseURL).origin;
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 412, height: 823 },
    locale: 'es-PE',
    storageState: { cookies: [], origins: [{ origin, localStorage: localStorageItems }] },
  });
  try {
    await context.addInitScript(observeEventTiming);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const opened = performance.now();
    await page.goto(route, { waitUntil: 'load', timeout: 60_000 });
    const check = page.getByRole('button', { name: 'Comprobar', exact: true });
    await check.waitFor({ state: 'visible', timeout: 30_000 });
    const figures: { check: number[]; belowThreshold: number; pullMs?: number } = { check: [], belowThreshold: 0 };
    if (options.historyEvents) {
      // A new device: the first pull brings the whole history into IndexedDB (unthrottled, timed from opening).
      await page.waitForFunction(storedEventsAtLeast, options.historyEvents, { timeout: 300_000, polling: 250 });
      figures.pullMs = performance.now() - opened;
      await sleep(2000);
    }
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    await sleep(500);
    for (let i = 0; i < count; i++) {
      await check.waitFor({ state: 'visible', timeout: 15_000 });
      const heading = (await page.getByRole('main').getByRole('heading', { level: 2 }).first().textContent()) ?? '';
      const question = questionBank.find((q) => q.text === heading);
      if (!question) throw new Error(`Repaso shows a question the bank lacks: ${heading}`);
      const role = question.correct.length > 1 ? 'checkbox' : 'radio';
      for (const k of question.correct) await page.getByRole(role, { name: new RegExp(`^${question.options[k].replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) }).check();
      const latency = await timed(page, () => check.click(), page.getByText('¡Correcto!', { exact: true }));
      if (latency === null) figures.belowThreshold++;
      figures.check.push(latency ?? THRESHOLD);
      await page.getByRole('button', { name: 'Siguiente', exact: true }).click();
    }
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    return figures;
  } finally {
    await context.close();
  }
}

/** In the page: whether the device's review log holds at least `count` events (lib/storage/indexed-db.ts's store). */
function storedEventsAtLeast(count: number): Promise<boolean> {
  return new Promise((resolve) => {
    const open = indexedDB.open('naturalizacion-peru-reviews');
    open.onerror = () => resolve(false);
    open.onsuccess = () => {
      const db = open.result;
      if (!db.objectStoreNames.contains('events')) {
        db.close();
        resolve(false);
        return;
      }
      const counted = db.transaction('events').objectStore('events').count();
      counted.onsuccess = () => {
        db.close();
        resolve(counted.result >= count);
      };
      counted.onerror = () => resolve(false);
    };
  });
}
