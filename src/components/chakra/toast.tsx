/** Chakra's Toast with its recipe (with-recipe.tsx). */
import { Toast as ChakraToast } from '@chakra-ui/react';
import { toastSlotRecipe } from '@chakra-ui/react/theme';
import { withSlotRecipe } from './with-recipe';

export const Toast = withSlotRecipe(ChakraToast, toastSlotRecipe);
