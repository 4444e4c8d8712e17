import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { DatesError, DatesField } from '@/machines/bookings/booking-edit.form';
import type { BookingLimits } from '@/domain/booking-limits';
import { pickUpTooFarAheadMessage, rentalTooLongMessage } from '@/src/components/booking-limit-messages';
import { missingFieldsMessage } from '@/src/components/form/form-messages';
import { failureText as failureTextAbout, refusalMessage } from '@/src/core/errors';

/** Every text the bookings screens show for the machines' keys and the server's codes, in one place. */

/** After the driver asked to cancel (spec 4: the team then contacts him). */
export const cancelRequestSent = msg`Your cancellation request has been sent. Our team will contact you shortly.`;

/** A refused bookings call in the product's words (core/errors.ts), about the booking; undefined for the error helper's own text. */
export const failureMessage = (i18n: I18n, error: unknown): string | undefined => refusalMessage(i18n, error, 'booking');

/** The same, with spec 8's texts when there is no better one: for messages shown inside a dialog. */
export const failureText = (i18n: I18n, error: unknown): string => failureTextAbout(i18n, error, 'booking');

export const dateFieldLabels: Record<DatesField, MessageDescriptor> = {
  from: msg`Pick-up`,
  to: msg`Drop-off`,
  pickUpLocation: msg`Pick-up location`,
  dropOffLocation: msg`Drop-off location`,
};

export function dateErrorMessage(error: DatesError, label: string, limits: BookingLimits): MessageDescriptor {
  switch (error) {
    case 'required':
      return missingFieldsMessage([label]);
    case 'pickUpTooFarAhead':
      return pickUpTooFarAheadMessage(limits);
    case 'rentalTooLong':
      return rentalTooLongMessage(limits);
    case 'pickUpInPast':
      return msg`The pick-up date is in the past: please choose a later one.`;
    case 'dropOffBeforePickUp':
      return msg`The drop-off must be after the pick-up.`;
    case 'placeNotOffered':
      return msg`This place is not offered for this booking: please choose another.`;
  }
}
