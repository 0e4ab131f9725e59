/** The academy's logo (a shipped SVG), with a lighter frame in dark mode. */
import { Box, Image } from '@chakra-ui/react';

export function Logo({ size = 10 }: { size?: number }) {
  return (
    <Box rounded="xl" bg={{ _dark: 'whiteAlpha.200' }} padding={{ _dark: '0.5' }} flexShrink={0}>
      <Image src="/logo.svg" alt="Naturalización Perú" width={size} height={size} />
    </Box>
  );
}
