import { createFileRoute } from '@tanstack/react-router';
import { AppHeader } from '../../features/account/app-header';
import { MyCoursesPage } from '../../features/courses/my-courses-page';
import { ConnectionBanner } from '../../features/sync/connection-banner';
import { SyncStatus } from '../../features/sync/sync-status';
import { requireStudentId } from '../-guards';

export const Route = createFileRoute('/_app/home')({
  beforeLoad: ({ context }) => requireStudentId(context),
  component: function HomeRoute() {
    const { session, api, sync, studentId } = Route.useRouteContext();
    return (
      <>
        <AppHeader session={session} api={api} extra={<SyncStatus sync={sync} />} />
        <ConnectionBanner sync={sync} />
        <MyCoursesPage api={api} studentId={studentId} />
      </>
    );
  },
});
