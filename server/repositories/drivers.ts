import { and, eq } from 'drizzle-orm';
import type { Db } from '@/server/db/client.ts';
import { additionalDrivers, bookings, users } from '@/server/db/schema.ts';

/** The driver's details booking checks (age) and writes to (the confirmation email). */
export async function findDriver(db: Db, userId: string) {
  const [row] = await db
    .select({ id: users.id, birthDate: users.birthDate, email: users.email, fullName: users.fullName, language: users.language })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

export type NewAdditionalDriver = Omit<typeof additionalDrivers.$inferInsert, 'id' | 'createdAt'>;

export async function insertAdditionalDriver(db: Db, driver: NewAdditionalDriver) {
  const [row] = await db.insert(additionalDrivers).values(driver).returning();
  return row!;
}

/** The additional driver with this id recorded by this driver; undefined for anyone else's. */
export async function findAdditionalDriver(db: Db, id: string, userId: string) {
  const [row] = await db
    .select()
    .from(additionalDrivers)
    .where(and(eq(additionalDrivers.id, id), eq(additionalDrivers.userId, userId)));
  return row;
}

/** Whether any booking names him: the booking keeps him (bookings.additional_driver_id is `on delete restrict`). */
export async function isAdditionalDriverNamed(db: Db, id: string): Promise<boolean> {
  const [row] = await db.select({ id: bookings.id }).from(bookings).where(eq(bookings.additionalDriverId, id)).limit(1);
  return row !== undefined;
}

export async function deleteAdditionalDriver(db: Db, id: string): Promise<void> {
  await db.delete(additionalDrivers).where(eq(additionalDrivers.id, id));
}
