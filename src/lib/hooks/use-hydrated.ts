/**
 * What only the device knows, drawn as the prerender assumed it until React has adopted the page.
 * useHydrated: false while React adopts prerendered HTML (src/start.tsx) and true from then on, so
 * what only the device knows (the student's name, the enabled login form) shows right after
 * hydration instead of breaking it. The switch to true is a transition: React renders it in short,
 * interruptible slices, where a store-driven re-render (useSyncExternalStore) would redo the whole
 * page in one long task. useOnline: navigator.onLine, online in the prerender. One module, so the
 * sign-in pages and the course area share it without a chunk of its own.
 */
import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';

let hydrated = false;

/** Declares there is no prerendered markup to adopt (or that it has been adopted). */
export function markHydrated(): void {
  hydrated = true;
}

export function useHydrated(): boolean {
  const [value, setValue] = useState(hydrated);
  useEffect(() => {
    hydrated = true;
    if (!value) startTransition(() => setValue(true));
  }, [value]);
  return value;
}

function onConnectivityChange(listener: () => void): () => void {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

/** navigator.onLine as React state, following the browser's online/offline events. */
export function useOnline(): boolean {
  return useSyncExternalStore(onConnectivityChange, () => navigator.onLine, () => true);
}
