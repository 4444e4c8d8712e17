import { describe, expect, it } from 'vitest';
import { amendedPrice } from '@/machines/bookings/booking-edit.form';
import { aCar, carId, someLocations, yachtId } from '@/tests/support/catalog-fixtures';
import { never } from '@/tests/support/fake-actors';
import { failure, userId } from '@/tests/support/fixtures';
import {
  bookingId,
  car,
  carOffer,
  yachtOffer,
  welcome10,
  local,
  aBooking,
  arrange,
  settled,
  opened,
} from '@/tests/support/booking-edit-machine';

describe('booking edit machine: opening', () => {
  it('is closed until opened, then loads the offer and the places at once, and edits the booking as it is', async () => {
    const { actor, getOffer, getLocations, validateCoupon } = arrange();
    expect(actor.getSnapshot().value).toBe('closed');

    actor.send({ type: 'edit.open', booking: aBooking() });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await settled(actor);

    expect(actor.getSnapshot().value).toBe('editing');
    expect(getOffer.calls).toEqual([{ id: carId, language: 'en' }]);
    expect(getLocations.calls).toEqual([{ language: 'en' }]);
    expect(validateCoupon.calls).toEqual([]);
    const { context } = actor.getSnapshot();
    expect(context.values).toEqual({ from: local('2031-07-01T10:00:00.000Z'), to: local('2031-07-04T10:00:00.000Z'), pickUpLocation: 'nice', dropOffLocation: 'nice' });
    expect(context.extras).toEqual({ cancellation: true });
    expect(context.places).toEqual(someLocations);
    expect(amendedPrice(context)?.total).toBe(325);
  });

  it("reads the booking's coupon terms, and prices with them", async () => {
    const { actor, validateCoupon } = await opened(aBooking({ coupon: 'WELCOME10' }));

    expect(validateCoupon.calls).toEqual([{ code: 'WELCOME10' }]);
    expect(actor.getSnapshot().context.coupon).toEqual(welcome10);
    expect(amendedPrice(actor.getSnapshot().context)).toMatchObject({ subtotal: 325, couponDiscount: 32.5, total: 292.5 });
  });

  it('marks a coupon that is no longer valid as unknown (the server still applies it)', async () => {
    const { actor } = await opened(aBooking({ coupon: 'OLD-ONE' }), { validateCoupon: [failure('COUPON_INVALID', 422)] });

    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.coupon).toBeNull();
    expect(actor.getSnapshot().context.couponUnknown).toBe(true);
  });

  it('still edits without the places (their slugs and the booking names stay)', async () => {
    const { actor } = await opened(aBooking(), { getLocations: [failure('NETWORK_ERROR')] });

    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.places).toEqual([]);
  });

  it('fails without the offer; tries again, or closes', async () => {
    const { actor, getOffer } = await opened(aBooking(), { getOffer: [failure('NETWORK_ERROR'), carOffer] });
    expect(actor.getSnapshot().value).toBe('loadFailed');
    expect(actor.getSnapshot().hasTag('error')).toBe(true);

    actor.send({ type: 'edit.retry' });
    await settled(actor);
    expect(actor.getSnapshot().value).toBe('editing');
    expect(getOffer.calls).toHaveLength(2);

    const failed = await opened(aBooking(), { getOffer: [failure('NETWORK_ERROR')] });
    failed.actor.send({ type: 'edit.close' });
    expect(failed.actor.getSnapshot().value).toBe('closed');
  });

  it('can be closed while loading', () => {
    const { actor } = arrange({ getOffer: [never] });
    actor.send({ type: 'edit.open', booking: aBooking() });
    actor.send({ type: 'edit.close' });

    expect(actor.getSnapshot().value).toBe('closed');
  });

  it('opens again on the booking as it is then, the last changes forgotten', async () => {
    const { actor } = await opened();
    actor.send({ type: 'edit.change', values: { pickUpLocation: 'cannes' } });
    actor.send({ type: 'edit.close' });

    actor.send({ type: 'edit.open', booking: aBooking({ dropOffLocation: { slug: 'cannes', name: 'Cannes', timeZone: 'Europe/Paris' } }) });
    await settled(actor);

    expect(actor.getSnapshot().context.values).toMatchObject({ pickUpLocation: 'nice', dropOffLocation: 'cannes' });
  });
});

describe('booking edit machine: editing', () => {
  it('has nothing to save until something changed', async () => {
    const { actor, updateBooking } = await opened();
    expect(actor.getSnapshot().can({ type: 'edit.submit' })).toBe(false);

    actor.send({ type: 'edit.submit' });
    expect(updateBooking.calls).toEqual([]);

    actor.send({ type: 'edit.change', values: { pickUpLocation: 'cannes' } });
    expect(actor.getSnapshot().can({ type: 'edit.submit' })).toBe(true);
  });

  it('shows the errors of the dates instead of sending them, and forgets a field once changed', async () => {
    const { actor, updateBooking } = await opened();
    actor.send({ type: 'edit.change', values: { to: local('2031-06-30T10:00:00.000Z') } });
    actor.send({ type: 'edit.submit' });

    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.errors).toEqual({ to: 'dropOffBeforePickUp' });
    expect(actor.getSnapshot().context.attempt).toBe(1);
    expect(updateBooking.calls).toEqual([]);

    actor.send({ type: 'edit.change', values: { to: local('2031-07-05T10:00:00.000Z') } });
    expect(actor.getSnapshot().context.errors).toEqual({});
  });

  it('refuses a pick-up in the past', async () => {
    const { actor } = await opened();
    actor.send({ type: 'edit.change', values: { from: local('2031-06-01T10:00:00.000Z') } });
    actor.send({ type: 'edit.submit' });

    expect(actor.getSnapshot().context.errors).toEqual({ from: 'pickUpInPast' });
  });

  it('keeps new dates within the booking limits, as the server does: a new pick-up past the horizon, a rental past the longest', async () => {
    const { actor, updateBooking } = await opened();
    actor.send({ type: 'edit.change', values: { from: local('9999-01-01T10:00:00.000Z'), to: local('9999-01-02T10:00:00.000Z') } });
    actor.send({ type: 'edit.submit' });
    expect(actor.getSnapshot().context.errors).toEqual({ from: 'pickUpTooFarAhead' });

    // Now 15 June 2031: the booking's pick-up of 1 July, a drop-off 91 days later.
    actor.send({ type: 'edit.change', values: { from: local('2031-07-01T10:00:00.000Z'), to: local('2031-09-30T10:00:00.000Z') } });
    actor.send({ type: 'edit.submit' });
    expect(actor.getSnapshot().context.errors).toEqual({ to: 'rentalTooLong' });
    expect(updateBooking.calls).toEqual([]);
  });

  it("leaves kept dates alone when the supplier's limits were lowered since: extras still change", async () => {
    const strict = aCar({ price: 100, bookingLimits: { maxDaysAhead: 7, maxRentalDays: 2 } });
    const { actor, updateBooking } = await opened(aBooking(), { getOffer: [{ kind: 'car', car: strict }] });
    actor.send({ type: 'edit.toggleExtra', extra: 'cancellation' });
    actor.send({ type: 'edit.submit' });
    expect(actor.getSnapshot().context.errors).toEqual({});
    await settled(actor);
    expect(updateBooking.calls).toHaveLength(1);
  });

  it('ticks only the extras sold at a price; an additional driver only when the booking names one', async () => {
    const withDriver = aCar({ price: 100, extras: { ...car.extras, additionalDriver: 12 } });
    const { actor } = await opened(aBooking(), { getOffer: [{ kind: 'car', car: withDriver }] });
    actor.send({ type: 'edit.toggleExtra', extra: 'theftProtection' });
    actor.send({ type: 'edit.toggleExtra', extra: 'cancellation' });
    actor.send({ type: 'edit.toggleExtra', extra: 'amendments' });
    actor.send({ type: 'edit.toggleExtra', extra: 'collisionDamageWaiver' });
    actor.send({ type: 'edit.toggleExtra', extra: 'additionalDriver' });

    expect(actor.getSnapshot().context.extras).toEqual({ cancellation: false, theftProtection: true });

    const named = await opened(aBooking({ additionalDriver: { _id: userId, fullName: 'Sam', email: 'sam@example.com', phone: '+33 6 00 00 00 00', birthDate: '1990-01-01' } }), {
      getOffer: [{ kind: 'car', car: withDriver }],
    });
    named.actor.send({ type: 'edit.toggleExtra', extra: 'additionalDriver' });
    expect(named.actor.getSnapshot().context.extras.additionalDriver).toBe(true);
  });

  it('sends only what changed, with the new total of the current prices', async () => {
    const { actor, updateBooking, updated } = await opened();
    actor.send({ type: 'edit.change', values: { to: local('2031-07-06T10:00:00.000Z'), dropOffLocation: 'cannes' } });
    actor.send({ type: 'edit.toggleExtra', extra: 'theftProtection' });
    actor.send({ type: 'edit.submit' });
    expect(actor.getSnapshot().value).toBe('submitting');
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await settled(actor);

    expect(updateBooking.calls).toEqual([
      {
        id: bookingId,
        language: 'en',
        // 5 days x 100 + cancellation 25 + theft protection 5 x 9.
        body: { to: '2031-07-06T10:00:00.000Z', dropOffLocation: 'cannes', extras: { cancellation: true, theftProtection: true }, total: 570 },
      },
    ]);
    expect(actor.getSnapshot().value).toBe('closed');
    expect(updated).toHaveLength(1);
  });

  it('keeps the coupon and the cashback used in the new total', async () => {
    const booking = aBooking({ coupon: 'WELCOME10', price: { ...aBooking().price, usedCashback: 20 } });
    const { actor, updateBooking } = await opened(booking);
    actor.send({ type: 'edit.change', values: { to: local('2031-07-05T10:00:00.000Z') } });
    actor.send({ type: 'edit.submit' });
    await settled(actor);

    // (4 x 100 + 25) less 10 % is 382.50, less 20 of cashback.
    expect(updateBooking.calls[0]?.body.total).toBe(362.5);
  });

  it('sends no extras for a yacht', async () => {
    const { actor, updateBooking } = await opened(aBooking({ offer: { ...aBooking().offer, kind: 'yacht', _id: yachtId }, extras: {} }), {
      getOffer: [yachtOffer],
    });
    actor.send({ type: 'edit.toggleExtra', extra: 'theftProtection' });
    actor.send({ type: 'edit.change', values: { pickUpLocation: 'cannes' } });
    actor.send({ type: 'edit.submit' });
    await settled(actor);

    expect(updateBooking.calls[0]?.body).toEqual({ pickUpLocation: 'cannes', total: 3000 });
  });
});
