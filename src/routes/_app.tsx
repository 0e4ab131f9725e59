/** Signed-in area: the guard, and the way back to /login when the session ends. */
import { Outlet, createFileRoute, useNavigate } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { requireSignedIn } from './-guards';

export const Route = createFileRoute('/_app')({
  beforeLoad: ({ context, location }) => requireSignedIn(context, location),
  component: function AppLayout() {
    const { session } = Route.useRouteContext();
    const navigate = useNavigate();
    const signedOut = useSelector(session, (s) => s.matches('signedOut'));
    useEffect(() => {
      if (signedOut) void navigate({ to: '/login' });
    }, [signedOut, navigate]);
    return <Outlet />;
  },
});
