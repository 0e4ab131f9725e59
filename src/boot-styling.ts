/**
 * Chakra's styling engine (and Emotion under it), evaluated in a task of its own (src/main.tsx); the
 * app's system is built in the next three (src/theme/system.ts).
 */
export { createSystem } from '@chakra-ui/react';
