/**
 * Service worker registration (vite-plugin-pwa, registerType 'prompt'). The app never reloads on its
 * own: a waiting version is announced through `onUpdateReady` and applied only when accepted.
 */

type Listener = () => void;

const state = { updateReady: false, offlineReady: false };
const listeners = new Set<Listener>();
let applyUpdate: ((reload?: boolean) => Promise<void>) | undefined;

function notify() {
  listeners.forEach((l) => l());
}

export const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;

let registering = false;

/**
 * Registers after the page has loaded, so the worker (and workbox-window) never delays first paint.
 * Once: the app calls it when it is ready (React's StrictMode runs that effect twice in development).
 */
export function registerServiceWorker(): void {
  if (registering || !('serviceWorker' in navigator)) return;
  registering = true;
  const register = () => void import('virtual:pwa-register').then(({ registerSW }) => start(registerSW));
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}

function start(registerSW: typeof import('virtual:pwa-register').registerSW): void {
  applyUpdate = registerSW({
    immediate: true,
    onNeedRefresh() {
      state.updateReady = true;
      notify();
    },
    onOfflineReady() {
      state.offlineReady = true;
      notify();
    },
    onRegisteredSW(_url, registration) {
      if (!registration) return;
      setInterval(() => {
        if (navigator.onLine) void registration.update();
      }, UPDATE_CHECK_INTERVAL_MS);
    },
  });
}

export const pwa = {
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  isUpdateReady: () => state.updateReady,
  isOfflineReady: () => state.offlineReady,
  /** Activates the waiting service worker and reloads into the new version. */
  update: () => applyUpdate?.(true),
};
