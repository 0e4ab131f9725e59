/** Route guards fed from router context (spec §5 'Token check on protected screens'). */
import { redirect } from '@tanstack/react-router';
import { studentIdOf, type StudentId } from '../lib/local-store';
import { checkToken } from '../shared/token';
import type { RouterContext } from './__root';

/** Lets a signed-in student in and tells the routes below who it is: their data is theirs alone. */
export function requireSignedIn(context: RouterContext, location: { href: string }): { studentId: StudentId } {
  const { session } = context;
  const { token, user } = session.getSnapshot().context;
  const verdict = checkToken(token, Date.now());
  const studentId = studentIdOf(user);
  if (studentId !== null) {
    if (verdict.ok) return { studentId };
    // Offline, an expired token does not lock the student out of the material and the exams: results
    // queue on the device and the app asks for sign-in once the network returns.
    if (verdict.reason === 'expired' && !navigator.onLine) return { studentId };
  }
  // A session stored without the student's id cannot say whose data on this device is whose: the
  // student signs in again, once (the login answer carries the id).
  const reason = verdict.ok ? 'expired' : verdict.reason;
  if (reason !== 'missing') session.send({ type: 'SESSION_INVALID' });
  throw redirect({
    to: '/login',
    search: { error: reason === 'invalid' ? 'invalid' : 'expired', redirect: location.href },
  });
}
