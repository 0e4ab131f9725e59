/**
 * Renders `element` as the one page of a small in-memory router, inside the app's Chakra system: the
 * screens' links, blockers and search params need a router around them.
 */
import { ChakraProvider } from '@chakra-ui/react';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactNode } from 'react';
import { appSystem } from '@/theme/system';

export async function renderInRouter(element: ReactNode): Promise<RenderResult> {
  const router = createRouter({ routeTree: createRootRoute({ component: () => element }), history: createMemoryHistory({ initialEntries: ['/'] }) });
  await router.load();
  return render(
    <ChakraProvider value={appSystem()}>
      <RouterProvider router={router} />
    </ChakraProvider>,
  );
}
