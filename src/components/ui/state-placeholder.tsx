/**
 * A neutral stand-in where the student's own state goes (a count, a clock, a last result) until the
 * app has read it from the device or the server (issue 50 §2): a prerendered page, or one whose data
 * is still on its way, shows a grey bar there, never a fresh '0' or '30:00' that may be false. The
 * region holding it says it is busy (aria-busy) and names 'Cargando…' to screen readers.
 */
import { Box, type BoxProps } from '@chakra-ui/react';

/** The grey bar itself, unseen by screen readers (its region carries `busyProps`). */
export function StatePlaceholder({ width = '3ch', height = '1em', ...props }: { width?: BoxProps['width']; height?: BoxProps['height'] } & BoxProps) {
  return (
    <Box
      as="span"
      aria-hidden
      data-state-placeholder=""
      display="inline-block"
      verticalAlign="middle"
      width={width}
      height={height}
      maxWidth="full"
      rounded="sm"
      bg="bg.emphasized"
      {...props}
    />
  );
}

/** Said to screen readers inside a busy region, in place of the state that is not known yet. */
export function LoadingText() {
  return (
    <Box as="span" srOnly>
      Cargando…
    </Box>
  );
}

/** What a region holding placeholders declares: busy until its state is known. */
export function busyProps(busy: boolean): { 'aria-busy'?: true } {
  return busy ? { 'aria-busy': true } : {};
}
