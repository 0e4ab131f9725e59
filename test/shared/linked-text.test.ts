/** A notice's links (issue 54 §12): only http/https addresses become links, sentence punctuation stays text. */
import { describe, expect, it } from 'vitest';
import { linkedParts } from '../../src/shared/linked-text';

describe('linkedParts', () => {
  it('finds http and https addresses and leaves the rest as text', () => {
    expect(linkedParts('Clase en vivo: https://meet.example/abc?x=1. Material en http://academia.pe/guia, ¡gracias!')).toEqual([
      { kind: 'text', text: 'Clase en vivo: ' },
      { kind: 'link', text: 'https://meet.example/abc?x=1', href: 'https://meet.example/abc?x=1' },
      { kind: 'text', text: '. Material en ' },
      { kind: 'link', text: 'http://academia.pe/guia', href: 'http://academia.pe/guia' },
      { kind: 'text', text: ', ¡gracias!' },
    ]);
  });

  it('never makes a link of javascript:, data: or markup', () => {
    for (const text of ['javascript:alert(1)', 'data:text/html,<b>x</b>', '<a href="https://x.pe">x</a>', 'ftp://x.pe/a']) {
      const links = linkedParts(text).filter((p) => p.kind === 'link');
      expect(links.every((l) => l.kind === 'link' && /^https?:\/\//.test(l.href) && !l.href.includes('"'))).toBe(true);
    }
    expect(linkedParts('javascript:alert(1)')).toEqual([{ kind: 'text', text: 'javascript:alert(1)' }]);
    expect(linkedParts('(ver https://academia.pe/a)')).toEqual([
      { kind: 'text', text: '(ver ' },
      { kind: 'link', text: 'https://academia.pe/a', href: 'https://academia.pe/a' },
      { kind: 'text', text: ')' },
    ]);
  });
});
