/**
 * Every journey's pages report CSS the browser cannot read (issue 33): the app's Chakra system holds
 * only the tokens and conditions the app draws (src/theme/drawn-tokens.ts), and one it lacks would be
 * written raw (`color: fg.error`) and dropped by the browser without a word. The app reports what it
 * inserts once a page sets the flag (src/theme/emotion-cache.ts); the styles a prerendered page
 * carries are read here as the page loads. A journey fails on any.
 */
import type { Browser, BrowserContext } from 'playwright-core';
import { CSS_CHECK_FLAG, UNREADABLE_CSS } from '../../../src/theme/emotion-cache';

/** Found since the last test took them. */
const found: string[] = [];

export function takeUnreadableCss(): string[] {
  return found.splice(0);
}

/** Runs in every page before its own scripts: asks the app to report, and reads the prerendered styles. */
function pageScript({ flag, mark }: { flag: string; mark: string }) {
  (window as unknown as Record<string, unknown>)[flag] = true;
  const read = (css: string) => {
    const text = css.replace(/\/\*[\s\S]*?\*\//g, '');
    for (const [, selectors, body] of text.matchAll(/([^{};]*)\{([^{}]*)\}/g)) {
      if (/(^|[\s>+~(,])_[a-zA-Z]/.test(selectors)) console.error(mark, selectors.trim());
      for (const declaration of body.split(/;(?![^(]*\))/)) {
        const colon = declaration.indexOf(':');
        if (colon < 0) continue;
        const property = declaration.slice(0, colon).trim();
        const value = declaration.slice(colon + 1).trim().replace(/\s*!important$/, '');
        if (!property || property.startsWith('--')) continue;
        if (CSS.supports(property, 'initial') && !CSS.supports(property, value)) console.error(mark, declaration.trim());
      }
    }
  };
  document.addEventListener('DOMContentLoaded', () => {
    for (const style of document.querySelectorAll('style')) read(style.textContent ?? '');
  });
}

async function watched(context: BrowserContext): Promise<BrowserContext> {
  await context.addInitScript(pageScript, { flag: CSS_CHECK_FLAG, mark: UNREADABLE_CSS });
  context.on('console', (message) => {
    if (message.type() === 'error' && message.text().startsWith(UNREADABLE_CSS)) found.push(`${message.page()?.url() ?? ''} ${message.text()}`);
  });
  return context;
}

/** The browser, its new contexts watched. */
export function checkingCss(browser: Browser): Browser {
  return new Proxy(browser, {
    get(target, property) {
      if (property === 'newContext') return async (...args: Parameters<Browser['newContext']>) => watched(await target.newContext(...args));
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
