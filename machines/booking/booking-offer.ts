import { type BookingLimits, effectiveBookingLimits } from '../../domain/booking-limits';
import { minimumDriverAge } from '../../domain/bookings';
import { type CarExtra, type CarExtraChoice, carExtras, isAlwaysIncluded, isExtraOffered } from '../../domain/price';
import type { BookingOffer, Supplier } from './booking-types';

/** The offer of the booking process: its id, places, minimum driver age and the extras it offers or includes. */

export const offerIdOf = (offer: BookingOffer) => (offer.kind === 'car' ? offer.car._id : offer.yacht._id);
export const locationsOf = (offer: BookingOffer) => (offer.kind === 'car' ? offer.car.locations : offer.yacht.locations);

/** How far ahead and how long the offer may be booked (domain/booking-limits.ts); a context kept from before they were answered has the product's. */
export const limitsOf = (offer: BookingOffer): BookingLimits =>
  effectiveBookingLimits(offer.kind === 'car' ? offer.car.bookingLimits : offer.yacht.bookingLimits);

/** The youngest a driver may be (domain/bookings.ts): the product's rule, the company's and the car's. */
export const minimumAgeOf = (offer: BookingOffer, supplier: Supplier): number => minimumDriverAge(supplier, offer.kind === 'car' ? offer.car : {});

/** An extra the driver may tick: cars only, offered (a price of 0 or more). */
export function isExtraOfferedBy(offer: BookingOffer, extra: CarExtra): boolean {
  return offer.kind === 'car' && isExtraOffered(offer.car.extras[extra]);
}

/** An extra the car includes with every booking (domain/price.ts isAlwaysIncluded): always chosen, it cannot be left out. */
export function isExtraIncludedBy(offer: BookingOffer, extra: CarExtra): boolean {
  return offer.kind === 'car' && isAlwaysIncluded(extra, offer.car.extras[extra]);
}

/** The ticked extras the offer still offers, each `true`: what is priced and sent. */
export function chosenExtras(offer: BookingOffer, extras: CarExtraChoice): CarExtraChoice {
  return Object.fromEntries(carExtras.filter((extra) => extras[extra] && isExtraOfferedBy(offer, extra)).map((extra) => [extra, true]));
}

/** The chosen extras with those the offer includes: a booking names them (amendments included allow amending). */
export const withIncludedExtras = (offer: BookingOffer, extras: CarExtraChoice): CarExtraChoice =>
  chosenExtras(offer, { ...extras, ...Object.fromEntries(carExtras.filter((extra) => isExtraIncludedBy(offer, extra)).map((extra) => [extra, true])) });
