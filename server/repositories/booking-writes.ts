import { and, eq, inArray, isNull, Placeholder, sql } from 'drizzle-orm';
import type { BookingStatus } from '@/domain/bookings.ts';
import { createHash } from 'node:crypto';
import type { Language } from '@/config/languages.ts';
import type { Db } from '@/server/db/client.ts';
import { prepared } from '@/server/db/prepared.ts';
import { bookings, coupons, payments, users, walletEntries } from '@/server/db/schema.ts';
import { findBookingRow, selectBookings, type BookingRow } from './bookings.ts';
import { noticeRowsOf, noticeWriteQueries, writeNotices, type NoticeWrites } from './notification-writes.ts';
import { isWalletOverdrawn, usableCoupon, walletBalance } from './coupons-wallet.ts';

/** Writing bookings: made, moved between statuses, amended, voided when unpaid, deleted. Reading them is bookings.ts. */

export type NewBooking = Omit<typeof bookings.$inferInsert, 'id' | 'createdAt' | 'updatedAt' | 'period'> & { id: string; from: string; to: string };

/** The coupon was used up (or expired) between its check and the booking. */
export class CouponUsedUpError extends Error {}
/** The wallet holds less than the booking spends (another booking spent it meanwhile). */
export class WalletChangedError extends Error {}
/**
 * The change would take the driver's wallet below zero (0028_wallet_never_lends.sql): a booking reinstated with the
 * cashback it used when the wallet no longer holds it, or cashback taken back (a cancellation, a deletion) after the
 * driver spent it.
 */
export class WalletShortError extends Error {}

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
 * The offer's pay-online bookings left unpaid past their deadline made void, after taking the offer's lock in the same
 * statement. Bookings of one offer take turns (until the transaction ends): concurrent inserts checked by the same
 * exclusion constraint otherwise wait on each other and PostgreSQL breaks the cycle as a deadlock. The lock is a
 * condition naming no row, so PostgreSQL evaluates it once, as a one-time filter, before reading any row: the lock comes
 * first even when nothing has expired (one round trip for both, where they were two statements).
 */
function voidExpiredAfterLock(db: Db, kind: 'car' | 'yacht', offerId: string | Placeholder) {
  const lockOffer = sql`(select count(*) from (select pg_advisory_xact_lock(hashtext(${offerId}::text))) as locked) = 1`;
  const offer = kind === 'car' ? eq(bookings.carId, offerId) : eq(bookings.yachtId, offerId);
  return db
    .update(bookings)
    .set({ status: 'void', updatedAt: sql`now()` })
    .where(and(lockOffer, offer, expiredUnpaid));
}

/**
 * Makes a booking with its notices (its notifications and their emails, written by the same statement or transaction:
 * a booking is never kept untold, nor told and not kept) and answers it as read back (bookings.ts selectBookings); the
 * exclusion constraints make it fail with DatesTakenError when an active booking of the same car or yacht overlaps.
 * First, in the same transaction, the offer's pay-online bookings left unpaid past their deadline become void, so
 * they never refuse a driver between two expiry sweeps. Its id is the caller's, which the notices' links name.
 */
export async function insertBooking(db: Db, booking: NewBooking, notices: NoticeWrites, language: Language): Promise<BookingRow> {
  const { from, to, ...columns } = booking;
  const kind = columns.carId ? 'car' : 'yacht';
  const offerId = columns.carId ?? columns.yachtId!;
  const spent = columns.usedCashback ?? 0;
  try {
    return await retryOnDeadlock(async () => {
      if (!columns.couponId && spent <= 0) return await makeAndRead(db, kind, { ...columns, from, to, offerId, language, ...noticeRowsOf(notices) });
      const id = await db.transaction(async (tx) => {
        // Named, so each connection parses and plans it once (db/prepared.ts; a transaction cannot keep Drizzle's query).
        await voidExpiredAfterLock(tx, kind, sql.placeholder('offerId')).prepare(`void_expired_lock_${kind}`).execute({ offerId });
        if (columns.couponId) {
          const taken = await tx
            .update(coupons)
            .set({ uses: sql`${coupons.uses} + 1` })
            .where(and(eq(coupons.id, columns.couponId), usableCoupon))
            .returning({ id: coupons.id });
          if (taken.length === 0) throw new CouponUsedUpError();
        }
        if (spent > 0) {
          // The driver's row is the lock of his wallet: two bookings spending it at once take turns.
          await tx.execute(sql`select 1 from ${users} where ${users.id} = ${columns.driverId} for update`);
          if ((await walletBalance(tx, columns.driverId!)) < spent) throw new WalletChangedError();
        }
        const [row] = await tx.insert(bookings).values({ ...columns, period: sql`tstzrange(${from}::timestamptz, ${to}::timestamptz)` }).returning({ id: bookings.id });
        if (spent > 0) await tx.insert(walletEntries).values({ userId: columns.driverId!, bookingId: row!.id, kind: 'spent', amount: -spent });
        await writeNotices(tx, notices);
        return row!.id;
      });
      return (await findBookingRow(db, id, 'all', language))!;
    });
  } catch (error) {
    if (isExclusionViolation(error)) throw new DatesTakenError();
    if (isWalletOverdrawn(error)) throw new WalletChangedError();
    throw error;
  }
}

type Values = Omit<NewBooking, 'from' | 'to'> & { from: string; to: string; offerId: string; language: Language; notices: string; emails: string };

/**
 * A booking without a coupon or cashback is one statement, one round trip, no BEGIN or COMMIT, prepared (db/prepared.ts):
 *  1. `voided`: the offer's lock, then its expired unpaid bookings made void (voidExpiredAfterLock);
 *  2. `bookings`: the new row, whose updated_at (now(), as its default would be) waits for the count of voided rows, so
 *     the void runs, whole, before the row is made and checked by the exclusion constraint;
 *  3. `told` and `mailed`: its notices, the notifications and the outbox's emails (notification-writes.ts), their rows
 *     two jsonb values whatever their number; a data-modifying WITH query runs whether the main query reads it or not;
 *  4. the booking's answer, read as findBookingRow reads it: the WITH query named `bookings` stands for the table in the
 *     main query (the name of a WITH query hides a table's), so the same selection and joins read the new row.
 * The values are placeholders; the statement's name says which columns it writes, and which as null (one text per name).
 */
async function makeAndRead(db: Db, kind: 'car' | 'yacht', values: Values): Promise<BookingRow> {
  // Each column given: a placeholder, or null written out (Drizzle does not encode a null placeholder).
  const written = (Object.keys(values) as (keyof Values)[])
    .filter((key) => values[key] !== undefined && !['from', 'to', 'offerId', 'language', 'notices', 'emails'].includes(key))
    .sort()
    .map((key) => [key, values[key] === null ? sql`null` : sql.placeholder(key)] as const);
  const shape = written.map(([key, value]) => `${key}${value instanceof Placeholder ? '' : '=null'}`).join();
  const name = `make_booking_${kind}_${createHash('sha1').update(shape).digest('hex').slice(0, 10)}`;
  const query = prepared(db, name, (prepareAs) => {
    const voided = db.$with('voided').as(voidExpiredAfterLock(db, kind, sql.placeholder('offerId')).returning({ id: bookings.id }));
    const made = db.$with('bookings').as(
      db
        .insert(bookings)
        .values({
          ...Object.fromEntries(written),
          period: sql`tstzrange(${sql.placeholder('from')}::timestamptz, ${sql.placeholder('to')}::timestamptz)` as unknown as string,
          updatedAt: sql`(select now() from (select count(*) from ${voided}) as done)` as unknown as Date,
        } as typeof bookings.$inferInsert)
        .returning(),
    );
    const { told, mailed } = noticeWriteQueries(db, { notices: sql.placeholder('notices'), emails: sql.placeholder('emails') });
    return selectBookings(db.with(voided, made, told, mailed), sql.placeholder('language')).prepare(prepareAs);
  });
  const [row] = await query.execute(values);
  return row!;
}

/**
 * Moves a booking from `from` to `to`, only if it is still in `from` (two people changing it at once: the
 * second finds it moved and is told so). Answers whether it moved. DatesTakenError when reinstating a
 * booking whose dates were taken meanwhile; WalletShortError when the wallet entries the change writes
 * (0028_wallet_never_lends.sql) would take the driver's wallet below zero.
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
    if (isWalletOverdrawn(error)) throw new WalletShortError();
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

/** Pay-online bookings left unpaid past their deadline become void and free their dates. Answers their ids. */
export async function voidExpiredBookings(db: Db): Promise<string[]> {
  const rows = await db
    .update(bookings)
    .set({ status: 'void', updatedAt: sql`now()` })
    .where(expiredUnpaid)
    .returning({ id: bookings.id });
  return rows.map((row) => row.id);
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
          .set({ ...columns, period: sql`tstzrange(${from}::timestamptz, ${to}::timestamptz)`, updatedAt: sql`now()` })
          .where(eq(bookings.id, id));
      }),
    );
  } catch (error) {
    if (isExclusionViolation(error)) throw new DatesTakenError();
    throw error;
  }
}

/** Deletes bookings with their wallet entries; WalletShortError when a driver already spent the cashback one earned. */
export async function deleteBookingRows(db: Db, ids: readonly string[]): Promise<void> {
  try {
    await db.delete(bookings).where(inArray(bookings.id, [...ids]));
  } catch (error) {
    if (isWalletOverdrawn(error)) throw new WalletShortError();
    throw error;
  }
}
