/** Signed-in area: the guard, and the way back to /login when the session ends. */
import { Outlet, createFileRoute } from '@tanstack/react-router';
import { requireSignedIn } from './-guards';
import { useLoginOnSessionEnd } from '../machines/use-session-end';
import { RouteTitle } from './-lazy-route-title';

export const Route = createFileRoute('/_app')({
  beforeLoad: ({ context, location }) => requireSignedIn(context, location),
  component: function AppLayout() {
    const { session } = Route.useRouteContext();
    useLoginOnSessionEnd(session);
    return (
      <>
        <RouteTitle />
        <Outlet />
      </>
    );
  },
});
