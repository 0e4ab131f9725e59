/** The centred card of the pages around signing in (forgot password, the reset link): logo, title, content. */
import { Box, Heading, Stack } from '@chakra-ui/react';
import { useEffect } from 'react';
import { Logo } from '../../components/ui/logo';
import { titleSignedOutPage } from './signed-out-titles';

export function AuthCard(props: { title: string; children: React.ReactNode }) {
  // The tab's title on arriving from /login, and back on /login when the student returns to it.
  useEffect(() => {
    titleSignedOutPage();
    return titleSignedOutPage;
  }, []);
  return (
    <Box as="main" minHeight="100dvh" display="flex" alignItems="center" justifyContent="center" padding="4">
      <Box width="full" maxWidth="md" bg="bg" borderWidth="1px" rounded="2xl" shadow="md" padding={{ base: '6', md: '8' }}>
        <Stack gap="6">
          <Stack gap="3" alignItems="center" textAlign="center">
            <Logo size={14} />
            <Heading as="h1" size="xl">
              {props.title}
            </Heading>
          </Stack>
          {props.children}
        </Stack>
      </Box>
    </Box>
  );
}
