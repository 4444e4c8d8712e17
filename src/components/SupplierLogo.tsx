import { Image } from '@chakra-ui/react';

/** Logos in lists are 60x30 (spec 9). */
export const SUPPLIER_LOGO = { width: 60, height: 30 } as const;

/**
 * A supplier's logo at its list size, kept in shape (`contain`) and sized before it loads.
 * `alt` is empty where the supplier's name is written beside it, so it is not read twice.
 */
export function SupplierLogo({ src, alt = '' }: { src: string; alt?: string }) {
  return (
    <Image
      src={src}
      alt={alt}
      htmlWidth={SUPPLIER_LOGO.width}
      htmlHeight={SUPPLIER_LOGO.height}
      w={`${SUPPLIER_LOGO.width}px`}
      h={`${SUPPLIER_LOGO.height}px`}
      flexShrink={0}
      objectFit="contain"
      loading="lazy"
      decoding="async"
      data-testid="supplier-logo"
    />
  );
}
