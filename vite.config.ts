/**
 * Build of the PWA. Plugin order matters: the router plugin generates routeTree.gen.ts before React
 * compiles, and the PWA plugin sees the final bundle to precache it.
 */
import { fileURLToPath } from 'node:url';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
import { BROTLI_OPTIONS, GZIP_OPTIONS, compileHints } from './scripts/vite/compile-hints.ts';
import { consoleChunks } from './scripts/vite/console-chunks.ts';
import { examQuestionPreloads, examQuestions } from './scripts/vite/exam-questions.ts';
import { SW_PAGES_SCRIPT, prerender } from './scripts/vite/prerender.ts';
import { searchIndex } from './scripts/vite/search-index.ts';
import { SEARCH_INDEX_FILE } from './src/features/study/search-options.ts';

const API_TARGET = process.env.API_TARGET ?? 'http://127.0.0.1:4173';
// The console's chunks (operators only, online only) stay out of the precache: a student's device never downloads them.
const consoleBuild = consoleChunks();

/**
 * Hash characters in a chunk's file name: seven instead of Vite's eight, since every lazy chunk's name
 * sits in the route map the app's entry carries, which /login downloads (about 65 names, some 60 B gzip).
 */
const HASH_LENGTH = 7;
/** The app's main module (src/app-main.tsx) as a chunk, and the chunks it imports statically. */
const APP_MAIN_CHUNK = new RegExp(`(^|/)app-main-[\\w-]{${HASH_LENGTH}}\\.js$`);
const LOADED_WITH_APP_MAIN = new RegExp(`(^|/)(react|libraries|rolldown-runtime|preload-helper|styled-system|theme)-[\\w-]{${HASH_LENGTH}}\\.js$`);

export default defineConfig({
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
    },
  },
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      // Loaders too: the study loader (and the course index it reads) stays out of the entry chunk.
      codeSplittingOptions: { defaultBehavior: [['loader'], ['component'], ['pendingComponent', 'errorComponent', 'notFoundComponent']] },
    }),
    react(),
    // A prerendered exam screen has its questions fetched with the app's code, not after it.
    prerender({ preloads: examQuestionPreloads }),
    // The study material's search index (dist/search-index.json), precached below.
    searchIndex(),
    // Each exam's questions in a chunk of their own: the exam screen does not download the whole bank.
    examQuestions(),
    consoleBuild,
    // V8 compiles every script whole as it streams in, off the main thread (scripts/vite/compile-hints.ts).
    compileHints(),
    // Scripts and styles compressed once at build time, at the strongest settings (brotli for every
    // current browser, gzip for the rest); the server sends these files as they are (server/app.ts).
    compression({
      include: /assets[\\/].+\.(js|css)$/,
      algorithms: [defineAlgorithm('brotliCompress', BROTLI_OPTIONS), defineAlgorithm('gzip', GZIP_OPTIONS)],
      threshold: 1024,
      logLevel: 'silent',
    }),
    VitePWA({
      // Never reload on our own: the student accepts the update ('Nueva versión disponible').
      registerType: 'prompt',
      injectRegister: null,
      manifest: false,
      includeAssets: ['favicon.svg', 'icons/*.png', 'illustrations/**/*.svg', 'manifest.webmanifest'],
      workbox: {
        // Everything a student needs offline: app shell, every route chunk, content, both banks, each
        // exam's questions, illustrations, and the search index of the material.
        globPatterns: ['**/*.{js,css,html,svg,png,webp,webmanifest}', SEARCH_INDEX_FILE],
        // Prerendered course pages are cached as the student opens them (sw-pages.js, below);
        // offline the shell draws any of them from the precached code and questions.
        globIgnores: ['courses/**', SW_PAGES_SCRIPT],
        // The cache of prerendered course pages, bound to this build (scripts/vite/sw-pages.ts), and
        // the daily reminder's push and notificationclick handlers (public/sw-push.js, issue 35).
        importScripts: [`/${SW_PAGES_SCRIPT}`, '/sw-push.js'],
        // Deep links and reloads offline get the app shell; the API is never answered from cache.
        navigateFallback: '/index.html',
        // Precached pages answer their clean URL first (Workbox `cleanURLs`): /login gets the
        // prerendered login.html (scripts/vite/prerender.ts). Course pages are sw-pages.js's.
        navigateFallbackDenylist: [/^\/api\//, /^\/courses\//],
        cleanupOutdatedCaches: true,
        // A chunk over this is a bug (budget), not something to silently skip.
        maximumFileSizeToCacheInBytes: 1024 * 1024,
        // Except the console's chunks (operators only, online only): a student never downloads them.
        manifestTransforms: [async (entries) => ({ manifest: entries.filter((entry) => !consoleBuild.isConsoleFile(entry.url)), warnings: [] })],
        // No runtime route for /api: the app's outbox alone replays attempts (src/sync/outboxes.ts), each
        // student's with that student's token, which a request queued in the worker could not promise.
      },
    }),
  ],
  define: {
    // Shown in the user menu; a deploy with another BUILD_ID is a new version for the update prompt.
    __APP_VERSION__: JSON.stringify(process.env.BUILD_ID ?? process.env.npm_package_version ?? 'dev'),
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    reportCompressedSize: false,
    // Browsers without modulepreload (Safari before 17) still load every module, only without the
    // head start: not worth the polyfill's bytes on every student's first screen.
    // The console's screens (operators only) load their pieces as they import them: listing them
    // for preloading would put their file names in the route map every page downloads.
    // From the app's main module, the chunks it imports statically are loaded before any of its
    // dynamic imports runs: listing them again for each route would only lengthen the route map that
    // every page, /login first, downloads (a chunk missing here is still loaded by its importer).
    modulePreload: {
      polyfill: false,
      resolveDependencies: (filename, deps, { hostId }) => {
        if (consoleBuild.isConsoleFile(filename)) return [];
        return APP_MAIN_CHUNK.test(hostId) ? deps.filter((dep) => !LOADED_WITH_APP_MAIN.test(dep)) : deps;
      },
    },
    rolldownOptions: {
      treeshake: {
        // Calls that only build values, so a module that makes one at its top level is dropped when
        // nothing reads the value: Chakra's anatomies and recipes (measured 2026-11-30: the 31 other
        // names listed before changed no byte of the build).
        manualPureFunctions: ['createAnatomy', 'defineRecipe', 'defineSlotRecipe'],
      },
      output: {
        entryFileNames: `assets/[name]-[hash:${HASH_LENGTH}].js`,
        chunkFileNames: `assets/[name]-[hash:${HASH_LENGTH}].js`,
        // The entry loads the app with a dynamic import (src/main.tsx); keep the route definitions
        // together with it instead of one tiny chunk per route file.
        codeSplitting: {
          groups: [
            // Vite's preload helper stays apart: the entry needs it, but must not pull the app in.
            { name: 'preload-helper', test: /vite\/preload-helper/, priority: 1 },
            // React's DOM renderer, which the entry evaluates in a task of its own (src/main.tsx).
            { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 1 },
            // Emotion and the CSS engines Chakra builds on: by package name, next to the theme.
            { name: 'styled-system', test: /[\\/]node_modules[\\/](@emotion|@pandacss|stylis)[\\/]/, priority: 1 },
            // The app's Chakra system (src/theme/system.ts), apart from the library code.
            { name: 'theme', test: /[\\/]src[\\/]theme[\\/]system/, priority: 1 },
            // TanStack Query serves the console and the students' screens after sign-in
            // (src/lib/api/student-query-client.ts): its own chunk, which /login does not load.
            { name: 'query', test: /[\\/]node_modules[\\/]@tanstack[\\/](react-query|query-core)[\\/]/, priority: 2, includeDependenciesRecursively: false },
            // The route titles' announcer (src/routes/-lazy-route-title.tsx loads it after the page) in a
            // chunk of its own, taken before the app's entry group could capture it (its dependencies
            // stay where they are: the libraries it uses are loaded already).
            { name: 'route-title', test: /[\\/]src[\\/]routes[\\/]-(route-title|titles)\./, priority: 2, includeDependenciesRecursively: false },
            // The email rule too: /login and /forgot-password share it, and a chunk of its own would be
            // one more request for /login.
            {
              name: 'app-main',
              test: (id: string) =>
                !id.includes('?') &&
                !/-lazy-route-title/.test(id) &&
                // The console's guard: admin.tsx fetches it when /admin opens, no student's page needs it.
                !/-console-guard/.test(id) &&
                /[\\/]src[\\/](routes[\\/]|routeTree\.gen|app-main|router|start|shared[\\/]login-rules)/.test(id),
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: { '/api': { target: API_TARGET, changeOrigin: false } },
  },
});
