/**
 * Toasts without their weight on first load: the toaster (Chakra + zag toast) is fetched the first
 * time something is announced, and mounted from then on.
 */
import { lazy, Suspense, useSyncExternalStore } from 'react';

export interface Notice {
  type: 'success' | 'error' | 'info' | 'warning';
  title: string;
  description?: string;
}

let wanted = false;
const listeners = new Set<() => void>();
const LazyToaster = lazy(() => import('./toaster').then((m) => ({ default: m.Toaster })));

export function notify(notice: Notice): void {
  if (!wanted) {
    wanted = true;
    listeners.forEach((l) => l());
  }
  void import('./toaster').then((m) => m.showToast(notice));
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
