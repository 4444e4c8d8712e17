import type { components } from '../openapi/generated/schema';

/**
 * Prices, the one place they are computed: the screens show these figures and the server
 * recomputes them with the same functions before it accepts a booking.
 */

export const DAY_MS = 24 * 60 * 60 * 1000;

/** Rental days between pick-up and drop-off: every started 24 hours counts, at least one. */
export function rentalDays(from: Date, to: Date): number {
  const span = to.getTime() - from.getTime();
  if (!(span > 0)) throw new RangeError('The drop-off must be after the pick-up.');
  return Math.max(1, Math.ceil(span / DAY_MS));
}

/** A car's extras and their prices, as the contract has them (components/schemas/CarExtras): cancellation and amendments are one-off fees, the others per day. */
export type CarExtraPrices = components['schemas']['CarExtras'];

export type CarExtra = keyof CarExtraPrices;
export type CarExtraChoice = Partial<Record<CarExtra, boolean>>;

export const oneOffExtras = ['cancellation', 'amendments'] as const satisfies readonly CarExtra[];
export const dailyExtras = ['theftProtection', 'collisionDamageWaiver', 'fullInsurance', 'additionalDriver'] as const satisfies readonly CarExtra[];
export const carExtras: readonly CarExtra[] = [...oneOffExtras, ...dailyExtras];

/** An extra can be chosen when it is offered: a price of 0 (included) or more. */
export const isExtraOffered = (price: number) => price >= 0;

/**
 * An included extra (a price of 0) that comes with every booking: a protection or a fee waived. An included
 * additional driver is not one of them: the driver *may* name a second driver at no cost, and may still book alone.
 */
export const isAlwaysIncluded = (extra: CarExtra, price: number) => price === 0 && extra !== 'additionalDriver';

export interface CarPriceLine {
  item: 'rental' | CarExtra;
  amount: number;
}

/**
 * Car price (spec section 9): price × days, plus the one-off cancellation and amendments fees,
 * plus theft protection, collision damage waiver, full insurance and additional driver per day,
 * each when chosen. An extra that is included (0) adds nothing; one not offered (< 0) cannot be chosen.
 */
export function carPriceLines(car: { price: number; extras: CarExtraPrices }, days: number, chosen: CarExtraChoice): CarPriceLine[] {
  if (!Number.isInteger(days) || days < 1) throw new RangeError('A rental lasts at least one whole day.');
  const lines: CarPriceLine[] = [{ item: 'rental', amount: roundCents(car.price * days) }];
  for (const extra of carExtras) {
    if (!chosen[extra]) continue;
    const price = car.extras[extra];
    if (!isExtraOffered(price)) throw new RangeError(`${extra} is not offered for this car.`);
    const perDay = (dailyExtras as readonly CarExtra[]).includes(extra);
    lines.push({ item: extra, amount: roundCents(perDay ? price * days : price) });
  }
  return lines;
}

export function carPrice(car: { price: number; extras: CarExtraPrices }, days: number, chosen: CarExtraChoice): number {
  return roundCents(carPriceLines(car, days, chosen).reduce((sum, line) => sum + line.amount, 0));
}

/** Yacht price: the daily price times the days. */
export function yachtPrice(yacht: { price: number }, days: number): number {
  if (!Number.isInteger(days) || days < 1) throw new RangeError('A rental lasts at least one whole day.');
  return roundCents(yacht.price * days);
}

export const roundCents = (amount: number) => Math.round(amount * 100) / 100;

/** How a coupon's discount is written: '%' is the same as 'percentage'. */
export type DiscountUnit = 'amount' | 'percentage' | '%';

/** A coupon as stored: an amount off, or a percentage of the subtotal. */
export interface Coupon {
  discount: number;
  discountUnit: DiscountUnit;
}

const isPercentage = (unit: DiscountUnit) => unit === 'percentage' || unit === '%';

/** The discount a coupon gives on `subtotal`: an amount (capped at the subtotal) or a percentage (0-100) of it, rounded to cents; never negative. */
export function couponDiscount(subtotal: number, coupon: Coupon | null | undefined): number {
  if (!coupon) return 0;
  const { discount, discountUnit } = coupon;
  const base = Math.max(0, subtotal);
  if (isPercentage(discountUnit)) {
    if (!(discount >= 0 && discount <= 100)) throw new RangeError('A percentage coupon gives 0 to 100 percent.');
    return roundCents((base * discount) / 100);
  }
  if (discountUnit !== 'amount') throw new RangeError(`Unknown coupon unit: ${String(discountUnit)}.`);
  // A coupon written with a negative amount would raise the price: refuse it rather than guess.
  if (!(Number.isFinite(discount) && discount >= 0)) throw new RangeError('A coupon amount cannot be negative.');
  return roundCents(Math.min(discount, base));
}

/** The figures of the booking total, as the spec names them. */
export interface BookingPriceInput {
  rentalRate: number; // per day
  dayDifference: number; // whole days >= 1
  insuranceRate: number; // per day (sum of the chosen daily protections)
  mileageRate: number; // per day
  franchise: number; // one-off
  oneOffFees: number; // one-off (cancellation + amendments when chosen)
  usedCashback: number; // >= 0, from the wallet
  coupon?: Coupon | null;
}

/** The booking total and what was taken off it. */
export interface BookingPrice {
  subtotal: number;
  couponDiscount: number;
  usedCashback: number;
  total: number;
}

const bookingPriceTerms = ['rentalRate', 'insuranceRate', 'mileageRate', 'franchise', 'oneOffFees', 'usedCashback'] as const;

/**
 * subtotal = (rentalRate + insuranceRate + mileageRate) x days + franchise + oneOffFees;
 * the coupon applies to the subtotal; then the cashback is used, at most what remains (the total never goes below 0).
 * usedCashback in the result is what was actually used. All rounded to cents. Throws RangeError for days < 1 or non-integer, negative rates/fees/cashback, percentage outside 0..100.
 */
export function bookingPrice(input: BookingPriceInput): BookingPrice {
  const days = input.dayDifference;
  if (!Number.isInteger(days) || days < 1) throw new RangeError('A rental lasts at least one whole day.');
  for (const term of bookingPriceTerms) {
    if (!(Number.isFinite(input[term]) && input[term] >= 0)) throw new RangeError(`${term} cannot be negative.`);
  }
  const subtotal = roundCents((input.rentalRate + input.insuranceRate + input.mileageRate) * days + input.franchise + input.oneOffFees);
  const discount = couponDiscount(subtotal, input.coupon);
  const afterCoupon = roundCents(subtotal - discount);
  // Cashback left over stays in the wallet: a booking is never paid below zero.
  const usedCashback = roundCents(Math.min(input.usedCashback, afterCoupon));
  return { subtotal, couponDiscount: discount, usedCashback, total: roundCents(afterCoupon - usedCashback) };
}

/** The coupon and wallet cashback a driver applies to a booking. */
type BookingDiscounts = { coupon?: Coupon | null; usedCashback?: number };

/** The booking price of a car for days and chosen extras: rentalRate = car.price, insuranceRate = the chosen daily extras (theft protection, collision damage waiver, full insurance, additional driver), oneOffFees = chosen cancellation and amendments, mileageRate 0, franchise 0. Must agree with carPrice(car, days, chosen) when there is no coupon and no cashback (test that). */
export function carBookingPrice(
  car: { price: number; extras: CarExtraPrices },
  days: number,
  chosen: CarExtraChoice,
  discounts: BookingDiscounts = {},
): BookingPrice {
  const chosenPrice = (extra: CarExtra) => {
    if (!chosen[extra]) return 0;
    const price = car.extras[extra];
    if (!isExtraOffered(price)) throw new RangeError(`${extra} is not offered for this car.`);
    return price;
  };
  const sum = (extras: readonly CarExtra[]) => extras.reduce((total, extra) => total + chosenPrice(extra), 0);
  return bookingPrice({
    rentalRate: car.price,
    dayDifference: days,
    insuranceRate: sum(dailyExtras),
    mileageRate: 0,
    franchise: 0,
    oneOffFees: sum(oneOffExtras),
    usedCashback: discounts.usedCashback ?? 0,
    coupon: discounts.coupon,
  });
}

/** Same for a yacht: rentalRate = yacht.price, nothing else. */
export function yachtBookingPrice(yacht: { price: number }, days: number, discounts: BookingDiscounts = {}): BookingPrice {
  return bookingPrice({
    rentalRate: yacht.price,
    dayDifference: days,
    insuranceRate: 0,
    mileageRate: 0,
    franchise: 0,
    oneOffFees: 0,
    usedCashback: discounts.usedCashback ?? 0,
    coupon: discounts.coupon,
  });
}

/** What pricing needs of an offer: a car's daily price and extras, or a yacht's daily price. */
export type PricedOffer = { kind: 'car'; price: number; extras: CarExtraPrices } | { kind: 'yacht'; price: number };

/** A booking's price and the days it counts. */
export type Quote = BookingPrice & { days: number };

/**
 * The one formula of the screens and the server: the price of an offer from pick-up to drop-off with the chosen
 * extras (a yacht has none), less the discounts. Throws RangeError when the drop-off is not after the pick-up or
 * an extra is not offered.
 */
export function quoteOffer(offer: PricedOffer, dates: { from: Date; to: Date }, extras: CarExtraChoice, discounts: BookingDiscounts = {}): Quote {
  const days = rentalDays(dates.from, dates.to);
  const price = offer.kind === 'car' ? carBookingPrice(offer, days, extras, discounts) : yachtBookingPrice(offer, days, discounts);
  return { ...price, days };
}

/** The share of what a driver pays for a booking that comes back to his wallet as cashback once it is paid. */
export const CASHBACK_RATE = 0.05;

/** The cashback a booking of this total earns when it is paid. */
export const cashbackFor = (total: number): number => roundCents(Math.max(0, total) * CASHBACK_RATE);

/** A booked price's subtotal split as the screens show it: the rental (rate x days) and the extras and fees (the rest). */
export function splitSubtotal(price: { rate: number; days: number; subtotal: number }): { rental: number; extras: number } {
  const rental = roundCents(price.rate * price.days);
  return { rental, extras: roundCents(price.subtotal - rental) };
}
