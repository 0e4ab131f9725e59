/** The course area: access check, header with the phone menu button, sidebar and the page. */
import { Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { Link, Outlet, createFileRoute, useLocation } from '@tanstack/react-router';
import { useCallback, useState } from 'react';
import { COURSE_ROOT } from '../../../../content/course';
import { AppHeader } from '../../../../features/account/app-header';
import { ReadOnlyBanner } from '../../../../features/auth/read-only-banner';
import { checkCourseAccess } from '../../../../features/courses/course-access';
import { CourseSidebar, SIDEBAR_WIDTH } from '../../../../features/study/course-sidebar';
import { CourseSearchField } from '../../../../features/study/search-field';
import { ConnectionBanner } from '../../../../features/sync/connection-banner';
import { SyncStatus } from '../../../../features/sync/sync-status';

function Forbidden() {
  return (
    <Box as="main" padding="8" display="flex" justifyContent="center">
      <Stack gap="3" textAlign="center" alignItems="center" maxWidth="md">
        <Heading as="h1" size="xl">
          Acceso restringido
        </Heading>
        <Text>No tienes permisos para acceder a esa página.</Text>
        <Button asChild>
          <Link to="/home">Volver a Mis Cursos</Link>
        </Button>
      </Stack>
    </Box>
  );
}

function CheckingAccess() {
  return (
    <Box as="main" padding="8" display="flex" justifyContent="center" role="status">
      <Text>Verificando acceso...</Text>
    </Box>
  );
}

export const Route = createFileRoute('/_app/courses/examen-de-naturalizacion')({
  // Read-only mode (no student, offline) opens the material that ships with the app.
  beforeLoad: async ({ context }) => ({
    courseAccess: context.studentId === null ? ('granted' as const) : await checkCourseAccess(context.api, context.studentId),
  }),
  pendingComponent: CheckingAccess,
  component: function CourseLayout() {
    const { session, api, sync, courseAccess, studentId } = Route.useRouteContext();
    const { pathname } = useLocation();
    const [menuOpen, setMenuOpen] = useState(false);
    const close = useCallback(() => setMenuOpen(false), []);
    const currentPath = decodeURIComponent(pathname).replace(`${COURSE_ROOT}/`, '').replace(/\/$/, '');
    if (courseAccess === 'denied') {
      return (
        <>
          <AppHeader session={session} api={api} />
          <Forbidden />
        </>
      );
    }
    return (
      <Box minHeight="100dvh">
        <AppHeader
          session={session}
          api={api}
          onMenuToggle={() => setMenuOpen((o) => !o)}
          menuOpen={menuOpen}
          extra={<SyncStatus sync={sync} />}
          // The search page has its own field; a timed exam is no time to look answers up.
          search={currentPath === 'buscar' || currentPath.startsWith('evaluacion/') ? undefined : <CourseSearchField />}
        />
        <ConnectionBanner sync={sync} />
        {studentId === null && <ReadOnlyBanner hasSession={session.getSnapshot().context.token !== null} paddingStart={{ lg: SIDEBAR_WIDTH }} />}
        <CourseSidebar currentPath={currentPath} mobileOpen={menuOpen} onClose={close} />
        <Box as="main" id="main" paddingStart={{ lg: SIDEBAR_WIDTH }}>
          <Box padding={{ base: '4', md: '8' }}>
            <Outlet />
          </Box>
        </Box>
      </Box>
    );
  },
});
