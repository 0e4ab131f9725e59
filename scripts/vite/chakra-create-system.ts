/**
 * Vite plugin: two changes to Chakra's createSystem() (styled-system/system.js), both for start-up
 * on a slow phone. The build fails if a Chakra upgrade changes the code this patch expects.
 *
 * 1. The global stylesheet. createSystem() computes it up front (preflight, global CSS, every token
 *    as a CSS variable), two thirds of its cost (~25 ms on a desktop, a 100 ms long task on a phone).
 *    The build inlines that stylesheet in every page (see prerender.ts), so the browser rarely needs
 *    it: `system._global` becomes lazy (computed on first read) and assignable, and src/start.tsx
 *    empties it when the page carries it. In the production client, which always has it, the
 *    preflight generator is left out too (as src/theme/system.ts leaves out the keyframes and global
 *    styles).
 * 2. The steps. createSystem() merges the configs, builds the token dictionary and then the rest, in
 *    one call: one long task. `createSystemFrom(mergedConfig, tokens)` takes the first two done, so the
 *    app can run each in a task of its own (src/theme/system-config.ts, system-tokens.ts, system.ts).
 *    createSystem() itself is unchanged: it merges and calls createSystemFrom().
 */
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
// The `test` key of the config (the plugin sets Vitest's options too).
import type {} from 'vitest/config';

const STYLED_SYSTEM_DIR = fileURLToPath(new URL('../../node_modules/@chakra-ui/react/dist/esm/styled-system', import.meta.url));

/** The module with createSystem(). */
const CHAKRA_SYSTEM_MODULE = /@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]system\.js/;

const EAGER = 'const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];';
const LAZY = 'let _global;';
const EXPOSED = '\n    _global,\n';
const PREFLIGHT_IMPORT = "import { createPreflight } from './preflight.js';";
const NO_PREFLIGHT = 'const createPreflight = () => ({});';
const ACCESSORS = `
    get _global() {
      return _global ??= [getPreflightCss(), getGlobalCss(), getTokenCss()];
    },
    set _global(value) {
      _global = value;
    },
`;

const MERGE = 'function createSystem(...configs) {\n  const config = mergeConfigs(...configs);\n';
const MERGE_THEN_CREATE = `function createSystem(...configs) {
  return createSystemFrom(mergeConfigs(...configs));
}
function createSystemFrom(config, prebuiltTokens) {
`;
const TOKENS = 'const tokens = createTokenDictionary({';
const PREBUILT_TOKENS = 'const tokens = prebuiltTokens ?? createTokenDictionary({';
const EXPORTS = 'export { createSystem, isValidSystem };';
const MORE_EXPORTS = 'export { createSystem, createSystemFrom, isValidSystem };';

/** The module's code with both changes; `withPreflight: false` also drops the preflight generator. */
export function patchCreateSystem(code: string, { withPreflight }: { withPreflight: boolean }): string | null {
  const expected = [EAGER, EXPOSED, PREFLIGHT_IMPORT, MERGE, TOKENS, EXPORTS];
  if (!expected.every((part) => code.split(part).length === 2)) return null;
  const patched = code
    .replace(EAGER, LAZY)
    .replace(EXPOSED, ACCESSORS)
    .replace(MERGE, MERGE_THEN_CREATE)
    .replace(TOKENS, PREBUILT_TOKENS)
    .replace(EXPORTS, MORE_EXPORTS);
  return withPreflight ? patched : patched.replace(PREFLIGHT_IMPORT, NO_PREFLIGHT);
}

/**
 * The patch, and everything a config needs for it: the `@chakra-styled-system` alias the app imports
 * createSystemFrom() through, the same patch in development's dependency pre-bundling, and in Vitest
 * the module sent through Vite (`server.deps.inline`) so that tests load it patched, as it ships.
 */
export function chakraCreateSystem(): Plugin {
  let build = false;
  const patch = (code: string, id: string, ssr: boolean | undefined): string | null => {
    if (!CHAKRA_SYSTEM_MODULE.test(id)) return null;
    const patched = patchCreateSystem(code, { withPreflight: !build || Boolean(ssr) });
    if (patched === null) throw new Error('chakra-create-system: @chakra-ui/react changed its createSystem(); update scripts/vite/chakra-create-system.ts');
    return patched;
  };
  return {
    name: 'academia:chakra-create-system',
    enforce: 'pre',
    config: () => ({
      resolve: { alias: { '@chakra-styled-system': STYLED_SYSTEM_DIR } },
      optimizeDeps: {
        rolldownOptions: {
          plugins: [{ name: 'academia:chakra-create-system:deps', transform: (code: string, id: string) => patch(code, id, false) }],
        },
      },
      test: { server: { deps: { inline: [CHAKRA_SYSTEM_MODULE] } } },
    }),
    configResolved(config) {
      build = config.command === 'build';
    },
    transform(code, id, options) {
      const patched = patch(code, id, options?.ssr);
      return patched === null ? null : { code: patched, map: null };
    },
  };
}
