/** The signed-in guard (spec §5 token checks) and its offline tolerance for expired tokens. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { requireSignedIn } from '@/routes/-guards';
import type { StoredUser } from '@/lib/local-store';
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

  it.each([
    ['online', true],
    ['offline', false],
  ])('%s, a session stored without the student id is ended: the student signs in again', (_label, online) => {
    setOnline(online);
    const { ctx, send } = context(tokenWithExp(now + 3600), { name: 'Estudiante Demo', email: 'estudiante@academia.pe' });
    expect(redirectOf(() => requireSignedIn(ctx, { href: '/home' }))).toMatchObject({ to: '/login', search: { error: 'expired' } });
    expect(send).toHaveBeenCalledWith({ type: 'SESSION_INVALID' });
  });

  it('sends a missing token to /login?error=expired without touching the session', () => {
    setOnline(true);
    const { ctx, send } = context(null);
    expect(redirectOf(() => requireSignedIn(ctx, { href: '/home' }))).toMatchObject({ to: '/login', search: { error: 'expired' } });
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

  it('offline, an undecodable token is still refused', () => {
    setOnline(false);
    const { ctx } = context('garbage');
    expect(redirectOf(() => requireSignedIn(ctx, { href: '/home' }))).toMatchObject({ search: { error: 'invalid' } });
  });
});
