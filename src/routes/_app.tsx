/** Signed-in area: the guard, and the way back to /login when the session ends. */
import { Outlet, createFileRoute, useNavigate } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { requireSignedIn } from './-guards';

export const Route = createFileRoute('/_app')({
  beforeLoad: ({ context, location }) => requireSignedIn(context, location),
  component: function AppLayout() {
    const { session } = Route.useRouteContext();
    const navigate = useNavigate();
    const signedOut = useSelector(session, (s) => s.matches('signedOut'));
    // Only a session that ends here (logout, a 401) leads to /login, saying why when the server did
    // (a password changed on another device); a student let in offline with an expired token, or in
    // read-only mode, keeps studying.
    const wasSignedOut = useRef(signedOut);
    useEffect(() => {
      if (signedOut && !wasSignedOut.current) void navigate({ to: '/login', search: { error: session.getSnapshot().context.endedBy ?? undefined } });
      wasSignedOut.current = signedOut;
    }, [signedOut, navigate, session]);
    return <Outlet />;
  },
});
