/**
 * Puts the app on the page. Pages the build prerendered (scripts/vite/prerender.ts) are already
 * painted and usable: fields take typing (the forms adopt what was typed, src/lib/hooks/use-hydrated.tsx),
 * links navigate, and other taps are held by the page's boot script (TAP_HOLD_SCRIPT) until React
 * has adopted the markup (hydration, in a transition, so its work is cut into short tasks); then
 * they are replayed, in order. Other pages render into the empty shell.
 */
import { CacheProvider } from '@emotion/react';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { markHydrated, whenPageContentReady } from './lib/hooks/use-hydrated';
import { AppShell, type AppRouter } from './router';
import { HELD_TAPS_GLOBAL, PAGE_CONTENT_ATTRIBUTE, PRERENDERED_ATTRIBUTE } from './shared/prerender-markers';
import { createStyleCache } from './theme/emotion-cache';

/**
 * The element a held tap is replayed on: the tap's own target, or, when it landed on a drawing inside
 * a control (the icon of 'Abrir navegación' is an SVG <path>, which has no click()), the nearest
 * HTML element around it, where the browser would have sent the click on.
 */
function tapTarget(target: Element): HTMLElement | null {
  let element: Element | null = target;
  while (element !== null && !(element instanceof HTMLElement)) element = element.parentElement;
  return element;
}

/**
 * Stops holding taps and replays those held (a form held by its submission is submitted again):
 * each reaches the app once, as the tap it was. One whose element React replaced is dropped.
 */
function replayHeldTaps(): void {
  const release = (window as unknown as Record<string, (() => [Element, boolean | undefined][]) | undefined>)[HELD_TAPS_GLOBAL];
  for (const [tapped, ticked] of release?.() ?? []) {
    const target = tapTarget(tapped);
    if (target === null || !target.isConnected) continue;
    if (target instanceof HTMLFormElement) {
      target.requestSubmit();
    } else if (target instanceof HTMLInputElement && (target.type === 'checkbox' || target.type === 'radio')) {
      // The browser ticked it (or unticked it) already, and React may have drawn its own state over
      // it since: set it the other way (through the property React watches), then the tap leaves it
      // as the student did and React sees the change.
      target.checked = !ticked;
      target.click();
    } else {
      target.click();
    }
  }
}

/** `onReady` runs once React has put the app on the page (prerendered markup adopted, or rendered). */
export async function start(router: AppRouter, onReady?: () => void): Promise<void> {
  const container = document.getElementById('root')!;
  // Taps on prerendered markup are held until React has adopted the page's own content, which it
  // may do after the root's first commit.
  const waitsForContent = container.querySelector(`[${PAGE_CONTENT_ATTRIBUTE}]`) !== null;
  const app = (
    <CacheProvider value={createStyleCache()}>
      <AppShell
        router={router}
        onReady={() => {
          const adopted = () => {
            // In a task of its own: React may be flushing this commit's effects, and the state a
            // form adopted then (src/lib/hooks/use-hydrated.tsx) is rendered only after them.
            setTimeout(replayHeldTaps, 0);
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
  // rendered again by React on its own. KEPT WRITE TO A LIBRARY FIELD (issue 53, BENCHMARKS.md
  // 'Start-up on documented APIs'): TanStack's documented hydration (ssr/client `hydrate`) needs the
  // dehydrated router state in every page, bytes a prerendered page does not have under its 14,600 B
  // budget; without this line the client wraps the matches in a Suspense the HTML lacks, React
  // discards the prerendered page, and what was typed and tapped before the app started is lost.
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
