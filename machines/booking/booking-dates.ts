import { isPickUpTooFarAhead, isRentalTooLong } from '@/domain/booking-limits';
import { isPickUpInPast } from '@/domain/bookings';
import { toInstant, toWallClock } from '@/domain/zoned-time';
import { type FieldErrors, compactErrors } from '@/machines/shared/form';
import { limitsOf, locationsOf } from './booking-offer';
import type { BookingOffer, DatesError, DatesField, DatesValues } from './booking-types';

/** The dates step: reading its date-times on its places' clocks, and checking its dates and places. */

/** The clock of one of the offer's places; a place not known (yet) is read on the clock of the offer's first, else UTC. */
export function zoneOfPlace(offer: BookingOffer, slug: string): string {
  const zones = offer.timeZones ?? {};
  return zones[slug] ?? zones[locationsOf(offer)[0] ?? ''] ?? 'UTC';
}

/** The instants of the dates: the pick-up read on its place's clock, the drop-off on its own. */
export function instantsOf(offer: BookingOffer, dates: DatesValues): { from?: Date; to?: Date } {
  return { from: toInstant(dates.from, zoneOfPlace(offer, dates.pickUpLocation)), to: toInstant(dates.to, zoneOfPlace(offer, dates.dropOffLocation)) };
}

/** Dates of an address (wall-clock times, or instants of older links) as the wall-clock times of the places. */
export function wallClockDates(offer: BookingOffer, dates: DatesValues): DatesValues {
  return {
    ...dates,
    from: toWallClock(dates.from, zoneOfPlace(offer, dates.pickUpLocation)) ?? '',
    to: toWallClock(dates.to, zoneOfPlace(offer, dates.dropOffLocation)) ?? '',
  };
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
  const { from, to } = instantsOf(offer, dates);
  return compactErrors<DatesField, DatesError>({
    from: fromError(from, offer, now),
    to: toError(from, to, offer),
    pickUpLocation: placeError(offer, dates.pickUpLocation),
    dropOffLocation: placeError(offer, dates.dropOffLocation),
  });
}
