import { serializeStyles } from '@emotion/serialize';
import { describe, expect, it } from 'vitest';
import { createStyleCache } from '../../src/theme/emotion-cache';

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
