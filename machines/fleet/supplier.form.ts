import { PRODUCT_BOOKING_LIMITS } from '@/domain/booking-limits';
import { MINIMUM_AGE, isValidEmail, isValidPhone } from '@/domain/validation';
import type { Schemas } from '@/openapi/types';
import { type FieldErrors, compactErrors } from '@/machines/shared/form';
import { checkNumber, parseNumber, required } from './new-car.form';

/** The supplier profile form of machines/fleet/supplier-profile.machine.ts: its values as typed, their checks, the body. */

export type SupplierProfile = Schemas['SupplierProfile'];
export type SupplierProfileInput = Schemas['SupplierProfileInput'];
export type PaymentType = Schemas['PaymentType'];

export interface SupplierValues {
  name: string;
  email: string;
  phone: string;
  paymentTypes: PaymentType[];
  payLater: boolean;
  minimumAge: string;
  licenceRequired: boolean;
  /** The supplier's own booking limits in days; empty: the product's (domain/booking-limits.ts). */
  maxDaysAhead: string;
  maxRentalDays: string;
  bioEn: string;
  bioFr: string;
  bioRu: string;
}

export type SupplierField = 'name' | 'email' | 'phone' | 'paymentTypes' | 'minimumAge' | 'maxDaysAhead' | 'maxRentalDays' | 'bioEn' | 'bioFr' | 'bioRu';
export type SupplierFieldError = 'required' | 'tooShort' | 'invalidEmail' | 'invalidPhone' | 'notANumber' | 'notAWholeNumber' | 'outOfRange';

/** The form's fields in screen order: the first invalid one gets the focus. */
export const supplierFields: readonly SupplierField[] = ['name', 'email', 'phone', 'paymentTypes', 'minimumAge', 'maxDaysAhead', 'maxRentalDays', 'bioEn', 'bioFr', 'bioRu'];

/** The youngest driver a supplier may ask for (the contract's SupplierProfileInput): never under the product's own. */
export const supplierAgeRange = { min: MINIMUM_AGE, max: 99 } as const;

/** A supplier's own booking limits: lower than the product's, never higher (the contract's SupplierProfileInput). */
export const supplierLimitRanges = {
  maxDaysAhead: { min: 1, max: PRODUCT_BOOKING_LIMITS.maxDaysAhead },
  maxRentalDays: { min: 1, max: PRODUCT_BOOKING_LIMITS.maxRentalDays },
} as const;

/** The range a number field of the form takes. */
export const supplierNumberRange = (field: SupplierField) =>
  field === 'maxDaysAhead' || field === 'maxRentalDays' ? supplierLimitRanges[field] : supplierAgeRange;

/** An optional limit: empty is the product's; else a whole number in its range. */
const checkLimit = (text: string, field: keyof typeof supplierLimitRanges) =>
  text.trim() === '' ? undefined : checkNumber(text, supplierLimitRanges[field], true);

export function supplierValuesOf(profile: SupplierProfile): SupplierValues {
  return {
    name: profile.name,
    email: profile.email,
    phone: profile.phone,
    paymentTypes: [...profile.paymentTypes],
    payLater: profile.payLater,
    minimumAge: String(profile.minimumAge),
    licenceRequired: profile.licenceRequired,
    maxDaysAhead: profile.maxDaysAhead === undefined ? '' : String(profile.maxDaysAhead),
    maxRentalDays: profile.maxRentalDays === undefined ? '' : String(profile.maxRentalDays),
    bioEn: profile.bio.en,
    bioFr: profile.bio.fr,
    bioRu: profile.bio.ru,
  };
}

export function validateSupplier(values: SupplierValues): FieldErrors<SupplierField, SupplierFieldError> {
  const name = values.name.trim();
  const email = values.email.trim();
  const phone = values.phone.trim();
  return compactErrors<SupplierField, SupplierFieldError>({
    name: name === '' ? 'required' : name.length < 2 ? 'tooShort' : undefined,
    email: email === '' ? 'required' : isValidEmail(email) ? undefined : 'invalidEmail',
    phone: phone === '' ? 'required' : isValidPhone(phone) ? undefined : 'invalidPhone',
    paymentTypes: values.paymentTypes.length === 0 ? 'required' : undefined,
    minimumAge: checkNumber(values.minimumAge, supplierAgeRange, true),
    maxDaysAhead: checkLimit(values.maxDaysAhead, 'maxDaysAhead'),
    maxRentalDays: checkLimit(values.maxRentalDays, 'maxRentalDays'),
    bioEn: required(values.bioEn),
    bioFr: required(values.bioFr),
    bioRu: required(values.bioRu),
  });
}

/** The updateSupplierProfile body. */
export function toSupplierInput(values: SupplierValues): SupplierProfileInput {
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    phone: values.phone.trim(),
    paymentTypes: values.paymentTypes,
    payLater: values.payLater,
    minimumAge: parseNumber(values.minimumAge),
    licenceRequired: values.licenceRequired,
    bio: { en: values.bioEn.trim(), fr: values.bioFr.trim(), ru: values.bioRu.trim() },
    // Left empty, a limit is left out: the product's applies.
    ...(values.maxDaysAhead.trim() === '' ? {} : { maxDaysAhead: parseNumber(values.maxDaysAhead) }),
    ...(values.maxRentalDays.trim() === '' ? {} : { maxRentalDays: parseNumber(values.maxRentalDays) }),
  };
}
