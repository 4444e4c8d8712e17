import { BookingStatus, PaymentOption } from '@/openapi/generated/enums.ts';
import { roleOf, type AccountRole, type UserType } from './accounts.ts';
import { MINIMUM_AGE } from './validation.ts';

/**
 * The life of a booking: its statuses, who may move it from one to another, who may see, amend or delete
 * it, and what a driver may still ask of it. The server enforces these rules; the screens read them to
 * offer only what is allowed.
 */

/** The statuses of the contract (components/schemas/BookingStatus). */
export const bookingStatuses = BookingStatus;
export type { BookingStatus };

/** Statuses that hold the car/yacht for its dates. MUST equal the SQL function booking_holds() in server/migrations/0005_bookings.sql: pending, deposit, paid, reserved. */
export const activeStatuses: readonly BookingStatus[] = ['pending', 'deposit', 'paid', 'reserved'];

/** Whether a booking in this status holds its car or yacht for its dates. */
export function isActiveStatus(status: BookingStatus): boolean {
  return activeStatuses.includes(status);
}

export const paymentOptions = PaymentOption;
export type { PaymentOption };

/** Minutes a pay-online booking holds its dates unpaid before it becomes void. */
export const PAY_ONLINE_HOLD_MINUTES = 15;

/** Who moves a booking: the payment/expiry machinery ('system'), or an account as its role (domain/accounts.ts): the driver who booked, the supplier whose car it is, an admin. */
export type BookingActor = 'system' | AccountRole;

/** The actor an account acts as: its role (domain/accounts.ts; a user account is a driver, a superadmin an admin). */
export const bookingActorOf = (userType: UserType): Exclude<BookingActor, 'system'> => roleOf(userType);

/** One allowed status change and who may make it. */
export interface BookingTransition {
  from: BookingStatus;
  to: BookingStatus;
  by: readonly BookingActor[];
  /** one English sentence: when this happens */
  when: string;
}

const staff = ['supplier', 'admin'] as const satisfies readonly BookingActor[];

/** A supplier's account or an admin: they run bookings (statuses, deletion), where a driver only makes his own. */
export const isStaff = (actor: BookingActor): boolean => (staff as readonly BookingActor[]).includes(actor);

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

/**
 * A rental has ended at its drop-off. From then on it has happened: it can no longer be cancelled, nothing is
 * refunded through a status, and the cashback it earned becomes the driver's to spend (domain/price.ts
 * cashbackSpendableAt). A dispute after the return is settled by the team, not by cancelling.
 */
export function hasRentalEnded(booking: { to: Date }, now: Date): boolean {
  return now.getTime() >= booking.to.getTime();
}

/** Whether `actor` may move this booking to `next` now: the transition table, and no cancelling once the rental has ended. */
export function mayChangeStatus(actor: BookingActor, booking: { status: BookingStatus; to: Date }, next: BookingStatus, now: Date): boolean {
  if (next === 'cancelled' && hasRentalEnded(booking, now)) return false;
  return canTransition(actor, booking.status, next);
}

/** The statuses `actor` may move a booking in status `from` to, in table order. */
export function nextStatuses(actor: BookingActor, from: BookingStatus): BookingStatus[] {
  return bookingTransitions.filter((transition) => transition.from === from && transition.by.includes(actor)).map((transition) => transition.to);
}

/** Whether a booking of this total leaves anything to pay (a coupon or the wallet's cashback may cover it all). */
export const hasSomethingToPay = (total: number): boolean => total > 0;

/**
 * payLater -> 'reserved' (confirmed, paid at pick-up: cash or card there); payOnline -> 'pending' (held
 * PAY_ONLINE_HOLD_MINUTES until paid), or 'paid' at once when the total (the server's) is 0: there is nothing to pay.
 */
export function initialStatus(option: PaymentOption, total: number): BookingStatus {
  if (option === 'payLater') return 'reserved';
  return hasSomethingToPay(total) ? 'pending' : 'paid';
}

/** When an unpaid pay-online booking created at `createdAt` stops holding its dates. */
export function payOnlineExpiry(createdAt: Date): Date {
  return new Date(createdAt.getTime() + PAY_ONLINE_HOLD_MINUTES * 60_000);
}

const beforePickUp = (from: Date, now: Date) => now.getTime() < from.getTime();

/** A pick-up this far in the past still counts as now: the form was filled in a moment ago. */
export const PICK_UP_GRACE_MS = 5 * 60_000;

/** A pick-up before now, beyond the grace period: refused by the forms and by the server. */
export const isPickUpInPast = (from: Date, now: Date) => from.getTime() < now.getTime() - PICK_UP_GRACE_MS;

/** The youngest a driver may be on the pick-up day: the product's rule, the supplier's and the car's (a yacht has none of its own). */
export function minimumDriverAge(supplier: { minimumAge: number }, vehicle: { minimumAge?: number | null } = {}): number {
  return Math.max(MINIMUM_AGE, supplier.minimumAge, vehicle.minimumAge ?? 0);
}

/** Who looks at a booking: a driver, a supplier's account or an admin (bookingActorOf). */
export type BookingViewer = Exclude<BookingActor, 'system'>;

/** The account looking: what it acts as, who it is, and its supplier (supplier accounts). */
export interface BookingAccount {
  viewer: BookingViewer;
  userId: string;
  supplierId: string | null;
}

/** A booking is seen by its driver, by the supplier of its car or yacht, and by the admins. */
export function maySee(account: BookingAccount, booking: { driverId: string | null; supplierId: string | null }): boolean {
  if (account.viewer === 'admin') return true;
  if (account.viewer === 'supplier') return account.supplierId !== null && booking.supplierId === account.supplierId;
  return booking.driverId === account.userId;
}

/** What amending a booking depends on. */
export interface AmendableBooking {
  status: BookingStatus;
  paymentOption: PaymentOption;
  amendmentsChosen: boolean;
  from: Date;
}

/** Dates, places and extras change: a driver as canAmend allows; a supplier or an admin on an active booking before its pick-up. */
export function mayAmend(viewer: BookingViewer, booking: AmendableBooking, now: Date): boolean {
  if (viewer === 'driver') return canAmend(booking, now);
  return isActiveStatus(booking.status) && beforePickUp(booking.from, now);
}

/** Delete: an admin any booking; a supplier its bookings once void or cancelled; a driver none. */
export function mayDelete(viewer: BookingViewer, status: BookingStatus): boolean {
  if (viewer === 'admin') return true;
  return viewer === 'supplier' && !isActiveStatus(status);
}

/** Amendments (new dates/extras) are possible before pick-up on an active booking (not 'void'/'cancelled'): always with pay later (free amendments), with pay online only when the amendments extra was chosen (amendments "under conditions"). */
export function canAmend(booking: AmendableBooking, now: Date): boolean {
  if (!isActiveStatus(booking.status) || !beforePickUp(booking.from, now)) return false;
  return booking.paymentOption === 'payLater' || booking.amendmentsChosen;
}

/** A driver may ask to cancel an active booking before its pick-up (the team then contacts him); returns false otherwise. */
export function canRequestCancellation(booking: { status: BookingStatus; from: Date }, now: Date): boolean {
  return isActiveStatus(booking.status) && beforePickUp(booking.from, now);
}
