/**
 * Service-worker news for the student: 'Listo para usar sin conexión' once the app is cached, and
 * 'Nueva versión disponible' with 'Actualizar' — never during an exam run, applied only on request.
 */
import { Box, Button, Flex, Text } from '@chakra-ui/react';
import { useLocation } from '@tanstack/react-router';
import { useEffect, useSyncExternalStore } from 'react';
import { toaster } from '../../components/ui/toaster';
import { pwa } from '../../lib/pwa';

export const OFFLINE_READY_TEXT = 'Listo para usar sin conexión';

export function isExamRunPath(pathname: string): boolean {
  return /\/evaluacion\//.test(pathname);
}

export function PwaNotices() {
  const { pathname } = useLocation();
  const updateReady = useSyncExternalStore(pwa.subscribe, pwa.isUpdateReady, () => false);
  const offlineReady = useSyncExternalStore(pwa.subscribe, pwa.isOfflineReady, () => false);

  useEffect(() => {
    if (offlineReady) {
      toaster.create({ type: 'success', title: OFFLINE_READY_TEXT, description: 'El material y los exámenes ya funcionan sin internet.' });
    }
  }, [offlineReady]);

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
