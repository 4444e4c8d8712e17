import { isPickUpInPast } from '../../domain/bookings';
import { type FieldErrors, compactErrors } from '../shared/form';
import { locationsOf } from './booking-offer';
import type { BookingOffer, DatesError, DatesField, DatesValues } from './booking-types';

/** The dates step: reading its date-times and checking its dates and places. */

export function parseDateTime(value: string): Date | undefined {
  if (value.trim() === '') return undefined;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

function placeError(offer: BookingOffer, slug: string): DatesError | undefined {
  if (slug === '') return 'required';
  return locationsOf(offer).includes(slug) ? undefined : 'placeNotOffered';
}

export function validateDates(offer: BookingOffer, dates: DatesValues, now: Date): FieldErrors<DatesField, DatesError> {
  const from = parseDateTime(dates.from);
  const to = parseDateTime(dates.to);
  return compactErrors<DatesField, DatesError>({
    from: !from ? 'required' : isPickUpInPast(from, now) ? 'pickUpInPast' : undefined,
    to: !to ? 'required' : from && to.getTime() <= from.getTime() ? 'dropOffBeforePickUp' : undefined,
    pickUpLocation: placeError(offer, dates.pickUpLocation),
    dropOffLocation: placeError(offer, dates.dropOffLocation),
  });
}
