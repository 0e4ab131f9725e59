/**
 * This device's part in the daily reminder (issue 35): whether it can receive web push at all, the
 * permission asked only when the student taps to turn reminders on, the browser's push subscription
 * registered with the server for the signed-in student, and forgetting it again (reminders off,
 * signing out). The reminder settings themselves are sync/reminder-settings.ts. Loaded only by the
 * 'Recordatorios' panel and by signing out, never on the first screen.
 */
import type { RawResponse } from '../api/api-client';
import { isAppleMobile, isStandalone } from './device-kind';

type Request = (method: string, path: string, body?: unknown) => Promise<RawResponse>;

export type PushSupport = 'supported' | 'iphone-needs-home-screen' | 'unsupported';

export function pushSupport(): PushSupport {
  const capable = 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
  if (isAppleMobile() && !isStandalone()) return 'iphone-needs-home-screen';
  return capable ? 'supported' : 'unsupported';
}

async function registration(): Promise<ServiceWorkerRegistration | undefined> {
  if (!('serviceWorker' in navigator)) return undefined;
  return (await navigator.serviceWorker.getRegistration()) ?? undefined;
}

/** The browser's subscription on this device, if any. */
export async function currentSubscription(): Promise<PushSubscription | null> {
  return (await (await registration())?.pushManager.getSubscription()) ?? null;
}

function applicationServerKey(base64url: string): Uint8Array<ArrayBuffer> {
  const text = atob(base64url.replace(/-/g, '+').replace(/_/g, '/'));
  const bytes = new Uint8Array(new ArrayBuffer(text.length));
  for (let i = 0; i < text.length; i += 1) bytes[i] = text.charCodeAt(i);
  return bytes;
}

/**
 * 'no-push-service': the browser has the Push API but no push service behind it (a Chromium build
 * without Google's services, some privacy browsers): subscribing fails after a few seconds although
 * the device is online and the permission was given (issue 50 §15).
 */
export type EnableResult = 'enabled' | 'denied' | 'unsupported' | 'no-push-service' | 'offline' | 'failed';

/**
 * Asks for the permission (only ever called from the student's tap), subscribes the browser with
 * the server's key and registers the subscription for the signed-in student.
 */
export async function enablePushOnDevice(request: Request): Promise<EnableResult> {
  if (pushSupport() !== 'supported') return 'unsupported';
  const permission = Notification.permission === 'granted' ? 'granted' : await Notification.requestPermission();
  if (permission !== 'granted') return 'denied';
  if (!navigator.onLine) return 'offline';
  try {
    const key = await request('GET', '/push/public-key');
    if (!key.ok) return 'failed';
    const publicKey = (key.json as { publicKey: string }).publicKey;
    const reg = await navigator.serviceWorker.ready;
    let subscription = await reg.pushManager.getSubscription();
    // A subscription made with another key (the server's keys changed) cannot be sent to: renewed.
    const ownKey = subscription?.options.applicationServerKey;
    if (subscription && ownKey && !sameBytes(new Uint8Array(ownKey), applicationServerKey(publicKey))) {
      await subscription.unsubscribe();
      subscription = null;
    }
    if (!subscription) {
      try {
        subscription = await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: applicationServerKey(publicKey) });
      } catch {
        // Online, with our key and the permission: the browser's push service is what is missing.
        return navigator.onLine ? 'no-push-service' : 'offline';
      }
    }
    const saved = await request('POST', '/push/subscriptions', subscription.toJSON());
    return saved.ok ? 'enabled' : 'failed';
  } catch {
    return navigator.onLine ? 'failed' : 'offline';
  }
}

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && a.every((byte, i) => byte === b[i]);
}

/**
 * This device gets no more reminders: the server forgets it (while the token still works) and the
 * browser drops the subscription. Used when reminders are turned off and when signing out; never
 * rejects (offline, the browser's unsubscribe alone makes the push service answer 410 later).
 */
export async function forgetPushDevice(request: Request): Promise<void> {
  try {
    const subscription = await currentSubscription();
    if (!subscription) return;
    await request('DELETE', '/push/subscriptions', { endpoint: subscription.endpoint }).catch(() => undefined);
    await subscription.unsubscribe();
  } catch {
    // nothing more this device can do
  }
}
