import type { Language } from '../../config/languages';
import { isPickUpInPast, minimumDriverAge } from '../../domain/bookings';
import {
  type CarExtra,
  type CarExtraChoice,
  type PricedOffer,
  type Quote,
  carExtras,
  isAlwaysIncluded,
  isExtraOffered,
  quoteOffer,
} from '../../domain/price';
import { isOldEnough, isValidDate, isValidEmail, isValidPhone } from '../../domain/validation';
import type { ErrorCode, Schemas } from '../../src/api/client';
import { type FieldErrors, compactErrors } from '../shared/form';

/** The data of machines/booking/booking.machine.ts: its context, the steps' checks, the price, the request sent. */

// Types

export type Car = Schemas['Car'];
export type Yacht = Schemas['Yacht'];
export type Supplier = Schemas['Supplier'];
export type Booking = Schemas['Booking'];
export type BookingRequest = Schemas['BookingRequest'];
export type PaymentOption = Schemas['PaymentOption'];
export type PaymentType = Schemas['PaymentType'];
export type AdditionalDriver = Schemas['AdditionalDriver'];
export type IdentityDocument = Schemas['IdentityDocument'];
/** A coupon validateCoupon accepted: what the price needs of it, and its code for the request. */
export type AppliedCoupon = Pick<Schemas['Coupon'], 'code' | 'discount' | 'discountUnit'>;
export type BookingOffer = { kind: 'car'; car: Car } | { kind: 'yacht'; yacht: Yacht };

/** The signed-in driver, as the session knows him (only these fields are kept: the context is persisted). */
export interface BookingDriver {
  _id: string;
  fullName: string;
  email: string;
  phone?: string | null;
  birthDate?: string | null;
}

export interface DatesValues {
  /** Pick-up: an ISO date-time, or a datetime-local value (read in the browser's time zone). */
  from: string;
  to: string;
  /** Slugs among the offer's locations. */
  pickUpLocation: string;
  dropOffLocation: string;
}

export interface AdditionalDriverValues {
  fullName: string;
  email: string;
  phone: string;
  /** `YYYY-MM-DD`. */
  birthDate: string;
}

export type DatesField = keyof DatesValues;
export type DatesError = 'required' | 'dropOffBeforePickUp' | 'pickUpInPast' | 'placeNotOffered';
export type DriverField = 'birthDate' | 'licence' | 'acceptTerms';
export type DriverError = 'required' | 'driverTooYoung' | 'termsNotAccepted' | 'imageRequired';
/** The driver's licence picture, for a company that requires one: not looked up yet, none on file, or on file. */
export type LicenceState = 'unknown' | 'missing' | 'stored';
/** Why a licence picture was not stored: too big (413), not a JPEG, PNG or WebP (415), anything else. */
export type LicenceError = 'licenceTooLarge' | 'licenceNotAnImage' | 'licenceNotSaved';
export type AdditionalDriverField = keyof AdditionalDriverValues;
export type AdditionalDriverError = 'required' | 'invalidEmail' | 'invalidPhone' | 'driverTooYoung';
export type PaymentField = 'paymentType';
export type PaymentError = 'required';

/** Errors by step, then by field; `{}` means none. */
export interface BookingErrors {
  dates: FieldErrors<DatesField, DatesError>;
  driver: FieldErrors<DriverField, DriverError>;
  additionalDriver: FieldErrors<AdditionalDriverField, AdditionalDriverError>;
  payment: FieldErrors<PaymentField, PaymentError>;
}

/** A reason shown above a step's form rather than beside a field. */
export type BookingFormError = 'datesTaken' | 'additionalDriverNotSaved' | 'additionalDriverNotRemoved' | 'couponInvalid';

/** Why the booking was refused: 'priceChanged', 'network' (no answer or a 5xx), else the contract's code. */
export type BookingFailure = 'priceChanged' | 'network' | ErrorCode;

/** The booking price (domain/price.ts) and the days it counts. */
export type QuotedPrice = Quote;

export const noErrors = (): BookingErrors => ({ dates: {}, driver: {}, additionalDriver: {}, payment: {} });
export const emptyAdditionalDriver = (): AdditionalDriverValues => ({ fullName: '', email: '', phone: '', birthDate: '' });

// Offer

export const offerIdOf = (offer: BookingOffer) => (offer.kind === 'car' ? offer.car._id : offer.yacht._id);
export const locationsOf = (offer: BookingOffer) => (offer.kind === 'car' ? offer.car.locations : offer.yacht.locations);

/** The youngest a driver may be (domain/bookings.ts): the product's rule, the company's and the car's. */
export const minimumAgeOf = (offer: BookingOffer, supplier: Supplier): number => minimumDriverAge(supplier, offer.kind === 'car' ? offer.car : {});

/** An extra the driver may tick: cars only, offered (a price of 0 or more). */
export function isExtraOfferedBy(offer: BookingOffer, extra: CarExtra): boolean {
  return offer.kind === 'car' && isExtraOffered(offer.car.extras[extra]);
}

/** An extra the car includes with every booking (domain/price.ts isAlwaysIncluded): always chosen, it cannot be left out. */
export function isExtraIncludedBy(offer: BookingOffer, extra: CarExtra): boolean {
  return offer.kind === 'car' && isAlwaysIncluded(extra, offer.car.extras[extra]);
}

/** The ticked extras the offer still offers, each `true`: what is priced and sent. */
export function chosenExtras(offer: BookingOffer, extras: CarExtraChoice): CarExtraChoice {
  return Object.fromEntries(carExtras.filter((extra) => extras[extra] && isExtraOfferedBy(offer, extra)).map((extra) => [extra, true]));
}

/** The chosen extras with those the offer includes: a booking names them (amendments included allow amending). */
export const withIncludedExtras = (offer: BookingOffer, extras: CarExtraChoice): CarExtraChoice =>
  chosenExtras(offer, { ...extras, ...Object.fromEntries(carExtras.filter((extra) => isExtraIncludedBy(offer, extra)).map((extra) => [extra, true])) });

// Dates and price

export function parseDateTime(value: string): Date | undefined {
  if (value.trim() === '') return undefined;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** What the driver takes off the price: a coupon, and the wallet's balance when he spends it. */
export interface PriceDiscounts {
  coupon?: AppliedCoupon | null;
  /** The wallet balance offered to the booking (the price uses at most its total). */
  cashback?: number;
}

/** What the price formula needs of the offer (domain/price.ts quoteOffer). */
export const pricedOfferOf = (offer: BookingOffer): PricedOffer =>
  offer.kind === 'car' ? { kind: 'car', price: offer.car.price, extras: offer.car.extras } : { kind: 'yacht', price: offer.yacht.price };

/** The price of the dates and extras, less the discounts, or null while the dates give none. */
export function quote(offer: BookingOffer, dates: DatesValues, extras: CarExtraChoice, discounts: PriceDiscounts = {}): QuotedPrice | null {
  const from = parseDateTime(dates.from);
  const to = parseDateTime(dates.to);
  if (!from || !to || to.getTime() <= from.getTime()) return null;
  const taken = { coupon: discounts.coupon ?? null, usedCashback: Math.max(0, discounts.cashback ?? 0) };
  return quoteOffer(pricedOfferOf(offer), { from, to }, chosenExtras(offer, extras), taken);
}

function placeError(offer: BookingOffer, slug: string): DatesError | undefined {
  if (slug === '') return 'required';
  return locationsOf(offer).includes(slug) ? undefined : 'placeNotOffered';
}

export function validateDates(offer: BookingOffer, dates: DatesValues, now: Date): FieldErrors<DatesField, DatesError> {
  const from = parseDateTime(dates.from);
  const to = parseDateTime(dates.to);
  return compactErrors<DatesField, DatesError>({
    from: !from ? 'required' : isPickUpInPast(from, now) ? 'pickUpInPast' : undefined,
    to: !to ? 'required' : from && to.getTime() <= from.getTime() ? 'dropOffBeforePickUp' : undefined,
    pickUpLocation: placeError(offer, dates.pickUpLocation),
    dropOffLocation: placeError(offer, dates.dropOffLocation),
  });
}

// Driver

function ageError(birthDate: string, minimumAge: number, pickUp: Date) {
  if (!isValidDate(birthDate)) return 'required' as const;
  return isOldEnough(birthDate, minimumAge, pickUp) ? undefined : ('driverTooYoung' as const);
}

/** The driver's age is counted on the pick-up day. */
export function validateDriver(
  driver: BookingDriver | null,
  acceptTerms: boolean,
  minimumAge: number,
  pickUp: Date,
  licenceMissing = false,
): FieldErrors<DriverField, DriverError> {
  return compactErrors<DriverField, DriverError>({
    birthDate: ageError(driver?.birthDate ?? '', minimumAge, pickUp),
    licence: licenceMissing ? 'imageRequired' : undefined,
    acceptTerms: acceptTerms ? undefined : 'termsNotAccepted',
  });
}

export function validateAdditionalDriver(
  values: AdditionalDriverValues,
  minimumAge: number,
  pickUp: Date,
): FieldErrors<AdditionalDriverField, AdditionalDriverError> {
  const email = values.email.trim();
  const phone = values.phone.trim();
  return compactErrors<AdditionalDriverField, AdditionalDriverError>({
    fullName: values.fullName.trim() === '' ? 'required' : undefined,
    email: email === '' ? 'required' : isValidEmail(email) ? undefined : 'invalidEmail',
    phone: phone === '' ? 'required' : isValidPhone(phone) ? undefined : 'invalidPhone',
    birthDate: ageError(values.birthDate, minimumAge, pickUp),
  });
}

export function toAdditionalDriver(values: AdditionalDriverValues): AdditionalDriver {
  return { fullName: values.fullName.trim(), email: values.email.trim(), phone: values.phone.trim(), birthDate: values.birthDate };
}

// Payment

/** Pay later only when the company allows it; pay online always. */
export function paymentOptionsOf(supplier: Supplier): PaymentOption[] {
  return supplier.payLater ? ['payLater', 'payOnline'] : ['payOnline'];
}

/** Cash is paid at pick-up (pay later), crypto online (pay online); a card either way. */
export function paymentTypesFor(supplier: Supplier, option: PaymentOption): PaymentType[] {
  return supplier.paymentTypes.filter((type) => (option === 'payLater' ? type !== 'crypto' : type !== 'cash'));
}

/** The current type when it still fits the option, else the company's first one that does. */
export function pickPaymentType(supplier: Supplier, option: PaymentOption, current: PaymentType | null): PaymentType | null {
  const types = paymentTypesFor(supplier, option);
  return current !== null && types.includes(current) ? current : (types[0] ?? null);
}

// Request

/** A date-time as the contract's ISO form (the steps have checked it). */
const toIso = (value: string) => parseDateTime(value)?.toISOString() ?? value;

export function toBookingRequest(values: {
  offer: BookingOffer;
  dates: DatesValues;
  extras: CarExtraChoice;
  paymentOption: PaymentOption;
  paymentType: PaymentType | null;
  price: QuotedPrice | null;
  additionalDriverId: string | null;
  coupon?: AppliedCoupon | null;
  useCashback?: boolean;
}): BookingRequest {
  const { offer, dates } = values;
  const extras = chosenExtras(offer, values.extras);
  return {
    offer: offerIdOf(offer),
    from: toIso(dates.from),
    to: toIso(dates.to),
    pickUpLocation: dates.pickUpLocation,
    dropOffLocation: dates.dropOffLocation,
    ...(offer.kind === 'car' ? { extras } : {}),
    // The contract takes the recorded additional driver with the additionalDriver extra, and only then.
    ...(extras.additionalDriver && values.additionalDriverId ? { additionalDriver: values.additionalDriverId } : {}),
    ...(values.coupon ? { coupon: values.coupon.code } : {}),
    ...(values.useCashback ? { useCashback: true } : {}),
    paymentOption: values.paymentOption,
    paymentType: values.paymentType ?? 'card',
    total: values.price?.total ?? 0,
  };
}

/** Why createBiometric refused the picture. */
export function licenceErrorOf(error: unknown): LicenceError {
  const { status, code } = (error ?? {}) as { status?: unknown; code?: unknown };
  if (status === 413 || code === 'PAYLOAD_TOO_LARGE') return 'licenceTooLarge';
  if (status === 415 || code === 'UNSUPPORTED_MEDIA_TYPE') return 'licenceNotAnImage';
  return 'licenceNotSaved';
}

/** A company that requires a licence picture, and none is on file (an unknown state is left to the server to judge). */
export const isLicenceMissing = (context: Pick<BookingProcessContext, 'supplier' | 'licence'>) =>
  context.supplier.licenceRequired && context.licence === 'missing';

/** The reason a createBooking failure is shown with. */
export function bookingFailureOf(error: unknown): BookingFailure {
  const { status, code } = (error ?? {}) as { status?: unknown; code?: unknown };
  if (code === 'PRICE_CHANGED') return 'priceChanged';
  if (typeof status !== 'number' || status === 0 || status >= 500 || typeof code !== 'string') return 'network';
  return code as ErrorCode;
}

// The process's context: plain JSON, persisted to sessionStorage so that a reload resumes

export interface BookingProcessContext {
  offer: BookingOffer;
  supplier: Supplier;
  driver: BookingDriver | null;
  language: Language;
  /** The time pick-ups are checked against (ISO); null: the current time. */
  now: string | null;
  /** The youngest a driver may be (domain rule, company, car): the screens' "at least N years old". */
  minimumAge: number;
  dates: DatesValues;
  extras: CarExtraChoice;
  acceptTerms: boolean;
  /** The driver's licence picture (companies with `licenceRequired`); `unknown` until getDocuments answered. */
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
  /** From the page's search. */
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

/** Only the fields the booking needs: a sign-in answer also carries a token, which must not be persisted. */
export const toDriver = ({ _id, fullName, email, phone, birthDate }: BookingDriver): BookingDriver => ({ _id, fullName, email, phone, birthDate });

export function initialContext(input: BookingProcessInput): Context {
  const places = locationsOf(input.offer);
  const place = input.place && places.includes(input.place) ? input.place : (places[0] ?? '');
  const dates = { from: input.from ?? '', to: input.to ?? '', pickUpLocation: place, dropOffLocation: place };
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

export const needsAdditionalDriverSaved = (context: Context) =>
  chosenExtras(context.offer, context.extras).additionalDriver === true && context.additionalDriverId === null;

/** The driver step's errors; a saved additional driver was checked before he was saved. */
export function driverErrors(context: Context): Pick<BookingErrors, 'driver' | 'additionalDriver'> {
  const pickUp = parseDateTime(context.dates.from) ?? nowOf(context);
  return {
    driver: validateDriver(context.driver, context.acceptTerms, context.minimumAge, pickUp, isLicenceMissing(context)),
    additionalDriver: needsAdditionalDriverSaved(context)
      ? validateAdditionalDriver(context.additionalDriver, context.minimumAge, pickUp)
      : {},
  };
}

/** A payment choice: an option the company refuses is ignored; a type that does not fit is replaced by one that does. */
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
