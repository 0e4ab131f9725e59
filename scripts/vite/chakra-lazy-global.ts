/**
 * Vite plugin: Chakra's createSystem() computes the whole global stylesheet (preflight, global CSS,
 * every token as a CSS variable) up front, two thirds of its start-up cost (~25 ms on a desktop, a
 * 100 ms long task on a phone). The build writes that stylesheet to a CSS file every page links
 * (see prerender.ts), so the browser rarely needs it: this patch makes `system._global` lazy
 * (computed on first read) and assignable, and src/start.tsx empties it when the page links the file.
 * The build fails if a Chakra upgrade changes the code this patch expects.
 */
import type { Plugin } from 'vite';

const EAGER = 'const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];';
const LAZY = 'let _global;';
const EXPOSED = '\n    _global,\n';
const ACCESSORS = `
    get _global() {
      return _global ??= [getPreflightCss(), getGlobalCss(), getTokenCss()];
    },
    set _global(value) {
      _global = value;
    },
`;

export function chakraLazyGlobal(): Plugin {
  return {
    name: 'academia:chakra-lazy-global',
    enforce: 'pre',
    transform(code, id) {
      if (!id.replace(/\\/g, '/').includes('@chakra-ui/react/dist/esm/styled-system/system.js')) return null;
      if (!code.includes(EAGER) || !code.includes(EXPOSED)) {
        this.error('chakra-lazy-global: @chakra-ui/react changed its createSystem(); update scripts/vite/chakra-lazy-global.ts');
      }
      return { code: code.replace(EAGER, LAZY).replace(EXPOSED, ACCESSORS), map: null };
    },
  };
}
