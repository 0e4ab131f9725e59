/**
 * Quiet banners under the header: offline ('Sin conexión — …'), and a request to sign in again when
 * queued results could not be sent because the session expired.
 */
import { Box, Button, Flex, Text } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import { WifiOff } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import type { Outboxes } from '../../sync/outboxes';
import { useOnline } from '../../lib/hooks/use-hydrated';

export const OFFLINE_TEXT = 'Sin conexión — tu progreso se guarda en este dispositivo';

export function ConnectionBanner({ sync }: { sync: Outboxes }) {
  const online = useOnline();
  const state = useSyncExternalStore(sync.attempts.subscribe, sync.attempts.getState, sync.attempts.getState);
  if (!online) {
    return (
      <Flex role="status" alignItems="center" justifyContent="center" gap="2" bg="bg.muted" color="fg.muted" fontSize="sm" paddingBlock="1.5" paddingInline="3" borderBottomWidth="1px">
        <WifiOff size={14} aria-hidden />
        <Text>{OFFLINE_TEXT}</Text>
      </Flex>
    );
  }
  if (state.status === 'needsSignIn') {
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
