/** Chakra's Menu with its recipe: the system built at start-up leaves it out (src/theme/system.ts). */
import { Menu as ChakraMenu } from '@chakra-ui/react';
import { menuSlotRecipe } from '@chakra-ui/react/theme';

function Root(props: ChakraMenu.RootProps) {
  return <ChakraMenu.Root recipe={menuSlotRecipe} {...props} />;
}

export const Menu = { ...ChakraMenu, Root };
