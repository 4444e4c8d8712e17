import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { bookings, carLocations, cars, locations, suppliers } from '../db/schema.ts';

export type NewCarRow = Omit<typeof cars.$inferInsert, 'id' | 'createdAt'>;

export async function findSupplierIdBySlug(db: Db, slug: string): Promise<string | undefined> {
  const [row] = await db.select({ id: suppliers.id }).from(suppliers).where(eq(suppliers.slug, slug));
  return row?.id;
}

/** The id of each place named by a slug; a slug no place has is left out. */
export async function findLocationIds(db: Db, slugs: readonly string[]) {
  return db.select({ id: locations.id, slug: locations.slug }).from(locations).where(inArray(locations.slug, [...slugs]));
}

/** Inserts a car and its places in one transaction; answers the new car's id. */
export async function insertCar(db: Db, car: NewCarRow, locationIds: readonly string[]): Promise<string> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(cars).values(car).returning({ id: cars.id });
    const id = row!.id;
    await tx.insert(carLocations).values(locationIds.map((locationId) => ({ carId: id, locationId })));
    return id;
  });
}

/** The company a car belongs to, or undefined when there is no such car. */
export async function findCarSupplierId(db: Db, id: string): Promise<string | undefined> {
  const [row] = await db.select({ supplierId: cars.supplierId }).from(cars).where(eq(cars.id, id));
  return row?.supplierId;
}

/** Deletes a car (its car_locations rows go with it); answers whether it existed. */
/** Whether any booking, of any status, names the car: its history keeps the car. */
export async function carHasBookings(db: Db, id: string): Promise<boolean> {
  const [row] = await db.select({ id: bookings.id }).from(bookings).where(eq(bookings.carId, id)).limit(1);
  return row !== undefined;
}

export async function deleteCarRow(db: Db, id: string): Promise<boolean> {
  const deleted = await db.delete(cars).where(eq(cars.id, id)).returning({ id: cars.id });
  return deleted.length > 0;
}
