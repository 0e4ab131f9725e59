/**
 * Which of Chakra's default tokens the app can draw (issue 33): building Chakra's system costs time in
 * proportion to its tokens (every token becomes a CSS variable at start-up) times its conditions, and
 * the app names a fraction of them. The list is found, never written by hand: every token named
 * anywhere a style can come from (the app's sources; the recipes of Chakra's the app takes up, its
 * global styles and compositions, as its theme exports them) is kept, with every token those
 * reference, so the list errs on keeping.
 *
 * `npm run tokens` writes src/theme/drawn-tokens.ts (those tokens' definitions, taken from Chakra's
 * tables, so the bundle carries only them); test/theme/drawn-tokens.test.ts fails when the file is
 * not what this script writes now (a token newly named in the sources, a Chakra update). A value
 * computed at run time (a palette chosen by a variable) is caught by the journeys instead: the app reports any declaration the browser cannot read
 * (src/theme/emotion-cache.ts), and every journey fails on one.
 */
import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createSystem, defaultBaseConfig } from '@chakra-ui/react';
import {
  animationStyles,
  breakpoints,
  semanticTokens as chakraSemanticTokens,
  globalCss,
  layerStyles,
  recipes,
  slotRecipes,
  textStyles,
  tokens as chakraTokens,
} from '@chakra-ui/react/theme';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const DRAWN_TOKENS_FILE = path.join(ROOT, 'src/theme/drawn-tokens.ts');

/** The files under a folder, at any depth, that `keep` accepts (Node's own recursive listing). */
function filesUnder(dir: string, keep: (file: string) => boolean): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((name) => path.join(dir, name))
    .filter((file) => keep(file) && statSync(file).isFile());
}

/** The app's style sources (its study material excepted). */
function appSources(): string[] {
  // Not the file this script writes: its tables would name every token they hold.
  return filesUnder(path.join(ROOT, 'src'), (file) => /\.(ts|tsx)$/.test(file) && !file.includes(`${path.sep}content${path.sep}`) && file !== DRAWN_TOKENS_FILE);
}

/**
 * The recipes and slot recipes of Chakra's theme the app's sources name (`buttonRecipe`,
 * `dialogSlotRecipe`: src/theme/system.ts and src/components/chakra/ take them up one by one; a
 * component given no recipe is drawn unstyled, so the recipes of the others draw nothing). Read with
 * Chakra's global styles and compositions; not its token tables: a token defined is not a token drawn.
 */
export function drawnRecipes(sources = appSources().map((file) => readFileSync(file, 'utf8')).join('\n')) {
  const named = <T,>(table: Record<string, T>, suffix: string) => Object.fromEntries(Object.entries(table).filter(([key]) => new RegExp(`\\b${key}${suffix}\\b`).test(sources)));
  return { recipes: named(recipes, 'Recipe'), slotRecipes: named(slotRecipes, 'SlotRecipe') };
}

/** The code of Chakra's components, as the package ships it (its `components` folder beside its entry). */
function chakraComponentCode(): string[] {
  const components = path.join(path.dirname(fileURLToPath(import.meta.resolve('@chakra-ui/react'))), 'components');
  return filesUnder(components, (file) => file.endsWith('.js')).map((file) => readFileSync(file, 'utf8'));
}

/** Every word a style could be: string literals split at spaces, commas and brackets; numbers; `{category.token}` references; CSS variables. */
function wordsIn(text: string): Set<string> {
  const words = new Set<string>();
  for (const match of text.matchAll(/(["'`])((?:\\.|(?!\1)[^\\\n])*)\1/g)) {
    for (const word of match[2].split(/[\s,()]+/)) if (word) words.add(word.replace(/^!/, '').replace(/!$/, ''));
  }
  for (const match of text.matchAll(/(?<![\w.$])-?\d+(?:\.\d+)?(?![\w])/g)) words.add(match[0]);
  for (const match of text.matchAll(/\{([a-zA-Z]+\.[\w./-]+)\}/g)) words.add(`{${match[1]}}`);
  for (const match of text.matchAll(/--chakra-([\w-]+)/g)) words.add(`--chakra-${match[1]}`);
  return words;
}

type Token = { name: string; category: string; path: string; variable: string; references: Set<string> };
type ChakraToken = {
  name: string;
  originalValue: unknown;
  extensions: { category: string; isVirtual?: boolean; isNegative?: boolean; conditions?: unknown; cssVar?: { var: string } };
};

/** The full default system's tokens, by name ('colors.fg.muted'), with the tokens their values refer to (light and dark). */
function allTokens(): Map<string, Token> {
  const system = createSystem(defaultBaseConfig, { theme: { breakpoints, tokens: chakraTokens, semanticTokens: chakraSemanticTokens } });
  const byName = new Map<string, Token>();
  for (const token of system.tokens.allTokens as unknown as ChakraToken[]) {
    const { category, isVirtual, isNegative, conditions, cssVar } = token.extensions;
    if (isVirtual || isNegative) continue;
    const entry = byName.get(token.name) ?? { name: token.name, category, path: token.name.slice(category.length + 1), variable: cssVar?.var ?? '', references: new Set<string>() };
    for (const match of JSON.stringify([token.originalValue, conditions ?? null]).matchAll(/\{([a-zA-Z]+\.[\w./-]+?)\}/g)) entry.references.add(match[1].replace(/\/\d+$/, ''));
    byName.set(token.name, entry);
  }
  return byName;
}

/** The palettes: colour families with a `solid` semantic token (gray, red…). */
function palettesOf(tokens: Map<string, Token>): string[] {
  return [...tokens.values()].filter((t) => t.category === 'colors' && t.path.endsWith('.solid')).map((t) => t.path.slice(0, -'.solid'.length));
}

let scanned: { words: Set<string>; conditions: Set<string> } | undefined;

/** The words of every style source (the app's, Chakra's), and the conditions they name (`_hover`, `_dark`…), read once. */
function scan() {
  if (scanned) return scanned;
  scanned = { words: new Set<string>(), conditions: new Set<string>() };
  const sources = appSources().map((file) => readFileSync(file, 'utf8'));
  const chakraStyles = JSON.stringify({ ...drawnRecipes(sources.join('\n')), globalCss, textStyles, layerStyles, animationStyles });
  for (const text of [...sources, chakraStyles]) {
    for (const word of wordsIn(text)) scanned.words.add(word);
    for (const match of text.matchAll(/\b_([a-zA-Z][a-zA-Z0-9]*)\b/g)) scanned.conditions.add(match[1]);
  }
  // The styles Chakra's components write in their own code, outside any recipe (AbsoluteCenter's
  // `_rtl`, which Chakra's Loader, a busy button's spinner, draws): object keys that name a condition.
  for (const text of chakraComponentCode()) for (const match of text.matchAll(/\b_([a-zA-Z][a-zA-Z0-9]*)\s*:/g)) scanned.conditions.add(match[1]);
  return scanned;
}

/**
 * The conditions of Chakra's base config the app can draw (of about 100): each one is looked through
 * for every token at start-up. Light and dark always (the semantic tokens are written in them).
 */
export function drawnConditions(): Record<string, string> {
  const { conditions } = scan();
  const all = (defaultBaseConfig.conditions ?? {}) as Record<string, string>;
  return Object.fromEntries(Object.entries(all).filter(([name]) => conditions.has(name) || name === 'light' || name === 'dark'));
}

/** The tokens the app can draw, closed over the tokens they reference; sorted names ('colors.fg.muted'). */
export function drawnTokens(): string[] {
  const tokens = allTokens();
  const { words } = scan();
  const palettes = palettesOf(tokens).filter((palette) => words.has(palette));
  // 'red.500/50': a colour with an opacity.
  const opacities = new Set([...words].filter((word) => /\/\d+$/.test(word)).map((word) => word.replace(/\/\d+$/, '')));
  const byVariable = new Map([...tokens.values()].map((t) => [t.variable, t.name]));
  const kept = new Set<string>();
  for (const token of tokens.values()) {
    // Named by its path in its category's props ('fg.muted', '4', 'l2'), with an opacity ('red.500/50'), by reference or by variable.
    const named = [token.path, token.name, `{${token.name}}`].some((name) => words.has(name) || opacities.has(name));
    if (named) kept.add(token.name);
    // A palette the app uses, through colorPalette: its tokens named as 'colorPalette.<name>'.
    const [palette, ...rest] = token.path.split('.');
    const viaPalette = `colorPalette.${rest.join('.')}`;
    if (token.category === 'colors' && palettes.includes(palette) && rest.length && [viaPalette, `colors.${viaPalette}`, `{colors.${viaPalette}}`].some((name) => words.has(name) || opacities.has(name))) kept.add(token.name);
  }
  for (const word of words) if (word.startsWith('--chakra-') && byVariable.has(word)) kept.add(byVariable.get(word)!);
  // What the kept tokens refer to ('{colors.red.600}', in light and dark), until nothing new comes.
  const queue = [...kept];
  while (queue.length) {
    for (const name of tokens.get(queue.pop()!)?.references ?? []) {
      if (tokens.has(name) && !kept.has(name)) {
        kept.add(name);
        queue.push(name);
      }
    }
  }
  return [...kept].sort();
}

type Tree = { [key: string]: Tree | unknown };

/** A token table with only the kept tokens (a leaf is an object with a `value`; `DEFAULT` is the group's own name). */
function prune(tree: Tree, prefix: string, kept: Set<string>): Tree {
  const out: Tree = {};
  for (const [key, node] of Object.entries(tree)) {
    const name = key === 'DEFAULT' ? prefix : `${prefix}.${key}`;
    if (node && typeof node === 'object' && 'value' in node) {
      if (kept.has(name)) out[key] = node;
    } else if (node && typeof node === 'object') {
      const inner = prune(node as Tree, name, kept);
      if (Object.keys(inner).length) out[key] = inner;
    }
  }
  return out;
}

/** The module src/theme/system.ts builds its system from. */
export function drawnTokensModule(): string {
  const kept = new Set(drawnTokens());
  const table = (tree: Tree) => JSON.stringify(Object.fromEntries(Object.entries(tree).map(([category, t]) => [category, prune(t as Tree, category, kept)]).filter(([, t]) => Object.keys(t as Tree).length)), null, 1);
  return [
    '// Written by `npm run tokens` (scripts/theme/drawn-tokens.ts): the conditions of Chakra\'s base config',
    '// and the tokens of its default theme that the app draws (with those they reference). It buys /login\'s',
    '// JavaScript within 170 KB and a shorter createSystem() (BENCHMARKS.md, issue 53). Not edited by hand;',
    '// a test fails when it is stale.',
    "import { defineConditions, defineSemanticTokens, defineTokens } from '@chakra-ui/react';",
    '',
    `export const conditions = defineConditions(${JSON.stringify(drawnConditions(), null, 1)});`,
    '',
    `export const tokens = defineTokens(${table(chakraTokens as Tree)});`,
    '',
    `export const semanticTokens = defineSemanticTokens(${table(chakraSemanticTokens as Tree)});`,
    '',
  ].join('\n');
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  writeFileSync(DRAWN_TOKENS_FILE, drawnTokensModule());
  const conditionCount = Object.keys(drawnConditions()).length;
  console.log(`${drawnTokens().length} tokens drawn of ${allTokens().size}, ${conditionCount} conditions: ${path.relative(ROOT, DRAWN_TOKENS_FILE)}`);
}
