import type { EventObject, SnapshotFrom } from 'xstate';
import { type CouponCheckContext, couponCheckMachine } from '@/machines/coupon-check/coupon-check.machine';
import { failure } from '@/tests/support/fixtures';
import { type FlowModel, buildPaths, doneEvent, errorEvent } from '@/tests/support/model';
import { eventName } from './events';

/** What the driver types: a code the server takes (in small letters: it is sent in capitals), or nothing. */
export const typedCode = ' welcome10 ';
export const welcomeCoupon = { code: 'WELCOME10', discount: 10, discountUnit: 'percentage', validUntil: null } as const;

/** A refused code (422, or 400 for what is not a code) says so; a server that failed says the check failed. */
const checkFailures = ['COUPON_INVALID', 'VALIDATION_ERROR', 'INTERNAL_ERROR'] as const;

export const couponCheckModel: FlowModel<typeof couponCheckMachine> = {
  flow: 'coupon-check',
  machine: couponCheckMachine,
  variants: [{ input: undefined }],
  events: (snapshot: SnapshotFrom<typeof couponCheckMachine>) => [
    { type: 'couponCode.change', code: typedCode },
    // An empty field cannot be cleared.
    ...(snapshot.context.code === '' ? [] : [{ type: 'couponCode.change', code: '' }]),
    { type: 'couponCode.submit' },
    doneEvent('validateCoupon', welcomeCoupon),
    ...checkFailures.map((code) => errorEvent('validateCoupon', failure(code))),
  ],
  project: (context: CouponCheckContext) => ({ code: context.code }),
  label: (event: EventObject) => {
    if ('code' in event && event.type === 'couponCode.change') return event.code === '' ? 'clear' : `type "${String(event.code)}"`;
    return eventName(event);
  },
};

export const couponCheckPaths = () => buildPaths(couponCheckModel);
