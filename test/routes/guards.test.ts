/**
 * The signed-in guard (spec §5 token checks, issue 17 items 5 and 13): its offline tolerance for
 * expired tokens, the read-only mode offline, and the routes that need a student.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { requireSignedIn, requireStudentId } from '@/routes/-guards';
import type { StoredUser } from '@/lib/storage/local-store';
import type { RouterContext } from '@/routes/__root';

function tokenWithExp(exp: number): string {
  const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
  return `${b64({ alg: 'HS256' })}.${b64({ exp })}.signature`;
}

const STUDENT: StoredUser = { id: 7, name: 'Estudiante Demo', email: 'estudiante@academia.pe' };

function context(token: string | null, user: StoredUser | null = STUDENT) {
  const send = vi.fn();
  const session = { getSnapshot: () => ({ context: { token, user } }), send };
  return { ctx: { session } as unknown as RouterContext, send };
}

function redirectOf(fn: () => void): { to?: string; search?: Record<string, string> } | null {
  try {
    fn();
    return null;
  } catch (thrown) {
    const r = thrown as { options?: { to?: string; search?: Record<string, string> } };
    return r.options ?? {};
  }
}

const setOnline = (value: boolean) => vi.stubGlobal('navigator', { onLine: value });
afterEach(() => vi.unstubAllGlobals());

describe('requireSignedIn', () => {
  const now = Math.floor(Date.now() / 1000);

  it('lets a valid token through and tells the routes whose data to show', () => {
    setOnline(true);
    const { ctx, send } = context(tokenWithExp(now + 3600));
    expect(redirectOf(() => requireSignedIn(ctx, { href: '/home' }))).toBeNull();
    expect(requireSignedIn(ctx, { href: '/home' })).toEqual({ studentId: 7 });
    expect(send).not.toHaveBeenCalled();
  });

  it('online, a session stored without the student id is ended: the student signs in again', () => {
    setOnline(true);
    const { ctx, send } = context(tokenWithExp(now + 3600), { name: 'Estudiante Demo', email: 'estudiante@academia.pe' });
    expect(redirectOf(() => requireSignedIn(ctx, { href: '/home' }))).toMatchObject({ to: '/login', search: { error: 'expired' } });
    expect(send).toHaveBeenCalledWith({ type: 'SESSION_INVALID' });
  });

  it('a device without a session goes to /login with no message, keeping where it was going (issue 17, item 5)', () => {
    setOnline(true);
    const { ctx, send } = context(null, null);
    const to = redirectOf(() => requireSignedIn(ctx, { href: '/home' }));
    expect(to).toMatchObject({ to: '/login', search: { redirect: '/home' } });
    expect(to?.search).not.toHaveProperty('error');
    expect(send).not.toHaveBeenCalled();
  });

  it('clears an expired token and sends to /login?error=expired when online', () => {
    setOnline(true);
    const { ctx, send } = context(tokenWithExp(now - 60));
    expect(redirectOf(() => requireSignedIn(ctx, { href: '/home' }))).toMatchObject({ to: '/login', search: { error: 'expired' } });
    expect(send).toHaveBeenCalledWith({ type: 'SESSION_INVALID' });
  });

  it('clears an undecodable token and sends to /login?error=invalid', () => {
    setOnline(true);
    const { ctx, send } = context('garbage');
    expect(redirectOf(() => requireSignedIn(ctx, { href: '/home' }))).toMatchObject({ to: '/login', search: { error: 'invalid' } });
    expect(send).toHaveBeenCalledWith({ type: 'SESSION_INVALID' });
  });

  it('offline, an expired token does not lock the student out', () => {
    setOnline(false);
    const { ctx, send } = context(tokenWithExp(now - 60));
    expect(redirectOf(() => requireSignedIn(ctx, { href: '/courses/examen-de-naturalizacion/introduccion' }))).toBeNull();
    expect(requireSignedIn(ctx, { href: '/home' })).toEqual({ studentId: 7 });
    expect(send).not.toHaveBeenCalled();
  });

  it.each([
    ['an undecodable token', 'garbage', STUDENT],
    ['a user without id', tokenWithExp(now + 3600), { name: 'Estudiante Demo', email: 'estudiante@academia.pe' }],
    ['an expired token and a user without id', tokenWithExp(now - 60), { name: 'Estudiante Demo', email: 'estudiante@academia.pe' }],
    ['no session at all', null, null],
  ] as const)('offline, %s opens read-only mode: no student, nothing cleared (issue 17, item 13)', (_label, token, user) => {
    setOnline(false);
    const { ctx, send } = context(token, user);
    expect(redirectOf(() => requireSignedIn(ctx, { href: '/courses/examen-de-naturalizacion/material/geografia' }))).toBeNull();
    expect(requireSignedIn(ctx, { href: '/courses/examen-de-naturalizacion/material/geografia' })).toEqual({ studentId: null });
    // Once online the guard says why (error=invalid) and ends the session then.
    expect(send).not.toHaveBeenCalled();
  });
});

describe('requireStudentId', () => {
  it("passes a student's id on to the routes that need one", () => {
    expect(requireStudentId({ studentId: 7 })).toEqual({ studentId: 7 });
  });

  it('in read-only mode sends exams, results and Mis Cursos to the material (the introduction)', () => {
    expect(redirectOf(() => requireStudentId({ studentId: null }))).toMatchObject({ to: '/courses/examen-de-naturalizacion/introduccion' });
  });
});

describe('operators (issue 20)', () => {
  const now = Math.floor(Date.now() / 1000);
  const OPERATOR: StoredUser = { id: 2, name: 'Olga Operadora', email: 'olga@academia.pe', role: 'operator' };

  it('read the course material as a visitor does, and are sent to the console from the routes of a student', () => {
    setOnline(true);
    const { ctx } = context(tokenWithExp(now + 3600), OPERATOR);
    expect(requireSignedIn(ctx, { href: '/courses/examen-de-naturalizacion/introduccion' })).toEqual({ studentId: null, operator: true });
    expect(redirectOf(() => requireStudentId({ studentId: null, operator: true }))).toMatchObject({ to: '/admin' });
  });

  it('only an operator passes the console guard; a student is refused before any console code loads', async () => {
    const { ForbiddenError, requireOperator } = await import('@/routes/-console-guard');
    const location = { href: '/admin/estudiantes', pathname: '/admin/estudiantes' };
    expect(redirectOf(() => requireOperator(context(tokenWithExp(now + 3600), OPERATOR).ctx, location))).toBeNull();
    expect(redirectOf(() => requireOperator(context(tokenWithExp(now + 3600), OPERATOR).ctx, { href: '/admin', pathname: '/admin' }))).toMatchObject({ to: '/admin/estudiantes' });
    expect(() => requireOperator(context(tokenWithExp(now + 3600)).ctx, location)).toThrow(ForbiddenError);
    expect(redirectOf(() => requireOperator(context(null).ctx, location))).toMatchObject({ to: '/login', search: { redirect: '/admin/estudiantes' } });
  });
});
