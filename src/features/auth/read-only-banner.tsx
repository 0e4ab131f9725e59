/**
 * Read-only mode (routes/-guards.ts): offline with a session the app cannot read, or none, the study
 * material saved on the device stays open instead of a dead end at /login, which needs the network.
 * This banner says why the exams are closed and leads to the sign-in. An operator reading the
 * material (issue 20) is told so, with the way back to the console.
 */
import { Box, Button, Flex, Text, type BoxProps } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import { useHydrated } from '../../lib/hooks/use-hydrated';

export const READ_ONLY_TEXT = 'Tu sesión no se pudo leer. Puedes repasar el material guardado; inicia sesión cuando tengas conexión.';
export const SIGNED_OUT_TEXT = 'No has iniciado sesión. Puedes repasar el material guardado; inicia sesión cuando tengas conexión.';

/**
 * `hasSession`: a session is stored but unreadable (else there is none on this device).
 * `paddingStart`: keeps the text clear of a fixed sidebar.
 */
export const OPERATOR_TEXT = 'Estás viendo el material como lo ven los estudiantes.';

export function ReadOnlyBanner({ hasSession, operator, paddingStart }: { hasSession: boolean; operator?: boolean } & Pick<BoxProps, 'paddingStart'>) {
  // Prerendered pages are drawn for a signed-in student: the banner joins them once React has them.
  const hydrated = useHydrated();
  if (!hydrated) return null;
  return (
    <Box role="status" bg="orange.subtle" color="orange.fg" fontSize="sm" paddingBlock="2" paddingInline="3" paddingStart={paddingStart} borderBottomWidth="1px">
      <Flex alignItems="center" justifyContent="center" gap="3" wrap="wrap">
        <Text>{operator ? OPERATOR_TEXT : hasSession ? READ_ONLY_TEXT : SIGNED_OUT_TEXT}</Text>
        {/* White on orange.700 in both themes: Chakra's solid orange (600) is 3.55:1, short of 4.5:1. */}
        <Button asChild size="xs" colorPalette="orange" bg="orange.700" color="white" _hover={{ bg: 'orange.800' }}>
          {operator ? <RouterLink to="/admin">Volver a la consola</RouterLink> : <RouterLink to="/login">Iniciar sesión</RouterLink>}
        </Button>
      </Flex>
    </Box>
  );
}
