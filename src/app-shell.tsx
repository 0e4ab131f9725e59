/** The React tree around the router: the same in the browser and in the build's prerender. */
import { ChakraProvider } from '@chakra-ui/react';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode, useEffect } from 'react';
import type { AppRouter } from './router';
import { appSystem } from './theme/system';

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
