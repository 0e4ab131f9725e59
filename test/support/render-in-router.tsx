/**
 * Renders `element` as the one page of a small in-memory router, inside the app's Chakra system: the
 * screens' links, blockers and search params need a router around them.
 */
import { ChakraProvider } from '@chakra-ui/react';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider, type AnyRouter } from '@tanstack/react-router';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactNode } from 'react';
import { appSystem } from '@/theme/system';

/** `router`: where the page's navigations went (its location). */
export async function renderInRouter(element: ReactNode): Promise<RenderResult & { router: AnyRouter }> {
  const router = createRouter({ routeTree: createRootRoute({ component: () => element }), history: createMemoryHistory({ initialEntries: ['/'] }) });
  await router.load();
  const result = render(
    <ChakraProvider value={appSystem()}>
      <RouterProvider router={router} />
    </ChakraProvider>,
  );
  return { ...result, router };
}
