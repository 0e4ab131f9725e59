import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createSystem } from '@chakra-ui/react';
import { describe, expect, it } from 'vitest';
import { patchCreateSystem } from '../../scripts/vite/chakra-create-system';
import { system } from '../../src/theme/system';
import { systemConfig } from '../../src/theme/system-config';

/** The app's system as Chakra's own createSystem() builds it from the same config, in one call. */
const reference = createSystem(systemConfig);

const STYLES = [
  { color: 'fg.muted', bg: 'bg.subtle', borderColor: 'border', px: '4', py: '2', mt: '-3', rounded: 'l2' },
  { colorPalette: 'green', bg: 'colorPalette.subtle', color: 'colorPalette.fg', _dark: { bg: 'colorPalette.muted' } },
  { color: 'red.600/50', boxShadow: 'md', fontSize: ['sm', 'md', null, 'lg'], maxW: { base: 'full', md: '3xl' } },
  { textStyle: 'sm', layerStyle: 'fill.subtle', zIndex: 'overlay', transition: 'common', _hover: { bg: 'blue.500' } },
  { width: 'breakpoint-md', height: 'sizes.10', gap: '1.5', fontWeight: 'semibold', lineHeight: 'moderate', _focusVisible: { outlineColor: 'colorPalette.focusRing' } },
];

describe("the app's Chakra system, built in steps", () => {
  it('writes the same CSS as createSystem() for tokens, semantic tokens, palettes, conditions and compositions', () => {
    for (const style of STYLES) expect(system.css(style)).toEqual(reference.css(style));
  });

  it('gives every recipe the same styles, variant by variant', () => {
    const recipes = Object.keys(systemConfig.theme?.recipes ?? {});
    const slotRecipes = Object.keys(systemConfig.theme?.slotRecipes ?? {});
    expect(recipes).toContain('button');
    expect(slotRecipes).toContain('field');
    for (const key of recipes) {
      const ours = system.getRecipeFn(key);
      const theirs = reference.getRecipeFn(key);
      expect(ours({})).toEqual(theirs({}));
      for (const [variant, values] of Object.entries(ours.variantMap as Record<string, string[]>)) {
        for (const value of values) expect(ours({ [variant]: value }), `${key} ${variant}=${value}`).toEqual(theirs({ [variant]: value }));
      }
    }
    for (const key of slotRecipes) expect(system.getSlotRecipeFn(key)({})).toEqual(reference.getSlotRecipeFn(key)({}));
  });

  it('has the same tokens, and the same stylesheet of token variables and global styles', () => {
    const names = reference.tokens.allTokens.map((token) => token.name);
    expect(names.length).toBeGreaterThan(400);
    expect(system.tokens.allTokens.map((token) => token.name)).toEqual(names);
    for (const name of names) {
      expect(system.token(name)).toBe(reference.token(name));
      expect(system.token.var(name)).toBe(reference.token.var(name));
    }
    expect(system.getTokenCss()).toEqual(reference.getTokenCss());
    expect(system._global).toEqual(reference._global);
  });
});

describe('the createSystem() patch (scripts/vite/chakra-create-system.ts)', () => {
  const source = readFileSync(createRequire(import.meta.url).resolve('@chakra-ui/react').replace(/cjs[\\/]index\.cjs$/, 'esm/styled-system/system.js'), 'utf8');

  it('applies to the installed Chakra', () => {
    const patched = patchCreateSystem(source, { withPreflight: true });
    expect(patched).toContain('function createSystemFrom(config, prebuiltTokens)');
    expect(patched).toContain('export { createSystem, createSystemFrom, isValidSystem };');
    expect(patched).toContain('get _global()');
    expect(patched).toContain("import { createPreflight } from './preflight.js';");
    expect(patchCreateSystem(source, { withPreflight: false })).not.toContain("from './preflight.js'");
  });

  it('refuses code it does not know, so the build fails instead of shipping it unpatched', () => {
    expect(patchCreateSystem(source.replace('const config = mergeConfigs(...configs);', 'const config = merge(configs);'), { withPreflight: true })).toBeNull();
    expect(patchCreateSystem(source + '\nexport { createSystem, isValidSystem };', { withPreflight: true })).toBeNull();
  });
});
