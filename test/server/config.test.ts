/** Server configuration from the environment (issue 2 §1): defaults and TOKEN_TTL parsing. */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_MAIL_FROM, loadConfig, parseDuration, parsePublicUrl, parseSmtpUrl, parseTrustProxy } from '../../server/config';

const DAY = 86_400;

describe('parseDuration', () => {
  it('reads days, hours, minutes, seconds and bare seconds', () => {
    expect(parseDuration('7d')).toBe(7 * DAY);
    expect(parseDuration('12h')).toBe(12 * 3600);
    expect(parseDuration('30m')).toBe(30 * 60);
    expect(parseDuration('45s')).toBe(45);
    expect(parseDuration('3600')).toBe(3600);
    expect(parseDuration(' 2h ')).toBe(7200);
    expect(parseDuration('1 d')).toBe(DAY);
  });

  it('rejects anything else with a message naming TOKEN_TTL', () => {
    for (const text of ['', '0', '0d', '00m', 'abc', '7w', '-5', '1.5h', 'h', '7dd', '7 days', '1e3', '0x10']) {
      expect(() => parseDuration(text), text).toThrow(/^TOKEN_TTL no válido: '.*' \(usa por ejemplo 7d, 12h, 30m o 3600\)$/);
    }
  });
});

describe('loadConfig', () => {
  it('has the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toEqual({
      port: 4173,
      host: '127.0.0.1',
      dataDir: path.resolve('./data'),
      databaseUrl: undefined,
      production: false,
      tokenTtl: 7 * DAY,
      distDir: path.resolve('./dist'),
      trustProxy: 0,
      publicUrl: 'http://127.0.0.1:4173',
      reminderRoundMs: 60_000,
      mail: { outboxDir: path.join(path.resolve('./data'), 'mail'), smtpUrl: undefined, from: DEFAULT_MAIL_FROM },
      academy: { email: null, whatsapp: null },
    });
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '0.0.0.0',
      DATA_DIR: '/var/lib/academia',
      DATABASE_URL: 'postgres://academia@db/academia',
      NODE_ENV: 'production',
      TOKEN_TTL: '12h',
      DIST_DIR: 'build',
      TRUST_PROXY: '1',
      PUBLIC_URL: 'https://academia.example.pe/',
      SMTP_URL: 'smtps://academia:clave@mail.example.pe:465',
      MAIL_FROM: 'Academia <hola@academia.example.pe>',
      REMINDER_ROUND_MS: '250',
      ACADEMY_EMAIL: 'hola@academia.example.pe',
      ACADEMY_WHATSAPP: '+51 987 654 321',
    });
    expect(config).toEqual({
      port: 8080,
      host: '0.0.0.0',
      dataDir: '/var/lib/academia',
      databaseUrl: 'postgres://academia@db/academia',
      production: true,
      tokenTtl: 12 * 3600,
      distDir: path.resolve('build'),
      trustProxy: 1,
      publicUrl: 'https://academia.example.pe',
      reminderRoundMs: 250,
      mail: { outboxDir: '/var/lib/academia/mail', smtpUrl: 'smtps://academia:clave@mail.example.pe:465', from: 'Academia <hola@academia.example.pe>' },
      academy: { email: 'hola@academia.example.pe', whatsapp: '51987654321' },
    });
  });

  it('refuses an academy contact that could not be used', () => {
    expect(() => loadConfig({ ACADEMY_EMAIL: 'hola' })).toThrow("ACADEMY_EMAIL no válido: 'hola'");
    expect(() => loadConfig({ ACADEMY_WHATSAPP: '987' })).toThrow(/ACADEMY_WHATSAPP no válido/);
  });

  it('treats an empty DATABASE_URL as unset (PGlite)', () => {
    expect(loadConfig({ DATABASE_URL: '' }).databaseUrl).toBeUndefined();
  });

  it('fails on a bad TOKEN_TTL', () => {
    expect(() => loadConfig({ TOKEN_TTL: 'una semana' })).toThrow("TOKEN_TTL no válido: 'una semana'");
  });
});

describe('parseTrustProxy', () => {
  it('reads none, true and a number of proxies', () => {
    expect([undefined, '', '0', 'false', 'FALSE'].map(parseTrustProxy)).toEqual([0, 0, 0, 0, 0]);
    expect(['1', 'true', 'True', ' 2 '].map(parseTrustProxy)).toEqual([1, 1, 1, 2]);
  });

  it('rejects anything else with a message naming TRUST_PROXY', () => {
    for (const text of ['yes', '-1', '1.5', '100', 'loopback']) {
      expect(() => parseTrustProxy(text), text).toThrow(/^TRUST_PROXY no válido/);
    }
  });
});

describe('parsePublicUrl', () => {
  it('defaults to the server’s own address, and drops a trailing slash', () => {
    expect(parsePublicUrl(undefined, '127.0.0.1', 4173)).toBe('http://127.0.0.1:4173');
    expect(parsePublicUrl('  ', '::1', 8080)).toBe('http://[::1]:8080');
    expect(parsePublicUrl('https://academia.example.pe/', 'x', 1)).toBe('https://academia.example.pe');
    expect(parsePublicUrl('https://example.pe/academia/', 'x', 1)).toBe('https://example.pe/academia');
  });

  it('rejects anything but a plain http(s) address, naming PUBLIC_URL', () => {
    for (const text of ['academia.example.pe', 'ftp://example.pe', 'https://example.pe/?a=1', 'https://u:p@example.pe', 'https://example.pe/#x']) {
      expect(() => parsePublicUrl(text, 'x', 1), text).toThrow(/^PUBLIC_URL no válida/);
    }
  });
});

describe('parseSmtpUrl', () => {
  it('reads smtp:// and smtps:// URLs; unset or empty is the outbox', () => {
    expect(parseSmtpUrl(undefined)).toBeUndefined();
    expect(parseSmtpUrl('')).toBeUndefined();
    expect(parseSmtpUrl('smtp://user:pass@mail.example.pe:587')).toBe('smtp://user:pass@mail.example.pe:587');
    expect(parseSmtpUrl(' smtps://mail.example.pe ')).toBe('smtps://mail.example.pe');
  });

  it('rejects other URLs without repeating them (they may hold a password)', () => {
    for (const text of ['http://user:secreta@mail.example.pe', 'mail.example.pe:587', 'smtp://', 'smtp:secreta']) {
      expect(() => parseSmtpUrl(text), text).toThrow(/^SMTP_URL no válida/);
      expect(() => parseSmtpUrl(text)).not.toThrow(/secreta/);
    }
  });
});
