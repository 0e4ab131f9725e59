/**
 * Vite plugin: prerendered HTML for the pages a student opens first (src/prerender.tsx lists them).
 * After the client build writes dist/, it builds src/prerender.tsx for Node, renders each page with
 * its styles into a copy of index.html and writes dist/<path>.html, which the server
 * (server/app.ts) and the service worker (Workbox `cleanURLs` for /login, dist/sw-pages.js for course
 * pages) answer for <path>. Chakra's global stylesheet is inlined in index.html, and the part of it
 * each page draws in that page: a render-blocking request less before the first paint. Runs before
 * vite-plugin-pwa lists the precache (closeBundle).
 * A page names the modules its route loads besides the app's code (`preloads`: an exam screen's
 * questions), which it fetches along with that code once it shows (APP_BOOT_SCRIPT).
 * The page is usable as soon as it shows: fields take typing, links navigate, and other taps are
 * held until React has adopted it, then replayed (TAP_HOLD_SCRIPT, src/start.tsx).
 * Every page also gets the inline theme script, so a dark-mode student never sees a light flash.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin, ResolvedConfig, Rollup } from 'vite';
import { BROTLI_OPTIONS, GZIP_OPTIONS } from './compile-hints.ts';
import { swPagesScript } from './sw-pages.ts';
import { APP_BOOT_SCRIPT, APP_ENTRY_META, APP_PRELOAD_ATTRIBUTE, PAGE_CONTENT_ATTRIBUTE, PRERENDERED_ATTRIBUTE, PRERENDERED_CSS_ATTRIBUTE, THEME_BOOT_SCRIPT, prerenderKey } from '../../src/shared/prerender-markers.ts';

const GLOBAL_STYLE = /<style data-emotion="css-global [^"]*"[^>]*>[\s\S]*?<\/style>/g;
/** A stylesheet that only states the order of cascade layers. */
const LAYER_STATEMENT = /^<style[^>]*>(@layer [\w\s,-]+;)<\/style>$/;
const ROOT_ELEMENT = /<div id="root">[\s\S]*?<\/div>\s*<\/div>/;
const ENTRY_SCRIPT = /<script type="module"[^>]* src="(\/assets\/[^"]+\.js)"/;
/** The entry script, Vite's modulepreload links and the manifest, which a prerendered page adds after its first paint. */
const AFTER_PAINT_TAGS = /\s*<script type="module"[^>]* src="\/assets\/[^"]+\.js"><\/script>|\s*<link rel="(?:modulepreload|manifest)"[^>]*>/g;

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/*
 * The part of Chakra's global stylesheet a prerendered page needs for its first paint. The global
 * stylesheet (reset, base styles, keyframes and ~390 design tokens as CSS variables) is the same on
 * every page and weighs ~4.7 KB of a study page's ~15 KB brotli; a page whose response passes ~14.6 KB
 * needs a second round trip before it can paint (a new TCP connection sends 10 segments of 1,460 bytes
 * first, ~150 ms on Lighthouse's slow connection). A page reads a hundred or so of those variables, so
 * it carries those and the keyframes its own styles name; when the app starts, Chakra inserts the
 * whole stylesheet, as in any page the browser draws itself.
 */
/** A name may hold escaped characters: `--chakra-spacing-0\.5`, `--chakra-sizes-1\/2`. */
const CUSTOM_PROPERTY = /(--(?:[\w-]|\\.)+):([^;{}]*);?/g;
const VAR_REFERENCE = /var\(\s*(--(?:[\w-]|\\.)+)/g;
const KEYFRAMES = /@keyframes ([\w-]+)\{(?:[^{}]*\{[^{}]*\})*[^{}]*\}/g;
const EMPTY_BLOCK = /[^{};]+\{\}/g;

function referencedVariables(text: string): Set<string> {
  return new Set(Array.from(text.matchAll(VAR_REFERENCE), (match) => match[1]));
}

function withoutEmptyBlocks(css: string): string {
  let previous: string;
  do {
    previous = css;
    css = css.replace(EMPTY_BLOCK, '');
  } while (css !== previous);
  return css;
}

/**
 * `globalCss` without what `page` (the page's markup and its own styles) never reads: a CSS
 * variable stays if the page or the rest of the stylesheet refers to it, directly or through
 * another variable, and a keyframes rule if the styles kept name it. Every other rule stays whole.
 */
export function criticalGlobalCss(globalCss: string, page: string): string {
  const definitions = new Map<string, string[]>();
  for (const [, name, value] of globalCss.matchAll(CUSTOM_PROPERTY)) definitions.set(name, [...(definitions.get(name) ?? []), value]);
  const needed = referencedVariables(page + globalCss.replace(CUSTOM_PROPERTY, ''));
  const pending = [...needed];
  while (pending.length > 0) {
    for (const value of definitions.get(pending.pop()!) ?? []) {
      for (const name of referencedVariables(value)) {
        if (!needed.has(name)) {
          needed.add(name);
          pending.push(name);
        }
      }
    }
  }
  const kept = withoutEmptyBlocks(globalCss.replace(CUSTOM_PROPERTY, (declaration, name: string) => (needed.has(name) ? declaration : '')));
  const styles = page + kept.replace(KEYFRAMES, '');
  return withoutEmptyBlocks(kept.replace(KEYFRAMES, (rule, name: string) => (new RegExp(`[\\s:,]${name}[\\s;,}!]`).test(styles) ? rule : '')));
}

interface PrerenderModule {
  PRERENDER_PATHS: readonly string[];
  renderPage: (path: string) => Promise<{ html: string; styleTags: string; title: string }>;
  globalStyleTags: () => string;
}

/** The page's Emotion styles, under an attribute Emotion does not look for (PRERENDERED_CSS_ATTRIBUTE says why). */
const markPrerendered = (styleTags: string) => styleTags.replace(/<style data-emotion="/g, `<style ${PRERENDERED_CSS_ATTRIBUTE}="`);

/** The service worker's course-page cache (scripts/vite/sw-pages.ts), written next to sw.js. */
export const SW_PAGES_SCRIPT = 'sw-pages.js';

/**
 * Writes a page with its brotli and gzip copies next to it (the server sends the one the browser
 * takes, server/app.ts): at the strongest settings and with only the styles it reads
 * (criticalGlobalCss), every page's response fits in the first round trip of a new connection
 * (14,600 bytes with its headers; test/e2e/budgets.e2e.test.ts holds every page to it).
 */
function writePage(file: string, html: string): void {
  const data = Buffer.from(html);
  writeFileSync(file, data);
  writeFileSync(`${file}.br`, brotliCompressSync(data, { params: { ...BROTLI_OPTIONS.params, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: data.length } }));
  writeFileSync(`${file}.gz`, gzipSync(data, GZIP_OPTIONS));
}

export interface PrerenderOptions {
  /** Modules (root-relative URLs in the client `bundle`) the page at `urlPath` loads besides the app's code. */
  preloads?: (urlPath: string, bundle: Rollup.OutputBundle) => string[];
}

export function prerender({ preloads = () => [] }: PrerenderOptions = {}): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'academia:prerender',
    configResolved(resolved) {
      config = resolved;
    },
    transformIndexHtml: {
      order: 'post',
      handler: (html) => html.replace('</title>', `</title>\n    <script>${THEME_BOOT_SCRIPT}</script>`),
    },
    writeBundle: {
      sequential: true,
      async handler(_output, bundle) {
        if (config.build.ssr) return;
        const outDir = path.resolve(config.root, config.build.outDir);
        // Authoring comments are bytes every page would carry (React's own markers come later).
        const template = readFileSync(path.join(outDir, 'index.html'), 'utf8').replace(/\n?[ \t]*<!--(?!\$|\/\$)[\s\S]*?-->/g, '');
        if (!ROOT_ELEMENT.test(template)) this.error('prerender: index.html has no <div id="root"><div id="boot">…</div></div>');
        const entryScript = ENTRY_SCRIPT.exec(template)?.[1];
        if (!entryScript) this.error('prerender: index.html has no module entry script');
        // Inside the project, so Node resolves the bundle's packages from node_modules.
        const cacheDir = path.resolve(config.root, 'node_modules/.cache');
        mkdirSync(cacheDir, { recursive: true });
        const serverDir = mkdtempSync(path.join(cacheDir, 'academia-prerender-'));
        try {
          const { build } = await import('vite');
          await build({
            configFile: config.configFile,
            mode: config.mode,
            logLevel: 'warn',
            build: {
              ssr: path.resolve(config.root, 'src/prerender.tsx'),
              outDir: serverDir,
              emptyOutDir: true,
              copyPublicDir: false,
              rollupOptions: { output: { entryFileNames: 'prerender.mjs' } },
            },
          });
          const mod = (await import(pathToFileURL(path.join(serverDir, 'prerender.mjs')).href)) as PrerenderModule;
          // Chakra's global stylesheet (the same for every page), inline in every page, as Emotion's
          // server rendering writes it: Emotion's <Global> in the browser finds it by name and adopts
          // it instead of inserting it again.
          const globalTags = mod.globalStyleTags().match(GLOBAL_STYLE) ?? [];
          if (globalTags.length === 0) this.error('prerender: Chakra rendered no global styles');
          const globalStyle = globalTags.join('');
          // The order of Chakra's cascade layers (one of those stylesheets states it) also goes first, on
          // its own: Emotion adopts the global stylesheets by moving them after the page's own styles, and
          // the order stated first is the one the browser keeps.
          const layerStatement = globalTags.map((tag) => LAYER_STATEMENT.exec(tag)?.[1]).find(Boolean);
          if (!layerStatement) this.error('prerender: Chakra stated no cascade layer order');
          const layerOrder = `<style>${layerStatement}</style>`;
          // A page carries only the part of the global stylesheet it draws (criticalGlobalCss says why),
          // in a plain <style> Emotion does not adopt: the app's <Global> inserts the whole stylesheet
          // when it starts. The shell, which draws anything, carries it all for Emotion to adopt.
          const globalCss = globalTags.filter((tag) => !LAYER_STATEMENT.test(tag)).map((tag) => tag.replace(/^<style[^>]*>|<\/style>$/g, '')).join('');
          const withHead = (html: string, globalStyles: string, styleTags: string) =>
            html.replace('</head>', () => `  ${layerOrder}${globalStyles}\n    ${markPrerendered(styleTags)}\n  </head>`);
          // The first paint waits until the page's markup is parsed whole: a render-blocking `expect`
          // link to an element after it (Chromium lets the paint go once the element it names is
          // inserted, so it names one after the page). A page arrives in parts (the service worker's
          // stream, a slow network), and a centred card drawn half-parsed would grow and move.
          // `modules`: what the page's route loads besides the app's code, fetched with it (APP_BOOT_SCRIPT).
          const pageShell = template.replace(AFTER_PAINT_TAGS, '');
          const pageTemplate = (modules: string[]) =>
            pageShell.replace('</head>', () => {
              const preload = modules.length > 0 ? ` ${APP_PRELOAD_ATTRIBUTE}="${modules.join(' ')}"` : '';
              return `  <link rel="expect" href="#page-end" blocking="render" />\n    <meta name="${APP_ENTRY_META}" content="${entryScript}"${preload} />\n    <script>${APP_BOOT_SCRIPT}</script>\n  </head>`;
            });
          for (const urlPath of mod.PRERENDER_PATHS) {
            // renderPage() throws on a redirect, an error or a missing page.
            const page = await mod.renderPage(urlPath);
            // The course area is a Suspense boundary that React adopts after the root: its pages must
            // say when their content is live (src/lib/hooks/use-hydrated.tsx), or taps could be lost.
            if (urlPath.startsWith('/courses/') && !page.html.includes(PAGE_CONTENT_ATTRIBUTE)) {
              this.error(`prerender: ${urlPath} renders no <PageContentReady />`);
            }
            const key = prerenderKey(urlPath);
            const pageStyles = page.styleTags.replace(GLOBAL_STYLE, '');
            const criticalStyle = `<style>${criticalGlobalCss(globalCss, page.html + pageStyles)}</style>`;
            const titled = pageTemplate(preloads(urlPath, bundle))
              .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(page.title)}</title>`)
              // The app's description is the sign-in page's: a course page's own text says what it is,
              // and on the largest study pages those ~90 bytes decide whether it arrives in one round trip.
              .replace(urlPath.startsWith('/courses/') ? /\s*<meta name="description"[^>]*>/ : /(?!)/, '');
            const html = withHead(titled, criticalStyle, pageStyles).replace(ROOT_ELEMENT, () => `<div id="root" ${PRERENDERED_ATTRIBUTE}="/${key}">${page.html}</div><template id="page-end"></template>`);
            const file = path.join(outDir, `${key}.html`);
            mkdirSync(path.dirname(file), { recursive: true });
            writePage(file, html);
          }
          writePage(path.join(outDir, 'index.html'), withHead(template, globalStyle, ''));
          writeFileSync(path.join(outDir, SW_PAGES_SCRIPT), swPagesScript(entryScript!));
          config.logger.info(`prerendered ${mod.PRERENDER_PATHS.length} pages`);
        } finally {
          rmSync(serverDir, { recursive: true, force: true });
        }
      },
    },
  };
}
