import type { components } from '../../openapi/generated/schema';
import { timeZoneOfCountry } from '../../domain/places.ts';
import type { NotificationRow } from '../repositories/notifications.ts';

/** A notification row as the contract answers it: what happened, and its booking as it is now. */

type Notification = components['schemas']['Notification'];

export function toNotification(row: NotificationRow): Notification {
  const n = row.notification;
  return {
    _id: n.id,
    kind: n.kind,
    read: n.readAt !== null,
    createdAt: n.createdAt.toISOString(),
    status: n.status,
    message: n.message,
    booking:
      n.bookingId && row.bookingStatus && row.bookingFrom && row.bookingTo
        ? {
            _id: n.bookingId,
            offer: row.offer ?? '',
            from: row.bookingFrom.toISOString(),
            to: row.bookingTo.toISOString(),
            pickUpTimeZone: timeZoneOfCountry(row.pickUpCountry ?? ''),
            dropOffTimeZone: timeZoneOfCountry(row.dropOffCountry ?? ''),
            status: row.bookingStatus,
          }
        : null,
  };
}
