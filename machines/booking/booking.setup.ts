import { assign, fromPromise, setup } from 'xstate';
import { documentFileProblem } from '@/domain/documents';
import { notProvided } from '@/machines/shared/failure';
import { withoutErrorsFor } from '@/machines/shared/form';
import { typeOf } from '@/machines/shared/type-of';
import type { BookingProcessEvent, CreateBookingInput, UploadLicenceInput } from './booking.events';
import {
  type AdditionalDriver,
  type Booking,
  type BookingFormError,
  type BookingProcessContext,
  type BookingProcessInput,
  type IdentityDocument,
  bookingFailureOf,
  driverErrors,
  emptyAdditionalDriver,
  licenceErrorOf,
  noErrors,
  nowOf,
  paymentChange,
  refreshedOffer,
  toDriver,
  toggledCashback,
  validateDates,
  withPrice,
} from './booking.form';
import { bookingProcessGuards } from './booking.guards';

/** The booking process's types, placeholder actors, guards and actions; booking.machine.ts draws its states with them. */
export const bookingProcessSetup = setup({
  types: {
    context: typeOf<BookingProcessContext>(),
    events: typeOf<BookingProcessEvent>(),
    input: typeOf<BookingProcessInput>(),
    output: typeOf<Booking>(),
  },
  actors: {
    createBooking: fromPromise<Booking, CreateBookingInput>(() => notProvided('createBooking')),
    createAdditionalDriver: fromPromise<AdditionalDriver, AdditionalDriver>(() => notProvided('createAdditionalDriver')),
    deleteAdditionalDriver: fromPromise<void, { _id: string }>(() => notProvided('deleteAdditionalDriver')),
    getDocuments: fromPromise<IdentityDocument[], { userId: string }>(() => notProvided('getDocuments')),
    createBiometric: fromPromise<IdentityDocument, UploadLicenceInput>(() => notProvided('createBiometric')),
  },
  guards: bookingProcessGuards,
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
    keepLicence: assign((_, documents: IdentityDocument[]) => ({
      licence: documents.some((document) => document.kind === 'licence') ? ('stored' as const) : ('missing' as const),
    })),
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
    /** The server's word: the supplier requires a licence image (even if the page's copy of it said otherwise). */
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
    keepAdditionalDriverId: assign((_, driver: AdditionalDriver) => ({ additionalDriverId: driver._id ?? null })),
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
    keepBooking: assign((_, booking: Booking) => ({ booking })),
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
    /** The route goes to the thank-you page (pay later, or nothing to pay) or to the payment (pay online). */
    navigateToThanks: (_, _params: { bookingId: string }) => {},
    navigateToPayment: (_, _params: { bookingId: string }) => {},
    /** The app learns the account has a licence image now (the account screens say so, and its check). */
    reportLicenceSent: () => {},
  },
});
