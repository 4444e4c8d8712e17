import { describe, expect, it } from 'vitest';
import { type Snapshot, createActor } from 'xstate';
import { type BookingProcessInput } from '@/machines/booking/booking.machine';
import { never } from '@/tests/support/fake-actors';
import { failure } from '@/tests/support/fixtures';
import { carOffer, aSupplierWithTerms, driver, aBooking, arrange, type Actor, settled, next, back, toReview } from '@/tests/support/booking-machine';

describe('booking process: payment', () => {
  function toPayment(input: Partial<BookingProcessInput>) {
    const { actor } = arrange({ input });
    next(actor);
    next(actor);
    actor.send({ type: 'driver.change', values: { acceptTerms: true } });
    next(actor);
    expect(actor.getSnapshot().value).toBe('payment');
    return actor;
  }
  const choice = (actor: Actor) => {
    const { paymentOption, paymentType } = actor.getSnapshot().context;
    return [paymentOption, paymentType];
  };

  it('pays later by default when the supplier allows it, else online', () => {
    expect(choice(toPayment({}))).toEqual(['payLater', 'card']);
    expect(choice(toPayment({ supplier: aSupplierWithTerms({ payLater: false }) }))).toEqual(['payOnline', 'card']);
  });

  it('offers cash only with pay later and crypto only online, re-picking the type with the option', () => {
    const actor = toPayment({ supplier: aSupplierWithTerms({ paymentTypes: ['cash', 'crypto'] }) });
    expect(choice(actor)).toEqual(['payLater', 'cash']);

    actor.send({ type: 'payment.change', values: { paymentType: 'crypto' } });
    expect(choice(actor)).toEqual(['payLater', 'cash']);
    actor.send({ type: 'payment.change', values: { paymentOption: 'payOnline' } });
    expect(choice(actor)).toEqual(['payOnline', 'crypto']);
    actor.send({ type: 'payment.change', values: { paymentType: 'cash' } });
    expect(choice(actor)).toEqual(['payOnline', 'crypto']);
    actor.send({ type: 'payment.change', values: { paymentOption: 'payLater', paymentType: 'cash' } });
    expect(choice(actor)).toEqual(['payLater', 'cash']);
  });

  it('keeps a card across options, and refuses pay later when the supplier does not allow it', () => {
    const actor = toPayment({ supplier: aSupplierWithTerms({ payLater: false }) });
    actor.send({ type: 'payment.change', values: { paymentOption: 'payLater' } });
    expect(choice(actor)).toEqual(['payOnline', 'card']);

    const both = toPayment({});
    both.send({ type: 'payment.change', values: { paymentOption: 'payOnline' } });
    expect(choice(both)).toEqual(['payOnline', 'card']);
  });

  it('asks for a payment type when the supplier accepts none for the option', () => {
    const actor = toPayment({ supplier: aSupplierWithTerms({ payLater: false, paymentTypes: ['cash'] }) });
    expect(choice(actor)).toEqual(['payOnline', null]);
    next(actor);
    expect(actor.getSnapshot().value).toBe('payment');
    expect(actor.getSnapshot().context.errors.payment).toEqual({ paymentType: 'required' });
  });
});

describe('booking process: coupon and cashback', () => {
  const welcome = { code: 'WELCOME10', discount: 10, discountUnit: 'percentage' as const };
  const riviera = { code: 'RIVIERA25', discount: 25, discountUnit: 'amount' as const };

  it('takes a coupon off the subtotal on the review, and sends its code', () => {
    const { actor, createBooking } = arrange({ createBooking: [never] });
    expect(actor.getSnapshot().can({ type: 'coupon.apply', coupon: welcome })).toBe(false);
    toReview(actor);

    actor.send({ type: 'coupon.apply', coupon: welcome });
    expect(actor.getSnapshot().context.price).toMatchObject({ subtotal: 300, couponDiscount: 30, total: 270 });
    actor.send({ type: 'coupon.apply', coupon: riviera });
    expect(actor.getSnapshot().context.price).toMatchObject({ couponDiscount: 25, total: 275 });

    actor.send({ type: 'booking.submit' });
    expect(createBooking.calls[0]?.body).toMatchObject({ coupon: 'RIVIERA25', total: 275 });
    expect(createBooking.calls[0]?.body).not.toHaveProperty('useCashback');
  });

  it('removes the coupon, and keeps it while going back and forward', () => {
    const { actor } = arrange();
    toReview(actor);
    expect(actor.getSnapshot().can({ type: 'coupon.remove' })).toBe(false);
    actor.send({ type: 'coupon.apply', coupon: welcome });
    back(actor);
    back(actor);
    back(actor);
    expect(actor.getSnapshot().value).toBe('extras');
    actor.send({ type: 'extras.toggle', extra: 'cancellation' });
    expect(actor.getSnapshot().context.price).toMatchObject({ subtotal: 325, couponDiscount: 32.5, total: 292.5 });
    next(actor);
    next(actor);
    next(actor);
    expect(actor.getSnapshot().value).toBe('review');

    actor.send({ type: 'coupon.remove' });
    expect(actor.getSnapshot().context.coupon).toBeNull();
    expect(actor.getSnapshot().context.price).toMatchObject({ couponDiscount: 0, total: 325 });
  });

  it('spends the cashback up to the total, after the coupon, and stops spending it', () => {
    const { actor, createBooking } = arrange({ createBooking: [never] });
    toReview(actor);
    expect(actor.getSnapshot().can({ type: 'cashback.toggle', balance: 0 })).toBe(false);

    actor.send({ type: 'coupon.apply', coupon: welcome });
    actor.send({ type: 'cashback.toggle', balance: 12.5 });
    expect(actor.getSnapshot().context).toMatchObject({ useCashback: true, cashbackBalance: 12.5 });
    expect(actor.getSnapshot().context.price).toMatchObject({ couponDiscount: 30, usedCashback: 12.5, total: 257.5 });

    actor.send({ type: 'cashback.toggle', balance: 12.5 });
    expect(actor.getSnapshot().context).toMatchObject({ useCashback: false, cashbackBalance: 0 });
    expect(actor.getSnapshot().context.price).toMatchObject({ usedCashback: 0, total: 270 });

    actor.send({ type: 'cashback.toggle', balance: 1000 });
    expect(actor.getSnapshot().context.price).toMatchObject({ usedCashback: 270, total: 0 });
    actor.send({ type: 'booking.submit' });
    expect(createBooking.calls[0]?.body).toMatchObject({ coupon: 'WELCOME10', useCashback: true, total: 0 });
  });

  it('drops a coupon the server refuses and says so on the review', async () => {
    const { actor, createBooking } = arrange({ createBooking: [failure('COUPON_INVALID', 422), aBooking()] });
    toReview(actor);
    actor.send({ type: 'coupon.apply', coupon: riviera });
    actor.send({ type: 'booking.submit' });
    await settled(actor);

    expect(actor.getSnapshot().value).toBe('review');
    expect(actor.getSnapshot().context).toMatchObject({ coupon: null, formError: 'couponInvalid' });
    expect(actor.getSnapshot().context.price).toMatchObject({ total: 300 });

    actor.send({ type: 'booking.submit' });
    await settled(actor);
    expect(actor.getSnapshot().value).toBe('confirmed');
    expect(createBooking.calls[1]?.body).not.toHaveProperty('coupon');
  });

  it('takes the new wallet balance with the refreshed offer, and says what the total was', async () => {
    const { actor, createBooking } = arrange({ createBooking: [failure('PRICE_CHANGED', 409), aBooking()] });
    toReview(actor);
    actor.send({ type: 'cashback.toggle', balance: 50 });
    actor.send({ type: 'booking.submit' });
    await settled(actor);
    expect(actor.getSnapshot().context.failure).toBe('priceChanged');

    actor.send({ type: 'offer.refresh', offer: carOffer, cashbackBalance: 20 });
    expect(actor.getSnapshot().value).toBe('review');
    expect(actor.getSnapshot().context).toMatchObject({ priceChangedFrom: 250, cashbackBalance: 20 });
    expect(actor.getSnapshot().context.price).toMatchObject({ usedCashback: 20, total: 280 });

    actor.send({ type: 'booking.submit' });
    expect(actor.getSnapshot().context.priceChangedFrom).toBeNull();
    await settled(actor);
    expect(createBooking.calls[1]?.body).toMatchObject({ useCashback: true, total: 280 });
  });

  it('keeps the coupon and cashback in a persisted snapshot', () => {
    const { machine, actor } = arrange();
    toReview(actor);
    actor.send({ type: 'coupon.apply', coupon: welcome });
    actor.send({ type: 'cashback.toggle', balance: 10 });

    const input = { offer: carOffer, supplier: aSupplierWithTerms(), driver, language: 'fr' as const };
    const restored = createActor(machine, { snapshot: JSON.parse(JSON.stringify(actor.getPersistedSnapshot())) as Snapshot<unknown>, input }).start();
    expect(restored.getSnapshot().value).toBe('review');
    expect(restored.getSnapshot().context.price).toMatchObject({ couponDiscount: 30, usedCashback: 10, total: 260 });
  });
});
