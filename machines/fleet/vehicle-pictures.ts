import { documentFileProblem } from '@/domain/documents';
import { MAX_VEHICLE_PICTURES } from '@/domain/fleet';
import type { Schemas } from '@/openapi/types';

/**
 * The photos of the vehicle form (machines/fleet/vehicle-form.machine.ts): those saved, those chosen and not sent yet,
 * each with the spec's upload status. Nothing is sent or removed before the form is saved: one Save, one outcome.
 */

export type VehiclePicture = Schemas['VehiclePicture'];

/** The spec's upload statuses: Not Uploaded (chosen), Pending (being sent), Success (stored), Failed. */
export type UploadStatus = 'notUploaded' | 'pending' | 'success' | 'failed';

export interface PictureEntry {
  /** Stable within the form: a saved photo's id, or `new-<n>` for one chosen. */
  key: string;
  status: UploadStatus;
  /** What to show: the stored thumbnail, or the chosen file's object URL (made by the screen). */
  preview: string;
  /** The chosen file, until it is stored. */
  file?: Blob;
  /** The stored photo. */
  picture?: VehiclePicture;
  /** A saved photo the user removed: it goes when the form is saved, and may be restored until then. */
  removed: boolean;
  /** Why its upload failed (too large, not a picture, one too many…), until it is tried again. */
  error?: unknown;
}

export interface ChosenPicture {
  file: Blob & { name?: string };
  preview: string;
  /** Its first bytes, read by the screen: a file that is no JPEG, PNG or WebP whatever its name says is refused at once. */
  firstBytes?: Uint8Array;
}

/** Why a chosen file was not taken; the screen says it with the file's name. */
export interface RejectedPicture {
  name: string;
  problem: 'tooLarge' | 'notAnImage' | 'tooMany';
}

export const savedPictures = (pictures: readonly VehiclePicture[]): PictureEntry[] =>
  pictures.map((picture) => ({ key: picture._id, status: 'success', preview: picture.thumb, picture, removed: false }));

/** The photos kept: what the vehicle will have once saved. */
export const keptPictures = (entries: readonly PictureEntry[]) => entries.filter((entry) => !entry.removed);

/** Adds the files that may be sent, up to the limit; answers the entries and what was refused. */
export function addChosen(entries: readonly PictureEntry[], chosen: readonly ChosenPicture[], nextKey: number) {
  const added: PictureEntry[] = [];
  const rejected: RejectedPicture[] = [];
  let room = MAX_VEHICLE_PICTURES - keptPictures(entries).length;
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

/** A chosen photo goes at once; a saved one is marked, to go on saving. */
export const removePicture = (entries: readonly PictureEntry[], key: string): PictureEntry[] =>
  entries.flatMap((entry) => (entry.key !== key ? [entry] : entry.picture ? [{ ...entry, removed: true }] : []));

export const restorePicture = (entries: readonly PictureEntry[], key: string): PictureEntry[] =>
  entries.map((entry) => (entry.key === key ? { ...entry, removed: false } : entry));

export const nextToRemove = (entries: readonly PictureEntry[]) => entries.find((entry) => entry.removed && entry.picture);
export const nextToUpload = (entries: readonly PictureEntry[]) => entries.find((entry) => entry.status === 'notUploaded' && !entry.removed);
export const failedUploads = (entries: readonly PictureEntry[]) => entries.filter((entry) => entry.status === 'failed');

export const withStatus = (entries: readonly PictureEntry[], key: string, status: UploadStatus, picture?: VehiclePicture): PictureEntry[] =>
  entries.map((entry) =>
    entry.key !== key ? entry : picture ? { key: entry.key, status, preview: entry.preview, picture, removed: false } : { ...entry, status },
  );
