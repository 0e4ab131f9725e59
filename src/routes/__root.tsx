/** Root of the route tree: router context (session actor + API client), toasts and the fallback page. */
import { Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { Link, Outlet, createRootRouteWithContext, useRouterState } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import { Notifications } from '../components/ui/notify';
import { PwaNotices } from '../features/sync/pwa-notices-loader';
import type { ApiClient } from '../lib/api-client';
import type { AttemptSync } from '../lib/attempt-sync';
import type { SessionMachine } from '../machines/session.machine';
import { documentTitle } from './-titles';

export interface RouterContext {
  session: ActorRefFrom<SessionMachine>;
  api: ApiClient;
  sync: AttemptSync;
}

function NotFound() {
  return (
    <Box as="main" minHeight="60vh" display="flex" alignItems="center" justifyContent="center" padding="6">
      <Stack gap="3" textAlign="center" alignItems="center">
        <Heading as="h1" size="xl">
          Página no encontrada
        </Heading>
        <Text color="fg.muted">La dirección que abriste no existe en la academia.</Text>
        <Button asChild>
          <Link to="/home">Ir a Mis Cursos</Link>
        </Button>
      </Stack>
    </Box>
  );
}

/**
 * The tab's title follows the route (WCAG 2.4.2), and a move to another page is announced with it:
 * in a single-page app the screen reader hears nothing of its own when the address changes.
 */
function RouteTitle() {
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const [announcement, setAnnouncement] = useState('');
  const first = useRef(true);
  useEffect(() => {
    const title = documentTitle(pathname);
    document.title = title;
    if (first.current) first.current = false;
    else setAnnouncement(title);
  }, [pathname]);
  return (
    <Box aria-live="polite" srOnly data-testid="route-announcer">
      {announcement}
    </Box>
  );
}

export const Route = createRootRouteWithContext<RouterContext>()({
  component: () => (
    <>
      <RouteTitle />
      <PwaNotices />
      <Outlet />
      <Notifications />
    </>
  ),
  notFoundComponent: NotFound,
});
