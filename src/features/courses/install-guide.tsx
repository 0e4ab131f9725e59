/**
 * Keeping the app on the device (issue 35), on Mis Cursos once the student has answered something:
 * iPhone users in Safari are shown once how to add the app to the home screen (Safari erases a site's
 * storage after 7 days without a visit; home-screen apps are exempt, and only they get reminders);
 * where the browser offers installation (Chromium's beforeinstallprompt), an 'Instalar' button.
 */
import { Box, Button, Flex, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { isAppleMobile, isStandalone } from '../../lib/browser/device-kind';
import { readJson, write } from '../../lib/storage/local-store';

const SHOWN_KEY = 'iphone-install-guide-shown';

/** Chromium's install prompt (not in the DOM library's types). */
interface InstallPromptEvent extends Event {
  prompt: () => Promise<void>;
}

export function InstallGuide() {
  // Decided once per mount: shown on this visit, never again on a later one.
  const [iphone, setIphone] = useState(() => isAppleMobile() && !isStandalone() && readJson(SHOWN_KEY) === null);
  const [install, setInstall] = useState<InstallPromptEvent | null>(null);

  useEffect(() => {
    if (iphone) write(SHOWN_KEY, JSON.stringify(new Date().toISOString()));
  }, [iphone]);

  useEffect(() => {
    const offer = (event: Event) => {
      event.preventDefault();
      setInstall(event as InstallPromptEvent);
    };
    window.addEventListener('beforeinstallprompt', offer);
    return () => window.removeEventListener('beforeinstallprompt', offer);
  }, []);

  if (iphone) {
    return (
      <Box role="region" aria-label="Guarda la app en tu iPhone" borderWidth="1px" rounded="lg" padding="3" bg="colorPalette.subtle" marginBottom="4">
        <Text fontWeight="semibold">Guarda la app en tu iPhone</Text>
        <Text>
          Para que tu progreso no se borre, agrega la app a tu pantalla de inicio: toca Compartir y luego ‘Agregar a inicio’. Safari borra los datos de
          un sitio que no visitas en 7 días; la app de tu pantalla de inicio los conserva y puede enviarte recordatorios.
        </Text>
        <Button size="sm" variant="outline" marginTop="2" onClick={() => setIphone(false)}>
          Entendido
        </Button>
      </Box>
    );
  }
  if (!install) return null;
  return (
    <Flex gap="3" alignItems="center" wrap="wrap" marginBottom="4">
      <Text>Instala la app para abrirla desde tu pantalla de inicio, también sin conexión.</Text>
      <Button
        size="sm"
        onClick={() => {
          void install.prompt().catch(() => undefined);
          setInstall(null);
        }}
      >
        Instalar
      </Button>
    </Flex>
  );
}
