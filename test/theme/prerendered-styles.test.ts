// @vitest-environment jsdom
/**
 * A prerendered page's Emotion styles (scripts/vite/prerender.ts) carry Emotion's own `data-emotion`
 * attribute, and the app's style cache adopts them through Emotion's documented server-rendering
 * path: their ids count as inserted without the app writing into the cache (issue 53 §2).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createStyleCache } from '../../src/theme/emotion-cache';

afterEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

describe('prerendered styles', () => {
  it('count as inserted in the app’s cache, and only the ids the page lists', () => {
    document.head.innerHTML = `<style>@layer reset, base, tokens, recipes;</style><style data-emotion="css abc123 def456">.css-abc123{color:red}.css-def456{color:blue}</style>`;
    const cache = createStyleCache();
    expect(cache.inserted).toMatchObject({ abc123: true, def456: true });
    expect(cache.inserted.other).toBeUndefined();
  });

  it('are ignored under another cache key', () => {
    document.head.innerHTML = `<style data-emotion="other abc123">.other-abc123{}</style>`;
    expect(createStyleCache().inserted.abc123).toBeUndefined();
  });

  it('are written by the prerender under Emotion’s attribute, and nothing writes into a cache by hand', () => {
    const prerender = readFileSync(path.join(process.cwd(), 'scripts/vite/prerender.ts'), 'utf8');
    const cache = readFileSync(path.join(process.cwd(), 'src/theme/emotion-cache.ts'), 'utf8');
    expect(prerender).not.toMatch(/replace\(\/<style data-emotion/);
    expect(cache).not.toMatch(/\.inserted\[/);
  });
});
