import { defaultSystem, type SlotRecipeConfig } from '@chakra-ui/react';
import { slotRecipes } from '@chakra-ui/react/theme';
import { describe, expect, it } from 'vitest';
import { drawnRecipes } from '../../scripts/theme/drawn-tokens';
import { appSystem, systemConfig } from '../../src/theme/system';

/** Chakra's own default system: the app's slim one must style everything the app uses as it does. */
const reference = defaultSystem;
const system = appSystem();

type Styles = { [key: string]: string | Styles };

/** Every declaration of a style object, by its selector path ('@layer recipes > &:hover > color'). */
function declarations(styles: Styles, prefix = '', out = new Map<string, string>()): Map<string, string> {
  for (const [key, value] of Object.entries(styles ?? {})) {
    if (value && typeof value === 'object') declarations(value, `${prefix}${key} > `, out);
    else out.set(`${prefix}${key}`, String(value));
  }
  return out;
}

/**
 * The app's system writes what Chakra's writes, declaration for declaration. The one difference
 * allowed: a colour palette hands on only the shades the app's system has (`colorPalette="blue"`
 * defines `--chakra-colors-color-palette-500`, not the -950 nobody draws).
 */
function expectSameStyles(ours: unknown, theirs: unknown, what: string) {
  const mine = declarations(ours as Styles);
  const chakra = declarations(theirs as Styles);
  for (const [key, value] of chakra) {
    const shade = /--chakra-colors-color-palette-([\w-]+)$/.exec(key);
    if (shade && !mine.has(key)) {
      expect(system.tokens.cssVarMap.get('base')?.has(`--chakra-colors-color-palette-${shade[1]}`) ?? false, `${what}: ${key}`).toBe(false);
      continue;
    }
    expect(mine.get(key), `${what}: ${key}`).toBe(value);
  }
  expect([...mine.keys()].filter((key) => !chakra.has(key)), what).toEqual([]);
}

/** Each variant's every value, one at a time, then the recipe's defaults. */
function variantsOf(recipe: { variants?: Record<string, Record<string, unknown>> }): Array<Record<string, string>> {
  return [{}, ...Object.entries(recipe.variants ?? {}).flatMap(([variant, values]) => Object.keys(values).map((value) => ({ [variant]: value })))];
}

const STYLES = [
  { color: 'fg.muted', bg: 'bg.subtle', borderColor: 'border', px: '4', py: '2', mt: '-3', rounded: 'l2' },
  { colorPalette: 'green', bg: 'colorPalette.subtle', color: 'colorPalette.fg', _dark: { bg: 'colorPalette.muted' } },
  { color: 'red.600/50', boxShadow: 'md', fontSize: ['sm', 'md', null, 'lg'], maxW: { base: 'full', md: '3xl' } },
  { textStyle: 'sm', layerStyle: 'fill.subtle', zIndex: 'overlay', transition: 'common', _hover: { bg: 'blue.500' } },
  { width: 'md', height: 'sizes.10', gap: '1.5', fontWeight: 'semibold', lineHeight: 'moderate', _focusVisible: { outlineColor: 'colorPalette.focusRing' } },
];

describe("the app's Chakra system", () => {
  it('is built once', () => {
    expect(appSystem()).toBe(system);
  });

  it("writes the same CSS as Chakra's default system for tokens, semantic tokens, palettes, conditions and compositions", () => {
    for (const style of STYLES) expectSameStyles(system.css(style), reference.css(style), JSON.stringify(style));
  });

  it('has only the palettes the app uses', () => {
    expect(system.token('colors.blue.500')).toBe(reference.token('colors.blue.500'));
    expect(system.token('colors.purple.500', 'missing')).toBe('missing');
  });

  it("gives every recipe of the first screen Chakra's styles, variant by variant", () => {
    const recipes = Object.keys(systemConfig.theme?.recipes ?? {});
    expect(recipes).toEqual(['button', 'heading', 'input', 'link', 'spinner']);
    expect(systemConfig.theme?.slotRecipes).toBeUndefined();
    for (const key of recipes) {
      const ours = system.getRecipeFn(key);
      const theirs = reference.getRecipeFn(key);
      for (const [variant, values] of [['', ['']], ...Object.entries(ours.variantMap as Record<string, string[]>)] as Array<[string, string[]]>) {
        for (const value of values) {
          const props = variant ? { [variant]: value } : {};
          expectSameStyles(ours(props), theirs(props), `${key} ${variant}=${value}`);
        }
      }
    }
  });

  // Every recipe the app takes up, the first screen's and those given through the `recipe` prop
  // (src/components/chakra/): each finds every token and condition it names. A recipe taken up tomorrow
  // changes what `npm run tokens` writes, so test/theme/drawn-tokens.test.ts fails until it is run.
  it('styles every recipe and slot recipe the app takes up as Chakra does, variant by variant', () => {
    expect(system.isRecipe('badge')).toBe(false);
    expect(system.isSlotRecipe('dialog')).toBe(false);
    const drawn = drawnRecipes();
    expect(Object.keys(drawn.recipes)).toEqual(expect.arrayContaining(['badge', 'button', 'textarea']));
    expect(Object.keys(drawn.slotRecipes)).toEqual(expect.arrayContaining(['dialog', 'field', 'menu', 'toast']));
    for (const [key, recipe] of Object.entries(drawn.recipes as Record<string, Parameters<typeof system.cva>[0]>)) {
      for (const props of variantsOf(recipe)) expectSameStyles(system.cva(recipe)(props), reference.getRecipeFn(key)(props), `${key} ${JSON.stringify(props)}`);
    }
    for (const [key, recipe] of Object.entries(drawn.slotRecipes as Record<string, SlotRecipeConfig>)) {
      for (const props of variantsOf(recipe)) expectSameStyles(system.sva(recipe)(props), reference.getSlotRecipeFn(key)(props), `${key} ${JSON.stringify(props)}`);
    }
  });

  it('leaves out what only the recipes of components the app never draws name', () => {
    // The switch (never drawn) is the one to name _checked: taken up without `npm run tokens`, it would
    // write a rule the browser cannot read, which every journey reports (src/theme/emotion-cache.ts).
    expect(JSON.stringify(reference.getSlotRecipeFn('switch')({}))).toContain('"&:is(:checked');
    expect(JSON.stringify(system.sva(slotRecipes.switch as SlotRecipeConfig)({}))).toContain('"_checked"');
  });

  it("writes Chakra's global stylesheet: its reset, the app's global styles and the token variables", () => {
    const css = JSON.stringify(system._global);
    expect(css).toContain('--chakra-colors-blue-500');
    expect(css).not.toContain('--chakra-colors-purple-500');
    expect(css).toContain('scrollMarginTop');
  });

  it('gives no custom property to every element: the copies of root tokens the reset reads are on the root (issue 33)', () => {
    const global = [...declarations(system._global as unknown as Styles).entries()];
    // No rule for every element (`*`, or its `::before`/`::after`) declares a custom property: the browser
    // would substitute each one again for each element at every style recalculation.
    const reachesEvery = (selector: string) => selector.split(',').some((part) => /^&?\*(::before|::after|::backdrop)?$/.test(part.trim()));
    const everyElement = global.filter(([key]) => /> --[\w-]+$/.test(key) && reachesEvery(key.split(' > ').at(-2) ?? ''));
    expect(everyElement.map(([key]) => key)).toEqual([]);
    const root = Object.fromEntries(global.filter(([key]) => /&html > --global-/.test(key)).map(([key, value]) => [key.split(' > ').pop(), value]));
    expect(root).toEqual({
      '--global-font-mono': 'var(--chakra-fonts-mono)',
      '--global-font-body': 'var(--chakra-fonts-body)',
      '--global-color-border': 'var(--chakra-colors-border)',
    });
  });
});
