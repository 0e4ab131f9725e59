/** Route guards fed from router context (spec §5 'Token check on protected screens'). */
import { redirect } from '@tanstack/react-router';
import { isOperator, studentIdOf, type StudentId } from '../lib/storage/local-store';
import { checkToken } from '../shared/token';
import type { RouterContext } from './__root';

/**
 * Lets a signed-in student in and tells the routes below who it is: their data is theirs alone.
 * `studentId: null` is the read-only mode: offline, with a session the app cannot read (or none), the
 * study material saved on the device stays open and a banner asks to sign in once online (the
 * course layout); the routes that need a student call requireStudentId.
 */
export function requireSignedIn(context: RouterContext, location: { href: string }): { studentId: StudentId | null; operator?: true } {
  const { session } = context;
  const { token, user } = session.getSnapshot().context;
  const verdict = checkToken(token, Date.now());
  const studentId = studentIdOf(user);
  // An operator works in the console; in the course area they read the material as a visitor does
  // (read-only: no exams, nothing of a student's), with the way back to the console.
  if (verdict.ok && isOperator(user)) return { studentId: null, operator: true };
  if (studentId !== null) {
    if (verdict.ok) return { studentId };
    // Offline, an expired token does not lock the student out of the material and the exams: results
    // queue on the device and the app asks for sign-in once the network returns.
    if (verdict.reason === 'expired' && !navigator.onLine) return { studentId };
  }
  // Offline, /login would be a dead end (signing in needs the network). Nothing is cleared: once
  // online, the next navigation ends the session below and /login says why.
  if (!navigator.onLine) return { studentId: null };
  // A device without a session (never signed in, or signed out) has nothing to be told.
  if (!verdict.ok && verdict.reason === 'missing') throw redirect({ to: '/login', search: { redirect: location.href } });
  // A session stored without the student's id cannot say whose data on this device is whose: the
  // student signs in again, once (the login answer carries the id).
  session.send({ type: 'SESSION_INVALID' });
  throw redirect({
    to: '/login',
    search: { error: !verdict.ok && verdict.reason === 'invalid' ? 'invalid' : 'expired', redirect: location.href },
  });
}

/** For the routes that need a student (their exams, results, courses): read-only mode goes to the material, an operator to the console. */
export function requireStudentId(context: { studentId: StudentId | null; operator?: true }): { studentId: StudentId } {
  if (context.operator) throw redirect({ to: '/admin' });
  if (context.studentId === null) throw redirect({ to: '/courses/examen-de-naturalizacion/introduccion' });
  return { studentId: context.studentId };
}
