import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { DatesError, DatesField } from '../../../machines/bookings/booking-edit.form';
import { ApiFailure, type ErrorCode } from '../../api/client';
import { isServiceUnavailable } from '../../core/errors';
import { i18n } from '../../core/i18n';
import { missingFieldsMessage } from '../../components/form/form-messages';

/** Every text the bookings screens show for the machines' keys and the server's codes, in one place. */

/** The toast after a change (spec 8). */
export const changesSaved = msg`Changes made successfully.`;

/** After the driver asked to cancel (spec 4: the team then contacts him). */
export const cancelRequestSent = msg`Your cancellation request has been sent. Our team will contact you shortly.`;

/** Refusals of the bookings calls, by the server's code, in the product's words. */
export const bookingFailures: Partial<Record<ErrorCode, MessageDescriptor>> = {
  DATES_TAKEN: msg`These dates are no longer available: someone else has booked them. Please choose other dates.`,
  PRICE_CHANGED: msg`The price has changed since you opened this page. Please check the new total.`,
  AMENDMENT_NOT_ALLOWED: msg`This booking can no longer be changed this way. Please contact our team.`,
  CANCELLATION_NOT_ALLOWED: msg`This booking can no longer be cancelled online. Please contact our team.`,
  STATUS_CHANGE_NOT_ALLOWED: msg`This status change is not allowed for this booking.`,
  BOOKING_HAS_PAYMENTS: msg`A booking with a payment on record cannot be deleted: cancel it instead.`,
  EXTRA_NOT_OFFERED: msg`One of the extras is no longer offered for this car.`,
  FORBIDDEN: msg`You are not allowed to do this with this booking.`,
  NOT_FOUND: msg`This booking no longer exists.`,
  UNAUTHORIZED: msg`Your session has expired. Please sign in again.`,
};

/**
 * The product's words for a refusal; else what the server said about a refused request (it names the
 * field or the rule); undefined for the rest (no answer, a 5xx): the error helper's own text.
 */
export function failureMessage(error: unknown): string | undefined {
  if (!(error instanceof ApiFailure) || error.status < 400 || error.status >= 500) return undefined;
  const known = bookingFailures[error.code as ErrorCode];
  return known ? i18n._(known) : error.message;
}

/** The same, with the generic text when there is no better one: for messages shown inside a dialog. */
export function failureText(error: unknown): string {
  if (isServiceUnavailable(error)) return i18n._(msg`The server is currently unavailable. Please try again later.`);
  return failureMessage(error) ?? i18n._(msg`An unexpected error occurred. Please try again.`);
}

export const dateFieldLabels: Record<DatesField, MessageDescriptor> = {
  from: msg`Pick-up`,
  to: msg`Drop-off`,
  pickUpLocation: msg`Pick-up location`,
  dropOffLocation: msg`Drop-off location`,
};

export function dateErrorMessage(error: DatesError, label: string): MessageDescriptor {
  switch (error) {
    case 'required':
      return missingFieldsMessage([label]);
    case 'pickUpInPast':
      return msg`The pick-up date is in the past: please choose a later one.`;
    case 'dropOffBeforePickUp':
      return msg`The drop-off must be after the pick-up.`;
    case 'placeNotOffered':
      return msg`This place is not offered for this booking: please choose another.`;
  }
}
