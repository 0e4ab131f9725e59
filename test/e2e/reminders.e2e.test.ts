/**
 * Issue 35 journey, the daily reminder: a student turns reminders on with a tap on Mi progreso (the
 * browser's push subscription is made only then), the real server's round sends the reminder to a
 * push service on loopback (which checks the VAPID JWT and decrypts it), the same message delivered
 * to the app's service worker through the DevTools protocol (ServiceWorker.deliverPushMessage) shows
 * the notification, and a click on it opens Repaso. Headless Chromium has no push service of its own
 * without the internet: the page's PushManager hands out the loopback service's subscription (keys
 * the test made), everything after it is the browser's and the app's own. Screenshots of the panel
 * at 390 and 1280 px, light and dark.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { startPushService, type PushServiceStandIn, type TestSubscription } from '../server/support/push-service';
import { COURSE, acceptDisclaimer, finishShortExam, signIn, startJourney, waitForServiceWorker } from './support/journey';
import { onScreen, shoot } from './support/visible';

const env = startJourney(() => ({ env: { REMINDER_ROUND_MS: '300' } }));
let pushService: PushServiceStandIn;

beforeAll(async () => {
  pushService = await startPushService();
});
afterAll(async () => {
  await pushService?.close();
});

/**
 * The browser's push service, on loopback: subscribe() resolves with `subscription` (as a real
 * PushSubscription's fields) and records the key it was given; nothing else of the page is changed.
 */
async function loopbackPushService(context: BrowserContext, subscription: TestSubscription) {
  await context.addInitScript((sub) => {
    const w = window as unknown as { __pushCalls: { subscribe: number; key: string | null } };
    w.__pushCalls = { subscribe: 0, key: null };
    const stored = () => localStorage.getItem('__loopback-push') === 'on';
    const make = () => ({
      endpoint: sub.endpoint,
      expirationTime: null,
      options: { userVisibleOnly: true, applicationServerKey: null },
      toJSON: () => ({ endpoint: sub.endpoint, expirationTime: null, keys: sub.keys }),
      unsubscribe: async () => {
        localStorage.removeItem('__loopback-push');
        return true;
      },
    });
    PushManager.prototype.subscribe = async function (options?: PushSubscriptionOptionsInit) {
      w.__pushCalls.subscribe += 1;
      const key = options?.applicationServerKey;
      w.__pushCalls.key = key ? btoa(String.fromCharCode(...new Uint8Array(key as ArrayBuffer))).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '') : null;
      localStorage.setItem('__loopback-push', 'on');
      return make() as unknown as PushSubscription;
    };
    PushManager.prototype.getSubscription = async function () {
      return (stored() ? make() : null) as unknown as PushSubscription | null;
    };
  }, subscription);
}

async function studentPage(width: number, theme: 'light' | 'dark', subscription: TestSubscription): Promise<{ context: BrowserContext; page: Page }> {
  const context = await env.browser.newContext({ baseURL: env.server.url, viewport: { width, height: 844 }, locale: 'es-PE' });
  await context.grantPermissions(['notifications'], { origin: env.server.url });
  await loopbackPushService(context, subscription);
  const page = await context.newPage();
  await page.goto('/login');
  await page.evaluate((t) => localStorage.setItem('theme', t), theme);
  await signIn(page);
  await waitForServiceWorker(page);
  return { context, page };
}

const panel = (page: Page) => page.getByRole('region', { name: 'Recordatorios' });

/** The Lima time `minutes` from now as HH:MM. */
function limaClock(minutes: number): string {
  const wall = new Date(Date.now() - 5 * 3600_000 + minutes * 60_000);
  return `${String(wall.getUTCHours()).padStart(2, '0')}:${String(wall.getUTCMinutes()).padStart(2, '0')}`;
}

/** The current Lima time less a minute as HH:MM: the server's next round finds the hour come. */
const limaMinuteAgo = () => limaClock(-1);

/** An hour of today in Lima that has not come yet: ten minutes from now, at most 23:59. */
function limaHourToCome(): string {
  const minuteOfDay = Math.floor(((Date.now() - 5 * 3600_000) % 86_400_000) / 60_000);
  return minuteOfDay + 10 < 24 * 60 ? limaClock(10) : '23:59';
}

describe('daily reminders', () => {
  it('turn on with a tap, arrive from the server, show the notification, and a click opens Repaso', { timeout: 240_000 }, async () => {
    const subscription = pushService.subscribe();
    const { context, page } = await studentPage(1280, 'light', subscription);
    await page.goto(`${COURSE}/progreso`);
    await expect.poll(() => panel(page).isVisible(), { timeout: 30_000 }).toBe(true);
    const turnOn = panel(page).getByRole('button', { name: 'Activar recordatorios' });
    await expect.poll(() => turnOn.isEnabled()).toBe(true);
    // Nothing asked of the browser before the tap.
    expect(await page.evaluate(() => (window as unknown as { __pushCalls: { subscribe: number } }).__pushCalls.subscribe)).toBe(0);

    // No quiet hours in the way, whatever time the test runs, and an hour that has not come yet
    // (after 19:00 in Lima the default one has: it would be sent at once).
    await panel(page).getByLabel('Desde').fill('03:00');
    await panel(page).getByLabel('Hasta').fill('03:00');
    const later = limaHourToCome();
    await panel(page).getByLabel('Hora del recordatorio (hora de Lima)').fill(later);
    await turnOn.scrollIntoViewIfNeeded();
    await turnOn.click();
    const status = panel(page).getByRole('status');
    await expect.poll(() => status.textContent(), { timeout: 15_000 }).toBe(`Te recordaremos a las ${later} (hora de Lima).`);
    expect(await onScreen(panel(page).getByRole('button', { name: 'Desactivar recordatorios' }))).toBe(true);
    const publicKey = ((await (await fetch(`${env.server.url}/api/push/public-key`)).json()) as { publicKey: string }).publicKey;
    expect(await page.evaluate(() => (window as unknown as { __pushCalls: { key: string } }).__pushCalls.key)).toBe(publicKey);

    // The hour comes: the server's round (every 300 ms here) sends it to the push service, once.
    expect(pushService.received).toEqual([]);
    const time = limaMinuteAgo();
    await panel(page).getByLabel('Hora del recordatorio (hora de Lima)').fill(time);
    await expect.poll(() => status.textContent()).toBe(`Te recordaremos a las ${time} (hora de Lima).`);
    await expect.poll(() => pushService.received.length, { timeout: 20_000 }).toBe(1);
    expect(pushService.refused).toEqual([]);
    const [push] = pushService.received;
    expect(push.endpoint).toBe(subscription.endpoint);
    expect(push.publicKey).toBe(publicKey);
    const payload = push.payload as { title: string; body: string; url: string };
    expect(payload.body).toBe('Te faltan 10 preguntas para tu meta de hoy');

    // The push service hands it to the browser: the service worker shows it.
    const cdp = await context.newCDPSession(page);
    const registrations: { registrationId: string; scopeURL: string }[] = [];
    cdp.on('ServiceWorker.workerRegistrationUpdated', (event: { registrations: { registrationId: string; scopeURL: string }[] }) => registrations.push(...event.registrations));
    await cdp.send('ServiceWorker.enable');
    await expect.poll(() => registrations.some((r) => r.scopeURL.startsWith(env.server.url))).toBe(true);
    const shown = () =>
      page.evaluate(async () => (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({ title: n.title, body: n.body })));
    // Delivered to this origin's registration (again after a few seconds while none shows: on a busy
    // machine the worker may still be starting; one tag, so a second delivery replaces the first).
    for (let attempt = 0; attempt < 5 && (await shown()).length === 0; attempt += 1) {
      for (const { registrationId } of registrations.filter((r) => r.scopeURL.startsWith(env.server.url))) {
        await cdp.send('ServiceWorker.deliverPushMessage', { origin: env.server.url, registrationId, data: JSON.stringify(payload) });
      }
      await expect.poll(async () => (await shown()).length, { timeout: 4000 }).toBe(1).catch(() => undefined);
    }
    expect(await shown()).toEqual([{ title: 'Naturalización Perú', body: 'Te faltan 10 preguntas para tu meta de hoy' }]);

    // A tap on it: the worker's notificationclick (dispatched in the worker as the browser would) opens Repaso.
    const [worker] = context.serviceWorkers();
    expect(worker, 'the app’s service worker').toBeTruthy();
    await worker.evaluate(async () => {
      // The worker's own globals (the DOM library's types do not describe a worker's scope).
      const scope = self as unknown as { registration: ServiceWorkerRegistration; dispatchEvent: (event: Event) => boolean };
      const NotificationEvent = (self as unknown as { NotificationEvent: new (type: string, init: { notification: Notification }) => Event }).NotificationEvent;
      const [notification] = await scope.registration.getNotifications();
      scope.dispatchEvent(new NotificationEvent('notificationclick', { notification }));
    });
    await page.waitForURL(`**${COURSE}/repaso`, { timeout: 15_000 });
    await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Repaso' }).isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await shown()).toEqual([]);

    // Off again: the device is forgotten, and no round sends to it.
    await page.goto(`${COURSE}/progreso`);
    const turnOff = panel(page).getByRole('button', { name: 'Desactivar recordatorios' });
    await expect.poll(() => turnOff.isVisible(), { timeout: 30_000 }).toBe(true);
    await turnOff.click();
    await expect.poll(() => status.textContent()).toBe('Recordatorios desactivados.');
    await context.close();
  });

  it('signing out forgets the device: the server is told first, then the browser drops the subscription', { timeout: 120_000 }, async () => {
    const subscription = pushService.subscribe();
    const { context, page } = await studentPage(390, 'light', subscription);
    await page.goto(`${COURSE}/progreso`);
    const turnOn = panel(page).getByRole('button', { name: 'Activar recordatorios' });
    await expect.poll(() => turnOn.isEnabled(), { timeout: 30_000 }).toBe(true);
    await turnOn.click();
    await expect.poll(() => panel(page).getByRole('button', { name: 'Desactivar recordatorios' }).isVisible(), { timeout: 15_000 }).toBe(true);
    const forgotten: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'DELETE' && request.url().endsWith('/api/push/subscriptions')) forgotten.push(request.postData() ?? '');
    });
    await page.getByRole('button', { name: /^Menú de / }).click();
    await page.getByRole('menuitem', { name: 'Cerrar Sesión' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Cerrar Sesión' }).click();
    await page.waitForURL('**/login**', { timeout: 15_000 });
    expect(forgotten.map((body) => JSON.parse(body) as unknown)).toEqual([{ endpoint: subscription.endpoint }]);
    expect(await page.evaluate(() => localStorage.getItem('__loopback-push'))).toBeNull();
    await context.close();
  });

  for (const width of [390, 1280]) {
    for (const theme of ['light', 'dark'] as const) {
      it(`shows the panel on Mi progreso and in the user menu (${width} px, ${theme})`, { timeout: 120_000 }, async () => {
        const { context, page } = await studentPage(width, theme, pushService.subscribe());
        await page.goto(`${COURSE}/progreso`);
        const button = panel(page).getByRole('button', { name: /recordatorios$/ });
        await expect.poll(() => button.isEnabled(), { timeout: 30_000 }).toBe(true);
        await panel(page).scrollIntoViewIfNeeded();
        expect(await onScreen(button)).toBe(true);
        expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(theme === 'dark');
        await shoot(page, `reminders-progreso-${width}-${theme}`);
        await page.goto('/home');
        await page.getByRole('button', { name: /^Menú de / }).click();
        await page.getByRole('menuitem', { name: 'Recordatorios' }).click();
        const dialog = page.getByRole('dialog', { name: 'Recordatorios' });
        await expect.poll(() => dialog.getByRole('button', { name: 'Activar recordatorios' }).isEnabled(), { timeout: 15_000 }).toBe(true);
        expect(await onScreen(dialog.getByRole('button', { name: 'Activar recordatorios' }))).toBe(true);
        await shoot(page, `reminders-menu-${width}-${theme}`);
        await context.close();
      });
    }
  }

  it('shows an iPhone user in Safari, once, how to add the app to the home screen, after the first exam', { timeout: 180_000 }, async () => {
    const context = await env.browser.newContext({
      baseURL: env.server.url,
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
      locale: 'es-PE',
      userAgent: IPHONE_SAFARI,
    });
    const page = await context.newPage();
    await signIn(page);
    const guide = page.getByRole('region', { name: 'Guarda la app en tu iPhone' });
    // Nothing before the student has answered anything.
    await expect.poll(() => page.getByTestId('course-learning').isVisible(), { timeout: 20_000 }).toBe(true);
    expect(await guide.isVisible()).toBe(false);
    await acceptDisclaimer(page);
    await finishShortExam(page);
    await page.goto('/home');
    await expect.poll(() => guide.isVisible(), { timeout: 20_000 }).toBe(true);
    expect(await guide.textContent()).toContain('toca Compartir y luego ‘Agregar a inicio’');
    expect(await onScreen(guide.getByRole('button', { name: 'Entendido' }))).toBe(true);
    await shoot(page, 'reminders-iphone-guide-390-light');
    // Once: not on the next visit, dismissed or not.
    await page.reload();
    await expect.poll(() => page.getByTestId('course-learning').isVisible(), { timeout: 20_000 }).toBe(true);
    expect(await guide.isVisible()).toBe(false);
    // Reminders there need the home screen, and the panel says so instead of asking.
    await page.goto(`${COURSE}/progreso`);
    await expect.poll(() => panel(page).getByText(/agregada a tu pantalla de inicio/).isVisible(), { timeout: 30_000 }).toBe(true);
    expect(await panel(page).getByRole('button', { name: 'Activar recordatorios' }).isDisabled()).toBe(true);
    await context.close();
  });
});

const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
