import { and, desc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { coupons, walletEntries } from '../db/schema.ts';

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

/** The sum of the driver's wallet entries (domain: cashback credited, spent, refunded, reversed). */
export async function walletBalance(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ balance: sql<string>`coalesce(sum(${walletEntries.amount}), 0)` })
    .from(walletEntries)
    .where(eq(walletEntries.userId, userId));
  return Number(row?.balance ?? 0);
}

export function listWalletEntries(db: Db, userId: string, limit = 100) {
  return db
    .select()
    .from(walletEntries)
    .where(eq(walletEntries.userId, userId))
    .orderBy(desc(walletEntries.createdAt), desc(walletEntries.id))
    .limit(limit);
}
