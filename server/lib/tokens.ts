/**
 * Access tokens: HS256 JWTs signed with jose. `ver` carries the student's token version, so logout
 * and password change revoke every token issued before them.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { SignJWT, jwtVerify } from 'jose';
import type { Awaitable } from './awaitable';

export interface TokenClaims {
  studentId: number;
  version: number;
}

/** Reads the signing secret from DATA_DIR, generating it on first start. */
export function loadSecret(dataDir: string): Uint8Array {
  const file = path.join(dataDir, 'secret.key');
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, randomBytes(32).toString('base64'), { mode: 0o600 });
  }
  return new Uint8Array(Buffer.from(readFileSync(file, 'utf8').trim(), 'base64'));
}

/** Verified tokens kept in memory: a signature checks out once; expiry is still checked each time. */
const MAX_VERIFIED = 10_000;

export function tokenService(secret: Uint8Array, ttlSeconds: number, now: () => number = Date.now) {
  const verified = new Map<string, TokenClaims & { exp: number }>();
  return {
    sign(claims: TokenClaims): Promise<string> {
      const iat = Math.floor(now() / 1000);
      return new SignJWT({ ver: claims.version })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(String(claims.studentId))
        .setIssuedAt(iat)
        .setExpirationTime(iat + ttlSeconds)
        .sign(secret);
    },

    /**
     * Returns the claims, or null for a malformed, wrongly signed or expired token: synchronously
     * for a token verified before, else once jose has checked the signature.
     */
    verify(token: string): Awaitable<TokenClaims | null> {
      const known = verified.get(token);
      if (known) return known.exp * 1000 > now() ? { studentId: known.studentId, version: known.version } : null;
      return verifySignature(token);
    },
  };

  async function verifySignature(token: string): Promise<TokenClaims | null> {
    try {
      const { payload } = await jwtVerify(token, secret, {
        algorithms: ['HS256'],
        currentDate: new Date(now()),
      });
      const studentId = Number(payload.sub);
      if (!Number.isInteger(studentId) || typeof payload.ver !== 'number' || typeof payload.exp !== 'number') return null;
      if (verified.size >= MAX_VERIFIED) verified.clear();
      verified.set(token, { studentId, version: payload.ver, exp: payload.exp });
      return { studentId, version: payload.ver };
    } catch {
      return null;
    }
  }
}

export type TokenService = ReturnType<typeof tokenService>;
