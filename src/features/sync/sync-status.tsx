/**
 * Header control for the outboxes (sync/outboxes.ts): exam results and Repaso answers: pending
 * counts, last successful sync, 'Sincronizar ahora'.
 */
import { Box, Button, Text } from '@chakra-ui/react';
import { Cloud, CloudOff } from 'lucide-react';
import { Suspense, useState, useSyncExternalStore, type ComponentProps } from 'react';
import type { Outboxes } from '../../sync/outboxes';
import { useOnline } from '../../lib/hooks/use-hydrated';
import { lazyWhenReachable } from '../../lib/browser/import-when-reachable';

// The menu loads on the first hover, focus or tap (Chakra's menu and its layers, some 30 KB, stay
// off every page's first load); a tap that loaded it opens it as soon as it is there.
const loadSyncMenu = () => import('./sync-menu');
const SyncMenu = lazyWhenReachable(() => loadSyncMenu().then((m) => ({ default: m.SyncMenu })));

export function SyncStatus({ sync }: { sync: Outboxes }) {
  const state = useSyncExternalStore(sync.attempts.subscribe, sync.attempts.getState, sync.attempts.getState);
  const reviews = useSyncExternalStore(sync.reviews.subscribe, sync.reviews.getState, sync.reviews.getState);
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
  const [wanted, setWanted] = useState(false);
  const button = (props: ComponentProps<typeof Button>) => (
    <Button variant="ghost" size="sm" position="relative" paddingInline="2" aria-haspopup="menu" {...props}>
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
  );
  if (!wanted) return button({ onPointerEnter: () => void loadSyncMenu(), onFocus: () => void loadSyncMenu(), onClick: () => setWanted(true) });
  return (
    <Suspense fallback={button({})}>
      <SyncMenu sync={sync} trigger={button({})} state={state} reviews={reviews} online={online} message={message} />
    </Suspense>
  );
}
