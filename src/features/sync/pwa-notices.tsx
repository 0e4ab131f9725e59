/**
 * Service-worker news for the student: 'Listo para usar sin conexión' once the app is cached, and
 * 'Nueva versión disponible' with 'Actualizar' — never during an exam run, applied only on request.
 */
import { Box, Button, Flex, Text } from '@chakra-ui/react';
import { useLocation } from '@tanstack/react-router';
import { CloudCheck } from 'lucide-react';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { pwa } from '../../lib/pwa';

export const OFFLINE_READY_TEXT = 'Listo para usar sin conexión';
const OFFLINE_READY_MS = 8000;

export function isExamRunPath(pathname: string): boolean {
  return /\/evaluacion\//.test(pathname);
}

export function PwaNotices() {
  const { pathname } = useLocation();
  const updateReady = useSyncExternalStore(pwa.subscribe, pwa.isUpdateReady, () => false);
  const offlineReady = useSyncExternalStore(pwa.subscribe, pwa.isOfflineReady, () => false);

  // A quiet notice (not a toast: the toaster is not worth loading on a first visit for it).
  const [showReady, setShowReady] = useState(false);
  useEffect(() => {
    if (!offlineReady) return;
    setShowReady(true);
    const timer = setTimeout(() => setShowReady(false), OFFLINE_READY_MS);
    return () => clearTimeout(timer);
  }, [offlineReady]);

  if (showReady && !(updateReady && !isExamRunPath(pathname))) {
    return (
      <Box position="fixed" insetInline="0" bottom="0" zIndex="toast" padding="3" pointerEvents="none">
        <Flex role="status" maxWidth="md" marginInline="auto" bg="green.subtle" color="green.fg" borderWidth="1px" borderColor="green.muted" rounded="xl" padding="3" gap="2" alignItems="center">
          <CloudCheck size={18} aria-hidden />
          <Text fontWeight="semibold">{OFFLINE_READY_TEXT}</Text>
          <Text fontSize="sm">El material y los exámenes ya funcionan sin internet.</Text>
        </Flex>
      </Box>
    );
  }
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
