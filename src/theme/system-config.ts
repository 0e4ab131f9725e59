/**
 * The config of a slim Chakra system: the base config, the default tokens, and only the recipes this
 * app renders, merged (the first of the three start-up steps, see src/theme/system.ts).
 * `@chakra-ui/react/theme` builds the full default theme at module level (every recipe, ~25 KB gzip
 * that tree-shaking cannot drop), so the pieces are imported from their own modules through the
 * `@chakra-theme` alias (vite.config.ts, vitest configs, tsconfig paths). Add a recipe here when the
 * first screen (sign-in) draws its component; any other goes to src/theme/recipes/ (lazy-recipes.ts).
 */
import { defaultBaseConfig, defineConfig, mergeConfigs } from '@chakra-ui/react';
import { breakpoints } from '@chakra-theme/breakpoints.js';
import { globalCss } from '@chakra-theme/global-css.js';
import { layerStyles } from '@chakra-theme/layer-styles.js';
import { animationStyles } from '@chakra-theme/motion-styles.js';
import { buttonRecipe } from '@chakra-theme/recipes/button.js';
import { fieldSlotRecipe } from '@chakra-theme/recipes/field.js';
import { headingRecipe } from '@chakra-theme/recipes/heading.js';
import { inputRecipe } from '@chakra-theme/recipes/input.js';
import { linkRecipe } from '@chakra-theme/recipes/link.js';
import { spinnerRecipe } from '@chakra-theme/recipes/spinner.js';
import { semanticColors } from '@chakra-theme/semantic-tokens/colors.js';
import { semanticRadii } from '@chakra-theme/semantic-tokens/radii.js';
import { semanticShadows } from '@chakra-theme/semantic-tokens/shadows.js';
import { textStyles } from '@chakra-theme/text-styles.js';
import { animations } from '@chakra-theme/tokens/animations.js';
import { aspectRatios } from '@chakra-theme/tokens/aspect-ratios.js';
import { blurs } from '@chakra-theme/tokens/blurs.js';
import { borders } from '@chakra-theme/tokens/borders.js';
import { colors } from '@chakra-theme/tokens/colors.js';
import { cursor } from '@chakra-theme/tokens/cursor.js';
import { durations } from '@chakra-theme/tokens/durations.js';
import { easings } from '@chakra-theme/tokens/easings.js';
import { fontSizes } from '@chakra-theme/tokens/font-sizes.js';
import { fontWeights } from '@chakra-theme/tokens/font-weights.js';
import { fonts } from '@chakra-theme/tokens/fonts.js';
import { keyframes } from '@chakra-theme/tokens/keyframes.js';
import { letterSpacings } from '@chakra-theme/tokens/letter-spacing.js';
import { lineHeights } from '@chakra-theme/tokens/line-heights.js';
import { radii } from '@chakra-theme/tokens/radius.js';
import { sizes } from '@chakra-theme/tokens/sizes.js';
import { spacing } from '@chakra-theme/tokens/spacing.js';
import { zIndices } from '@chakra-theme/tokens/z-indices.js';

/** The palettes the app uses; dropping the rest (teal, cyan, purple, pink) spares start-up work. */
const PALETTES = ['gray', 'red', 'orange', 'yellow', 'green', 'blue'];
const GENERAL_COLORS = ['transparent', 'current', 'black', 'white', 'whiteAlpha', 'blackAlpha', 'bg', 'fg', 'border'];
function onlyUsed<T extends Record<string, unknown>>(table: T): T {
  return Object.fromEntries(Object.entries(table).filter(([key]) => PALETTES.includes(key) || GENERAL_COLORS.includes(key))) as T;
}

/**
 * The production app reads Chakra's global stylesheet from the page, where the build put it
 * (scripts/vite/prerender.ts, src/start.tsx): the keyframes and global styles it is made of are
 * needed only to write it (the build's prerender, development, tests), not in the app's bundle.
 */
const GLOBAL_CSS_IN_PAGE = import.meta.env.PROD && !import.meta.env.SSR;

const config = defineConfig({
  preflight: true,
  cssVarsPrefix: 'chakra',
  cssVarsRoot: ':where(html, .chakra-theme)',
  globalCss: GLOBAL_CSS_IN_PAGE
    ? {}
    : {
        ...globalCss,
        // Smooth scrolling to a section, except for those who asked their device for less motion.
        html: { colorPalette: 'red', '@media (prefers-reduced-motion: no-preference)': { scrollBehavior: 'smooth' } },
        body: { bg: 'bg.subtle', color: 'fg' },
        ':target': { scrollMarginTop: '5rem' },
      },
  theme: {
    breakpoints,
    keyframes: GLOBAL_CSS_IN_PAGE ? {} : keyframes,
    tokens: {
      aspectRatios,
      animations,
      blurs,
      borders,
      colors: onlyUsed(colors),
      durations,
      easings,
      fonts,
      fontSizes,
      fontWeights,
      letterSpacings,
      lineHeights,
      radii,
      spacing,
      sizes,
      zIndex: zIndices,
      cursor,
    },
    semanticTokens: { colors: onlyUsed(semanticColors), shadows: semanticShadows, radii: semanticRadii },
    textStyles,
    layerStyles,
    animationStyles,
    recipes: {
      button: buttonRecipe,
      heading: headingRecipe,
      input: inputRecipe,
      link: linkRecipe,
      spinner: spinnerRecipe,
    },
    slotRecipes: {
      field: fieldSlotRecipe,
    },
  },
});

export const systemConfig = mergeConfigs(defaultBaseConfig, config);

/**
 * The theme's heading look (its heading recipe: the base and one size) as a style object, for plain
 * <h2>/<h3> elements styled from their container instead of a <Heading> component each. Taken from
 * the recipe itself, so these headings follow it if it changes. Here, beside the recipe, so the
 * recipe's module stays in this chunk (a module of its own made the bundler split it out).
 */
export function headingCss(size: 'md' | 'xl') {
  return { ...headingRecipe.base, ...headingRecipe.variants?.size?.[size] };
}
