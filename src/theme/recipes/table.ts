/** Registers Chakra's table recipe (src/theme/lazy-recipes.ts): import it where a table is drawn. */
import { tableSlotRecipe } from '@chakra-theme/recipes/table.js';
import { registerSlotRecipe } from '../lazy-recipes';

registerSlotRecipe('table', tableSlotRecipe);
