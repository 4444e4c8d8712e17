import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client.ts';
import { cars, vehiclePictures, yachts } from '@/server/db/schema.ts';
import type { VehiclePictureSize } from '@/server/services/vehicle-pictures.ts';
import type { VehicleKind } from './fleet.ts';

/** The column that names the vehicle of a picture, for each kind. */
const ownerColumn = (kind: VehicleKind) => (kind === 'car' ? vehiclePictures.carId : vehiclePictures.yachtId);

/** The ids of a vehicle's pictures, first shown first. */
export async function listPictureIds(db: Db, kind: VehicleKind, vehicleId: string): Promise<string[]> {
  const rows = await db
    .select({ id: vehiclePictures.id })
    .from(vehiclePictures)
    .where(eq(ownerColumn(kind), vehicleId))
    .orderBy(asc(vehiclePictures.position), asc(vehiclePictures.createdAt));
  return rows.map((row) => row.id);
}

export async function countPictures(db: Db, kind: VehicleKind, vehicleId: string): Promise<number> {
  const [row] = await db.select({ total: count() }).from(vehiclePictures).where(eq(ownerColumn(kind), vehicleId));
  return row?.total ?? 0;
}

/** Stores a picture after the vehicle's others; answers its id. */
export async function insertPicture(db: Db, kind: VehicleKind, vehicleId: string, files: Record<VehiclePictureSize, Buffer>): Promise<string> {
  const owner = ownerColumn(kind);
  const [row] = await db
    .insert(vehiclePictures)
    .values({
      ...(kind === 'car' ? { carId: vehicleId } : { yachtId: vehicleId }),
      position: sql`(select coalesce(max(${vehiclePictures.position}), 0) + 1 from ${vehiclePictures} where ${owner} = ${vehicleId})`,
      ...files,
    })
    .returning({ id: vehiclePictures.id });
  return row!.id;
}

/** The vehicle a picture shows and its supplier, or undefined for an unknown picture. */
export async function findPictureOwner(db: Db, id: string): Promise<{ kind: VehicleKind; vehicleId: string; supplierId: string } | undefined> {
  const [row] = await db
    .select({ carId: vehiclePictures.carId, yachtId: vehiclePictures.yachtId, carSupplier: cars.supplierId, yachtSupplier: yachts.supplierId })
    .from(vehiclePictures)
    .leftJoin(cars, eq(cars.id, vehiclePictures.carId))
    .leftJoin(yachts, eq(yachts.id, vehiclePictures.yachtId))
    .where(eq(vehiclePictures.id, id));
  if (!row) return undefined;
  return row.carId
    ? { kind: 'car', vehicleId: row.carId, supplierId: row.carSupplier! }
    : { kind: 'yacht', vehicleId: row.yachtId!, supplierId: row.yachtSupplier! };
}

export async function deletePicture(db: Db, id: string): Promise<boolean> {
  const deleted = await db.delete(vehiclePictures).where(eq(vehiclePictures.id, id)).returning({ id: vehiclePictures.id });
  return deleted.length > 0;
}

export async function findPictureBytes(db: Db, id: string, size: VehiclePictureSize): Promise<Buffer | undefined> {
  const [row] = await db.select({ bytes: vehiclePictures[size] }).from(vehiclePictures).where(and(eq(vehiclePictures.id, id)));
  return row?.bytes;
}

/**
 * What drivers see of a vehicle: its first picture (card size), else nothing (the answers then draw its type in its
 * colour). Called after every change of its pictures, in the same transaction.
 */
export async function refreshVehicleImage(db: Db, kind: VehicleKind, vehicleId: string): Promise<void> {
  const table = kind === 'car' ? cars : yachts;
  const first = sql`(select '/pictures/' || ${vehiclePictures.id} || '/card.webp' from ${vehiclePictures}
    where ${ownerColumn(kind)} = ${vehicleId} order by ${vehiclePictures.position}, ${vehiclePictures.createdAt} limit 1)`;
  await db.update(table).set({ image: first }).where(eq(table.id, vehicleId));
}
