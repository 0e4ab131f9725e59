/**
 * 'Tamaño del texto' of the study pages: three steps, remembered on the device (lib/storage/local-store.ts).
 * The choice is an attribute on <html> (STUDY_FONT_ATTRIBUTE), which the inline boot script sets
 * before the first paint (src/shared/prerender-markers.ts): a prerendered page is drawn at the
 * student's size from the start, and a change is one attribute, restyled by the browser at once.
 * The study article scales the app's font-size tokens (theme/drawn-tokens.ts) within itself, so the header, the sidebar and
 * the spacing stay as they are and only the reading grows.
 */
import { Box, Button, Text } from '@chakra-ui/react';
import { tokens } from '../../theme/drawn-tokens';
import { useSyncExternalStore } from 'react';
import { localStore, type StudyFontSize } from '../../lib/storage/local-store';
import { STUDY_FONT_ATTRIBUTE } from '../../shared/prerender-markers';

const STEPS: readonly { size: StudyFontSize; label: string; scale: number }[] = [
  { size: 'normal', label: 'Normal', scale: 1 },
  { size: 'grande', label: 'Grande', scale: 1.15 },
  { size: 'muy-grande', label: 'Muy grande', scale: 1.3 },
];

const listeners = new Set<() => void>();

function currentSize(): StudyFontSize {
  const value = document.documentElement.getAttribute(STUDY_FONT_ATTRIBUTE);
  return value === 'grande' || value === 'muy-grande' ? value : 'normal';
}

function setStudyFontSize(size: StudyFontSize): void {
  localStore.setStudyFontSize(size);
  if (size === 'normal') document.documentElement.removeAttribute(STUDY_FONT_ATTRIBUTE);
  else document.documentElement.setAttribute(STUDY_FONT_ATTRIBUTE, size);
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The article's styles: every font-size token scaled by the chosen step, the article's own text at
 * 'md' so plain paragraphs follow, and headings' fixed line heights loosened when scaled.
 */
export const STUDY_FONT_CSS = {
  '--study-font-scale': '1',
  ...Object.fromEntries(Object.entries(tokens.fontSizes ?? {}).map(([token, { value }]) => [`--chakra-font-sizes-${token}`, `calc(${value} * var(--study-font-scale))`])),
  fontSize: 'md',
  ...Object.fromEntries(
    STEPS.filter((step) => step.scale !== 1).map((step) => [
      `html[${STUDY_FONT_ATTRIBUTE}="${step.size}"] &`,
      { '--study-font-scale': String(step.scale), '& :is(h1, h2, h3)': { lineHeight: '1.25' } },
    ]),
  ),
} as const;

/** Three buttons, the chosen one pressed. The prerendered page shows 'Normal' until the app knows. */
export function StudyFontSizeControl() {
  const size = useSyncExternalStore(subscribe, currentSize, () => 'normal' as const);
  return (
    <Box role="group" aria-labelledby="tamano-texto" display="flex" alignItems="center" justifyContent="flex-end" gap="2" flexWrap="wrap" fontSize="sm">
      <Text as="span" id="tamano-texto" color="fg.muted">
        Tamaño del texto
      </Text>
      <Box display="flex" borderWidth="1px" rounded="md" overflow="hidden">
        {STEPS.map((step) => (
          <Button
            key={step.size}
            size="xs"
            rounded="none"
            variant={size === step.size ? 'solid' : 'ghost'}
            aria-pressed={size === step.size}
            onClick={() => setStudyFontSize(step.size)}
          >
            {step.label}
          </Button>
        ))}
      </Box>
    </Box>
  );
}
