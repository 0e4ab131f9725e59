import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DRAWN_TOKENS_FILE, drawnConditions, drawnTokens, drawnTokensModule } from '../../scripts/theme/drawn-tokens';

describe('the tokens and conditions the app draws (src/theme/drawn-tokens.ts)', () => {
  it('are what `npm run tokens` finds in the sources now', () => {
    // Stale when the sources name a token or condition the file lacks, or Chakra's tables changed.
    expect(readFileSync(DRAWN_TOKENS_FILE, 'utf8'), 'run `npm run tokens`').toBe(drawnTokensModule());
  });

  it('keep what the app names, directly, through its palette, with an opacity, and what those refer to', () => {
    const kept = new Set(drawnTokens());
    // body { color: fg } and 'fg.muted' in the app; colorPalette.solid in Chakra's button recipe, for red.
    for (const name of ['colors.fg', 'colors.fg.muted', 'colors.red.solid', 'spacing.4', 'radii.l2']) expect(kept.has(name), name).toBe(true);
    // red.solid is {colors.red.600} in light and dark.
    expect(kept.has('colors.red.600')).toBe(true);
    // Palettes nobody names.
    for (const name of ['colors.purple.500', 'colors.pink.solid', 'colors.cyan.fg']) expect(kept.has(name), name).toBe(false);
    expect(kept.size).toBeLessThan(400);
  });

  it('keep the conditions named in styles, and light and dark', () => {
    const conditions = Object.keys(drawnConditions());
    for (const name of ['hover', 'focusVisible', 'disabled', 'light', 'dark']) expect(conditions).toContain(name);
    for (const name of ['peerHover', 'groupChecked', 'scrollbarThumb']) expect(conditions).not.toContain(name);
  });

  it('read only the recipes the app takes up', () => {
    const conditions = Object.keys(drawnConditions());
    // The dialog's and the field's recipes (src/components/chakra/) name _open and _invalid.
    for (const name of ['open', 'invalid']) expect(conditions).toContain(name);
    // Only the recipes of components the app never draws (switch, radio cards, steps) name _checked and _complete.
    for (const name of ['checked', 'complete']) expect(conditions).not.toContain(name);
    // Named in a component's own code, not in a recipe: AbsoluteCenter's _rtl (Chakra's Loader, a busy button's spinner).
    expect(conditions).toContain('rtl');
  });
});
