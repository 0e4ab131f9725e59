/**
 * False while React adopts prerendered HTML (src/start.tsx) and true from then on, so what only the
 * device knows (the student's name) shows right after hydration instead of breaking it.
 */
import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
