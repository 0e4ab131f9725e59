/** The course area: access check, header with the phone menu button, sidebar and the page. */
import { Box, Text } from '@chakra-ui/react';
import { Outlet, createFileRoute, useLocation } from '@tanstack/react-router';
import { Suspense, useCallback, useState } from 'react';
import { COURSE_ROOT } from '@/content/course';
import { AppHeader } from '@/features/account/app-header';
import { ReadOnlyBanner } from '@/features/auth/read-only-banner';
import type { CourseAccess } from '@/features/courses/course-access';
import { CourseSidebar, SIDEBAR_WIDTH } from '@/features/study/course-sidebar';
import { CourseSearchField } from '@/features/study/search-field';
import { ConnectionBanner } from '@/features/sync/connection-banner';
import { accessEndedOn } from '@/shared/course-access';
import { SyncStatus } from '@/features/sync/sync-status';
import { lazyWhenReachable } from '@/lib/browser/import-when-reachable';

// Rarely drawn: loaded when a student has no access, or it ended.
const Forbidden = lazyWhenReachable(() => import('@/components/ui/forbidden').then((m) => ({ default: m.Forbidden })));
// The academy's notices on every page of the course, as on Mis Cursos (issue 54 §12): a notice
// published while the student studies shows when the app returns to the foreground, wherever they are.
const AnnouncementsBanner = lazyWhenReachable(() => import('@/features/courses/announcements-banner'));

function CheckingAccess() {
  return (
    <Box as="main" padding="8" display="flex" justifyContent="center" role="status">
      <Text>Verificando acceso...</Text>
    </Box>
  );
}

export const Route = createFileRoute('/_app/courses/examen-de-naturalizacion')({
  // Read-only mode (no student, offline) opens the material that ships with the app. The check's
  // code loads with the course area, not with every page's route map.
  beforeLoad: async ({ context }): Promise<{ courseAccess: CourseAccess }> => ({
    courseAccess:
      context.studentId === null
        ? { status: 'granted' }
        : await import('@/features/courses/course-access').then((m) => m.checkCourseAccess(context.api, context.studentId!)),
  }),
  pendingComponent: CheckingAccess,
  component: function CourseLayout() {
    const { session, api, sync, courseAccess, studentId, operator } = Route.useRouteContext();
    const { pathname } = useLocation();
    const [menuOpen, setMenuOpen] = useState(false);
    const close = useCallback(() => setMenuOpen(false), []);
    const currentPath = decodeURIComponent(pathname).replace(`${COURSE_ROOT}/`, '').replace(/\/$/, '');
    if (courseAccess.status !== 'granted') {
      return (
        <>
          <AppHeader session={session} api={api} />
          <Suspense fallback={<CheckingAccess />}>
          {courseAccess.status === 'denied' ? (
            <Forbidden />
          ) : (
            <Forbidden
              title="Acceso vencido"
              message={courseAccess.endsAt ? accessEndedOn(courseAccess.endsAt) : 'Tu acceso a este curso terminó.'}
              contact="Para renovarlo, escribe a la academia:"
            />
          )}
          </Suspense>
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
          extra={<SyncStatus sync={sync} nobody={studentId === null} />}
          // The search page has its own field; a timed exam is no time to look answers up.
          search={currentPath === 'buscar' || currentPath.startsWith('evaluacion/') ? undefined : <CourseSearchField />}
        />
        <ConnectionBanner sync={sync} />
        {studentId === null && <ReadOnlyBanner hasSession={session.getSnapshot().context.token !== null} operator={operator} paddingStart={{ lg: SIDEBAR_WIDTH }} />}
        <CourseSidebar currentPath={currentPath} mobileOpen={menuOpen} onClose={close} />
        <Box as="main" id="main" paddingStart={{ lg: SIDEBAR_WIDTH }}>
          <Box padding={{ base: '4', md: '8' }}>
            {studentId !== null && (
              <Suspense fallback={null}>
                <AnnouncementsBanner api={api} studentId={studentId} compact={currentPath.startsWith('evaluacion/')} />
              </Suspense>
            )}
            <Outlet />
          </Box>
        </Box>
      </Box>
    );
  },
});
