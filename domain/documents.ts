/** Identity pictures (a driver's licence): what the server stores and the booking screen lets a driver choose. */

/** The largest picture taken: 5 MB. */
export const DOCUMENT_MAX_BYTES = 5 * 1024 * 1024;

/** The picture types taken; the server checks the file's first bytes, the browser only its declared type. */
export const documentImageTypes = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type DocumentImageType = (typeof documentImageTypes)[number];

/** Why a chosen picture cannot be sent, before sending it; undefined when it may be. */
export function documentFileProblem(file: { size: number; type: string }): 'tooLarge' | 'notAnImage' | undefined {
  if (file.size > DOCUMENT_MAX_BYTES) return 'tooLarge';
  if (file.type !== '' && !(documentImageTypes as readonly string[]).includes(file.type)) return 'notAnImage';
  return undefined;
}
