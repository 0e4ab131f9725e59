/**
 * Emotion's style cache for the app and the build's prerender, without stylis' vendor prefixer.
 * Every browser the app supports (evergreen Chrome, Firefox, Safari 15.4+) reads standard CSS; the
 * prefixer roughly doubled the CSS each page carries (-webkit-box, -ms-flex, -moz-keyframes…) and
 * the work of writing it. Safari still wants `-webkit-` on the declarations listed here.
 */
import createCache, { type EmotionCache, type StylisPlugin } from '@emotion/cache';

const WEBKIT_ONLY = /^(user-select|backdrop-filter|text-size-adjust|box-decoration-break):/;

/** Adds the `-webkit-` copy of the few declarations Safari still reads only prefixed. */
export const safariPrefixes: StylisPlugin = (element) => {
  if (element.type === 'decl' && !element.return && WEBKIT_ONLY.test(element.value)) {
    element.return = `-webkit-${element.value}${element.value}`;
  }
};

export function createStyleCache(): EmotionCache {
  return createCache({ key: 'css', stylisPlugins: [safariPrefixes] });
}
