/** The booking process machine under test: fixtures and an `arrange` with every actor faked through `.provide()`. */
import { vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import {
  type AdditionalDriver,
  type AdditionalDriverValues,
  type Booking,
  type BookingDriver,
  type BookingOffer,
  type IdentityDocument,
  type Supplier,
} from '@/machines/booking/booking.form';
import {
  type BookingProcessInput,
  type CreateBookingInput,
  type UploadLicenceInput,
  bookingProcessMachine,
} from '@/machines/booking/booking.machine';
import { aCar, aSupplier, aYacht } from './catalog-fixtures';
import { type Outcome, fakeActor } from './fake-actors';
import { userId } from './fixtures';
import { aBookingRecord } from './booking-record';

export const now = '2026-06-10T09:00:00.000Z';
export const from = '2026-07-01T10:00:00.000Z';
/** Three days after `from`. */
export const to = '2026-07-04T10:00:00.000Z';
export const additionalDriverId = '9d8c7b6a-5f4e-4d3c-8b2a-1f0e9d8c7b6a';

/** One extra of each kind: sold once, included, sold per day, not offered. */
export const car = aCar({
  price: 100,
  minimumAge: 21,
  locations: ['nice', 'cannes'],
  extras: { cancellation: 25, amendments: 0, theftProtection: 10, collisionDamageWaiver: -1, fullInsurance: 40.5, additionalDriver: 15 },
});
export const carOffer: BookingOffer = { kind: 'car', car };
export const yacht = aYacht({ price: 2500, locations: ['monaco', 'nice'] });
export const yachtOffer: BookingOffer = { kind: 'yacht', yacht };

export function aSupplierWithTerms(overrides: Partial<Supplier> = {}): Supplier {
  return {
    ...aSupplier,
    paymentTypes: ['card', 'cash', 'crypto'],
    payLater: true,
    minimumAge: 21,
    // The licence image has its own tests (tests/machines/booking-licence.test.ts).
    licenceRequired: false,
    bio: 'A family supplier on the Riviera.',
    locations: ['nice', 'cannes'],
    ...overrides,
  };
}

export const driver: BookingDriver = { _id: userId, fullName: 'Alex Driver', email: 'driver@example.com', phone: null, birthDate: '1990-04-12' };

export const partner: AdditionalDriverValues = {
  fullName: ' Sam Partner ',
  email: ' sam@example.com ',
  phone: '+33 6 12 34 56 78',
  birthDate: '1992-02-03',
};

export const licenceImage: IdentityDocument = {
  _id: '7a6b5c4d-3e2f-4a1b-9c8d-7e6f5a4b3c2d',
  kind: 'licence',
  contentType: 'image/jpeg',
  size: 120_000,
  createdAt: now,
};
export const anImage = (size = 120_000, type = 'image/jpeg') => new File([new Uint8Array(size)], 'licence.jpg', { type });

export function aBooking(overrides: Partial<Booking> = {}): Booking {
  return aBookingRecord({
    offer: { kind: 'car', _id: car._id, brand: car.brand, model: car.model, image: car.image, supplier: aSupplier },
    driver: { _id: userId, fullName: driver.fullName, email: driver.email },
    from,
    to,
    price: { rate: 100, days: 3, lines: [{ item: 'rental', amount: 300 }], subtotal: 300, couponDiscount: 0, usedCashback: 0, total: 300, cashback: 0, currency: 'EUR' },
    createdAt: now,
    ...overrides,
  });
}

export function arrange({
  input = {},
  createBooking = [aBooking()],
  createAdditionalDriver = [{ ...partner, _id: additionalDriverId }],
  deleteAdditionalDriver = [undefined],
  getDocuments = [[]],
  createBiometric = [licenceImage],
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
    input: { offer: carOffer, supplier: aSupplierWithTerms(), driver, from, to, language: 'fr', now, ...input },
  }).start();
  return { machine, actor, navigation, ...fakes };
}

export type Actor = ReturnType<typeof arrange>['actor'];
export const settled = (actor: Actor) => waitFor(actor, (s) => !s.hasTag('busy'));
export const next = (actor: Actor) => actor.send({ type: 'step.next' });
export const back = (actor: Actor) => actor.send({ type: 'step.back' });

/** From the dates of a car to its review, accepting the terms on the way. */
export function toReview(actor: Actor) {
  next(actor);
  next(actor);
  actor.send({ type: 'driver.change', values: { acceptTerms: true } });
  next(actor);
  next(actor);
}
