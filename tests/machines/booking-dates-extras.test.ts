import { describe, expect, it } from 'vitest';
import { wallClockOf } from '@/domain/zoned-time';
import { instantsOf, toBookingRequest, validateDates } from '@/machines/booking/booking.form';
import { failure } from '@/tests/support/fixtures';
import {
  now,
  from,
  to,
  car,
  carOffer,
  yachtOffer,
  arrange,
  settled,
  next,
  back,
  toReview,
} from '@/tests/support/booking-machine';

describe("the dates are the places' clocks, whatever the device's zone", () => {
  it('reads the pick-up on its place’s clock and the drop-off on its own', () => {
    const offer = { ...carOffer, timeZones: { nice: 'Europe/Paris', cannes: 'America/New_York' } };
    const dates = { from: '2026-07-01T10:00', to: '2026-07-04T10:00', pickUpLocation: 'nice', dropOffLocation: 'cannes' };
    expect(instantsOf(offer, dates)).toEqual({ from: new Date('2026-07-01T08:00:00.000Z'), to: new Date('2026-07-04T14:00:00.000Z') });
  });

  it('sends 10:00 at the place as its instant', () => {
    const offer = { ...carOffer, timeZones: { nice: 'Europe/Paris', cannes: 'Europe/Paris' } };
    const { actor } = arrange({ input: { offer, from: '2026-07-01T10:00', to: '2026-07-04T10:00' } });
    const request = toBookingRequest({ ...actor.getSnapshot().context, paymentType: 'card' });
    expect([request.from, request.to]).toEqual(['2026-07-01T08:00:00.000Z', '2026-07-04T08:00:00.000Z']);
  });
});

describe('validateDates', () => {
  const valid = { from, to, pickUpLocation: 'nice', dropOffLocation: 'cannes' };
  it.each<[string, Partial<typeof valid>, ReturnType<typeof validateDates>]>([
    ['valid dates and places', {}, {}],
    ['a datetime-local pick-up', { from: '2026-07-01T10:00' }, {}],
    ['a pick-up within the current minute', { from: '2026-06-10T08:59:30.000Z' }, {}],
    ['no pick-up', { from: '' }, { from: 'required' }],
    ['a pick-up that is not a date', { from: 'soon' }, { from: 'required' }],
    ['no drop-off', { to: '' }, { to: 'required' }],
    ['a pick-up a moment ago, within the 5 minutes of grace', { from: '2026-06-10T08:56:00.000Z' }, {}],
    ['a pick-up in the past', { from: '2026-06-10T08:54:00.000Z' }, { from: 'pickUpInPast' }],
    ['a drop-off before the pick-up', { to: '2026-06-30T10:00:00.000Z' }, { to: 'dropOffBeforePickUp' }],
    ['a drop-off at the pick-up', { to: from }, { to: 'dropOffBeforePickUp' }],
    ['a pick-up place the car is not at', { pickUpLocation: 'paris' }, { pickUpLocation: 'placeNotOffered' }],
    ['a drop-off place the car is not at', { dropOffLocation: 'monaco' }, { dropOffLocation: 'placeNotOffered' }],
    ['no place', { pickUpLocation: '' }, { pickUpLocation: 'required' }],
    // The booking limits (domain/booking-limits.ts): the product's, 548 days ahead of now (2026-06-10) and 90 days long.
    ['a pick-up in 9999', { from: '9999-01-01T10:00:00.000Z', to: '9999-01-03T10:00:00.000Z' }, { from: 'pickUpTooFarAhead' }],
    ['a pick-up on the last day of the horizon', { from: '2027-12-10T09:00:00.000Z', to: '2027-12-12T09:00:00.000Z' }, {}],
    ['a pick-up a day past it', { from: '2027-12-11T10:00:00.000Z', to: '2027-12-12T10:00:00.000Z' }, { from: 'pickUpTooFarAhead' }],
    ['a rental of 90 days', { to: '2026-09-29T10:00:00.000Z' }, {}],
    ['a rental of 91 days', { to: '2026-09-30T10:00:00.000Z' }, { to: 'rentalTooLong' }],
    ['2027 to 2037', { from: '2027-01-01T10:00:00.000Z', to: '2037-01-01T10:00:00.000Z' }, { to: 'rentalTooLong' }],
  ])('%s', (_, values, errors) => {
    expect(validateDates(carOffer, { ...valid, ...values }, new Date(now))).toEqual(errors);
  });

  it("takes the supplier's lower limits from the offer", () => {
    const strict: typeof carOffer = { kind: 'car', car: { ...car, bookingLimits: { maxDaysAhead: 30, maxRentalDays: 7 } } };
    expect(validateDates(strict, { ...valid, from: '2026-07-11T10:00:00.000Z', to: '2026-07-12T10:00:00.000Z' }, new Date(now))).toEqual({ from: 'pickUpTooFarAhead' });
    expect(validateDates(strict, { ...valid, to: '2026-07-09T10:00:00.000Z' }, new Date(now))).toEqual({ to: 'rentalTooLong' });
    expect(validateDates(strict, { ...valid, to: '2026-07-08T10:00:00.000Z' }, new Date(now))).toEqual({});
  });
});

describe('booking process: dates and extras', () => {
  it("starts on the dates with the search's dates, the first place for both, and their price", () => {
    const { actor } = arrange();
    const { value, context } = actor.getSnapshot();
    expect(value).toBe('dates');
    // The search's instants become the place's wall-clock times (this offer names no zones: UTC's).
    expect(context.dates).toEqual({ from: wallClockOf(from, 'UTC'), to: wallClockOf(to, 'UTC'), pickUpLocation: 'nice', dropOffLocation: 'nice' });
    expect(context.price).toMatchObject({ days: 3, subtotal: 300, total: 300 });
    expect(context.minimumAge).toBe(21);
  });

  it('refuses invalid dates with a reason by field; a change clears its own', () => {
    const { actor } = arrange({ input: { from: undefined, to: undefined } });
    expect(actor.getSnapshot().context.price).toBeNull();

    actor.send({ type: 'dates.change', values: { pickUpLocation: 'paris', dropOffLocation: 'monaco' } });
    next(actor);

    expect(actor.getSnapshot().value).toBe('dates');
    expect(actor.getSnapshot().context.errors.dates).toEqual({
      from: 'required',
      to: 'required',
      pickUpLocation: 'placeNotOffered',
      dropOffLocation: 'placeNotOffered',
    });
    expect(actor.getSnapshot().context.attempt).toBe(1);

    actor.send({ type: 'dates.change', values: { from: '2026-06-09T10:00:00.000Z', to: '2026-06-08T10:00:00.000Z' } });
    expect(actor.getSnapshot().context.errors.dates).toEqual({ pickUpLocation: 'placeNotOffered', dropOffLocation: 'placeNotOffered' });
    next(actor);
    expect(actor.getSnapshot().context.errors.dates).toMatchObject({ from: 'pickUpInPast', to: 'dropOffBeforePickUp' });
  });

  it('goes from the dates of a car to its extras, and of a yacht straight to the driver', () => {
    const { actor } = arrange();
    next(actor);
    expect(actor.getSnapshot().value).toBe('extras');

    const boat = arrange({ input: { offer: yachtOffer } }).actor;
    expect(boat.getSnapshot().context.dates.pickUpLocation).toBe('monaco');
    expect(boat.getSnapshot().context.price).toMatchObject({ days: 3, total: 7500 });
    next(boat);
    expect(boat.getSnapshot().value).toEqual({ driver: { signedIn: 'editing' } });
    back(boat);
    expect(boat.getSnapshot().value).toBe('dates');
  });

  it('toggles offered extras only, and the price follows the extras and the dates', () => {
    const { actor } = arrange();
    next(actor);
    const total = () => actor.getSnapshot().context.price?.total;

    actor.send({ type: 'extras.toggle', extra: 'theftProtection' });
    expect(total()).toBe(330);
    actor.send({ type: 'extras.toggle', extra: 'cancellation' });
    expect(total()).toBe(355);
    expect(actor.getSnapshot().can({ type: 'extras.toggle', extra: 'collisionDamageWaiver' })).toBe(false);
    actor.send({ type: 'extras.toggle', extra: 'collisionDamageWaiver' });
    actor.send({ type: 'extras.toggle', extra: 'amendments' });
    expect(total()).toBe(355);
    actor.send({ type: 'extras.toggle', extra: 'theftProtection' });
    expect(total()).toBe(325);

    back(actor);
    actor.send({ type: 'dates.change', values: { to: '2026-07-03T10:00:00.000Z' } });
    expect(actor.getSnapshot().context.price).toMatchObject({ days: 2, total: 225 });
    expect(actor.getSnapshot().context.extras).toMatchObject({ cancellation: true, amendments: true, theftProtection: false });
  });

  it('keeps what was entered when going back and forward', () => {
    const { actor } = arrange();
    actor.send({ type: 'dates.change', values: { dropOffLocation: 'cannes' } });
    next(actor);
    actor.send({ type: 'extras.toggle', extra: 'fullInsurance' });
    next(actor);
    actor.send({ type: 'driver.change', values: { acceptTerms: true } });
    next(actor);
    actor.send({ type: 'payment.change', values: { paymentOption: 'payOnline', paymentType: 'crypto' } });
    next(actor);
    expect(actor.getSnapshot().value).toBe('review');
    const entered = actor.getSnapshot().context;

    for (const step of ['payment', { driver: { signedIn: 'editing' } }, 'extras', 'dates']) {
      back(actor);
      expect(actor.getSnapshot().value).toEqual(step);
    }
    expect(actor.getSnapshot().context).toEqual(entered);
    for (let step = 0; step < 4; step++) next(actor);
    expect(actor.getSnapshot().value).toBe('review');
    expect(actor.getSnapshot().context).toEqual(entered);
    expect(entered.price).toMatchObject({ total: 421.5 });
  });
});

describe('booking process: included extras', () => {
  it('chooses the extras the car includes from the start, and keeps them', () => {
    const { actor } = arrange();
    expect(actor.getSnapshot().context.extras).toEqual({ amendments: true });
    next(actor);
    expect(actor.getSnapshot().can({ type: 'extras.toggle', extra: 'amendments' })).toBe(false);
    expect(actor.getSnapshot().can({ type: 'extras.toggle', extra: 'cancellation' })).toBe(true);
    expect(actor.getSnapshot().context.price).toMatchObject({ total: 300 });
  });

  it('takes the extras a refreshed offer includes', async () => {
    const { actor } = arrange({ createBooking: [failure('PRICE_CHANGED', 409)] });
    toReview(actor);
    actor.send({ type: 'booking.submit' });
    await settled(actor);
    actor.send({ type: 'offer.refresh', offer: { kind: 'car', car: { ...car, extras: { ...car.extras, theftProtection: 0 } } } });
    expect(actor.getSnapshot().context.extras).toEqual({ amendments: true, theftProtection: true });
  });
});

describe('booking process: what the page chose', () => {
  it("starts with the page's place and offered extras", () => {
    const { actor } = arrange({ input: { place: 'cannes', extras: ['theftProtection', 'collisionDamageWaiver', 'amendments'] } });
    const { context } = actor.getSnapshot();
    expect(context.dates).toMatchObject({ pickUpLocation: 'cannes', dropOffLocation: 'cannes' });
    expect(context.extras).toEqual({ amendments: true, theftProtection: true });
    expect(context.price).toMatchObject({ days: 3, total: 330 });
  });

  it('takes the first place when the page names one the offer is not at, and no extras for a yacht', () => {
    const { actor } = arrange({ input: { place: 'paris', extras: ['theftProtection'] } });
    expect(actor.getSnapshot().context.dates.pickUpLocation).toBe('nice');

    const boat = arrange({ input: { offer: yachtOffer, place: 'nice', extras: ['theftProtection'] } }).actor;
    expect(boat.getSnapshot().context.dates).toMatchObject({ pickUpLocation: 'nice', dropOffLocation: 'nice' });
    expect(boat.getSnapshot().context.extras).toEqual({});
  });
});
