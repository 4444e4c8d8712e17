import { assign, fromPromise, setup } from 'xstate';
import type { Language } from '@/config/languages';
import type { CarExtra } from '@/domain/price';
import { errorCodeOf, notProvided } from '@/machines/shared/failure';
import { hasFieldErrors, withoutErrorsFor } from '@/machines/shared/form';
import { typeOf } from '@/machines/shared/type-of';
import {
  type BookingEditContext,
  type BookingEditInput,
  type BookingOffer,
  type Coupon,
  type DatesValues,
  type Location,
  type UpdateBookingInput,
  dateErrors,
  hasChanges,
  initialContext,
  isExtraEditable,
  serverTotalOf,
  toUpdateRequest,
} from './booking-edit.form';
import type { Booking } from './booking-rules';

// Types (the context and its rules are in booking-edit.form.ts)

export type { BookingEditContext, BookingEditInput, UpdateBookingInput };

export type BookingEditEvent =
  /** 'Edit': the form opens on the booking as it is now. */
  | { type: 'edit.open'; booking: Booking }
  | { type: 'edit.change'; values: Partial<DatesValues> }
  | { type: 'edit.toggleExtra'; extra: CarExtra }
  | { type: 'edit.submit' }
  /** After PRICE_CHANGED: save with the server's total. */
  | { type: 'edit.acceptTotal' }
  | { type: 'edit.retry' }
  | { type: 'edit.close' };

// Machine

const edits = {
  'edit.change': { target: '#bookingEdit.editing', actions: 'applyChange' },
  'edit.toggleExtra': { guard: 'isExtraEditable', target: '#bookingEdit.editing', actions: 'toggleExtra' },
  'edit.close': { target: '#bookingEdit.closed' },
} as const;

const submit = [
  // Nothing changed: nothing to send (the screen reads `can` to disable Save).
  { guard: 'hasNoChanges' },
  { guard: 'hasDateErrors', target: '#bookingEdit.editing', actions: 'showDateErrors' },
  { target: '#bookingEdit.submitting', actions: 'clearErrors' },
] as const;

export const bookingEditMachine = setup({
  types: {
    context: typeOf<BookingEditContext>(),
    events: typeOf<BookingEditEvent>(),
    input: typeOf<BookingEditInput>(),
  },
  actors: {
    getOffer: fromPromise<BookingOffer, { id: string; language: Language }>(() => notProvided('getOffer')),
    getLocations: fromPromise<Location[], { language: Language }>(() => notProvided('getLocations')),
    validateCoupon: fromPromise<Coupon, { code: string }>(() => notProvided('validateCoupon')),
    updateBooking: fromPromise<Booking, UpdateBookingInput>(() => notProvided('updateBooking')),
  },
  guards: {
    hasNoCoupon: ({ context }) => context.booking.coupon === null,
    hasNoChanges: ({ context }) => !hasChanges(context),
    hasDateErrors: ({ context }) => hasFieldErrors(dateErrors(context)),
    isExtraEditable: ({ context, event }) => event.type === 'edit.toggleExtra' && isExtraEditable(context, event.extra),
    isDatesTaken: ({ event }) => errorCodeOf(event) === 'DATES_TAKEN',
    /** PRICE_CHANGED with the server's total in it: the driver may accept that total. */
    isPriceChangedWithTotal: ({ event }) => 'error' in event && serverTotalOf(event.error) !== null,
  },
  actions: {
    openForm: assign(({ context, event }) =>
      event.type === 'edit.open' ? initialContext({ booking: event.booking, language: context.language, now: context.now ?? undefined }) : {},
    ),
    keepOffer: assign((_, offer: BookingOffer) => ({ offer })),
    keepPlaces: assign((_, places: Location[]) => ({ places })),
    keepCoupon: assign((_, coupon: Coupon) => ({ coupon, couponUnknown: false })),
    markCouponUnknown: assign({ coupon: null, couponUnknown: true }),
    applyChange: assign(({ context, event }) => {
      if (event.type !== 'edit.change') return {};
      return {
        values: { ...context.values, ...event.values },
        errors: withoutErrorsFor(context.errors, event.values),
        formError: null,
        failure: undefined,
        serverTotal: null,
        acceptedTotal: null,
      };
    }),
    toggleExtra: assign(({ context, event }) => {
      if (event.type !== 'edit.toggleExtra') return {};
      return {
        extras: { ...context.extras, [event.extra]: !context.extras[event.extra] },
        failure: undefined,
        serverTotal: null,
        acceptedTotal: null,
      };
    }),
    showDateErrors: assign(({ context }) => ({ errors: dateErrors(context), attempt: context.attempt + 1 })),
    clearErrors: assign({ errors: {}, formError: null, failure: undefined }),
    keepFailure: assign(({ event }) => ({ failure: 'error' in event ? event.error : undefined })),
    showDatesTaken: assign({ formError: 'datesTaken' }),
    keepServerTotal: assign(({ event }) => ({ serverTotal: 'error' in event ? serverTotalOf(event.error) : null, failure: undefined })),
    acceptServerTotal: assign(({ context }) => ({ acceptedTotal: context.serverTotal })),
    // Provided by the screen: show the amended booking, the toast.
    notifyUpdated: (_, _params: { booking: Booking }) => {},
  },
}).createMachine({
  id: 'bookingEdit',
  context: ({ input }) => initialContext(input),
  initial: 'closed',
  states: {
    closed: {
      on: { 'edit.open': { target: 'loading', actions: 'openForm' } },
    },
    // The offer's current prices and places, and the coupon's terms, all at once.
    loading: {
      tags: ['busy'],
      type: 'parallel',
      on: { 'edit.close': { target: 'closed' } },
      onDone: { target: 'editing' },
      states: {
        offer: {
          initial: 'fetching',
          states: {
            fetching: {
              invoke: {
                id: 'getOffer',
                src: 'getOffer',
                input: ({ context }) => ({ id: context.booking.offer._id, language: context.language }),
                onDone: { target: 'done', actions: { type: 'keepOffer', params: ({ event }) => event.output } },
                onError: { target: '#bookingEdit.loadFailed', actions: 'keepFailure' },
              },
            },
            done: { type: 'final' },
          },
        },
        places: {
          initial: 'fetching',
          states: {
            fetching: {
              invoke: {
                id: 'getLocations',
                src: 'getLocations',
                input: ({ context }) => ({ language: context.language }),
                onDone: { target: 'done', actions: { type: 'keepPlaces', params: ({ event }) => event.output } },
                // The places keep the slugs and the names the booking has.
                onError: { target: 'done' },
              },
            },
            done: { type: 'final' },
          },
        },
        coupon: {
          initial: 'checking',
          states: {
            checking: {
              always: [{ guard: 'hasNoCoupon', target: 'done' }, { target: 'fetching' }],
            },
            fetching: {
              invoke: {
                id: 'validateCoupon',
                src: 'validateCoupon',
                input: ({ context }) => ({ code: context.booking.coupon! }),
                onDone: { target: 'done', actions: { type: 'keepCoupon', params: ({ event }) => event.output } },
                // No longer valid: the server still applies its terms, and tells the total (PRICE_CHANGED).
                onError: { target: 'done', actions: 'markCouponUnknown' },
              },
            },
            done: { type: 'final' },
          },
        },
      },
    },
    loadFailed: {
      tags: ['error'],
      on: {
        'edit.retry': { target: 'loading', actions: 'clearErrors' },
        'edit.close': { target: 'closed' },
      },
    },
    editing: {
      on: { ...edits, 'edit.submit': submit },
    },
    submitting: {
      tags: ['busy'],
      invoke: {
        id: 'updateBooking',
        src: 'updateBooking',
        input: ({ context }) => toUpdateRequest(context),
        onDone: { target: 'closed', actions: { type: 'notifyUpdated', params: ({ event }) => ({ booking: event.output }) } },
        onError: [
          { guard: 'isPriceChangedWithTotal', target: 'priceChanged', actions: 'keepServerTotal' },
          { guard: 'isDatesTaken', target: 'editing', actions: 'showDatesTaken' },
          { target: 'failed', actions: 'keepFailure' },
        ],
      },
    },
    priceChanged: {
      tags: ['error'],
      on: { ...edits, 'edit.acceptTotal': { target: 'submitting', actions: 'acceptServerTotal' } },
    },
    failed: {
      tags: ['error'],
      on: { ...edits, 'edit.submit': submit },
    },
  },
});
