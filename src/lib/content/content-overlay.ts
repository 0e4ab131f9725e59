/**
 * The academy's published corrections on this device (issue 48): the overlay kept in IndexedDB,
 * held in memory once read, so every screen that shows a question or a study page (study pages,
 * Repaso, exams not yet started, search) lays it over the bundled content the same way. The sync
 * round that pulls a delta hands the new overlay here; screens that subscribed redraw.
 */
import { useSyncExternalStore } from 'react';
import { EMPTY_OVERLAY, overlaidPage, overlaidQuestion, questionVersionOf, type ContentOverlay } from '../../content/content-versions';
import type { Question } from '../../content/types';
import { loadContentOverlay } from '../storage/indexed-db';
import { mirrorHiddenSections } from './hidden-sections';

let overlay: ContentOverlay = EMPTY_OVERLAY;
let loading: Promise<void> | undefined;
const listeners = new Set<() => void>();

/**
 * The newest overlay known: the one stored on the device is read once (an unreadable store reads as
 * none), and a newer one a sync round published since is answered as it is.
 */
export async function readyOverlay(): Promise<ContentOverlay> {
  loading ??= loadContentOverlay().then(
    (stored) => {
      if (!showIfNewer(stored)) mirrorHiddenSections(overlay);
    },
    () => undefined,
  );
  await loading;
  return overlay;
}

/** The overlay known in memory now (the empty one before readyOverlay resolved). */
export function currentOverlay(): ContentOverlay {
  return overlay;
}

/**
 * The overlay stored on the device, shown if it is newer than the one in memory (this tab's first
 * read, or another tab's round kept corrections since: the tabs share the store, not the memory).
 * Says whether it was.
 */
export function showIfNewer(stored: ContentOverlay): boolean {
  if (stored.version <= overlay.version) return false;
  publishOverlay(stored);
  return true;
}

/** A newer overlay (a pulled delta, stored): every subscribed screen redraws with it. */
export function publishOverlay(next: ContentOverlay): void {
  overlay = next;
  // The next prerendered study page hides what this overlay changes until it is drawn (hidden-sections.ts).
  mirrorHiddenSections(next);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  void readyOverlay();
  return () => listeners.delete(listener);
}

/** The overlay for a component: redraws when a sync round brings a newer one. */
export function useContentOverlay(): ContentOverlay {
  return useSyncExternalStore(subscribe, currentOverlay, () => EMPTY_OVERLAY);
}

/** Questions as the academy last published them, without the ones it retired. */
export function activeOverlaid(questions: readonly Question[], with_: ContentOverlay = overlay): Question[] {
  return questions.map((q) => overlaidQuestion(q, with_)).filter((q) => !q.retired);
}

export { overlaidPage, overlaidQuestion, questionVersionOf };
