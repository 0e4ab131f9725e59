/** Chakra's Textarea with its recipe: the system built at start-up leaves it out (src/theme/system.ts). */
import { Textarea as ChakraTextarea, type TextareaProps } from '@chakra-ui/react';
import { textareaRecipe } from '@chakra-ui/react/theme';

export function Textarea(props: TextareaProps) {
  return <ChakraTextarea recipe={textareaRecipe} {...props} />;
}
