import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { BookingLimits } from '@/domain/booking-limits';
import { MINIMUM_AGE } from '@/domain/validation';
import type { CarExtra } from '@/domain/price';
import type {
  AdditionalDriverError,
  AdditionalDriverField,
  BookingFailure,
  BookingFormError,
  DatesError,
  DatesField,
  DriverError,
  LicenceError,
  PaymentOption,
} from '@/machines/booking/booking.form';
import { pickUpTooFarAheadMessage, rentalTooLongMessage } from '@/src/components/booking-limit-messages';
import { formSummary, missingFieldsMessage } from '@/src/components/form/form-messages';
import { errorMessage, errorMessages, serviceUnavailable, somethingWentWrong } from '@/src/core/error-messages';

export { formSummary, missingFieldsMessage };

/**
 * Every text the booking process shows for the booking machine's keys (steps, field errors, form errors,
 * refusals), in one place: the machine holds keys, the screens look their texts up here.
 */

export type BookingStep = 'dates' | 'extras' | 'driver' | 'payment' | 'review';

export const stepLabels: Record<BookingStep, MessageDescriptor> = {
  dates: msg`Dates & places`,
  extras: msg`Extras`,
  driver: msg`Driver`,
  payment: msg`Payment`,
  review: msg`Review`,
};

/** The heading of each step's form. */
export const stepTitles: Record<BookingStep, MessageDescriptor> = {
  dates: msg`When and where?`,
  extras: msg`Choose your extras`,
  driver: msg`Who is driving?`,
  payment: msg`How do you want to pay?`,
  review: msg`Review your booking`,
};

export const yachtDriverTitle = msg`Who is booking?`;


export const extraDescriptions: Record<CarExtra, MessageDescriptor> = {
  cancellation: msg`Cancel for free until pick-up.`,
  amendments: msg`Change your dates or places for free.`,
  theftProtection: msg`Lowers what you pay if the car is stolen.`,
  collisionDamageWaiver: msg`Lowers what you pay for damage to the car.`,
  fullInsurance: msg`Nothing to pay for damage or theft.`,
  additionalDriver: msg`Share the driving with someone else.`,
};

export const datesLabels: Record<DatesField, MessageDescriptor> = {
  from: msg`Pick-up`,
  to: msg`Drop-off`,
  pickUpLocation: msg`Pick-up location`,
  dropOffLocation: msg`Drop-off location`,
};

export const chooseLocation = msg`Choose a location`;

export const additionalDriverLabels: Record<AdditionalDriverField, MessageDescriptor> = {
  fullName: msg`Full name`,
  email: msg`Email`,
  phone: msg`Phone`,
  birthDate: msg`Date of birth`,
};

/** The additional driver's missing fields, named as his: the driver's own details come from his account. */
export function additionalDriverMissingMessage(labels: readonly string[]): MessageDescriptor {
  const names = labels.join(', ');
  return labels.length === 1
    ? msg`Please fill in the additional driver's field: ${names}`
    : msg`Please fill in the additional driver's fields: ${names}`;
}

export const driverLabels = {
  fullName: msg`Full name`,
  email: msg`Email`,
  phone: msg`Phone`,
  birthDate: msg`Date of birth`,
  licence: msg`Driving licence`,
  acceptTerms: msg`Terms of Use`,
  paymentType: msg`Payment type`,
};

/** 'You must be at least 21 years old.' at the product's minimum, else the supplier's or the car's own age. */
export function tooYoungMessage(minimumAge: number, whose: 'you' | 'driver'): MessageDescriptor {
  return whose === 'you' && minimumAge === MINIMUM_AGE
    ? msg`You must be at least ${minimumAge} years old.`
    : msg`The driver must be at least ${minimumAge} years old`;
}

export function datesErrorMessage(error: DatesError, label: string, offerKind: 'car' | 'yacht', limits: BookingLimits): MessageDescriptor {
  switch (error) {
    case 'required':
      return missingFieldsMessage([label]);
    case 'pickUpInPast':
      return msg`The pick-up date is in the past: please choose a later one.`;
    case 'pickUpTooFarAhead':
      return pickUpTooFarAheadMessage(limits);
    case 'rentalTooLong':
      return rentalTooLongMessage(limits);
    case 'dropOffBeforePickUp':
      return msg`The drop-off must be after the pick-up.`;
    case 'placeNotOffered':
      return offerKind === 'car' ? msg`This car is not offered there: choose another place.` : msg`This yacht is not offered there: choose another place.`;
  }
}

export function driverErrorMessage(error: DriverError, label: string, minimumAge: number): MessageDescriptor {
  switch (error) {
    case 'required':
      return missingFieldsMessage([label]);
    case 'driverTooYoung':
      return tooYoungMessage(minimumAge, 'you');
    case 'termsNotAccepted':
      return msg`Please accept the Terms of Use.`;
    case 'imageRequired':
      return msg`Please add an image.`;
  }
}

/** Why the licence image was not stored. */
export const licenceErrorMessages: Record<LicenceError, MessageDescriptor> = {
  licenceTooLarge: msg`This picture is too large: the limit is 5 MB.`,
  licenceNotAnImage: msg`This file is not a picture: choose a JPEG, PNG or WebP image.`,
  licenceNotSaved: msg`The picture could not be saved. Please try again.`,
};

export function additionalDriverErrorMessage(error: AdditionalDriverError, label: string, minimumAge: number): MessageDescriptor {
  switch (error) {
    case 'required':
      return missingFieldsMessage([label]);
    case 'invalidEmail':
      return msg`Invalid email address`;
    case 'invalidPhone':
      return msg`Invalid phone number`;
    case 'driverTooYoung':
      return tooYoungMessage(minimumAge, 'driver');
  }
}

export const noPaymentTypeMessage = msg`This company accepts no payment type with this option: choose the other option.`;

export const formErrorMessages: Record<BookingFormError, MessageDescriptor> = {
  datesTaken: errorMessages.DATES_TAKEN,
  additionalDriverNotSaved: msg`The additional driver could not be saved. Please try again.`,
  additionalDriverNotRemoved: msg`The additional driver could not be removed. Please try again.`,
  couponInvalid: msg`This coupon can no longer be used: it was removed from your booking. Check the new total and book again.`,
};

/**
 * Why a booking was refused, in the product's words (priceChanged and network have their own notices):
 * NOT_FOUND and NOT_AVAILABLE name the car or yacht, the other codes the booking.
 */
export function failureMessage(failure: BookingFailure, offerKind: 'car' | 'yacht'): MessageDescriptor {
  const subject = failure === 'NOT_FOUND' || failure === 'NOT_AVAILABLE' ? offerKind : 'booking';
  return errorMessage(failure, subject) ?? somethingWentWrong.description;
}

export const networkDown = serviceUnavailable;

export const paymentOptionTexts: Record<PaymentOption, { title: MessageDescriptor; description: MessageDescriptor }> = {
  payLater: { title: msg`Pay later`, description: msg`Free amendments and cancellation. You pay at pick-up.` },
  payOnline: { title: msg`Pay online`, description: msg`Pay now. Amendments and cancellation under conditions.` },
};


export const couponTexts = {
  label: msg`Coupon code`,
  invalid: errorMessages.COUPON_INVALID,
  notChecked: msg`The coupon could not be checked. Please try again.`,
};

export { extraLabels, paymentTypeLabels } from '@/src/components/booking-labels';
