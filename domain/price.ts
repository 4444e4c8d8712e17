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

export interface CarExtraPrices {
  /** One-off fee. */
  cancellation: number;
  /** One-off fee. */
  amendments: number;
  theftProtection: number;
  collisionDamageWaiver: number;
  fullInsurance: number;
  additionalDriver: number;
}

export type CarExtra = keyof CarExtraPrices;
export type CarExtraChoice = Partial<Record<CarExtra, boolean>>;

export const oneOffExtras = ['cancellation', 'amendments'] as const satisfies readonly CarExtra[];
export const dailyExtras = ['theftProtection', 'collisionDamageWaiver', 'fullInsurance', 'additionalDriver'] as const satisfies readonly CarExtra[];
export const carExtras: readonly CarExtra[] = [...oneOffExtras, ...dailyExtras];

/** An extra can be chosen when it is offered: a price of 0 (included) or more. */
export const isExtraOffered = (price: number) => price >= 0;

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
