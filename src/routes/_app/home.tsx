import { createFileRoute } from '@tanstack/react-router';
import { useState } from 'react';
import { AppHeader } from '../../features/account/app-header';
import { MyCoursesPage } from '../../features/courses/my-courses-page';
import { ConnectionBanner } from '../../features/sync/connection-banner';
import { SyncStatus } from '../../features/sync/sync-status';
import { requireStudentId } from '../-guards';

export const Route = createFileRoute('/_app/home')({
  beforeLoad: ({ context }) => requireStudentId(context),
  component: function HomeRoute() {
    const { session, api, sync, studentId } = Route.useRouteContext();
    // 'Canjear código': the header's dialog, opened from its menu or from Mis Cursos.
    const [redeeming, setRedeeming] = useState(false);
    return (
      <>
        <AppHeader session={session} api={api} extra={<SyncStatus sync={sync} />} redeem={{ open: redeeming, onOpenChange: setRedeeming }} />
        <ConnectionBanner sync={sync} />
        <MyCoursesPage api={api} studentId={studentId} onRedeemCode={() => setRedeeming(true)} />
      </>
    );
  },
});
