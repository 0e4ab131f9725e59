/** Chakra's Alert with its recipe: the system built at start-up leaves it out (src/theme/system.ts). */
import { Alert as ChakraAlert } from '@chakra-ui/react';
import { alertSlotRecipe } from '@chakra-ui/react/theme';

function Root(props: ChakraAlert.RootProps) {
  return <ChakraAlert.Root recipe={alertSlotRecipe} {...props} />;
}

export const Alert = { ...ChakraAlert, Root };
