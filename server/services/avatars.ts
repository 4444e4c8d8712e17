import { toPhotos } from './photos.ts';

/** The side of an avatar, in pixels: twice the largest the app shows (the header's), for sharp screens. */
export const AVATAR_SIZE = 256;

/** The address users.avatar holds for a stored picture, served by server/plugins/avatars.ts. */
export const avatarPath = (id: string) => `/avatars/${id}.webp`;

/** A picture as it is stored (services/photos.ts): cropped square on its centre, 256 px WebP. */
export async function toAvatar(bytes: Buffer): Promise<Buffer> {
  const { avatar } = await toPhotos(bytes, { avatar: { width: AVATAR_SIZE, height: AVATAR_SIZE, fit: 'cover' } });
  return avatar;
}
