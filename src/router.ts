/** The app's router, one factory for the browser (app-main.tsx) and the build's prerender (prerender.tsx). */
import { createRouter, type RouterHistory } from '@tanstack/react-router';
import type { RouterContext } from './routes/__root';
import { routeTree } from './routeTree.gen';

export function createAppRouter(context: RouterContext, history?: RouterHistory) {
  return createRouter({
    routeTree,
    context,
    history,
    defaultPreload: 'intent',
    // In the browser it restores positions; at build time it must not print its inline script.
    scrollRestoration: !history,
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
