/**
 * The academy's logo (the same drawing as public/logo.svg), inline: no image request before the
 * first paint. A lighter frame in dark mode.
 */
import { Box, chakra } from '@chakra-ui/react';

export function Logo({ size = 10 }: { size?: number }) {
  return (
    <Box rounded="xl" bg={{ _dark: 'whiteAlpha.200' }} padding={{ _dark: '0.5' }} flexShrink={0}>
      <chakra.svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" role="img" aria-label="Naturalización Perú" display="block" width={size} height={size}>
        <rect width="64" height="64" rx="14" fill="#b91c1c" />
        <rect x="22" y="0" width="20" height="64" fill="#fff" />
        <path d="M32 14l4 9 10 1-7.5 6.5 2.3 9.8L32 35.3l-8.8 5 2.3-9.8L18 24l10-1z" fill="#b91c1c" />
      </chakra.svg>
    </Box>
  );
}
