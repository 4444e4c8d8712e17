import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import {
  type Booking,
  type CheckoutInput,
  type CreatePaymentInput,
  type Payment,
  awaitsOnlinePayment,
  checkoutMachine,
  isOnlinePaymentType,
  toPaymentRequest,
  validateCard,
} from '../../machines/checkout/checkout.machine';
import type { ErrorCode } from '../../src/api/client';
import { aSupplier, carId } from '../support/catalog-fixtures';
import { type Outcome, fakeActor, never } from '../support/fake-actors';
import { failure, userId } from '../support/fixtures';

// Arrange

const bookingId = '3c2b1a09-8f7e-4d6c-9b5a-493827160504';
const paymentId = '5e4d3c2b-1a09-4f8e-8d7c-6b5a49382716';
/** Two years ahead, whatever the day the tests run. */
const expiry = `12/${String((new Date().getFullYear() + 2) % 100).padStart(2, '0')}`;
const card = { number: '4242 4242 4242 4242', expiry, cvc: '123', holder: ' Alex Driver ' };

function aBooking(overrides: Partial<Booking> = {}): Booking {
  const booking = {
    _id: bookingId,
    offer: { kind: 'car', _id: carId, brand: 'BMW', model: 'X5', image: '/cdn/cars/suv-000000.svg', supplier: aSupplier },
    driver: { _id: userId, fullName: 'Alex Driver', email: 'driver@example.com' },
    status: 'pending',
    from: '2026-07-01T10:00:00.000Z',
    to: '2026-07-04T10:00:00.000Z',
    pickUpLocation: { slug: 'nice', name: 'Nice' },
    dropOffLocation: { slug: 'nice', name: 'Nice' },
    extras: {},
    additionalDriver: null,
    coupon: null,
    paymentOption: 'payOnline',
    paymentType: 'card',
    price: { rate: 100, days: 3, lines: [{ item: 'rental', amount: 300 }], subtotal: 300, couponDiscount: 0, usedCashback: 0, total: 300, cashback: 0, currency: 'EUR' },
    expiresAt: '2026-06-10T09:15:00.000Z',
    cancelRequestedAt: null,
    createdAt: '2026-06-10T09:00:00.000Z',
    ...overrides,
  } satisfies Partial<Booking>;
  return booking as Booking;
}

function aPayment(overrides: Partial<Payment> = {}): Payment {
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

const invoice = aPayment({
  status: 'awaitingConfirmation',
  paymentType: 'crypto',
  last4: null,
  invoice: { reference: 'INV-1', address: 'bc1qsandbox', amount: 300, currency: 'USDC' },
});

function arrange({
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

type Actor = ReturnType<typeof arrange>['actor'];
const settled = (actor: Actor) => waitFor(actor, (s) => !s.hasTag('busy'));
const keysSent = (calls: CreatePaymentInput[]) => calls.map((call) => call.idempotencyKey);

function payByCard(actor: Actor, values: Partial<typeof card> = card) {
  for (const [field, value] of Object.entries(values)) {
    actor.send({ type: 'card.change', field: field as keyof typeof card, value });
  }
  actor.send({ type: 'checkout.submit' });
}

// Rules

describe('validateCard and toPaymentRequest', () => {
  it.each<[string, Partial<typeof card>, ReturnType<typeof validateCard>]>([
    ['the 4242 test card', {}, {}],
    ['an empty form', { number: '', expiry: '', cvc: '' }, { number: 'invalidCardNumber', expiry: 'invalidExpiryDate', cvc: 'invalidCvc' }],
    ['a typo in the number', { number: '4242 4242 4242 4241' }, { number: 'invalidCardNumber' }],
    ['an expired card', { expiry: '01/20' }, { expiry: 'invalidExpiryDate' }],
    ['a 13th month', { expiry: '13/30' }, { expiry: 'invalidExpiryDate' }],
    ['a 4-digit CVC on a Visa', { cvc: '1234' }, { cvc: 'invalidCvc' }],
    ['a 3-digit CVC on an American Express', { number: '3782 822463 10005', cvc: '123' }, { cvc: 'invalidCvc' }],
  ])('%s', (_, values, errors) => {
    expect(validateCard({ ...card, ...values })).toEqual(errors);
  });

  it('pays online only a pending pay-online booking, by card or crypto', () => {
    expect(awaitsOnlinePayment(aBooking())).toBe(true);
    for (const status of ['void', 'deposit', 'paid', 'reserved', 'cancelled'] as const) {
      expect(awaitsOnlinePayment(aBooking({ status })), status).toBe(false);
    }
    expect(awaitsOnlinePayment(aBooking({ status: 'reserved', paymentOption: 'payLater' }))).toBe(false);
    expect(['card', 'cash', 'crypto'].filter(isOnlinePaymentType)).toEqual(['card', 'crypto']);
  });

  it('sends the card by card, trimmed and without an empty holder, and nothing of it by crypto', () => {
    expect(toPaymentRequest({ paymentType: 'card', card })).toEqual({
      paymentType: 'card',
      card: { number: '4242 4242 4242 4242', expiry, cvc: '123', holder: 'Alex Driver' },
    });
    expect(toPaymentRequest({ paymentType: 'card', card: { ...card, holder: ' ' } }).card).not.toHaveProperty('holder');
    expect(toPaymentRequest({ paymentType: 'crypto', card })).toEqual({ paymentType: 'crypto' });
  });
});

// Machine

describe('checkout machine: the form', () => {
  it("starts editing the card, with the booking's payment type when it is accepted online", () => {
    const { actor } = arrange();
    expect(actor.getSnapshot().value).toBe('editingCard');
    expect(actor.getSnapshot().context).toMatchObject({ paymentType: 'card', attemptKey: null, payment: null });

    const crypto = arrange({ input: { booking: aBooking({ paymentType: 'crypto' }) } }).actor;
    expect(crypto.getSnapshot().context.paymentType).toBe('crypto');
    const cryptoOnly = arrange({ input: { paymentTypes: ['crypto'] } }).actor;
    expect(cryptoOnly.getSnapshot().context.paymentType).toBe('crypto');
  });

  it('refuses an invalid card with a reason by field, without calling the server; a change clears its own', () => {
    const { actor, createPayment } = arrange();
    payByCard(actor, { number: '1234', expiry: '13/99', cvc: '1' });

    expect(actor.getSnapshot().value).toBe('editingCard');
    expect(actor.getSnapshot().context.errors).toEqual({ number: 'invalidCardNumber', expiry: 'invalidExpiryDate', cvc: 'invalidCvc' });
    expect(actor.getSnapshot().context.attempt).toBe(1);
    expect(createPayment.calls).toEqual([]);

    actor.send({ type: 'card.change', field: 'number', value: card.number });
    expect(actor.getSnapshot().context.errors).toEqual({ expiry: 'invalidExpiryDate', cvc: 'invalidCvc' });
  });

  it('switches only to a payment type the company accepts online', () => {
    const { actor } = arrange({ input: { paymentTypes: ['card'] } });
    expect(actor.getSnapshot().can({ type: 'paymentType.change', paymentType: 'crypto' })).toBe(false);

    const both = arrange().actor;
    payByCard(both, { number: '1' });
    both.send({ type: 'paymentType.change', paymentType: 'crypto' });
    expect(both.getSnapshot().context).toMatchObject({ paymentType: 'crypto', errors: {} });
  });
});

describe('checkout machine: paying', () => {
  it('pays by card with a new attempt key, busy meanwhile, then forgets the number and the CVC', async () => {
    const { actor, createPayment } = arrange({ createPayment: [never] });
    payByCard(actor);
    expect(actor.getSnapshot().value).toBe('submittingPayment');
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(createPayment.calls).toEqual([
      {
        bookingId,
        idempotencyKey: 'attempt-key-1-0000000000',
        body: { paymentType: 'card', card: { number: '4242 4242 4242 4242', expiry, cvc: '123', holder: 'Alex Driver' } },
      },
    ]);

    const done = arrange();
    payByCard(done.actor);
    await waitFor(done.actor, (s) => s.status === 'done');
    const { value, context, output } = done.actor.getSnapshot();
    expect(value).toBe('paid');
    expect(context.card).toEqual({ number: '', expiry, cvc: '', holder: ' Alex Driver ' });
    expect(output).toEqual({ booking: aBooking(), payment: aPayment() });
  });

  it('makes a UUID key when none is given', async () => {
    const { actor, createPayment } = arrange({ input: { makeKey: undefined } });
    payByCard(actor);
    await settled(actor);
    expect(createPayment.calls[0]?.idempotencyKey).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
  });

  it('fails on a declined card; a retry is a new attempt with a new key', async () => {
    const { actor, createPayment } = arrange({ createPayment: [failure('CARD_DECLINED', 402), aPayment()] });
    payByCard(actor, { ...card, number: '4000 0000 0000 0002' });
    await settled(actor);

    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().hasTag('error')).toBe(true);
    expect(actor.getSnapshot().context.failure).toBe('CARD_DECLINED');

    actor.send({ type: 'payment.retry' });
    expect(actor.getSnapshot().value).toBe('editingCard');
    expect(actor.getSnapshot().context).toMatchObject({ attemptKey: null, failure: null });
    payByCard(actor, { number: card.number });
    await settled(actor);

    expect(actor.getSnapshot().value).toBe('paid');
    expect(keysSent(createPayment.calls)).toEqual(['attempt-key-1-0000000000', 'attempt-key-2-0000000000']);
  });

  it.each<[ErrorCode, number]>([
    ['INSUFFICIENT_FUNDS', 402],
    ['VALIDATION_ERROR', 400],
    ['SERVICE_UNAVAILABLE', 503],
  ])('fails with %s', async (code, status) => {
    const { actor } = arrange({ createPayment: [failure(code, status)] });
    payByCard(actor);
    await settled(actor);
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.failure).toBe(code);
  });

  it('goes offline when no answer came, then sends the same attempt again after a delay', async () => {
    const { actor, createPayment } = arrange({ createPayment: [failure('NETWORK_ERROR'), aPayment()] });
    payByCard(actor);
    await waitFor(actor, (s) => s.matches('offline'));
    expect(actor.getSnapshot().hasTag('error')).toBe(true);

    await waitFor(actor, (s) => s.matches('paid'));
    expect(createPayment.calls).toHaveLength(2);
    expect(createPayment.calls[1]).toEqual(createPayment.calls[0]);
    expect(keysSent(createPayment.calls)).toEqual(['attempt-key-1-0000000000', 'attempt-key-1-0000000000']);
  });

  it('sends the same attempt again at once on a retry while offline', async () => {
    const { actor, createPayment } = arrange({
      createPayment: [failure('NETWORK_ERROR'), aPayment()],
      delays: { confirmRetryDelay: 5, networkRetryDelay: 60_000 },
    });
    payByCard(actor);
    await waitFor(actor, (s) => s.matches('offline'));

    actor.send({ type: 'payment.retry' });
    await settled(actor);
    expect(actor.getSnapshot().value).toBe('paid');
    expect(keysSent(createPayment.calls)).toEqual(['attempt-key-1-0000000000', 'attempt-key-1-0000000000']);
  });

  it('is paid when the booking was already paid', async () => {
    const { actor } = arrange({ createPayment: [failure('ALREADY_PAID', 409)] });
    payByCard(actor);
    await settled(actor);
    expect(actor.getSnapshot().value).toBe('paid');
    expect(actor.getSnapshot().output).toEqual({ booking: aBooking(), payment: null });
  });

  it('waits for an earlier attempt still in progress, then asks again with the same key', async () => {
    const { actor, createPayment } = arrange({
      createPayment: [failure('PAYMENT_IN_PROGRESS', 409), failure('PAYMENT_IN_PROGRESS', 409), failure('ALREADY_PAID', 409)],
    });
    payByCard(actor);
    await waitFor(actor, (s) => s.matches('waitingForEarlierAttempt'));
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);

    await waitFor(actor, (s) => s.matches('paid'));
    expect(keysSent(createPayment.calls)).toEqual(Array(3).fill('attempt-key-1-0000000000'));
  });

  it.each<ErrorCode>(['BOOKING_EXPIRED', 'PAYMENT_NOT_ALLOWED'])('ends expired on %s', async (code) => {
    const { actor } = arrange({ createPayment: [failure(code, 409)] });
    payByCard(actor);
    await settled(actor);

    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toBe('expired');
    expect(snapshot.status).toBe('done');
    expect(snapshot.hasTag('error')).toBe(true);
    expect(snapshot.context.failure).toBe(code);
    expect(snapshot.context.card).toMatchObject({ number: '', cvc: '' });
  });
});

describe('checkout machine: after the payment', () => {
  it.each<[string, Array<Outcome<Payment>>]>([
    ['paid', [aPayment()]],
    ['already paid', [failure('ALREADY_PAID', 409)]],
  ])('asks the route to go on once %s, with the booking id', async (_, createPayment) => {
    const navigateAfterPayment = vi.fn();
    const { actor } = arrange({ createPayment, navigateAfterPayment });
    payByCard(actor);
    await settled(actor);
    expect(actor.getSnapshot().value).toBe('paid');
    expect(navigateAfterPayment).toHaveBeenCalledExactlyOnceWith(bookingId);
  });

  it('stays on the page when the payment failed or the booking expired', async () => {
    const navigateAfterPayment = vi.fn();
    for (const outcome of [failure('CARD_DECLINED', 402), failure('BOOKING_EXPIRED', 409)]) {
      const { actor } = arrange({ createPayment: [outcome], navigateAfterPayment });
      payByCard(actor);
      await settled(actor);
    }
    expect(navigateAfterPayment).not.toHaveBeenCalled();
  });
});

describe('checkout machine: crypto', () => {
  function payByCrypto(actor: Actor) {
    actor.send({ type: 'paymentType.change', paymentType: 'crypto' });
    actor.send({ type: 'checkout.submit' });
  }

  it('asks for the invoice, then confirms it until it is paid', async () => {
    const { actor, createPayment, confirmPayment } = arrange({
      createPayment: [invoice],
      confirmPayment: [invoice, aPayment({ paymentType: 'crypto', last4: null })],
      delays: { confirmRetryDelay: 30, networkRetryDelay: 5 },
    });
    payByCrypto(actor);
    await waitFor(actor, (s) => s.matches({ confirming: 'waiting' }));

    expect(createPayment.calls[0]?.body).toEqual({ paymentType: 'crypto' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(actor.getSnapshot().context.payment?.invoice).toMatchObject({ address: 'bc1qsandbox', amount: 300 });
    expect(confirmPayment.calls).toEqual([{ paymentId }]);

    await waitFor(actor, (s) => s.matches('paid'));
    expect(confirmPayment.calls).toEqual([{ paymentId }, { paymentId }]);
    expect(actor.getSnapshot().context.payment?.status).toBe('succeeded');
  });

  it('keeps asking when the confirmation gets no answer', async () => {
    const { actor, confirmPayment } = arrange({
      createPayment: [invoice],
      confirmPayment: [failure('NETWORK_ERROR'), aPayment({ paymentType: 'crypto' })],
    });
    payByCrypto(actor);
    await waitFor(actor, (s) => s.matches('paid'));
    expect(confirmPayment.calls).toHaveLength(2);
  });

  it.each<[ErrorCode, number, string]>([
    ['ALREADY_PAID', 409, 'paid'],
    ['BOOKING_EXPIRED', 409, 'expired'],
    ['CARD_DECLINED', 402, 'failed'],
  ])('ends a confirmation answered %s in %s', async (code, status, state) => {
    const { actor } = arrange({ createPayment: [invoice], confirmPayment: [failure(code, status)] });
    payByCrypto(actor);
    await settled(actor);
    expect(actor.getSnapshot().value).toBe(state);
  });
});

describe('checkout machine: delays', () => {
  it('asks again after 2 s and resends after 3 s unless a test says otherwise', () => {
    expect(checkoutMachine.implementations.delays).toEqual({ confirmRetryDelay: 2000, networkRetryDelay: 3000 });
  });
});
