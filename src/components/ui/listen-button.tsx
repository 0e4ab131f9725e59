/**
 * 'Escuchar' / 'Detener': reads a section or a question aloud with the device's Spanish voice
 * (src/lib/browser/read-aloud.ts). Absent where the browser has no Spanish voice, and in prerendered HTML
 * until the app knows. Leaving the screen stops its reading.
 */
import { Button, type ButtonProps } from '@chakra-ui/react';
import { Square, Volume2 } from 'lucide-react';
import { useEffect, useId } from 'react';
import { readingKey, stopReading, useReadAloud } from '../../lib/browser/read-aloud';

export function ListenButton({ text, about, ...props }: Omit<ButtonProps, 'onClick' | 'children'> & {
  /** What to read, made when the student taps (a section's text is only needed then). */
  text: () => string;
  /** What is read, for screen readers: 'Escuchar: {about}'. */
  about: string;
}) {
  const key = useId();
  const { available, speaking, start, stop } = useReadAloud(key);
  useEffect(
    () => () => {
      if (readingKey() === key) stopReading();
    },
    [key],
  );
  if (!available) return null;
  return (
    <Button size="xs" variant="outline" flexShrink={0} aria-label={`${speaking ? 'Detener' : 'Escuchar'}: ${about}`} onClick={() => (speaking ? stop() : start(text()))} {...props}>
      {speaking ? <Square aria-hidden /> : <Volume2 aria-hidden />}
      {speaking ? 'Detener' : 'Escuchar'}
    </Button>
  );
}
