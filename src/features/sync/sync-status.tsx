/** Header control for the attempts outbox: pending count, last successful sync, 'Sincronizar ahora'. */
import { Box, Button, Menu, Portal, Text } from '@chakra-ui/react';
import '../../theme/recipes/menu';
import { Cloud, CloudOff, RefreshCw } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import type { AttemptSync } from '../../lib/attempt-sync';
import { formatDateTime } from '../../shared/spanish-format';
import { useOnline } from './use-online';

function formatSyncTime(iso: string | null): string {
  return iso ? formatDateTime(iso) : 'Nunca';
}

export function SyncStatus({ sync }: { sync: AttemptSync }) {
  const state = useSyncExternalStore(sync.subscribe, sync.getState, sync.getState);
  const online = useOnline();
  const label =
    state.pending === 1
      ? '1 resultado pendiente de sincronizar'
      : state.pending > 1
        ? `${state.pending} resultados pendientes de sincronizar`
        : 'Sincronización: todo enviado';
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }} onSelect={(d) => d.value === 'sync' && void sync.syncNow()}>
      <Menu.Trigger asChild>
        <Button variant="ghost" size="sm" position="relative" paddingInline="2">
          <Text as="span" srOnly>
            {label}
          </Text>
          {online ? <Cloud aria-hidden /> : <CloudOff aria-hidden />}
          {state.pending > 0 && (
            <Box as="span" aria-hidden position="absolute" top="0" insetEnd="0" minWidth="4" height="4" rounded="full" bg="orange.solid" color="white" fontSize="2xs" fontWeight="bold" display="flex" alignItems="center" justifyContent="center">
              {state.pending}
            </Box>
          )}
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minWidth="64">
            <Box paddingInline="3" paddingBlock="2" fontSize="sm">
              <Text fontWeight="semibold">Resultados de exámenes</Text>
              <Text data-testid="sync-pending">Pendientes de sincronizar: {state.pending}</Text>
              <Text color="fg.muted">Última sincronización: {formatSyncTime(state.lastSyncAt)}</Text>
              {state.message && (
                <Text color={state.status === 'needsSignIn' ? 'orange.fg' : 'fg.muted'} marginTop="1">
                  {state.message}
                </Text>
              )}
            </Box>
            <Menu.Separator />
            <Menu.Item value="sync" disabled={!online || state.status === 'syncing'}>
              <RefreshCw size={16} aria-hidden />
              Sincronizar ahora
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
