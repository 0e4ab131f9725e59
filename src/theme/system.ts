/**
 * A slim Chakra system: the base config, the default tokens, and only the recipes this app renders.
 * `@chakra-ui/react/theme` builds the full default theme at module level (every recipe, ~25 KB gzip
 * that tree-shaking cannot drop), so the pieces are imported from their own modules through the
 * `@chakra-theme` alias (vite.config.ts, vitest configs, tsconfig paths). Add a recipe here when you
 * use a component.
 */
import { createSystem, defaultBaseConfig, defineConfig, mergeConfigs } from '@chakra-ui/react';
import { breakpoints } from '@chakra-theme/breakpoints.js';
import { globalCss } from '@chakra-theme/global-css.js';
import { layerStyles } from '@chakra-theme/layer-styles.js';
import { animationStyles } from '@chakra-theme/motion-styles.js';
import { alertSlotRecipe } from '@chakra-theme/recipes/alert.js';
import { badgeRecipe } from '@chakra-theme/recipes/badge.js';
import { buttonRecipe } from '@chakra-theme/recipes/button.js';
import { dialogSlotRecipe } from '@chakra-theme/recipes/dialog.js';
import { fieldSlotRecipe } from '@chakra-theme/recipes/field.js';
import { headingRecipe } from '@chakra-theme/recipes/heading.js';
import { inputRecipe } from '@chakra-theme/recipes/input.js';
import { linkRecipe } from '@chakra-theme/recipes/link.js';
import { menuSlotRecipe } from '@chakra-theme/recipes/menu.js';
import { separatorRecipe } from '@chakra-theme/recipes/separator.js';
import { spinnerRecipe } from '@chakra-theme/recipes/spinner.js';
import { tableSlotRecipe } from '@chakra-theme/recipes/table.js';
import { toastSlotRecipe } from '@chakra-theme/recipes/toast.js';
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

const config = defineConfig({
  preflight: true,
  cssVarsPrefix: 'chakra',
  cssVarsRoot: ':where(html, .chakra-theme)',
  globalCss: {
    ...globalCss,
    html: { colorPalette: 'red', scrollBehavior: 'smooth' },
    body: { bg: 'bg.subtle', color: 'fg' },
    ':target': { scrollMarginTop: '5rem' },
  },
  theme: {
    breakpoints,
    keyframes,
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
      badge: badgeRecipe,
      button: buttonRecipe,
      heading: headingRecipe,
      input: inputRecipe,
      link: linkRecipe,
      separator: separatorRecipe,
      spinner: spinnerRecipe,
    },
    slotRecipes: {
      alert: alertSlotRecipe,
      dialog: dialogSlotRecipe,
      field: fieldSlotRecipe,
      menu: menuSlotRecipe,
      table: tableSlotRecipe,
      toast: toastSlotRecipe,
    },
  },
});

export const system = createSystem(mergeConfigs(defaultBaseConfig, config));
