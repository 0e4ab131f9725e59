/**
 * What the search index holds and how a query meets it, shared by the build that makes the index
 * (build-search-index.ts, through scripts/vite/search-index.ts) and the page that loads it
 * (search-page.tsx): MiniSearch needs the same options on both sides.
 */
import type { Options, SearchOptions } from 'minisearch';

/** The index, written by the build at the site's root and precached by the service worker. */
export const SEARCH_INDEX_FILE = 'search-index.json';
export const SEARCH_INDEX_URL = `/${SEARCH_INDEX_FILE}`;

/** One section of a study page (or a page's introduction, `anchor` empty). */
export interface SearchDocument {
  /** 'material/geografia#regiones'. */
  id: string;
  /** The page, relative to the course root. */
  path: string;
  /** The section's block id; empty for the page's introduction. */
  anchor: string;
  /** The section's title (the page's title for its introduction). */
  title: string;
  /** The section's words, for matching and for the result's snippet. */
  text: string;
}

/** Spanish words too common to search by: a query of 'el lago' searches 'lago'. */
const STOP_WORDS = new Set([
  'a', 'al', 'con', 'de', 'del', 'e', 'el', 'en', 'es', 'la', 'las', 'lo', 'los', 'o', 'para', 'por', 'que', 'se', 'su', 'sus', 'u', 'un', 'una', 'y',
]);

/** 'Perú' → 'peru', 'TITICACA' → 'titicaca': accents, 'ñ'/'n' and case do not matter. */
export function normalizeText(text: string): string {
  return text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase();
}

/** A word as the index keeps it: normalized, or dropped when it is a stop word. */
export function processTerm(term: string): string | null {
  const normalized = normalizeText(term);
  return STOP_WORDS.has(normalized) ? null : normalized;
}

/** How text is cut into words (MiniSearch's default: spaces and punctuation). */
export const WORD_SEPARATOR = /[\n\r\p{Z}\p{P}]+/u;

export const INDEX_OPTIONS: Options<SearchDocument> = {
  fields: ['title', 'text'],
  storeFields: ['path', 'anchor', 'title', 'text'],
  tokenize: (text) => text.split(WORD_SEPARATOR),
  processTerm,
};

/**
 * Every word must be found (in any order); the last word may be the start of one ('titi'), and from
 * five letters on a word may have a typo. A section's title weighs more than its text.
 */
export const QUERY_OPTIONS: SearchOptions = {
  combineWith: 'AND',
  prefix: (term, index, terms) => index === terms.length - 1 && term.length >= 3,
  fuzzy: (term) => (term.length >= 5 ? 0.2 : false),
  boost: { title: 2 },
};
