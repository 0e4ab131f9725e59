/** Chakra's Badge with its recipe (with-recipe.tsx). */
import { Badge as ChakraBadge } from '@chakra-ui/react';
import { badgeRecipe } from '@chakra-ui/react/theme';
import { withRecipe } from './with-recipe';

export const Badge = withRecipe(ChakraBadge, badgeRecipe);
