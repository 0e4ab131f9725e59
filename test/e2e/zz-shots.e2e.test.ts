import { it } from 'vitest';
import type { BrowserContext } from 'playwright-core';
import { COURSE, newPage, signIn, startJourney } from './support/journey';
const env = startJourney();
const VOICES = [{ name: 'Español (Perú)', lang: 'es-PE', localService: true }];
async function stub(context: BrowserContext) {
  await context.addInitScript((list) => {
    const synth = Object.assign(new EventTarget(), { speaking: false, pending: false, getVoices: () => list, speak() {}, cancel() {} });
    Object.defineProperty(window, 'speechSynthesis', { value: synth, configurable: true });
    (window as any).SpeechSynthesisUtterance = class { constructor(public text: string) {} };
  }, VOICES);
}
for (const width of [390, 1280]) {
  for (const theme of ['light', 'dark']) {
    it(`shots ${width} ${theme}`, { timeout: 120_000 }, async () => {
      const { context, page } = await newPage(env.browser, env.server.url, { width, height: 800 });
      await stub(context);
      await signIn(page);
      await page.evaluate((t) => localStorage.setItem('theme', t), theme);
      await page.goto(`${COURSE}/buscar?q=titicaca`);
      await page.getByRole('status').filter({ hasText: 'para «titicaca»' }).waitFor();
      await page.screenshot({ path: `/tmp/i21t-shots/search-${width}-${theme}.png` });
      await page.goto(`${COURSE}/buscar?q=zzqx`);
      await page.getByText('No encontramos').waitFor();
      await page.screenshot({ path: `/tmp/i21t-shots/empty-${width}-${theme}.png` });
      await page.goto(`${COURSE}/material/geografia-natural`);
      await page.getByRole('button', { name: /^Escuchar/ }).first().waitFor();
      await page.screenshot({ path: `/tmp/i21t-shots/study-${width}-${theme}.png` });
      await page.getByRole('button', { name: 'Muy grande' }).click();
      await page.goto(`${COURSE}/material/geografia-natural#lago-titicaca`);
      await page.getByRole('button', { name: 'Escuchar: El lago Titicaca' }).click();
      await page.screenshot({ path: `/tmp/i21t-shots/study-big-${width}-${theme}.png` });
      await page.getByRole('button', { name: 'Normal' }).click();
      await page.goto(`${COURSE}/repaso?tema=12`);
      await page.getByRole('button', { name: /^Escuchar/ }).first().waitFor();
      await page.screenshot({ path: `/tmp/i21t-shots/repaso-${width}-${theme}.png` });
      await context.close();
    });
  }
}
