/**
 * The part of Chakra's global stylesheet a prerendered page needs for its first paint.
 *
 * The global stylesheet (reset, base styles, keyframes and ~390 design tokens as CSS variables) is
 * the same on every page and weighs ~4.7 KB of a study page's ~15 KB brotli. A page whose response
 * passes ~14.6 KB needs a second round trip before it can paint: a new TCP connection sends 10
 * segments (10 × 1,460 bytes) in its first round trip, ~150 ms on the slow connection Lighthouse
 * simulates. A page reads only a hundred or so of those variables, so it carries those and the
 * keyframes its own styles name; when the app starts, Chakra inserts the whole stylesheet, as in
 * any page the browser draws itself.
 */

/** A name may hold escaped characters: `--chakra-spacing-0\.5`, `--chakra-sizes-1\/2`. */
const CUSTOM_PROPERTY = /(--(?:[\w-]|\\.)+):([^;{}]*);?/g;
const VAR_REFERENCE = /var\(\s*(--(?:[\w-]|\\.)+)/g;
const KEYFRAMES = /@keyframes ([\w-]+)\{(?:[^{}]*\{[^{}]*\})*[^{}]*\}/g;
const EMPTY_BLOCK = /[^{};]+\{\}/g;

function referencedVariables(text: string): Set<string> {
  return new Set(Array.from(text.matchAll(VAR_REFERENCE), (match) => match[1]));
}

function withoutEmptyBlocks(css: string): string {
  let previous: string;
  do {
    previous = css;
    css = css.replace(EMPTY_BLOCK, '');
  } while (css !== previous);
  return css;
}

/**
 * `globalCss` without what `page` (the page's markup and its own styles) never reads: a CSS
 * variable stays if the page or the rest of the stylesheet refers to it, directly or through
 * another variable, and a keyframes rule if the styles kept name it. Every other rule stays whole.
 */
export function criticalGlobalCss(globalCss: string, page: string): string {
  const definitions = new Map<string, string[]>();
  for (const [, name, value] of globalCss.matchAll(CUSTOM_PROPERTY)) definitions.set(name, [...(definitions.get(name) ?? []), value]);
  const needed = referencedVariables(page + globalCss.replace(CUSTOM_PROPERTY, ''));
  const pending = [...needed];
  while (pending.length > 0) {
    for (const value of definitions.get(pending.pop()!) ?? []) {
      for (const name of referencedVariables(value)) {
        if (!needed.has(name)) {
          needed.add(name);
          pending.push(name);
        }
      }
    }
  }
  const kept = withoutEmptyBlocks(globalCss.replace(CUSTOM_PROPERTY, (declaration, name: string) => (needed.has(name) ? declaration : '')));
  const styles = page + kept.replace(KEYFRAMES, '');
  return withoutEmptyBlocks(kept.replace(KEYFRAMES, (rule, name: string) => (new RegExp(`[\\s:,]${name}[\\s;,}!]`).test(styles) ? rule : '')));
}
