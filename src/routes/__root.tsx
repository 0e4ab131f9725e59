/** Root of the route tree: router context (session actor, API client, outboxes), toasts, the fallback page and the error page. */
import { Outlet, createRootRouteWithContext, type ErrorComponentProps } from '@tanstack/react-router';
import { Suspense } from 'react';
import type { ActorRefFrom } from 'xstate';
import { Notifications } from '../components/ui/notify';
import { PwaNotices } from '../features/sync/pwa-notices-loader';
import type { ApiClient } from '../lib/api/api-client';
import { lazyWhenReachable } from '../lib/browser/import-when-reachable';
import type { Outboxes } from '../sync/outboxes';
import type { SessionMachine } from '../machines/session.machine';

export interface RouterContext {
  session: ActorRefFrom<SessionMachine>;
  api: ApiClient;
  sync: Outboxes;
}

const fallbackPages = () => import('../components/ui/fallback-pages');
const LazyNotFound = lazyWhenReachable(() => fallbackPages().then((m) => ({ default: m.NotFound })));
const LazyPageError = lazyWhenReachable(() => fallbackPages().then((m) => ({ default: m.PageError })));

/** 'Página no encontrada' (src/components/ui/fallback-pages.tsx), fetched when drawn. */
function NotFound() {
  return (
    <Suspense fallback={null}>
      <LazyNotFound />
    </Suspense>
  );
}

/** The router's defaultErrorComponent: 'Algo salió mal' (src/components/ui/fallback-pages.tsx), fetched when drawn. */
export function PageError(props: ErrorComponentProps) {
  return (
    <Suspense fallback={null}>
      <LazyPageError {...props} />
    </Suspense>
  );
}

export const Route = createRootRouteWithContext<RouterContext>()({
  component: () => (
    <>
      <PwaNotices />
      <Outlet />
      <Notifications />
    </>
  ),
  notFoundComponent: NotFound,
});
