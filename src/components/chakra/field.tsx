/** Chakra's Field with its recipe: the system built at start-up leaves it out (src/theme/system.ts). */
import { Field as ChakraField } from '@chakra-ui/react';
import { fieldSlotRecipe } from '@chakra-ui/react/theme';

function Root(props: ChakraField.RootProps) {
  return <ChakraField.Root recipe={fieldSlotRecipe} {...props} />;
}

export const Field = { ...ChakraField, Root };
