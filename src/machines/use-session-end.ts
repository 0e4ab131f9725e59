/**
 * The way back to /login when a signed-in area's session ends there (logout, a 401). Kept out of
 * routes/ so it rides with the layouts' components, not with the route map every page loads.
 */
import { useNavigate } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { SessionMachine } from './session.machine';

export function useLoginOnSessionEnd(session: ActorRefFrom<SessionMachine>): void {
  const navigate = useNavigate();
  const signedOut = useSelector(session, (s) => s.matches('signedOut'));
  // Only a session that ends here leads to /login, saying why when the server did (a password
  // changed on another device); a student let in offline with an expired token, or in read-only
  // mode, keeps studying.
  const wasSignedOut = useRef(signedOut);
  useEffect(() => {
    if (signedOut && !wasSignedOut.current) void navigate({ to: '/login', search: { error: session.getSnapshot().context.endedBy ?? undefined } });
    wasSignedOut.current = signedOut;
  }, [signedOut, navigate, session]);
}
