/** Chakra's Alert with its recipe (with-recipe.tsx). */
import { Alert as ChakraAlert } from '@chakra-ui/react';
import { alertSlotRecipe } from '@chakra-ui/react/theme';
import { withSlotRecipe } from './with-recipe';

export const Alert = withSlotRecipe(ChakraAlert, alertSlotRecipe);
