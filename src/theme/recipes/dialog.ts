/** Registers Chakra's dialog recipe (src/theme/lazy-recipes.ts): import it where a dialog is drawn. */
import { dialogSlotRecipe } from '@chakra-theme/recipes/dialog.js';
import { registerSlotRecipe } from '../lazy-recipes';

registerSlotRecipe('dialog', dialogSlotRecipe);
