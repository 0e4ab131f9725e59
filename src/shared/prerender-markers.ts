/** Markers the build writes into prerendered HTML and the server and browser read back. */

/** On #root: the path whose markup the build rendered into it. */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';

/** '/a/b/' → 'a/b': a prerendered page's key; the build writes it to dist/<key>.html. */
export function prerenderKey(urlPath: string): string {
  return urlPath.replace(/^\/+|\/+$/g, '');
}

/** On the <style> with Chakra's global stylesheet, which the build inlines in every page. */
export const GLOBAL_CSS_ATTRIBUTE = 'data-chakra-global';

export function hasStaticGlobalCss(doc: Document): boolean {
  return doc.querySelector(`style[${GLOBAL_CSS_ATTRIBUTE}]`) !== null;
}

/**
 * Sets the theme class before the first paint (index.html runs it inline; the server allows it by
 * its hash in the Content-Security-Policy). Must match src/theme/color-mode.ts.
 */
export const THEME_BOOT_SCRIPT =
  "try{var d=document.documentElement,m=localStorage.getItem('theme')==='dark'?'dark':'light';d.classList.add(m);d.style.colorScheme=m}catch(e){}";

/** On prerendered pages, the app's entry script (which the build no longer links, see below). */
export const APP_ENTRY_META = 'app-entry';

/**
 * On prerendered pages: loads the app's entry script after the first paint, so nothing but the
 * page itself is fetched before it is on screen (the server allows it by its hash, like the theme
 * script). The shell (index.html) links its entry script as usual.
 */
export const APP_BOOT_SCRIPT = `requestAnimationFrame(function(){setTimeout(function(){var m=document.querySelector('meta[name="${APP_ENTRY_META}"]'),s=document.createElement('script');s.type='module';s.src=m.content;document.head.appendChild(s)},0)})`;
