/**
 * A browser push service on loopback, for tests without the internet: it hands out subscriptions
 * whose keys the test made (a P-256 key pair and an auth secret, as a browser would), and for every
 * message it checks the VAPID JWT (RFC 8292: ES256 signature with the key in `k`, audience = the
 * endpoint's origin, expiry within 24 h) and decrypts the aes128gcm payload (RFC 8291 / RFC 8188)
 * with the subscription's private key. It answers 201, or 404 / 410 for an endpoint told to.
 */
import { createECDH, createDecipheriv, hkdfSync, randomBytes, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { importJWK, jwtVerify } from 'jose';

export interface TestSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export interface ReceivedPush {
  endpoint: string;
  /** The decrypted payload (JSON parsed). */
  payload: unknown;
  claims: { aud: string; exp: number; sub: string };
  /** The VAPID public key the message was signed with (`k`). */
  publicKey: string;
  ttl: number;
  urgency: string | undefined;
  topic: string | undefined;
}

export interface PushServiceStandIn {
  /** A new subscription at this service, as a browser's PushSubscription.toJSON(). */
  subscribe(): TestSubscription;
  /** Answer `status` to every later message for `endpoint` (404 or 410: the browser dropped it). */
  answer(endpoint: string, status: number): void;
  /** Messages accepted (answered 2xx), oldest first. */
  received: ReceivedPush[];
  /** Messages refused because their JWT or encryption did not check out, with the reason. */
  refused: string[];
  /** Messages answered 404/410. */
  gone: string[];
  close(): Promise<void>;
}

const b64u = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');

function readBody(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

/** RFC 8291 §3.4 and RFC 8188 §2: one record, padded with 0x02 then zeros. */
export function decryptAes128gcm(body: Buffer, userAgent: { privateKey: Buffer; publicKey: Buffer; auth: Buffer }): Buffer {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body[20];
  const senderPublic = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  if (idLength !== 65 || ciphertext.length > recordSize) throw new Error('bad aes128gcm header');
  const ecdh = createECDH('prime256v1');
  ecdh.setPrivateKey(userAgent.privateKey);
  const shared = ecdh.computeSecret(senderPublic);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), userAgent.publicKey, senderPublic]);
  const ikm = Buffer.from(hkdfSync('sha256', shared, userAgent.auth, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, ciphertext.length - 16)), decipher.final()]);
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error('bad padding delimiter');
  return padded.subarray(0, end);
}

/** Checks `Authorization: vapid t=<jwt>, k=<key>` as a push service does; throws with the reason. */
async function verifyVapid(header: string | undefined, origin: string, now: number) {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header ?? '');
  if (!match) throw new Error(`no vapid authorization: ${header}`);
  const point = Buffer.from(match[2], 'base64url');
  if (point.length !== 65 || point[0] !== 4) throw new Error('k is not an uncompressed P-256 key');
  const key = await importJWK({ kty: 'EC', crv: 'P-256', x: b64u(point.subarray(1, 33)), y: b64u(point.subarray(33)) }, 'ES256');
  const { payload, protectedHeader } = await jwtVerify(match[1], key, { algorithms: ['ES256'], audience: origin, currentDate: new Date(now) });
  if (protectedHeader.typ !== 'JWT') throw new Error('typ is not JWT');
  if (typeof payload.exp !== 'number' || payload.exp * 1000 > now + 24 * 3600 * 1000) throw new Error('exp more than 24 h ahead');
  if (typeof payload.sub !== 'string' || !/^(mailto:|https:)/.test(payload.sub)) throw new Error('sub is not mailto: or https:');
  return { claims: { aud: String(payload.aud), exp: payload.exp, sub: payload.sub }, publicKey: match[2] };
}

/**
 * Starts the stand-in on a free loopback port. `expectedPublicKey`, when given, must be the key in
 * every message's `k` (the server's VAPID key the browser subscribed with).
 */
export async function startPushService(options: { expectedPublicKey?: string } = {}): Promise<PushServiceStandIn> {
  const devices = new Map<string, { privateKey: Buffer; publicKey: Buffer; auth: Buffer }>();
  const answers = new Map<string, number>();
  const received: ReceivedPush[] = [];
  const refused: string[] = [];
  const gone: string[] = [];
  let origin = '';

  const server = createServer((request, response) => {
    void (async () => {
      const endpoint = `${origin}${request.url ?? ''}`;
      const body = await readBody(request);
      const device = devices.get(endpoint);
      if (request.method !== 'POST' || !device) {
        response.writeHead(404).end();
        return;
      }
      const status = answers.get(endpoint);
      if (status === 404 || status === 410) {
        gone.push(endpoint);
        response.writeHead(status).end();
        return;
      }
      try {
        const { claims, publicKey } = await verifyVapid(request.headers.authorization, origin, Date.now());
        if (options.expectedPublicKey && publicKey !== options.expectedPublicKey) throw new Error('signed with another VAPID key');
        if (request.headers['content-encoding'] !== 'aes128gcm') throw new Error(`content-encoding ${request.headers['content-encoding']}`);
        const ttl = Number(request.headers.ttl);
        if (!Number.isInteger(ttl) || ttl < 0) throw new Error('no TTL');
        const payload = JSON.parse(decryptAes128gcm(body, device).toString('utf8')) as unknown;
        received.push({ endpoint, payload, claims, publicKey, ttl, urgency: request.headers.urgency as string | undefined, topic: request.headers.topic as string | undefined });
        response.writeHead(status ?? 201).end();
      } catch (error) {
        refused.push(`${endpoint}: ${(error as Error).message}`);
        response.writeHead(403).end();
      }
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    subscribe() {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      const endpoint = `${origin}/push/${randomUUID()}`;
      devices.set(endpoint, { privateKey: ecdh.getPrivateKey(), publicKey: ecdh.getPublicKey(), auth });
      return { endpoint, keys: { p256dh: b64u(ecdh.getPublicKey()), auth: b64u(auth) } };
    },
    answer(endpoint, status) {
      answers.set(endpoint, status);
    },
    received,
    refused,
    gone,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
