/**
 * Chakra components with their recipe passed in (the documented `recipe` prop), for the components
 * the system built at start-up leaves out (src/theme/system.ts). Each component's module in this
 * folder names its own recipe, so a screen downloads only the recipes it draws.
 */
import type { RecipeDefinition, SlotRecipeConfig } from '@chakra-ui/react';
import type { ComponentType } from 'react';

/** A one-part component (Badge, Textarea) drawn with `recipe`. */
export function withRecipe<P extends { recipe?: RecipeDefinition }>(Component: ComponentType<P>, recipe: RecipeDefinition): ComponentType<P> {
  return function WithRecipe(props: P) {
    return <Component recipe={recipe} {...props} />;
  };
}

/** A component of parts (Alert, Dialog…): its Root draws `recipe`, whose styles the other parts read from it. */
export function withSlotRecipe<Parts extends { Root: (props: never) => unknown }>(parts: Parts, recipe: SlotRecipeConfig): Parts {
  const PartsRoot = parts.Root as unknown as ComponentType<{ recipe?: SlotRecipeConfig }>;
  function Root(props: Parameters<Parts['Root']>[0]) {
    return <PartsRoot recipe={recipe} {...(props as object)} />;
  }
  return { ...(parts as object), Root } as Parts;
}
