import { and, asc, count, desc, eq, ilike, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/server/db/client.ts';
import { containing } from '@/server/db/search-words.ts';
import { bookings, coupons } from '@/server/db/schema.ts';
import type { CouponSort, CouponStatus } from '@/openapi/generated/enums.ts';

/** The admins' coupons (listCoupons, createCoupon, updateCoupon, deleteCoupons). Using one is booking-writes.ts's. */

export type CouponRow = typeof coupons.$inferSelect;
export type { CouponSort };
export type CouponValues = Pick<typeof coupons.$inferInsert, 'code' | 'discount' | 'discountUnit' | 'validFrom' | 'validUntil' | 'maxUses'>;

const statusCondition: Record<CouponStatus, SQL> = {
  scheduled: sql`${coupons.validFrom} > now()`,
  expired: sql`${coupons.validUntil} is not null and ${coupons.validUntil} <= now()`,
  usedUp: sql`${coupons.maxUses} is not null and ${coupons.uses} >= ${coupons.maxUses} and (${coupons.validUntil} is null or ${coupons.validUntil} > now())`,
  active: sql`${coupons.validFrom} <= now() and (${coupons.validUntil} is null or ${coupons.validUntil} > now()) and (${coupons.maxUses} is null or ${coupons.uses} < ${coupons.maxUses})`,
};

/** What a coupon is now, as statusCondition says in SQL: an ended coupon is expired even when it was used up. */
export function couponStatus(row: Pick<CouponRow, 'validFrom' | 'validUntil' | 'maxUses' | 'uses'>, now = new Date()): CouponStatus {
  if (row.validUntil && row.validUntil <= now) return 'expired';
  if (row.maxUses !== null && row.uses >= row.maxUses) return 'usedUp';
  if (row.validFrom > now) return 'scheduled';
  return 'active';
}

const couponOrder: Record<CouponSort, SQL[]> = {
  newest: [desc(coupons.createdAt), asc(coupons.id)],
  code: [asc(coupons.code)],
  endingSoon: [sql`${coupons.validUntil} asc nulls last`, asc(coupons.code)],
  mostUsed: [desc(coupons.uses), asc(coupons.code)],
};

function couponsWhere(filters: { search?: string; status?: CouponStatus }): SQL | undefined {
  const conditions: SQL[] = [];
  if (filters.search) conditions.push(ilike(coupons.code, containing(filters.search.trim())));
  if (filters.status) conditions.push(statusCondition[filters.status]);
  return conditions.length > 0 ? and(...conditions) : undefined;
}

export async function findCouponPage(db: Db, filters: { search?: string; status?: CouponStatus }, paging: { page: number; size: number; sort: CouponSort }) {
  const where = couponsWhere(filters);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(coupons)
      .where(where)
      .orderBy(...couponOrder[paging.sort])
      .limit(paging.size)
      .offset((paging.page - 1) * paging.size),
    db.select({ total: count() }).from(coupons).where(where),
  ]);
  return { rows, total: total?.total ?? 0 };
}

export async function findCoupon(db: Db, id: string) {
  const [row] = await db.select().from(coupons).where(eq(coupons.id, id)).limit(1);
  return row;
}

export async function insertCoupon(db: Db, values: CouponValues) {
  const [row] = await db.insert(coupons).values(values).returning();
  return row!;
}

export async function updateCouponRow(db: Db, id: string, values: CouponValues) {
  const [row] = await db.update(coupons).set(values).where(eq(coupons.id, id)).returning();
  return row;
}

/** Deletes the coupons no booking names; ends now (valid until now) those some do. */
export async function deleteOrEndCoupons(db: Db, ids: readonly string[]) {
  const used = await db
    .selectDistinct({ id: bookings.couponId })
    .from(bookings)
    .where(and(isNotNull(bookings.couponId), inArray(bookings.couponId, [...ids])));
  const kept = used.map((row) => row.id!);
  const free = ids.filter((id) => !kept.includes(id));
  const deleted = free.length > 0 ? await db.delete(coupons).where(inArray(coupons.id, free)).returning({ id: coupons.id }) : [];
  const ended =
    kept.length > 0
      ? await db
          .update(coupons)
          .set({ validUntil: sql`least(coalesce(${coupons.validUntil}, now()), now())` })
          .where(inArray(coupons.id, kept))
          .returning({ id: coupons.id })
      : [];
  return { deleted: deleted.length, ended: ended.length };
}
