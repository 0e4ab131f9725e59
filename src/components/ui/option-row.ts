/**
 * The look of an answer option, shared by the exam and Repaso: a bordered row (a `<label>` around
 * its radio or checkbox) that shows the focus ring when its input has focus.
 */
export const OPTION_ROW = {
  display: 'flex',
  gap: '3',
  alignItems: 'center',
  padding: '3',
  rounded: 'lg',
  borderWidth: '2px',
  _focusWithin: { outline: '2px solid', outlineColor: 'colorPalette.focusRing', outlineOffset: '2px' },
} as const;

/** The option's own input: a little larger than the browser's, in the academy's red. */
export const OPTION_INPUT = { width: '1.15rem', height: '1.15rem', accentColor: 'var(--chakra-colors-red-600)', flexShrink: 0 } as const;
