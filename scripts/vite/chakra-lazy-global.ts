/**
 * Vite plugin: Chakra's createSystem() computes the whole global stylesheet (preflight, global CSS,
 * every token as a CSS variable) up front, two thirds of its start-up cost (~25 ms on a desktop, a
 * 100 ms long task on a phone). The build inlines that stylesheet in every page (see prerender.ts),
 * so the browser rarely needs it: this patch makes `system._global` lazy (computed on first read) and
 * assignable, and src/start.tsx empties it when the page carries it. In the production client, which
 * always has it, the preflight generator is left out too (as src/theme/system.ts leaves out the
 * keyframes and global styles).
 * The build fails if a Chakra upgrade changes the code this patch expects.
 */
import type { Plugin } from 'vite';

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

export function chakraLazyGlobal(): Plugin {
  let build = false;
  return {
    name: 'academia:chakra-lazy-global',
    enforce: 'pre',
    configResolved(config) {
      build = config.command === 'build';
    },
    transform(code, id, options) {
      if (!id.replace(/\\/g, '/').includes('@chakra-ui/react/dist/esm/styled-system/system.js')) return null;
      if (!code.includes(EAGER) || !code.includes(EXPOSED) || !code.includes(PREFLIGHT_IMPORT)) {
        this.error('chakra-lazy-global: @chakra-ui/react changed its createSystem(); update scripts/vite/chakra-lazy-global.ts');
      }
      const lazy = code.replace(EAGER, LAZY).replace(EXPOSED, ACCESSORS);
      return { code: build && !options?.ssr ? lazy.replace(PREFLIGHT_IMPORT, NO_PREFLIGHT) : lazy, map: null };
    },
  };
}
