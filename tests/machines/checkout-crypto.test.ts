import { describe, expect, it } from 'vitest';
import { waitFor } from 'xstate';
import type { ErrorCode } from '@/openapi/types';
import { failure } from '@/tests/support/fixtures';
import { invoice, arrange, type Actor, settled } from '@/tests/support/checkout-machine';
import { paymentId, aPayment } from '@/tests/support/checkout-fixtures';

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
