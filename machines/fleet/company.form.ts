import { MINIMUM_AGE, isValidEmail, isValidPhone } from '../../domain/validation';
import type { Schemas } from '../../src/api/client';
import { type FieldErrors, compactErrors } from '../shared/form';
import { checkNumber, parseNumber, required } from './new-car.form';

/** The company profile form of machines/fleet/company-profile.machine.ts: its values as typed, their checks, the body. */

export type CompanyProfile = Schemas['CompanyProfile'];
export type CompanyProfileInput = Schemas['CompanyProfileInput'];
export type PaymentType = Schemas['PaymentType'];

export interface CompanyValues {
  name: string;
  email: string;
  phone: string;
  paymentTypes: PaymentType[];
  payLater: boolean;
  minimumAge: string;
  licenceRequired: boolean;
  bioEn: string;
  bioFr: string;
  bioRu: string;
}

export type CompanyField = 'name' | 'email' | 'phone' | 'paymentTypes' | 'minimumAge' | 'bioEn' | 'bioFr' | 'bioRu';
export type CompanyFieldError = 'required' | 'tooShort' | 'invalidEmail' | 'invalidPhone' | 'notANumber' | 'notAWholeNumber' | 'outOfRange';

/** The form's fields in screen order: the first invalid one gets the focus. */
export const companyFields: readonly CompanyField[] = ['name', 'email', 'phone', 'paymentTypes', 'minimumAge', 'bioEn', 'bioFr', 'bioRu'];

/** The youngest driver a company may ask for (the contract's CompanyProfileInput): never under the product's own. */
export const companyAgeRange = { min: MINIMUM_AGE, max: 99 } as const;

export function companyValuesOf(profile: CompanyProfile): CompanyValues {
  return {
    name: profile.name,
    email: profile.email,
    phone: profile.phone,
    paymentTypes: [...profile.paymentTypes],
    payLater: profile.payLater,
    minimumAge: String(profile.minimumAge),
    licenceRequired: profile.licenceRequired,
    bioEn: profile.bio.en,
    bioFr: profile.bio.fr,
    bioRu: profile.bio.ru,
  };
}

export function validateCompany(values: CompanyValues): FieldErrors<CompanyField, CompanyFieldError> {
  const name = values.name.trim();
  const email = values.email.trim();
  const phone = values.phone.trim();
  return compactErrors<CompanyField, CompanyFieldError>({
    name: name === '' ? 'required' : name.length < 2 ? 'tooShort' : undefined,
    email: email === '' ? 'required' : isValidEmail(email) ? undefined : 'invalidEmail',
    phone: phone === '' ? 'required' : isValidPhone(phone) ? undefined : 'invalidPhone',
    paymentTypes: values.paymentTypes.length === 0 ? 'required' : undefined,
    minimumAge: checkNumber(values.minimumAge, companyAgeRange, true),
    bioEn: required(values.bioEn),
    bioFr: required(values.bioFr),
    bioRu: required(values.bioRu),
  });
}

/** The updateCompanyProfile body. */
export function toCompanyInput(values: CompanyValues): CompanyProfileInput {
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    phone: values.phone.trim(),
    paymentTypes: values.paymentTypes,
    payLater: values.payLater,
    minimumAge: parseNumber(values.minimumAge),
    licenceRequired: values.licenceRequired,
    bio: { en: values.bioEn.trim(), fr: values.bioFr.trim(), ru: values.bioRu.trim() },
  };
}
