/**
 * When a prerendered page can take taps. React's first commit of the root is not that moment: it
 * leaves every Suspense boundary (each route with a `pendingComponent`: the course area, the study
 * pages) to later passes, so for a moment the header is live while the question under the
 * student's finger is still plain HTML, and a tap there can be lost. The routes whose content sits
 * in such a boundary render `<PageContentReady />` at its end; src/start.tsx waits for it whenever
 * the prerendered markup holds one (the build checks the course pages do).
 */
import { useEffect } from 'react';
import { PAGE_CONTENT_ATTRIBUTE } from '../../shared/prerender-markers';

let ready = false;
let onReady: (() => void) | null = null;

/** Calls `callback` once the page's content has been committed (at once if it already has). */
export function whenPageContentReady(callback: () => void): void {
  if (ready) callback();
  else onReady = callback;
}

export function PageContentReady() {
  useEffect(() => {
    ready = true;
    onReady?.();
    onReady = null;
  }, []);
  return <span hidden {...{ [PAGE_CONTENT_ATTRIBUTE]: '' }} />;
}
