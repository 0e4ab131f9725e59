/**
 * Build-time only: renders pages to HTML with their Emotion (Chakra) styles, for
 * scripts/vite/prerender.ts. The browser paints that HTML before any JavaScript runs and React then
 * adopts it (src/start.tsx). Pages whose first screen depends on the student (Mis Cursos, results)
 * are not listed and load the empty shell as before.
 */
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { ChakraProvider } from '@chakra-ui/react';
import { createMemoryHistory } from '@tanstack/react-router';
import { renderToString } from 'react-dom/server';
import { createActor } from 'xstate';
import { COURSE_ROOT, studyPages } from './content/course';
import { SERIES, SERIES_LIST, exams } from './content/exam-catalog';
import { createApiClient } from './lib/api/api-client';
import { createOutboxes } from './sync/outboxes';
import { sessionMachine, type SessionStore } from './machines/session.machine';
import { AppShell, createAppRouter } from './router';
import { documentTitle } from './routes/-titles';
import { createStyleCache } from './theme/emotion-cache';
import { appSystem } from './theme/system';

export const PRERENDER_PATHS: readonly string[] = [
  '/login',
  '/forgot-password',
  ...studyPages.map((page) => `${COURSE_ROOT}/${page.path}`),
  ...SERIES.map((series) => `${COURSE_ROOT}/examenes/${SERIES_LIST[series]}`),
  // The exam screen's frame: its run (clock, position, question) is placeholders until the device
  // has read it (features/exams/exam-page.tsx), the same for every student.
  ...exams.map((exam) => `${COURSE_ROOT}/evaluacion/${exam.id}`),
];

// The few browser globals the app reads while rendering (never while its modules load), so a page
// renders in Node as it first renders on a device that is online, signed in (no name known yet) and
// has nothing stored. Node 20 has no navigator.
const memory = new Map<string, string>();
const globals = globalThis as Record<string, unknown>;
globals.localStorage ??= {
  getItem: (key: string) => memory.get(key) ?? null,
  setItem: (key: string, value: string) => void memory.set(key, String(value)),
  removeItem: (key: string) => void memory.delete(key),
  clear: () => memory.clear(),
  key: (index: number) => [...memory.keys()][index] ?? null,
  get length() {
    return memory.size;
  },
} satisfies Storage;
globals.navigator ??= { onLine: true, language: 'es-PE' };
/** A token the device-side check accepts (exp in 2100); never sent anywhere. */
const PRERENDER_TOKEN = `prerender.${Buffer.from(JSON.stringify({ exp: 4102444800 })).toString('base64url')}.unsigned`;

const store: SessionStore = {
  getToken: () => PRERENDER_TOKEN,
  // A student with no name known yet and nothing stored (no IndexedDB at build time).
  getUser: () => ({ id: 0, name: '', email: '' }),
  setSession: () => undefined,
  setToken: () => undefined,
  clearSession: () => undefined,
};

function renderWithStyles(element: React.ReactNode): { html: string; styleTags: string } {
  const cache = createStyleCache();
  const server = createEmotionServer(cache);
  const html = renderToString(<CacheProvider value={cache}>{element}</CacheProvider>);
  const chunks = server.extractCriticalToChunks(html);
  return { html: chunks.html, styleTags: server.constructStyleTagsFromChunks(chunks) };
}

export interface RenderedPage {
  html: string;
  styleTags: string;
  /** The page's document title (routes/-titles.ts). */
  title: string;
}

export async function renderPage(path: string): Promise<RenderedPage> {
  const session = createActor(sessionMachine, { input: { store } }).start();
  const api = createApiClient({ getToken: () => null, fetch: () => Promise.reject(new Error('no network at build time')) });
  // Never started: nobody is signed in at build time.
  const sync = createOutboxes({ api, currentStudent: () => null, storage: () => Promise.reject(new Error('no device storage at build time')) });
  const router = createAppRouter({ session, api, sync }, createMemoryHistory({ initialEntries: [path] }));
  await router.load();
  // A redirect, an error or a missing page is nothing to prerender.
  const failed = router.state.matches.find((match) => match.status !== 'success');
  if (failed) throw new Error(`prerender: ${path} ended ${failed.status} at ${failed.routeId}`);
  const { html, styleTags } = renderWithStyles(<AppShell router={router} />);
  session.stop();
  return { html, styleTags, title: await documentTitle(path) };
}

/** Chakra's global stylesheet alone, for the pages that are not prerendered. */
export function globalStyleTags(): string {
  return renderWithStyles(<ChakraProvider value={appSystem()}>{null}</ChakraProvider>).styleTags;
}
