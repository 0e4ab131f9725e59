// Lint: typescript-eslint's recommended rules plus React hooks and the one-way import flow
// (src/README.md, 'the map'), with no import cycles; zero warnings allowed (npm run lint).
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const root = import.meta.dirname;
const features = readdirSync(`${root}/src/features`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** The rooms below the features: they serve every feature, so they import none (nor a route). */
const lowerRooms = ['lib', 'sync', 'learning', 'machines', 'content', 'components', 'theme'].map((room) => `./src/${room}`);
/** src/'s own files (main.tsx, app-main.tsx, router.tsx, …) put the app together: only they import everything. */
const compositionRoot = './src/*.{ts,tsx}';

/** machines/ never nudges an outbox itself: whoever creates a machine passes nudge in (its provide()). */
const machinesNudge = {
  target: './src/machines',
  from: './src/sync/nudge.ts',
  message: "machines/ does not nudge an outbox itself: the machine's creator passes nudge in (provide()).",
};

/**
 * Imports flow one way (src/README.md): shared → lib → sync → learning → machines → components →
 * features → routes (content and theme beside lib). A feature never imports another feature; the server never
 * imports the PWA's rooms.
 */
const boundaries = [
  {
    target: './src/shared',
    from: ['./src/lib', './src/sync', './src/learning', './src/machines', './src/content', './src/components', './src/theme', './src/features', './src/routes', './server'],
    message: 'src/shared is the bottom room (types and schemas for client and server): it imports nothing else of the app.',
  },
  {
    target: './src/lib',
    from: ['./src/sync', './src/learning', './src/machines', './src/components'],
    message: 'lib/ is the plumbing below sync/, learning/, machines/ and components/: it imports none of them (pass what it needs in, or move the piece up).',
  },
  {
    target: './src/sync',
    from: ['./src/learning', './src/machines', './src/components'],
    message: 'sync/ sits below learning/, machines/ and components/: it imports none of them (they call sync, or pass what a round needs in, as app-main does).',
  },
  {
    target: './src/learning',
    from: ['./src/machines', './src/components'],
    message: 'learning/ (the learning state on the device) sits below machines/ and components/: it imports neither.',
  },
  {
    target: './src/machines',
    from: './src/components',
    message: 'machines/ sits below components/: a component drives a machine, never the other way.',
  },
  machinesNudge,
  {
    target: lowerRooms,
    from: ['./src/features', './src/routes'],
    message: 'lib, sync, learning, machines, content, components and theme serve the features: move the shared piece down instead.',
  },
  {
    target: [...lowerRooms, './src/features', './server'],
    from: compositionRoot,
    message: "src/'s own files put the app together: pass what a room needs in, never import them.",
  },
  ...features.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [`./${feature}`],
    message: 'A feature never imports another feature: move the shared piece down (lib, components, shared) or compose them in a route.',
  })),
  {
    target: './src/features',
    from: './src/routes',
    message: 'Features are rendered by routes: they never import one.',
  },
  {
    target: './server',
    from: ['./src/features', './src/routes', './src/lib', './src/sync', './src/learning', './src/machines', './src/components', './src/theme'],
    message: 'The server shares only src/shared and src/content with the PWA.',
  },
];

export default tseslint.config(
  { ignores: ['dist', 'dist-server', 'node_modules', 'src/routeTree.gen.ts', 'data', 'coverage', 'dev-dist', '.tmp'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // Scripts the service worker imports (vite.config.ts importScripts).
    files: ['public/sw-*.js'],
    languageOptions: { globals: { ...globals.serviceworker } },
  },
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    settings: {
      // Resolves '@/…' (tsconfig paths) and '.tsx' files, so a boundary sees where an import lands.
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: `${root}/tsconfig.json` })],
      // no-cycle reads the imported files too: they are TypeScript.
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/extensions': ['.ts', '.tsx', '.js'],
    },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: boundaries }],
      // A cycle makes the load order decide what a module sees at start (undefined until its turn).
      'import-x/no-cycle': 'error',
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^(\\.\\./){4,}', message: "Import through the '@/' alias (src/) rather than climbing four or more folders." }] },
      ],
    },
  },
  {
    // The console's schemas carry zod: the PWA takes their types only, so zod stays out of its bundle.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/shared/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)shared/(console-api|sync-api)$',
              allowTypeImports: true,
              message: "Import the API's shapes (console-api, sync-api) with 'import type': the schemas (zod) are the server's.",
            },
          ],
        },
      ],
    },
  },
);
