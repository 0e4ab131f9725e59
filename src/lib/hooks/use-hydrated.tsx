/**
 * What only the device knows, drawn as the prerender assumed it until React has adopted the page,
 * what the student typed before then (useTypedBeforeHydration), and when the page's content can take
 * taps (PageContentReady). Bought: typing from the first paint and no false state (issues 33, 53).
 * useHydrated: false while React adopts prerendered HTML (src/start.tsx) and true from then on, so
 * what only the device knows (the student's name, the enabled login form) shows right after
 * hydration instead of breaking it. The switch to true is a transition: React renders it in short,
 * interruptible slices, where a store-driven re-render (useSyncExternalStore) would redo the whole
 * page in one long task. useOnline: navigator.onLine, online in the prerender. One module, so the
 * sign-in pages and the course area share it without a chunk of its own.
 */
import { startTransition, useEffect, useLayoutEffect, useState, useSyncExternalStore, type RefObject } from 'react';
import { PAGE_CONTENT_ATTRIBUTE } from '../../shared/prerender-markers';

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

/**
 * A prerendered field takes typing before React adopts it. React 19 then keeps what the field holds
 * (react-dom's initInput leaves an <input>'s `value` alone while hydrating and starts its change
 * tracker from the field's current value), so no onChange reports the text typed so far and the
 * form's state keeps the prerendered ''; the next render would write '' back into the field. At the
 * first commit, before anything renders again, this hands the field's text to the form's state.
 */
export function useTypedBeforeHydration(field: RefObject<HTMLInputElement | null>, adopt: (typed: string) => void): void {
  useLayoutEffect(() => {
    const typed = field.current?.value;
    if (typed) adopt(typed);
    // Once, at the first commit: from then on the field's onChange reports every change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
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

/**
 * When a prerendered page can take taps. React's first commit of the root is not that moment: it
 * leaves every Suspense boundary (each route with a `pendingComponent`: the course area, the study
 * pages) to later passes, so for a moment the header is live while the question under the
 * student's finger is still plain HTML, and a tap there can be lost. The routes whose content sits
 * in such a boundary render `<PageContentReady />` at its end; src/start.tsx waits for it whenever
 * the prerendered markup holds one (the build checks the course pages do).
 */
let contentReady = false;
let onContentReady: (() => void) | null = null;

/** Calls `callback` once the page's content has been committed (at once if it already has). */
export function whenPageContentReady(callback: () => void): void {
  if (contentReady) callback();
  else onContentReady = callback;
}

export function PageContentReady() {
  useEffect(() => {
    contentReady = true;
    onContentReady?.();
    onContentReady = null;
  }, []);
  return <span hidden {...{ [PAGE_CONTENT_ATTRIBUTE]: '' }} />;
}
