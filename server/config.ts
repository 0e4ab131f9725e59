/** Server configuration from the environment, with the defaults the README documents. */
import path from 'node:path';

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  production: boolean;
  /** Token lifetime in seconds. */
  tokenTtl: number;
  /** Folder of the built PWA. */
  distDir: string;
  /**
   * Reverse proxies in front of the server whose X-Forwarded-For is believed (0: none, the socket's
   * address is the client's). The client is the address the outermost trusted proxy saw.
   */
  trustProxy: number;
}

/** TRUST_PROXY: unset, 0 or false for none; 1 or true for one proxy; N for a chain of N proxies. */
export function parseTrustProxy(text: string | undefined): number {
  const value = (text ?? '').trim().toLowerCase();
  if (value === '' || value === 'false' || value === '0') return 0;
  if (value === 'true') return 1;
  if (/^[1-9]\d?$/.test(value)) return Number(value);
  throw new Error(`TRUST_PROXY no válido: '${text}' (usa 1 o true detrás de un proxy, o el número de proxies)`);
}

/** Parses '7d', '12h', '30m', '45s' or a number of seconds. */
export function parseDuration(text: string): number {
  const match = /^(\d+)\s*([smhd]?)$/.exec(text.trim());
  // A zero lifetime would expire every token the moment it is issued.
  if (!match || Number(match[1]) === 0) throw new Error(`TOKEN_TTL no válido: '${text}' (usa por ejemplo 7d, 12h, 30m o 3600)`);
  const unit = { '': 1, s: 1, m: 60, h: 3600, d: 86400 }[match[2] as '' | 's' | 'm' | 'h' | 'd'];
  return Number(match[1]) * unit;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  return {
    port: Number(env.PORT ?? 4173),
    host: env.HOST ?? '127.0.0.1',
    dataDir: path.resolve(env.DATA_DIR ?? './data'),
    databaseUrl: env.DATABASE_URL || undefined,
    production: env.NODE_ENV === 'production',
    tokenTtl: parseDuration(env.TOKEN_TTL ?? '7d'),
    distDir: path.resolve(env.DIST_DIR ?? './dist'),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
  };
}
