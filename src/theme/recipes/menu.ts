/** Registers Chakra's menu recipe (src/theme/lazy-recipes.ts): import it where a menu is drawn. */
import { menuSlotRecipe } from '@chakra-theme/recipes/menu.js';
import { registerSlotRecipe } from '../lazy-recipes';

registerSlotRecipe('menu', menuSlotRecipe);
