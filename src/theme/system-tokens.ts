/**
 * The token dictionary of the app's Chakra system (src/theme/system.ts), built from the merged
 * config exactly as createSystem() would: the second of its three steps, in a task of its own.
 */
import { createTokenDictionary } from '@chakra-styled-system/token-dictionary.js';
import { systemConfig } from './system-config';

await new Promise<void>((resolve) => setTimeout(resolve, 0));

const { theme = {}, cssVarsPrefix = 'chakra' } = systemConfig;

export const systemTokens = createTokenDictionary({
  breakpoints: theme.breakpoints,
  tokens: theme.tokens,
  semanticTokens: theme.semanticTokens,
  prefix: cssVarsPrefix,
});
