/**
 * The console's providers for a component test: Chakra, the console's own query client (one per
 * render) and the AdminApi the screens call, given as far as the test needs it.
 */
import { ChakraProvider } from '@chakra-ui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import type { AdminApi } from '@/features/admin/admin-api';
import { AdminApiContext } from '@/features/admin/console-parts';
import { createConsoleQueryClient } from '@/features/admin/console-queries';
import { appSystem } from '@/theme/system';

export function Console({ admin, children }: { admin: Partial<AdminApi>; children: ReactNode }) {
  const [client] = useState(createConsoleQueryClient);
  return (
    <ChakraProvider value={appSystem()}>
      <QueryClientProvider client={client}>
        <AdminApiContext.Provider value={admin as AdminApi}>{children}</AdminApiContext.Provider>
      </QueryClientProvider>
    </ChakraProvider>
  );
}
