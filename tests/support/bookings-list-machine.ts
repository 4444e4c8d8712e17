/** The bookings list machine under test: bookings by status, pages, and an `arrange` with the actors faked through `.provide()`. */
import { createActor, waitFor } from 'xstate';
import type { BookingStatus } from '@/domain/bookings';
import {
  type Booking,
  type BookingPage,
  type BookingViewer,
  type GetBookingsQuery,
  bookingsListMachine,
} from '@/machines/bookings/bookings-list.machine';
import { type Outcome, fakeActor } from './fake-actors';
import { aBookingRecord } from './booking-record';

export function aBooking(id: string, status: BookingStatus): Booking {
  return aBookingRecord({ _id: id, status });
}

export const id = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;
export const reserved = aBooking(id(1), 'reserved');
export const cancelled = aBooking(id(2), 'cancelled');
export const voided = aBooking(id(3), 'void');
export const page = (items: Booking[], total = items.length): BookingPage => ({ page: 1, size: 20, total, items });
export const firstQuery: GetBookingsQuery = { language: 'en', page: 1, size: 20 };

export function arrange({
  viewer = 'admin',
  getBookings = [page([reserved, cancelled, voided])],
  deleteBookings = [undefined],
}: { viewer?: BookingViewer; getBookings?: Array<Outcome<BookingPage>>; deleteBookings?: Array<Outcome<void>> } = {}) {
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
