import { describe, expect, it } from 'vitest';
import { type Snapshot, createActor, waitFor } from 'xstate';
import type { ErrorCode } from '@/openapi/types';
import { never } from '@/tests/support/fake-actors';
import { failure } from '@/tests/support/fixtures';
import {
  from,
  to,
  car,
  carOffer,
  yacht,
  yachtOffer,
  aSupplierWithTerms,
  driver,
  aBooking,
  arrange,
  settled,
  next,
  back,
  toReview,
} from '@/tests/support/booking-machine';

describe('booking process: submitting', () => {
  it('sends the booking as reviewed and ends confirmed when paid later', async () => {
    const { actor, createBooking } = arrange({ createBooking: [never] });
    next(actor);
    actor.send({ type: 'extras.toggle', extra: 'cancellation' });
    actor.send({ type: 'extras.toggle', extra: 'theftProtection' });
    actor.send({ type: 'extras.toggle', extra: 'theftProtection' });
    next(actor);
    actor.send({ type: 'driver.change', values: { acceptTerms: true } });
    next(actor);
    next(actor);
    expect(actor.getSnapshot().context.price).toMatchObject({ days: 3, subtotal: 325, total: 325 });

    actor.send({ type: 'booking.submit' });
    expect(actor.getSnapshot().value).toBe('submitting');
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(createBooking.calls).toEqual([
      {
        language: 'fr',
        body: {
          offer: car._id,
          from,
          to,
          pickUpLocation: 'nice',
          dropOffLocation: 'nice',
          // Amendments are included with this car: the booking names them.
          extras: { cancellation: true, amendments: true },
          paymentOption: 'payLater',
          paymentType: 'card',
          total: 325,
        },
      },
    ]);

    const booking = aBooking();
    const done = arrange({ createBooking: [booking] });
    toReview(done.actor);
    done.actor.send({ type: 'booking.submit' });
    await waitFor(done.actor, (s) => s.status === 'done');
    expect(done.actor.getSnapshot().value).toBe('confirmed');
    expect(done.actor.getSnapshot().output).toEqual(booking);
    expect(done.navigation.thanks).toHaveBeenCalledExactlyOnceWith(booking._id);
    expect(done.navigation.payment).not.toHaveBeenCalled();
  });

  it('ends awaiting the payment when paid online; a yacht sends no extras', async () => {
    const booking = aBooking({ paymentOption: 'payOnline', paymentType: 'card', status: 'pending', expiresAt: '2026-06-10T09:15:00.000Z' });
    const { actor, createBooking, navigation } = arrange({ input: { offer: yachtOffer }, createBooking: [booking] });
    next(actor);
    actor.send({ type: 'driver.change', values: { acceptTerms: true } });
    next(actor);
    actor.send({ type: 'payment.change', values: { paymentOption: 'payOnline' } });
    next(actor);
    actor.send({ type: 'booking.submit' });
    await waitFor(actor, (s) => s.status === 'done');

    expect(actor.getSnapshot().value).toBe('awaitingPayment');
    expect(actor.getSnapshot().output).toEqual(booking);
    expect(navigation.payment).toHaveBeenCalledExactlyOnceWith(booking._id);
    expect(navigation.thanks).not.toHaveBeenCalled();
    expect(createBooking.calls[0]?.body).not.toHaveProperty('extras');
    expect(createBooking.calls[0]?.body).toMatchObject({ offer: yacht._id, total: 7500 });
  });

  it('ends confirmed, not awaiting a payment, when a pay-online booking leaves nothing to pay (the server made it paid)', async () => {
    const booking = aBooking({
      paymentOption: 'payOnline',
      paymentType: 'card',
      status: 'paid',
      price: { ...aBooking().price, couponDiscount: 7500, total: 0, cashback: 0 },
    });
    const { actor, navigation } = arrange({ input: { offer: yachtOffer }, createBooking: [booking] });
    next(actor);
    actor.send({ type: 'driver.change', values: { acceptTerms: true } });
    next(actor);
    actor.send({ type: 'payment.change', values: { paymentOption: 'payOnline' } });
    next(actor);
    actor.send({ type: 'coupon.apply', coupon: { code: 'ON-THE-HOUSE', discount: 100000, discountUnit: 'amount' } });
    expect(actor.getSnapshot().context.price?.total).toBe(0);
    actor.send({ type: 'booking.submit' });
    await waitFor(actor, (s) => s.status === 'done');

    expect(actor.getSnapshot().value).toBe('confirmed');
    expect(navigation.thanks).toHaveBeenCalledExactlyOnceWith(booking._id);
    expect(navigation.payment).not.toHaveBeenCalled();
  });

  it('goes back to the dates when they were taken meanwhile', async () => {
    const { actor } = arrange({ createBooking: [failure('DATES_TAKEN', 409)] });
    toReview(actor);
    actor.send({ type: 'booking.submit' });
    await settled(actor);

    expect(actor.getSnapshot().value).toBe('dates');
    expect(actor.getSnapshot().context.formError).toBe('datesTaken');
    actor.send({ type: 'dates.change', values: { from: '2026-07-10T10:00:00.000Z', to: '2026-07-12T10:00:00.000Z' } });
    expect(actor.getSnapshot().context.formError).toBeNull();
  });

  it('shows a changed price, takes the offer as it now is, and sends the new total', async () => {
    const { actor, createBooking } = arrange({ createBooking: [failure('PRICE_CHANGED', 409), aBooking()] });
    next(actor);
    actor.send({ type: 'extras.toggle', extra: 'fullInsurance' });
    actor.send({ type: 'extras.toggle', extra: 'cancellation' });
    next(actor);
    actor.send({ type: 'driver.change', values: { acceptTerms: true } });
    next(actor);
    next(actor);
    actor.send({ type: 'booking.submit' });
    await settled(actor);

    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().hasTag('error')).toBe(true);
    expect(actor.getSnapshot().context.failure).toBe('priceChanged');
    expect(actor.getSnapshot().can({ type: 'booking.retry' })).toBe(false);

    const newCar = { ...car, price: 120, extras: { ...car.extras, fullInsurance: -1 } };
    actor.send({ type: 'offer.refresh', offer: { kind: 'car', car: newCar }, supplier: aSupplierWithTerms({ payLater: false }) });

    const { value, context } = actor.getSnapshot();
    expect(value).toBe('review');
    expect(context).toMatchObject({ failure: null, extras: { cancellation: true }, paymentOption: 'payOnline', paymentType: 'card' });
    expect(context.price).toMatchObject({ total: 385 });
    actor.send({ type: 'booking.submit' });
    await settled(actor);
    expect(createBooking.calls[1]?.body).toMatchObject({ extras: { cancellation: true }, paymentOption: 'payOnline', total: 385 });
  });

  it('goes back to the driver when the server finds him too young', async () => {
    const { actor } = arrange({ createBooking: [failure('DRIVER_TOO_YOUNG', 422)] });
    toReview(actor);
    actor.send({ type: 'booking.submit' });
    await settled(actor);

    expect(actor.getSnapshot().value).toEqual({ driver: { signedIn: 'editing' } });
    expect(actor.getSnapshot().context.errors.driver).toEqual({ birthDate: 'driverTooYoung' });
  });

  it.each<ErrorCode>(['NOT_AVAILABLE', 'PAYMENT_TYPE_NOT_ACCEPTED', 'PAY_LATER_NOT_ACCEPTED', 'EXTRA_NOT_OFFERED'])(
    'fails with %s, and can go back to the review',
    async (code) => {
      const { actor } = arrange({ createBooking: [failure(code, 422)] });
      toReview(actor);
      actor.send({ type: 'booking.submit' });
      await settled(actor);

      expect(actor.getSnapshot().value).toBe('failed');
      expect(actor.getSnapshot().context.failure).toBe(code);
      expect(actor.getSnapshot().can({ type: 'booking.retry' })).toBe(false);
      back(actor);
      expect(actor.getSnapshot().value).toBe('review');
      expect(actor.getSnapshot().context.failure).toBeNull();
    },
  );

  it.each<[ErrorCode | 'NETWORK_ERROR', number]>([
    ['NETWORK_ERROR', 0],
    ['INTERNAL_ERROR', 500],
    ['SERVICE_UNAVAILABLE', 503],
  ])('fails on %s as a network failure and retries the same request', async (code, status) => {
    const { actor, createBooking } = arrange({ createBooking: [failure(code, status), aBooking()] });
    toReview(actor);
    actor.send({ type: 'booking.submit' });
    await settled(actor);
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.failure).toBe('network');

    actor.send({ type: 'booking.retry' });
    await settled(actor);
    expect(actor.getSnapshot().value).toBe('confirmed');
    expect(createBooking.calls[1]).toEqual(createBooking.calls[0]);
  });
});

describe('booking process: persistence', () => {
  it('resumes a persisted snapshot in the same step with the same values', () => {
    const { machine, actor } = arrange();
    actor.send({ type: 'dates.change', values: { dropOffLocation: 'cannes' } });
    next(actor);
    actor.send({ type: 'extras.toggle', extra: 'fullInsurance' });
    next(actor);
    actor.send({ type: 'driver.change', values: { acceptTerms: true } });
    next(actor);
    actor.send({ type: 'payment.change', values: { paymentType: 'cash' } });

    const stored = JSON.stringify(actor.getPersistedSnapshot());
    // The route passes its input again; a restored snapshot ignores it.
    const input = { offer: carOffer, supplier: aSupplierWithTerms(), driver, language: 'fr' as const };
    const restored = createActor(machine, { snapshot: JSON.parse(stored) as Snapshot<unknown>, input }).start();

    expect(restored.getSnapshot().value).toBe('payment');
    expect(restored.getSnapshot().context).toEqual(actor.getSnapshot().context);
    back(restored);
    expect(restored.getSnapshot().value).toEqual({ driver: { signedIn: 'editing' } });
    expect(restored.getSnapshot().context.acceptTerms).toBe(true);
    next(restored);
    next(restored);
    expect(restored.getSnapshot().value).toBe('review');
    expect(restored.getSnapshot().context.price).toMatchObject({ total: 421.5 });
  });
});
