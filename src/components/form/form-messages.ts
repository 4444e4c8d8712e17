import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { NewCarFieldError, NumberFieldError } from '@/machines/fleet/new-car.form';

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

/**
 * The text of a number field's error (every record form has them): `required` names the field, `outOfRange` gives the
 * bounds (already formatted).
 */
export function numberFieldMessage(key: NumberFieldError, label: string, range?: { min?: string; max: string }): MessageDescriptor {
  switch (key) {
    case 'required':
      return missingFieldsMessage([label]);
    case 'notANumber':
      return msg`Please enter a number.`;
    case 'notAWholeNumber':
      return msg`Please enter a whole number.`;
    case 'outOfRange': {
      const { min = '', max = '' } = range ?? {};
      return msg`Please enter a value from ${min} to ${max}.`;
    }
  }
}

/** The text of a vehicle's or a supplier's field error: a number field's, or a colour not written #rrggbb. */
export function fieldErrorMessage(key: NewCarFieldError, label: string, range?: { min: string; max: string }): MessageDescriptor {
  return key === 'invalidColor' ? msg`Please choose a colour written #rrggbb.` : numberFieldMessage(key, label, range);
}
