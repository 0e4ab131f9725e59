/** Reads a JWT's claims on the device, without verifying it (the server verifies). */
export type TokenVerdict = { ok: true; exp: number } | { ok: false; reason: 'missing' | 'expired' | 'invalid' };

export function decodeTokenExpiry(token: string): number | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  try {
    const json = atob(parts[1].replace(/-/g, '+').replace(/_/g, '/'));
    const payload = JSON.parse(json) as { exp?: unknown };
    return typeof payload.exp === 'number' ? payload.exp : null;
  } catch {
    return null;
  }
}

/** Spec §5 'Token check on protected screens'. `now` in milliseconds. */
export function checkToken(token: string | null, now: number): TokenVerdict {
  if (!token) return { ok: false, reason: 'missing' };
  const exp = decodeTokenExpiry(token);
  if (exp === null) return { ok: false, reason: 'invalid' };
  if (exp * 1000 <= now) return { ok: false, reason: 'expired' };
  return { ok: true, exp };
}


/**
 * Why the server refused a token, when the device should say so at sign-in (server/lib/http.ts sends
 * it as the 401's `reason`): the password was changed on another device.
 */
export type UnauthorizedReason = 'password_changed';

/** The reason a 401's body carries, if it is one the device knows. */
export function unauthorizedReasonOf(body: unknown): UnauthorizedReason | undefined {
  return (body as { reason?: unknown } | undefined)?.reason === 'password_changed' ? 'password_changed' : undefined;
}
