/** Registers Chakra's textarea recipe (src/theme/lazy-recipes.ts): import it where a textarea is drawn. */
import { textareaRecipe } from '@chakra-theme/recipes/textarea.js';
import { registerRecipe } from '../lazy-recipes';

registerRecipe('textarea', textareaRecipe);
