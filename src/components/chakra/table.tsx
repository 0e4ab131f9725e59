/** Chakra's Table with its recipe: the system built at start-up leaves it out (src/theme/system.ts). */
import { Table as ChakraTable } from '@chakra-ui/react';
import { tableSlotRecipe } from '@chakra-ui/react/theme';

function Root(props: ChakraTable.RootProps) {
  return <ChakraTable.Root recipe={tableSlotRecipe} {...props} />;
}

export const Table = { ...ChakraTable, Root };
