// @vitest-environment jsdom
/**
 * A prerendered page's Emotion styles (scripts/vite/prerender.ts) stay where the page put them: the
 * app's style cache counts them as inserted, and no Emotion cache moves the element (each move makes
 * the browser recalculate the whole page's style).
 */
import createCache from '@emotion/cache';
import { afterEach, describe, expect, it } from 'vitest';
import { PRERENDERED_CSS_ATTRIBUTE } from '../../src/shared/prerender-markers';
import { createStyleCache } from '../../src/theme/emotion-cache';

afterEach(() => {
  document.head.innerHTML = '';
});

function prerenderedHead(): HTMLStyleElement {
  document.head.innerHTML = `<style>@layer reset, base, tokens, recipes;</style><style ${PRERENDERED_CSS_ATTRIBUTE}="css abc123 def456">.css-abc123{color:red}.css-def456{color:blue}</style><meta name="after">`;
  return document.head.querySelector(`style[${PRERENDERED_CSS_ATTRIBUTE}]`)!;
}

describe('prerendered styles', () => {
  it('count as inserted in the app’s cache, and only the ids the page lists', () => {
    prerenderedHead();
    const cache = createStyleCache();
    expect(cache.inserted).toMatchObject({ abc123: true, def456: true });
    expect(cache.inserted.other).toBeUndefined();
  });

  it('stay in place: neither the app’s cache nor Emotion’s default one moves the element', async () => {
    const style = prerenderedHead();
    const observer = new MutationObserver(() => undefined);
    observer.observe(document.head, { childList: true });
    createStyleCache();
    createCache({ key: 'css' }); // what @emotion/react creates when it loads
    await Promise.resolve();
    expect(observer.takeRecords()).toEqual([]);
    expect(document.head.children[1]).toBe(style);
    expect(style.hasAttribute('data-emotion')).toBe(false);
  });

  it('are ignored under another cache key', () => {
    document.head.innerHTML = `<style ${PRERENDERED_CSS_ATTRIBUTE}="other abc123">.other-abc123{}</style>`;
    expect(createStyleCache().inserted.abc123).toBeUndefined();
  });
});
