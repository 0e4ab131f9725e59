/** The app: services, the session, the router, then React on the page (src/start.tsx). */
import { createActor, fromPromise } from 'xstate';
import { createApiClient } from './lib/api-client';
import { createAttemptSync } from './lib/attempt-sync';
import { localStore } from './lib/local-store';
import { registerServiceWorker } from './lib/pwa';
import { sessionMachine } from './machines/session.machine';
import { createAppRouter } from './router';
import { start } from './start';
import { applyColorMode } from './theme/color-mode';

applyColorMode(localStore.getTheme());

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

const router = createAppRouter({ session, api, sync });
registerServiceWorker();
void start(router);
