/** Unit, component and API tests (the end-to-end suite has its own config). */
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { examQuestions } from './scripts/vite/exam-questions.ts';

export default defineConfig({
  // The exam screen's question loader (src/content/exam-questions.ts); in tests it reads the whole bank.
  plugins: [examQuestions()],
  define: { __APP_VERSION__: JSON.stringify('test') },
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      'virtual:pwa-register': fileURLToPath(new URL('./test/support/pwa-register.stub.ts', import.meta.url)),
    },
  },
  test: {
    include: ['test/**/*.test.{ts,tsx}'],
    exclude: ['test/e2e/**', 'node_modules/**'],
    environment: 'node',
    setupFiles: ['test/support/setup.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
