import type { Language } from '@/config/languages';
import { extraOffer } from '@/domain/catalog';
import { type CarExtra, type CarExtraChoice, type Quote, carExtras, quoteOffer } from '@/domain/price';
import type { Schemas } from '@/openapi/types';
import type { paths } from '@/openapi/generated/schema';
import {
  type BookingOffer,
  type DatesError,
  type DatesField,
  type DatesValues,
  chosenExtras,
  instantsOf,
  pricedOfferOf,
  validateDates,
} from '@/machines/booking/booking.form';
import { type PlaceZones, placeZones } from '@/domain/places';
import { wallClockOf } from '@/domain/zoned-time';
import { failureCode } from '@/machines/shared/failure';
import type { FieldErrors } from '@/machines/shared/form';
import type { Booking } from './booking-rules';

/** The data of booking-edit.machine.ts: its context, the new price, the request sent. */

// Types

export type { BookingOffer, DatesError, DatesField, DatesValues };
export type Location = Schemas['Location'];
export type Coupon = Schemas['Coupon'];
export type UpdateBookingBody = paths['/api/bookings/{id}']['patch']['requestBody']['content']['application/json'];

export interface UpdateBookingInput {
  id: string;
  body: UpdateBookingBody;
  language: Language;
}

/** The new price of the amended booking and the days it counts. */
export type AmendedPrice = Quote;

export interface BookingEditContext {
  booking: Booking;
  language: Language;
  /** The time pick-ups are checked against (ISO); null: the current time. */
  now: string | null;
  /** The car or yacht with its current prices (getOffer). */
  offer: BookingOffer | null;
  /** Every place, with its name in the page's language (for the offer's pick-up and drop-off places). */
  places: Location[];
  /** The terms of the booking's coupon (validateCoupon); null without a coupon or when they could not be read. */
  coupon: Coupon | null;
  /** The booking has a coupon whose terms could not be read: the server's total may differ from the one shown. */
  couponUnknown: boolean;
  /** Dates as wall-clock times at the places (datetime-local values); places as slugs. */
  values: DatesValues;
  extras: CarExtraChoice;
  errors: FieldErrors<DatesField, DatesError>;
  /** The dates are already booked by someone else (DATES_TAKEN). */
  formError: 'datesTaken' | null;
  /** Why the last updateBooking or getOffer failed, for the screen. */
  failure: unknown;
  /** The total the server computed, read from its PRICE_CHANGED answer. */
  serverTotal: number | null;
  /** The driver accepted the server's total: it is the one sent. */
  acceptedTotal: number | null;
  /** Counts the refused submits: the screen moves the focus to the first invalid field on each. */
  attempt: number;
}

export interface BookingEditInput {
  booking: Booking;
  language: Language;
  /** ISO; for tests. */
  now?: string;
}

// Values

/** The booking's times on its places' clocks, as the form shows them whatever the device's zone. */
export function initialValues(booking: Booking): DatesValues {
  return {
    from: wallClockOf(booking.from, booking.pickUpLocation.timeZone),
    to: wallClockOf(booking.to, booking.dropOffLocation.timeZone),
    pickUpLocation: booking.pickUpLocation.slug,
    dropOffLocation: booking.dropOffLocation.slug,
  };
}

const chosenKeys = (extras: CarExtraChoice) => carExtras.filter((extra) => extras[extra] === true);

export function initialContext(input: BookingEditInput): BookingEditContext {
  return {
    booking: input.booking,
    language: input.language,
    now: input.now ?? null,
    offer: null,
    places: [],
    coupon: null,
    couponUnknown: false,
    values: initialValues(input.booking),
    extras: Object.fromEntries(chosenKeys(input.booking.extras).map((extra) => [extra, true])),
    errors: {},
    formError: null,
    failure: undefined,
    serverTotal: null,
    acceptedTotal: null,
    attempt: 0,
  };
}

export const nowOf = (context: Pick<BookingEditContext, 'now'>) => (context.now ? new Date(context.now) : new Date());

// Rules

/** An extra the form lets change: sold at a price by the car; an additional driver only when the booking names one (he is named when booking). */
export function isExtraEditable(context: Pick<BookingEditContext, 'offer' | 'booking'>, extra: CarExtra): boolean {
  if (context.offer?.kind !== 'car' || extraOffer(context.offer.car.extras[extra]).kind !== 'priced') return false;
  return extra !== 'additionalDriver' || context.booking.additionalDriver !== null;
}

/** The clock of each place the booking may move to: the offer's places (their countries), and the booking's own. */
export function editZones(context: Pick<BookingEditContext, 'places' | 'booking'>): PlaceZones {
  const { booking } = context;
  return { ...placeZones(context.places), [booking.pickUpLocation.slug]: booking.pickUpLocation.timeZone, [booking.dropOffLocation.slug]: booking.dropOffLocation.timeZone };
}

/** The offer with its places' clocks, which the form's dates are read on. */
export const zonedOffer = (context: Pick<BookingEditContext, 'places' | 'booking'>, offer: BookingOffer): BookingOffer => ({ ...offer, timeZones: editZones(context) });

const sameInstant = (value: Date | undefined, iso: string) => value?.getTime() === new Date(iso).getTime();

/**
 * The dates' errors, as the server checks an amendment (updateBooking): the booking limits apply to what changes, so a
 * kept pick-up is not checked against the horizon, nor kept dates against the longest rental (limits lowered since).
 */
export function dateErrors(context: BookingEditContext): FieldErrors<DatesField, DatesError> {
  if (!context.offer) return {};
  const offer = zonedOffer(context, context.offer);
  const errors = validateDates(offer, context.values, nowOf(context));
  const instants = instantsOf(offer, context.values);
  const keptFrom = sameInstant(instants.from, context.booking.from);
  const keptTo = sameInstant(instants.to, context.booking.to);
  const { from, to, ...rest } = errors;
  return {
    ...rest,
    ...(from && !(from === 'pickUpTooFarAhead' && keptFrom) ? { from } : {}),
    ...(to && !(to === 'rentalTooLong' && keptFrom && keptTo) ? { to } : {}),
  };
}

/**
 * The price of the amended booking as the server computes it (updateBooking): the offer's current prices
 * for the new dates and extras, the booking's coupon terms on the new subtotal, the same cashback used.
 */
export function amendedPrice(context: Pick<BookingEditContext, 'offer' | 'values' | 'extras' | 'coupon' | 'booking' | 'places'>): AmendedPrice | null {
  const { offer } = context;
  const { from, to } = offer ? instantsOf(zonedOffer(context, offer), context.values) : {};
  if (!offer || !from || !to || to.getTime() <= from.getTime()) return null;
  const discounts = { coupon: context.coupon, usedCashback: context.booking.price.usedCashback };
  return quoteOffer(pricedOfferOf(offer), { from, to }, chosenExtras(offer, context.extras), discounts);
}

/** Only what changed goes in the request: an unchanged pick-up is not checked again against the clock. */
export function changedFields(context: BookingEditContext): Omit<UpdateBookingBody, 'total'> {
  const initial = initialValues(context.booking);
  const { values, offer } = context;
  const body: Omit<UpdateBookingBody, 'total'> = {};
  // A time kept as it was, at a place moved to another zone, is a new instant: the instants are compared.
  const instants = offer ? instantsOf(zonedOffer(context, offer), values) : {};
  const moved = (value: string, before: string, instant: Date | undefined, iso: string) => value !== before || (instant !== undefined && !sameInstant(instant, iso));
  if (moved(values.from, initial.from, instants.from, context.booking.from)) body.from = instants.from?.toISOString() ?? values.from;
  if (moved(values.to, initial.to, instants.to, context.booking.to)) body.to = instants.to?.toISOString() ?? values.to;
  if (values.pickUpLocation !== initial.pickUpLocation) body.pickUpLocation = values.pickUpLocation;
  if (values.dropOffLocation !== initial.dropOffLocation) body.dropOffLocation = values.dropOffLocation;
  if (offer?.kind === 'car' && chosenKeys(context.extras).join() !== chosenKeys(context.booking.extras).join()) {
    body.extras = chosenExtras(offer, context.extras);
  }
  return body;
}

export const hasChanges = (context: BookingEditContext) => Object.keys(changedFields(context)).length > 0;

export function toUpdateRequest(context: BookingEditContext): UpdateBookingInput {
  const total = context.acceptedTotal ?? amendedPrice(context)?.total ?? context.booking.price.total;
  return { id: context.booking._id, language: context.language, body: { ...changedFields(context), total } };
}

/** The server's total in its PRICE_CHANGED answer (the contract's `total`); null when it is not there. */
export function serverTotalOf(error: unknown): number | null {
  if (failureCode(error) !== 'PRICE_CHANGED') return null;
  const total = (error as { total?: unknown }).total;
  return typeof total === 'number' && Number.isFinite(total) ? total : null;
}
