import { createFileRoute } from '@tanstack/react-router';
import { ActivatePage } from '../features/auth/activate-page';

export const Route = createFileRoute('/activar')({
  component: function ActivateRoute() {
    const { session, api } = Route.useRouteContext();
    return <ActivatePage session={session} api={api} />;
  },
});
