import { createFileRoute } from '@tanstack/react-router';
import { AppHeader } from '../../features/account/app-header';
import { MyCoursesPage } from '../../features/courses/my-courses-page';

export const Route = createFileRoute('/_app/home')({
  component: function HomeRoute() {
    const { session, api } = Route.useRouteContext();
    return (
      <>
        <AppHeader session={session} api={api} />
        <MyCoursesPage api={api} />
      </>
    );
  },
});
