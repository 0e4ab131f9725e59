/**
 * The app's Chakra system: Chakra's base config, the default tokens the app draws (drawn-tokens.ts,
 * written by scripts/theme/drawn-tokens.ts) and only the recipes the first
 * screen (sign-in) draws, built with Chakra's documented createSystem(). Every piece comes from
 * `@chakra-ui/react/theme`, whose recipes are exported one by one: the bundler keeps the ones named
 * here and drops the rest. Components the first
 * screen never draws (fields, dialogs, menus, toasts, tables, alerts, badges) take their recipe
 * through the `recipe` prop (src/components/chakra/), in the chunks that draw them.
 */
import { createSystem, defaultBaseConfig, defineConfig, type SystemContext } from '@chakra-ui/react';
import {
  animationStyles,
  breakpoints,
  buttonRecipe,
  globalCss,
  headingRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  spinnerRecipe,
  textStyles,
} from '@chakra-ui/react/theme';
import { conditions, semanticTokens, tokens } from './drawn-tokens';

export const systemConfig = defineConfig({
  preflight: true,
  cssVarsPrefix: 'chakra',
  cssVarsRoot: ':where(html, .chakra-theme)',
  globalCss: {
    ...globalCss,
    // Chakra's global styles give every element (`*`) 26 custom properties of its own, which the browser
    // substitutes again for each element at every style recalculation: the defaults of the ring, filter
    // and backdrop-filter utilities (`ring`, `filter="auto"`, `backdropFilter="auto"`: the app draws none
    // of them) and three copies of root tokens for the reset (borders, fonts). The copies are declared
    // once, on the root, where the tokens are (and the color mode's class): every element inherits the
    // same values. On a study page at 4× CPU, the restyle when the app inserts its styles (issue 33).
    '*': { fontFeatureSettings: '"cv11"' },
    // Smooth scrolling to a section, except for those who asked their device for less motion.
    html: {
      colorPalette: 'red',
      '--global-font-mono': 'fonts.mono',
      '--global-font-body': 'fonts.body',
      '--global-color-border': 'colors.border',
      '@media (prefers-reduced-motion: no-preference)': { scrollBehavior: 'smooth' },
    },
    body: { bg: 'bg.subtle', color: 'fg' },
    ':target': { scrollMarginTop: '5rem' },
  },
  theme: {
    breakpoints,
    keyframes,
    // Only the tokens the app draws (about half of Chakra's): each one is a CSS variable built at start-up.
    tokens,
    semanticTokens,
    textStyles,
    layerStyles,
    animationStyles,
    recipes: { button: buttonRecipe, heading: headingRecipe, input: inputRecipe, link: linkRecipe, spinner: spinnerRecipe },
  },
});

let built: SystemContext | undefined;

/** The system, built on the first call (src/main.tsx makes that call a start-up step of its own). */
export function appSystem(): SystemContext {
  // Chakra's base config with only the conditions the app draws (drawn-tokens.ts): every token is
  // looked up against each condition as the system is built.
  built ??= createSystem({ ...defaultBaseConfig, conditions }, systemConfig);
  return built;
}

/**
 * The theme's heading look (its heading recipe: the base and one size) as a style object, for plain
 * <h2>/<h3> elements styled from their container instead of a <Heading> component each. Taken from
 * the recipe itself, so these headings follow it if it changes.
 */
export function headingCss(size: 'md' | 'xl') {
  return { ...headingRecipe.base, ...headingRecipe.variants?.size?.[size] };
}
