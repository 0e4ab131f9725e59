/**
 * Puts the app on the page. Pages the build prerendered (scripts/vite/prerender.ts) are already
 * painted: React adopts that markup (hydration) in a transition, so its work is cut into short
 * tasks and the first screen stays responsive. Other pages render into the empty shell.
 */
import { CacheProvider } from '@emotion/react';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { AppShell } from './app-shell';
import { whenPageContentReady } from './lib/hooks/page-content-ready';
import { markHydrated } from './lib/hooks/use-hydrated';
import type { AppRouter } from './router';
import { PAGE_CONTENT_ATTRIBUTE, PRERENDERED_ATTRIBUTE } from './shared/prerender-markers';
import { createStyleCache } from './theme/emotion-cache';

/** `onReady` runs once React has put the app on the page (prerendered markup adopted, or rendered). */
export async function start(router: AppRouter, onReady?: () => void): Promise<void> {
  const container = document.getElementById('root')!;
  // The build marks prerendered markup `inert` (no tap is lost on a page that cannot answer yet)
  // until React has adopted the page's own content, which it may do after the root's first commit.
  const waitsForContent = container.querySelector(`[${PAGE_CONTENT_ATTRIBUTE}]`) !== null;
  const app = (
    <CacheProvider value={createStyleCache()}>
      <AppShell
        router={router}
        onReady={() => {
          const adopted = () => {
            container.removeAttribute('inert');
            onReady?.();
          };
          if (waitsForContent) whenPageContentReady(adopted);
          else adopted();
        }}
      />
    </CacheProvider>
  );
  if (container.getAttribute(PRERENDERED_ATTRIBUTE) !== window.location.pathname) {
    markHydrated();
    createRoot(container).render(app);
    return;
  }
  // The same tree as the build rendered (no root Suspense), with the route's code and data ready
  // before React compares; a page that differs (another student's progress, a resumed exam) is
  // rendered again by React on its own.
  router.ssr = { manifest: undefined };
  await router.load();
  startTransition(() => {
    hydrateRoot(container, app, {
      onRecoverableError: (error) => {
        if (import.meta.env.DEV) console.warn('Prerendered page re-rendered:', error);
      },
    });
  });
}
