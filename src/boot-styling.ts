/**
 * Chakra's styling engine (and Emotion under it), evaluated in a task of its own (src/main.tsx); its
 * createSystem() call is the next task.
 */
export { createSystem } from '@chakra-ui/react';
