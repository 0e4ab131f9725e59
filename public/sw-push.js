// The daily reminder in the service worker (issue 35), imported by the Workbox worker
// (vite.config.ts importScripts). The server's payload is small JSON (src/shared/reminders.ts
// ReminderPayload): the notification shows its text, the app badge shows today's due count, and a
// tap focuses the app on Repaso (or opens it there).
// Copies of src/shared/reminders.ts (this script is not bundled): test/shared/sw-push-constants.test.ts
// fails when they differ.
const REMINDER_URL = '/courses/examen-de-naturalizacion/repaso';
const REMINDER_TAG = 'recordatorio-diario';

/** Only a path of this app: a payload never sends the student elsewhere. */
const ownPath = (value) => (typeof value === 'string' && value.startsWith('/') && !value.startsWith('//') ? value : REMINDER_URL);

self.addEventListener('push', (event) => {
  let data;
  try {
    data = event.data ? event.data.json() : {};
  } catch {
    data = { body: event.data ? event.data.text() : '' };
  }
  const badge = Number.isInteger(data.badge) && data.badge >= 0 ? data.badge : undefined;
  const badging =
    badge === undefined || !('setAppBadge' in self.navigator)
      ? Promise.resolve()
      : (badge > 0 ? self.navigator.setAppBadge(badge) : self.navigator.clearAppBadge()).catch(() => undefined);
  event.waitUntil(
    Promise.all([
      self.registration.showNotification(typeof data.title === 'string' ? data.title : 'Naturalización Perú', {
        body: typeof data.body === 'string' && data.body ? data.body : 'Tienes preguntas para repasar hoy',
        tag: typeof data.tag === 'string' ? data.tag : REMINDER_TAG,
        icon: '/icons/icon-192.png',
        lang: 'es-PE',
        data: { url: ownPath(data.url) },
      }),
      badging,
    ]),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = new URL(ownPath(event.notification.data && event.notification.data.url), self.location.origin).href;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
      if (open) {
        // focus() is allowed while a real tap is being handled; otherwise it rejects, harmlessly.
        await open.focus().catch(() => undefined);
        if (open.url === url) return;
        // navigate() needs a window this worker controls; otherwise a new one opens on Repaso.
        if (await open.navigate(url).catch(() => null)) return;
      }
      await self.clients.openWindow(url);
    })(),
  );
});
