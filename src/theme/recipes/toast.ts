/** Registers Chakra's toast recipe (src/theme/lazy-recipes.ts): import it where a toast is drawn. */
import { toastSlotRecipe } from '@chakra-theme/recipes/toast.js';
import { registerSlotRecipe } from '../lazy-recipes';

registerSlotRecipe('toast', toastSlotRecipe);
