import { DAY_MS, rentalDays } from './price.ts';

/**
 * How far ahead a car or a yacht may be booked, and for how long: the product's limits, which a supplier may lower
 * for its own offers (its profile's maxDaysAhead and maxRentalDays), never raise. The server refuses dates beyond
 * them (createBooking, updateBooking, the searches with dates); the date pickers offer no later day and the dates
 * step says the limits before the driver tries.
 */

export interface BookingLimits {
  /** The pick-up is at most this many days after now. */
  maxDaysAhead: number;
  /** A rental lasts at most this many days (rentalDays: every started 24 hours counts). */
  maxRentalDays: number;
}

/** The product's limits: a pick-up at most 18 months ahead (548 days), a rental at most 90 days long. */
export const PRODUCT_BOOKING_LIMITS: Readonly<BookingLimits> = { maxDaysAhead: 548, maxRentalDays: 90 };

/** A supplier's own limits as its profile keeps them: null or absent is the product's. */
export type SupplierBookingLimits = { maxDaysAhead?: number | null; maxRentalDays?: number | null };

const lower = (own: number | null | undefined, product: number) => (own != null && own >= 1 ? Math.min(own, product) : product);

/** The limits that apply to a supplier's offers: its own where it set them lower, else the product's. */
export function effectiveBookingLimits(supplier: SupplierBookingLimits = {}): BookingLimits {
  return {
    maxDaysAhead: lower(supplier.maxDaysAhead, PRODUCT_BOOKING_LIMITS.maxDaysAhead),
    maxRentalDays: lower(supplier.maxRentalDays, PRODUCT_BOOKING_LIMITS.maxRentalDays),
  };
}

/** The latest pick-up the limits allow from `now`. */
export const latestPickUp = (now: Date, limits: BookingLimits): Date => new Date(now.getTime() + limits.maxDaysAhead * DAY_MS);

/** The latest drop-off for a pick-up at `from`: the longest rental the limits allow. */
export const latestDropOff = (from: Date, limits: BookingLimits): Date => new Date(from.getTime() + limits.maxRentalDays * DAY_MS);

/** A pick-up later than the limits allow from `now`. */
export const isPickUpTooFarAhead = (from: Date, now: Date, limits: BookingLimits): boolean => from.getTime() > latestPickUp(now, limits).getTime();

/** A rental longer than the limits allow (a drop-off not after the pick-up is another error, not this one). */
export const isRentalTooLong = (from: Date, to: Date, limits: BookingLimits): boolean =>
  to.getTime() > from.getTime() && rentalDays(from, to) > limits.maxRentalDays;

/** Why dates break the limits: the pick-up too far ahead, the rental too long; both may hold. */
export type BookingLimitProblem = 'pickUpTooFarAhead' | 'rentalTooLong';

/** The problems of these dates against the limits, in that order; [] when they fit. `checkPickUp: false` leaves a kept pick-up alone. */
export function bookingLimitProblems(
  dates: { from: Date; to: Date },
  limits: BookingLimits,
  now: Date,
  { checkPickUp = true }: { checkPickUp?: boolean } = {},
): BookingLimitProblem[] {
  const problems: BookingLimitProblem[] = [];
  if (checkPickUp && isPickUpTooFarAhead(dates.from, now, limits)) problems.push('pickUpTooFarAhead');
  if (isRentalTooLong(dates.from, dates.to, limits)) problems.push('rentalTooLong');
  return problems;
}
