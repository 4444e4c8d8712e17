import {
  type BookingActor,
  type BookingStatus,
  canAmend,
  canRequestCancellation,
  isActiveStatus,
  nextStatuses,
} from '../../domain/bookings';
import type { Schemas } from '../../src/api/client';

/**
 * What an account may do with a booking, read from domain/bookings.ts and the contract's rules of
 * updateBooking, requestCancellation and deleteBookings: the screens offer only these actions, the server
 * decides again.
 */

export type Booking = Schemas['Booking'];

/** Who looks at a booking: a driver, a company's account or an admin (bookingActorOf). */
export type BookingViewer = Exclude<BookingActor, 'system'>;

export const isStaff = (viewer: BookingViewer) => viewer === 'supplier' || viewer === 'admin';

const beforePickUp = (booking: Pick<Booking, 'from'>, now: Date) => now.getTime() < new Date(booking.from).getTime();

/** Edit dates, places, extras: a driver as canAmend allows; a company or an admin on an active booking before its pick-up. */
export function mayAmend(viewer: BookingViewer, booking: Booking, now: Date): boolean {
  if (isStaff(viewer)) return isActiveStatus(booking.status) && beforePickUp(booking, now);
  return canAmend(
    { status: booking.status, paymentOption: booking.paymentOption, amendmentsChosen: booking.extras.amendments === true, from: new Date(booking.from) },
    now,
  );
}

/** 'Cancel booking': the driver, once, on an active booking before its pick-up. */
export function mayRequestCancellation(viewer: BookingViewer, booking: Booking, now: Date): boolean {
  return viewer === 'driver' && booking.cancelRequestedAt === null && canRequestCancellation({ status: booking.status, from: new Date(booking.from) }, now);
}

/** Delete: an admin any booking; a company its bookings once void or cancelled; a driver none. */
export function mayDelete(viewer: BookingViewer, booking: Pick<Booking, 'status'>): boolean {
  if (viewer === 'admin') return true;
  return viewer === 'supplier' && !isActiveStatus(booking.status);
}

/** 'Pay now': the driver's pay-online booking still waiting for its payment. */
export function mayPayNow(viewer: BookingViewer, booking: Booking, now: Date): boolean {
  if (viewer !== 'driver' || booking.status !== 'pending' || booking.paymentOption !== 'payOnline') return false;
  return booking.expiresAt === null || now.getTime() < new Date(booking.expiresAt).getTime();
}

/** The statuses the status menu offers (empty: no menu). */
export function statusChoices(viewer: BookingViewer, status: BookingStatus): BookingStatus[] {
  return nextStatuses(viewer, status);
}
