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
