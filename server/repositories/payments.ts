import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client.ts';
import { bookings, payments } from '@/server/db/schema.ts';

export type PaymentRow = typeof payments.$inferSelect;

/** What paying a booking needs to know of it. */
export async function findBookingForPayment(db: Db, id: string) {
  const [row] = await db
    .select({
      id: bookings.id,
      driverId: bookings.driverId,
      status: bookings.status,
      paymentOption: bookings.paymentOption,
      total: bookings.total,
      expiresAt: bookings.expiresAt,
      expired: sql<boolean>`${bookings.expiresAt} is not null and ${bookings.expiresAt} <= now()`,
      acceptedTypes: sql<string[]>`(select s.payment_types from suppliers s
        where s.id = coalesce((select supplier_id from cars where id = ${bookings.carId}), (select supplier_id from yachts where id = ${bookings.yachtId})))`,
    })
    .from(bookings)
    .where(eq(bookings.id, id));
  return row;
}

export async function findPaymentByKey(db: Db, idempotencyKey: string): Promise<PaymentRow | undefined> {
  const [row] = await db.select().from(payments).where(eq(payments.idempotencyKey, idempotencyKey));
  return row;
}

export async function findPayment(db: Db, id: string) {
  const [row] = await db
    .select({ payment: payments, driverId: bookings.driverId })
    .from(payments)
    .innerJoin(bookings, eq(bookings.id, payments.bookingId))
    .where(eq(payments.id, id));
  return row;
}

/** The booking's payment in flight or succeeded, if any (there is at most one: payments_one_live_per_booking). */
export async function findLivePayment(db: Db, bookingId: string): Promise<PaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.bookingId, bookingId), sql`${payments.status} in ('processing', 'awaitingConfirmation', 'succeeded')`));
  return row;
}

/**
 * Writes the attempt before the provider is called. Answers undefined when the key was taken meanwhile or
 * the booking already has a live payment (both unique indexes): the caller then reads which one it was.
 */
export async function startPayment(
  db: Db,
  attempt: { bookingId: string; idempotencyKey: string; paymentType: 'card' | 'crypto'; amount: number; currency: string; last4: string | null },
): Promise<PaymentRow | undefined> {
  const [row] = await db.insert(payments).values({ ...attempt, status: 'processing' }).onConflictDoNothing().returning();
  return row;
}

/** An attempt the provider never answered: removed, so that a retry with its key tries again. */
export async function abandonPayment(db: Db, id: string): Promise<void> {
  await db.delete(payments).where(and(eq(payments.id, id), eq(payments.status, 'processing')));
}

export async function failPayment(db: Db, id: string, failure: { reference: string | null; code: string }): Promise<PaymentRow> {
  const [row] = await db
    .update(payments)
    .set({ status: 'failed', providerRef: failure.reference, failureCode: failure.code, updatedAt: sql`now()` })
    .where(eq(payments.id, id))
    .returning();
  return row!;
}

export async function awaitConfirmation(db: Db, id: string, invoice: NonNullable<PaymentRow['invoice']>): Promise<PaymentRow> {
  const [row] = await db
    .update(payments)
    .set({ status: 'awaitingConfirmation', providerRef: invoice.reference, invoice, updatedAt: sql`now()` })
    .where(eq(payments.id, id))
    .returning();
  return row!;
}

/**
 * The payment succeeded: it is recorded and the booking becomes paid, together, in one statement (so that the caller's
 * transaction can hold it with the notices of the payment). Answers undefined, changing nothing, when the booking is
 * no longer pending (it was voided or cancelled meanwhile).
 */
export async function settlePayment(db: Db, id: string, bookingId: string, reference: string): Promise<PaymentRow | undefined> {
  const moved = db.$with('moved').as(
    db
      .update(bookings)
      .set({ status: 'paid', expiresAt: null, paymentType: sql`(select payment_type from payments where id = ${id})`, updatedAt: sql`now()` })
      .where(and(eq(bookings.id, bookingId), eq(bookings.status, 'pending')))
      .returning({ id: bookings.id }),
  );
  const [row] = await db
    .with(moved)
    .update(payments)
    .set({ status: 'succeeded', providerRef: reference, updatedAt: sql`now()` })
    .where(and(eq(payments.id, id), sql`exists (select 1 from ${moved})`))
    .returning();
  return row;
}
