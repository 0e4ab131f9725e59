/** '/forgot-password': help text until the self-service reset flow ships, and the way back. */
import { Box, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import { Logo } from '../../components/ui/logo';

export function ForgotPasswordPage() {
  return (
    <Box as="main" minHeight="100dvh" display="flex" alignItems="center" justifyContent="center" padding="4">
      <Box width="full" maxWidth="md" bg="bg" borderWidth="1px" rounded="2xl" shadow="md" padding={{ base: '6', md: '8' }}>
        <Stack gap="4" textAlign="center" alignItems="center">
          <Logo size={14} />
          <Heading as="h1" size="xl">
            Olvidé mi contraseña
          </Heading>
          <Text>Si tienes problemas para acceder, contacta al administrador del sistema.</Text>
          <Text color="fg.muted" fontSize="sm">
            El administrador puede generarte una contraseña nueva. Después podrás cambiarla desde el menú de tu cuenta con «Cambiar Contraseña».
          </Text>
          <Link asChild color="colorPalette.fg" fontWeight="semibold">
            <RouterLink to="/login">Volver a iniciar sesión</RouterLink>
          </Link>
        </Stack>
      </Box>
    </Box>
  );
}
