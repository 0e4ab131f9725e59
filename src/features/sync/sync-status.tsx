/**
 * Header control for the outboxes: exam results (lib/attempt-sync.ts) and Repaso answers
 * (lib/review-sync.ts): pending counts, last successful sync, 'Sincronizar ahora'.
 */
import { Box, Button, Portal, Text } from '@chakra-ui/react';
import { Menu } from '../../components/chakra/menu';
import { Cloud, CloudOff, RefreshCw } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import type { AttemptSync } from '../../lib/attempt-sync';
import { getReviewSyncState, subscribeReviewSync, syncReviewsNow } from '../../lib/review-sync';
import { formatDateTime } from '../../shared/spanish-format';
import { useOnline } from '../../lib/use-hydrated';

function formatSyncTime(iso: string | null): string {
  return iso ? formatDateTime(iso) : 'Nunca';
}

export function SyncStatus({ sync }: { sync: AttemptSync }) {
  const state = useSyncExternalStore(sync.subscribe, sync.getState, sync.getState);
  const reviews = useSyncExternalStore(subscribeReviewSync, getReviewSyncState, getReviewSyncState);
  const online = useOnline();
  const results = state.pending === 1 ? '1 resultado' : `${state.pending} resultados`;
  const answers = reviews.pending === 1 ? '1 respuesta de repaso' : `${reviews.pending} respuestas de repaso`;
  const pending = state.pending + reviews.pending;
  const label =
    pending === 0
      ? 'Sincronización: todo enviado'
      : reviews.pending === 0
        ? `${results} ${state.pending === 1 ? 'pendiente' : 'pendientes'} de sincronizar`
        : state.pending === 0
          ? `${answers} ${reviews.pending === 1 ? 'pendiente' : 'pendientes'} de sincronizar`
          : `${results} y ${answers} pendientes de sincronizar`;
  const message = state.message ?? reviews.message;
  return (
    <Menu.Root
      positioning={{ placement: 'bottom-end' }}
      onSelect={(d) => {
        if (d.value !== 'sync') return;
        void sync.syncNow();
        void syncReviewsNow();
      }}
    >
      <Menu.Trigger asChild>
        <Button variant="ghost" size="sm" position="relative" paddingInline="2">
          <Text as="span" srOnly>
            {label}
          </Text>
          {online ? <Cloud aria-hidden /> : <CloudOff aria-hidden />}
          {pending > 0 && (
            <Box as="span" aria-hidden position="absolute" top="0" insetEnd="0" minWidth="4" height="4" rounded="full" bg="orange.solid" color="white" fontSize="2xs" fontWeight="bold" display="flex" alignItems="center" justifyContent="center">
              {pending}
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
              <Text fontWeight="semibold" marginTop="2">
                Respuestas de repaso
              </Text>
              <Text data-testid="sync-pending-reviews">Pendientes de sincronizar: {reviews.pending}</Text>
              {message && (
                <Text color={state.status === 'needsSignIn' || reviews.status === 'needsSignIn' ? 'orange.fg' : 'fg.muted'} marginTop="1">
                  {message}
                </Text>
              )}
            </Box>
            <Menu.Separator />
            <Menu.Item value="sync" disabled={!online || (state.status === 'syncing' && reviews.status === 'syncing')}>
              <RefreshCw size={16} aria-hidden />
              Sincronizar ahora
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
