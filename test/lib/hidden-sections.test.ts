// @vitest-environment jsdom
/**
 * Issue 48 §6: a study section the academy changed since the build is never painted with the
 * build's text. Publishing an overlay mirrors the changed sections into localStorage as a stylesheet;
 * the prerendered page's inline boot script writes it into <head> before the body is parsed, so those
 * sections (and only those, only on their page) are hidden until the study page draws the published
 * text and removes it.
 */
import { createRequire } from 'node:module';
import { afterEach, describe, expect, it } from 'vitest';
import type { ContentOverlay, SectionChange } from '@/content/content-versions';
import { publishOverlay } from '@/lib/content/content-overlay';
import { HIDDEN_SECTIONS_KEY, hiddenSectionsStyle, revealHiddenSections } from '@/lib/content/hidden-sections';
import { PRERENDERED_ATTRIBUTE, THEME_BOOT_SCRIPT } from '@/shared/prerender-markers';

const HIDDEN_SECTIONS_ID = HIDDEN_SECTIONS_KEY;

/** The part of jsdom's API used here (the package ships no types): a page parsed with its scripts run. */
interface JsdomModule {
  JSDOM: new (html: string, options: { url: string; runScripts: 'dangerously'; beforeParse: (window: Window) => void }) => { window: Window };
}
const { JSDOM } = createRequire(import.meta.url)('jsdom') as JsdomModule;

const section = (path: string, anchor: string): SectionChange => ({ path, anchor, version: 2, block: { kind: 'callout', id: anchor, tone: 'info', text: 'Texto publicado' } });
const overlayOf = (...changes: SectionChange[]): ContentOverlay => ({
  version: 1500,
  questions: {},
  sections: Object.fromEntries(changes.map((c) => [`${c.path}#${c.anchor}`, c])),
});

/** A prerendered page of `path` as the build writes it (boot script in <head>), loaded with `stored` in localStorage. */
function loadPage(path: string, stored: string | null): Document {
  const html = `<!doctype html><html><head><script>${THEME_BOOT_SCRIPT}</script></head><body><div id="root" ${PRERENDERED_ATTRIBUTE}="/courses/examen-de-naturalizacion/${path}"><section id="simbolos">Texto de la compilación</section><section id="bandera">Otra sección</section></div></body></html>`;
  const dom = new JSDOM(html, {
    url: 'http://127.0.0.1/',
    runScripts: 'dangerously',
    beforeParse(window) {
      window.matchMedia = () => ({ matches: false }) as MediaQueryList;
      if (stored !== null) window.localStorage.setItem(HIDDEN_SECTIONS_KEY, stored);
    },
  });
  return dom.window.document;
}

const visibility = (doc: Document, id: string) => doc.defaultView!.getComputedStyle(doc.getElementById(id)!).visibility;

afterEach(() => {
  localStorage.clear();
  document.head.innerHTML = '';
  publishOverlay({ version: 0, questions: {}, sections: {} });
});

describe('changed sections hidden before the first paint', () => {
  it('publishing an overlay mirrors its changed sections into localStorage, and an overlay without sections clears it', () => {
    expect(localStorage.getItem(HIDDEN_SECTIONS_KEY)).toBeNull();
    publishOverlay(overlayOf(section('material/simbolos-patrios', 'simbolos')));
    const stored = localStorage.getItem(HIDDEN_SECTIONS_KEY);
    expect(stored).toBe(hiddenSectionsStyle(overlayOf(section('material/simbolos-patrios', 'simbolos'))));
    expect(stored).toContain(`id="${HIDDEN_SECTIONS_ID}"`);
    expect(stored).toContain('[id="simbolos"]');
    publishOverlay({ version: 1600, questions: {}, sections: {} });
    expect(localStorage.getItem(HIDDEN_SECTIONS_KEY)).toBeNull();
  });

  it('the boot script hides the changed section on its own page, its space kept, and nothing else', () => {
    // What the mirror wrote is what the boot script reads.
    publishOverlay(overlayOf(section('material/simbolos-patrios', 'simbolos')));
    const style = localStorage.getItem(HIDDEN_SECTIONS_KEY)!;
    expect(THEME_BOOT_SCRIPT).toContain(`localStorage.getItem('${HIDDEN_SECTIONS_KEY}')`);
    const page = loadPage('material/simbolos-patrios', style);
    expect(page.getElementById(HIDDEN_SECTIONS_ID)?.parentElement?.tagName).toBe('HEAD');
    expect(visibility(page, 'simbolos')).toBe('hidden');
    expect(visibility(page, 'bandera')).toBe('visible');
    // visibility, not display: the section keeps its box, so nothing below it moves when it shows.
    expect(page.defaultView!.getComputedStyle(page.getElementById('simbolos')!).display).not.toBe('none');
    // Another page with a section of the same anchor is not touched.
    const other = loadPage('material/patrimonio', style);
    expect(visibility(other, 'simbolos')).toBe('visible');
  });

  it('without a mirror the page is as the build wrote it (no stray text in <head> or <body>)', () => {
    const page = loadPage('material/simbolos-patrios', null);
    expect(page.getElementById(HIDDEN_SECTIONS_ID)).toBeNull();
    expect(page.body.firstElementChild?.id).toBe('root');
    expect(page.head.textContent).not.toContain('null');
    expect(visibility(page, 'simbolos')).toBe('visible');
  });

  it('the sections show again once the app has drawn the published text', () => {
    document.head.insertAdjacentHTML('beforeend', hiddenSectionsStyle(overlayOf(section('material/simbolos-patrios', 'simbolos'))));
    expect(document.getElementById(HIDDEN_SECTIONS_ID)).not.toBeNull();
    revealHiddenSections();
    expect(document.getElementById(HIDDEN_SECTIONS_ID)).toBeNull();
  });

  it('only plain paths and anchors become selectors, and a page never stays hidden if the app does not start', () => {
    const style = hiddenSectionsStyle(overlayOf(section('material/x"]{}*{', 'a'), section('material/ok', 'b"],*{x')));
    expect(style).toBe('');
    const ok = hiddenSectionsStyle(overlayOf(section('material/ok', 'seccion-1')));
    expect(ok).toMatch(/animation:hidden-sections 0s \d+ms forwards/);
    expect(ok).toContain('@keyframes hidden-sections{to{visibility:visible}}');
  });
});
