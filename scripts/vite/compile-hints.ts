/**
 * Vite plugin: every script asks V8 to compile all of its functions as it loads (explicit compile
 * hints, Chrome 136+: the magic comment `//# allFunctionsCalledOnLoad` first in the file). V8 then
 * compiles the script on a background thread while it streams in, instead of compiling each
 * function on the main thread the first time it runs: at start-up that lazy compiling was about a
 * third of the longest tasks at 4× CPU (Chakra's system, React's DOM renderer, the app's code;
 * issue 33). Other browsers read a comment.
 *
 * The comment counts only before any code, and Vite writes its preload map (`const __vite__mapDeps`)
 * first in a chunk that imports others dynamically, after rendering: there the comment is moved
 * back to the top once Vite is done, and the chunk's compressed copies are made again.
 */
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** How the build compresses what it writes: scripts and styles (vite-plugin-compression2 in vite.config.ts, and here), and the prerendered pages (prerender.ts). */
export const BROTLI_OPTIONS = { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } };
export const GZIP_OPTIONS = { level: 9 };

export function compileHints(): Plugin {
  return {
    name: 'naturalizacion:compile-hints',
    apply: 'build',
    outputOptions(options) {
      return { ...options, postBanner: COMPILE_HINT };
    },
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk' || chunk.code.startsWith(COMPILE_HINT)) continue;
          chunk.code = `${COMPILE_HINT}\n${chunk.code.replace(`${COMPILE_HINT}\n`, '')}`;
          const brotli = bundle[`${chunk.fileName}.br`];
          if (brotli?.type === 'asset') brotli.source = brotliCompressSync(chunk.code, BROTLI_OPTIONS);
          const gzip = bundle[`${chunk.fileName}.gz`];
          if (gzip?.type === 'asset') gzip.source = gzipSync(chunk.code, GZIP_OPTIONS);
        }
      },
    },
  };
}
