import type { PlaceZones } from '@/domain/places';
import type { Quote } from '@/domain/price';
import type { ErrorCode, Schemas } from '@/openapi/types';
import type { FieldErrors } from '@/machines/shared/form';

/** The types of the booking process's data: the offer, the steps' values and errors, the failures. */

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
/**
 * The car or yacht booked (getOffer), with the clock of each of its places (domain/places.ts placeZones): its dates are
 * wall-clock times there. A place whose zone is not known is read in UTC.
 */
export type BookingOffer = ({ kind: 'car'; car: Car } | { kind: 'yacht'; yacht: Yacht }) & { timeZones?: PlaceZones };

/** The signed-in driver, as the session knows him (only these fields are kept: the context is persisted). */
export interface BookingDriver {
  _id: string;
  fullName: string;
  email: string;
  phone?: string | null;
  birthDate?: string | null;
}

export interface DatesValues {
  /** Pick-up: a wall-clock time at the pick-up place (`2026-07-01T10:00`, a datetime-local value), whatever the device's zone. */
  from: string;
  /** Drop-off: a wall-clock time at the drop-off place. */
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
export type DatesError = 'required' | 'dropOffBeforePickUp' | 'pickUpInPast' | 'pickUpTooFarAhead' | 'rentalTooLong' | 'placeNotOffered';
export type DriverField = 'birthDate' | 'licence' | 'acceptTerms';
export type DriverError = 'required' | 'driverTooYoung' | 'termsNotAccepted' | 'imageRequired';
/** The driver's licence image, for a supplier that requires one: not looked up yet, none on file, or on file. */
export type LicenceState = 'unknown' | 'missing' | 'stored';
/** Why a licence image was not stored: too big (413), not a JPEG, PNG or WebP (415), anything else. */
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
