import { and, assign, fromPromise, setup } from 'xstate';
import type { Language } from '../../config/languages';
import { documentFileProblem } from '../../domain/documents';
import type { CarExtra } from '../../domain/price';
import { errorCodeOf, notProvided } from '../shared/failure';
import { hasFieldErrors, withoutErrorsFor } from '../shared/form';
import {
  type AdditionalDriver,
  type AdditionalDriverValues,
  type AppliedCoupon,
  type Booking,
  type BookingDriver,
  type BookingFormError,
  type BookingOffer,
  type BookingProcessContext,
  type BookingProcessInput,
  type BookingRequest,
  type DatesValues,
  type IdentityDocument,
  type PaymentOption,
  type PaymentType,
  type Supplier,
  bookingFailureOf,
  driverErrors,
  emptyAdditionalDriver,
  initialContext,
  isExtraIncludedBy,
  isExtraOfferedBy,
  isLicenceMissing,
  licenceErrorOf,
  needsAdditionalDriverSaved,
  noErrors,
  nowOf,
  paymentChange,
  refreshedOffer,
  toAdditionalDriver,
  toBookingRequest,
  toDriver,
  toggledCashback,
  validateDates,
  withPrice,
} from './booking.form';

// Types (the context and its rules are in booking.form.ts)

export type { BookingProcessContext, BookingProcessInput };

export type BookingProcessEvent =
  | { type: 'dates.change'; values: Partial<DatesValues> }
  | { type: 'extras.toggle'; extra: CarExtra }
  /** The route sends it whenever the session's user changes. */
  | { type: 'session.signedIn'; driver: BookingDriver }
  | { type: 'driver.change'; values: { acceptTerms?: boolean } }
  /** A picture of the driver's licence, for a company that requires one. */
  | { type: 'licence.upload'; file: Blob }
  | { type: 'additionalDriver.change'; values: Partial<AdditionalDriverValues> }
  | { type: 'additionalDriver.remove' }
  | { type: 'payment.change'; values: { paymentOption?: PaymentOption; paymentType?: PaymentType } }
  | { type: 'step.next' }
  | { type: 'step.back' }
  /** A coupon validateCoupon accepted (the screen checks the code). */
  | { type: 'coupon.apply'; coupon: AppliedCoupon }
  | { type: 'coupon.remove' }
  /** Spend the wallet's balance on the booking, or stop spending it. */
  | { type: 'cashback.toggle'; balance: number }
  | { type: 'booking.submit' }
  | { type: 'booking.retry' }
  /** The offer (and company, and wallet balance) as the server now has them, after a PRICE_CHANGED. */
  | { type: 'offer.refresh'; offer: BookingOffer; supplier?: Supplier; cashbackBalance?: number };

export interface UploadLicenceInput {
  file: Blob;
}

export interface CreateBookingInput {
  body: BookingRequest;
  language: Language;
}

// Machine

/** A yacht has no extras step. */
const backFromDriver = [
  { guard: 'isCar', target: '#bookingProcess.extras', actions: 'clearErrors' },
  { target: '#bookingProcess.dates', actions: 'clearErrors' },
] as const;

export const bookingProcessMachine = setup({
  types: {
    context: {} as BookingProcessContext,
    events: {} as BookingProcessEvent,
    input: {} as BookingProcessInput,
    output: {} as Booking,
  },
  actors: {
    createBooking: fromPromise<Booking, CreateBookingInput>(async () => notProvided('createBooking')),
    createAdditionalDriver: fromPromise<AdditionalDriver, AdditionalDriver>(async () => notProvided('createAdditionalDriver')),
    deleteAdditionalDriver: fromPromise<void, { _id: string }>(async () => notProvided('deleteAdditionalDriver')),
    getDocuments: fromPromise<IdentityDocument[], { userId: string }>(async () => notProvided('getDocuments')),
    createBiometric: fromPromise<IdentityDocument, UploadLicenceInput>(async () => notProvided('createBiometric')),
  },
  guards: {
    isCar: ({ context }) => context.offer.kind === 'car',
    isSignedIn: ({ context }) => context.driver !== null,
    /** The company requires a licence picture and whether one is on file is not known yet. */
    needsLicenceCheck: ({ context }) => context.supplier.licenceRequired && context.licence !== 'missing' && context.licence !== 'stored',
    requiresLicence: ({ context }) => context.supplier.licenceRequired,
    /** Too big or not a picture: said at once, without sending it. */
    isLicenceFileRefused: ({ event }) => event.type === 'licence.upload' && documentFileProblem(event.file) !== undefined,
    isLicenceRequired: ({ event }) => errorCodeOf(event) === 'LICENCE_REQUIRED',
    hasDateErrors: ({ context }) => hasFieldErrors(validateDates(context.offer, context.dates, nowOf(context))),
    /** An offered extra the car does not include; the additional driver stays while one is saved (remove him first). */
    isExtraToggleable: ({ context, event }) =>
      event.type === 'extras.toggle' &&
      isExtraOfferedBy(context.offer, event.extra) &&
      !isExtraIncludedBy(context.offer, event.extra) &&
      !(event.extra === 'additionalDriver' && context.additionalDriverId !== null),
    hasDriverErrors: ({ context }) => Object.values(driverErrors(context)).some((errors) => hasFieldErrors(errors)),
    needsAdditionalDriverSaved: ({ context }) => needsAdditionalDriverSaved(context),
    hasAdditionalDriverSaved: ({ context }) => context.additionalDriverId !== null,
    isAdditionalDriverEditable: ({ context }) => context.additionalDriverId === null,
    hasNoPaymentType: ({ context }) => context.paymentType === null,
    isPayLater: ({ event }) => 'output' in event && (event.output as Booking).paymentOption === 'payLater',
    isDatesTaken: ({ event }) => errorCodeOf(event) === 'DATES_TAKEN',
    isCouponInvalid: ({ event }) => errorCodeOf(event) === 'COUPON_INVALID',
    hasCoupon: ({ context }) => context.coupon !== null,
    /** Spending starts only with something to spend; stopping is always possible. */
    isCashbackToggleable: ({ context, event }) => event.type === 'cashback.toggle' && (context.useCashback || event.balance > 0),
    isDriverTooYoung: ({ event }) => errorCodeOf(event) === 'DRIVER_TOO_YOUNG',
    isNetworkFailure: ({ context }) => context.failure === 'network',
  },
  actions: {
    changeDates: assign(({ context, event }) => {
      if (event.type !== 'dates.change') return {};
      const errors = { ...context.errors, dates: withoutErrorsFor(context.errors.dates, event.values) };
      return { ...withPrice(context, { dates: { ...context.dates, ...event.values } }), errors, formError: null };
    }),
    toggleExtra: assign(({ context, event }) => {
      if (event.type !== 'extras.toggle') return {};
      return withPrice(context, { extras: { ...context.extras, [event.extra]: !context.extras[event.extra] } });
    }),
    /** Another user's session: his licence is looked up again. */
    setDriver: assign(({ context, event }) => {
      if (event.type !== 'session.signedIn') return {};
      const same = context.driver?._id === event.driver._id;
      return { driver: toDriver(event.driver), ...(same ? {} : { licence: 'unknown' as const, licenceError: null }) };
    }),
    keepLicence: assign(({ event }) => {
      const documents = 'output' in event ? (event.output as IdentityDocument[]) : [];
      return { licence: documents.some((document) => document.kind === 'licence') ? ('stored' as const) : ('missing' as const) };
    }),
    storeLicence: assign(({ context }) => ({
      licence: 'stored' as const,
      licenceError: null,
      errors: { ...context.errors, driver: withoutErrorsFor(context.errors.driver, { licence: true }) },
    })),
    refuseLicenceFile: assign(({ event }) => {
      if (event.type !== 'licence.upload') return {};
      return { licenceError: documentFileProblem(event.file) === 'tooLarge' ? ('licenceTooLarge' as const) : ('licenceNotAnImage' as const) };
    }),
    showLicenceError: assign(({ event }) => ({ licenceError: licenceErrorOf('error' in event ? event.error : undefined) })),
    /** The server's word: the company requires a licence picture (even if the page's copy of it said otherwise). */
    showLicenceRequired: assign(({ context }) => ({
      supplier: { ...context.supplier, licenceRequired: true },
      licence: 'missing' as const,
      errors: { ...noErrors(), driver: { licence: 'imageRequired' as const } },
    })),
    changeDriver: assign(({ context, event }) => {
      if (event.type !== 'driver.change') return {};
      return { ...event.values, errors: { ...context.errors, driver: withoutErrorsFor(context.errors.driver, event.values) } };
    }),
    changeAdditionalDriver: assign(({ context, event }) => {
      if (event.type !== 'additionalDriver.change') return {};
      const errors = { ...context.errors, additionalDriver: withoutErrorsFor(context.errors.additionalDriver, event.values) };
      return { additionalDriver: { ...context.additionalDriver, ...event.values }, errors };
    }),
    keepAdditionalDriverId: assign(({ event }) => ({
      additionalDriverId: 'output' in event ? ((event.output as AdditionalDriver)._id ?? null) : null,
    })),
    clearAdditionalDriver: assign({ additionalDriverId: null, additionalDriver: emptyAdditionalDriver(), formError: null }),
    showFormError: assign((_, params: { formError: BookingFormError }) => ({ formError: params.formError })),
    changePayment: assign(({ context, event }) => {
      if (event.type !== 'payment.change') return {};
      return { ...paymentChange(context, event.values), errors: { ...context.errors, payment: {} } };
    }),
    showDateErrors: assign(({ context }) => ({
      errors: { ...context.errors, dates: validateDates(context.offer, context.dates, nowOf(context)) },
      attempt: context.attempt + 1,
    })),
    showDriverErrors: assign(({ context }) => ({ errors: { ...context.errors, ...driverErrors(context) }, attempt: context.attempt + 1 })),
    showPaymentErrors: assign(({ context }) => ({
      errors: { ...context.errors, payment: { paymentType: 'required' as const } },
      attempt: context.attempt + 1,
    })),
    clearErrors: assign({ errors: noErrors(), formError: null }),
    keepBooking: assign(({ event }) => ('output' in event ? { booking: event.output as Booking } : {})),
    showDatesTaken: assign({ formError: 'datesTaken' }),
    showDriverTooYoung: assign({ errors: { ...noErrors(), driver: { birthDate: 'driverTooYoung' } } }),
    keepFailure: assign(({ event }) => ({ failure: 'error' in event ? bookingFailureOf(event.error) : 'network' })),
    clearFailure: assign({ failure: null }),
    refreshOffer: assign(({ context, event }) => {
      if (event.type !== 'offer.refresh') return {};
      return { ...refreshedOffer(context, event.offer, event.supplier, event.cashbackBalance), failure: null };
    }),
    applyCoupon: assign(({ context, event }) =>
      event.type === 'coupon.apply' ? { ...withPrice(context, { coupon: event.coupon }), formError: null } : {},
    ),
    removeCoupon: assign(({ context }) => withPrice(context, { coupon: null })),
    dropRefusedCoupon: assign(({ context }) => ({ ...withPrice(context, { coupon: null }), formError: 'couponInvalid' as const })),
    toggleCashback: assign(({ context, event }) => (event.type === 'cashback.toggle' ? toggledCashback(context, event.balance) : {})),
    clearReviewNotices: assign({ formError: null, priceChangedFrom: null }),
    /** The route goes to the thank-you page (pay later) or to the payment (pay online). */
    navigateToThanks: (_, _params: { bookingId: string }) => {},
    navigateToPayment: (_, _params: { bookingId: string }) => {},
  },
}).createMachine({
  id: 'bookingProcess',
  context: ({ input }) => initialContext(input),
  output: ({ context }) => context.booking!,
  // The session may change on any step (a sign-in in another tab, an updated profile).
  on: { 'session.signedIn': { actions: 'setDriver' } },
  initial: 'dates',
  states: {
    dates: {
      on: {
        'dates.change': { actions: 'changeDates' },
        'step.next': [
          { guard: 'hasDateErrors', actions: 'showDateErrors' },
          { guard: 'isCar', target: 'extras', actions: 'clearErrors' },
          { target: 'driver', actions: 'clearErrors' },
        ],
      },
    },
    extras: {
      on: {
        'extras.toggle': { guard: 'isExtraToggleable', actions: 'toggleExtra' },
        'step.back': { target: 'dates' },
        'step.next': { target: 'driver' },
      },
    },
    driver: {
      initial: 'guest',
      states: {
        guest: {
          always: { guard: 'isSignedIn', target: 'signedIn' },
          on: {
            'session.signedIn': { target: 'signedIn', actions: 'setDriver' },
            'step.back': backFromDriver,
          },
        },
        signedIn: {
          initial: 'entering',
          states: {
            /** A company that requires a licence picture: is one on file? */
            entering: {
              always: [{ guard: 'needsLicenceCheck', target: 'checkingLicence' }, { target: 'editing' }],
            },
            checkingLicence: {
              tags: ['busy'],
              invoke: {
                id: 'getDocuments',
                src: 'getDocuments',
                input: ({ context }) => ({ userId: context.driver!._id }),
                onDone: { target: 'editing', actions: 'keepLicence' },
                // Not known: the driver may still add one, and the server has the last word at booking.
                onError: { target: 'editing' },
              },
            },
            uploadingLicence: {
              tags: ['busy'],
              invoke: {
                id: 'createBiometric',
                src: 'createBiometric',
                input: ({ event }) => ({ file: (event as Extract<BookingProcessEvent, { type: 'licence.upload' }>).file }),
                onDone: { target: 'editing', actions: 'storeLicence' },
                onError: { target: 'editing', actions: 'showLicenceError' },
              },
            },
            editing: {
              on: {
                'driver.change': { actions: 'changeDriver' },
                'licence.upload': [
                  { guard: and(['requiresLicence', 'isLicenceFileRefused']), actions: 'refuseLicenceFile' },
                  { guard: 'requiresLicence', target: 'uploadingLicence', actions: assign({ licenceError: null }) },
                ],
                'additionalDriver.change': { guard: 'isAdditionalDriverEditable', actions: 'changeAdditionalDriver' },
                'additionalDriver.remove': { guard: 'hasAdditionalDriverSaved', target: 'removingAdditionalDriver' },
                'step.next': [
                  { guard: 'hasDriverErrors', actions: 'showDriverErrors' },
                  { guard: 'needsAdditionalDriverSaved', target: 'creatingAdditionalDriver', actions: 'clearErrors' },
                  { target: '#bookingProcess.payment', actions: 'clearErrors' },
                ],
                'step.back': backFromDriver,
              },
            },
            creatingAdditionalDriver: {
              tags: ['busy'],
              invoke: {
                id: 'createAdditionalDriver',
                src: 'createAdditionalDriver',
                input: ({ context }) => toAdditionalDriver(context.additionalDriver),
                onDone: { target: '#bookingProcess.payment', actions: 'keepAdditionalDriverId' },
                onError: { target: 'editing', actions: { type: 'showFormError', params: { formError: 'additionalDriverNotSaved' } } },
              },
            },
            removingAdditionalDriver: {
              tags: ['busy'],
              invoke: {
                id: 'deleteAdditionalDriver',
                src: 'deleteAdditionalDriver',
                input: ({ context }) => ({ _id: context.additionalDriverId! }),
                onDone: { target: 'editing', actions: 'clearAdditionalDriver' },
                onError: { target: 'editing', actions: { type: 'showFormError', params: { formError: 'additionalDriverNotRemoved' } } },
              },
            },
          },
        },
      },
    },
    payment: {
      on: {
        'payment.change': { actions: 'changePayment' },
        'step.back': { target: 'driver', actions: 'clearErrors' },
        'step.next': [{ guard: 'hasNoPaymentType', actions: 'showPaymentErrors' }, { target: 'review', actions: 'clearErrors' }],
      },
    },
    review: {
      on: {
        'coupon.apply': { actions: 'applyCoupon' },
        'coupon.remove': { guard: 'hasCoupon', actions: 'removeCoupon' },
        'cashback.toggle': { guard: 'isCashbackToggleable', actions: 'toggleCashback' },
        'step.back': { target: 'payment', actions: 'clearReviewNotices' },
        'booking.submit': { target: 'submitting', actions: 'clearReviewNotices' },
      },
    },
    submitting: {
      tags: ['busy'],
      invoke: {
        id: 'createBooking',
        src: 'createBooking',
        input: ({ context }) => ({ body: toBookingRequest(context), language: context.language }),
        onDone: [
          { guard: 'isPayLater', target: 'confirmed', actions: 'keepBooking' },
          { target: 'awaitingPayment', actions: 'keepBooking' },
        ],
        onError: [
          { guard: 'isDatesTaken', target: 'dates', actions: 'showDatesTaken' },
          { guard: 'isCouponInvalid', target: 'review', actions: 'dropRefusedCoupon' },
          { guard: 'isDriverTooYoung', target: '#bookingProcess.driver.signedIn', actions: 'showDriverTooYoung' },
          { guard: 'isLicenceRequired', target: '#bookingProcess.driver.signedIn', actions: 'showLicenceRequired' },
          { target: 'failed', actions: 'keepFailure' },
        ],
      },
    },
    failed: {
      tags: ['error'],
      on: {
        'booking.retry': { guard: 'isNetworkFailure', target: 'submitting' },
        'offer.refresh': { target: 'review', actions: 'refreshOffer' },
        'step.back': { target: 'review', actions: 'clearFailure' },
      },
    },
    confirmed: {
      type: 'final',
      entry: { type: 'navigateToThanks', params: ({ context }) => ({ bookingId: context.booking!._id }) },
    },
    awaitingPayment: {
      type: 'final',
      entry: { type: 'navigateToPayment', params: ({ context }) => ({ bookingId: context.booking!._id }) },
    },
  },
});
