/** A page the signed-in person may not open: says so, with a way back to where they belong. */
import { Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import AcademyContact from './academy-contact';

/** `contact`: what writing to the academy would be for; its contact shows under the message when configured. */
export function Forbidden(props: { title?: string; message?: string; contact?: string; back?: { to: '/home' | '/admin'; label: string } }) {
  const { title = 'Acceso restringido', message = 'No tienes permisos para acceder a esa página.', contact, back = { to: '/home', label: 'Volver a Mis Cursos' } } = props;
  return (
    <Box as="main" id="main" padding="8" display="flex" justifyContent="center">
      <Stack gap="3" textAlign="center" alignItems="center" maxWidth="md">
        <Heading as="h1" size="xl">
          {title}
        </Heading>
        <Text>{message}</Text>
        {contact && <AcademyContact lead={contact} />}
        <Button asChild>
          <Link to={back.to}>{back.label}</Link>
        </Button>
      </Stack>
    </Box>
  );
}
