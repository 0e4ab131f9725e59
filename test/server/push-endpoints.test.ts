/**
 * The push endpoint policy (issue 55 §2) as data only: which endpoints the server accepts, and what
 * the sender does once their hosts are resolved. The resolver and the transport are injected, so no
 * test here lets the server connect anywhere: a refused target must never reach the transport.
 */
import { createECDH, randomBytes } from 'node:crypto';
import webpush from 'web-push';
import { describe, expect, it } from 'vitest';
import { acceptedEndpoint, checkEndpoint, pushTarget, RefusedEndpoint, type ResolveHost } from '../../server/lib/push-endpoints';
import { webPushSend, type PushTransport } from '../../server/lib/reminders';

const vapid = { ...webpush.generateVAPIDKeys(), subject: 'mailto:no-reply@academia.test' };
// A browser's keys (a P-256 point and a 16-byte auth secret): the payload is encrypted for them.
const browser = createECDH('prime256v1');
browser.generateKeys();
const keys = { p256dh: browser.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') };

/** A resolver that answers from a table, and the names it was asked. */
function resolverOf(table: Record<string, string[]>): ResolveHost & { asked: string[] } {
  const asked: string[] = [];
  const resolve = async (hostname: string) => {
    asked.push(hostname);
    const addresses = table[hostname];
    if (!addresses) throw new Error('ENOTFOUND');
    return addresses;
  };
  return Object.assign(resolve, { asked });
}

/** A transport that records where it was told to connect and answers 201. */
function recordingTransport(): PushTransport & { calls: { host: string; address: string; family: number; method: string }[] } {
  const calls: { host: string; address: string; family: number; method: string }[] = [];
  const transport: PushTransport = async (target, request) => {
    calls.push({ host: target.url.hostname, address: target.address, family: target.family, method: request.method });
    return 201;
  };
  return Object.assign(transport, { calls });
}

describe('which endpoints are accepted (the text alone)', () => {
  it.each([
    'https://fcm.googleapis.com/fcm/send/abc',
    'https://fcm.googleapis.com/wp/abc',
    'https://android.googleapis.com/gcm/send/abc',
    'https://updates.push.services.mozilla.com/wpush/v2/abc',
    'https://web.push.apple.com/QGx',
    'https://wns2-par02p.notify.windows.com/w/?token=abc',
  ])('accepts %s in production', (endpoint) => {
    expect(acceptedEndpoint(endpoint, true)).toBe(true);
  });

  it.each([
    'https://127.0.0.1:5432/',
    'https://169.254.169.254/latest/meta-data/',
    'https://10.0.0.1/',
    'https://[::1]/',
    'https://[fd00::1]/',
    'https://metadata.google.internal/',
    'https://fcm.googleapis.com:8443/fcm/send/abc',
    'https://fcm.googleapis.com./fcm/send/abc',
    'https://fcm.googleapis.com.evil.example/x',
    'https://push.apple.com/x',
    'https://a.b.push.apple.com/x',
    'https://user:pass@fcm.googleapis.com/x',
    'https://fcm.googleapis.com/x#frag',
    'http://fcm.googleapis.com/fcm/send/abc',
    'ftp://fcm.googleapis.com/x',
    'not a url',
  ])('refuses %s, in production and out of it', (endpoint) => {
    expect(acceptedEndpoint(endpoint, true)).toBe(false);
    expect(acceptedEndpoint(endpoint, false)).toBe(false);
  });

  it('takes plain http on loopback only outside production (the tests’ push service)', () => {
    for (const endpoint of ['http://127.0.0.1:8080/push/1', 'http://[::1]:8080/push/1', 'http://localhost:8080/push/1', 'http://127.5.0.1/x']) {
      expect(acceptedEndpoint(endpoint, false), endpoint).toBe(true);
      expect(acceptedEndpoint(endpoint, true), endpoint).toBe(false);
    }
    for (const endpoint of ['http://10.0.0.1/x', 'http://169.254.169.254/x', 'http://[fd00::1]/x', 'http://0.0.0.0/x', 'http://example.net/x']) {
      expect(acceptedEndpoint(endpoint, false), endpoint).toBe(false);
    }
  });

  it('says in Spanish why', () => {
    expect(checkEndpoint('https://evil.example/x', true)).toEqual({
      ok: false,
      message: 'El servicio de notificaciones de este navegador no es uno de los que la academia admite.',
    });
    expect(checkEndpoint('nada', true)).toEqual({ ok: false, message: 'La dirección de notificaciones no es válida.' });
  });
});

describe('where a message goes (the host resolved by an injected resolver)', () => {
  const production = { production: true };

  it.each([
    ['loopback', ['127.0.0.1']],
    ['private', ['10.0.0.1']],
    ['private 192.168', ['192.168.1.10']],
    ['link-local metadata', ['169.254.169.254']],
    ['carrier-grade NAT', ['100.64.0.1']],
    ['unspecified', ['0.0.0.0']],
    ['IPv6 loopback', ['::1']],
    ['unique-local', ['fd00::1']],
    ['IPv6 link-local', ['fe80::1']],
    ['IPv4-mapped private', ['::ffff:10.0.0.1']],
    ['NAT64 of a private address', ['64:ff9b::a00:1']],
    ['6to4', ['2002:a00:1::1']],
    ['one public and one private', ['142.250.0.95', '10.0.0.1']],
    ['nothing', []],
  ])('refuses a push service host that resolves to %s, and never connects', async (_, addresses) => {
    const resolve = resolverOf({ 'fcm.googleapis.com': addresses });
    const transport = recordingTransport();
    const send = webPushSend(vapid, { ...production, resolve, transport });
    await expect(send({ endpoint: 'https://fcm.googleapis.com/fcm/send/abc', keys }, '{}')).rejects.toBeInstanceOf(RefusedEndpoint);
    expect(resolve.asked).toEqual(['fcm.googleapis.com']);
    expect(transport.calls).toEqual([]);
  });

  it('refuses an endpoint outside the allow-list before resolving anything', async () => {
    const resolve = resolverOf({ 'metadata.google.internal': ['142.250.0.95'] });
    const transport = recordingTransport();
    const send = webPushSend(vapid, { ...production, resolve, transport });
    await expect(send({ endpoint: 'https://metadata.google.internal/computeMetadata/v1/', keys }, '{}')).rejects.toBeInstanceOf(RefusedEndpoint);
    await expect(send({ endpoint: 'http://127.0.0.1:5432/', keys }, '{}')).rejects.toBeInstanceOf(RefusedEndpoint);
    expect(resolve.asked).toEqual([]);
    expect(transport.calls).toEqual([]);
  });

  it('connects to the public address it checked (never resolving again), keeping the name for TLS', async () => {
    const resolve = resolverOf({ 'updates.push.services.mozilla.com': ['2600:1f18::1', '34.0.0.1'] });
    const transport = recordingTransport();
    const send = webPushSend(vapid, { ...production, resolve, transport });
    expect(await send({ endpoint: 'https://updates.push.services.mozilla.com/wpush/v2/abc', keys }, '{"ok":true}')).toBe(201);
    expect(transport.calls).toEqual([{ host: 'updates.push.services.mozilla.com', address: '2600:1f18::1', family: 6, method: 'POST' }]);
    expect(resolve.asked).toEqual(['updates.push.services.mozilla.com']);
  });

  it('a name that does not resolve is a failure for today, not a refusal for good', async () => {
    const send = webPushSend(vapid, { ...production, resolve: resolverOf({}), transport: recordingTransport() });
    const error = await send({ endpoint: 'https://fcm.googleapis.com/fcm/send/abc', keys }, '{}').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect(error).not.toBeInstanceOf(RefusedEndpoint);
  });

  it('outside production: loopback http goes to loopback, and localhost must resolve to loopback', async () => {
    const options = { production: false, resolve: resolverOf({ localhost: ['127.0.0.1'] }) };
    expect(await pushTarget('http://127.0.0.1:9999/push/1', options)).toMatchObject({ address: '127.0.0.1', family: 4 });
    expect(await pushTarget('http://[::1]:9999/push/1', options)).toMatchObject({ address: '::1', family: 6 });
    expect(await pushTarget('http://localhost:9999/push/1', options)).toMatchObject({ address: '127.0.0.1' });
    const rebound = { production: false, resolve: resolverOf({ localhost: ['10.0.0.1'] }) };
    await expect(pushTarget('http://localhost:9999/push/1', rebound)).rejects.toBeInstanceOf(RefusedEndpoint);
  });
});
