/** Which address the limits count by, with and without trusted proxies (TRUST_PROXY, issue 16 §9). */
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { clientAddress } from '../../server/app';

async function addressSeen(trustProxy: number, forwardedFor?: string): Promise<string> {
  const app = new Hono();
  app.get('/', (c) => c.text(clientAddress(c, trustProxy)));
  const env = { incoming: { socket: { remoteAddress: '10.0.0.2', remotePort: 40000, remoteFamily: 'IPv4' } } };
  const headers: Record<string, string> = forwardedFor === undefined ? {} : { 'X-Forwarded-For': forwardedFor };
  return (await app.request('/', { headers }, env)).text();
}

describe('clientAddress', () => {
  it('is the socket address without trusted proxies, whatever X-Forwarded-For claims', async () => {
    expect(await addressSeen(0)).toBe('10.0.0.2');
    expect(await addressSeen(0, '198.51.100.1')).toBe('10.0.0.2');
  });

  it('behind one proxy: the address the proxy appended, not what the client wrote before it', async () => {
    expect(await addressSeen(1, '198.51.100.1')).toBe('198.51.100.1');
    expect(await addressSeen(1, '1.2.3.4, 198.51.100.1')).toBe('198.51.100.1');
  });

  it('behind two proxies: the address the outer proxy saw', async () => {
    expect(await addressSeen(2, 'forged, 198.51.100.1, 10.0.0.9')).toBe('198.51.100.1');
  });

  it('falls back to the socket when the proxy sent no header', async () => {
    expect(await addressSeen(1)).toBe('10.0.0.2');
  });
});
