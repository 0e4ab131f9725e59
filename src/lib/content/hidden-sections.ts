/**
 * No flash of the old text on a prerendered study page (issue 48 §6). The build prerenders study
 * pages from the baseline; a section the academy changed since would show the build's text until the
 * app starts and lays the overlay over it. So each time the device's overlay changes, the sections it
 * replaces are mirrored into localStorage as a ready stylesheet, which the page's inline boot script
 * (THEME_BOOT_SCRIPT) writes into <head> before the first paint: those sections are painted
 * `visibility: hidden` (their space kept, so no layout shift beyond today's) until the study page has
 * rendered the published text and removes the stylesheet. Should the app never start, the sections
 * show again after a few seconds (a CSS animation), with the build's text.
 */
import type { ContentOverlay } from '../../content/content-versions';
import { PRERENDERED_ATTRIBUTE } from '../../shared/prerender-markers';

/** The localStorage key THEME_BOOT_SCRIPT reads (it spells it out), and the id of the <style> it holds. */
export const HIDDEN_SECTIONS_KEY = 'hidden-sections';
const HIDDEN_SECTIONS_ID = HIDDEN_SECTIONS_KEY;

/** Only plain paths and anchors become selectors (the baseline's anchors all are). */
const SAFE_PATH = /^[\w-]+(?:\/[\w-]+)*$/;
const SAFE_ANCHOR = /^[\w-]+$/;

/** How long a section may stay hidden if the app does not start (ms): well past a slow phone's start-up (BENCHMARKS.md). */
export const HIDDEN_SECTIONS_FALLBACK_MS = 10_000;

/**
 * The <style> element that hides, on the prerendered page of each changed section's study page,
 * that section; '' when the overlay changes no section.
 */
export function hiddenSectionsStyle(overlay: ContentOverlay): string {
  const selectors = Object.values(overlay.sections)
    .filter((change) => SAFE_PATH.test(change.path) && SAFE_ANCHOR.test(change.anchor))
    .map((change) => `#root[${PRERENDERED_ATTRIBUTE}$="/${change.path}"] [id="${change.anchor}"]`);
  if (selectors.length === 0) return '';
  const css = `${selectors.join(',')}{visibility:hidden;animation:${HIDDEN_SECTIONS_ID} 0s ${HIDDEN_SECTIONS_FALLBACK_MS}ms forwards}@keyframes ${HIDDEN_SECTIONS_ID}{to{visibility:visible}}`;
  return `<style id="${HIDDEN_SECTIONS_ID}">${css}</style>`;
}

/** Keeps the stylesheet for the next page load (a device without localStorage just shows the old text first). */
export function mirrorHiddenSections(overlay: ContentOverlay): void {
  try {
    const style = hiddenSectionsStyle(overlay);
    if (style) localStorage.setItem(HIDDEN_SECTIONS_KEY, style);
    else localStorage.removeItem(HIDDEN_SECTIONS_KEY);
  } catch {
    // Storage full or blocked: the page shows the build's text until the app starts, as before.
  }
}

/** The published text is on screen: the changed sections show again. */
export function revealHiddenSections(): void {
  document.getElementById(HIDDEN_SECTIONS_ID)?.remove();
}
