import { describe, expect, it, vi } from 'vitest';
import { waitFor } from 'xstate';
import { type Payment, checkoutMachine } from '@/machines/checkout/checkout.machine';
import type { ErrorCode } from '@/openapi/types';
import { type Outcome, never } from '@/tests/support/fake-actors';
import { failure } from '@/tests/support/fixtures';
import { expiry, card, aBooking, arrange, settled, keysSent, payByCard } from '@/tests/support/checkout-machine';
import { bookingId, aPayment } from '@/tests/support/checkout-fixtures';

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

describe('checkout machine: delays', () => {
  it('asks again after 2 s and resends after 3 s unless a test says otherwise', () => {
    expect(checkoutMachine.implementations.delays).toEqual({ confirmRetryDelay: 2000, networkRetryDelay: 3000 });
  });
});
