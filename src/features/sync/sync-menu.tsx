/** The sync status's menu (features/sync/sync-status.tsx), loaded when first wanted. */
import { Box, Portal, Text } from '@chakra-ui/react';
import { RefreshCw } from 'lucide-react';
import type { ReactElement } from 'react';
import { Menu } from '../../components/chakra/menu';
import type { OutboxState } from '../../sync/outbox.machine';
import type { Outboxes } from '../../sync/outboxes';
import { formatDateTime } from '../../shared/spanish-format';

/** A queue's count, or that it is still being read (OutboxState.counted). */
const count = (outbox: OutboxState) => (outbox.counted ? String(outbox.pending) : 'comprobando…');

function formatSyncTime(iso: string | null): string {
  return iso ? formatDateTime(iso) : 'Nunca';
}

/** The newest of the kinds' last exchanges with the server (ISO instants compare as strings). */
function newest(...times: (string | null)[]): string | null {
  return times.reduce<string | null>((a, b) => (b !== null && (a === null || b > a) ? b : a), null);
}

export function SyncMenu(props: { sync: Outboxes; trigger: ReactElement; state: OutboxState; reviews: OutboxState; reports: OutboxState; online: boolean; message: string | null }) {
  const { sync, trigger, state, reviews, reports, online, message } = props;
  return (
    <Menu.Root
      defaultOpen
      positioning={{ placement: 'bottom-end' }}
      onSelect={(d) => {
        if (d.value !== 'sync') return;
        void sync.syncNow();
      }}
    >
      <Menu.Trigger asChild>{trigger}</Menu.Trigger>
    <Portal>
      <Menu.Positioner>
        <Menu.Content minWidth="64">
          <Box paddingInline="3" paddingBlock="2" fontSize="sm">
            <Text fontWeight="semibold">Resultados de exámenes</Text>
            <Text data-testid="sync-pending">Pendientes de sincronizar: {count(state)}</Text>
            <Text fontWeight="semibold" marginTop="2">
              Respuestas de repaso
            </Text>
            <Text data-testid="sync-pending-reviews">Pendientes de sincronizar: {count(reviews)}</Text>
            <Text fontWeight="semibold" marginTop="2">
              Reportes de errores
            </Text>
            <Text data-testid="sync-pending-reports">Pendientes de enviar: {count(reports)}</Text>
            <Text color="fg.muted" marginTop="2" data-testid="sync-last">
              Última sincronización: {formatSyncTime(newest(state.lastSyncAt, reviews.lastSyncAt, reports.lastSyncAt))}
            </Text>
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
