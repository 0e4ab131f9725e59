/** Reading a token's expiry on the device (spec §5 token check), with the clock passed in. */
import { describe, expect, it } from 'vitest';
import { checkToken, decodeTokenExpiry } from '@/shared/token';

const NOW = Date.parse('2026-05-01T12:00:00.000Z');
const NOW_S = NOW / 1000;

function base64url(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

function tokenWith(payload: unknown): string {
  return `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url(payload)}.firma`;
}

describe('decodeTokenExpiry', () => {
  it('reads exp from the payload', () => {
    expect(decodeTokenExpiry(tokenWith({ exp: 1_780_000_123 }))).toBe(1_780_000_123);
  });

  it('decodes base64url payloads (with - and _, without padding)', () => {
    const payload = { exp: 1_790_000_000, sub: '???>>>', name: 'Ñandú' };
    const encoded = base64url(payload);
    expect(encoded).toMatch(/[-_]/);
    expect(encoded).not.toContain('=');
    expect(decodeTokenExpiry(`h.${encoded}.s`)).toBe(1_790_000_000);
  });

  it.each([
    ['two parts', `${base64url({ alg: 'none' })}.${base64url({ exp: 1 })}`],
    ['four parts', `a.${base64url({ exp: 1 })}.c.d`],
    ['a payload that is not base64', 'a.%%%%.c'],
    ['a payload that is not JSON', `a.${Buffer.from('not json').toString('base64url')}.c`],
    ['no exp', tokenWith({ sub: '1' })],
    ['exp as a string', tokenWith({ exp: String(NOW_S + 60) })],
    ['an empty string', ''],
  ])('gives null for %s', (_label, token) => {
    expect(decodeTokenExpiry(token)).toBeNull();
  });
});

describe('checkToken', () => {
  it('accepts a token that expires after now and returns its exp', () => {
    expect(checkToken(tokenWith({ exp: NOW_S + 3600 }), NOW)).toEqual({ ok: true, exp: NOW_S + 3600 });
  });

  it('reports a missing token', () => {
    expect(checkToken(null, NOW)).toEqual({ ok: false, reason: 'missing' });
    expect(checkToken('', NOW)).toEqual({ ok: false, reason: 'missing' });
  });

  it('reports an undecodable token as invalid', () => {
    expect(checkToken('no-es-un-jwt', NOW)).toEqual({ ok: false, reason: 'invalid' });
    expect(checkToken(tokenWith({ sub: '1' }), NOW)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('treats exp as seconds and expires exactly at exp', () => {
    const token = tokenWith({ exp: NOW_S });
    expect(checkToken(token, NOW - 1)).toEqual({ ok: true, exp: NOW_S });
    expect(checkToken(token, NOW)).toEqual({ ok: false, reason: 'expired' });
    expect(checkToken(token, NOW + 1)).toEqual({ ok: false, reason: 'expired' });
  });

  it('uses the clock it is given, not the real one', () => {
    // Expired long ago in real time, still valid for a clock set in 2001.
    const token = tokenWith({ exp: Date.parse('2001-01-02T00:00:00Z') / 1000 });
    expect(checkToken(token, Date.parse('2001-01-01T00:00:00Z')).ok).toBe(true);
    expect(checkToken(token, Date.parse('2001-01-03T00:00:00Z'))).toEqual({ ok: false, reason: 'expired' });
  });
});
