/**
 * A notice's text with its web links clickable (issue 54 §12): plain text stays text (React escapes
 * it, so nothing in a notice becomes HTML), http/https addresses open in a new tab without giving
 * the opened page this one (rel noopener noreferrer).
 */
import { Link } from '@chakra-ui/react';
import { linkedParts } from '../shared/linked-text';

export function LinkedText({ text }: { text: string }) {
  return (
    <>
      {linkedParts(text).map((part, i) =>
        part.kind === 'text' ? (
          part.text
        ) : (
          <Link key={i} href={part.href} target="_blank" rel="noopener noreferrer" colorPalette="blue" color="colorPalette.fg" textDecoration="underline" overflowWrap="anywhere">
            {part.text}
          </Link>
        ),
      )}
    </>
  );
}
