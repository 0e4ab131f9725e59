/** Chakra's NativeSelect with its recipe (with-recipe.tsx). */
import { NativeSelect as ChakraNativeSelect } from '@chakra-ui/react';
import { nativeSelectSlotRecipe } from '@chakra-ui/react/theme';
import { withSlotRecipe } from './with-recipe';

export const NativeSelect = withSlotRecipe(ChakraNativeSelect, nativeSelectSlotRecipe);
