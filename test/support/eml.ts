/**
 * Reads an RFC 5322 message as the academy's mailer writes it (RFC 2047 encoded words in headers,
 * multipart/alternative with quoted-printable or base64 parts), enough for tests to check who it is
 * for and to follow its link. Deliberately strict: anything it does not understand throws.
 */

export interface ParsedMessage {
  /** Header names in lower case, values unfolded and decoded. */
  headers: Map<string, string>;
  /** The text/plain part, decoded. */
  text: string;
  /** The text/html part, decoded, when there is one. */
  html?: string;
}

interface Part {
  headers: Map<string, string>;
  body: string;
}

function decodeWords(value: string): string {
  // Whitespace between two encoded words is not part of the text (RFC 2047 §6.2).
  return value
    .replace(/(=\?[^?]+\?[QqBb]\?[^?]*\?=)\s+(?==\?)/g, '$1')
    .replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_, charset: string, encoding: string, text: string) => {
      if (charset.toLowerCase() !== 'utf-8') throw new Error(`unexpected charset ${charset}`);
      const bytes = encoding.toUpperCase() === 'B' ? Buffer.from(text, 'base64') : qpBytes(text.replace(/_/g, ' '));
      return bytes.toString('utf8');
    });
}

function qpBytes(text: string): Buffer {
  const bytes: number[] = [];
  for (let i = 0; i < text.length; i += 1) {
    if (text[i] === '=' && /^[0-9A-F]{2}$/i.test(text.slice(i + 1, i + 3))) {
      bytes.push(parseInt(text.slice(i + 1, i + 3), 16));
      i += 2;
    } else bytes.push(...Buffer.from(text[i], 'utf8'));
  }
  return Buffer.from(bytes);
}

function splitPart(raw: string): Part {
  const text = raw.replace(/\r\n/g, '\n');
  const end = text.indexOf('\n\n');
  if (end < 0) throw new Error('no blank line between the headers and the body');
  const headers = new Map<string, string>();
  const unfolded = text.slice(0, end).replace(/\n[ \t]+/g, ' ');
  for (const line of unfolded.split('\n')) {
    const colon = line.indexOf(':');
    if (colon <= 0) throw new Error(`not a header line: ${line}`);
    headers.set(line.slice(0, colon).trim().toLowerCase(), decodeWords(line.slice(colon + 1).trim()));
  }
  return { headers, body: text.slice(end + 2) };
}

function decodeBody(part: Part): string {
  const encoding = (part.headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  if (encoding === 'quoted-printable') return qpBytes(part.body.replace(/=\n/g, '')).toString('utf8');
  if (encoding === 'base64') return Buffer.from(part.body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === '7bit' || encoding === '8bit') return part.body;
  throw new Error(`unexpected transfer encoding ${encoding}`);
}

function leaves(part: Part): Part[] {
  const type = part.headers.get('content-type') ?? 'text/plain';
  if (!/^multipart\//i.test(type)) return [part];
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (!boundary) throw new Error('multipart without a boundary');
  const sections = part.body.split(`--${boundary}`);
  // sections[0] is the preamble; the last one starts with '--' (the closing delimiter).
  return sections
    .slice(1)
    .filter((section) => !section.startsWith('--'))
    .flatMap((section) => leaves(splitPart(section.replace(/^\n/, '').replace(/\n$/, ''))));
}

export function parseMessage(raw: string): ParsedMessage {
  const top = splitPart(raw);
  for (const name of ['from', 'to', 'subject', 'date', 'message-id']) {
    if (!top.headers.get(name)) throw new Error(`the message has no ${name} header`);
  }
  const parts = leaves(top);
  const plain = parts.find((part) => /^text\/plain/i.test(part.headers.get('content-type') ?? 'text/plain'));
  if (!plain) throw new Error('the message has no text/plain part');
  const html = parts.find((part) => /^text\/html/i.test(part.headers.get('content-type') ?? ''));
  return { headers: top.headers, text: decodeBody(plain), html: html && decodeBody(html) };
}

/** The password link in a message's text (the first one). */
export function linkIn(text: string): URL {
  const match = /https?:\/\/\S+\/reset-password\?token=[\w-]+/.exec(text);
  if (!match) throw new Error(`no password link in:\n${text}`);
  return new URL(match[0]);
}
