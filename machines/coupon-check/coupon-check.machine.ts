import { assign, fromPromise, setup } from 'xstate';
import { typeOf } from '@/machines/shared/type-of';
import type { Schemas } from '@/openapi/types';
import type { AppliedCoupon } from '@/machines/booking/booking-types';
import { failureCode, notProvided } from '@/machines/shared/failure';

/**
 * The coupon field of the booking's review: the code typed, then checked by the server (validateCoupon). A coupon it
 * accepts is handed to the booking (`applyCoupon`, which the screen provides: the booking machine prices it) and the
 * field empties; a refused code or a check that failed is said under the field until the code is typed again.
 */

// Types

export type Coupon = Schemas['Coupon'];

export interface CouponCheckContext {
  /** The code as typed. */
  code: string;
}

export type CouponCheckEvent = { type: 'couponCode.change'; code: string } | { type: 'couponCode.submit' };

// Rules

/** The code sent: codes are read in capitals (the contract), without the spaces around. */
export const couponCodeOf = (typed: string): string => typed.trim().toUpperCase();

/** The server does not take the code: unknown, expired, used up (422 COUPON_INVALID) or not a code at all (400). */
const refusals: ReadonlyArray<string | undefined> = ['COUPON_INVALID', 'VALIDATION_ERROR'];

// Machine

const typing = { target: '#couponCheck.editing', actions: 'setCode' } as const;

export const couponCheckMachine = setup({
  types: { context: typeOf<CouponCheckContext>(), events: typeOf<CouponCheckEvent>() },
  actors: {
    validateCoupon: fromPromise<Coupon, { code: string }>(() => notProvided('validateCoupon')),
  },
  guards: {
    isBlank: ({ context }) => couponCodeOf(context.code) === '',
    isRefused: (_, { error }: { error: unknown }) => refusals.includes(failureCode(error)),
  },
  actions: {
    setCode: assign(({ event }) => (event.type === 'couponCode.change' ? { code: event.code } : {})),
    clearCode: assign({ code: '' }),
    /** Provided by the screen: the booking takes the coupon (`coupon.apply`) and prices it. */
    applyCoupon: (_, _coupon: AppliedCoupon) => {},
  },
}).createMachine({
  id: 'couponCheck',
  context: { code: '' },
  initial: 'editing',
  states: {
    editing: {
      on: {
        'couponCode.change': { actions: 'setCode' },
        'couponCode.submit': [{ guard: 'isBlank', target: 'missing' }, { target: 'checking' }],
      },
    },
    /** 'Apply' with no code; typing leaves it (so the code here is always blank). */
    missing: { tags: ['error'], on: { 'couponCode.change': typing } },
    checking: {
      tags: ['busy'],
      // A code typed again while the server answers: that answer is about a code no longer in the field.
      on: { 'couponCode.change': typing },
      invoke: {
        id: 'validateCoupon',
        src: 'validateCoupon',
        input: ({ context }) => ({ code: couponCodeOf(context.code) }),
        onDone: {
          target: 'editing',
          actions: [
            { type: 'applyCoupon', params: ({ event }) => ({ code: event.output.code, discount: event.output.discount, discountUnit: event.output.discountUnit }) },
            'clearCode',
          ],
        },
        onError: [
          { guard: { type: 'isRefused', params: ({ event }) => ({ error: event.error }) }, target: 'invalid' },
          { target: 'notChecked' },
        ],
      },
    },
    // The code refused or not checked is still in the field (typing leaves these states): 'Apply' asks again.
    invalid: { tags: ['error'], on: { 'couponCode.change': typing, 'couponCode.submit': { target: 'checking' } } },
    /** The server could not be asked (offline, unavailable): try again. */
    notChecked: { tags: ['error'], on: { 'couponCode.change': typing, 'couponCode.submit': { target: 'checking' } } },
  },
});
