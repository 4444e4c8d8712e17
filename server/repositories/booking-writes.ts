import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { BookingStatus } from '../../domain/bookings.ts';
import type { Db } from '../db/client.ts';
import { bookings, coupons, payments, users, walletEntries } from '../db/schema.ts';
import { usableCoupon, walletBalance } from './coupons-wallet.ts';

/** Writing bookings: made, moved between statuses, amended, voided when unpaid, deleted. Reading them is bookings.ts. */

export type NewBooking = Omit<typeof bookings.$inferInsert, 'id' | 'createdAt' | 'updatedAt' | 'period'> & { from: string; to: string };

/** The coupon was used up (or expired) between its check and the booking. */
export class CouponUsedUpError extends Error {}
/** The wallet holds less than the booking spends (another booking spent it meanwhile). */
export class WalletChangedError extends Error {}

/**
 * An unpaid pay-online booking past its deadline becomes void, unless its payment is in flight: a card
 * charge being made, or a crypto invoice issued within the hour (the driver may be sending the amount).
 */
const expiredUnpaid = and(
  eq(bookings.status, 'pending'),
  sql`${bookings.expiresAt} <= now()`,
  sql`not exists (select 1 from ${payments} where ${payments.bookingId} = ${bookings.id} and (${payments.status} = 'processing'
        or (${payments.status} = 'awaitingConfirmation' and ${payments.createdAt} > now() - interval '1 hour')))`,
);

/** PostgreSQL's deadlock_detected: the transaction was chosen to end a cycle of waits and can run again. */
const isDeadlock = (error: unknown): boolean => {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: string }).code === '40P01') return true;
  }
  return false;
};

/** Runs a transaction again (at most 3 times in all) when PostgreSQL ended it to break a deadlock. */
async function retryOnDeadlock<T>(run: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await run();
    } catch (error) {
      if (attempt >= 3 || !isDeadlock(error)) throw error;
    }
  }
}

/** Thrown when the database refuses a booking over dates an active booking of the same offer holds. */
export class DatesTakenError extends Error {
  constructor() {
    super('An active booking holds these dates.');
  }
}

/** PostgreSQL's exclusion_violation: bookings_car_free or bookings_yacht_free refused the row. */
const isExclusionViolation = (error: unknown): boolean => {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: string }).code === '23P01') return true;
  }
  return false;
};

/**
 * Inserts a booking; the exclusion constraints make it fail with DatesTakenError when an active booking
 * of the same car or yacht overlaps. First, in the same transaction, the offer's pay-online bookings left
 * unpaid past their deadline become void, so they never refuse a driver between two expiry sweeps.
 */
export async function insertBooking(db: Db, booking: NewBooking): Promise<string> {
  const { from, to, ...columns } = booking;
  try {
    return await retryOnDeadlock(() => db.transaction(async (tx) => {
      const offerId = columns.carId ?? columns.yachtId!;
      // Bookings of one offer take turns (until the transaction ends): concurrent inserts checked by the same
      // exclusion constraint otherwise wait on each other and PostgreSQL breaks the cycle as a deadlock.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${offerId}))`);
      const offer = columns.carId ? eq(bookings.carId, columns.carId) : eq(bookings.yachtId, columns.yachtId!);
      await tx
        .update(bookings)
        .set({ status: 'void', updatedAt: sql`now()` })
        .where(and(offer, expiredUnpaid));
      if (columns.couponId) {
        const taken = await tx
          .update(coupons)
          .set({ uses: sql`${coupons.uses} + 1` })
          .where(and(eq(coupons.id, columns.couponId), usableCoupon))
          .returning({ id: coupons.id });
        if (taken.length === 0) throw new CouponUsedUpError();
      }
      const spent = columns.usedCashback ?? 0;
      if (spent > 0) {
        // The driver's row is the lock of his wallet: two bookings spending it at once take turns.
        await tx.execute(sql`select 1 from ${users} where ${users.id} = ${columns.driverId} for update`);
        if ((await walletBalance(tx, columns.driverId!)) < spent) throw new WalletChangedError();
      }
      const [row] = await tx
        .insert(bookings)
        .values({ ...columns, period: sql`tstzrange(${from}::timestamptz, ${to}::timestamptz)` as unknown as string })
        .returning({ id: bookings.id });
      if (spent > 0) await tx.insert(walletEntries).values({ userId: columns.driverId!, bookingId: row!.id, kind: 'spent', amount: -spent });
      return row!.id;
    }));
  } catch (error) {
    if (isExclusionViolation(error)) throw new DatesTakenError();
    throw error;
  }
}

/**
 * Moves a booking from `from` to `to`, only if it is still in `from` (two people changing it at once: the
 * second finds it moved and is told so). Answers whether it moved. DatesTakenError when reinstating a
 * booking whose dates were taken meanwhile.
 */
export async function updateBookingStatus(db: Db, id: string, from: BookingStatus, to: BookingStatus): Promise<boolean> {
  try {
    const rows = await db
      .update(bookings)
      .set({ status: to, updatedAt: sql`now()`, ...(to === 'pending' ? {} : { expiresAt: null }) })
      .where(and(eq(bookings.id, id), eq(bookings.status, from)))
      .returning({ id: bookings.id });
    return rows.length > 0;
  } catch (error) {
    if (isExclusionViolation(error)) throw new DatesTakenError();
    throw error;
  }
}

/** Records the driver's cancel request once; a second request keeps the first date. Answers whether this was the first. */
export async function markCancelRequested(db: Db, id: string): Promise<boolean> {
  const rows = await db
    .update(bookings)
    .set({ cancelRequestedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(bookings.id, id), isNull(bookings.cancelRequestedAt)))
    .returning({ id: bookings.id });
  return rows.length > 0;
}

/** Pay-online bookings left unpaid past their deadline become void and free their dates. Answers how many. */
export async function voidExpiredBookings(db: Db): Promise<number> {
  const rows = await db
    .update(bookings)
    .set({ status: 'void', updatedAt: sql`now()` })
    .where(expiredUnpaid)
    .returning({ id: bookings.id });
  return rows.length;
}

export type BookingAmendment = Pick<
  typeof bookings.$inferInsert,
  | 'pickUpLocationId'
  | 'dropOffLocationId'
  | 'extras'
  | 'additionalDriverId'
  | 'rate'
  | 'days'
  | 'priceLines'
  | 'subtotal'
  | 'couponDiscount'
  | 'total'
  | 'cashback'
> & { from: string; to: string };

/** Writes an amendment; DatesTakenError when its new period overlaps another active booking of the offer. */
export async function amendBooking(db: Db, id: string, offerId: string, amendment: BookingAmendment): Promise<void> {
  const { from, to, ...columns } = amendment;
  try {
    await retryOnDeadlock(() =>
      db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${offerId}))`);
        await tx
          .update(bookings)
          .set({ ...columns, period: sql`tstzrange(${from}::timestamptz, ${to}::timestamptz)` as unknown as string, updatedAt: sql`now()` })
          .where(eq(bookings.id, id));
      }),
    );
  } catch (error) {
    if (isExclusionViolation(error)) throw new DatesTakenError();
    throw error;
  }
}

export async function deleteBookingRows(db: Db, ids: readonly string[]): Promise<void> {
  await db.delete(bookings).where(inArray(bookings.id, [...ids]));
}
