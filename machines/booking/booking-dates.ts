import { isPickUpTooFarAhead, isRentalTooLong } from '../../domain/booking-limits';
import { isPickUpInPast } from '../../domain/bookings';
import { type FieldErrors, compactErrors } from '../shared/form';
import { limitsOf, locationsOf } from './booking-offer';
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

function fromError(from: Date | undefined, offer: BookingOffer, now: Date): DatesError | undefined {
  if (!from) return 'required';
  if (isPickUpInPast(from, now)) return 'pickUpInPast';
  return isPickUpTooFarAhead(from, now, limitsOf(offer)) ? 'pickUpTooFarAhead' : undefined;
}

function toError(from: Date | undefined, to: Date | undefined, offer: BookingOffer): DatesError | undefined {
  if (!to) return 'required';
  if (!from) return undefined;
  if (to.getTime() <= from.getTime()) return 'dropOffBeforePickUp';
  return isRentalTooLong(from, to, limitsOf(offer)) ? 'rentalTooLong' : undefined;
}

/** The dates step's errors: the dates given, in order, within the offer's booking limits; the places the offer's. */
export function validateDates(offer: BookingOffer, dates: DatesValues, now: Date): FieldErrors<DatesField, DatesError> {
  const from = parseDateTime(dates.from);
  const to = parseDateTime(dates.to);
  return compactErrors<DatesField, DatesError>({
    from: fromError(from, offer, now),
    to: toError(from, to, offer),
    pickUpLocation: placeError(offer, dates.pickUpLocation),
    dropOffLocation: placeError(offer, dates.dropOffLocation),
  });
}
