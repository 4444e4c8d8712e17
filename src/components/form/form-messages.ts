import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** The texts every form shares (spec 5), for the account screens, the fleet forms and the booking flow. */

/** 'Please fill in the field: X' for one missing field, 'Please fill in the fields: X, Y' for more. */
export function missingFieldsMessage(labels: readonly string[]): MessageDescriptor {
  const names = labels.join(', ');
  return labels.length === 1 ? msg`Please fill in the field: ${names}` : msg`Please fill in the fields: ${names}`;
}

/** The summary above a form that has errors. */
export const formSummary = msg`Please fix errors.`;

/** The toast after a change is saved (spec 8): bookings, fleet. */
export const changesSaved = msg`Changes made successfully.`;
