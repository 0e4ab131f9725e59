/** Entry point: services, providers and router registration, nothing else. */
import { ChakraProvider } from '@chakra-ui/react';
import { RouterProvider, createRouter } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createActor, fromPromise } from 'xstate';
import { createApiClient } from './lib/api-client';
import { localStore } from './lib/local-store';
import { registerServiceWorker } from './lib/pwa';
import { sessionMachine } from './machines/session.machine';
import { routeTree } from './routeTree.gen';
import { system } from './theme/system';
import { applyColorMode } from './theme/color-mode';

applyColorMode(localStore.getTheme());

const session = createActor(
  sessionMachine.provide({
    actors: {
      login: fromPromise(({ input }) => api.login(input.email, input.password)),
      logout: fromPromise(async () => {
        await api.logout().catch(() => undefined);
      }),
    },
  }),
  { input: { store: localStore } },
);
const api = createApiClient({
  getToken: () => session.getSnapshot().context.token,
  onUnauthorized: () => session.send({ type: 'UNAUTHORIZED' }),
});
session.start();

const router = createRouter({
  routeTree,
  context: { session, api },
  defaultPreload: 'intent',
  scrollRestoration: true,
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}

registerServiceWorker();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ChakraProvider value={system}>
      <RouterProvider router={router} />
    </ChakraProvider>
  </StrictMode>,
);
