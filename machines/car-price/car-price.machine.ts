import { assign, setup } from 'xstate';
import { type BookingLimits, effectiveBookingLimits, isPickUpTooFarAhead, isRentalTooLong } from '@/domain/booking-limits';
import { isPickUpInPast } from '@/domain/bookings';
import type { PlaceZones } from '@/domain/places';
import { addWallDays, atTime, instantOf, wallClockOf } from '@/domain/zoned-time';
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
} from '@/domain/price';
import { typeOf } from '@/machines/shared/type-of';

// Types

/** What the calculator needs of a car: its daily price and the prices of its extras. */
export interface PricedCar {
  price: number;
  extras: CarExtraPrices;
}

/** A pick-up or drop-off as an `<input type="datetime-local">` value (`2026-07-01T10:00`), on the place's clock. */
export type LocalDateTime = string;

export interface CarPriceContext {
  car: PricedCar;
  pickUp: LocalDateTime;
  dropOff: LocalDateTime;
  /** Extras the driver ticked; those included with every booking are always counted, not-offered ones never. */
  chosen: CarExtraChoice;
  /** The pick-up location's slug, when one is chosen. */
  location?: string;
  /** The clock of each of the car's places: the dates are read on the chosen place's (the first place's until one is chosen). */
  timeZones: PlaceZones;
  /** When the calculator opened: a pick-up before it is in the past. */
  now: number;
  /** How far ahead and how long the car may be booked (its supplier's limits, domain/booking-limits.ts). */
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
  /** The clock of each of the car's places (domain/places.ts placeZones). */
  timeZones?: PlaceZones;
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

/** The clock the dates are read on: the chosen place's, else the car's first place's, else UTC. */
export function zoneOf({ timeZones, location }: Pick<CarPriceContext, 'timeZones' | 'location'>): string {
  return (location && timeZones[location]) || Object.values(timeZones)[0] || 'UTC';
}

/** The default rental on the place's clock: tomorrow 10:00 to the day after 10:00. */
export function defaultRentalDates(now: Date, timeZone: string): { pickUp: LocalDateTime; dropOff: LocalDateTime } {
  const pickUp = addWallDays(atTime(wallClockOf(now, timeZone), '10:00'), 1);
  return { pickUp, dropOff: addWallDays(pickUp, 1) };
}

/** The instants of the dates on the place's clock (undefined: empty or not a date). */
export function instantsAt(dates: { pickUp: LocalDateTime; dropOff: LocalDateTime }, timeZone: string): { from?: Date; to?: Date } {
  return { from: instantOf(dates.pickUp, timeZone), to: instantOf(dates.dropOff, timeZone) };
}

/** Why the dates give no price, the booking limits included (the product's when none are given): undefined when they do. */
export function datesProblem({
  pickUp,
  dropOff,
  now,
  limits = effectiveBookingLimits(),
  timeZone,
}: Pick<CarPriceContext, 'pickUp' | 'dropOff' | 'now'> & { limits?: BookingLimits; timeZone: string }): DatesProblem | undefined {
  const { from, to } = instantsAt({ pickUp, dropOff }, timeZone);
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
  const timeZone = zoneOf(context);
  const problem = datesProblem({ ...context, timeZone });
  if (problem) return { ok: false, problem };
  const { from, to } = instantsAt(context, timeZone);
  const days = rentalDays(from!, to!);
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
    context: typeOf<CarPriceContext>(),
    events: typeOf<CarPriceEvent>(),
    input: typeOf<CarPriceInput>(),
  },
  guards: {
    hasValidDates: ({ context }) => datesProblem({ ...context, timeZone: zoneOf(context) }) === undefined,
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
    const timeZones = input.timeZones ?? {};
    const defaults = defaultRentalDates(now, zoneOf({ timeZones, location: input.location }));
    return {
      car: input.car,
      pickUp: input.pickUp ?? defaults.pickUp,
      dropOff: input.dropOff ?? defaults.dropOff,
      chosen: {},
      location: input.location,
      timeZones,
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
