/**
 * The console's guard (admin.tsx loads it when /admin is opened, so the route map every page
 * downloads does not carry it). It lets an operator in; the console is online-only, so a session
 * that cannot be read goes to /login; a student's is refused here, in beforeLoad, so the router never
 * loads the console's code for them (the route's errorComponent draws the refusal).
 */
import { redirect } from '@tanstack/react-router';
import type { RouterContext } from './__root';
import { checkToken } from '../shared/token';
import { isOperator } from '../lib/storage/local-store';

/** A signed-in student opening the console: its error screen says so, and nothing of the console is downloaded. */
export class ForbiddenError extends Error {
  constructor() {
    super('No tienes permisos para acceder a esa página.');
  }
}

export function requireOperator(context: RouterContext, location: { href: string; pathname: string }): void {
  const { session } = context;
  const { token, user } = session.getSnapshot().context;
  const verdict = checkToken(token, Date.now());
  if (!verdict.ok) {
    if (verdict.reason === 'missing') throw redirect({ to: '/login', search: { redirect: location.href } });
    session.send({ type: 'SESSION_INVALID' });
    throw redirect({ to: '/login', search: { error: verdict.reason === 'invalid' ? 'invalid' : 'expired', redirect: location.href } });
  }
  if (!isOperator(user)) throw new ForbiddenError();
  // The console opens on its students.
  if (location.pathname.replace(/\/$/, '') === '/admin') throw redirect({ to: '/admin/estudiantes' });
}
