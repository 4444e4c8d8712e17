import { toStoredImages } from './stored-images.ts';

/** The side of an avatar, in pixels: twice the largest the app shows (the header's), for sharp screens. */
export const AVATAR_SIZE = 256;

/** The address users.avatar holds for a stored avatar, served by server/plugins/avatars.ts. */
export const avatarPath = (id: string) => `/avatars/${id}.webp`;

/** An avatar as it is stored (services/stored-images.ts): cropped square on its centre, 256 px WebP. */
export async function toAvatar(bytes: Buffer): Promise<Buffer> {
  const { avatar } = await toStoredImages(bytes, { avatar: { width: AVATAR_SIZE, height: AVATAR_SIZE, fit: 'cover' } });
  return avatar;
}

/** The box a supplier's avatar (its logo) fits in, in pixels: twice the 120x60 the app shows at most, for sharp screens. */
export const SUPPLIER_AVATAR_SIZE = { width: 240, height: 120 } as const;

/** The address suppliers.avatar holds for a stored avatar, served by server/plugins/avatars.ts. */
export const supplierAvatarPath = (id: string) => `/supplier-avatars/${id}.webp`;

/** A supplier's avatar as it is stored: fitted whole inside SUPPLIER_AVATAR_SIZE, WebP, without its metadata. */
export async function toSupplierAvatar(bytes: Buffer): Promise<Buffer> {
  const { avatar } = await toStoredImages(bytes, { avatar: { ...SUPPLIER_AVATAR_SIZE, fit: 'inside' } });
  return avatar;
}
