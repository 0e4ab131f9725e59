/**
 * Issue 22, item 6: motion where it helps a student, never in the way. Repaso's feedback is on screen,
 * legible, on the first frame after 'Comprobar' and then settles in motion (framer-motion, loaded
 * with Repaso); the phone sidebar slides in and out. Students whose device asks for reduced motion
 * get no movement: the feedback is in place at once, the sidebar just opens and closes.
 * Every check samples the page on each animation frame, as the student would see it.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { questionBank } from '../../src/content/question-bank';
import { COURSE, signIn, startJourney } from './support/journey';

const env = startJourney();

/** The feedback panel's first offset (review-page.tsx): it rises from 8 px below its place. */
const RISE_PX = 8;

interface Frame {
  opacity: number;
  y: number;
}

async function openPage(reducedMotion: 'reduce' | 'no-preference', width = 1280) {
  const context = await env.browser.newContext({ baseURL: env.server.url, viewport: { width, height: 800 }, locale: 'es-PE', reducedMotion });
  const page = await context.newPage();
  await signIn(page);
  return { context, page };
}

/** Opens one topic's Repaso, waits for its motion code and selects `right` or wrong answers. */
async function pickAnswer(page: Page, right: boolean): Promise<void> {
  const motionLoaded = page.waitForResponse((res) => /\/motion-features-[\w-]+\.js$/.test(res.url()));
  await page.goto(`${COURSE}/repaso?tema=1`);
  await motionLoaded;
  // The first question's heading (not a heading the page shows while it loads).
  const heading = page.getByRole('main').getByRole('heading', { level: 2 }).first();
  const question = async () => {
    const text = (await heading.isVisible()) ? await heading.textContent() : null;
    return questionBank.find((x) => x.text === text);
  };
  await expect.poll(async () => Boolean(await question())).toBe(true);
  const q = (await question())!;
  const wrong = q.options.findIndex((_, k) => !q.correct.includes(k));
  const picks = right ? q.correct : [wrong, ...q.correct.slice(1)];
  // Repaso shuffles the options (shared/option-order.ts): each pick is found by its text on screen.
  const labels = page.getByRole('main').locator('fieldset label');
  const shown = await labels.evaluateAll((rows) => rows.map((l) => l.querySelector('span:last-of-type')?.textContent ?? ''));
  for (const k of picks) {
    const place = shown.indexOf(q.options[k]);
    expect(place, `option ${q.options[k]} among ${JSON.stringify(shown)}`).toBeGreaterThanOrEqual(0);
    await page.getByRole('main').locator('fieldset input').nth(place).check();
  }
}

/** Presses 'Comprobar', then reads the feedback panel on every frame for 500 ms (null: not there). */
function checkAndWatch(page: Page): Promise<(Frame | null)[]> {
  return page.evaluate(async () => {
    const button = [...document.querySelectorAll('button')].find((b) => b.textContent === 'Comprobar');
    button?.click();
    const frames: ({ opacity: number; y: number } | null)[] = [];
    const start = performance.now();
    while (performance.now() - start < 500) {
      await new Promise((resolve) => requestAnimationFrame(resolve));
      const panel = document.querySelector('[role="group"][aria-label="Resultado de tu respuesta"]');
      if (!panel) {
        frames.push(null);
        continue;
      }
      const style = getComputedStyle(panel);
      frames.push({ opacity: Number(style.opacity), y: new DOMMatrix(style.transform).m42 });
    }
    return frames;
  });
}

const moving = (frames: (Frame | null)[]) => frames.filter((f) => f !== null && f.y > 0.5 && f.y < RISE_PX - 0.5);

describe('motion', () => {
  it('Repaso’s feedback is legible on the first frame after Comprobar, then rises into place', async () => {
    const { context, page } = await openPage('no-preference');
    await pickAnswer(page, false);
    const frames = await checkAndWatch(page);
    const [first] = frames;
    expect(first, 'painted on the first frame').not.toBeNull();
    expect(first!.opacity).toBeGreaterThanOrEqual(0.6);
    expect(moving(frames).length, JSON.stringify(frames)).toBeGreaterThanOrEqual(2);
    expect(frames.at(-1)).toEqual({ opacity: 1, y: 0 });
    await expect.poll(() => page.getByText('Incorrecto', { exact: true }).isVisible()).toBe(true);
    await context.close();
  });

  it('with reduced motion the feedback does not move: it is in place at once', async () => {
    const { context, page } = await openPage('reduce');
    await pickAnswer(page, true);
    const frames = await checkAndWatch(page);
    expect(frames[0], 'painted on the first frame').not.toBeNull();
    expect(moving(frames), JSON.stringify(frames)).toEqual([]);
    expect(frames.at(-1)).toEqual({ opacity: 1, y: 0 });
    await expect.poll(() => page.getByText('¡Correcto!').isVisible()).toBe(true);
    await context.close();
  });

  /** Closes the phone sidebar and reads, on every frame for 400 ms, whether its panel still shows. */
  async function closeAndWatch(page: Page): Promise<boolean[]> {
    await page.goto(`${COURSE}/introduccion`);
    await page.getByRole('button', { name: 'Abrir navegación' }).click();
    const nav = page.getByRole('navigation', { name: 'Navegación' });
    await expect.poll(() => nav.evaluate((el) => new DOMMatrix(getComputedStyle(el).transform).m41)).toBe(0);
    return page.evaluate(async () => {
      document.querySelector<HTMLButtonElement>('#course-sidebar button[aria-label="Cerrar navegación"]')?.click();
      const shown: boolean[] = [];
      const start = performance.now();
      while (performance.now() - start < 400) {
        await new Promise((resolve) => requestAnimationFrame(resolve));
        shown.push(getComputedStyle(document.getElementById('course-sidebar')!).visibility === 'visible');
      }
      return shown;
    });
  }

  it('on a phone the sidebar slides out when closed, instead of vanishing', async () => {
    const { context, page } = await openPage('no-preference', 390);
    const shown = await closeAndWatch(page);
    expect(shown[0], 'still on screen as it slides').toBe(true);
    expect(shown.at(-1)).toBe(false);
    await context.close();
  });

  it('with reduced motion the phone sidebar closes at once', async () => {
    const { context, page } = await openPage('reduce', 390);
    const shown = await closeAndWatch(page);
    expect(shown).not.toContain(true);
    await context.close();
  });
});
