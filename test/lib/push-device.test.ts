// @vitest-environment jsdom
/**
 * Turning reminders on where the browser has the Push API but no push service behind it (issue 50
 * §15): subscribing fails although the device is online and the permission was given; that is said
 * as what it is ('no-push-service'), not as a failure worth retrying.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { enablePushOnDevice } from '@/lib/browser/push-device';
import type { RawResponse } from '@/lib/api/api-client';

function browserWithPush(subscribe: () => Promise<PushSubscription>) {
  vi.stubGlobal('PushManager', class {});
  vi.stubGlobal('Notification', { permission: 'granted', requestPermission: async () => 'granted' });
  const pushManager = { getSubscription: async () => null, subscribe };
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { ready: Promise.resolve({ pushManager }), getRegistration: async () => ({ pushManager }) } });
}

const posted: unknown[] = [];
async function request(method: string, path: string, body?: unknown): Promise<RawResponse> {
  if (method === 'POST') posted.push(body);
  const json = path === '/push/public-key' ? { publicKey: 'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U' } : {};
  return { ok: true, status: 200, json, text: JSON.stringify(json), headers: new Headers() };
}

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
  posted.length = 0;
});

describe('enablePushOnDevice', () => {
  it('online, permitted, and the push service refuses: no-push-service, and nothing is registered', async () => {
    browserWithPush(() => Promise.reject(new DOMException('Registration failed - push service not available', 'AbortError')));
    expect(await enablePushOnDevice(request)).toBe('no-push-service');
    expect(posted).toEqual([]);
  });

  it('a subscription the push service gives is registered with the server', async () => {
    const subscription = { toJSON: () => ({ endpoint: 'https://push.example/abc', keys: { p256dh: 'x', auth: 'y' } }), options: {} } as unknown as PushSubscription;
    browserWithPush(async () => subscription);
    expect(await enablePushOnDevice(request)).toBe('enabled');
    expect(posted).toEqual([{ endpoint: 'https://push.example/abc', keys: { p256dh: 'x', auth: 'y' } }]);
  });
});
