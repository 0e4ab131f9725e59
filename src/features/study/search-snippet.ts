/**
 * A search result's snippet: the stretch of the section's text around its first matching word, cut
 * at words, with every matching word marked (the page shows them in <mark>).
 */
import { normalizeText } from './search-options';

export interface SnippetPart {
  text: string;
  /** A word the query found (compared as the index compares: accents and case aside). */
  match: boolean;
}

/** A word: what the index's tokenizer keeps between spaces and punctuation (search-options.ts). */
const WORD = /[^\n\r\p{Z}\p{P}]+/gu;

/** How much of the text comes before the first match, at most. */
const LEAD = 60;

/**
 * `text` cut to about `length` characters around the first word in `terms` (normalized words, as
 * MiniSearch's `result.terms` gives them), '…' where it was cut, split into marked and plain parts.
 */
export function snippet(text: string, terms: readonly string[], length = 200): SnippetPart[] {
  const wanted = new Set(terms.map(normalizeText));
  const words = [...text.matchAll(WORD)].map((m) => ({ start: m.index, end: m.index + m[0].length, match: wanted.has(normalizeText(m[0])) }));
  const first = words.find((w) => w.match);
  let start = 0;
  if (first && first.start > LEAD) start = words.find((w) => w.start >= first.start - LEAD)?.start ?? first.start;
  let end = text.length;
  if (end - start > length) {
    const last = words.filter((w) => w.end <= start + length).at(-1);
    end = last && last.end > (first?.end ?? start) ? last.end : (first?.end ?? start + length);
  }
  const parts: SnippetPart[] = [];
  const push = (part: string, match: boolean) => {
    if (!part) return;
    const previous = parts.at(-1);
    if (previous && previous.match === match) previous.text += part;
    else parts.push({ text: part, match });
  };
  if (start > 0) push('…', false);
  let at = start;
  for (const word of words) {
    if (!word.match || word.start < start || word.end > end) continue;
    push(text.slice(at, word.start), false);
    push(text.slice(word.start, word.end), true);
    at = word.end;
  }
  push(text.slice(at, end), false);
  if (end < text.length) push('…', false);
  return parts;
}
