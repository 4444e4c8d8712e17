import { and, desc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client.ts';
import { coupons, walletEntries } from '@/server/db/schema.ts';

/** A coupon usable now: within its dates and not used up. */
export const usableCoupon = and(
  sql`${coupons.validFrom} <= now()`,
  or(isNull(coupons.validUntil), sql`${coupons.validUntil} > now()`),
  or(isNull(coupons.maxUses), lt(coupons.uses, coupons.maxUses)),
);

export async function findUsableCoupon(db: Db, code: string) {
  const [row] = await db.select().from(coupons).where(and(eq(coupons.code, code.toUpperCase()), usableCoupon));
  return row;
}

/**
 * The driver's wallet: `balance`, what he may spend now (the entries that count from now or earlier), and `pending`,
 * the cashback of bookings whose rental has not ended yet (migration 0028: each entry's available_at). Counted on the
 * clock, not at the transaction's start: a spend committed while the caller waited for the wallet's lock counts.
 */
export async function walletBalances(db: Db, userId: string): Promise<{ balance: number; pending: number }> {
  const [row] = await db
    .select({
      balance: sql<string>`coalesce(sum(${walletEntries.amount}) filter (where ${walletEntries.availableAt} <= clock_timestamp()), 0)`,
      pending: sql<string>`coalesce(sum(${walletEntries.amount}) filter (where ${walletEntries.availableAt} > clock_timestamp()), 0)`,
    })
    .from(walletEntries)
    .where(eq(walletEntries.userId, userId));
  return { balance: Number(row?.balance ?? 0), pending: Number(row?.pending ?? 0) };
}

/** What the driver may spend now (walletBalances). */
export async function walletBalance(db: Db, userId: string): Promise<number> {
  return (await walletBalances(db, userId)).balance;
}

/** The database refused a change that would take a wallet below zero (0028_wallet_never_lends.sql, check_violation). */
export function isWalletOverdrawn(error: unknown): boolean {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    const failure = e as { code?: string; constraint?: string; constraint_name?: string; message?: string };
    if (failure.code === '23514' && [failure.constraint, failure.constraint_name].includes('wallet_never_lends')) return true;
    if (failure.code === '23514' && failure.message?.startsWith('wallet_never_lends:')) return true;
  }
  return false;
}

export function listWalletEntries(db: Db, userId: string, limit = 100) {
  return db
    .select()
    .from(walletEntries)
    .where(eq(walletEntries.userId, userId))
    .orderBy(desc(walletEntries.createdAt), desc(walletEntries.id))
    .limit(limit);
}
