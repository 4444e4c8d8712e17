import { type BookingLimits, effectiveBookingLimits } from '@/domain/booking-limits';
import { minimumDriverAge } from '@/domain/bookings';
import { type CarExtra, type CarExtraChoice, carExtras, isExtraOffered, isIncludedInPrice } from '@/domain/price';
import type { BookingOffer, Supplier } from './booking-types';

/** The offer of the booking process: its id, places, minimum driver age and the extras it offers or includes. */

export const offerIdOf = (offer: BookingOffer) => (offer.kind === 'car' ? offer.car._id : offer.yacht._id);
export const locationsOf = (offer: BookingOffer) => (offer.kind === 'car' ? offer.car.locations : offer.yacht.locations);

/** How far ahead and how long the offer may be booked (domain/booking-limits.ts); a context kept from before they were answered has the product's. */
export const limitsOf = (offer: BookingOffer): BookingLimits =>
  effectiveBookingLimits(offer.kind === 'car' ? offer.car.bookingLimits : offer.yacht.bookingLimits);

/** The youngest a driver may be (domain/bookings.ts): the product's rule, the supplier's and the car's. */
export const minimumAgeOf = (offer: BookingOffer, supplier: Supplier): number => minimumDriverAge(supplier, offer.kind === 'car' ? offer.car : {});

/** An extra the driver may tick: cars only, offered (a price of 0 or more). */
export function isExtraOfferedBy(offer: BookingOffer, extra: CarExtra): boolean {
  return offer.kind === 'car' && isExtraOffered(offer.car.extras[extra]);
}

/** An extra the car includes in its price (domain/price.ts isIncludedInPrice): always chosen, it cannot be left out. */
export function isExtraIncludedBy(offer: BookingOffer, extra: CarExtra): boolean {
  return offer.kind === 'car' && isIncludedInPrice(offer.car.extras[extra]);
}

/** The car includes a second driver at no cost: naming one is the driver's choice. */
export const isAdditionalDriverOptional = (offer: BookingOffer): boolean => isExtraIncludedBy(offer, 'additionalDriver');

/**
 * The extras a booking names: the chosen ones, the additional driver only with a driver named (the contract's rule),
 * which an included one may not have.
 */
export function bookedExtras(offer: BookingOffer, extras: CarExtraChoice, additionalDriverNamed: boolean): CarExtraChoice {
  const { additionalDriver, ...others } = chosenExtras(offer, extras);
  return additionalDriver && (additionalDriverNamed || !isAdditionalDriverOptional(offer)) ? { ...others, additionalDriver } : others;
}

/** The ticked extras the offer still offers, each `true`: what is priced and sent. */
export function chosenExtras(offer: BookingOffer, extras: CarExtraChoice): CarExtraChoice {
  return Object.fromEntries(carExtras.filter((extra) => extras[extra] && isExtraOfferedBy(offer, extra)).map((extra) => [extra, true]));
}

/** The chosen extras with those the offer includes: a booking names them (amendments included allow amending). */
export const withIncludedExtras = (offer: BookingOffer, extras: CarExtraChoice): CarExtraChoice =>
  chosenExtras(offer, { ...extras, ...Object.fromEntries(carExtras.filter((extra) => isExtraIncludedBy(offer, extra)).map((extra) => [extra, true])) });
