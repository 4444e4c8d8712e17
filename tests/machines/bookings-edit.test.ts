import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import type { Language } from '../../config/languages';
import { toLocalDateTime } from '../../machines/car-price/car-price.machine';
import {
  type BookingOffer,
  type Coupon,
  type Location,
  type UpdateBookingInput,
  amendedPrice,
  serverTotalOf,
} from '../../machines/bookings/booking-edit.form';
import { bookingEditMachine } from '../../machines/bookings/booking-edit.machine';
import type { Booking } from '../../machines/bookings/booking-rules';
import { ApiFailure } from '../../src/api/client';
import { aCar, aSupplier, aYacht, carId, someLocations, yachtId } from '../support/catalog-fixtures';
import { type Outcome, fakeActor, never } from '../support/fake-actors';
import { failure, userId } from '../support/fixtures';

const bookingId = '3c2b1a09-8f7e-4d6c-9b5a-493827160504';
const now = '2031-06-15T10:00:00.000Z';
// 100 a day; cancellation 25 one-off, theft protection 9 a day, full insurance 28 a day; amendments and an
// additional driver included; no collision damage waiver.
const car = aCar({ price: 100 });
const carOffer: BookingOffer = { kind: 'car', car };
const yachtOffer: BookingOffer = { kind: 'yacht', yacht: aYacht({ price: 1000, locations: ['nice', 'cannes'] }) };
const welcome10: Coupon = { code: 'WELCOME10', discount: 10, discountUnit: 'percentage', validUntil: null };
const local = (iso: string) => toLocalDateTime(new Date(iso));

function aBooking(overrides: Partial<Booking> = {}): Booking {
  return {
    _id: bookingId,
    offer: { kind: 'car', _id: carId, brand: 'BMW', model: 'X5', image: '/cdn/cars/suv-000000.svg', supplier: aSupplier },
    driver: { _id: userId, fullName: 'Alex Driver', email: 'driver@example.com' },
    status: 'reserved',
    from: '2031-07-01T10:00:00.000Z',
    to: '2031-07-04T10:00:00.000Z',
    pickUpLocation: { slug: 'nice', name: 'Nice' },
    dropOffLocation: { slug: 'nice', name: 'Nice' },
    extras: { cancellation: true },
    additionalDriver: null,
    coupon: null,
    paymentOption: 'payLater',
    paymentType: 'card',
    price: { rate: 100, days: 3, lines: [{ item: 'rental', amount: 300 }, { item: 'cancellation', amount: 25 }], subtotal: 325, couponDiscount: 0, usedCashback: 0, total: 325, cashback: 16.25, currency: 'EUR' },
    expiresAt: null,
    cancelRequestedAt: null,
    createdAt: '2031-06-01T10:00:00.000Z',
    ...overrides,
  };
}

function arrange({
  getOffer = [carOffer] as Array<Outcome<BookingOffer>>,
  getLocations = [someLocations] as Array<Outcome<Location[]>>,
  validateCoupon = [welcome10] as Array<Outcome<Coupon>>,
  updateBooking = [aBooking({ to: '2031-07-06T10:00:00.000Z' })] as Array<Outcome<Booking>>,
} = {}) {
  const fakes = {
    getOffer: fakeActor<BookingOffer, { id: string; language: Language }>(...getOffer),
    getLocations: fakeActor<Location[], { language: Language }>(...getLocations),
    validateCoupon: fakeActor<Coupon, { code: string }>(...validateCoupon),
    updateBooking: fakeActor<Booking, UpdateBookingInput>(...updateBooking),
  };
  const updated: Booking[] = [];
  const machine = bookingEditMachine.provide({
    actors: {
      getOffer: fakes.getOffer.logic,
      getLocations: fakes.getLocations.logic,
      validateCoupon: fakes.validateCoupon.logic,
      updateBooking: fakes.updateBooking.logic,
    },
    actions: { notifyUpdated: (_, { booking }) => updated.push(booking) },
  });
  const actor = createActor(machine, { input: { booking: aBooking(), language: 'en', now } }).start();
  return { actor, ...fakes, updated };
}

type Actor = ReturnType<typeof arrange>['actor'];
const settled = (actor: Actor) => waitFor(actor, (s) => !s.hasTag('busy'));

async function opened(booking = aBooking(), options: Parameters<typeof arrange>[0] = {}) {
  const arranged = arrange(options);
  arranged.actor.send({ type: 'edit.open', booking });
  await settled(arranged.actor);
  return arranged;
}

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

    actor.send({ type: 'edit.open', booking: aBooking({ dropOffLocation: { slug: 'cannes', name: 'Cannes' } }) });
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

describe('booking edit machine: refusals', () => {
  it('shows taken dates above the form; a change clears it', async () => {
    const { actor } = await opened(aBooking(), { updateBooking: [failure('DATES_TAKEN', 409)] });
    actor.send({ type: 'edit.change', values: { to: local('2031-07-05T10:00:00.000Z') } });
    actor.send({ type: 'edit.submit' });
    await settled(actor);

    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.formError).toBe('datesTaken');

    actor.send({ type: 'edit.change', values: { to: local('2031-07-06T10:00:00.000Z') } });
    expect(actor.getSnapshot().context.formError).toBeNull();
  });

  it("offers the server's total after PRICE_CHANGED, and saves with it once accepted", async () => {
    const changed = new ApiFailure(409, 'PRICE_CHANGED', 'The total is 512.40 EUR, not 425.00: show the new total.', 512.4);
    const { actor, updateBooking, updated } = await opened(aBooking(), { updateBooking: [changed, aBooking()] });
    actor.send({ type: 'edit.change', values: { to: local('2031-07-05T10:00:00.000Z') } });
    actor.send({ type: 'edit.submit' });
    await settled(actor);

    expect(actor.getSnapshot().value).toBe('priceChanged');
    expect(actor.getSnapshot().context.serverTotal).toBe(512.4);

    actor.send({ type: 'edit.acceptTotal' });
    await settled(actor);

    expect(updateBooking.calls.map((call) => call.body.total)).toEqual([425, 512.4]);
    expect(actor.getSnapshot().value).toBe('closed');
    expect(updated).toHaveLength(1);
  });

  it('forgets the server total when the driver changes the booking instead', async () => {
    const changed = new ApiFailure(409, 'PRICE_CHANGED', 'The total is 512.40 EUR, not 425.00: show the new total.', 512.4);
    const { actor, updateBooking } = await opened(aBooking(), { updateBooking: [changed, aBooking()] });
    actor.send({ type: 'edit.change', values: { to: local('2031-07-05T10:00:00.000Z') } });
    actor.send({ type: 'edit.submit' });
    await settled(actor);

    actor.send({ type: 'edit.toggleExtra', extra: 'fullInsurance' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.serverTotal).toBeNull();
    actor.send({ type: 'edit.submit' });
    await settled(actor);

    // 4 x 100 + 25 + 4 x 28: the machine's own figure again.
    expect(updateBooking.calls[1]?.body.total).toBe(537);
  });

  it('fails on any other refusal, with the error kept; retries, or closes', async () => {
    const { actor, updateBooking } = await opened(aBooking(), { updateBooking: [failure('AMENDMENT_NOT_ALLOWED', 409), aBooking()] });
    actor.send({ type: 'edit.change', values: { pickUpLocation: 'cannes' } });
    actor.send({ type: 'edit.submit' });
    await settled(actor);

    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().hasTag('error')).toBe(true);
    expect((actor.getSnapshot().context.failure as { code: string }).code).toBe('AMENDMENT_NOT_ALLOWED');

    actor.send({ type: 'edit.submit' });
    await settled(actor);
    expect(updateBooking.calls).toHaveLength(2);
    expect(actor.getSnapshot().value).toBe('closed');

    const again = await opened(aBooking(), { updateBooking: [failure('NETWORK_ERROR')] });
    again.actor.send({ type: 'edit.change', values: { pickUpLocation: 'cannes' } });
    again.actor.send({ type: 'edit.submit' });
    await settled(again.actor);
    again.actor.send({ type: 'edit.change', values: { pickUpLocation: 'nice' } });
    expect(again.actor.getSnapshot().value).toBe('editing');
    expect(again.actor.getSnapshot().context.failure).toBeUndefined();
    again.actor.send({ type: 'edit.close' });
    expect(again.actor.getSnapshot().value).toBe('closed');
  });

  it('treats a PRICE_CHANGED without a total as a failure', async () => {
    const { actor } = await opened(aBooking(), { updateBooking: [failure('PRICE_CHANGED', 409)] });
    actor.send({ type: 'edit.change', values: { pickUpLocation: 'cannes' } });
    actor.send({ type: 'edit.submit' });
    await settled(actor);

    expect(actor.getSnapshot().value).toBe('failed');
  });

  it('reads the total of a PRICE_CHANGED answer only', () => {
    expect(serverTotalOf(new ApiFailure(409, 'PRICE_CHANGED', 'The total changed.', 1234.5))).toBe(1234.5);
    // The total is read from its field, never from the words of the message.
    expect(serverTotalOf(new ApiFailure(409, 'PRICE_CHANGED', 'The total is 1234.50 EUR, not 1200.00: show the new total.'))).toBeNull();
    expect(serverTotalOf(new ApiFailure(409, 'DATES_TAKEN', 'Taken.', 1234.5))).toBeNull();
    expect(serverTotalOf(new ApiFailure(409, 'PRICE_CHANGED', 'The wallet changed meanwhile.'))).toBeNull();
  });
});
