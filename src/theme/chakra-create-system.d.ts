import type { SystemConfig, SystemContext } from '@chakra-ui/react';
import type { TokenDictionary } from '@chakra-styled-system/types.js';

declare module '@chakra-styled-system/system.js' {
  /** createSystem() from a merged config and its token dictionary (scripts/vite/chakra-create-system.ts). */
  export function createSystemFrom(config: SystemConfig, tokens?: TokenDictionary): SystemContext;
}
