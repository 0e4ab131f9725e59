/** The React tree around the router: the same in the browser and in the build's prerender. */
import { ChakraProvider } from '@chakra-ui/react';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import type { AppRouter } from './router';
import { system } from './theme/system';

export function AppShell({ router }: { router: AppRouter }) {
  return (
    <StrictMode>
      <ChakraProvider value={system}>
        <RouterProvider router={router} />
      </ChakraProvider>
    </StrictMode>
  );
}
