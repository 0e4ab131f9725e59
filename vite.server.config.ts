/**
 * Build of the server for production: `server/server.ts` and the operator CLI `server/cli/admin.ts`
 * compiled to plain ES modules in `dist-server/`, run with `node` (no TypeScript runner at run time).
 * Packages stay imports from node_modules (Vite's SSR build leaves dependencies external); the SQL
 * migrations are copied next to the bundle, where `server/db/client.ts` looks for them.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { defineConfig, type Plugin } from 'vite';

const MIGRATIONS = path.resolve('server/db/migrations');

function copyMigrations(): Plugin {
  return {
    name: 'copy-migrations',
    generateBundle() {
      for (const file of readdirSync(MIGRATIONS).filter((name) => name.endsWith('.sql'))) {
        this.emitFile({ type: 'asset', fileName: `migrations/${file}`, source: readFileSync(path.join(MIGRATIONS, file), 'utf8') });
      }
    },
  };
}

export default defineConfig({
  // The PWA's public/ folder and index.html are not the server's.
  publicDir: false,
  plugins: [copyMigrations()],
  build: {
    ssr: true,
    outDir: 'dist-server',
    emptyOutDir: true,
    target: 'node20',
    minify: false,
    sourcemap: true,
    rollupOptions: {
      input: { server: 'server/server.ts', admin: 'server/cli/admin.ts' },
      // One flat folder: the shared chunk that reads the migrations sits next to them.
      output: { entryFileNames: '[name].js', chunkFileNames: '[name]-[hash].js' },
    },
  },
});
