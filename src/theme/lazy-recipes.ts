/**
 * Recipes of components the first screen never draws (dialogs, menus, toasts, tables, badges) stay
 * out of the system built at start-up (src/theme/system.ts) and out of the first screen's download:
 * each is registered by a module under src/theme/recipes/, which the components that draw it import
 * before they render. Chakra reads a recipe by key the first time a component asks for it
 * (`system.getRecipe`/`getSlotRecipe`), so registering it any time before that first draw works.
 */
import type { RecipeDefinition, SlotRecipeConfig } from '@chakra-ui/react';
import { system } from './system';

interface RecipeTables {
  recipes: Record<string, RecipeDefinition>;
  slotRecipes: Record<string, SlotRecipeConfig>;
}

const theme = system._config.theme as RecipeTables;

export function registerRecipe(key: string, recipe: RecipeDefinition): void {
  theme.recipes[key] ??= recipe;
}

export function registerSlotRecipe(key: string, recipe: SlotRecipeConfig): void {
  theme.slotRecipes[key] ??= recipe;
}
