/** Server configuration from the environment (issue 2 §1): defaults and TOKEN_TTL parsing. */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig, parseDuration, parseTrustProxy } from '../../server/config';

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
    });
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
