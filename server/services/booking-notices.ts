import { defaultLanguage } from '../../config/languages.ts';
import type { BookingStatus } from '../../domain/bookings.ts';
import { audiences, tellsActor, type BookingKind } from '../../domain/notifications.ts';
import { timeZoneOfCountry } from '../../domain/places.ts';
import type { Db } from '../db/client.ts';
import { findBookingRow, type BookingRow } from '../repositories/bookings.ts';
import { findReaders, type Reader } from '../repositories/notifications.ts';
import { appPageUrl, renderBookingConfirmedEmail, type Email } from './mail/templates.ts';
import { recordNotices } from './notices.ts';

/**
 * What happens to a booking, told to its people (domain/notifications.ts says who): made, paid, a payment refused, its
 * status changed by someone, a cancellation asked for, voided unpaid. Each is called with the transaction of the change
 * where there is one (a status change, a cancel request, the expiry sweep), else right after it (a booking is made in
 * one statement without a transaction; a payment is settled by its own).
 */

export interface NoticeOptions {
  appUrl: string;
}

/** The booking, its places named in the default language: the notices name none, a confirmation in it uses them. */
const readBooking = (db: Db, bookingId: string) => findBookingRow(db, bookingId, 'all', defaultLanguage);

/** The accounts told of `kind` about this booking, less the one who did it when the kind says so. */
async function readersOf(db: Db, kind: BookingKind, booking: BookingRow, actorId?: string): Promise<Reader[]> {
  const wanted = audiences[kind];
  const readers = await findReaders(db, {
    userIds: wanted.includes('driver') && booking.driverId ? [booking.driverId] : [],
    supplierId: wanted.includes('company') ? booking.supplierId : null,
    admins: wanted.includes('admins'),
  });
  return tellsActor(kind) ? readers : readers.filter((reader) => reader.id !== actorId);
}

interface Telling extends NoticeOptions {
  status?: BookingStatus;
  actorId?: string;
  /** The driver is sent his booking's confirmation, as his copy of the notice. */
  confirm?: boolean;
}

async function tell(db: Db, kind: BookingKind, booking: BookingRow, options: Telling) {
  const readers = await readersOf(db, kind, booking, options.actorId);
  const driver = options.confirm ? readers.find((reader) => reader.id === booking.driverId) : undefined;
  const instead = driver ? [{ readerId: driver.id, email: await confirmationFor(db, booking, driver, options) }] : [];
  const emailBooking = {
    offer: `${booking.brand} ${booking.model}`,
    from: booking.from,
    to: booking.to,
    timeZone: timeZoneOfCountry(booking.pickUpCountry),
  };
  await recordNotices(db, { kind, bookingId: booking.booking.id, status: options.status ?? null, booking: emailBooking }, readers, {
    appUrl: options.appUrl,
    instead,
  });
}

/**
 * The driver's confirmation: the details of what he booked, in his language (place names too), sent whatever his
 * notification setting: it is the record of his booking, not a notice.
 */
async function confirmationFor(db: Db, read: BookingRow, driver: Reader, options: NoticeOptions): Promise<Email> {
  const booking = driver.language === defaultLanguage ? read : ((await findBookingRow(db, read.booking.id, 'all', driver.language)) ?? read);
  return renderBookingConfirmedEmail(
    driver,
    {
      offer: `${booking.brand} ${booking.model}`,
      pickUp: { place: booking.pickUpName, at: booking.from, timeZone: timeZoneOfCountry(booking.pickUpCountry) },
      dropOff: { place: booking.dropOffName, at: booking.to, timeZone: timeZoneOfCountry(booking.dropOffCountry) },
      days: booking.booking.days,
      total: booking.booking.total,
      paymentOption: booking.booking.paymentOption,
    },
    appPageUrl(options.appUrl, driver.language, 'booking', { b: booking.booking.id }),
  );
}

/**
 * A booking was made: its driver, its company and the admins are told. A pay-later booking is confirmed at once (the
 * driver's confirmation email); a pay-online one once paid (noticeBookingPaid).
 */
export async function noticeBookingCreated(db: Db, bookingId: string, options: NoticeOptions): Promise<void> {
  const booking = await readBooking(db, bookingId);
  if (!booking) return;
  await tell(db, 'bookingCreated', booking, { ...options, confirm: booking.booking.status === 'reserved' });
}

/** A pay-online booking was paid: the driver gets his confirmation, the company is told. */
export async function noticeBookingPaid(db: Db, bookingId: string, options: NoticeOptions): Promise<void> {
  const booking = await readBooking(db, bookingId);
  // Any other status means the booking moved on (cancelled, voided) before the notice: nothing to confirm.
  if (!booking || booking.booking.status !== 'paid') return;
  await tell(db, 'bookingPaid', booking, { ...options, confirm: true });
}

/** The provider refused a payment: the driver may try another card before the booking's deadline. */
export async function noticePaymentFailed(db: Db, bookingId: string, options: NoticeOptions): Promise<void> {
  const booking = await readBooking(db, bookingId);
  if (booking) await tell(db, 'paymentFailed', booking, options);
}

/** Someone (`actorId`: a company account or an admin) moved the booking to `status`; he is not told of his own act. */
export async function noticeStatusChanged(db: Db, bookingId: string, change: { status: BookingStatus; actorId: string }, options: NoticeOptions): Promise<void> {
  const booking = await readBooking(db, bookingId);
  if (booking) await tell(db, 'statusChanged', booking, { ...options, ...change });
}

/** The driver asked to cancel: the company decides, and the admins oversee it. */
export async function noticeCancelRequested(db: Db, bookingId: string, options: NoticeOptions): Promise<void> {
  const booking = await readBooking(db, bookingId);
  if (booking) await tell(db, 'cancelRequested', booking, options);
}

/** The expiry sweep voided these bookings, unpaid past their deadline. */
export async function noticeBookingsVoided(db: Db, bookingIds: readonly string[], options: NoticeOptions): Promise<void> {
  for (const bookingId of bookingIds) {
    const booking = await readBooking(db, bookingId);
    if (booking) await tell(db, 'bookingVoided', booking, options);
  }
}
