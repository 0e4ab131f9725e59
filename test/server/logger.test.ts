/**
 * The server's logger (issue 31): structured lines with levels, errors on stderr and the rest on
 * stdout, and no secret in any field that could carry one, however deep the caller nests it.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { REDACTED, createLogger, withoutQuotedValues } from '../../server/lib/logger';

afterEach(() => vi.restoreAllMocks());

describe('the server logger', () => {
  it('writes JSON lines with a level: info and warnings to stdout, errors to stderr, once each', () => {
    const out = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const err = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const log = createLogger({ level: 'info' });
    log.debug('not at this level');
    log.info({ studentId: 7 }, 'Correo guardado');
    log.warn('Enlace no enviado');
    log.error({ requestId: 'abc' }, 'Error inesperado');
    expect(out.mock.calls).toHaveLength(2);
    expect(err.mock.calls).toHaveLength(1);
    expect(JSON.parse(String(out.mock.calls[0][0]))).toMatchObject({ level: 30, studentId: 7, msg: 'Correo guardado' });
    expect(JSON.parse(String(err.mock.calls[0][0]))).toMatchObject({ level: 50, requestId: 'abc', msg: 'Error inesperado' });
  });

  it('never writes passwords, hashes, tokens or query parameters', () => {
    const err = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const log = createLogger();
    log.error(
      { password: 'Clave2026!', passwordHash: '$argon2id$v=19$abc', token: 'eyJhbGciOi', params: ['$argon2id$x', 'Nueva2026!'], body: { newPassword: 'Nueva2026!', authorization: 'Bearer x' } },
      'Fallo',
    );
    const line = String(err.mock.calls[0][0]);
    expect(line).not.toMatch(/Clave2026|argon2|eyJhbGciOi|Nueva2026|Bearer/);
    expect(JSON.parse(line)).toMatchObject({ password: REDACTED, passwordHash: REDACTED, token: REDACTED, params: REDACTED, body: { newPassword: REDACTED, authorization: REDACTED } });
  });

  it('keeps a database complaint without the input it quotes (issue 55 §6)', () => {
    expect(withoutQuotedValues('date/time field value out of range: "0000-01-01T00:00:00.000Z"')).toBe('date/time field value out of range: "…"');
    expect(withoutQuotedValues('value "2147483648" is out of range for type integer')).toBe('value "…" is out of range for type integer');
    expect(withoutQuotedValues('invalid input syntax for type uuid: "a\\"b"')).toBe('invalid input syntax for type uuid: "…"');
  });
});
