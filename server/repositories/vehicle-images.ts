import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client.ts';
import { cars, vehicleImages, yachts } from '@/server/db/schema.ts';
import type { VehicleImageSize } from '@/server/services/vehicle-images.ts';
import type { VehicleKind } from './fleet.ts';

/** The column that names the vehicle of an image, for each kind. */
const ownerColumn = (kind: VehicleKind) => (kind === 'car' ? vehicleImages.carId : vehicleImages.yachtId);

/** The ids of a vehicle's images, first shown first. */
export async function listImageIds(db: Db, kind: VehicleKind, vehicleId: string): Promise<string[]> {
  const rows = await db
    .select({ id: vehicleImages.id })
    .from(vehicleImages)
    .where(eq(ownerColumn(kind), vehicleId))
    .orderBy(asc(vehicleImages.position), asc(vehicleImages.createdAt));
  return rows.map((row) => row.id);
}

export async function countImages(db: Db, kind: VehicleKind, vehicleId: string): Promise<number> {
  const [row] = await db.select({ total: count() }).from(vehicleImages).where(eq(ownerColumn(kind), vehicleId));
  return row?.total ?? 0;
}

/** Stores an image after the vehicle's others; answers its id. */
export async function insertImage(db: Db, kind: VehicleKind, vehicleId: string, files: Record<VehicleImageSize, Buffer>): Promise<string> {
  const owner = ownerColumn(kind);
  const [row] = await db
    .insert(vehicleImages)
    .values({
      ...(kind === 'car' ? { carId: vehicleId } : { yachtId: vehicleId }),
      position: sql`(select coalesce(max(${vehicleImages.position}), 0) + 1 from ${vehicleImages} where ${owner} = ${vehicleId})`,
      ...files,
    })
    .returning({ id: vehicleImages.id });
  return row!.id;
}

/** The vehicle an image shows and its supplier, or undefined for an unknown image. */
export async function findImageOwner(db: Db, id: string): Promise<{ kind: VehicleKind; vehicleId: string; supplierId: string } | undefined> {
  const [row] = await db
    .select({ carId: vehicleImages.carId, yachtId: vehicleImages.yachtId, carSupplier: cars.supplierId, yachtSupplier: yachts.supplierId })
    .from(vehicleImages)
    .leftJoin(cars, eq(cars.id, vehicleImages.carId))
    .leftJoin(yachts, eq(yachts.id, vehicleImages.yachtId))
    .where(eq(vehicleImages.id, id));
  if (!row) return undefined;
  return row.carId
    ? { kind: 'car', vehicleId: row.carId, supplierId: row.carSupplier! }
    : { kind: 'yacht', vehicleId: row.yachtId!, supplierId: row.yachtSupplier! };
}

export async function deleteImage(db: Db, id: string): Promise<boolean> {
  const deleted = await db.delete(vehicleImages).where(eq(vehicleImages.id, id)).returning({ id: vehicleImages.id });
  return deleted.length > 0;
}

export async function findImageBytes(db: Db, id: string, size: VehicleImageSize): Promise<Buffer | undefined> {
  const [row] = await db.select({ bytes: vehicleImages[size] }).from(vehicleImages).where(and(eq(vehicleImages.id, id)));
  return row?.bytes;
}

/**
 * What drivers see of a vehicle: its first image (card size), else nothing (the answers then draw its type in its
 * colour). Called after every change of its images, in the same transaction.
 */
export async function refreshVehicleImage(db: Db, kind: VehicleKind, vehicleId: string): Promise<void> {
  const table = kind === 'car' ? cars : yachts;
  const first = sql`(select '/images/' || ${vehicleImages.id} || '/card.webp' from ${vehicleImages}
    where ${ownerColumn(kind)} = ${vehicleId} order by ${vehicleImages.position}, ${vehicleImages.createdAt} limit 1)`;
  await db.update(table).set({ image: first }).where(eq(table.id, vehicleId));
}
