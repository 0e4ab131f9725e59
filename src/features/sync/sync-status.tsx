/**
 * Header control for the outboxes (sync/outboxes.ts): exam results, Repaso answers and error reports: pending
 * counts, last successful sync, 'Sincronizar ahora'.
 */
import { Box, Button, Text } from '@chakra-ui/react';
import { Cloud, CloudOff } from 'lucide-react';
import { Suspense, useState, useSyncExternalStore, type ComponentProps } from 'react';
import type { Outboxes } from '../../sync/outboxes';
import { useHydrated, useOnline } from '../../lib/hooks/use-hydrated';
import { lazyWhenReachable } from '../../lib/browser/import-when-reachable';

// The menu loads on the first hover, focus or tap (Chakra's menu and its layers, some 30 KB, stay
// off every page's first load); a tap that loaded it opens it as soon as it is there.
const loadSyncMenu = () => import('./sync-menu');
const SyncMenu = lazyWhenReachable(() => loadSyncMenu().then((m) => ({ default: m.SyncMenu })));

/** `nobody`: no student follows this device's queues (an operator reading the course): nothing waits to be sent. */
export function SyncStatus({ sync, nobody = false }: { sync: Outboxes; nobody?: boolean }) {
  const state = useSyncExternalStore(sync.attempts.subscribe, sync.attempts.getState, sync.attempts.getState);
  const reviews = useSyncExternalStore(sync.reviews.subscribe, sync.reviews.getState, sync.reviews.getState);
  const reports = useSyncExternalStore(sync.reports.subscribe, sync.reports.getState, sync.reports.getState);
  const online = useOnline();
  // What waits to be sent, named (issue 50 §11: a queued report counts too).
  const parts = [
    [state.pending, 'resultado', 'resultados'],
    [reviews.pending, 'respuesta de repaso', 'respuestas de repaso'],
    [reports.pending, 'reporte de error', 'reportes de errores'],
  ] as const;
  const named = parts.filter(([n]) => n > 0).map(([n, one, many]) => `${n} ${n === 1 ? one : many}`);
  // Until each queue was read (a prerendered page, the app's first moments), 0 is not known to be true.
  // While React adopts a prerendered page, the control is drawn as the prerender drew it (checking),
  // whatever the device read meanwhile: a different first render would make React drop the page.
  const hydrated = useHydrated();
  const counted = hydrated && (nobody || (state.counted && reviews.counted && reports.counted));
  const pending = counted ? state.pending + reviews.pending + reports.pending : 0;
  const label = !counted
    ? 'Sincronización: comprobando…'
    : pending === 0
      ? 'Sincronización: todo enviado'
      : `${named.length > 1 ? `${named.slice(0, -1).join(', ')} y ${named[named.length - 1]}` : named[0]} ${pending === 1 ? 'pendiente' : 'pendientes'} de sincronizar`;
  const message = state.message ?? reviews.message ?? reports.message;
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
      <SyncMenu sync={sync} trigger={button({})} state={state} reviews={reviews} reports={reports} online={online} message={message} />
    </Suspense>
  );
}
