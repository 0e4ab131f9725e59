/** Markers the build writes into prerendered HTML and the server and browser read back. */

/** On #root: the path whose markup the build rendered into it. */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';

/** '/a/b/' → 'a/b': a prerendered page's key; the build writes it to dist/<key>.html. */
export function prerenderKey(urlPath: string): string {
  return urlPath.replace(/^\/+|\/+$/g, '');
}

/**
 * On the <style> with a prerendered page's own Emotion styles, instead of Emotion's `data-emotion`:
 * the value has the same form ("css id1 id2 …"). Emotion would take a `data-emotion` element over by
 * moving it within <head>, once per cache (@emotion/react creates one when it loads, the app
 * another): each move makes the browser drop and re-add the stylesheet and recalculate the style of
 * the whole page. The app's cache reads the ids from this attribute instead (src/theme/emotion-cache.ts).
 */
export const PRERENDERED_CSS_ATTRIBUTE = 'data-prerendered-css';

/** On <html>: the study pages' text size the student chose ('grande', 'muy-grande'; absent: normal). */
export const STUDY_FONT_ATTRIBUTE = 'data-study-font';

/**
 * Sets the theme class, and the study pages' text size, before the first paint (index.html runs it
 * inline; the server allows it by its hash in the Content-Security-Policy), so a prerendered page
 * never shows at another size first. Must match src/theme/color-mode.ts and
 * src/features/study/font-size.tsx (localStorage 'study-font-size').
 */
export const THEME_BOOT_SCRIPT =
  "try{var d=document.documentElement,m=localStorage.getItem('theme');if(m!=='dark'&&m!=='light')m=matchMedia('(prefers-color-scheme: dark)').matches?'dark':'light';d.classList.add(m);d.style.colorScheme=m;var f=localStorage.getItem('study-font-size');if(f==='grande'||f==='muy-grande')d.setAttribute('" + STUDY_FONT_ATTRIBUTE + "',f)}catch(e){}";

/** On prerendered pages, the app's entry script (which the build no longer links, see below). */
export const APP_ENTRY_META = 'app-entry';

/** On that meta: the modules the page's route loads besides the app's code (an exam screen's questions), space-separated. */
export const APP_PRELOAD_ATTRIBUTE = 'data-preload';

/**
 * On prerendered pages: adds the web app manifest, the app's entry script and a modulepreload link
 * for each APP_PRELOAD_ATTRIBUTE module once the page is on screen (its first contentful paint is
 * reported; without paint timing, at the load event), so nothing but the page itself is fetched
 * before it shows, and what its route needs comes with the app's code rather than after it. A tab
 * opened in the background starts the app when it is first shown. The server allows the script by its
 * hash, like the theme script. The shell (index.html) links the manifest and the entry as usual.
 */
export const APP_BOOT_SCRIPT = `(function(){var d=document;function link(r,h){var l=d.createElement('link');l.rel=r;l.href=h;d.head.append(l)}function start(){var e=d.querySelector('meta[name="${APP_ENTRY_META}"]'),s=d.createElement('script'),p=e.getAttribute('${APP_PRELOAD_ATTRIBUTE}');link('manifest','/manifest.webmanifest');s.type='module';s.src=e.content;d.head.append(s);if(p)p.split(' ').forEach(function(h){link('modulepreload',h)})}if((self.PerformanceObserver&&PerformanceObserver.supportedEntryTypes||[]).indexOf('paint')<0){addEventListener('load',start);return}var o=new PerformanceObserver(function(list){if(list.getEntriesByName('first-contentful-paint').length){o.disconnect();start()}});o.observe({type:'paint',buffered:true})})()`;

/**
 * On a hidden element inside a prerendered page's own content (src/lib/hooks/page-content-ready.tsx): the
 * page is adopted only once React has hydrated that element, not at the root's first commit.
 */
export const PAGE_CONTENT_ATTRIBUTE = 'data-page-content';
