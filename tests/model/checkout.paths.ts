import type { AnyMachineSnapshot, EventObject } from 'xstate';
import {
  type CardField,
  type CheckoutContext,
  type CheckoutInput,
  type Payment,
  checkoutMachine,
} from '@/machines/checkout/checkout.machine';
import type { ErrorCode } from '@/openapi/types';
import { failure } from '@/tests/support/fixtures';
import { type FlowModel, buildPaths, doneEvent, errorEvent } from '@/tests/support/model';
import { validCard, mistypedNumber, aBooking, aPayment, anInvoice, aCryptoPayment } from '@/tests/support/checkout-fixtures';

/** The status the contract answers each code with. */
export const failureStatus: Partial<Record<ErrorCode | 'NETWORK_ERROR', number>> = {
  CARD_DECLINED: 402,
  INSUFFICIENT_FUNDS: 402,
  ALREADY_PAID: 409,
  BOOKING_EXPIRED: 409,
  PAYMENT_NOT_ALLOWED: 409,
  PAYMENT_IN_PROGRESS: 409,
  SERVICE_UNAVAILABLE: 503,
  NETWORK_ERROR: 0,
};

const refused = (code: keyof typeof failureStatus) => failure(code, failureStatus[code]);

// The model

const change = (field: CardField, value: string, label: string): EventObject =>
  ({ type: 'card.change', field, value, label }) as EventObject;
const submit: EventObject = { type: 'checkout.submit' };
const choose = (paymentType: 'card' | 'crypto') => ({ type: 'paymentType.change', paymentType }) as EventObject;

/** The card form is filled in screen order, one field after the other: a valid number (or a typo), the expiry, the CVC. */
function cardEvents(card: CheckoutContext['card']): EventObject[] {
  if (card.number === '') return [change('number', validCard.number, 'number'), change('number', mistypedNumber, 'mistyped number'), submit];
  if (card.expiry === '') return [change('expiry', validCard.expiry, 'expiry')];
  if (card.cvc === '') return [change('cvc', validCard.cvc, 'cvc')];
  return [submit];
}

const createPaymentOutcomes = {
  card: [
    doneEvent('createPayment', aPayment()),
    ...(['CARD_DECLINED', 'INSUFFICIENT_FUNDS', 'NETWORK_ERROR', 'PAYMENT_IN_PROGRESS', 'ALREADY_PAID', 'BOOKING_EXPIRED', 'PAYMENT_NOT_ALLOWED'] as const).map(
      (code) => errorEvent('createPayment', refused(code)),
    ),
  ],
  crypto: [doneEvent('createPayment', anInvoice), errorEvent('createPayment', refused('SERVICE_UNAVAILABLE'))],
};

const confirmPaymentOutcomes = [
  doneEvent('confirmPayment', anInvoice),
  doneEvent('confirmPayment', aCryptoPayment),
  ...(['NETWORK_ERROR', 'ALREADY_PAID', 'BOOKING_EXPIRED', 'SERVICE_UNAVAILABLE'] as const).map((code) => errorEvent('confirmPayment', refused(code))),
];

/** The machine's timers, as the model's events: the walk moves the screen's clock on by the delay. */
export const timerEvents = {
  'xstate.after.networkRetryDelay.checkout.offline': 3000,
  'xstate.after.confirmRetryDelay.checkout.waitingForEarlierAttempt': 2000,
  'xstate.after.confirmRetryDelay.checkout.confirming.waiting': 2000,
} as const;

export const checkoutInput: CheckoutInput = { booking: aBooking(), paymentTypes: ['card', 'crypto'] };

function label(event: EventObject): string {
  const actor = /^xstate\.(done|error)\.actor\.(.+)$/.exec(event.type);
  if (actor?.[1] === 'done') {
    const output = (event as { output?: Payment }).output;
    return `${output?.status ?? 'ok'}: ${actor[2]}`;
  }
  if (actor?.[1] === 'error') return `${(event as { error?: { code?: string } }).error?.code ?? 'error'}: ${actor[2]}`;
  const delay = /^xstate\.after\.([^.]+)\./.exec(event.type);
  if (delay) return `after ${delay[1]}`;
  if (event.type === 'card.change') return `type ${(event as { label?: string }).label}`;
  if (event.type === 'paymentType.change') return `choose ${(event as { paymentType?: string }).paymentType}`;
  return event.type.slice(event.type.indexOf('.') + 1);
}

export const checkoutModel: FlowModel<typeof checkoutMachine> = {
  flow: 'checkout',
  machine: checkoutMachine,
  variants: [{ input: checkoutInput }],
  events: (snapshot: AnyMachineSnapshot) => {
    const context = snapshot.context as CheckoutContext;
    const byCard = context.paymentType === 'card';
    const form: EventObject[] = byCard
      ? [...cardEvents(context.card), ...(context.card.number === '' ? [choose('crypto')] : [])]
      : [submit, choose('card')];
    return [
      ...form,
      { type: 'payment.retry' },
      ...createPaymentOutcomes[context.paymentType],
      ...confirmPaymentOutcomes,
      ...Object.keys(timerEvents).map((type) => ({ type })),
    ];
  },
  project: (context: CheckoutContext) => ({
    paymentType: context.paymentType,
    card: { number: context.card.number, expiry: context.card.expiry, cvc: context.card.cvc },
    errors: context.errors,
    failure: context.failure,
  }),
  label,
};

export const checkoutPaths = () => buildPaths(checkoutModel);
