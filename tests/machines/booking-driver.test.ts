import { describe, expect, it } from 'vitest';
import {
  type AdditionalDriverValues,
  type BookingDriver,
  type BookingOffer,
  validateAdditionalDriver,
  validateDriver,
} from '@/machines/booking/booking.form';
import { type BookingProcessInput } from '@/machines/booking/booking.machine';
import { never } from '@/tests/support/fake-actors';
import { failure } from '@/tests/support/fixtures';
import {
  from,
  additionalDriverId,
  car,
  yachtOffer,
  aSupplierWithTerms,
  driver,
  partner,
  arrange,
  type Actor,
  settled,
  next,
  back,
  toReview,
} from '@/tests/support/booking-machine';

describe('validateDriver and validateAdditionalDriver', () => {
  const pickUp = new Date(from);
  it.each<[string, Partial<BookingDriver>, boolean, number, ReturnType<typeof validateDriver>]>([
    ['an adult who accepts the terms', {}, true, 21, {}],
    ['no birth date', { birthDate: null }, true, 21, { birthDate: 'required' }],
    ['terms not accepted', {}, false, 21, { acceptTerms: 'termsNotAccepted' }],
    ['20 at pick-up', { birthDate: '2005-07-02' }, true, 21, { birthDate: 'driverTooYoung' }],
    ['21 on the pick-up day', { birthDate: '2005-07-01' }, true, 21, {}],
    ['36 where 35 is asked', {}, true, 35, {}],
    ['36 where 37 is asked', {}, true, 37, { birthDate: 'driverTooYoung' }],
  ])('%s', (_, overrides, acceptTerms, minimumAge, errors) => {
    expect(validateDriver({ ...driver, ...overrides }, acceptTerms, minimumAge, pickUp)).toEqual(errors);
  });

  it.each<[string, Partial<AdditionalDriverValues>, ReturnType<typeof validateAdditionalDriver>]>([
    ['a complete form', {}, {}],
    ['an empty form', { fullName: ' ', email: '', phone: '', birthDate: '' }, { fullName: 'required', email: 'required', phone: 'required', birthDate: 'required' }],
    ['an invalid email', { email: 'sam@' }, { email: 'invalidEmail' }],
    ['an invalid phone', { phone: '12-34' }, { phone: 'invalidPhone' }],
    ['someone too young', { birthDate: '2006-01-01' }, { birthDate: 'driverTooYoung' }],
  ])('%s', (_, values, errors) => {
    expect(validateAdditionalDriver({ ...partner, ...values }, 21, pickUp)).toEqual(errors);
  });
});

describe('booking process: driver', () => {
  it('waits for a guest to sign in, then keeps only the fields a booking needs', () => {
    const { actor } = arrange({ input: { driver: null } });
    next(actor);
    next(actor);
    expect(actor.getSnapshot().value).toEqual({ driver: 'guest' });
    expect(actor.getSnapshot().can({ type: 'step.next' })).toBe(false);

    actor.send({ type: 'session.signedIn', driver: { ...driver, token: 'secret' } as BookingDriver });

    expect(actor.getSnapshot().value).toEqual({ driver: { signedIn: 'editing' } });
    expect(actor.getSnapshot().context.driver).toEqual(driver);
  });

  it('goes back from a guest to the extras of a car and the dates of a yacht', () => {
    const { actor } = arrange({ input: { driver: null } });
    next(actor);
    next(actor);
    back(actor);
    expect(actor.getSnapshot().value).toBe('extras');

    const boat = arrange({ input: { driver: null, offer: yachtOffer } }).actor;
    next(boat);
    back(boat);
    expect(boat.getSnapshot().value).toBe('dates');
  });

  it('takes a session change on any step', () => {
    const { actor } = arrange();
    actor.send({ type: 'session.signedIn', driver: { ...driver, birthDate: '1985-01-01' } });
    expect(actor.getSnapshot().value).toBe('dates');
    expect(actor.getSnapshot().context.driver?.birthDate).toBe('1985-01-01');
  });

  it('asks for a birth date and the terms; a change clears its error', () => {
    const { actor } = arrange({ input: { driver: { ...driver, birthDate: null } } });
    next(actor);
    next(actor);
    next(actor);

    expect(actor.getSnapshot().value).toEqual({ driver: { signedIn: 'editing' } });
    expect(actor.getSnapshot().context.errors.driver).toEqual({ birthDate: 'required', acceptTerms: 'termsNotAccepted' });

    actor.send({ type: 'driver.change', values: { acceptTerms: true } });
    expect(actor.getSnapshot().context.errors.driver).toEqual({ birthDate: 'required' });
  });

  it.each<[string, Partial<BookingProcessInput>, number]>([
    ["the supplier's", { supplier: aSupplierWithTerms({ minimumAge: 40 }) }, 40],
    ["the car's", { offer: { kind: 'car', car: { ...car, minimumAge: 45 } } }, 45],
    ["the yacht supplier's", { offer: yachtOffer, supplier: aSupplierWithTerms({ minimumAge: 38 }) }, 38],
  ])('refuses a driver under %s minimum age and says which age', (_, input, minimumAge) => {
    const { actor } = arrange({ input });
    toReview(actor);
    expect(actor.getSnapshot().value).toEqual({ driver: { signedIn: 'editing' } });
    expect(actor.getSnapshot().context.errors.driver).toEqual({ birthDate: 'driverTooYoung' });
    expect(actor.getSnapshot().context.minimumAge).toBe(minimumAge);
  });

  it('counts the age on the pick-up day', () => {
    const { actor } = arrange({ input: { driver: { ...driver, birthDate: '2005-06-20' } } });
    toReview(actor);
    expect(actor.getSnapshot().value).toBe('review');
  });
});

describe('booking process: additional driver', () => {
  function toDriverWithPartner(actor: Actor) {
    next(actor);
    actor.send({ type: 'extras.toggle', extra: 'additionalDriver' });
    next(actor);
    actor.send({ type: 'driver.change', values: { acceptTerms: true } });
  }

  it('asks for every field of the additional driver, with a reason each', () => {
    const { actor, createAdditionalDriver } = arrange();
    toDriverWithPartner(actor);
    next(actor);
    expect(actor.getSnapshot().context.errors.additionalDriver).toEqual({
      fullName: 'required',
      email: 'required',
      phone: 'required',
      birthDate: 'required',
    });

    actor.send({ type: 'additionalDriver.change', values: { ...partner, email: 'sam@', phone: '12', birthDate: '2010-01-01' } });
    expect(actor.getSnapshot().context.errors.additionalDriver).toEqual({});
    next(actor);
    expect(actor.getSnapshot().context.errors.additionalDriver).toEqual({
      email: 'invalidEmail',
      phone: 'invalidPhone',
      birthDate: 'driverTooYoung',
    });
    expect(actor.getSnapshot().value).toEqual({ driver: { signedIn: 'editing' } });
    expect(createAdditionalDriver.calls).toEqual([]);
  });

  it('records the additional driver once, sends him with the booking, and locks the form until removed', async () => {
    const { actor, createAdditionalDriver, createBooking } = arrange({ createAdditionalDriver: [never] });
    toDriverWithPartner(actor);
    actor.send({ type: 'additionalDriver.change', values: partner });
    next(actor);
    expect(actor.getSnapshot().value).toEqual({ driver: { signedIn: 'creatingAdditionalDriver' } });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(createAdditionalDriver.calls).toEqual([
      { fullName: 'Sam Partner', email: 'sam@example.com', phone: '+33 6 12 34 56 78', birthDate: '1992-02-03' },
    ]);

    const done = arrange();
    toDriverWithPartner(done.actor);
    done.actor.send({ type: 'additionalDriver.change', values: partner });
    next(done.actor);
    await settled(done.actor);
    expect(done.actor.getSnapshot().value).toBe('payment');
    expect(done.actor.getSnapshot().context.additionalDriverId).toBe(additionalDriverId);

    back(done.actor);
    expect(done.actor.getSnapshot().can({ type: 'additionalDriver.change', values: { fullName: 'Other' } })).toBe(false);
    back(done.actor);
    expect(done.actor.getSnapshot().can({ type: 'extras.toggle', extra: 'additionalDriver' })).toBe(false);
    next(done.actor);
    next(done.actor);
    expect(done.actor.getSnapshot().value).toBe('payment');
    expect(done.createAdditionalDriver.calls).toHaveLength(1);

    next(done.actor);
    done.actor.send({ type: 'booking.submit' });
    await settled(done.actor);
    expect(done.createBooking.calls[0]?.body).toMatchObject({ extras: { additionalDriver: true }, additionalDriver: additionalDriverId, total: 345 });
    expect(createBooking.calls).toEqual([]);
  });

  it('removes a recorded additional driver and opens an empty form again', async () => {
    const { actor, deleteAdditionalDriver } = arrange();
    toDriverWithPartner(actor);
    expect(actor.getSnapshot().can({ type: 'additionalDriver.remove' })).toBe(false);
    actor.send({ type: 'additionalDriver.change', values: partner });
    next(actor);
    await settled(actor);
    back(actor);

    actor.send({ type: 'additionalDriver.remove' });
    expect(actor.getSnapshot().value).toEqual({ driver: { signedIn: 'removingAdditionalDriver' } });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await settled(actor);

    expect(actor.getSnapshot().value).toEqual({ driver: { signedIn: 'editing' } });
    expect(deleteAdditionalDriver.calls).toEqual([{ _id: additionalDriverId }]);
    expect(actor.getSnapshot().context.additionalDriverId).toBeNull();
    expect(actor.getSnapshot().context.additionalDriver).toEqual({ fullName: '', email: '', phone: '', birthDate: '' });
    expect(actor.getSnapshot().can({ type: 'additionalDriver.change', values: { fullName: 'Other' } })).toBe(true);
  });

  it('says when the additional driver could not be recorded or removed', async () => {
    const { actor } = arrange({ createAdditionalDriver: [failure('NETWORK_ERROR'), { ...partner, _id: additionalDriverId }] });
    toDriverWithPartner(actor);
    actor.send({ type: 'additionalDriver.change', values: partner });
    next(actor);
    await settled(actor);
    expect(actor.getSnapshot().value).toEqual({ driver: { signedIn: 'editing' } });
    expect(actor.getSnapshot().context.formError).toBe('additionalDriverNotSaved');

    next(actor);
    await settled(actor);
    expect(actor.getSnapshot().value).toBe('payment');
    expect(actor.getSnapshot().context.formError).toBeNull();

    const removal = arrange({ deleteAdditionalDriver: [failure('INTERNAL_ERROR')] });
    toDriverWithPartner(removal.actor);
    removal.actor.send({ type: 'additionalDriver.change', values: partner });
    next(removal.actor);
    await settled(removal.actor);
    back(removal.actor);
    removal.actor.send({ type: 'additionalDriver.remove' });
    await settled(removal.actor);
    expect(removal.actor.getSnapshot().value).toEqual({ driver: { signedIn: 'editing' } });
    expect(removal.actor.getSnapshot().context).toMatchObject({ formError: 'additionalDriverNotRemoved', additionalDriverId });
  });
});

describe('booking process: an included additional driver', () => {
  /** A car whose additional driver is included (0): the driver may name one at no cost, or rent alone. */
  const freeSecondDriver: BookingOffer = { kind: 'car', car: { ...car, extras: { ...car.extras, additionalDriver: 0 } } };

  it('is included (chosen, not to be unticked); the driver step asks for no second driver, and the driver books alone at the same price', () => {
    const { actor, createBooking, createAdditionalDriver } = arrange({ input: { offer: freeSecondDriver }, createBooking: [never] });
    expect(actor.getSnapshot().context.extras).toEqual({ amendments: true, additionalDriver: true });
    next(actor);
    expect(actor.getSnapshot().can({ type: 'extras.toggle', extra: 'additionalDriver' })).toBe(false);
    next(actor);
    actor.send({ type: 'driver.change', values: { acceptTerms: true } });
    next(actor);
    expect(actor.getSnapshot().value).toBe('payment');
    expect(actor.getSnapshot().context.errors.additionalDriver).toEqual({});
    next(actor);
    actor.send({ type: 'booking.submit' });
    expect(createAdditionalDriver.calls).toEqual([]);
    // The booking names the extra only with a named second driver (the contract's rule).
    expect(createBooking.calls[0]?.body).toMatchObject({ extras: { amendments: true }, total: 300 });
    expect(createBooking.calls[0]?.body).not.toHaveProperty('additionalDriver');
  });

  it('names a second driver at no cost once his form is begun: then every field is asked for', async () => {
    const { actor, createBooking } = arrange({ input: { offer: freeSecondDriver }, createBooking: [never] });
    next(actor);
    expect(actor.getSnapshot().context.price).toMatchObject({ total: 300 });
    next(actor);
    actor.send({ type: 'driver.change', values: { acceptTerms: true } });
    actor.send({ type: 'additionalDriver.change', values: { fullName: 'Sam Partner' } });
    next(actor);
    expect(actor.getSnapshot().value).toEqual({ driver: { signedIn: 'editing' } });
    expect(actor.getSnapshot().context.errors.additionalDriver).toMatchObject({ email: 'required', phone: 'required', birthDate: 'required' });

    actor.send({ type: 'additionalDriver.change', values: partner });
    next(actor);
    await settled(actor);
    next(actor);
    actor.send({ type: 'booking.submit' });
    expect(createBooking.calls[0]?.body).toMatchObject({
      extras: { amendments: true, additionalDriver: true },
      additionalDriver: additionalDriverId,
      total: 300,
    });
  });
});
