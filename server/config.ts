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
  /** Where students open the app: the base of the links mailed to them (PUBLIC_URL). */
  publicUrl: string;
  mail: MailConfig;
  /** How often this instance runs a reminder round (REMINDER_ROUND_MS; tests make it short). */
  reminderRoundMs: number;
  /** How students reach the academy (ACADEMY_EMAIL, ACADEMY_WHATSAPP); null: not given. */
  academy: AcademyContact;
}

export interface AcademyContact {
  email: string | null;
  /** International number, digits only (51987654321): https://wa.me/<whatsapp>. */
  whatsapp: string | null;
}

/** ACADEMY_EMAIL and ACADEMY_WHATSAPP ('+51 987 654 321' → '51987654321'); empty means not given. */
export function parseAcademyContact(email: string | undefined, whatsapp: string | undefined): AcademyContact {
  const address = (email ?? '').trim();
  if (address && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(address)) throw new Error(`ACADEMY_EMAIL no válido: '${address}'`);
  const number = (whatsapp ?? '').replace(/[\s()+-]/g, '');
  if (number && !/^\d{8,15}$/.test(number)) throw new Error(`ACADEMY_WHATSAPP no válido: '${whatsapp}' (usa el número internacional, p. ej. +51 987 654 321)`);
  return { email: address || null, whatsapp: number || null };
}

export interface MailConfig {
  /** The embedded transport's folder: each message as an .eml file (DATA_DIR/mail). */
  outboxDir: string;
  /** smtp:// or smtps:// URL of the mail server (SMTP_URL); unset, messages go to outboxDir. */
  smtpUrl?: string;
  /** The sender (MAIL_FROM). */
  from: string;
}

export const DEFAULT_MAIL_FROM = 'Naturalización Perú <no-reply@localhost>';

/** PUBLIC_URL without its trailing slash; by default the server's own address. */
export function parsePublicUrl(text: string | undefined, host: string, port: number): string {
  const value = (text ?? '').trim();
  if (!value) return `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`PUBLIC_URL no válida: '${text}' (usa la dirección que abren los estudiantes, por ejemplo https://academia.example.pe)`);
  }
  if (!/^https?:$/.test(url.protocol) || url.search || url.hash || url.username || url.password) {
    throw new Error(`PUBLIC_URL no válida: '${text}' (usa una dirección http:// o https:// sin parámetros, por ejemplo https://academia.example.pe)`);
  }
  return url.href.replace(/\/+$/, '');
}

/** SMTP_URL: unset for the embedded outbox, else an smtp:// or smtps:// URL with a host. */
export function parseSmtpUrl(text: string | undefined): string | undefined {
  const value = (text ?? '').trim();
  if (!value) return undefined;
  let url: URL | undefined;
  try {
    url = new URL(value);
  } catch {
    url = undefined;
  }
  if (!url || !/^smtps?:$/.test(url.protocol) || !url.hostname) {
    // The URL may hold a password: the message does not repeat it.
    throw new Error('SMTP_URL no válida (usa smtp://usuario:clave@servidor:587 o smtps://usuario:clave@servidor:465)');
  }
  return value;
}

/** TRUST_PROXY: unset, 0 or false for none; 1 or true for one proxy; N for a chain of N proxies. */
export function parseTrustProxy(text: string | undefined): number {
  const value = (text ?? '').trim().toLowerCase();
  if (value === '' || value === 'false' || value === '0') return 0;
  if (value === 'true') return 1;
  if (/^[1-9]\d?$/.test(value)) return Number(value);
  throw new Error(`TRUST_PROXY no válido: '${text}' (usa 1 o true detrás de un proxy, o el número de proxies)`);
}

/** REMINDER_ROUND_MS: unset for a round a minute; else 100 ms to 1 hour. */
export function parseRoundInterval(text: string | undefined): number {
  const value = (text ?? '').trim();
  if (!value) return 60_000;
  const ms = Number(value);
  if (!/^\d+$/.test(value) || ms < 100 || ms > 3_600_000) throw new Error(`REMINDER_ROUND_MS no válido: '${text}' (milisegundos entre 100 y 3600000)`);
  return ms;
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
  const port = Number(env.PORT ?? 4173);
  const host = env.HOST ?? '127.0.0.1';
  const dataDir = path.resolve(env.DATA_DIR ?? './data');
  return {
    port,
    host,
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    production: env.NODE_ENV === 'production',
    tokenTtl: parseDuration(env.TOKEN_TTL ?? '7d'),
    distDir: path.resolve(env.DIST_DIR ?? './dist'),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    publicUrl: parsePublicUrl(env.PUBLIC_URL, host, port),
    reminderRoundMs: parseRoundInterval(env.REMINDER_ROUND_MS),
    mail: { outboxDir: path.join(dataDir, 'mail'), smtpUrl: parseSmtpUrl(env.SMTP_URL), from: env.MAIL_FROM?.trim() || DEFAULT_MAIL_FROM },
    academy: parseAcademyContact(env.ACADEMY_EMAIL, env.ACADEMY_WHATSAPP),
  };
}
