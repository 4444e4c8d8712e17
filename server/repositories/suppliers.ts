import { eq, sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client.ts';
import { supplierAvatars, suppliers } from '@/server/db/schema.ts';
import type { BodyOf } from '@/server/handlers/types.ts';

/** A supplier's profile: its row, read and changed by its accounts and the admins; its own avatar. */

export type SupplierInput = BodyOf<'updateSupplierProfile'>;

export async function findSupplierRow(db: Db, id: string) {
  const [row] = await db.select().from(suppliers).where(eq(suppliers.id, id)).limit(1);
  return row;
}

/** Whether there is such a supplier: the access check's question, without reading its profile. */
export async function supplierExists(db: Db, id: string): Promise<boolean> {
  const [row] = await db.select({ id: suppliers.id }).from(suppliers).where(eq(suppliers.id, id)).limit(1);
  return row !== undefined;
}

/**
 * A supplier's profile as its columns, for a new supplier and a changed one alike: the whole profile is sent, so a limit
 * left out is the product's again.
 */
export const supplierColumns = (input: SupplierInput) => ({
  name: input.name.trim(),
  email: input.email.trim(),
  phone: input.phone.trim(),
  paymentTypes: input.paymentTypes,
  payLater: input.payLater,
  minimumAge: input.minimumAge,
  licenceRequired: input.licenceRequired,
  bio: input.bio,
  maxDaysAhead: input.maxDaysAhead ?? null,
  maxRentalDays: input.maxRentalDays ?? null,
});

export async function updateSupplierRow(db: Db, id: string, input: SupplierInput) {
  const [row] = await db
    .update(suppliers)
    .set(supplierColumns(input))
    .where(eq(suppliers.id, id))
    .returning();
  return row;
}

/** Stores the supplier's avatar under a new id in place of the last (one statement: two uploads at once leave one). */
export async function saveSupplierAvatar(db: Db, supplierId: string, bytes: Buffer): Promise<string> {
  const [row] = await db
    .insert(supplierAvatars)
    .values({ supplierId, bytes })
    .onConflictDoUpdate({ target: supplierAvatars.supplierId, set: { id: sql`gen_random_uuid()`, bytes, createdAt: new Date() } })
    .returning({ id: supplierAvatars.id });
  return row!.id;
}

export async function deleteSupplierAvatar(db: Db, supplierId: string) {
  await db.delete(supplierAvatars).where(eq(supplierAvatars.supplierId, supplierId));
}

/** Sets what suppliers.avatar names: a stored avatar's address, or null for the plate with its initials. */
export async function setSupplierAvatarPath(db: Db, supplierId: string, path: string | null) {
  const [row] = await db.update(suppliers).set({ avatar: path }).where(eq(suppliers.id, supplierId)).returning();
  return row;
}

export async function findSupplierAvatarBytes(db: Db, id: string) {
  const [row] = await db.select({ bytes: supplierAvatars.bytes }).from(supplierAvatars).where(eq(supplierAvatars.id, id)).limit(1);
  return row?.bytes;
}
