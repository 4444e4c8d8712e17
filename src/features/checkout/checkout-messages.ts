import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { CardError } from '../../../domain/card';
import type { CardField } from '../../../machines/checkout/checkout.machine';
import type { FailureCode } from '../../../machines/shared/failure';

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

const failureReasons: Partial<Record<FailureCode, MessageDescriptor>> = {
  CARD_DECLINED: msg`Your card was declined. Try another card or contact your bank.`,
  INSUFFICIENT_FUNDS: msg`Your card has insufficient funds. Try another card.`,
  VALIDATION_ERROR: msg`The payment details were refused. Check them and try again.`,
  SERVICE_UNAVAILABLE: msg`The payment service is not reachable at the moment. Nothing was charged.`,
  FORBIDDEN: msg`Only the driver who made this booking can pay for it.`,
  UNAUTHORIZED: msg`Your session has ended. Sign in again to pay.`,
};

/** Why a payment failed (the machine's `failure`): the card was declined, insufficient funds... */
export function failureReason(code: FailureCode | null): MessageDescriptor {
  return (code && failureReasons[code]) ?? msg`An unexpected error occurred. Please try again.`;
}

/** The end of a checkout that cannot be paid any more (the machine's `expired` state, or a void booking). */
export const bookingExpired = msg`This booking expired before it was paid. Please book again.`;
export const paymentNotAllowed = msg`This booking can no longer be paid online.`;
export const alreadyPaid = msg`This booking is already paid.`;



