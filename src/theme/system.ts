/**
 * The app's Chakra system, built in three steps, each in a task of its own (the two later modules
 * wait for the next task before their step): the merged config (system-config.ts), the token
 * dictionary (system-tokens.ts), then the rest of the system here. One createSystem() call would be
 * a single ~150 ms task on a slow phone, keeping a tap waiting that long; three shorter ones do not.
 * `createSystemFrom` is createSystem() after those two steps (scripts/vite/chakra-create-system.ts).
 */
import { createSystemFrom } from '@chakra-styled-system/system.js';
import { systemConfig } from './system-config';
import { systemTokens } from './system-tokens';

await new Promise<void>((resolve) => setTimeout(resolve, 0));

export const system = createSystemFrom(systemConfig, systemTokens);

export { headingCss } from './system-config';
