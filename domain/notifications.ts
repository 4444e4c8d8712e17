import { NotificationKind } from '@/openapi/generated/enums.ts';

/**
 * Who is told of what (the contract's NotificationKind says the same in words). A booking's people are its driver, the
 * accounts of the supplier whose car or yacht it is, and the admins; an account message goes to the one account it is
 * written to. Whoever caused the event is not told of it when he is the one who acted on someone else's booking (a
 * status change), but a driver is told of his own booking: it is his record of it.
 */

export type { NotificationKind };
export const notificationKinds = NotificationKind;

export type BookingKind = Exclude<NotificationKind, 'accountMessage'>;
export type Audience = 'driver' | 'supplier' | 'admins';

export const audiences: Record<BookingKind, readonly Audience[]> = {
  bookingCreated: ['driver', 'supplier', 'admins'],
  bookingPaid: ['driver', 'supplier'],
  paymentFailed: ['driver'],
  statusChanged: ['driver', 'supplier'],
  cancelRequested: ['supplier', 'admins'],
  bookingVoided: ['driver', 'supplier'],
};

/** The kinds whose notice leaves out the account that caused it. */
const actorLeftOut: ReadonlySet<NotificationKind> = new Set<NotificationKind>(['statusChanged']);

export const tellsActor = (kind: NotificationKind): boolean => !actorLeftOut.has(kind);
