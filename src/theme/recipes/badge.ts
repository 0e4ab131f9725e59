/** Registers Chakra's badge recipe (src/theme/lazy-recipes.ts): import it where a badge is drawn. */
import { badgeRecipe } from '@chakra-theme/recipes/badge.js';
import { registerRecipe } from '../lazy-recipes';

registerRecipe('badge', badgeRecipe);
