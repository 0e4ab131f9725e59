/**
 * Issue 21 §10–11, the study tools as a student uses them: after one online visit, the header's
 * search finds 'titicaca' offline and its result lands on the geography page's section; 'Escuchar'
 * reads a section, a Repaso question and a result's review with the device's Spanish voice, one
 * sentence at a time, 'Detener' stops it, and a timed exam has none; the text size chosen on a study
 * page survives a reload. The browser's speech API is a stub the page cannot tell from the real one:
 * it lists its voices late ('voiceschanged'), as Chrome does, and keeps what it was asked to say.
 */
import { describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { findExam, questionsOf } from '../../src/content/exams';
import { COURSE, acceptDisclaimer, newPage, reassertOffline, signIn, startJourney, waitForApp, waitForServiceWorker } from './support/journey';

const env = startJourney();

interface Spoken {
  text: string;
  lang: string;
  voice: string | null;
}

declare global {
  interface Window {
    spoken: Spoken[];
    cancels: number;
    /** Ends the utterance being spoken, as the engine does when it has said it. */
    finishUtterance: () => void;
    /** Makes the stub's voices available and says so ('voiceschanged'). */
    loadVoices: () => void;
  }
}

/**
 * Installs the stub speech API before any script of the page runs. Its voices arrive 300 ms after
 * the page starts, or with `manualVoices` when the test calls window.loadVoices().
 */
async function stubSpeech(context: BrowserContext, voices: { name: string; lang: string; localService: boolean }[], manualVoices = false): Promise<void> {
  await context.addInitScript(([list, manual]) => {
    window.spoken = [];
    window.cancels = 0;
    let current: SpeechSynthesisUtterance | null = null;
    let loaded: typeof list = [];
    class Utterance extends EventTarget {
      text: string;
      lang = '';
      voice: { name: string } | null = null;
      onend: (() => void) | null = null;
      onerror: ((event: { error: string }) => void) | null = null;
      constructor(text: string) {
        super();
        this.text = text;
      }
    }
    const synth = Object.assign(new EventTarget(), {
      speaking: false,
      pending: false,
      paused: false,
      getVoices: () => loaded,
      speak(utterance: SpeechSynthesisUtterance) {
        window.spoken.push({ text: utterance.text, lang: utterance.lang, voice: utterance.voice?.name ?? null });
        current = utterance;
        synth.speaking = true;
      },
      cancel() {
        window.cancels += 1;
        synth.speaking = false;
        const cancelled = current;
        current = null;
        cancelled?.onerror?.({ error: 'interrupted' } as SpeechSynthesisErrorEvent);
      },
      pause() {},
      resume() {},
    });
    window.finishUtterance = () => {
      const done = current;
      current = null;
      synth.speaking = false;
      done?.onend?.({} as SpeechSynthesisEvent);
    };
    Object.defineProperty(window, 'speechSynthesis', { value: synth, configurable: true });
    Object.defineProperty(window, 'SpeechSynthesisUtterance', { value: Utterance, configurable: true, writable: true });
    // Like Chrome: no voices at first, then 'voiceschanged'.
    window.loadVoices = () => {
      loaded = list;
      synth.dispatchEvent(new Event('voiceschanged'));
    };
    if (!manual) setTimeout(window.loadVoices, 300);
  }, [voices, manualVoices] as const);
}

const VOICES = [
  { name: 'English (America)', lang: 'en-US', localService: true },
  { name: 'Español (España)', lang: 'es-ES', localService: true },
  { name: 'Español (Perú)', lang: 'es_PE', localService: true },
];

const spoken = (page: Page) => page.evaluate(() => window.spoken);

/** Whether the element's top is on screen (below the sticky header). */
const topInView = (page: Page, selector: string) =>
  page.locator(selector).evaluate((el) => {
    const { top } = el.getBoundingClientRect();
    return top >= 0 && top < window.innerHeight / 2;
  });

describe('study tools', () => {
  it("offline, the header's search finds 'titicaca' and its result lands on the geography section", { timeout: 180_000 }, async () => {
    const { context, page } = await newPage(env.browser, env.server.url);
    await signIn(page);
    await page.goto(`${COURSE}/introduccion`);
    await waitForServiceWorker(page);

    await context.setOffline(true);
    await page.reload();
    await reassertOffline(context, page);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Introducción');

    const field = page.getByRole('banner').getByRole('searchbox', { name: 'Buscar en el material' });
    await field.fill('titicaca');
    await field.press('Enter');
    await page.waitForURL(`**${COURSE}/buscar?q=titicaca`);
    const status = page.getByRole('status').filter({ hasText: 'para «titicaca»' });
    await expect.poll(() => status.textContent()).toMatch(/^\d+ resultados? en \d+ páginas? para «titicaca»$/);

    // Grouped by page: the geography page, with its section on the lake first.
    const results = page.getByRole('list', { name: 'Resultados para «titicaca»' });
    const geography = results.getByRole('listitem').filter({ has: page.getByRole('heading', { name: '12.1 Geografía Natural del Perú' }) });
    await expect.poll(() => geography.isVisible()).toBe(true);
    const section = geography.getByRole('link', { name: 'El lago Titicaca', exact: true });
    expect(await section.isVisible()).toBe(true);
    // The snippet marks the word found, as the page writes it.
    expect(await geography.locator('mark').first().textContent()).toBe('Titicaca');

    // Keyboard: the result is a link; Enter follows it to the section.
    await section.focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(`**${COURSE}/material/geografia-natural#lago-titicaca`);
    await expect.poll(() => page.getByRole('heading', { level: 2, name: 'El lago Titicaca' }).isVisible()).toBe(true);
    await expect.poll(() => topInView(page, '#lago-titicaca')).toBe(true);

    // Accents and case do not matter; nothing found says so.
    await page.goto(`${COURSE}/buscar?q=PERU%20HUASCARAN`);
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'para «PERU HUASCARAN»' }).textContent()).toMatch(/^\d+ resultados? en/);
    expect(await page.locator('mark').filter({ hasText: 'Huascarán' }).count()).toBeGreaterThan(0);
    const searchbox = page.getByRole('main').getByRole('searchbox', { name: 'Palabras a buscar' });
    await searchbox.fill('zqxwv');
    await searchbox.press('Enter');
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'zqxwv' }).textContent()).toBe('No encontramos resultados para «zqxwv»');
    await context.close();
  });

  it("'Escuchar' reads a section with the Spanish voice, sentence by sentence; 'Detener' stops it", async () => {
    const { context, page } = await newPage(env.browser, env.server.url);
    await stubSpeech(context, VOICES);
    await signIn(page);
    await page.goto(`${COURSE}/material/geografia-natural#lago-titicaca`);
    const section = page.locator('#lago-titicaca');
    const listen = section.getByRole('button', { name: 'Escuchar: El lago Titicaca' });
    await expect.poll(() => listen.isVisible()).toBe(true);
    // One button per section.
    expect(await page.locator('section').count()).toBe(await page.getByRole('button', { name: /^Escuchar/ }).count());

    await listen.click();
    await expect.poll(async () => (await spoken(page)).length).toBe(1);
    expect((await spoken(page))[0]).toEqual({ text: 'El lago Titicaca.', lang: 'es-PE', voice: 'Español (Perú)' });
    const stop = section.getByRole('button', { name: 'Detener: El lago Titicaca' });
    expect(await stop.isVisible()).toBe(true);

    // The next sentence when the first is said: the section's own text, in Spanish, in the same voice.
    await page.evaluate(() => window.finishUtterance());
    await expect.poll(async () => (await spoken(page)).length).toBe(2);
    const second = (await spoken(page))[1];
    expect(second.lang).toBe('es-PE');
    expect(second.voice).toBe('Español (Perú)');
    expect(second.text.length).toBeLessThanOrEqual(220);
    expect(await section.textContent()).toContain(second.text.replace(/\.$/, ''));

    await stop.click();
    await expect.poll(() => listen.isVisible()).toBe(true);
    expect(await page.evaluate(() => window.cancels)).toBeGreaterThan(0);
    const before = (await spoken(page)).length;
    await page.evaluate(() => window.finishUtterance());
    expect((await spoken(page)).length).toBe(before);
    await context.close();
  });

  it("nothing on the page moves when the voices arrive and 'Escuchar' appears (phone)", async () => {
    const { context, page } = await newPage(env.browser, env.server.url, { width: 390, height: 800 });
    await stubSpeech(context, VOICES, true);
    await signIn(page);
    await page.goto(`${COURSE}/material/geografia-natural`);
    // React has adopted the prerendered page.
    await waitForApp(page);
    const layout = () => page.locator('section').evaluateAll((sections) => sections.map((s) => [s.getBoundingClientRect().top, s.querySelector('h2')?.getBoundingClientRect().height ?? 0]));
    const before = await layout();
    expect(await page.getByRole('button', { name: /^Escuchar/ }).count()).toBe(0);
    await page.evaluate(() => window.loadVoices());
    await expect.poll(() => page.getByRole('button', { name: /^Escuchar/ }).count()).toBe(before.length);
    expect(await layout()).toEqual(before);
    await context.close();
  });

  it("no Spanish voice, no 'Escuchar'", async () => {
    const { context, page } = await newPage(env.browser, env.server.url);
    await stubSpeech(context, [{ name: 'English (America)', lang: 'en-US', localService: true }]);
    await signIn(page);
    await page.goto(`${COURSE}/material/geografia-natural`);
    await expect.poll(() => page.getByRole('heading', { level: 2, name: 'El lago Titicaca' }).isVisible()).toBe(true);
    await page.waitForFunction(() => window.speechSynthesis.getVoices().length > 0);
    expect(await page.getByRole('button', { name: /^Escuchar/ }).count()).toBe(0);
    await context.close();
  });

  it("Repaso and the result's review read their questions; a timed exam has no 'Escuchar'", { timeout: 180_000 }, async () => {
    const { context, page } = await newPage(env.browser, env.server.url);
    await stubSpeech(context, VOICES);
    await signIn(page);
    await acceptDisclaimer(page);

    await page.goto(`${COURSE}/repaso?tema=12`);
    const question = page.getByRole('heading', { level: 2 }).first();
    await expect.poll(() => question.isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Escuchar: la pregunta' }).click();
    await expect.poll(async () => (await spoken(page)).length).toBe(1);
    // The question's first sentence (a long question is cut at its sentences).
    expect(await question.textContent()).toContain((await spoken(page))[0].text.replace(/\.$/, ''));
    expect((await spoken(page))[0].lang).toBe('es-PE');
    await page.evaluate(() => window.finishUtterance());
    await expect.poll(async () => (await spoken(page))[1]?.text).toMatch(/^A: /);
    await page.getByRole('button', { name: 'Detener: la pregunta' }).click();

    const exam = findExam('principal-01')!;
    const questions = questionsOf(exam);
    await page.goto(`${COURSE}/evaluacion/principal-01`);
    // Answers wait for the app to have the exam (a tap before it is held and replayed: issue 33).
    await waitForApp(page);
    await expect.poll(() => page.getByText('Pregunta 1 de 10').isVisible()).toBe(true);
    await page.waitForFunction(() => window.speechSynthesis.getVoices().length > 0);
    expect(await page.getByRole('button', { name: /^Escuchar/ }).count()).toBe(0);
    // Nor a search to look the answers up in.
    expect(await page.getByRole('search').count()).toBe(0);
    for (let i = 0; i < questions.length; i++) {
      const q = questions[i];
      await expect.poll(() => page.getByText(`Pregunta ${i + 1} de 10`).isVisible()).toBe(true);
      expect(await page.getByRole('button', { name: /^Escuchar/ }).count()).toBe(0);
      for (const k of q.correct) await page.getByRole(q.correct.length > 1 ? 'checkbox' : 'radio', { name: q.options[k], exact: true }).check();
      if (i < questions.length - 1) await page.getByRole('button', { name: 'Siguiente' }).click();
    }
    await page.getByRole('button', { name: 'Finalizar Examen' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Finalizar', exact: true }).click();
    await page.waitForURL(`**${COURSE}/resultado/principal-01**`);
    const review = page.getByRole('region', { name: 'Revisión de respuestas' });
    await expect.poll(() => review.getByRole('button', { name: /^Escuchar: la pregunta \d+$/ }).count()).toBe(10);
    await review.getByRole('button', { name: 'Escuchar: la pregunta 1', exact: true }).click();
    // Nothing was read during the exam (the page's record starts at the exam's load).
    await expect.poll(async () => (await spoken(page)).length).toBe(1);
    const read = (await spoken(page))[0];
    expect(questions[0].text).toContain(read.text.replace(/\.$/, ''));
    expect(read.voice).toBe('Español (Perú)');
    await context.close();
  });

  it('the text size chosen on a study page survives a reload', async () => {
    const { context, page } = await newPage(env.browser, env.server.url, { width: 390, height: 800 });
    await signIn(page);
    await page.goto(`${COURSE}/material/geografia`);
    const sizes = page.getByRole('group', { name: 'Tamaño del texto' });
    const paragraph = page.locator('#pulgar-vidal p').first();
    const fontSize = () => paragraph.evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
    await expect.poll(() => sizes.getByRole('button', { name: 'Normal' }).getAttribute('aria-pressed')).toBe('true');
    const normal = await fontSize();

    await sizes.getByRole('button', { name: 'Grande', exact: true }).click();
    // A tap made before the app took the page over is held and replayed when it has (issue 33).
    await expect.poll(() => sizes.getByRole('button', { name: 'Grande', exact: true }).getAttribute('aria-pressed')).toBe('true');
    expect(await sizes.getByRole('button', { name: 'Normal' }).getAttribute('aria-pressed')).toBe('false');
    const large = await fontSize();
    expect(large).toBeGreaterThan(normal);
    // The header keeps its size: only the reading grows.
    const headerLink = page.getByRole('banner').getByRole('link').first();
    const headerSize = await headerLink.evaluate((el) => getComputedStyle(el).fontSize);

    await page.reload();
    // Drawn at the chosen size from the first paint (the prerendered page, before the app starts).
    expect(await page.evaluate(() => document.documentElement.getAttribute('data-study-font'))).toBe('grande');
    expect(await fontSize()).toBe(large);
    await expect.poll(() => sizes.getByRole('button', { name: 'Grande', exact: true }).getAttribute('aria-pressed')).toBe('true');
    expect(await headerLink.evaluate((el) => getComputedStyle(el).fontSize)).toBe(headerSize);

    await sizes.getByRole('button', { name: 'Muy grande' }).click();
    expect(await fontSize()).toBeGreaterThan(large);
    await sizes.getByRole('button', { name: 'Normal' }).click();
    expect(await fontSize()).toBe(normal);
    await context.close();
  });
});
