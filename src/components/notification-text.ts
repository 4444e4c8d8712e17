import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Schemas } from '@/openapi/types';

/** The heading of each kind of notification, in the reader's language (the server stores only what happened). */
export const notificationTitles: Record<Schemas['NotificationKind'], MessageDescriptor> = {
  bookingCreated: msg`New booking`,
  bookingPaid: msg`Payment received`,
  paymentFailed: msg`Payment failed.`,
  statusChanged: msg`Booking status changed`,
  cancelRequested: msg`Cancellation requested`,
  bookingVoided: msg`Booking voided: not paid in time`,
  accountMessage: msg`Message from the Azura team`,
};
