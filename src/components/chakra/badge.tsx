/** Chakra's Badge with its recipe: the system built at start-up leaves it out (src/theme/system.ts). */
import { Badge as ChakraBadge, type BadgeProps } from '@chakra-ui/react';
import { badgeRecipe } from '@chakra-ui/react/theme';

export function Badge(props: BadgeProps) {
  return <ChakraBadge recipe={badgeRecipe} {...props} />;
}
