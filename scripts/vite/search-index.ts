/**
 * Vite plugin: the search index of the study material (src/features/study/build-search-index.ts),
 * made once per build and emitted as dist/search-index.json, which vite-plugin-pwa precaches, so the
 * search works offline; the search page loads it with MiniSearch.loadJSON. In development the dev
 * server makes it on request from the current content.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin, ResolvedConfig } from 'vite';
import { SEARCH_INDEX_FILE, SEARCH_INDEX_URL } from '../../src/features/study/search-options.ts';

const BUILDER = 'src/features/study/build-search-index.ts';

interface Builder {
  buildSearchIndex: () => Promise<string>;
}

export function searchIndex(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'academia:search-index',
    configResolved(resolved) {
      config = resolved;
    },
    configureServer(server) {
      server.middlewares.use(SEARCH_INDEX_URL, (_req, res, next) => {
        server
          .ssrLoadModule(`/${BUILDER}`)
          .then((mod) => (mod as Builder).buildSearchIndex())
          .then((json) => {
            res.setHeader('Content-Type', 'application/json');
            res.end(json);
          }, next);
      });
    },
    async generateBundle() {
      if (config.build.ssr) return;
      // The content is TypeScript: Node loads it through tsx's documented loader API.
      const { tsImport } = await import('tsx/esm/api');
      const builder = (await tsImport(pathToFileURL(path.resolve(config.root, BUILDER)).href, import.meta.url)) as Builder;
      this.emitFile({ type: 'asset', fileName: SEARCH_INDEX_FILE, source: await builder.buildSearchIndex() });
    },
  };
}
