/** The booking edit machine under test: a booking, its offer and an `arrange` with the actors faked through `.provide()`. */
import { createActor, waitFor } from 'xstate';
import type { Language } from '@/config/languages';
import { wallClockOf } from '@/domain/zoned-time';
import { type BookingOffer, type Coupon, type Location, type UpdateBookingInput } from '@/machines/bookings/booking-edit.form';
import { bookingEditMachine } from '@/machines/bookings/booking-edit.machine';
import type { Booking } from '@/machines/bookings/booking-rules';
import { aCar, aYacht, someLocations } from './catalog-fixtures';
import { type Outcome, fakeActor } from './fake-actors';
import { aBookingRecord } from './booking-record';

export const bookingId = '3c2b1a09-8f7e-4d6c-9b5a-493827160504';
export const now = '2031-06-15T10:00:00.000Z';
// 100 a day; cancellation 25 one-off, theft protection 9 a day, full insurance 28 a day; amendments and an
// additional driver included; no collision damage waiver.
export const car = aCar({ price: 100 });
export const carOffer: BookingOffer = { kind: 'car', car };
export const yachtOffer: BookingOffer = { kind: 'yacht', yacht: aYacht({ price: 1000, locations: ['nice', 'cannes'] }) };
export const welcome10: Coupon = { code: 'WELCOME10', discount: 10, discountUnit: 'percentage', validUntil: null };
/** An instant as the form shows it: on the clock of the booking's place (Nice, Europe/Paris). */
export const local = (iso: string) => wallClockOf(iso, 'Europe/Paris');

export function aBooking(overrides: Partial<Booking> = {}): Booking {
  return aBookingRecord({
    _id: bookingId,
    extras: { cancellation: true },
    price: { rate: 100, days: 3, lines: [{ item: 'rental', amount: 300 }, { item: 'cancellation', amount: 25 }], subtotal: 325, couponDiscount: 0, usedCashback: 0, total: 325, cashback: 16.25, currency: 'EUR' },
    ...overrides,
  });
}

export function arrange({
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

export type Actor = ReturnType<typeof arrange>['actor'];
export const settled = (actor: Actor) => waitFor(actor, (s) => !s.hasTag('busy'));

export async function opened(booking = aBooking(), options: Parameters<typeof arrange>[0] = {}) {
  const arranged = arrange(options);
  arranged.actor.send({ type: 'edit.open', booking });
  await settled(arranged.actor);
  return arranged;
}
