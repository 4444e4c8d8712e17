import { bookingLimitProblems, latestPickUp, type BookingLimits } from '@/domain/booking-limits.ts';
import { isPickUpInPast } from '@/domain/bookings.ts';
import { carExtras, cashbackFor, isExtraOffered, quoteOffer, roundCents, type CarExtraChoice, type PricedOffer, type Quote } from '@/domain/price.ts';
import { AppError, badRequest } from '@/server/errors.ts';
import type { BookableOffer } from '@/server/repositories/offers.ts';

/**
 * The terms of a booking request — dates, places, extras, total — checked against the offer and priced, the same
 * way for a new booking (createBooking) and an amended one (updateBooking). Each step throws the contract's error.
 */

export const unprocessable = (
  code: 'NOT_AVAILABLE' | 'DRIVER_TOO_YOUNG' | 'PAYMENT_TYPE_NOT_ACCEPTED' | 'PAY_LATER_NOT_ACCEPTED' | 'COUPON_INVALID' | 'LICENCE_REQUIRED',
  message: string,
) => new AppError(422, code, message);
export const couponInvalid = () => new AppError(422, 'COUPON_INVALID', 'This coupon cannot be used: unknown, expired or used up.');
export const amendmentNotAllowed = (message: string) => new AppError(409, 'AMENDMENT_NOT_ALLOWED', message);
export const datesTaken = () => new AppError(409, 'DATES_TAKEN', 'These dates are already booked for this offer.');

/** The drop-off after the pick-up; a new pick-up not in the past (domain/bookings.ts, with its grace period). */
export function checkDates(from: Date, to: Date, { newPickUp, now = new Date() }: { newPickUp: boolean; now?: Date }): void {
  if (!(to.getTime() > from.getTime())) throw badRequest('body/to: the drop-off must be after the pick-up.');
  if (newPickUp && isPickUpInPast(from, now)) throw badRequest('body/from: the pick-up is in the past.');
}

/**
 * Dates within the limits (domain/booking-limits.ts): a pick-up at most `maxDaysAhead` days ahead, checked for a new
 * pick-up only (a kept one was checked when it was chosen), and a rental at most `maxRentalDays` long. `whose` names
 * whose limits they are in the message: an offer's (its supplier's) or the product's (a search across suppliers).
 */
export function checkBookingLimits(
  dates: { from: Date; to: Date },
  limits: BookingLimits,
  { newPickUp, whose, now = new Date() }: { newPickUp: boolean; whose: string; now?: Date },
): void {
  const [problem] = bookingLimitProblems(dates, limits, now, { checkPickUp: newPickUp });
  if (problem === 'pickUpTooFarAhead') {
    const latest = latestPickUp(now, limits).toISOString().slice(0, 10);
    throw new AppError(422, 'PICK_UP_TOO_FAR_AHEAD', `${whose} can be booked at most ${limits.maxDaysAhead} days ahead: choose a pick-up on or before ${latest}.`);
  }
  if (problem === 'rentalTooLong') {
    throw new AppError(422, 'RENTAL_TOO_LONG', `${whose} can be booked for at most ${limits.maxRentalDays} days: choose an earlier drop-off.`);
  }
}

/** The ids of the pick-up and drop-off places, which the offer must be at. */
export function placesOf(offer: BookableOffer, pickUp: string, dropOff: string): { pickUpLocationId: string; dropOffLocationId: string } {
  const pickUpLocationId = offer.places.get(pickUp);
  if (!pickUpLocationId) throw badRequest(`body/pickUpLocation: this ${offer.kind} is not offered at '${pickUp}'.`);
  const dropOffLocationId = offer.places.get(dropOff);
  if (!dropOffLocationId) throw badRequest(`body/dropOffLocation: this ${offer.kind} is not offered at '${dropOff}'.`);
  return { pickUpLocationId, dropOffLocationId };
}

/** The extras of a body (`true` ones only), in the order of domain/price.ts. */
export const chosenExtrasOf = (extras: Partial<Record<string, boolean>> | undefined): CarExtraChoice =>
  Object.fromEntries(carExtras.filter((extra) => extras?.[extra]).map((extra) => [extra, true]));

/** Extras the offer sells: none for a yacht; a car's offered ones (an included one too). */
export function checkExtras(offer: BookableOffer, chosen: CarExtraChoice): void {
  if (Object.keys(chosen).length > 0 && !offer.extras) throw badRequest('body/extras: a yacht has no extras.');
  const notOffered = offer.extras ? carExtras.find((extra) => chosen[extra] && !isExtraOffered(offer.extras![extra])) : undefined;
  if (notOffered) throw new AppError(422, 'EXTRA_NOT_OFFERED', `${notOffered} is not offered for this car.`);
}

const pricedOfferOf = (offer: BookableOffer): PricedOffer =>
  offer.extras ? { kind: 'car', price: offer.price, extras: offer.extras } : { kind: 'yacht', price: offer.price };

/** The price of the terms, by the one formula of domain/price.ts. */
export function quoteTerms(
  offer: BookableOffer,
  dates: { from: Date; to: Date },
  chosen: CarExtraChoice,
  discounts: Parameters<typeof quoteOffer>[3],
): Quote {
  return quoteOffer(pricedOfferOf(offer), dates, chosen, discounts);
}

/** The total the driver saw is the server's; else 409 PRICE_CHANGED with the server's total, for the screen to show. */
export function requireTotal(sent: number, quote: Quote): void {
  if (roundCents(sent) !== quote.total) {
    throw new AppError(409, 'PRICE_CHANGED', `The total is ${quote.total.toFixed(2)} EUR, not ${sent.toFixed(2)}: show the new total.`, {}, { total: quote.total });
  }
}

/** The figures a booking keeps of its quote, lines included: kept as priced, never recomputed from the offer's later prices. */
export const pricedColumnsOf = (offer: BookableOffer, quote: Quote) => ({
  rate: offer.price,
  days: quote.days,
  priceLines: quote.lines,
  subtotal: quote.subtotal,
  couponDiscount: quote.couponDiscount,
  total: quote.total,
  cashback: cashbackFor(quote.total),
});
