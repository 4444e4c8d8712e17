import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import type { SupplierField, SupplierFieldError } from '@/machines/fleet/supplier.form';
import { supplierNumberRange } from '@/machines/fleet/supplier.form';
import type { AvatarProblem } from '@/machines/fleet/supplier-profile.machine';
import { fieldErrorMessage, missingFieldsMessage } from '@/src/components/form/form-messages';

/** The supplier profile's texts: its fields' labels, their problems, the avatar's refusals. */

export const supplierFieldLabels: Record<SupplierField, MessageDescriptor> = {
  name: msg`Company name`,
  email: msg`Email`,
  phone: msg`Phone`,
  paymentTypes: msg`Payment types accepted`,
  minimumAge: msg`Minimum driver age`,
  maxDaysAhead: msg`Bookings open (days ahead)`,
  maxRentalDays: msg`Longest rental (days)`,
  bioEn: msg`About the company (English)`,
  bioFr: msg`About the company (French)`,
  bioRu: msg`About the company (Russian)`,
};

export function supplierFieldMessage(field: SupplierField, problem: SupplierFieldError, label: string): MessageDescriptor {
  switch (problem) {
    case 'required':
      return field === 'paymentTypes' ? msg`Choose one payment type at least.` : missingFieldsMessage([label]);
    case 'tooShort':
      return msg`Please enter 2 characters at least.`;
    case 'invalidEmail':
      return msg`Invalid email address`;
    case 'invalidPhone':
      return msg`Invalid phone number`;
    default:
      return fieldErrorMessage(problem, label, { min: String(supplierNumberRange(field).min), max: String(supplierNumberRange(field).max) });
  }
}

export const avatarProblemMessages: Record<AvatarProblem, MessageDescriptor> = {
  notAnImage: msg`The logo must be a JPEG, PNG or WebP picture.`,
  tooLarge: msg`The logo is larger than 5 MB.`,
};

/** The toast after a change of the suppliers' list: moved to a tier, or deleted (and how many were kept). */
export function supplierChangeMessage(result: { updated: number } | { deleted: number; kept: number }, tier: string | undefined): MessageDescriptor {
  if ('updated' in result) return msg`${plural(result.updated, { one: '# company moved', other: '# companies moved' })}: ${tier ?? ''}.`;
  const { deleted, kept } = result;
  if (kept === 0) return msg`${plural(deleted, { one: '# company deleted.', other: '# companies deleted.' })}`;
  return msg`${plural(deleted, { one: '# company deleted', other: '# companies deleted' })}; ${plural(kept, { one: '# kept: it has cars, yachts or accounts.', other: '# kept: they have cars, yachts or accounts.' })}`;
}

/** The confirmation's title before moving suppliers to a tier (its name in words). */
export function moveToTierTitle(count: number, tierName: string): MessageDescriptor {
  return msg`${plural(count, { one: `Move this company to ${tierName}?`, other: `Move # companies to ${tierName}?` })}`;
}
