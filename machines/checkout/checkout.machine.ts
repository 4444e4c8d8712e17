import { assign, fromPromise, setup } from 'xstate';
import { type CardError, cardErrors } from '@/domain/card';
import { typeOf } from '@/machines/shared/type-of';
import type { Schemas } from '@/openapi/types';
import { type FailureCode, errorCodeOf, notProvided } from '@/machines/shared/failure';
import { type FieldErrors, hasFieldErrors, withoutErrorsFor } from '@/machines/shared/form';

// Types

export type Booking = Schemas['Booking'];
export type Payment = Schemas['Payment'];
export type PaymentRequest = Schemas['PaymentRequest'];
export type OnlinePaymentType = PaymentRequest['paymentType'];
export type CardField = 'number' | 'expiry' | 'cvc' | 'holder';
export type CardValues = Record<CardField, string>;
export type CardErrors = FieldErrors<Exclude<CardField, 'holder'>, CardError>;

export interface CheckoutContext {
  booking: Booking;
  /** The online payment types the supplier accepts. */
  paymentTypes: OnlinePaymentType[];
  paymentType: OnlinePaymentType;
  /** As typed; the number and the CVC are cleared once paid. */
  card: CardValues;
  errors: CardErrors;
  /** Counts the refused submits: the screen focuses the first invalid field on each. */
  attempt: number;
  /** The Idempotency-Key of the current payment attempt: made on each submit, sent again by every retry of it. */
  attemptKey: string | null;
  payment: Payment | null;
  /** Why the payment failed or expired (CARD_DECLINED, INSUFFICIENT_FUNDS, BOOKING_EXPIRED...). */
  failure: FailureCode | null;
  makeKey: () => string;
}

export type CheckoutEvent =
  | { type: 'card.change'; field: CardField; value: string }
  | { type: 'paymentType.change'; paymentType: OnlinePaymentType }
  | { type: 'checkout.submit' }
  | { type: 'payment.retry' };

export interface CheckoutInput {
  /** A pending pay-online booking. */
  booking: Booking;
  paymentTypes: OnlinePaymentType[];
  /** Defaults to crypto.randomUUID. */
  makeKey?: () => string;
}

export interface CreatePaymentInput {
  bookingId: string;
  idempotencyKey: string;
  body: PaymentRequest;
}

export interface CheckoutOutput {
  booking: Booking;
  /** null when the server answered ALREADY_PAID. */
  payment: Payment | null;
}

// Rules

/** The payment types that are paid here, online; cash is paid at pick-up. */
export const onlinePaymentTypes = ['card', 'crypto'] as const satisfies readonly OnlinePaymentType[];

export function isOnlinePaymentType(paymentType: string): paymentType is OnlinePaymentType {
  return (onlinePaymentTypes as readonly string[]).includes(paymentType);
}

/** A booking the checkout can pay: pending and paid online (pay later bookings are paid at pick-up). */
export function awaitsOnlinePayment(booking: Pick<Booking, 'status' | 'paymentOption'>): boolean {
  return booking.status === 'pending' && booking.paymentOption === 'payOnline';
}

const fieldOfError: Record<CardError, keyof CardErrors> = { invalidCardNumber: 'number', invalidExpiryDate: 'expiry', invalidCvc: 'cvc' };

export function validateCard(card: CardValues, today: Date = new Date()): CardErrors {
  return Object.fromEntries(cardErrors(card, today).map((error) => [fieldOfError[error], error]));
}

export function toPaymentRequest({ paymentType, card }: Pick<CheckoutContext, 'paymentType' | 'card'>): PaymentRequest {
  if (paymentType === 'crypto') return { paymentType };
  const holder = card.holder.trim();
  return {
    paymentType,
    card: { number: card.number.trim(), expiry: card.expiry.trim(), cvc: card.cvc.trim(), ...(holder ? { holder } : {}) },
  };
}

const isCodeIn = (event: object, codes: readonly FailureCode[]) => codes.includes(errorCodeOf(event) ?? 'INTERNAL_ERROR');

/** Answers both requests share: the booking was paid by another attempt, or can no longer be paid. */
const settledElsewhere = [
  { guard: 'isAlreadyPaid', target: '#checkout.paid' },
  { guard: 'isClosed', target: '#checkout.expired', actions: 'keepFailure' },
] as const;

// Machine

export const checkoutMachine = setup({
  types: {
    context: typeOf<CheckoutContext>(),
    events: typeOf<CheckoutEvent>(),
    input: typeOf<CheckoutInput>(),
    output: typeOf<CheckoutOutput>(),
  },
  actors: {
    createPayment: fromPromise<Payment, CreatePaymentInput>(() => notProvided('createPayment')),
    confirmPayment: fromPromise<Payment, { paymentId: string }>(() => notProvided('confirmPayment')),
  },
  delays: {
    /** Between two questions about a payment still being settled (a crypto invoice, an earlier attempt). */
    confirmRetryDelay: 2000,
    /** Before sending the same attempt again when no answer came. */
    networkRetryDelay: 3000,
  },
  guards: {
    isAcceptedPaymentType: ({ context, event }) =>
      event.type === 'paymentType.change' && context.paymentTypes.includes(event.paymentType),
    hasCardErrors: ({ context }) => context.paymentType === 'card' && hasFieldErrors(validateCard(context.card)),
    isSucceeded: (_, payment: Payment) => payment.status === 'succeeded',
    isAlreadyPaid: ({ event }) => isCodeIn(event, ['ALREADY_PAID']),
    /** An earlier attempt of this driver (another key) is still being processed. */
    isInProgress: ({ event }) => isCodeIn(event, ['PAYMENT_IN_PROGRESS']),
    isClosed: ({ event }) => isCodeIn(event, ['BOOKING_EXPIRED', 'PAYMENT_NOT_ALLOWED']),
    /** The server never answered: the charge may or may not have been made, only the same key may ask again. */
    isNoAnswer: ({ event }) => isCodeIn(event, ['NETWORK_ERROR']),
  },
  actions: {
    changeCard: assign(({ context, event }) => {
      if (event.type !== 'card.change') return {};
      return { card: { ...context.card, [event.field]: event.value }, errors: withoutErrorsFor(context.errors, { [event.field]: true }) };
    }),
    changePaymentType: assign(({ event }) => (event.type === 'paymentType.change' ? { paymentType: event.paymentType, errors: {} } : {})),
    showCardErrors: assign(({ context }) => ({ errors: validateCard(context.card), attempt: context.attempt + 1 })),
    startAttempt: assign(({ context }) => ({ attemptKey: context.makeKey(), errors: {}, failure: null })),
    forgetAttempt: assign({ attemptKey: null, failure: null }),
    keepPayment: assign((_, payment: Payment) => ({ payment })),
    keepFailure: assign(({ event }) => ({ failure: errorCodeOf(event) ?? 'INTERNAL_ERROR' })),
    forgetCard: assign(({ context }) => ({ card: { ...context.card, number: '', cvc: '' } })),
    /** The route shows the thank-you page (provided with `.provide()`). */
    navigateAfterPayment: (_, _params: { bookingId: string }) => {},
  },
}).createMachine({
  id: 'checkout',
  context: ({ input }) => ({
    booking: input.booking,
    paymentTypes: input.paymentTypes,
    paymentType: (input.paymentTypes as string[]).includes(input.booking.paymentType)
      ? (input.booking.paymentType as OnlinePaymentType)
      : (input.paymentTypes[0] ?? 'card'),
    card: { number: '', expiry: '', cvc: '', holder: '' },
    errors: {},
    attempt: 0,
    attemptKey: null,
    payment: null,
    failure: null,
    makeKey: input.makeKey ?? (() => globalThis.crypto.randomUUID()),
  }),
  output: ({ context }) => ({ booking: context.booking, payment: context.payment }),
  initial: 'editingCard',
  states: {
    editingCard: {
      on: {
        'card.change': { actions: 'changeCard' },
        'paymentType.change': { guard: 'isAcceptedPaymentType', actions: 'changePaymentType' },
        'checkout.submit': [
          { guard: 'hasCardErrors', actions: 'showCardErrors' },
          { target: 'submittingPayment', actions: 'startAttempt' },
        ],
      },
    },
    submittingPayment: {
      tags: ['busy'],
      invoke: {
        id: 'createPayment',
        src: 'createPayment',
        input: ({ context }) => ({
          bookingId: context.booking._id,
          idempotencyKey: context.attemptKey!,
          body: toPaymentRequest(context),
        }),
        onDone: [
          { guard: { type: 'isSucceeded', params: ({ event }) => event.output }, target: 'paid', actions: { type: 'keepPayment', params: ({ event }) => event.output } },
          { target: 'confirming', actions: { type: 'keepPayment', params: ({ event }) => event.output } },
        ],
        onError: [
          ...settledElsewhere,
          { guard: 'isInProgress', target: 'waitingForEarlierAttempt' },
          { guard: 'isNoAnswer', target: 'offline' },
          { target: 'failed', actions: 'keepFailure' },
        ],
      },
    },
    /** A crypto invoice: asked about until it is paid. */
    confirming: {
      tags: ['busy'],
      initial: 'asking',
      states: {
        asking: {
          invoke: {
            id: 'confirmPayment',
            src: 'confirmPayment',
            input: ({ context }) => ({ paymentId: context.payment!._id }),
            onDone: [
              {
                guard: { type: 'isSucceeded', params: ({ event }) => event.output },
                target: '#checkout.paid',
                actions: { type: 'keepPayment', params: ({ event }) => event.output },
              },
              { target: 'waiting', actions: { type: 'keepPayment', params: ({ event }) => event.output } },
            ],
            onError: [
              ...settledElsewhere,
              { guard: 'isNoAnswer', target: 'waiting' },
              { target: '#checkout.failed', actions: 'keepFailure' },
            ],
          },
        },
        waiting: {
          after: { confirmRetryDelay: { target: 'asking' } },
        },
      },
    },
    /** Asks again later with the same key: the earlier attempt's outcome decides (ALREADY_PAID, or this one goes through). */
    waitingForEarlierAttempt: {
      tags: ['busy'],
      after: { confirmRetryDelay: { target: 'submittingPayment' } },
    },
    offline: {
      tags: ['error'],
      after: { networkRetryDelay: { target: 'submittingPayment' } },
      on: { 'payment.retry': { target: 'submittingPayment' } },
    },
    failed: {
      tags: ['error'],
      on: { 'payment.retry': { target: 'editingCard', actions: 'forgetAttempt' } },
    },
    paid: {
      type: 'final',
      entry: ['forgetCard', { type: 'navigateAfterPayment', params: ({ context }) => ({ bookingId: context.booking._id }) }],
    },
    expired: { type: 'final', tags: ['error'], entry: 'forgetCard' },
  },
});
