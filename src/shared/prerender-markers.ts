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
 * src/features/study/font-size.tsx (localStorage 'study-font-size'). It also writes into <head> the
 * stylesheet that hides changed sections (localStorage 'hidden-sections', src/lib/content/hidden-sections.ts;
 * a literal here: an import would keep that constant in the entry chunk, on the sign-in path), so the
 * build's old text is never painted.
 */
export const THEME_BOOT_SCRIPT =
  "try{var d=document.documentElement,m=localStorage.getItem('theme');if(m!=='dark'&&m!=='light')m=matchMedia('(prefers-color-scheme: dark)').matches?'dark':'light';d.classList.add(m);d.style.colorScheme=m;var f=localStorage.getItem('study-font-size');if(f==='grande'||f==='muy-grande')d.setAttribute('" + STUDY_FONT_ATTRIBUTE + "',f);document.write(localStorage.getItem('hidden-sections')||'')}catch(e){}";

/** On prerendered pages, the app's entry script (which the build no longer links, see below). */
export const APP_ENTRY_META = 'app-entry';

/** On that meta: the modules the page's route loads besides the app's code (an exam screen's questions), space-separated. */
export const APP_PRELOAD_ATTRIBUTE = 'data-preload';

/** On window, set by APP_BOOT_SCRIPT: hands over the taps held until the app took over (TAP_HOLD_SCRIPT). */
export const HELD_TAPS_GLOBAL = '__heldTaps';

/**
 * Part of APP_BOOT_SCRIPT: a prerendered page takes taps before the app has adopted it. A tap on a
 * link is left to the browser (a real <a href>: it navigates). Any other tap (a button, a label) and
 * a form's submission are held: cancelled before anything on the page sees them (the browser would
 * post the sign-in form itself, React's own listener would find markup it has not adopted yet) and
 * kept in order, for the app to replay once it has adopted the page (src/start.tsx calls
 * window[HELD_TAPS_GLOBAL](), which stops holding, returns them, each with the `checked` it left, and
 * leaves null in its place). A checkbox or an option shows
 * its tap at once (the browser ticks it) and is held all the same. Typing is never held: the fields
 * keep what was typed and the forms adopt it (src/lib/hooks/use-hydrated.tsx). And whatever happens, the
 * browser never sends a form itself (the password would go to the server in a plain POST): every
 * form of the app sends its own request, so a submission no handler took is cancelled.
 */
const TAP_HOLD_SCRIPT = `var q=[];function hold(e){var r=d.getElementById('root'),t=e.target;if(!r||!(t instanceof Element)||!r.contains(t)||(e.type==='click'&&t.closest('a[href]')))return;if(!t.matches('input[type=checkbox],input[type=radio]'))e.preventDefault();e.stopImmediatePropagation();q.push([t,t.checked])}addEventListener('click',hold,true);addEventListener('submit',hold,true);addEventListener('submit',function(e){e.defaultPrevented||e.preventDefault()});self.${HELD_TAPS_GLOBAL}=function(){removeEventListener('click',hold,true);removeEventListener('submit',hold,true);self.${HELD_TAPS_GLOBAL}=null;return q.splice(0)};`;

/**
 * On prerendered pages: holds taps until the app takes over (TAP_HOLD_SCRIPT), and adds the web app
 * manifest, the app's entry script and a modulepreload link
 * for each APP_PRELOAD_ATTRIBUTE module once the page is on screen (its first contentful paint is
 * reported; without paint timing, at the load event), so nothing but the page itself is fetched
 * before it shows, and what its route needs comes with the app's code rather than after it. A tab
 * opened in the background starts the app when it is first shown. The server allows the script by its
 * hash, like the theme script. The shell (index.html) links the manifest and the entry as usual.
 */
export const APP_BOOT_SCRIPT = `(function(){var d=document;${TAP_HOLD_SCRIPT}function link(r,h){var l=d.createElement('link');l.rel=r;l.href=h;d.head.append(l)}function start(){var e=d.querySelector('meta[name="${APP_ENTRY_META}"]'),s=d.createElement('script'),p=e.getAttribute('${APP_PRELOAD_ATTRIBUTE}');link('manifest','/manifest.webmanifest');s.type='module';s.src=e.content;d.head.append(s);if(p)p.split(' ').forEach(function(h){link('modulepreload',h)})}if((self.PerformanceObserver&&PerformanceObserver.supportedEntryTypes||[]).indexOf('paint')<0){addEventListener('load',start);return}var o=new PerformanceObserver(function(list){if(list.getEntriesByName('first-contentful-paint').length){o.disconnect();start()}});o.observe({type:'paint',buffered:true})})()`;

/**
 * On a hidden element inside a prerendered page's own content (src/lib/hooks/use-hydrated.tsx): the
 * page is adopted only once React has hydrated that element, not at the root's first commit.
 */
export const PAGE_CONTENT_ATTRIBUTE = 'data-page-content';
