import type { Db } from '../db/client.ts';
import { findBookingOwner, findBookingRow } from '../repositories/bookings.ts';
import { findDriver } from '../repositories/drivers.ts';
import { adminIds, companyAccountIds, insertNotifications, type NewNotification } from '../repositories/notifications.ts';
import { timeZoneOfCountry } from '../../domain/places.ts';
import { enqueueEmail } from './mail/outbox.ts';
import { appPageUrl, renderBookingConfirmedEmail } from './mail/templates.ts';

/**
 * A booking was confirmed: a pay-later booking on creation (reserved), a pay-online one once paid. The
 * driver gets the confirmation email, and a notification like each account of the company. The email and
 * the notifications are written together, so that nobody is told of a confirmation the others never hear of.
 */
export async function noticeBookingConfirmed(db: Db, bookingId: string, options: { appUrl: string }): Promise<void> {
  const owner = await findBookingOwner(db, bookingId);
  // Any other status means the booking moved on (cancelled, voided) before the notice: nothing to confirm.
  if (!owner || (owner.status !== 'reserved' && owner.status !== 'paid')) return;
  const kind = owner.status === 'paid' ? 'bookingPaid' : 'bookingCreated';
  // The driver's account may be gone (bookings keep their history with driver_id null).
  const driver = owner.driverId ? await findDriver(db, owner.driverId) : undefined;
  const booking = driver ? await findBookingRow(db, bookingId, 'all', driver.language) : undefined;
  const email =
    driver && booking
      ? renderBookingConfirmedEmail(
          driver,
          {
            offer: `${booking.brand} ${booking.model}`,
            pickUp: { place: booking.pickUpName, at: booking.from, timeZone: timeZoneOfCountry(booking.pickUpCountry) },
            dropOff: { place: booking.dropOffName, at: booking.to, timeZone: timeZoneOfCountry(booking.dropOffCountry) },
            days: booking.booking.days,
            total: booking.booking.total,
            paymentOption: booking.booking.paymentOption,
          },
          appPageUrl(options.appUrl, driver.language, 'booking', { b: bookingId }),
        )
      : undefined;
  const company = await companyAccountIds(db, owner.supplierId);
  // A company's own account may book one of its cars: one notification each all the same.
  const readers = new Set([...(driver ? [driver.id] : []), ...company]);
  await db.transaction(async (tx) => {
    if (email) await enqueueEmail(tx, email);
    await insertNotifications(tx, [...readers].map((userId): NewNotification => ({ userId, bookingId, kind })));
  });
}

/** The driver asked to cancel: the company decides, and the admins oversee it. */
export async function noticeCancelRequested(db: Db, bookingId: string): Promise<void> {
  const owner = await findBookingOwner(db, bookingId);
  if (!owner) return;
  const readers = new Set([...(await companyAccountIds(db, owner.supplierId)), ...(await adminIds(db))]);
  await insertNotifications(db, [...readers].map((userId): NewNotification => ({ userId, bookingId, kind: 'cancelRequested' })));
}
