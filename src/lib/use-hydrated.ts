/**
 * False while React adopts prerendered HTML (src/start.tsx) and true from then on, so what only the
 * device knows (the student's name, the enabled login form) shows right after hydration instead of
 * breaking it. The switch to true is a transition: React renders it in short, interruptible slices,
 * where a store-driven re-render (useSyncExternalStore) would redo the whole page in one long task.
 */
import { startTransition, useEffect, useState } from 'react';

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
