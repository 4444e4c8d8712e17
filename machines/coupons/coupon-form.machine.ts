import { assign, fromPromise, setup } from 'xstate';
import { notProvided } from '../shared/failure';
import { type FieldErrors, hasFieldErrors, withoutErrorsFor } from '../shared/form';
import {
  type CouponField,
  type CouponFieldError,
  type CouponInput,
  type CouponRecord,
  type CouponValues,
  couponValuesOf,
  emptyCoupon,
  toCouponInput,
  validateCoupon,
} from './coupon.form';

/**
 * A coupon written by an admin: a new one, or one loaded and changed; checked as the contract does before it is
 * sent; the list comes back once it is saved. A refusal (a code taken, a used coupon's code) keeps what was typed.
 */

export interface CouponFormContext {
  /** The coupon changed; none for a new one. */
  id?: string;
  coupon?: CouponRecord;
  values: CouponValues;
  errors: FieldErrors<CouponField, CouponFieldError>;
  attempt: number;
  error?: unknown;
}

export type CouponFormEvent = { type: 'form.change'; values: Partial<CouponValues> } | { type: 'form.submit' } | { type: 'form.retry' };

export const couponFormMachine = setup({
  types: { context: {} as CouponFormContext, events: {} as CouponFormEvent, input: {} as { id?: string } },
  actors: {
    getCoupon: fromPromise<CouponRecord, { id: string }>(async () => notProvided('getCoupon')),
    createCoupon: fromPromise<CouponRecord, { body: CouponInput }>(async () => notProvided('createCoupon')),
    updateCoupon: fromPromise<CouponRecord, { id: string; body: CouponInput }>(async () => notProvided('updateCoupon')),
  },
  guards: {
    isNew: ({ context }) => context.id === undefined,
    hasErrors: ({ context }) => hasFieldErrors(context.errors),
  },
  actions: {
    applyChange: assign(({ context, event }) => {
      if (event.type !== 'form.change') return {};
      return { values: { ...context.values, ...event.values }, errors: withoutErrorsFor(context.errors, event.values) };
    }),
    validateFields: assign(({ context }) => ({ errors: validateCoupon(context.values), attempt: context.attempt + 1 })),
    showLoaded: assign(({ event }) => {
      const coupon = (event as unknown as { output: CouponRecord }).output;
      return { coupon, values: couponValuesOf(coupon), error: undefined };
    }),
    keepError: assign(({ event }) => ({ error: 'error' in event ? event.error : undefined })),
    // Provided by the screen: the toasts, the error helper, the way back to the list.
    notifySaved: () => {},
    notifyFailure: (_, _params: { error: unknown }) => {},
    leave: () => {},
  },
}).createMachine({
  id: 'couponForm',
  context: ({ input }) => ({ id: input.id, values: emptyCoupon, errors: {}, attempt: 0 }),
  initial: 'starting',
  states: {
    starting: { always: [{ guard: 'isNew', target: 'editing' }, { target: 'loading' }] },
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'getCoupon',
        src: 'getCoupon',
        input: ({ context }) => ({ id: context.id! }),
        onDone: { target: 'editing', actions: 'showLoaded' },
        onError: { target: 'loadFailed', actions: 'keepError' },
      },
    },
    loadFailed: { tags: ['error'], on: { 'form.retry': { target: 'loading' } } },
    editing: {
      on: {
        'form.change': { actions: 'applyChange' },
        'form.submit': { target: 'validating' },
      },
    },
    validating: {
      entry: 'validateFields',
      always: [{ guard: 'hasErrors', target: 'editing' }, { guard: 'isNew', target: 'creating' }, { target: 'updating' }],
    },
    creating: {
      tags: ['busy'],
      invoke: {
        id: 'createCoupon',
        src: 'createCoupon',
        input: ({ context }) => ({ body: toCouponInput(context.values) }),
        onDone: { target: 'done', actions: 'notifySaved' },
        onError: { target: 'editing', actions: { type: 'notifyFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    updating: {
      tags: ['busy'],
      invoke: {
        id: 'updateCoupon',
        src: 'updateCoupon',
        input: ({ context }) => ({ id: context.id!, body: toCouponInput(context.values) }),
        onDone: { target: 'done', actions: 'notifySaved' },
        onError: { target: 'editing', actions: { type: 'notifyFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    done: { type: 'final', entry: 'leave' },
  },
});
