import { and, assertEvent, assign } from 'xstate';
import { type BookingProcessContext, type BookingProcessInput, initialContext, toAdditionalDriver, toBookingRequest } from './booking.form';
import { bookingProcessSetup } from './booking.setup';

// Types: the context and its rules are in booking.form.ts, the events in booking.events.ts; guards and actions in booking.setup.ts

export type { BookingProcessContext, BookingProcessInput };
export type { BookingProcessEvent, CreateBookingInput, UploadLicenceInput } from './booking.events';

// Machine

/** A yacht has no extras step. */
const backFromDriver = [
  { guard: 'isCar', target: '#bookingProcess.extras', actions: 'clearErrors' },
  { target: '#bookingProcess.dates', actions: 'clearErrors' },
] as const;

/** What the driver types and ticks: kept while the licence is looked up or uploaded too (an upload takes seconds on a phone). */
const driverInput = {
  'driver.change': { actions: 'changeDriver' },
  'additionalDriver.change': { guard: 'isAdditionalDriverEditable', actions: 'changeAdditionalDriver' },
} as const;

export const bookingProcessMachine = bookingProcessSetup.createMachine({
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
            /** A supplier that requires a licence image: is one on file? */
            entering: {
              always: [{ guard: 'needsLicenceCheck', target: 'checkingLicence' }, { target: 'editing' }],
            },
            checkingLicence: {
              tags: ['busy'],
              on: driverInput,
              invoke: {
                id: 'getDocuments',
                src: 'getDocuments',
                input: ({ context }) => ({ userId: context.driver!._id }),
                onDone: { target: 'editing', actions: { type: 'keepLicence', params: ({ event }) => event.output } },
                // Not known: the driver may still add one, and the server has the last word at booking.
                onError: { target: 'editing' },
              },
            },
            uploadingLicence: {
              tags: ['busy'],
              on: driverInput,
              invoke: {
                id: 'createBiometric',
                src: 'createBiometric',
                // Entered by the image chosen only.
                input: ({ event }) => {
                  assertEvent(event, 'licence.upload');
                  return { file: event.file };
                },
                onDone: { target: 'editing', actions: ['storeLicence', 'reportLicenceSent'] },
                onError: { target: 'editing', actions: 'showLicenceError' },
              },
            },
            editing: {
              on: {
                ...driverInput,
                'licence.upload': [
                  { guard: and(['requiresLicence', 'isLicenceFileRefused']), actions: 'refuseLicenceFile' },
                  { guard: 'requiresLicence', target: 'uploadingLicence', actions: assign({ licenceError: null }) },
                ],
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
                onDone: { target: '#bookingProcess.payment', actions: { type: 'keepAdditionalDriverId', params: ({ event }) => event.output } },
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
          {
            guard: { type: 'isConfirmedAtOnce', params: ({ event }) => event.output },
            target: 'confirmed',
            actions: { type: 'keepBooking', params: ({ event }) => event.output },
          },
          { target: 'awaitingPayment', actions: { type: 'keepBooking', params: ({ event }) => event.output } },
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
