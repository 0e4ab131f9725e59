/** Chakra's Field with its recipe (with-recipe.tsx). */
import { Field as ChakraField } from '@chakra-ui/react';
import { fieldSlotRecipe } from '@chakra-ui/react/theme';
import { withSlotRecipe } from './with-recipe';

export const Field = withSlotRecipe(ChakraField, fieldSlotRecipe);
