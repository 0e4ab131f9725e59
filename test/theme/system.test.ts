import { defaultSystem, type SlotRecipeConfig } from '@chakra-ui/react';
import { alertSlotRecipe, badgeRecipe, dialogSlotRecipe, fieldSlotRecipe, menuSlotRecipe, tableSlotRecipe, textareaRecipe, toastSlotRecipe } from '@chakra-ui/react/theme';
import { describe, expect, it } from 'vitest';
import { appSystem, systemConfig } from '../../src/theme/system';

/** Chakra's own default system: the app's slim one must style everything the app uses as it does. */
const reference = defaultSystem;
const system = appSystem();

const STYLES = [
  { color: 'fg.muted', bg: 'bg.subtle', borderColor: 'border', px: '4', py: '2', mt: '-3', rounded: 'l2' },
  { colorPalette: 'green', bg: 'colorPalette.subtle', color: 'colorPalette.fg', _dark: { bg: 'colorPalette.muted' } },
  { color: 'red.600/50', boxShadow: 'md', fontSize: ['sm', 'md', null, 'lg'], maxW: { base: 'full', md: '3xl' } },
  { textStyle: 'sm', layerStyle: 'fill.subtle', zIndex: 'overlay', transition: 'common', _hover: { bg: 'blue.500' } },
  { width: 'breakpoint-md', height: 'sizes.10', gap: '1.5', fontWeight: 'semibold', lineHeight: 'moderate', _focusVisible: { outlineColor: 'colorPalette.focusRing' } },
];

describe("the app's Chakra system", () => {
  it('is built once', () => {
    expect(appSystem()).toBe(system);
  });

  it("writes the same CSS as Chakra's default system for tokens, semantic tokens, palettes, conditions and compositions", () => {
    for (const style of STYLES) expect(system.css(style)).toEqual(reference.css(style));
  });

  it('has only the palettes the app uses', () => {
    expect(system.token('colors.blue.500')).toBe(reference.token('colors.blue.500'));
    expect(system.token('colors.teal.500', 'missing')).toBe('missing');
  });

  it("gives every recipe of the first screen Chakra's styles, variant by variant", () => {
    const recipes = Object.keys(systemConfig.theme?.recipes ?? {});
    expect(recipes).toEqual(['button', 'heading', 'input', 'link', 'spinner']);
    expect(systemConfig.theme?.slotRecipes).toBeUndefined();
    for (const key of recipes) {
      const ours = system.getRecipeFn(key);
      const theirs = reference.getRecipeFn(key);
      expect(ours({})).toEqual(theirs({}));
      for (const [variant, values] of Object.entries(ours.variantMap as Record<string, string[]>)) {
        for (const value of values) expect(ours({ [variant]: value }), `${key} ${variant}=${value}`).toEqual(theirs({ [variant]: value }));
      }
    }
  });

  it('leaves the other recipes to the components that draw them (src/components/chakra), with the same styles', () => {
    expect(system.isRecipe('badge')).toBe(false);
    expect(system.isSlotRecipe('dialog')).toBe(false);
    expect(system.cva(badgeRecipe)({})).toEqual(reference.getRecipeFn('badge')({}));
    expect(system.cva(textareaRecipe)({})).toEqual(reference.getRecipeFn('textarea')({}));
    const slots: Record<string, SlotRecipeConfig> = { field: fieldSlotRecipe, alert: alertSlotRecipe, dialog: dialogSlotRecipe, menu: menuSlotRecipe, table: tableSlotRecipe, toast: toastSlotRecipe };
    for (const [key, recipe] of Object.entries(slots)) expect(system.sva(recipe)({}), key).toEqual(reference.getSlotRecipeFn(key)({}));
  });

  it("writes Chakra's global stylesheet: its reset, the app's global styles and the token variables", () => {
    const css = JSON.stringify(system._global);
    expect(css).toContain('--chakra-colors-blue-500');
    expect(css).not.toContain('--chakra-colors-teal-500');
    expect(css).toContain('scrollMarginTop');
  });
});
