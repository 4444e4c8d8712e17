import type { DiscountUnit as ContractDiscountUnit, PriceItem } from '@/openapi/generated/enums';
import type { components } from '@/openapi/generated/schema';

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

/**
 * An extra included in the price (0): every screen shows it ticked and not to be unticked, the additional driver
 * too, meaning a second driver may drive at no cost; naming him stays optional (isAlwaysIncluded), and a booking
 * names the extra only with a named driver.
 */
export const isIncludedInPrice = (price: number) => price === 0;

/** What a line of a booking's price is for (the contract's PriceItem): the rental, an extra, or the spec's mileage and franchise terms. */
export type { PriceItem };

/** One term of a booking's subtotal, as the screens list it and the contract answers it (components/schemas/PriceLine). */
export interface PriceLine {
  item: PriceItem;
  amount: number;
}

/** An extra charged per day (the protections, the additional driver); the others are paid once. */
export const isDailyExtra = (extra: CarExtra): boolean => (dailyExtras as readonly CarExtra[]).includes(extra);

export const roundCents = (amount: number) => Math.round(amount * 100) / 100;

/** How a coupon's discount is written: the contract's units, and '%' (the spec's other spelling of 'percentage'). */
export type DiscountUnit = ContractDiscountUnit | '%';

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

/** A chosen extra and its price: per day for the protections and the additional driver, once for the fees. */
export interface ExtraCharge {
  item: CarExtra;
  price: number;
}

/**
 * The figures of the booking total (spec: rentalRate, insuranceRate, mileageRate, dayDifference, franchise,
 * usedCashback). insuranceRate is given as the chosen extras themselves, so that the price lists each: the daily ones
 * add up to the spec's insuranceRate, the one-off fees (cancellation, amendments) are paid once.
 */
export interface BookingPriceInput {
  rentalRate: number; // per day
  dayDifference: number; // whole days >= 1
  extras: readonly ExtraCharge[];
  mileageRate: number; // per day
  franchise: number; // one-off
  usedCashback: number; // >= 0, from the wallet
  coupon?: Coupon | null;
}

/** The booking total, its lines and what was taken off it. */
export interface BookingPrice {
  lines: PriceLine[];
  subtotal: number;
  couponDiscount: number;
  usedCashback: number;
  total: number;
}

const bookingPriceTerms = ['rentalRate', 'mileageRate', 'franchise', 'usedCashback'] as const;

/** The lines of the subtotal: the rental, each extra (per day or once), the mileage per day and the franchise once when they are charged. */
function priceLines(input: BookingPriceInput): PriceLine[] {
  const days = input.dayDifference;
  const lines: PriceLine[] = [{ item: 'rental', amount: roundCents(input.rentalRate * days) }];
  for (const { item, price } of input.extras) {
    if (!(Number.isFinite(price) && price >= 0)) throw new RangeError(`${item} cannot cost a negative amount.`);
    lines.push({ item, amount: roundCents(isDailyExtra(item) ? price * days : price) });
  }
  if (input.mileageRate > 0) lines.push({ item: 'mileage', amount: roundCents(input.mileageRate * days) });
  if (input.franchise > 0) lines.push({ item: 'franchise', amount: roundCents(input.franchise) });
  return lines;
}

/**
 * subtotal = (rentalRate + insuranceRate + mileageRate) x days + franchise + one-off fees, as the sum of its lines;
 * the coupon applies to the subtotal; then the cashback is used, at most what remains (the total never goes below 0).
 * usedCashback in the result is what was actually used. All rounded to cents. Throws RangeError for days < 1 or non-integer, negative rates/fees/cashback, percentage outside 0..100.
 */
export function bookingPrice(input: BookingPriceInput): BookingPrice {
  const days = input.dayDifference;
  if (!Number.isInteger(days) || days < 1) throw new RangeError('A rental lasts at least one whole day.');
  for (const term of bookingPriceTerms) {
    if (!(Number.isFinite(input[term]) && input[term] >= 0)) throw new RangeError(`${term} cannot be negative.`);
  }
  const lines = priceLines(input);
  const subtotal = roundCents(lines.reduce((sum, line) => sum + line.amount, 0));
  const discount = couponDiscount(subtotal, input.coupon);
  const afterCoupon = roundCents(subtotal - discount);
  // Cashback left over stays in the wallet: a booking is never paid below zero.
  const usedCashback = roundCents(Math.min(input.usedCashback, afterCoupon));
  return { lines, subtotal, couponDiscount: discount, usedCashback, total: roundCents(afterCoupon - usedCashback) };
}

/** The coupon and wallet cashback a driver applies to a booking. */
type BookingDiscounts = { coupon?: Coupon | null; usedCashback?: number };

/**
 * The booking price of a car (spec: price times days, plus the one-off cancellation and amendments fees, plus the
 * per-day theft protection, collision damage waiver, full insurance and additional driver, each when chosen). An
 * included extra (0) adds a line of 0; one not offered (< 0) cannot be chosen.
 */
export function carBookingPrice(
  car: { price: number; extras: CarExtraPrices },
  days: number,
  chosen: CarExtraChoice,
  discounts: BookingDiscounts = {},
): BookingPrice {
  const extras: ExtraCharge[] = [];
  for (const item of carExtras) {
    if (!chosen[item]) continue;
    const price = car.extras[item];
    if (!isExtraOffered(price)) throw new RangeError(`${item} is not offered for this car.`);
    extras.push({ item, price });
  }
  return bookingPrice({
    rentalRate: car.price,
    dayDifference: days,
    extras,
    mileageRate: 0,
    franchise: 0,
    usedCashback: discounts.usedCashback ?? 0,
    coupon: discounts.coupon,
  });
}

/** The booking price of a yacht: its daily price times the days, no extras. */
export function yachtBookingPrice(yacht: { price: number }, days: number, discounts: BookingDiscounts = {}): BookingPrice {
  return bookingPrice({
    rentalRate: yacht.price,
    dayDifference: days,
    extras: [],
    mileageRate: 0,
    franchise: 0,
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

/**
 * When the cashback a paid booking earned can be spent: at its drop-off. Until then it is pending, because the booking
 * may still be cancelled and its cashback taken back (domain/bookings.ts mayChangeStatus); from then on nothing can
 * cancel it, so the wallet never lends what it might have to take back. MUST equal the SQL of
 * server/migrations/0028_wallet_never_lends.sql (the cashback entry's available_at: upper(period), the drop-off).
 */
export const cashbackSpendableAt = (booking: { to: Date }): Date => booking.to;
