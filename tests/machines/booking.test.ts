import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import {
  type AdditionalDriver,
  type AdditionalDriverValues,
  type Booking,
  type BookingDriver,
  type BookingOffer,
  type IdentityDocument,
  type Supplier,
  validateAdditionalDriver,
  validateDates,
  validateDriver,
} from '../../machines/booking/booking.form';
import { type BookingProcessInput, type CreateBookingInput, type UploadLicenceInput, bookingProcessMachine } from '../../machines/booking/booking.machine';
import type { ErrorCode } from '../../src/api/client';
import { aCar, aSupplier, aYacht } from '../support/catalog-fixtures';
import { type Outcome, fakeActor, never } from '../support/fake-actors';
import { failure, userId } from '../support/fixtures';

// Arrange

const now = '2026-06-10T09:00:00.000Z';
const from = '2026-07-01T10:00:00.000Z';
/** Three days after `from`. */
const to = '2026-07-04T10:00:00.000Z';
const additionalDriverId = '9d8c7b6a-5f4e-4d3c-8b2a-1f0e9d8c7b6a';

/** One extra of each kind: sold once, included, sold per day, not offered. */
const car = aCar({
  price: 100,
  minimumAge: 21,
  locations: ['nice', 'cannes'],
  extras: { cancellation: 25, amendments: 0, theftProtection: 10, collisionDamageWaiver: -1, fullInsurance: 40.5, additionalDriver: 15 },
});
const carOffer: BookingOffer = { kind: 'car', car };
const yacht = aYacht({ price: 2500, locations: ['monaco', 'nice'] });
const yachtOffer: BookingOffer = { kind: 'yacht', yacht };

function aCompany(overrides: Partial<Supplier> = {}): Supplier {
  return {
    ...aSupplier,
    paymentTypes: ['card', 'cash', 'crypto'],
    payLater: true,
    minimumAge: 21,
    // The licence picture has its own tests below ('driver licence').
    licenceRequired: false,
    bio: 'A family company on the Riviera.',
    locations: ['nice', 'cannes'],
    ...overrides,
  };
}

const driver: BookingDriver = { _id: userId, fullName: 'Alex Driver', email: 'driver@example.com', phone: null, birthDate: '1990-04-12' };

const partner: AdditionalDriverValues = {
  fullName: ' Sam Partner ',
  email: ' sam@example.com ',
  phone: '+33 6 12 34 56 78',
  birthDate: '1992-02-03',
};

const licencePicture: IdentityDocument = {
  _id: '7a6b5c4d-3e2f-4a1b-9c8d-7e6f5a4b3c2d',
  kind: 'licence',
  contentType: 'image/jpeg',
  size: 120_000,
  createdAt: now,
};
const aPicture = (size = 120_000, type = 'image/jpeg') => new File([new Uint8Array(size)], 'licence.jpg', { type });

function aBooking(overrides: Partial<Booking> = {}): Booking {
  const booking = {
    _id: '3c2b1a09-8f7e-4d6c-9b5a-493827160504',
    offer: { kind: 'car', _id: car._id, brand: car.brand, model: car.model, image: car.image, supplier: aSupplier },
    driver: { _id: userId, fullName: driver.fullName, email: driver.email },
    status: 'reserved',
    from,
    to,
    pickUpLocation: { slug: 'nice', name: 'Nice' },
    dropOffLocation: { slug: 'nice', name: 'Nice' },
    extras: {},
    additionalDriver: null,
    coupon: null,
    paymentOption: 'payLater',
    paymentType: 'card',
    price: { rate: 100, days: 3, lines: [{ item: 'rental', amount: 300 }], subtotal: 300, couponDiscount: 0, usedCashback: 0, total: 300, cashback: 0, currency: 'EUR' },
    expiresAt: null,
    cancelRequestedAt: null,
    createdAt: now,
    ...overrides,
  } satisfies Partial<Booking>;
  return booking as Booking;
}

function arrange({
  input = {},
  createBooking = [aBooking()],
  createAdditionalDriver = [{ ...partner, _id: additionalDriverId }],
  deleteAdditionalDriver = [undefined],
  getDocuments = [[]],
  createBiometric = [licencePicture],
}: {
  input?: Partial<BookingProcessInput>;
  createBooking?: Array<Outcome<Booking>>;
  createAdditionalDriver?: Array<Outcome<AdditionalDriver>>;
  deleteAdditionalDriver?: Array<Outcome<void>>;
  getDocuments?: Array<Outcome<IdentityDocument[]>>;
  createBiometric?: Array<Outcome<IdentityDocument>>;
} = {}) {
  const fakes = {
    createBooking: fakeActor<Booking, CreateBookingInput>(...createBooking),
    createAdditionalDriver: fakeActor<AdditionalDriver, AdditionalDriver>(...createAdditionalDriver),
    deleteAdditionalDriver: fakeActor<void, { _id: string }>(...deleteAdditionalDriver),
    getDocuments: fakeActor<IdentityDocument[], { userId: string }>(...getDocuments),
    createBiometric: fakeActor<IdentityDocument, UploadLicenceInput>(...createBiometric),
  };
  const navigation = { thanks: vi.fn<(bookingId: string) => void>(), payment: vi.fn<(bookingId: string) => void>() };
  const machine = bookingProcessMachine.provide({
    actors: {
      createBooking: fakes.createBooking.logic,
      createAdditionalDriver: fakes.createAdditionalDriver.logic,
      deleteAdditionalDriver: fakes.deleteAdditionalDriver.logic,
      getDocuments: fakes.getDocuments.logic,
      createBiometric: fakes.createBiometric.logic,
    },
    actions: {
      navigateToThanks: (_, { bookingId }) => navigation.thanks(bookingId),
      navigateToPayment: (_, { bookingId }) => navigation.payment(bookingId),
    },
  });
  const actor = createActor(machine, {
    input: { offer: carOffer, supplier: aCompany(), driver, from, to, language: 'fr', now, ...input },
  }).start();
  return { machine, actor, navigation, ...fakes };
}

type Actor = ReturnType<typeof arrange>['actor'];
const settled = (actor: Actor) => waitFor(actor, (s) => !s.hasTag('busy'));
const next = (actor: Actor) => actor.send({ type: 'step.next' });
const back = (actor: Actor) => actor.send({ type: 'step.back' });

/** From the dates of a car to its review, accepting the terms on the way. */
function toReview(actor: Actor) {
  next(actor);
  next(actor);
  actor.send({ type: 'driver.change', values: { acceptTerms: true } });
  next(actor);
  next(actor);
}

// Rules

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
  ])('%s', (_, values, errors) => {
    expect(validateDates(carOffer, { ...valid, ...values }, new Date(now))).toEqual(errors);
  });
});

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

// Machine

describe('booking process: dates and extras', () => {
  it("starts on the dates with the search's dates, the first place for both, and their price", () => {
    const { actor } = arrange();
    const { value, context } = actor.getSnapshot();
    expect(value).toBe('dates');
    expect(context.dates).toEqual({ from, to, pickUpLocation: 'nice', dropOffLocation: 'nice' });
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
    ["the company's", { supplier: aCompany({ minimumAge: 40 }) }, 40],
    ["the car's", { offer: { kind: 'car', car: { ...car, minimumAge: 45 } } }, 45],
    ["the yacht company's", { offer: yachtOffer, supplier: aCompany({ minimumAge: 38 }) }, 38],
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

  it('pays later by default when the company allows it, else online', () => {
    expect(choice(toPayment({}))).toEqual(['payLater', 'card']);
    expect(choice(toPayment({ supplier: aCompany({ payLater: false }) }))).toEqual(['payOnline', 'card']);
  });

  it('offers cash only with pay later and crypto only online, re-picking the type with the option', () => {
    const actor = toPayment({ supplier: aCompany({ paymentTypes: ['cash', 'crypto'] }) });
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

  it('keeps a card across options, and refuses pay later when the company does not allow it', () => {
    const actor = toPayment({ supplier: aCompany({ payLater: false }) });
    actor.send({ type: 'payment.change', values: { paymentOption: 'payLater' } });
    expect(choice(actor)).toEqual(['payOnline', 'card']);

    const both = toPayment({});
    both.send({ type: 'payment.change', values: { paymentOption: 'payOnline' } });
    expect(choice(both)).toEqual(['payOnline', 'card']);
  });

  it('asks for a payment type when the company accepts none for the option', () => {
    const actor = toPayment({ supplier: aCompany({ payLater: false, paymentTypes: ['cash'] }) });
    expect(choice(actor)).toEqual(['payOnline', null]);
    next(actor);
    expect(actor.getSnapshot().value).toBe('payment');
    expect(actor.getSnapshot().context.errors.payment).toEqual({ paymentType: 'required' });
  });
});

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
    actor.send({ type: 'offer.refresh', offer: { kind: 'car', car: newCar }, supplier: aCompany({ payLater: false }) });

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
    const input = { offer: carOffer, supplier: aCompany(), driver, language: 'fr' as const };
    const restored = createActor(machine, { snapshot: JSON.parse(stored), input }).start();

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

describe('booking process: an included additional driver', () => {
  /** A car whose additional driver is included (0): the driver may name one at no cost, or rent alone. */
  const freeSecondDriver: BookingOffer = { kind: 'car', car: { ...car, extras: { ...car.extras, additionalDriver: 0 } } };

  it('starts unticked, asks for no second driver, and books alone at the same price', async () => {
    const { actor, createBooking, createAdditionalDriver } = arrange({ input: { offer: freeSecondDriver }, createBooking: [never] });
    expect(actor.getSnapshot().context.extras).toEqual({ amendments: true });
    next(actor);
    expect(actor.getSnapshot().can({ type: 'extras.toggle', extra: 'additionalDriver' })).toBe(true);
    next(actor);
    actor.send({ type: 'driver.change', values: { acceptTerms: true } });
    next(actor);
    expect(actor.getSnapshot().value).toBe('payment');
    expect(actor.getSnapshot().context.errors.additionalDriver).toEqual({});
    next(actor);
    actor.send({ type: 'booking.submit' });
    expect(createAdditionalDriver.calls).toEqual([]);
    expect(createBooking.calls[0]?.body).toMatchObject({ extras: { amendments: true }, total: 300 });
    expect(createBooking.calls[0]?.body).not.toHaveProperty('additionalDriver');
  });

  it('names a second driver when ticked, at no cost; unticked again, the driver goes on alone', async () => {
    const { actor, createBooking } = arrange({ input: { offer: freeSecondDriver }, createBooking: [never] });
    next(actor);
    actor.send({ type: 'extras.toggle', extra: 'additionalDriver' });
    expect(actor.getSnapshot().context.price).toMatchObject({ total: 300 });
    next(actor);
    actor.send({ type: 'driver.change', values: { acceptTerms: true } });
    next(actor);
    expect(actor.getSnapshot().value).toEqual({ driver: { signedIn: 'editing' } });
    expect(actor.getSnapshot().context.errors.additionalDriver).toMatchObject({ fullName: 'required' });

    back(actor);
    actor.send({ type: 'extras.toggle', extra: 'additionalDriver' });
    next(actor);
    next(actor);
    next(actor);
    actor.send({ type: 'booking.submit' });
    expect(createBooking.calls[0]?.body).toMatchObject({ extras: { amendments: true }, total: 300 });

    const named = arrange({ input: { offer: freeSecondDriver }, createBooking: [never] });
    next(named.actor);
    named.actor.send({ type: 'extras.toggle', extra: 'additionalDriver' });
    next(named.actor);
    named.actor.send({ type: 'driver.change', values: { acceptTerms: true } });
    named.actor.send({ type: 'additionalDriver.change', values: partner });
    next(named.actor);
    await settled(named.actor);
    next(named.actor);
    named.actor.send({ type: 'booking.submit' });
    expect(named.createBooking.calls[0]?.body).toMatchObject({
      extras: { amendments: true, additionalDriver: true },
      additionalDriver: additionalDriverId,
      total: 300,
    });
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

describe('booking process: coupon and cashback', () => {
  const welcome = { code: 'WELCOME10', discount: 10, discountUnit: 'percentage' as const };
  const riviera = { code: 'RIVIERA25', discount: 25, discountUnit: 'amount' as const };

  it('takes a coupon off the subtotal on the review, and sends its code', async () => {
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

  it('spends the cashback up to the total, after the coupon, and stops spending it', async () => {
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

    const input = { offer: carOffer, supplier: aCompany(), driver, language: 'fr' as const };
    const restored = createActor(machine, { snapshot: JSON.parse(JSON.stringify(actor.getPersistedSnapshot())), input }).start();
    expect(restored.getSnapshot().value).toBe('review');
    expect(restored.getSnapshot().context.price).toMatchObject({ couponDiscount: 30, usedCashback: 10, total: 260 });
  });
});

describe('booking process: driver licence', () => {
  const withLicence = { supplier: aCompany({ licenceRequired: true }) };
  /** From the dates to the driver step, once the licence lookup answered. */
  async function toDriver(actor: Actor) {
    next(actor);
    next(actor);
    await settled(actor);
  }

  it('looks the licence up for a company that requires it, and goes on when one is on file', async () => {
    const { actor, getDocuments } = arrange({ input: withLicence, getDocuments: [[licencePicture]] });
    next(actor);
    next(actor);
    expect(actor.getSnapshot().value).toEqual({ driver: { signedIn: 'checkingLicence' } });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await settled(actor);
    expect(getDocuments.calls).toEqual([{ userId }]);
    expect(actor.getSnapshot().context.licence).toBe('stored');

    actor.send({ type: 'driver.change', values: { acceptTerms: true } });
    next(actor);
    expect(actor.getSnapshot().value).toBe('payment');
  });

  it('does not look it up for a company that does not require it', async () => {
    const { actor, getDocuments } = arrange();
    next(actor);
    next(actor);
    expect(actor.getSnapshot().value).toEqual({ driver: { signedIn: 'editing' } });
    expect(getDocuments.calls).toEqual([]);
    actor.send({ type: 'licence.upload', file: aPicture() });
    expect(actor.getSnapshot().value).toEqual({ driver: { signedIn: 'editing' } });
  });

  it("refuses the step without a picture ('Please add an image.'), then goes on once one is uploaded", async () => {
    const { actor, createBiometric } = arrange({ input: withLicence });
    await toDriver(actor);
    expect(actor.getSnapshot().context.licence).toBe('missing');
    actor.send({ type: 'driver.change', values: { acceptTerms: true } });
    next(actor);
    expect(actor.getSnapshot().value).toEqual({ driver: { signedIn: 'editing' } });
    expect(actor.getSnapshot().context.errors.driver).toEqual({ licence: 'imageRequired' });

    const file = aPicture();
    actor.send({ type: 'licence.upload', file });
    expect(actor.getSnapshot().value).toEqual({ driver: { signedIn: 'uploadingLicence' } });
    await settled(actor);
    expect(createBiometric.calls).toEqual([{ file }]);
    expect(actor.getSnapshot().context).toMatchObject({ licence: 'stored', licenceError: null, errors: { driver: {} } });
    next(actor);
    expect(actor.getSnapshot().value).toBe('payment');
  });

  it.each<[string, ReturnType<typeof failure>, string]>([
    ['too large', failure('PAYLOAD_TOO_LARGE', 413), 'licenceTooLarge'],
    ['not a picture', failure('UNSUPPORTED_MEDIA_TYPE', 415), 'licenceNotAnImage'],
    ['not saved', failure('NETWORK_ERROR'), 'licenceNotSaved'],
  ])('says why the server refused the picture (%s), and takes another', async (_, refusal, error) => {
    const { actor } = arrange({ input: withLicence, createBiometric: [refusal, licencePicture] });
    await toDriver(actor);
    actor.send({ type: 'licence.upload', file: aPicture() });
    await settled(actor);
    expect(actor.getSnapshot().context).toMatchObject({ licence: 'missing', licenceError: error });

    actor.send({ type: 'licence.upload', file: aPicture() });
    expect(actor.getSnapshot().context.licenceError).toBeNull();
    await settled(actor);
    expect(actor.getSnapshot().context.licence).toBe('stored');
  });

  it.each<[string, File, string]>([
    ['over 5 MB', aPicture(5 * 1024 * 1024 + 1), 'licenceTooLarge'],
    ['a PDF', aPicture(1000, 'application/pdf'), 'licenceNotAnImage'],
  ])('refuses %s without sending it', async (_, file, error) => {
    const { actor, createBiometric } = arrange({ input: withLicence });
    await toDriver(actor);
    actor.send({ type: 'licence.upload', file });
    expect(actor.getSnapshot().value).toEqual({ driver: { signedIn: 'editing' } });
    expect(actor.getSnapshot().context.licenceError).toBe(error);
    expect(createBiometric.calls).toEqual([]);
  });

  it('lets the driver go on when the lookup failed: the server has the last word', async () => {
    const { actor } = arrange({ input: withLicence, getDocuments: [failure('NETWORK_ERROR')] });
    await toDriver(actor);
    expect(actor.getSnapshot().context.licence).toBe('unknown');
    actor.send({ type: 'driver.change', values: { acceptTerms: true } });
    next(actor);
    expect(actor.getSnapshot().value).toBe('payment');
  });

  it('goes back to the driver step when the server requires the picture (LICENCE_REQUIRED)', async () => {
    const { actor } = arrange({ input: withLicence, getDocuments: [failure('NETWORK_ERROR')], createBooking: [failure('LICENCE_REQUIRED', 422)] });
    await toDriver(actor);
    actor.send({ type: 'driver.change', values: { acceptTerms: true } });
    next(actor);
    next(actor);
    actor.send({ type: 'booking.submit' });
    await settled(actor);
    expect(actor.getSnapshot().value).toEqual({ driver: { signedIn: 'editing' } });
    expect(actor.getSnapshot().context).toMatchObject({ licence: 'missing', errors: { driver: { licence: 'imageRequired' } } });
  });

  it("looks another driver's licence up again", async () => {
    const { actor, getDocuments } = arrange({ input: withLicence, getDocuments: [[licencePicture], []] });
    await toDriver(actor);
    expect(actor.getSnapshot().context.licence).toBe('stored');
    actor.send({ type: 'session.signedIn', driver });
    expect(actor.getSnapshot().context.licence).toBe('stored');
    actor.send({ type: 'session.signedIn', driver: { ...driver, _id: additionalDriverId } });
    expect(actor.getSnapshot().context.licence).toBe('unknown');
    back(actor);
    next(actor);
    await settled(actor);
    expect(getDocuments.calls).toEqual([{ userId }, { userId: additionalDriverId }]);
    expect(actor.getSnapshot().context.licence).toBe('missing');
  });
});
