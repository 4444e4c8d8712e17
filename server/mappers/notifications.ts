import type { components } from '@/openapi/generated/schema';
import type { Language } from '@/config/languages.ts';
import { timeZoneOfCountry } from '@/domain/places.ts';
import type { NotificationRow } from '@/server/repositories/notifications.ts';
import { inReadersLanguage } from '@/server/seed/demo-messages.ts';

/** A notification row as the contract answers it: what happened, and its booking as it is now. */

type Notification = components['schemas']['Notification'];

/** `language`: the reader's, when the request tells it (the demo data's messages exist in each). */
export function toNotification(row: NotificationRow, language?: Language): Notification {
  const n = row.notification;
  return {
    _id: n.id,
    kind: n.kind,
    read: n.readAt !== null,
    createdAt: n.createdAt.toISOString(),
    status: n.status,
    message: n.message !== null && language ? inReadersLanguage(n.message, language) : n.message,
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
