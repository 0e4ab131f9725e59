/**
 * Service-worker news for the student: 'Listo para usar sin conexión' once the app is cached, and
 * 'Nueva versión disponible' with 'Actualizar' — never during an exam run, applied only on request.
 */
import { Box, Button, Flex, IconButton, Text } from '@chakra-ui/react';
import { useLocation } from '@tanstack/react-router';
import { CloudCheck, X } from 'lucide-react';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { localStore } from '../../lib/storage/local-store';
import { pwa } from '../../lib/browser/pwa';

export const OFFLINE_READY_TEXT = 'Listo para usar sin conexión';

export function isExamRunPath(pathname: string): boolean {
  return /\/evaluacion\//.test(pathname);
}

/** The academy's console works online only: telling its operator the app works offline would mislead. */
function isConsolePath(pathname: string): boolean {
  return pathname === '/admin' || pathname.startsWith('/admin/');
}

/**
 * 'Listo para usar sin conexión', said once per device. It sits in the page's flow at the top, so it
 * covers nothing, and it appears on the first page the student opens after the app was cached (not
 * on an exam in progress, nor in the console): appearing in the flow of a page already on screen would push its content
 * down under the student's eyes. It goes away with the next page or its close button.
 */
function OfflineReadyNotice() {
  const { pathname } = useLocation();
  const offlineReady = useSyncExternalStore(pwa.subscribe, pwa.isOfflineReady, () => false);
  const [shownOn, setShownOn] = useState<string | null>(null);
  const firstPath = useRef(pathname);

  useEffect(() => {
    if (offlineReady && localStore.getOfflineReadyNotice() === null) localStore.setOfflineReadyNotice('pending');
  }, [offlineReady]);

  useEffect(() => {
    if (pathname === firstPath.current || isExamRunPath(pathname) || isConsolePath(pathname)) return;
    firstPath.current = '';
    if (localStore.getOfflineReadyNotice() !== 'pending') return;
    localStore.setOfflineReadyNotice('seen');
    setShownOn(pathname);
  }, [pathname]);

  if (shownOn !== pathname) return null;
  return (
    <Box role="status" bg="green.subtle" color="green.fg" borderBottomWidth="1px" borderColor="green.muted">
      <Flex maxWidth="6xl" marginInline="auto" paddingInline={{ base: '3', md: '6' }} paddingBlock="2" gap="3" alignItems="center">
        <CloudCheck size={20} aria-hidden style={{ flexShrink: 0 }} />
        <Box flex="1" minWidth="0">
          <Text fontWeight="semibold">{OFFLINE_READY_TEXT}</Text>
          <Text fontSize="sm">El material y los exámenes ya funcionan sin internet.</Text>
        </Box>
        <IconButton size="sm" variant="ghost" colorPalette="green" aria-label="Cerrar aviso" onClick={() => setShownOn(null)}>
          <X aria-hidden />
        </IconButton>
      </Flex>
    </Box>
  );
}

/** Both notices; loaded (src/features/sync/pwa-notices-loader.tsx) only once there is news. */
export default function PwaNotices() {
  return (
    <>
      <OfflineReadyNotice />
      <UpdatePrompt />
    </>
  );
}

/** 'Nueva versión disponible' with 'Actualizar': never during an exam run, applied only on request. */
function UpdatePrompt() {
  const { pathname } = useLocation();
  const updateReady = useSyncExternalStore(pwa.subscribe, pwa.isUpdateReady, () => false);
  if (!updateReady || isExamRunPath(pathname)) return null;
  return (
    <Box position="fixed" insetInline="0" bottom="0" zIndex="toast" padding="3" pointerEvents="none">
      <Flex role="status" pointerEvents="auto" maxWidth="md" marginInline="auto" bg="bg" borderWidth="1px" shadow="lg" rounded="xl" padding="3" alignItems="center" gap="3">
        <Text flex="1" fontWeight="semibold">
          Nueva versión disponible
        </Text>
        <Button size="sm" onClick={() => void pwa.update()}>
          Actualizar
        </Button>
      </Flex>
    </Box>
  );
}
