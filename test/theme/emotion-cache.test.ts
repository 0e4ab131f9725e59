import { serializeStyles } from '@emotion/serialize';
import { describe, expect, it } from 'vitest';
import { CSS_CHECK_FLAG, UNREADABLE_CSS, createStyleCache } from '../../src/theme/emotion-cache';

/** The CSS text the cache writes for a style object. */
function written(style: Record<string, string>): string {
  const cache = createStyleCache();
  const rules: string[] = [];
  cache.sheet.insert = (rule: string) => void rules.push(rule);
  const serialized = serializeStyles([style], cache.registered);
  // The browser build writes to the sheet; the server build (the prerender's) returns the text.
  const returned = cache.insert(`.${cache.key}-${serialized.name}`, serialized, cache.sheet, true);
  return rules.join('') || (typeof returned === 'string' ? returned : '') || String(cache.inserted[serialized.name] ?? '');
}

describe('the style cache', () => {
  it('writes standard CSS, without the prefixes of browsers the app does not support', () => {
    const css = written({ display: 'flex', alignItems: 'center', transform: 'rotate(1deg)', appearance: 'none' });
    expect(css).toContain('display:flex;');
    expect(css).toContain('align-items:center;');
    expect(css).not.toMatch(/-ms-|-moz-|-webkit-box|-webkit-transform|-webkit-align/);
  });

  it('keeps the -webkit- copy Safari still needs for user-select and backdrop-filter', () => {
    const css = written({ userSelect: 'none', backdropFilter: 'blur(4px)' });
    expect(css).toContain('-webkit-user-select:none;user-select:none;');
    expect(css).toContain('-webkit-backdrop-filter:blur(4px);backdrop-filter:blur(4px);');
  });
});

describe('unreadable CSS', () => {
  /** What the cache reports while a page asks it to, with a browser that reads no raw token path. */
  function reported(style: Record<string, string>): unknown[][] {
    const calls: unknown[][] = [];
    const original = console.error;
    const globals = globalThis as Record<string, unknown>;
    const hadCss = 'CSS' in globals;
    const css = globals.CSS;
    globals[CSS_CHECK_FLAG] = true;
    globals.CSS = { supports: (property: string, value: string) => !/^[a-z]+\.[a-z]+$|^[1-9]\d*$/i.test(value) || property === 'z-index' };
    console.error = (...args: unknown[]) => void calls.push(args);
    try {
      written(style);
    } finally {
      console.error = original;
      delete globals[CSS_CHECK_FLAG];
      if (hadCss) globals.CSS = css;
      else delete globals.CSS;
    }
    return calls;
  }

  it('are reported, declaration by declaration, once the page asks', () => {
    expect(reported({ color: 'fg.error', padding: '4', zIndex: '10', margin: '0' })).toEqual([
      [UNREADABLE_CSS, 'color:fg.error;'],
      [UNREADABLE_CSS, 'padding:4;'],
    ]);
    expect(reported({ color: 'red', '--chakra-x': 'fg.error' })).toEqual([]);
  });

  it('are not looked for unless the page asks', () => {
    const calls: unknown[][] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => void calls.push(args);
    try {
      written({ color: 'fg.error' });
    } finally {
      console.error = original;
    }
    expect(calls).toEqual([]);
  });
});
