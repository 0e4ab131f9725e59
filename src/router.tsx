/**
 * The app's router and the React tree around it, one of each for the browser (app-main.tsx,
 * start.tsx) and the build's prerender (prerender.tsx): the same tree on both sides is what lets
 * React adopt a prerendered page (issue 33: typing from the first paint).
 */
import { ChakraProvider } from '@chakra-ui/react';
import { type AnyRoute, type AnyRouter, createRouter, RouterProvider, type RouterHistory } from '@tanstack/react-router';
import { StrictMode, useEffect } from 'react';
import { PageError, type RouterContext } from './routes/__root';
import { routeTree } from './routeTree.gen';
import { appSystem } from './theme/system';

export function createAppRouter(context: RouterContext, history?: RouterHistory) {
  return createRouter({
    routeTree,
    context,
    history,
    defaultPreload: 'intent',
    defaultErrorComponent: PageError,
    // In the browser it restores positions; at build time it must not print its inline script.
    scrollRestoration: !history,
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

/** Calls `onReady` once, after React's first commit (hydration included). */
function Ready({ onReady }: { onReady: () => void }) {
  useEffect(() => onReady(), [onReady]);
  return null;
}

export function AppShell({ router, onReady }: { router: AppRouter; onReady?: () => void }) {
  return (
    <StrictMode>
      {onReady && <Ready onReady={onReady} />}
      <ChakraProvider value={appSystem()}>
        <RouterProvider router={router} />
      </ChakraProvider>
    </StrictMode>
  );
}

/**
 * Starts downloading the code of the current page's route components before the router loads the
 * route, yielding to the main thread after each (`yieldToMain`): asking the browser for each file
 * (and each it imports) costs a moment, ~20 files on a course page, which in the router's own task
 * made one ~100 ms task on a slow phone. The router then finds them loaded or on their way. Routes `skip` names are left
 * to the router, whose guards run first: the console's code is never fetched for a student.
 */
export async function preloadRouteComponents(router: AnyRouter, yieldToMain: () => Promise<void>, skip: (routeId: string) => boolean = () => false): Promise<void> {
  const routes = new Map<string, AnyRoute>(Object.entries(router.routesById));
  for (const match of router.matchRoutes(router.latestLocation)) {
    if (skip(match.routeId)) continue;
    const component = routes.get(match.routeId)?.options.component;
    if (!component?.preload) continue;
    void component.preload();
    await yieldToMain();
  }
}

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
