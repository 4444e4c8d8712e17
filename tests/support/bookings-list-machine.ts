/** The bookings list machine under test: bookings by status, pages, and an `arrange` with the actors faked through `.provide()`. */
import { createActor, waitFor } from 'xstate';
import type { BookingStatus } from '../../domain/bookings';
import {
  type Booking,
  type BookingPage,
  type BookingViewer,
  type GetBookingsQuery,
  bookingsListMachine,
} from '../../machines/bookings/bookings-list.machine';
import { aSupplier, carId } from './catalog-fixtures';
import { type Outcome, fakeActor } from './fake-actors';
import { userId } from './fixtures';

export function aBooking(id: string, status: BookingStatus): Booking {
  return {
    _id: id,
    offer: { kind: 'car', _id: carId, brand: 'BMW', model: 'X5', image: '/cdn/cars/suv-000000.svg', supplier: aSupplier },
    driver: { _id: userId, fullName: 'Alex Driver', email: 'driver@example.com' },
    status,
    from: '2031-07-01T10:00:00.000Z',
    to: '2031-07-04T10:00:00.000Z',
    pickUpLocation: { slug: 'nice', name: 'Nice' },
    dropOffLocation: { slug: 'nice', name: 'Nice' },
    extras: {},
    additionalDriver: null,
    coupon: null,
    paymentOption: 'payLater',
    paymentType: 'card',
    price: { rate: 100, days: 3, lines: [{ item: 'rental', amount: 300 }], subtotal: 300, couponDiscount: 0, usedCashback: 0, total: 300, cashback: 15, currency: 'EUR' },
    expiresAt: null,
    cancelRequestedAt: null,
    createdAt: '2031-06-01T10:00:00.000Z',
  };
}

export const id = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;
export const reserved = aBooking(id(1), 'reserved');
export const cancelled = aBooking(id(2), 'cancelled');
export const voided = aBooking(id(3), 'void');
export const page = (items: Booking[], total = items.length): BookingPage => ({ page: 1, size: 20, total, items });
export const firstQuery: GetBookingsQuery = { language: 'en', page: 1, size: 20 };

export function arrange({
  viewer = 'admin' as BookingViewer,
  getBookings = [page([reserved, cancelled, voided])] as Array<Outcome<BookingPage>>,
  deleteBookings = [undefined] as Array<Outcome<void>>,
} = {}) {
  const fakes = {
    getBookings: fakeActor<BookingPage, GetBookingsQuery>(...getBookings),
    deleteBookings: fakeActor<void, { ids: string[] }>(...deleteBookings),
  };
  const notified: string[] = [];
  const machine = bookingsListMachine.provide({
    actors: { getBookings: fakes.getBookings.logic, deleteBookings: fakes.deleteBookings.logic },
    actions: {
      notifyDeleted: (_, { count }) => notified.push(`deleted ${count}`),
      notifyFailure: (_, { error }) => notified.push(`failure ${(error as { code: string }).code}`),
    },
  });
  const actor = createActor(machine, { input: { viewer, query: firstQuery } }).start();
  return { actor, ...fakes, notified };
}

export type Actor = ReturnType<typeof arrange>['actor'];
export const settled = (actor: Actor) => waitFor(actor, (s) => !s.hasTag('busy'));
