import type { Language } from '@/config/languages';
import type { CarExtra, CarExtraChoice } from '@/domain/price';
import { instantsOf, wallClockDates } from './booking-dates';
import { isLicenceMissing, toDriver, validateAdditionalDriver, validateDriver } from './booking-driver';
import { chosenExtras, isAdditionalDriverOptional, locationsOf, minimumAgeOf, withIncludedExtras } from './booking-offer';
import { paymentOptionsOf, paymentTypesFor, pickPaymentType } from './booking-payment';
import { quote } from './booking-price';
import {
  type AdditionalDriverValues,
  type AppliedCoupon,
  type Booking,
  type BookingDriver,
  type BookingErrors,
  type BookingFailure,
  type BookingFormError,
  type BookingOffer,
  type DatesValues,
  type LicenceError,
  type LicenceState,
  type PaymentOption,
  type PaymentType,
  type QuotedPrice,
  type Supplier,
  emptyAdditionalDriver,
  noErrors,
} from './booking-types';

/**
 * The data of machines/booking/booking.machine.ts: its context and the changes the steps make to it.
 * The rules of each part live beside it (types, offer, dates, price, driver, payment, request) and are
 * exported from here too, so that the machine, the screens and the tests import one module.
 */

export * from './booking-dates';
export * from './booking-driver';
export * from './booking-offer';
export * from './booking-payment';
export * from './booking-price';
export * from './booking-request';
export * from './booking-types';

// The process's context: plain JSON, persisted to sessionStorage so that a reload resumes

export interface BookingProcessContext {
  offer: BookingOffer;
  supplier: Supplier;
  driver: BookingDriver | null;
  language: Language;
  /** The time pick-ups are checked against (ISO); null: the current time. */
  now: string | null;
  /** The youngest a driver may be (domain rule, supplier, car): the screens' "at least N years old". */
  minimumAge: number;
  dates: DatesValues;
  extras: CarExtraChoice;
  acceptTerms: boolean;
  /** The driver's licence image (suppliers with `licenceRequired`); `unknown` until getDocuments answered. */
  licence: LicenceState;
  licenceError: LicenceError | null;
  additionalDriver: AdditionalDriverValues;
  /** Set once createAdditionalDriver saved the form; the form is then read-only until removed. */
  additionalDriverId: string | null;
  paymentOption: PaymentOption;
  paymentType: PaymentType | null;
  /** A coupon validateCoupon accepted; its code goes with the request. */
  coupon: AppliedCoupon | null;
  /** Spend the wallet's cashback on this booking. */
  useCashback: boolean;
  /** The wallet balance when the driver chose to spend it (0 otherwise). */
  cashbackBalance: number;
  /** The price of the dates, extras and discounts (null while the dates give none); its total is the one sent. */
  price: QuotedPrice | null;
  /** The total shown before the server's prices were taken (after a PRICE_CHANGED); null otherwise. */
  priceChangedFrom: number | null;
  errors: BookingErrors;
  formError: BookingFormError | null;
  failure: BookingFailure | null;
  booking: Booking | null;
  /** Counts the refused `step.next`s: the screen focuses the first invalid field on each. */
  attempt: number;
}

export interface BookingProcessInput {
  offer: BookingOffer;
  supplier: Supplier;
  driver: BookingDriver | null;
  /** From the page's search: wall-clock times at the places (an ISO instant of an older link is read on their clocks). */
  from?: string;
  to?: string;
  /** A place of the offer for both pick-up and drop-off (else its first). */
  place?: string;
  /** Extras already chosen on the offer's page; those the offer does not offer are dropped. */
  extras?: readonly CarExtra[];
  language: Language;
  /** ISO; for tests. */
  now?: string;
}

type Context = BookingProcessContext;

export function initialContext(input: BookingProcessInput): Context {
  const places = locationsOf(input.offer);
  const place = input.place && places.includes(input.place) ? input.place : (places[0] ?? '');
  const dates = wallClockDates(input.offer, { from: input.from ?? '', to: input.to ?? '', pickUpLocation: place, dropOffLocation: place });
  const extras = withIncludedExtras(input.offer, Object.fromEntries((input.extras ?? []).map((extra) => [extra, true])));
  const paymentOption: PaymentOption = input.supplier.payLater ? 'payLater' : 'payOnline';
  return {
    offer: input.offer,
    supplier: input.supplier,
    driver: input.driver ? toDriver(input.driver) : null,
    language: input.language,
    now: input.now ?? null,
    minimumAge: minimumAgeOf(input.offer, input.supplier),
    dates,
    extras,
    acceptTerms: false,
    licence: 'unknown',
    licenceError: null,
    additionalDriver: emptyAdditionalDriver(),
    additionalDriverId: null,
    paymentOption,
    paymentType: pickPaymentType(input.supplier, paymentOption, null),
    coupon: null,
    useCashback: false,
    cashbackBalance: 0,
    price: quote(input.offer, dates, extras),
    priceChangedFrom: null,
    errors: noErrors(),
    formError: null,
    failure: null,
    booking: null,
    attempt: 0,
  };
}

export const nowOf = (context: Context) => (context.now ? new Date(context.now) : new Date());

/** A patch with the price recomputed: whatever changes the dates, extras, discounts or offer goes through it. */
export function withPrice(context: Context, patch: Partial<Context>): Partial<Context> {
  const next = { ...context, ...patch };
  const discounts = { coupon: next.coupon, cashback: next.useCashback ? next.cashbackBalance : 0 };
  return { ...patch, price: quote(next.offer, next.dates, next.extras, discounts) };
}

/** The cashback choice: spend the balance, or stop spending it. */
export const toggledCashback = (context: Context, balance: number): Partial<Context> =>
  withPrice(context, context.useCashback ? { useCashback: false, cashbackBalance: 0 } : { useCashback: true, cashbackBalance: balance });

/** Something typed in the additional driver's form. */
const isAdditionalDriverBegun = ({ fullName, email, phone, birthDate }: AdditionalDriverValues) =>
  [fullName, email, phone, birthDate].some((value) => value.trim() !== '');

/** A chosen additional driver not yet recorded: a paid one always, an included one once his form is begun. */
export const needsAdditionalDriverSaved = (context: Context) =>
  chosenExtras(context.offer, context.extras).additionalDriver === true &&
  context.additionalDriverId === null &&
  (!isAdditionalDriverOptional(context.offer) || isAdditionalDriverBegun(context.additionalDriver));

/** The driver step's errors; a saved additional driver was checked before he was saved. */
export function driverErrors(context: Context): Pick<BookingErrors, 'driver' | 'additionalDriver'> {
  const pickUp = instantsOf(context.offer, context.dates).from ?? nowOf(context);
  return {
    driver: validateDriver(context.driver, context.acceptTerms, context.minimumAge, pickUp, isLicenceMissing(context)),
    additionalDriver: needsAdditionalDriverSaved(context)
      ? validateAdditionalDriver(context.additionalDriver, context.minimumAge, pickUp)
      : {},
  };
}

/** A payment choice: an option the supplier refuses is ignored; a type that does not fit is replaced by one that does. */
export function paymentChange(context: Context, values: { paymentOption?: PaymentOption; paymentType?: PaymentType }): Partial<Context> {
  const { paymentOption = context.paymentOption, paymentType } = values;
  if (!paymentOptionsOf(context.supplier).includes(paymentOption)) return {};
  const fits = paymentType !== undefined && paymentTypesFor(context.supplier, paymentOption).includes(paymentType);
  return { paymentOption, paymentType: pickPaymentType(context.supplier, paymentOption, fits ? paymentType : context.paymentType) };
}

/**
 * The offer as the server now has it: extras no longer offered are dropped, the price and the payment choice follow,
 * the wallet's balance too when the driver spends it; the total shown before is kept so that the screen can say it changed.
 */
export function refreshedOffer(
  context: Context,
  offer: BookingOffer,
  supplier: Supplier = context.supplier,
  cashbackBalance: number = context.cashbackBalance,
): Partial<Context> {
  const paymentOption = paymentOptionsOf(supplier).includes(context.paymentOption) ? context.paymentOption : 'payOnline';
  const balance = context.useCashback ? cashbackBalance : 0;
  return {
    ...withPrice(context, { offer, extras: withIncludedExtras(offer, context.extras), cashbackBalance: balance }),
    priceChangedFrom: context.price?.total ?? null,
    supplier,
    minimumAge: minimumAgeOf(offer, supplier),
    paymentOption,
    paymentType: pickPaymentType(supplier, paymentOption, context.paymentType),
  };
}
