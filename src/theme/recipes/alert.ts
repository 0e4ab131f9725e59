/** Registers Chakra's alert recipe (src/theme/lazy-recipes.ts): import it where an alert is drawn. */
import { alertSlotRecipe } from '@chakra-theme/recipes/alert.js';
import { registerSlotRecipe } from '../lazy-recipes';

registerSlotRecipe('alert', alertSlotRecipe);
