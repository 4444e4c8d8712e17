import type { Schemas } from '@/openapi/types';

type Notification = Schemas['Notification'];

let serial = 0;

/** A notification about a booking; each call a new id, newest first by default order of creation. */
export function aNotification(overrides: Partial<Notification> = {}): Notification {
  serial += 1;
  const suffix = String(serial).padStart(12, '0');
  return {
    _id: `9a1b2c3d-0000-4000-8000-${suffix}`,
    kind: 'bookingCreated',
    read: false,
    createdAt: '2026-07-01T09:30:00.000Z',
    status: null,
    message: null,
    booking: {
      _id: `7f6e5d4c-0000-4000-8000-${suffix}`,
      offer: 'Fiat 500',
      from: '2026-07-10T10:00:00.000Z',
      to: '2026-07-14T10:00:00.000Z',
      pickUpTimeZone: 'Europe/Paris',
      dropOffTimeZone: 'Europe/Paris',
      status: 'reserved',
    },
    ...overrides,
  };
}

/** A message from an admin: no booking. */
export const aMessage = (message: string, overrides: Partial<Notification> = {}) =>
  aNotification({ kind: 'accountMessage', message, booking: null, ...overrides });

/** One page of the list as getNotifications answers it. */
export function aNotificationPage(items: Notification[], overrides: Partial<Schemas['NotificationPage']> = {}): Schemas['NotificationPage'] {
  return { page: 1, size: 30, total: items.length, unread: items.filter((item) => !item.read).length, items, ...overrides };
}
