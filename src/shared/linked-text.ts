/**
 * Splits a notice's plain text into text and web links (issue 54 §12), so a screen can render the
 * links as anchors without ever treating the text as HTML. Only http:// and https:// addresses
 * count; a trailing full stop, comma or closing bracket ends the sentence, not the address.
 */
export type TextPart = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

const ADDRESS = /\bhttps?:\/\/[^\s<>"]+/giu;
const TRAILING = /[.,;:!?¡¿)\]}»'"]+$/u;

export function linkedParts(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(ADDRESS)) {
    const start = match.index;
    const address = match[0].replace(TRAILING, '');
    let href: string | null = null;
    try {
      const url = new URL(address);
      if ((url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '') href = url.href;
    } catch {
      href = null;
    }
    if (href === null || address === '') continue;
    if (start > last) parts.push({ kind: 'text', text: text.slice(last, start) });
    parts.push({ kind: 'link', text: address, href });
    last = start + address.length;
  }
  if (last < text.length) parts.push({ kind: 'text', text: text.slice(last) });
  return parts;
}
