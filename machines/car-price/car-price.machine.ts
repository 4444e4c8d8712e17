import { assign, setup } from 'xstate';
import { type BookingLimits, effectiveBookingLimits, isPickUpTooFarAhead, isRentalTooLong } from '../../domain/booking-limits';
import { isPickUpInPast } from '../../domain/bookings';
import {
  type CarExtra,
  type CarExtraChoice,
  type CarExtraPrices,
  type Quote,
  carBookingPrice,
  carExtras,
  isIncludedInPrice,
  isExtraOffered,
  rentalDays,
} from '../../domain/price';

// Types

/** What the calculator needs of a car: its daily price and the prices of its extras. */
export interface PricedCar {
  price: number;
  extras: CarExtraPrices;
}

/** A pick-up or drop-off as an `<input type="datetime-local">` value (`2026-07-01T10:00`, local time). */
export type LocalDateTime = string;

export interface CarPriceContext {
  car: PricedCar;
  pickUp: LocalDateTime;
  dropOff: LocalDateTime;
  /** Extras the driver ticked; those included with every booking are always counted, not-offered ones never. */
  chosen: CarExtraChoice;
  /** The pick-up location's slug, when one is chosen. */
  location?: string;
  /** When the calculator opened: a pick-up before it is in the past. */
  now: number;
  /** How far ahead and how long the car may be booked (its company's limits, domain/booking-limits.ts). */
  limits: BookingLimits;
}

export type CarPriceEvent =
  | { type: 'dates.change'; pickUp?: LocalDateTime; dropOff?: LocalDateTime }
  | { type: 'extra.toggle'; extra: CarExtra; chosen: boolean }
  | { type: 'location.change'; location: string | undefined };

export interface CarPriceInput {
  car: PricedCar;
  pickUp?: LocalDateTime;
  dropOff?: LocalDateTime;
  location?: string;
  /** Defaults to the current time. */
  now?: Date;
  /** The car's bookingLimits; the product's when not given. */
  limits?: BookingLimits;
}

/** Why the dates give no price. */
export type DatesProblem = 'missing' | 'pickUpInPast' | 'dropOffNotAfterPickUp' | 'pickUpTooFarAhead' | 'rentalTooLong';

export type CarQuote =
  | ({ ok: true } & Quote)
  | { ok: false; problem: DatesProblem };

// Rules

const pad = (value: number) => String(value).padStart(2, '0');

/** A date as a datetime-local value in the browser's time zone, to the minute. */
export function toLocalDateTime(date: Date): LocalDateTime {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A datetime-local value (or an ISO date-time) as a Date; undefined when empty or not a date. */
export function parseLocalDateTime(value: string | undefined): Date | undefined {
  if (!value) return undefined;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** The default rental: tomorrow 10:00 to the day after 10:00, local time. */
export function defaultRentalDates(now: Date): { pickUp: LocalDateTime; dropOff: LocalDateTime } {
  const pickUp = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1, 10, 0);
  const dropOff = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 2, 10, 0);
  return { pickUp: toLocalDateTime(pickUp), dropOff: toLocalDateTime(dropOff) };
}

/** Why the dates give no price, the booking limits included (the product's when none are given): undefined when they do. */
export function datesProblem({ pickUp, dropOff, now, limits = effectiveBookingLimits() }: Pick<CarPriceContext, 'pickUp' | 'dropOff' | 'now'> & { limits?: BookingLimits }): DatesProblem | undefined {
  const from = parseLocalDateTime(pickUp);
  const to = parseLocalDateTime(dropOff);
  if (!from || !to) return 'missing';
  if (isPickUpInPast(from, new Date(now))) return 'pickUpInPast';
  if (to.getTime() <= from.getTime()) return 'dropOffNotAfterPickUp';
  if (isPickUpTooFarAhead(from, new Date(now), limits)) return 'pickUpTooFarAhead';
  if (isRentalTooLong(from, to, limits)) return 'rentalTooLong';
  return undefined;
}

/** The extras that count: the ticked ones that are offered, and every one included in the price (domain/price.ts isIncludedInPrice). */
export function countedExtras(car: PricedCar, chosen: CarExtraChoice): CarExtraChoice {
  const counted: CarExtraChoice = {};
  for (const extra of carExtras) {
    const price = car.extras[extra];
    if (isIncludedInPrice(price) || (isExtraOffered(price) && chosen[extra])) counted[extra] = true;
  }
  return counted;
}

/** An extra the driver ticks or unticks: offered at a price (an included one is ticked for good). */
export const isExtraChoosable = (car: PricedCar, extra: CarExtra) => isExtraOffered(car.extras[extra]) && !isIncludedInPrice(car.extras[extra]);

/** The figure the screen shows, derived from the context with the domain's price rule. */
export function quoteOf(context: CarPriceContext): CarQuote {
  const problem = datesProblem(context);
  if (problem) return { ok: false, problem };
  const days = rentalDays(parseLocalDateTime(context.pickUp)!, parseLocalDateTime(context.dropOff)!);
  const chosen = countedExtras(context.car, context.chosen);
  return { ok: true, days, ...carBookingPrice(context.car, days, chosen) };
}

// Machine

const edits = {
  'dates.change': { target: '.checking', actions: 'applyDates' },
  'extra.toggle': { guard: 'isExtraForSale', actions: 'applyExtra' },
  'location.change': { actions: 'applyLocation' },
} as const;

export const carPriceMachine = setup({
  types: {
    context: {} as CarPriceContext,
    events: {} as CarPriceEvent,
    input: {} as CarPriceInput,
  },
  guards: {
    hasValidDates: ({ context }) => datesProblem(context) === undefined,
    /** Extras included in the price stay, missing ones never come. */
    isExtraForSale: ({ context, event }) => event.type === 'extra.toggle' && isExtraChoosable(context.car, event.extra),
  },
  actions: {
    applyDates: assign(({ context, event }) => {
      if (event.type !== 'dates.change') return {};
      return { pickUp: event.pickUp ?? context.pickUp, dropOff: event.dropOff ?? context.dropOff };
    }),
    applyExtra: assign(({ context, event }) => {
      if (event.type !== 'extra.toggle') return {};
      return { chosen: { ...context.chosen, [event.extra]: event.chosen } };
    }),
    applyLocation: assign(({ event }) => (event.type === 'location.change' ? { location: event.location } : {})),
  },
}).createMachine({
  id: 'carPrice',
  context: ({ input }) => {
    const now = input.now ?? new Date();
    const defaults = defaultRentalDates(now);
    return {
      car: input.car,
      pickUp: input.pickUp ?? defaults.pickUp,
      dropOff: input.dropOff ?? defaults.dropOff,
      chosen: {},
      location: input.location,
      now: now.getTime(),
      limits: effectiveBookingLimits(input.limits),
    };
  },
  initial: 'editing',
  states: {
    editing: {
      on: edits,
      initial: 'checking',
      states: {
        checking: {
          always: [{ guard: 'hasValidDates', target: 'priced' }, { target: 'invalidDates' }],
        },
        priced: {},
        invalidDates: { tags: ['error'] },
      },
    },
  },
});
