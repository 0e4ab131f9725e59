/**
 * The pages drawn in place of one that cannot be shown, rare enough that src/routes/__root.tsx
 * fetches their code only when one is drawn: 'Página no encontrada' for an address no route answers,
 * and 'Algo salió mal' for a page that failed to draw (the router's defaultErrorComponent), in
 * Spanish, in the page's place, with a way to try again and a way home, never the router's own
 * English screen.
 */
import { Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { Link, useRouter, type ErrorComponentProps } from '@tanstack/react-router';

export function NotFound() {
  return (
    <Box as="main" minHeight="60vh" display="flex" alignItems="center" justifyContent="center" padding="6">
      <Stack gap="3" textAlign="center" alignItems="center">
        <Heading as="h1" size="xl">
          Página no encontrada
        </Heading>
        <Text color="fg.muted">La dirección que abriste no existe en la academia.</Text>
        <Button asChild>
          <Link to="/home">Ir a Mis Cursos</Link>
        </Button>
      </Stack>
    </Box>
  );
}

export function PageError({ reset }: ErrorComponentProps) {
  const router = useRouter();
  // A region, not a <main>: in the course area it is drawn inside the layout's <main>.
  return (
    <Box as="section" aria-labelledby="page-error-title" minHeight="60vh" display="flex" alignItems="center" justifyContent="center" padding="6">
      <Stack gap="3" textAlign="center" alignItems="center" maxWidth="md">
        <Heading as="h1" id="page-error-title" size="xl">
          Algo salió mal
        </Heading>
        <Text color="fg.muted">No se pudo mostrar esta página. Vuelve a intentarlo; si sigue igual, revisa tu conexión.</Text>
        <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
          <Button
            onClick={() => {
              reset();
              void router.invalidate();
            }}
          >
            Volver a intentar
          </Button>
          <Button asChild variant="outline">
            <Link to="/home">Ir a Mis Cursos</Link>
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}
