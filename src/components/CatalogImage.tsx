import { Image } from '@chakra-ui/react';

/** Catalogue images are 300x200 (spec 9). */
export const CATALOG_IMAGE = { width: 300, height: 200 } as const;

export interface CatalogImageProps {
  src: string;
  alt: string;
  /** The page's main image loads first; card images wait until they are near the screen. */
  priority?: boolean;
  /** How wide the image shows, for the browser's choice (`sizes`). */
  sizes?: string;
}

/**
 * A car or yacht image: its width and height are set, so the page does not jump when it loads,
 * and it scales to its container keeping the 3:2 shape.
 */
export function CatalogImage({ src, alt, priority = false, sizes = '(min-width: 960px) 300px, 100vw' }: CatalogImageProps) {
  return (
    <Image
      src={src}
      alt={alt}
      htmlWidth={CATALOG_IMAGE.width}
      htmlHeight={CATALOG_IMAGE.height}
      sizes={sizes}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding="async"
      w="full"
      h="auto"
      aspectRatio="3 / 2"
      objectFit="cover"
      bg="bg.muted"
      borderRadius="xl"
    />
  );
}
