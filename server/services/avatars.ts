import sharp from 'sharp';
import { AppError } from '../errors.ts';

/** The side of an avatar, in pixels: twice the largest the app shows (the header's), for sharp screens. */
export const AVATAR_SIZE = 256;

/** Far beyond any photo a phone takes (about 50 megapixels), far below what could exhaust the server's memory. */
const MAX_INPUT_PIXELS = 60_000_000;

/** The address users.avatar holds for a stored picture, served by server/plugins/avatars.ts. */
export const avatarPath = (id: string) => `/avatars/${id}.webp`;

const notAPicture = () => new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', 'The image could not be read: send a JPEG, PNG or WebP picture.');

/**
 * A picture as it is stored: decoded (its first frame), turned upright per its EXIF orientation, cropped square on
 * its centre, 256 px WebP, with no metadata left (no GPS position, camera or name from the original). Re-encoding
 * also means what is served is never the uploaded bytes. A file that says it is an image but does not decode: 415.
 */
export async function toAvatar(bytes: Buffer): Promise<Buffer> {
  try {
    // failOn 'warning' (sharp's default, advised for untrusted input): a damaged file is refused, not half drawn.
    return await sharp(bytes, { autoOrient: true, failOn: 'warning', limitInputPixels: MAX_INPUT_PIXELS })
      .resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'cover', position: 'centre' })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw notAPicture();
  }
}
