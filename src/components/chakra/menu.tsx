/** Chakra's Menu with its recipe (with-recipe.tsx). */
import { Menu as ChakraMenu } from '@chakra-ui/react';
import { menuSlotRecipe } from '@chakra-ui/react/theme';
import { withSlotRecipe } from './with-recipe';

export const Menu = withSlotRecipe(ChakraMenu, menuSlotRecipe);
