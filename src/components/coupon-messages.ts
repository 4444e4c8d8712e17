import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import type { CouponStatus } from '@/openapi/generated/enums';
import type { CouponField, CouponFieldError } from '@/machines/coupons/coupon.form';
import type { CouponDeletion } from '@/machines/coupons/coupons-list';
import { numberFieldMessage } from './form/form-messages';

/** The coupon screens' texts: statuses, the form's labels and problems, the toast after a deletion. */

export const couponStatusLabels: Record<CouponStatus, MessageDescriptor> = {
  active: msg`Active`,
  scheduled: msg`Scheduled`,
  expired: msg`Expired`,
  usedUp: msg`Used up`,
};

export const couponStatusPalette: Record<CouponStatus, string> = { active: 'green', scheduled: 'blue', expired: 'gray', usedUp: 'orange' };

export const couponFieldLabels: Record<CouponField, MessageDescriptor> = {
  code: msg`Code`,
  discount: msg`Discount`,
  validFrom: msg`Valid from`,
  validUntil: msg`Valid until`,
  maxUses: msg`Usage limit`,
};

export function couponFieldMessage(problem: CouponFieldError, label: string, range?: { min: string; max: string }): MessageDescriptor {
  switch (problem) {
    case 'invalidCode':
      return msg`3 to 32 letters, digits or hyphens.`;
    case 'invalidDate':
      return msg`Please enter a date and a time.`;
    case 'endBeforeStart':
      return msg`The end must come after the start (and after now).`;
    default:
      return numberFieldMessage(problem, label, range);
  }
}

export function couponDeletionMessage({ deleted, ended }: CouponDeletion): MessageDescriptor {
  if (ended === 0) return msg`${plural(deleted, { one: '# coupon deleted.', other: '# coupons deleted.' })}`;
  return msg`${plural(deleted, { one: '# coupon deleted', other: '# coupons deleted' })}; ${plural(ended, { one: '# used by bookings ended instead.', other: '# used by bookings ended instead.' })}`;
}
