import { describe, expect, it } from 'vitest';
import { awaitsOnlinePayment, isOnlinePaymentType, toPaymentRequest, validateCard } from '@/machines/checkout/checkout.machine';
import { expiry, card, aBooking, arrange, payByCard } from '@/tests/support/checkout-machine';

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

  it('switches only to a payment type the supplier accepts online', () => {
    const { actor } = arrange({ input: { paymentTypes: ['card'] } });
    expect(actor.getSnapshot().can({ type: 'paymentType.change', paymentType: 'crypto' })).toBe(false);

    const both = arrange().actor;
    payByCard(both, { number: '1' });
    both.send({ type: 'paymentType.change', paymentType: 'crypto' });
    expect(both.getSnapshot().context).toMatchObject({ paymentType: 'crypto', errors: {} });
  });
});
