import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ErrorCode } from '@/openapi/types';

// The product's error texts (spec 8) in one place: machines expose the contract's codes (or states named
// after them), screens show the texts from here. core/errors.ts turns a failed request into one of them.

/** Spec 8: the server, or the proxy in front of it, is down (a 502). */
export const serviceUnavailable = {
  title: msg`Service Unavailable`,
  description: msg`The server is currently unavailable. Please try again later.`,
};

/** Spec 8: a failure the product has no words for, with a Try Again action. */
export const somethingWentWrong = {
  title: msg`Something went wrong`,
  description: msg`An unexpected error occurred. Please try again.`,
};

/** Spec 8: the error helper's text when it is given none. */
export const unhandledError = msg`An unhandled error occurred.`;

/** Spec 8: the language could not be changed (on the server, for a signed-in user). */
export const languageChangeFailed = msg`An error occurred while changing language.`;

/** What a refused request acted on, for the codes whose text names it ('This car…', 'This booking…'). */
export type ErrorSubject = 'car' | 'yacht' | 'vehicles' | 'booking' | 'payment' | 'activation' | 'passwordReset' | 'emailChange' | 'google' | 'image';

type ErrorText = MessageDescriptor | Partial<Record<ErrorSubject, MessageDescriptor>>;

/**
 * The text of each error code of the contract (openapi: ErrorCode) a screen shows: one text a code, or one
 * a subject for the codes whose text names what was missing or refused. Codes not here have no words of
 * their own: the screens show what fits around them (the server's message for a refused form, or spec 8's
 * 'An unexpected error occurred.').
 */
export const errorMessages = {
  VALIDATION_ERROR: {
    booking: msg`Some details of your booking are not valid: go back and check them.`,
    payment: msg`The payment details were refused. Check them and try again.`,
  },
  EMAIL_ALREADY_REGISTERED: msg`This email address is already registered.`,
  EMAIL_NOT_REGISTERED: msg`Email address not registered`,
  TOKEN_INVALID: {
    activation: msg`This activation link is not valid. It may have been used already.`,
    passwordReset: msg`This password reset link is not valid. It may have been used already.`,
    emailChange: msg`This confirmation link is not valid. It may have been used already.`,
  },
  TOKEN_EXPIRED: {
    activation: msg`Your account activation link expired.`,
    passwordReset: msg`This password reset link has expired.`,
    emailChange: msg`This email confirmation link has expired.`,
  },
  INVALID_CREDENTIALS: msg`Incorrect email or password.`,
  ACCOUNT_SUSPENDED: msg`Your account is suspended.`,
  ACCOUNT_NOT_ACTIVATED: msg`Your account is not activated yet. Check your inbox for the activation link.`,
  NO_LICENCE: msg`This account has no driving licence picture to verify.`,
  COUPON_CODE_TAKEN: msg`Another coupon has this code. Choose another one.`,
  COUPON_IN_USE: msg`Bookings have used this coupon, so its code cannot change.`,
  ADDRESS_TAKEN: msg`This address is already taken. Choose another one.`,
  WRONG_PASSWORD: msg`Wrong password`,
  PASSWORD_UNCHANGED: msg`Please choose a new password`,
  CODE_INVALID: msg`This code is not right, or it can no longer be used. Check it, or ask for a new code.`,
  CODE_EXPIRED: msg`This code has expired. Ask for a new one.`,
  EXTERNAL_SIGN_IN_FAILED: msg`We could not sign you in with Google. Please try again, or sign in with your email.`,
  TOO_MANY_ATTEMPTS: msg`Too many failed attempts. Please try again in 15 minutes.`,
  UNAUTHORIZED: msg`Your session has expired. Please sign in again.`,
  FORBIDDEN: {
    car: msg`You are not allowed to change this car.`,
    yacht: msg`You are not allowed to change this yacht.`,
    booking: msg`You are not allowed to do this with this booking.`,
    payment: msg`Only the driver who made this booking can pay for it.`,
  },
  NOT_FOUND: {
    car: msg`This car is no longer offered.`,
    yacht: msg`This yacht is no longer offered.`,
    booking: msg`This booking no longer exists.`,
    vehicles: msg`Some of the selected vehicles no longer exist: the list is shown again.`,
  },
  CAR_HAS_BOOKINGS: msg`This car has bookings, so it cannot be deleted. Make it unavailable instead.`,
  YACHT_HAS_BOOKINGS: msg`This yacht has bookings, so it cannot be deleted. Make it unavailable instead.`,
  TOO_MANY_IMAGES: msg`A car or a yacht has at most 12 photos: remove one first.`,
  DATES_TAKEN: msg`These dates were just booked by someone else: choose other dates.`,
  PRICE_CHANGED: msg`The price has changed since you opened this page. Please check the new total.`,
  NOT_AVAILABLE: {
    car: msg`Sorry, this car is no longer available. Choose another one.`,
    yacht: msg`Sorry, this yacht is no longer available. Choose another one.`,
  },
  PAYMENT_TYPE_NOT_ACCEPTED: msg`The company no longer accepts this payment type: go back and choose another one.`,
  PAY_LATER_NOT_ACCEPTED: msg`The company no longer accepts pay later: go back and choose to pay online.`,
  EXTRA_NOT_OFFERED: msg`One of your extras is no longer offered: go back and check your extras.`,
  STATUS_CHANGE_NOT_ALLOWED: msg`This status change is not allowed for this booking.`,
  CANCELLATION_NOT_ALLOWED: msg`This booking can no longer be cancelled online. Please contact our team.`,
  COUPON_INVALID: msg`This coupon is not valid.`,
  AMENDMENT_NOT_ALLOWED: msg`This booking can no longer be changed this way. Please contact our team.`,
  LICENCE_REQUIRED: msg`This company needs a picture of your driving licence: go back to the driver step and add it.`,
  PICK_UP_TOO_FAR_AHEAD: msg`This pick-up is further ahead than bookings open: choose an earlier date.`,
  RENTAL_TOO_LONG: msg`This rental is longer than the company allows: choose an earlier drop-off.`,
  BOOKING_HAS_PAYMENTS: msg`A booking with a payment on record cannot be deleted: cancel it instead.`,
  WALLET_BALANCE_SHORT: msg`The driver's cashback wallet no longer holds the cashback this change needs, and a wallet never goes below zero: the booking stays as it is.`,
  CARD_DECLINED: msg`Your card was declined. Try another card or contact your bank.`,
  INSUFFICIENT_FUNDS: msg`Your card has insufficient funds. Try another card.`,
  PAYMENT_NOT_ALLOWED: msg`This booking can no longer be paid online.`,
  ALREADY_PAID: msg`This booking is already paid.`,
  BOOKING_EXPIRED: msg`This booking expired before it was paid. Please book again.`,
  SERVICE_UNAVAILABLE: {
    payment: msg`The payment service is not reachable at the moment. Nothing was charged.`,
    google: msg`Google sign-in is not available at the moment. Sign in with your email instead.`,
  },
  PAYLOAD_TOO_LARGE: { image: msg`This picture is too large: the limit is 5 MB.` },
  UNSUPPORTED_MEDIA_TYPE: { image: msg`This file is not a picture: choose a JPEG, PNG or WebP image.` },
} satisfies Partial<Record<ErrorCode, ErrorText>>;

/** The text of a code (about `subject`, for the codes whose text names it); undefined for a code with no words of its own. */
export function errorMessage(code: string | null | undefined, subject?: ErrorSubject): MessageDescriptor | undefined {
  const text = code ? (errorMessages as Partial<Record<string, ErrorText>>)[code] : undefined;
  if (!text || 'id' in text) return text;
  return subject ? text[subject] : undefined;
}
