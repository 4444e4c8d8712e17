/** Identity images (a driver's licence): what the server stores and the booking screen lets a driver choose. */

/** The largest image taken: 5 MB. */
export const DOCUMENT_MAX_BYTES = 5 * 1024 * 1024;

/** The image types taken, known by their first bytes (imageTypeOfBytes) whatever type a file claims. */
export const documentImageTypes = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type DocumentImageType = (typeof documentImageTypes)[number];

/** How many first bytes of a file tell its image type. */
export const IMAGE_SIGNATURE_BYTES = 16;

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));

/** The image type a file's first bytes say (JPEG, PNG, WebP); undefined when they are none of these. */
export function imageTypeOfBytes(bytes: Uint8Array): DocumentImageType | undefined {
  if (bytes.length > 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.length > 8 && PNG_SIGNATURE.every((byte, index) => bytes[index] === byte)) return 'image/png';
  if (bytes.length > 12 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'image/webp';
  return undefined;
}

/**
 * Why a chosen image cannot be sent, before sending it; undefined when it may be. With its first bytes
 * (the first IMAGE_SIGNATURE_BYTES, read by the screen) a file is judged as the server will judge it, not by the type
 * its name gave it.
 */
export function documentFileProblem(file: { size: number; type: string }, firstBytes?: Uint8Array): 'tooLarge' | 'notAnImage' | undefined {
  if (file.size > DOCUMENT_MAX_BYTES) return 'tooLarge';
  if (file.type !== '' && !(documentImageTypes as readonly string[]).includes(file.type)) return 'notAnImage';
  if (firstBytes !== undefined && imageTypeOfBytes(firstBytes) === undefined) return 'notAnImage';
  return undefined;
}
