/** A labelled figure inside a <dl>: the value large, its label under it (dt before dd in the DOM). */
import { Box, type BoxProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export function FigureStat({ label, value, valueSize = '2xl', valueColor, ...props }: { label: string; value: ReactNode; valueSize?: string; valueColor?: string } & BoxProps) {
  return (
    <Box display="flex" flexDirection="column-reverse" {...props}>
      <Box as="dt" fontSize="sm" color="fg.muted">
        {label}
      </Box>
      <Box as="dd" fontSize={valueSize} fontWeight="bold" color={valueColor}>
        {value}
      </Box>
    </Box>
  );
}
