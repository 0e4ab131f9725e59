/**
 * Emotion's style cache for the app and the build's prerender, without stylis' vendor prefixer.
 * Every browser the app supports (evergreen Chrome, Firefox, Safari 15.4+) reads standard CSS; the
 * prefixer roughly doubled the CSS each page carries (-webkit-box, -ms-flex, -moz-keyframes…) and
 * the work of writing it. Safari still wants `-webkit-` on the declarations listed here.
 */
import type { EmotionCache, StylisPlugin } from '@emotion/cache';
import createEmotion from '@emotion/css/create-instance';
import { PRERENDERED_CSS_ATTRIBUTE } from '../shared/prerender-markers';

const WEBKIT_ONLY = /^(user-select|backdrop-filter|text-size-adjust|box-decoration-break):/;

/** Adds the `-webkit-` copy of the few declarations Safari still reads only prefixed. */
export const safariPrefixes: StylisPlugin = (element) => {
  if (element.type === 'decl' && !element.return && WEBKIT_ONLY.test(element.value)) {
    element.return = `-webkit-${element.value}${element.value}`;
  }
};

/** What a page sets to have its unreadable CSS reported (the journeys do: test/e2e/support/css-check.ts). */
export const CSS_CHECK_FLAG = '__checkCss';
export const UNREADABLE_CSS = 'Unreadable CSS:';

/**
 * Reports, when the page asks for it, CSS the browser cannot read: a token the app's trimmed system
 * lacks (src/theme/drawn-tokens.ts) is written as its raw path (`color: fg.error`, `padding: 4`) and
 * a condition it lacks as a selector (`_hover`), which the browser drops without a word. Properties
 * the browser does not know at all are not its concern.
 */
export const unreadableCss: StylisPlugin = (element) => {
  if (!(globalThis as Record<string, unknown>)[CSS_CHECK_FLAG]) return;
  if (element.type === 'decl' && typeof element.props === 'string' && !element.props.startsWith('--')) {
    const value = String(element.children).replace(/\s*!important$/, '');
    if (CSS.supports(element.props, 'initial') && !CSS.supports(element.props, value)) console.error(UNREADABLE_CSS, element.value);
  } else if (element.type === 'rule' && Array.isArray(element.props)) {
    for (const selector of element.props) if (/(^|[\s>+~(,])_[a-zA-Z]/.test(selector)) console.error(UNREADABLE_CSS, selector);
  }
};

/**
 * In the browser, the styles a prerendered page carries count as inserted (the page's <style> stays
 * where it is: PRERENDERED_CSS_ATTRIBUTE says why), so adopting the page inserts none of them again:
 * Emotion's documented `hydrate(ids)` for styles extracted at build time (its SSR guide), on a cache
 * made by its documented `@emotion/css/create-instance`, which CacheProvider takes like any other.
 */
export function createStyleCache(): EmotionCache {
  const { cache, hydrate } = createEmotion({ key: 'css', stylisPlugins: [safariPrefixes, unreadableCss] });
  if (typeof document !== 'undefined') {
    for (const style of document.querySelectorAll(`style[${PRERENDERED_CSS_ATTRIBUTE}]`)) {
      const [key, ...ids] = style.getAttribute(PRERENDERED_CSS_ATTRIBUTE)!.split(' ');
      if (key === cache.key) hydrate(ids);
    }
  }
  return cache;
}
