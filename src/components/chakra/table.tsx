/** Chakra's Table with its recipe (with-recipe.tsx). */
import { Table as ChakraTable } from '@chakra-ui/react';
import { tableSlotRecipe } from '@chakra-ui/react/theme';
import { withSlotRecipe } from './with-recipe';

export const Table = withSlotRecipe(ChakraTable, tableSlotRecipe);
