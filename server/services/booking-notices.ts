import { defaultLanguage } from '@/config/languages.ts';
import type { BookingStatus } from '@/domain/bookings.ts';
import { audiences, tellsActor, type BookingKind } from '@/domain/notifications.ts';
import { timeZoneOfCountry } from '@/domain/places.ts';
import type { Db } from '@/server/db/client.ts';
import { findDraftAudience, findNoticeBooking, type BookingDraft, type NoticeBooking } from '@/server/repositories/booking-notice-reads.ts';
import { writeNotices, type NoticeWrites } from '@/server/repositories/notification-writes.ts';
import type { Reader } from '@/server/repositories/notifications.ts';
import { appPageUrl, renderBookingConfirmedEmail, type Email } from './mail/templates.ts';
import { noticeWritesOf } from './notices.ts';

/**
 * What happens to a booking, told to its people (domain/notifications.ts says who): made, paid, a payment refused, its
 * status changed by someone, a cancellation asked for, voided unpaid. Whatever must be told commits with the change
 * (a transactional outbox: the notifications and the emails are rows of the same transaction): a booking made writes
 * its notices in its own statement (bookingCreatedNotices, then insertBooking); the other changes call these with the
 * transaction of the change. Nothing is told later by a sweep: a crash loses both or neither.
 */

export interface NoticeOptions {
  appUrl: string;
}

interface Telling extends NoticeOptions {
  status?: BookingStatus;
  actorId?: string;
  /** The driver is sent his booking's confirmation, as his copy of the notice. */
  confirm?: boolean;
}

/** What telling `readers` of `kind` writes (less the one who did it, when the kind says so). */
function noticesOf(kind: BookingKind, booking: NoticeBooking, everyone: readonly Reader[], options: Telling): NoticeWrites {
  const readers = tellsActor(kind) ? everyone : everyone.filter((reader) => reader.id !== options.actorId);
  const driver = options.confirm ? readers.find((reader) => reader.id === booking.driverId) : undefined;
  const instead = driver ? [{ readerId: driver.id, email: confirmationFor(booking, driver, options) }] : [];
  const emailBooking = { offer: booking.offer, from: booking.from, to: booking.to, timeZone: timeZoneOfCountry(booking.pickUp.country) };
  return noticeWritesOf({ kind, bookingId: booking.id, status: options.status ?? null, booking: emailBooking }, readers, { appUrl: options.appUrl, instead });
}

/** Reads the booking and its readers, then writes the notices of `kind`, in `db` (the change's transaction). */
async function tell(db: Db, kind: BookingKind, bookingId: string, options: Telling, when: (booking: NoticeBooking) => boolean = () => true) {
  const found = await findNoticeBooking(db, bookingId, audiences[kind]);
  if (!found || !when(found.booking)) return;
  await writeNotices(db, noticesOf(kind, found.booking, found.readers, options));
}

/**
 * The driver's confirmation: the details of what he booked, in his language (place names too), sent whatever his
 * notification setting: it is the record of his booking, not a notice.
 */
function confirmationFor(booking: NoticeBooking, driver: Reader, options: NoticeOptions): Email {
  const name = (place: NoticeBooking['pickUp']) => place.name[driver.language] ?? place.name[defaultLanguage];
  return renderBookingConfirmedEmail(
    driver,
    {
      offer: booking.offer,
      pickUp: { place: name(booking.pickUp), at: booking.from, timeZone: timeZoneOfCountry(booking.pickUp.country) },
      dropOff: { place: name(booking.dropOff), at: booking.to, timeZone: timeZoneOfCountry(booking.dropOff.country) },
      days: booking.days,
      total: booking.total,
      paymentOption: booking.paymentOption,
    },
    appPageUrl(options.appUrl, driver.language, 'booking', { b: booking.id }),
  );
}

/** A booking about to be made, as its maker knows it: its id is chosen before its statement, which writes its notices. */
export type NewBookingNotice = BookingDraft & Omit<NoticeBooking, 'supplierId' | 'offer' | 'pickUp' | 'dropOff'>;

/**
 * What a booking being made writes for its driver, its supplier and the admins, to be written by the booking's own
 * statement (booking-writes.ts insertBooking): a pay-later booking, or a pay-online one with nothing to pay (paid at
 * once), is confirmed at once (the driver's confirmation email); another pay-online one once paid (noticeBookingPaid). One query reads what its maker does not know (its offer's
 * name and supplier, its places' names, the readers). Undefined when the offer is gone.
 */
export async function bookingCreatedNotices(db: Db, draft: NewBookingNotice, options: NoticeOptions): Promise<NoticeWrites | undefined> {
  const audience = await findDraftAudience(db, draft, audiences.bookingCreated);
  if (!audience) return undefined;
  const { readers, ...known } = audience;
  const booking: NoticeBooking = { ...draft, ...known };
  return noticesOf('bookingCreated', booking, readers, { ...options, confirm: draft.status !== 'pending' });
}

/** A pay-online booking was paid: the driver gets his confirmation, the supplier is told. Call it in the payment's transaction. */
export function noticeBookingPaid(db: Db, bookingId: string, options: NoticeOptions): Promise<void> {
  // Any other status means the booking moved on (cancelled, voided) before the notice: nothing to confirm.
  return tell(db, 'bookingPaid', bookingId, { ...options, confirm: true }, (booking) => booking.status === 'paid');
}

/** The provider refused a payment: the driver may try another card before the booking's deadline. */
export function noticePaymentFailed(db: Db, bookingId: string, options: NoticeOptions): Promise<void> {
  return tell(db, 'paymentFailed', bookingId, options);
}

/** Someone (`actorId`: a supplier account or an admin) moved the booking to `status`; he is not told of his own act. */
export function noticeStatusChanged(db: Db, bookingId: string, change: { status: BookingStatus; actorId: string }, options: NoticeOptions): Promise<void> {
  return tell(db, 'statusChanged', bookingId, { ...options, ...change });
}

/** The driver asked to cancel: the supplier decides, and the admins oversee it. */
export function noticeCancelRequested(db: Db, bookingId: string, options: NoticeOptions): Promise<void> {
  return tell(db, 'cancelRequested', bookingId, options);
}

/** The expiry sweep voided these bookings, unpaid past their deadline. */
export async function noticeBookingsVoided(db: Db, bookingIds: readonly string[], options: NoticeOptions): Promise<void> {
  for (const bookingId of bookingIds) await tell(db, 'bookingVoided', bookingId, options);
}
