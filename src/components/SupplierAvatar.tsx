import { Image } from '@chakra-ui/react';

/** Suppliers' avatars (their logos, as the screens say) in lists are 60x30 (spec 9). */
export const SUPPLIER_AVATAR = { width: 60, height: 30 } as const;

/**
 * A supplier's avatar at its list size, kept in shape (`contain`) and sized before it loads.
 * `alt` is empty where the supplier's name is written beside it, so it is not read twice.
 */
export function SupplierAvatar({ src, alt = '' }: { src: string; alt?: string }) {
  return (
    <Image
      src={src}
      alt={alt}
      htmlWidth={SUPPLIER_AVATAR.width}
      htmlHeight={SUPPLIER_AVATAR.height}
      w={`${SUPPLIER_AVATAR.width}px`}
      h={`${SUPPLIER_AVATAR.height}px`}
      flexShrink={0}
      objectFit="contain"
      loading="lazy"
      decoding="async"
      data-testid="supplier-avatar"
    />
  );
}
