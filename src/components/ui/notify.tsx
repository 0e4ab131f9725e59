/**
 * Toasts without their weight on first load: the toaster (Chakra + zag toast) is fetched the first
 * time something is announced, and mounted from then on.
 */
import { Suspense, useSyncExternalStore } from 'react';
import { importWhenReachable, lazyWhenReachable } from '../../lib/browser/import-when-reachable';

export interface Notice {
  type: 'success' | 'error' | 'info' | 'warning';
  title: string;
  description?: string;
}

let wanted = false;
const listeners = new Set<() => void>();
const LazyToaster = lazyWhenReachable(() => import('./toaster').then((m) => ({ default: m.Toaster })));

export function notify(notice: Notice): void {
  if (!wanted) {
    wanted = true;
    listeners.forEach((l) => l());
  }
  // Offline on a first visit the toaster's code may not be here yet: it is shown once it arrives.
  void importWhenReachable(() => import('./toaster')).then((m) => m.showToast(notice));
}

export function Notifications() {
  const mounted = useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => wanted,
    () => false,
  );
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <LazyToaster />
    </Suspense>
  );
}
