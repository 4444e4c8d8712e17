import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import type { UploadStatus, RejectedImage } from '@/machines/fleet/vehicle-images';
import type { YachtField } from '@/machines/fleet/yacht.form';
import type { FleetChange } from '@/machines/fleet/fleet-list.machine';
import { changesSaved } from '@/src/components/form/form-messages';
import { errorMessages } from '@/src/core/error-messages';
import { fieldLabels } from './fleet-messages';

/** The back office's fleet texts: the yacht form's labels, the images' statuses and refusals, the list's words. */

export const yachtFieldLabels: Record<YachtField, MessageDescriptor> = {
  supplier: fieldLabels.supplier,
  brand: fieldLabels.brand,
  model: fieldLabels.model,
  year: fieldLabels.year,
  kind: msg`Type of yacht`,
  lengthMeters: msg`Length (m)`,
  cabins: msg`Cabins`,
  guests: msg`Guests`,
  crew: msg`Crew (0: without crew)`,
  price: fieldLabels.price,
  deposit: fieldLabels.deposit,
  color: fieldLabels.color,
  locations: fieldLabels.locations,
  descriptionEn: fieldLabels.descriptionEn,
  descriptionFr: fieldLabels.descriptionFr,
  descriptionRu: fieldLabels.descriptionRu,
};

/** The spec's upload statuses. */
export const uploadStatusLabels: Record<UploadStatus, MessageDescriptor> = {
  notUploaded: msg`Not Uploaded`,
  pending: msg`Pending`,
  success: msg`Success`,
  failed: msg`Failed`,
};

/** Why a chosen file was not taken; one that is no image gets the words of the server's 415 for it (the same refusal). */
export function rejectedImageMessage({ name, problem }: RejectedImage, max: number): MessageDescriptor {
  switch (problem) {
    case 'notAnImage':
      return errorMessages.UNSUPPORTED_MEDIA_TYPE.image;
    case 'tooLarge':
      return msg`${name} is larger than 5 MB.`;
    case 'tooMany':
      return msg`${name} was not added: a vehicle has at most ${max} photos.`;
  }
}

/** The toast after a change of the list: what was done, in numbers. */
export function fleetChangeMessage({ updated, deleted }: FleetChange): MessageDescriptor {
  if (deleted > 0 && updated > 0) return msg`${deleted} deleted; ${updated} kept unavailable because bookings name them.`;
  if (deleted > 0) return msg`${plural(deleted, { one: '# vehicle deleted.', other: '# vehicles deleted.' })}`;
  if (updated > 0) return msg`${plural(updated, { one: '# vehicle changed.', other: '# vehicles changed.' })}`;
  return changesSaved;
}
