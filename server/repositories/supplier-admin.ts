import { and, inArray, like, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/server/db/client.ts';
import { containing } from '@/server/db/search-words.ts';
import { cars, suppliers, users, yachts } from '@/server/db/schema.ts';
import type { SupplierSort, SupplierTier } from '@/openapi/generated/enums.ts';
import { supplierColumns, type SupplierInput } from './suppliers.ts';

/** The admins' suppliers (listSuppliers, createSupplier, setSuppliersTier, deleteSuppliers). */

export type { SupplierSort };

export interface SupplierFilters {
  words: string[];
  tier?: SupplierTier;
}

// Qualified by hand: inside a select from suppliers, drizzle writes its own columns without their table, which the
// subquery would read as its own table's.
const supplierId = sql.raw('"suppliers"."id"');
const carCount = sql<number>`(select count(*)::int from ${cars} c where c.supplier_id = ${supplierId})`;
const yachtCount = sql<number>`(select count(*)::int from ${yachts} y where y.supplier_id = ${supplierId})`;
const accountCount = sql<number>`(select count(*)::int from ${users} u where u.supplier_id = ${supplierId})`;

function suppliersWhere(filters: SupplierFilters): SQL | undefined {
  const conditions: SQL[] = filters.words.map((word) => sql`(${suppliers.name} ilike ${containing(word)} or ${suppliers.email} ilike ${containing(word)})`);
  if (filters.tier) conditions.push(sql`${suppliers.tier} = ${filters.tier}`);
  return conditions.length > 0 ? and(...conditions) : undefined;
}

const supplierOrder: Record<SupplierSort, SQL[]> = {
  name: [sql`lower(${suppliers.name})`, sql`${suppliers.id}`],
  newest: [sql`${suppliers.createdAt} desc`, sql`${suppliers.id}`],
  fleet: [sql`${carCount} + ${yachtCount} desc`, sql`lower(${suppliers.name})`],
};

export async function findSupplierPage(db: Db, filters: SupplierFilters, paging: { page: number; size: number; sort: SupplierSort }) {
  const where = suppliersWhere(filters);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: suppliers.id,
        slug: suppliers.slug,
        name: suppliers.name,
        email: suppliers.email,
        phone: suppliers.phone,
        tier: suppliers.tier,
        avatar: suppliers.avatar,
        createdAt: suppliers.createdAt,
        cars: carCount,
        yachts: yachtCount,
        accounts: accountCount,
      })
      .from(suppliers)
      .where(where)
      .orderBy(...supplierOrder[paging.sort])
      .limit(paging.size)
      .offset((paging.page - 1) * paging.size),
    db.select({ total: sql<number>`count(*)::int` }).from(suppliers).where(where),
  ]);
  return { rows, total: total?.total ?? 0 };
}

export type SupplierListRow = Awaited<ReturnType<typeof findSupplierPage>>['rows'][number];

/** The slugs taken by `base` and `base-<n>`: the new supplier's slug is the first free one. */
export async function takenSlugs(db: Db, base: string): Promise<Set<string>> {
  const rows = await db
    .select({ slug: suppliers.slug })
    .from(suppliers)
    .where(or(sql`${suppliers.slug} = ${base}`, like(suppliers.slug, `${base}-%`)));
  return new Set(rows.map((row) => row.slug));
}

export async function insertSupplier(db: Db, slug: string, tier: SupplierTier, input: SupplierInput) {
  const [row] = await db
    .insert(suppliers)
    .values({
      slug,
      tier,
      ...supplierColumns(input),
    })
    .returning();
  return row!;
}

export async function setTier(db: Db, ids: readonly string[], tier: SupplierTier): Promise<number> {
  const rows = await db.update(suppliers).set({ tier }).where(inArray(suppliers.id, [...ids])).returning({ id: suppliers.id });
  return rows.length;
}

/** Deletes the suppliers no car, yacht or supplier account names; the others are kept. */
export async function deleteEmptySuppliers(db: Db, ids: readonly string[]): Promise<{ deleted: number; kept: number }> {
  const existing = await db
    .select({ id: suppliers.id, used: sql<boolean>`${carCount} + ${yachtCount} + ${accountCount} > 0` })
    .from(suppliers)
    .where(inArray(suppliers.id, [...ids]));
  const free = existing.filter((row) => !row.used).map((row) => row.id);
  const deleted = free.length > 0 ? await db.delete(suppliers).where(inArray(suppliers.id, free)).returning({ id: suppliers.id }) : [];
  return { deleted: deleted.length, kept: existing.length - deleted.length };
}
