/** The checkout (payment) machine under test: a booking, a card, payments and an `arrange` with its actors faked through `.provide()`. */
import { createActor, waitFor } from 'xstate';
import {
  type Booking,
  type CheckoutInput,
  type CreatePaymentInput,
  type Payment,
  checkoutMachine,
} from '@/machines/checkout/checkout.machine';
import { type Outcome, fakeActor } from './fake-actors';
import { aBookingRecord } from './booking-record';
import { aPayment, bookingId } from './checkout-fixtures';

/** Two years ahead, whatever the day the tests run. */
export const expiry = `12/${String((new Date().getFullYear() + 2) % 100).padStart(2, '0')}`;
export const card = { number: '4242 4242 4242 4242', expiry, cvc: '123', holder: ' Alex Driver ' };

export function aBooking(overrides: Partial<Booking> = {}): Booking {
  return aBookingRecord({
    _id: bookingId,
    status: 'pending',
    from: '2026-07-01T10:00:00.000Z',
    to: '2026-07-04T10:00:00.000Z',
    paymentOption: 'payOnline',
    price: { rate: 100, days: 3, lines: [{ item: 'rental', amount: 300 }], subtotal: 300, couponDiscount: 0, usedCashback: 0, total: 300, cashback: 0, currency: 'EUR' },
    expiresAt: '2026-06-10T09:15:00.000Z',
    createdAt: '2026-06-10T09:00:00.000Z',
    ...overrides,
  });
}

export const invoice = aPayment({
  status: 'awaitingConfirmation',
  paymentType: 'crypto',
  last4: null,
  invoice: { reference: 'INV-1', address: 'bc1qsandbox', amount: 300, currency: 'USDC' },
});

export function arrange({
  input = {},
  createPayment = [aPayment()],
  confirmPayment = [aPayment({ paymentType: 'crypto', last4: null })],
  delays = { confirmRetryDelay: 5, networkRetryDelay: 5 },
  navigateAfterPayment = () => {},
}: {
  input?: Partial<CheckoutInput>;
  createPayment?: Array<Outcome<Payment>>;
  confirmPayment?: Array<Outcome<Payment>>;
  delays?: { confirmRetryDelay: number; networkRetryDelay: number };
  navigateAfterPayment?: (bookingId: string) => void;
} = {}) {
  const fakes = {
    createPayment: fakeActor<Payment, CreatePaymentInput>(...createPayment),
    confirmPayment: fakeActor<Payment, { paymentId: string }>(...confirmPayment),
  };
  let keys = 0;
  const machine = checkoutMachine.provide({
    actors: { createPayment: fakes.createPayment.logic, confirmPayment: fakes.confirmPayment.logic },
    actions: { navigateAfterPayment: (_, { bookingId }) => navigateAfterPayment(bookingId) },
    delays,
  });
  const actor = createActor(machine, {
    input: { booking: aBooking(), paymentTypes: ['card', 'crypto'], makeKey: () => `attempt-key-${++keys}-0000000000`, ...input },
  }).start();
  return { actor, ...fakes };
}

export type Actor = ReturnType<typeof arrange>['actor'];
export const settled = (actor: Actor) => waitFor(actor, (s) => !s.hasTag('busy'));
export const keysSent = (calls: CreatePaymentInput[]) => calls.map((call) => call.idempotencyKey);

export function payByCard(actor: Actor, values: Partial<typeof card> = card) {
  for (const [field, value] of Object.entries(values)) {
    actor.send({ type: 'card.change', field: field as keyof typeof card, value });
  }
  actor.send({ type: 'checkout.submit' });
}
