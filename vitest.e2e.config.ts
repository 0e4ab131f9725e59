/** End-to-end journeys: the real server on a throwaway PGlite folder, the built PWA, Debian Chromium. */
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
    },
  },
  test: {
    include: ['test/e2e/**/*.e2e.test.ts'],
    environment: 'node',
    // One server + one browser per file; the machine has 2 cores.
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // A page waits for its first paint before the app loads; on a loaded 2-core CI machine a cold
    // start can take more than expect.poll's default second, which would fail a journey that works.
    expect: { poll: { timeout: 10_000 } },
  },
});
