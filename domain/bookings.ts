/**
 * The life of a booking: its statuses, who may move it from one to another, and what a driver may
 * still ask of it. The server enforces these rules; the screens read them to offer only what is allowed.
 */

export const bookingStatuses = ['void', 'pending', 'deposit', 'paid', 'reserved', 'cancelled'] as const;
export type BookingStatus = (typeof bookingStatuses)[number];

/** Statuses that hold the car/yacht for its dates. MUST equal the SQL function booking_holds() in server/migrations/0005_bookings.sql: pending, deposit, paid, reserved. */
export const activeStatuses: readonly BookingStatus[] = ['pending', 'deposit', 'paid', 'reserved'];

/** Whether a booking in this status holds its car or yacht for its dates. */
export function isActiveStatus(status: BookingStatus): boolean {
  return activeStatuses.includes(status);
}

export const paymentOptions = ['payLater', 'payOnline'] as const;
export type PaymentOption = (typeof paymentOptions)[number];

/** Minutes a pay-online booking holds its dates unpaid before it becomes void. */
export const PAY_ONLINE_HOLD_MINUTES = 15;

/** Who moves a booking: the payment/expiry machinery ('system'), the driver who booked, the supplier whose car it is, an admin (superadmin acts as admin). */
export type BookingActor = 'system' | 'driver' | 'supplier' | 'admin';

/** The actor an account acts as: a user account is a driver. */
export function bookingActorOf(userType: 'user' | 'supplier' | 'admin' | 'superadmin'): Exclude<BookingActor, 'system'> {
  switch (userType) {
    case 'user':
      return 'driver';
    case 'supplier':
      return 'supplier';
    case 'admin':
    case 'superadmin':
      return 'admin';
  }
}

/** One allowed status change and who may make it. */
export interface BookingTransition {
  from: BookingStatus;
  to: BookingStatus;
  by: readonly BookingActor[];
  /** one English sentence: when this happens */
  when: string;
}

const staff = ['supplier', 'admin'] as const satisfies readonly BookingActor[];

/**
 * The one table of allowed status changes. Drivers appear nowhere: they send a cancellation request
 * and the team decides. Nothing leaves 'void', whose dates may already be booked by someone else.
 */
export const bookingTransitions: readonly BookingTransition[] = [
  { from: 'pending', to: 'paid', by: ['system'], when: 'The online payment is confirmed.' },
  { from: 'pending', to: 'void', by: ['system'], when: `The booking is still unpaid ${PAY_ONLINE_HOLD_MINUTES} minutes after it was made.` },
  { from: 'pending', to: 'cancelled', by: staff, when: 'The supplier or an admin cancels the booking before it is paid.' },
  { from: 'reserved', to: 'deposit', by: staff, when: 'The deposit is taken at pick-up.' },
  { from: 'reserved', to: 'paid', by: staff, when: 'The booking is paid in full at pick-up.' },
  { from: 'reserved', to: 'cancelled', by: staff, when: 'The supplier or an admin cancels the booking.' },
  { from: 'deposit', to: 'paid', by: staff, when: 'The rest of the price is paid.' },
  { from: 'deposit', to: 'cancelled', by: staff, when: 'The supplier or an admin cancels the booking after the deposit.' },
  { from: 'paid', to: 'cancelled', by: staff, when: 'The supplier or an admin cancels a paid booking; the team handles the refund.' },
  // The dates may have been taken meanwhile: the database's exclusion constraint decides, not this table.
  { from: 'cancelled', to: 'reserved', by: ['admin'], when: 'An admin reinstates a cancelled booking.' },
];

/** Whether `actor` may move a booking from `from` to `to`. */
export function canTransition(actor: BookingActor, from: BookingStatus, to: BookingStatus): boolean {
  return bookingTransitions.some((transition) => transition.from === from && transition.to === to && transition.by.includes(actor));
}

/** The statuses `actor` may move a booking in status `from` to, in table order. */
export function nextStatuses(actor: BookingActor, from: BookingStatus): BookingStatus[] {
  return bookingTransitions.filter((transition) => transition.from === from && transition.by.includes(actor)).map((transition) => transition.to);
}

/** payLater -> 'reserved' (confirmed, paid at pick-up: cash or card there); payOnline -> 'pending' (held PAY_ONLINE_HOLD_MINUTES until paid). */
export function initialStatus(option: PaymentOption): BookingStatus {
  return option === 'payLater' ? 'reserved' : 'pending';
}

/** When an unpaid pay-online booking created at `createdAt` stops holding its dates. */
export function payOnlineExpiry(createdAt: Date): Date {
  return new Date(createdAt.getTime() + PAY_ONLINE_HOLD_MINUTES * 60_000);
}

const beforePickUp = (from: Date, now: Date) => now.getTime() < from.getTime();

/** Amendments (new dates/extras) are possible before pick-up on an active booking (not 'void'/'cancelled'): always with pay later (free amendments), with pay online only when the amendments extra was chosen (amendments "under conditions"). */
export function canAmend(
  booking: { status: BookingStatus; paymentOption: PaymentOption; amendmentsChosen: boolean; from: Date },
  now: Date,
): boolean {
  if (!isActiveStatus(booking.status) || !beforePickUp(booking.from, now)) return false;
  return booking.paymentOption === 'payLater' || booking.amendmentsChosen;
}

/** A driver may ask to cancel an active booking before its pick-up (the team then contacts him); returns false otherwise. */
export function canRequestCancellation(booking: { status: BookingStatus; from: Date }, now: Date): boolean {
  return isActiveStatus(booking.status) && beforePickUp(booking.from, now);
}
