/** An image shipped with the app; when it cannot be loaded, a placeholder with its alt text. */
import { Box, Image } from '@chakra-ui/react';
import { useState } from 'react';
import type { Image as ContentImageData } from '../../content/types';

export function ContentImage({ image, aspect }: { image: ContentImageData; aspect?: number }) {
  const [failed, setFailed] = useState(false);
  if (failed) {
    return (
      <Box role="img" aria-label={image.alt} aspectRatio={aspect ?? 4 / 3} bg="bg.muted" color="fg.muted" display="flex" alignItems="center" justifyContent="center" padding="3" textAlign="center" fontSize="sm" rounded="md">
        {image.alt}
      </Box>
    );
  }
  return (
    <Image
      src={image.src}
      alt={image.alt}
      width="full"
      aspectRatio={aspect}
      objectFit="contain"
      loading="lazy"
      decoding="async"
      onError={() => setFailed(true)}
    />
  );
}
