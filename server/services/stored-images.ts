import sharp from 'sharp';
import { AppError } from '@/server/errors.ts';

/**
 * Images people send (avatars, images of cars and yachts), as they are stored: decoded (the first frame), turned
 * upright per their EXIF orientation, resized, re-encoded as WebP with no metadata left (no GPS position, camera or
 * name from the original). Re-encoding also means what is served is never the uploaded bytes. A file that says it
 * is an image but does not decode: 415.
 */

/** Far beyond any image a phone's camera takes (about 50 megapixels), far below what could exhaust the server's memory. */
const MAX_INPUT_PIXELS = 60_000_000;

export interface ImageSize {
  width: number;
  height: number;
  /** cover: cropped on its centre to exactly this size; inside: scaled down to fit, never up. */
  fit: 'cover' | 'inside';
}

const notAnImage = () => new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', 'The image could not be read: send a JPEG, PNG or WebP file.');

/** The image in each of `sizes`, keyed as they are. */
export async function toStoredImages<K extends string>(bytes: Buffer, sizes: Record<K, ImageSize>): Promise<Record<K, Buffer>> {
  // failOn 'warning' (sharp's default, advised for untrusted input): a damaged file is refused, not half drawn.
  const source = sharp(bytes, { autoOrient: true, failOn: 'warning', limitInputPixels: MAX_INPUT_PIXELS });
  const entries = Object.entries(sizes) as [K, ImageSize][];
  try {
    const encoded = await Promise.all(
      entries.map(([, { width, height, fit }]) =>
        source
          .clone()
          .resize(width, height, { fit, position: 'centre', withoutEnlargement: fit === 'inside' })
          .webp({ quality: 82 })
          .toBuffer(),
      ),
    );
    return Object.fromEntries(entries.map(([key], index) => [key, encoded[index]])) as Record<K, Buffer>;
  } catch {
    throw notAnImage();
  }
}
