/** Root of the route tree: router context (session actor, API client, outboxes), toasts and the fallback page. */
import { Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { Link, Outlet, createRootRouteWithContext } from '@tanstack/react-router';
import type { ActorRefFrom } from 'xstate';
import { Notifications } from '../components/ui/notify';
import { PwaNotices } from '../features/sync/pwa-notices-loader';
import type { ApiClient } from '../lib/api/api-client';
import type { Outboxes } from '../sync/outboxes';
import type { SessionMachine } from '../machines/session.machine';

export interface RouterContext {
  session: ActorRefFrom<SessionMachine>;
  api: ApiClient;
  sync: Outboxes;
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
