import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import type { PlaceField, PlaceFieldError } from '@/machines/places/place.form';
import type { PlaceDeletion } from '@/machines/places/places-list';
import { numberFieldMessage } from '@/src/components/form/form-messages';

/** The place screens' texts: the form's labels and problems, the toast after a deletion. */

export const placeFieldLabels: Record<PlaceField, MessageDescriptor> = {
  nameEn: msg`Name in English`,
  nameFr: msg`Name in French`,
  nameRu: msg`Name in Russian`,
  country: msg`Country`,
  latitude: msg`Latitude`,
  longitude: msg`Longitude`,
};

export function placeFieldMessage(problem: PlaceFieldError, label: string, range?: { min: string; max: string }): MessageDescriptor {
  switch (problem) {
    case 'tooLong':
      return msg`At most 80 characters.`;
    case 'noLatinLetter':
      return msg`Write it with Latin letters: it makes the place's address.`;
    default:
      return numberFieldMessage(problem, label, range);
  }
}

export function placeDeletionMessage({ deleted, kept }: PlaceDeletion): MessageDescriptor {
  if (kept === 0) return msg`${plural(deleted, { one: '# place deleted.', other: '# places deleted.' })}`;
  return msg`${plural(deleted, { one: '# place deleted', other: '# places deleted' })}; ${plural(kept, { one: '# kept: cars, yachts, companies or bookings name it.', other: '# kept: cars, yachts, companies or bookings name them.' })}`;
}
