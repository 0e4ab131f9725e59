/** Chakra's Toast with its recipe: the system built at start-up leaves it out (src/theme/system.ts). */
import { Toast as ChakraToast } from '@chakra-ui/react';
import { toastSlotRecipe } from '@chakra-ui/react/theme';

function Root(props: ChakraToast.RootProps) {
  return <ChakraToast.Root recipe={toastSlotRecipe} {...props} />;
}

export const Toast = { ...ChakraToast, Root };
