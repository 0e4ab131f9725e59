/** What a person sees: an element wholly inside the window and not covered by another one. */
import type { Locator, Page } from 'playwright-core';
import { mkdirSync } from 'node:fs';
import path from 'node:path';

/** Wholly inside the window, and what the window shows at its centre is the element itself. */
export async function onScreen(locator: Locator): Promise<boolean> {
  if (!(await locator.isVisible())) return false;
  return locator.evaluate((el) => {
    const r = el.getBoundingClientRect();
    if (r.width === 0 || r.top < 0 || r.left < 0 || r.bottom > innerHeight || r.right > innerWidth) return false;
    const top = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return top !== null && (el === top || el.contains(top));
  });
}

/** Where the journeys' screenshots go (SCREENSHOT_DIR, else a folder under the system's temp). */
export const SHOT_DIR = process.env.SCREENSHOT_DIR ?? path.join(process.env.TMPDIR ?? '/tmp', 'academia-shots');

export async function shoot(page: Page, name: string): Promise<void> {
  mkdirSync(SHOT_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SHOT_DIR, `${name}.png`) });
}
