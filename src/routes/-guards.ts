/** Route guards fed from router context (spec §5 'Token check on protected screens'). */
import { redirect } from '@tanstack/react-router';
import { checkToken } from '../shared/token';
import type { RouterContext } from './__root';

export function requireSignedIn(context: RouterContext, location: { href: string }): void {
  const { session } = context;
  const verdict = checkToken(session.getSnapshot().context.token, Date.now());
  if (verdict.ok) return;
  // Offline, an expired token does not lock the student out of the material and the exams: results
  // queue on the device and the app asks for sign-in once the network returns.
  if (verdict.reason === 'expired' && !navigator.onLine) return;
  if (verdict.reason !== 'missing') session.send({ type: 'SESSION_INVALID' });
  throw redirect({
    to: '/login',
    search: { error: verdict.reason === 'invalid' ? 'invalid' : 'expired', redirect: location.href },
  });
}
