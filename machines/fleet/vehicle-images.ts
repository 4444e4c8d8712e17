import { documentFileProblem } from '@/domain/documents';
import { MAX_VEHICLE_IMAGES } from '@/domain/fleet';
import type { Schemas } from '@/openapi/types';

/**
 * The images of the vehicle form (machines/fleet/vehicle-form.machine.ts): those saved, those chosen and not sent yet,
 * each with the spec's upload status. Nothing is sent or removed before the form is saved: one Save, one outcome.
 */

export type VehicleImage = Schemas['VehicleImage'];

/** The spec's upload statuses: Not Uploaded (chosen), Pending (being sent), Success (stored), Failed. */
export type UploadStatus = 'notUploaded' | 'pending' | 'success' | 'failed';

export interface ImageEntry {
  /** Stable within the form: a saved image's id, or `new-<n>` for one chosen. */
  key: string;
  status: UploadStatus;
  /** What to show: the stored thumbnail, or the chosen file's object URL (made by the screen). */
  preview: string;
  /** The chosen file, until it is stored. */
  file?: Blob;
  /** The stored image. */
  image?: VehicleImage;
  /** A saved image the user removed: it goes when the form is saved, and may be restored until then. */
  removed: boolean;
  /** Why its upload failed (too large, not an image, one too many…), until it is tried again. */
  error?: unknown;
}

export interface ChosenImage {
  file: Blob & { name?: string };
  preview: string;
  /** Its first bytes, read by the screen: a file that is no JPEG, PNG or WebP whatever its name says is refused at once. */
  firstBytes?: Uint8Array;
}

/** Why a chosen file was not taken; the screen says it with the file's name. */
export interface RejectedImage {
  name: string;
  problem: 'tooLarge' | 'notAnImage' | 'tooMany';
}

export const savedImages = (images: readonly VehicleImage[]): ImageEntry[] =>
  images.map((image) => ({ key: image._id, status: 'success', preview: image.thumb, image, removed: false }));

/** The images kept: what the vehicle will have once saved. */
export const keptImages = (entries: readonly ImageEntry[]) => entries.filter((entry) => !entry.removed);

/** Adds the files that may be sent, up to the limit; answers the entries and what was refused. */
export function addChosen(entries: readonly ImageEntry[], chosen: readonly ChosenImage[], nextKey: number) {
  const added: ImageEntry[] = [];
  const rejected: RejectedImage[] = [];
  let room = MAX_VEHICLE_IMAGES - keptImages(entries).length;
  for (const { file, preview, firstBytes } of chosen) {
    const name = file.name ?? '';
    const problem = documentFileProblem(file, firstBytes);
    if (problem) rejected.push({ name, problem });
    else if (room <= 0) rejected.push({ name, problem: 'tooMany' });
    else {
      added.push({ key: `new-${nextKey + added.length}`, status: 'notUploaded', preview, file, removed: false });
      room -= 1;
    }
  }
  return { entries: [...entries, ...added], rejected, nextKey: nextKey + added.length };
}

/** A chosen image goes at once; a saved one is marked, to go on saving. */
export const removeImage = (entries: readonly ImageEntry[], key: string): ImageEntry[] =>
  entries.flatMap((entry) => (entry.key !== key ? [entry] : entry.image ? [{ ...entry, removed: true }] : []));

export const restoreImage = (entries: readonly ImageEntry[], key: string): ImageEntry[] =>
  entries.map((entry) => (entry.key === key ? { ...entry, removed: false } : entry));

export const nextToRemove = (entries: readonly ImageEntry[]) => entries.find((entry) => entry.removed && entry.image);
export const nextToUpload = (entries: readonly ImageEntry[]) => entries.find((entry) => entry.status === 'notUploaded' && !entry.removed);
export const failedUploads = (entries: readonly ImageEntry[]) => entries.filter((entry) => entry.status === 'failed');

export const withStatus = (entries: readonly ImageEntry[], key: string, status: UploadStatus, image?: VehicleImage): ImageEntry[] =>
  entries.map((entry) =>
    entry.key !== key ? entry : image ? { key: entry.key, status, preview: entry.preview, image, removed: false } : { ...entry, status },
  );
