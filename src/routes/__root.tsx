/** Root of the route tree: router context (session actor, API client, outboxes), toasts, the fallback page and the error page. */
import { Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { Link, Outlet, createRootRouteWithContext, useRouter, type ErrorComponentProps } from '@tanstack/react-router';
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

/**
 * What a page that failed to draw shows instead (the router's defaultErrorComponent): in Spanish, in
 * the page's place, with a way to try again and a way home, never the router's own English screen.
 */
export function PageError({ reset }: ErrorComponentProps) {
  const router = useRouter();
  // A region, not a <main>: in the course area it is drawn inside the layout's <main>.
  return (
    <Box as="section" aria-labelledby="page-error-title" minHeight="60vh" display="flex" alignItems="center" justifyContent="center" padding="6">
      <Stack gap="3" textAlign="center" alignItems="center" maxWidth="md">
        <Heading as="h1" id="page-error-title" size="xl">
          Algo salió mal
        </Heading>
        <Text color="fg.muted">No se pudo mostrar esta página. Vuelve a intentarlo; si sigue igual, revisa tu conexión.</Text>
        <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
          <Button
            onClick={() => {
              reset();
              void router.invalidate();
            }}
          >
            Volver a intentar
          </Button>
          <Button asChild variant="outline">
            <Link to="/home">Ir a Mis Cursos</Link>
          </Button>
        </Stack>
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
