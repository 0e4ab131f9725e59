/**
 * Quiet banners under the header: offline ('Sin conexión — …'), and a request to sign in again when
 * queued results could not be sent because the session expired. Both are what only the device knows:
 * while React adopts a prerendered page they are drawn as the prerender drew them (none).
 */
import { Box, Button, Flex, Text } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import { WifiOff } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import type { Outboxes } from '../../sync/outboxes';
import { useHydrated, useOnline } from '../../lib/hooks/use-hydrated';

export const OFFLINE_TEXT = 'Sin conexión — tu progreso se guarda en este dispositivo';

export function ConnectionBanner({ sync }: { sync: Outboxes }) {
  const online = useOnline();
  const state = useSyncExternalStore(sync.attempts.subscribe, sync.attempts.getState, sync.attempts.getState);
  // The outbox may have been read before React adopts a prerendered page: a different first render
  // would make React drop the page (useOnline answers 'online' while hydrating on its own).
  const hydrated = useHydrated();
  if (!online) {
    return (
      <Flex role="status" alignItems="center" justifyContent="center" gap="2" bg="bg.muted" color="fg.muted" fontSize="sm" paddingBlock="1.5" paddingInline="3" borderBottomWidth="1px">
        <WifiOff size={14} aria-hidden />
        <Text>{OFFLINE_TEXT}</Text>
      </Flex>
    );
  }
  if (hydrated && state.status === 'needsSignIn') {
    return (
      <Box role="status" bg="orange.subtle" color="orange.fg" fontSize="sm" paddingBlock="2" paddingInline="3" borderBottomWidth="1px">
        <Flex alignItems="center" justifyContent="center" gap="3" wrap="wrap">
          <Text>{state.message}</Text>
          <Button asChild size="xs" colorPalette="orange">
            <RouterLink to="/login">Iniciar sesión</RouterLink>
          </Button>
        </Flex>
      </Box>
    );
  }
  return null;
}
