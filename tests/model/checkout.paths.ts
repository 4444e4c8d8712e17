import type { AnyMachineSnapshot, EventObject } from 'xstate';
import {
  type Booking,
  type CardField,
  type CheckoutContext,
  type CheckoutInput,
  type Payment,
  checkoutMachine,
} from '../../machines/checkout/checkout.machine';
import type { ErrorCode, Schemas } from '../../src/api/client';
import { aSupplier, carId } from '../support/catalog-fixtures';
import { failure, userId } from '../support/fixtures';
import { type FlowModel, buildPaths, doneEvent, errorEvent } from '../support/model';

// Data shared by the checkout's model paths and its screen tests: plain values, no I/O.

export const bookingId = '3c2b1a09-8f7e-4d6c-9b5a-493827160504';
export const paymentId = '5e4d3c2b-1a09-4f8e-8d7c-6b5a49382716';

/** Two years ahead, whatever the day the tests run. */
export const futureExpiry = `12/${String((new Date().getFullYear() + 2) % 100).padStart(2, '0')}`;
export const validCard = { number: '4242 4242 4242 4242', expiry: futureExpiry, cvc: '123' } as const;
export const mistypedNumber = '4242 4242 4242 4241';

/** A pending pay-online booking of a BMW X5 for 3 days, 300 €, with 12 minutes left to pay. */
export function aBooking(overrides: Partial<Booking> = {}): Booking {
  return {
    _id: bookingId,
    offer: { kind: 'car', _id: carId, brand: 'BMW', model: 'X5', image: '/cdn/cars/suv-000000.svg', supplier: aSupplier },
    driver: { _id: userId, fullName: 'Alex Driver', email: 'driver@example.com' },
    status: 'pending',
    from: '2026-07-01T10:00:00.000Z',
    to: '2026-07-04T10:00:00.000Z',
    pickUpLocation: { slug: 'nice', name: 'Nice' },
    dropOffLocation: { slug: 'cannes', name: 'Cannes' },
    extras: {},
    additionalDriver: null,
    coupon: null,
    paymentOption: 'payOnline',
    paymentType: 'card',
    price: { rate: 100, days: 3, lines: [{ item: 'rental', amount: 300 }], subtotal: 300, couponDiscount: 0, usedCashback: 0, total: 300, cashback: 0, currency: 'EUR' },
    expiresAt: new Date(Date.now() + 12 * 60_000).toISOString(),
    cancelRequestedAt: null,
    createdAt: new Date(Date.now() - 3 * 60_000).toISOString(),
    ...overrides,
  };
}

export function aPayment(overrides: Partial<Payment> = {}): Payment {
  return {
    _id: paymentId,
    booking: bookingId,
    status: 'succeeded',
    amount: 300,
    currency: 'USD',
    paymentType: 'card',
    last4: '4242',
    invoice: null,
    createdAt: '2026-06-10T09:01:00.000Z',
    ...overrides,
  };
}

export const anInvoice = aPayment({
  status: 'awaitingConfirmation',
  paymentType: 'crypto',
  last4: null,
  invoice: { reference: 'INV-1', address: 'bc1qsandboxaddress0000000000000000000000', amount: 300, currency: 'USDC' },
});
export const aCryptoPayment = aPayment({ paymentType: 'crypto', last4: null });

/** The company of the offer, as getSuppliers lists it: card, cash and crypto. */
export function aCompany(overrides: Partial<Schemas['Supplier']> = {}): Schemas['Supplier'] {
  return {
    ...aSupplier,
    paymentTypes: ['card', 'cash', 'crypto'],
    payLater: true,
    minimumAge: 21,
    licenceRequired: false,
    bio: 'Cars on the Riviera.',
    locations: ['nice', 'cannes'],
    ...overrides,
  };
}

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
