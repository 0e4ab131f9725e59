/** Route guards fed from router context (spec §5 'Token check on protected screens'). */
import { redirect } from '@tanstack/react-router';
import { checkToken } from '../shared/token';
import type { RouterContext } from './__root';

export function requireSignedIn(context: RouterContext, location: { href: string }): void {
  const { session } = context;
  const verdict = checkToken(session.getSnapshot().context.token, Date.now());
  if (verdict.ok) return;
  if (verdict.reason !== 'missing') session.send({ type: 'SESSION_INVALID' });
  throw redirect({
    to: '/login',
    search: { error: verdict.reason === 'invalid' ? 'invalid' : 'expired', redirect: location.href },
  });
}
