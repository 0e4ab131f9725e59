/** Chakra's Dialog with its recipe: the system built at start-up leaves it out (src/theme/system.ts). */
import { Dialog as ChakraDialog } from '@chakra-ui/react';
import { dialogSlotRecipe } from '@chakra-ui/react/theme';

function Root(props: ChakraDialog.RootProps) {
  return <ChakraDialog.Root recipe={dialogSlotRecipe} {...props} />;
}

export const Dialog = { ...ChakraDialog, Root };
