/**
 * The app: services and the session, then the router, the page's route code, then React on the page
 * (src/start.tsx), each step in a task of its own, like the layers under it (src/main.tsx): on a slow
 * phone no step keeps a tap waiting for long.
 */
import { createActor, fromPromise } from 'xstate';
import { createApiClient } from './lib/api-client';
import { createAttemptSync } from './lib/attempt-sync';
import { localStore } from './lib/local-store';
import { registerServiceWorker } from './lib/pwa';
import { sessionMachine } from './machines/session.machine';
import { createAppRouter, preloadRouteComponents } from './router';
import { start } from './start';
import { applyColorMode } from './theme/color-mode';

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

function createServices() {
  const session = createActor(
    sessionMachine.provide({
      actors: {
        login: fromPromise(({ input }) => api.login(input.email, input.password)),
        logout: fromPromise(async () => {
          await api.logout().catch(() => undefined);
        }),
      },
    }),
    { input: { store: localStore } },
  );
  const api = createApiClient({
    getToken: () => session.getSnapshot().context.token,
    onUnauthorized: () => session.send({ type: 'UNAUTHORIZED' }),
  });
  session.start();

  // IndexedDB code loads on first use, off the critical path of the first screen.
  const storage = () => import('./lib/storage');
  const sync = createAttemptSync({
    pendingAttempts: async () => (await storage()).pendingAttempts(),
    markAttemptSynced: async (id, at) => (await storage()).markAttemptSynced(id, at),
    postAttempt: (body) => api.postAttempt(body),
  });
  // A signed-out visitor has nothing to send: the outbox starts with a session (after the page loads).
  // This module loads after the first paint (main.tsx), often after the load event.
  const startSync = () => session.getSnapshot().context.token && sync.start();
  if (document.readyState === 'complete') startSync();
  else window.addEventListener('load', startSync, { once: true });

  // After a sign-in: ask the browser to keep our storage, and send what queued while signed out.
  let lastToken = session.getSnapshot().context.token;
  session.subscribe((snapshot) => {
    if (!snapshot.matches('signedIn') || !snapshot.context.token || snapshot.context.token === lastToken) return;
    lastToken = snapshot.context.token;
    void navigator.storage?.persist?.().catch(() => false);
    sync.start();
    void sync.syncNow();
  });
  return { session, api, sync };
}

async function boot(): Promise<void> {
  applyColorMode(localStore.getTheme());
  await nextTask();
  const services = createServices();
  await nextTask();
  const router = createAppRouter(services);
  await nextTask();
  await preloadRouteComponents(router, nextTask);
  // The service worker (and the precache it downloads) waits until the page works: on a slow
  // network its downloads would otherwise compete with the code the first screen needs.
  await start(router, registerServiceWorker);
}

void boot();
