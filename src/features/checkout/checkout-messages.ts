import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { CardError } from '@/domain/card';
import type { CardField } from '@/machines/checkout/checkout.machine';
import type { FailureCode } from '@/machines/shared/failure';
import { errorMessage, somethingWentWrong } from '@/src/core/error-messages';

/** The checkout machine's reason codes, and the booking's own values, as the product's texts. */

/** Spec 5: the card form's errors (the machine's validateCard codes). */
export const cardErrorMessages: Record<CardError, MessageDescriptor> = {
  invalidCardNumber: msg`Invalid card number`,
  invalidExpiryDate: msg`Invalid expiry date`,
  invalidCvc: msg`Invalid Card Validation Code`,
};

export const cardFieldLabels: Record<CardField, MessageDescriptor> = {
  number: msg`Card number`,
  expiry: msg`Expiry date (MM/YY)`,
  cvc: msg`Security code (CVC)`,
  holder: msg`Name on card`,
};


/** Spec 8: the title of every refused payment; the reason follows it. */
export const paymentFailed = msg`Payment failed.`;

/** Why a payment failed (the machine's `failure`): the card was declined, insufficient funds... */
export function failureReason(code: FailureCode | null): MessageDescriptor {
  return errorMessage(code, 'payment') ?? somethingWentWrong.description;
}



