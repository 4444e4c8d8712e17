import { isOldEnough, isValidDate, isValidEmail, isValidPhone } from '@/domain/validation';
import { type FieldErrors, compactErrors } from '@/machines/shared/form';
import type {
  AdditionalDriver,
  AdditionalDriverError,
  AdditionalDriverField,
  AdditionalDriverValues,
  BookingDriver,
  DriverError,
  DriverField,
  LicenceError,
  LicenceState,
  Supplier,
} from './booking-types';

/** The driver step: the driver's age, the terms, the licence image and the additional driver. */

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

/** Only the fields the booking needs: a sign-in answer also carries a token, which must not be persisted. */
export const toDriver = ({ _id, fullName, email, phone, birthDate }: BookingDriver): BookingDriver => ({ _id, fullName, email, phone, birthDate });

/** Why createBiometric refused the image. */
export function licenceErrorOf(error: unknown): LicenceError {
  const { status, code } = (error ?? {}) as { status?: unknown; code?: unknown };
  if (status === 413 || code === 'PAYLOAD_TOO_LARGE') return 'licenceTooLarge';
  if (status === 415 || code === 'UNSUPPORTED_MEDIA_TYPE') return 'licenceNotAnImage';
  return 'licenceNotSaved';
}

/** A supplier that requires a licence image, and none is on file (an unknown state is left to the server to judge). */
export const isLicenceMissing = (context: { supplier: Supplier; licence: LicenceState }) =>
  context.supplier.licenceRequired && context.licence === 'missing';
