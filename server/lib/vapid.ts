/**
 * The server's VAPID key pair (RFC 8292), which identifies the academy to the browsers' push services:
 * a browser subscribes with the public key, and a push service accepts only messages signed with the
 * matching private key. From VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY when both are set, else from
 * DATA_DIR/vapid.json, generated on the first start like secret.key. Several instances must share it
 * (the same env or the same file), or subscriptions made through one are refused when another sends.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import webpush from 'web-push';
import { ensurePrivateDir, StartupError } from './data-dir';

export interface VapidKeys {
  /** Uncompressed P-256 point, base64url (65 bytes): what the browser's subscribe() takes. */
  publicKey: string;
  /** The private scalar, base64url (32 bytes). */
  privateKey: string;
}

export interface VapidDetails extends VapidKeys {
  /** Who runs the sender (mailto: or https:), for push services to contact. */
  subject: string;
}

export const VAPID_FILE = 'vapid.json';

const ADVICE = 'Restaura el archivo desde una copia de seguridad o bórralo para que el servidor genere claves nuevas (los dispositivos deberán activar los recordatorios otra vez).';

function valid(keys: Partial<VapidKeys>): keys is VapidKeys {
  const bytes = (text: unknown) => (typeof text === 'string' && /^[A-Za-z0-9_-]+$/.test(text) ? Buffer.from(text, 'base64url').length : 0);
  return bytes(keys.publicKey) === 65 && Buffer.from(keys.publicKey!, 'base64url')[0] === 4 && bytes(keys.privateKey) === 32;
}

/** The key pair from the environment, else from DATA_DIR (created there when missing). */
export function loadVapidKeys(dataDir: string, env: NodeJS.ProcessEnv = process.env): VapidKeys {
  const fromEnv = { publicKey: env.VAPID_PUBLIC_KEY?.trim(), privateKey: env.VAPID_PRIVATE_KEY?.trim() };
  if (fromEnv.publicKey || fromEnv.privateKey) {
    if (!valid(fromEnv)) {
      throw new StartupError('VAPID_PUBLIC_KEY y VAPID_PRIVATE_KEY deben darse juntas: una clave pública P-256 sin comprimir y su clave privada, en base64url (npx web-push generate-vapid-keys).');
    }
    return fromEnv;
  }
  const file = path.join(dataDir, VAPID_FILE);
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') {
      throw new StartupError(`No se pudieron leer las claves de notificaciones ${file} (${(error as NodeJS.ErrnoException).code ?? error}). ${ADVICE}`, { cause: error });
    }
    const generated = webpush.generateVAPIDKeys();
    text = JSON.stringify({ publicKey: generated.publicKey, privateKey: generated.privateKey });
    try {
      ensurePrivateDir(dataDir);
      writeFileSync(file, text, { mode: 0o600, flag: 'wx' });
    } catch (writeError) {
      if (writeError instanceof StartupError) throw writeError;
      // Another process wrote it meanwhile: theirs is the one.
      if ((writeError as NodeJS.ErrnoException).code === 'EEXIST') return loadVapidKeys(dataDir, env);
      throw new StartupError(`No se pudieron crear las claves de notificaciones ${file} (${(writeError as NodeJS.ErrnoException).code ?? writeError}).`, { cause: writeError });
    }
  }
  let keys: Partial<VapidKeys>;
  try {
    keys = JSON.parse(text) as Partial<VapidKeys>;
  } catch {
    keys = {};
  }
  if (!valid(keys)) throw new StartupError(`Las claves de notificaciones ${file} están dañadas. ${ADVICE}`);
  return { publicKey: keys.publicKey, privateKey: keys.privateKey };
}

/**
 * The VAPID subject: VAPID_SUBJECT, else the academy's https address, else the sender's mailbox
 * (push services accept only mailto: and https:).
 */
export function vapidSubject(env: NodeJS.ProcessEnv, publicUrl: string, mailFrom: string): string {
  const given = env.VAPID_SUBJECT?.trim();
  if (given) {
    if (!/^(mailto:\S+@\S+|https:\/\/\S+)$/.test(given)) throw new StartupError(`VAPID_SUBJECT no válido: '${given}' (usa mailto:correo@dominio o https://…).`);
    return given;
  }
  if (publicUrl.startsWith('https://')) return publicUrl;
  const mailbox = /<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom.trim();
  return `mailto:${mailbox}`;
}
