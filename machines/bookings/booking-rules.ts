import {
  type BookingStatus,
  type BookingViewer,
  canRequestCancellation,
  isStaff,
  mayAmend as mayAmendBooking,
  mayChangeStatus,
  mayDelete as mayDeleteBooking,
  nextStatuses,
} from '@/domain/bookings';
import type { Schemas } from '@/openapi/types';

/**
 * What an account may do with a booking, read from domain/bookings.ts and the contract's rules of
 * updateBooking, requestCancellation and deleteBookings: the screens offer only these actions, the server
 * decides again.
 */

export type Booking = Schemas['Booking'];

export type { BookingViewer };

export { isStaff };

/** Edit dates, places, extras (domain/bookings.ts mayAmend, as the server decides). */
export const mayAmend = (viewer: BookingViewer, booking: Booking, now: Date): boolean =>
  mayAmendBooking(
    viewer,
    { status: booking.status, paymentOption: booking.paymentOption, amendmentsChosen: booking.extras.amendments === true, from: new Date(booking.from) },
    now,
  );

/** 'Cancel booking': the driver, once, on an active booking before its pick-up. */
export function mayRequestCancellation(viewer: BookingViewer, booking: Booking, now: Date): boolean {
  return viewer === 'driver' && booking.cancelRequestedAt === null && canRequestCancellation({ status: booking.status, from: new Date(booking.from) }, now);
}

/** Delete (domain/bookings.ts mayDelete): an admin any booking; a supplier its bookings once void or cancelled; a driver none. */
export const mayDelete = (viewer: BookingViewer, booking: Pick<Booking, 'status'>): boolean => mayDeleteBooking(viewer, booking.status);

/** 'Pay now': the driver's pay-online booking still waiting for its payment. */
export function mayPayNow(viewer: BookingViewer, booking: Booking, now: Date): boolean {
  if (viewer !== 'driver' || booking.status !== 'pending' || booking.paymentOption !== 'payOnline') return false;
  return booking.expiresAt === null || now.getTime() < new Date(booking.expiresAt).getTime();
}

/** The statuses the status menu offers (empty: no menu): the transition table's, without 'cancelled' once the rental has ended. */
export function statusChoices(viewer: BookingViewer, booking: Pick<Booking, 'status' | 'to'>, now: Date): BookingStatus[] {
  const current = { status: booking.status, to: new Date(booking.to) };
  return nextStatuses(viewer, booking.status).filter((next: BookingStatus) => mayChangeStatus(viewer, current, next, now));
}
