import type { Db } from '@/server/db/client.ts';
import type { ReplyOf } from '@/server/handlers/types.ts';
import type { FleetRow, VehicleKind } from '@/server/repositories/fleet.ts';
import type * as repo from '@/server/repositories/fleet.ts';
import { listImageIds } from '@/server/repositories/vehicle-images.ts';
import { carImagePath, imageUrl, yachtImagePath } from '@/server/services/images/index.ts';
import { vehicleImageOf, vehicleImagePath } from '@/server/services/vehicle-images.ts';
import { carSpecOf, supplierOf, yachtSpecOf } from './catalog.ts';

export { toCar } from './catalog.ts';

/** A fleet's vehicles as the contract answers them (getFleet, getFleetCar, getFleetYacht). */

type FleetCar = ReplyOf<'getFleetCar'>;
type FleetYacht = ReplyOf<'getFleetYacht'>;
type FleetItem = ReplyOf<'getFleet'>['items'][number];

/** What drivers see of a vehicle: its first image, else the drawing of its type in its colour. */
const shownImage = (stored: string | null, drawing: string, cdnUrl: string) => imageUrl(cdnUrl, stored ?? drawing);

/**
 * What the fleet's form shows of a vehicle besides its own fields: its places, text and supplier (`listed`, beside
 * the fields), its images and the one drivers see.
 */
async function fleetPartsOf<TDescription>(
  db: Db,
  kind: VehicleKind,
  row: { locations: string[]; supplierSlug: string },
  vehicle: { id: string; image: string | null; description: TDescription },
  drawing: string,
  cdnUrl: string,
) {
  const images = await listImageIds(db, kind, vehicle.id);
  return {
    listed: { locations: row.locations, description: vehicle.description, supplier: row.supplierSlug },
    images: images.map(vehicleImageOf),
    image: shownImage(vehicle.image, drawing, cdnUrl),
  };
}

export async function toFleetCar(db: Db, row: NonNullable<Awaited<ReturnType<typeof repo.findFleetCarRow>>>, cdnUrl: string): Promise<FleetCar> {
  const c = row.car;
  const { listed, ...media } = await fleetPartsOf(db, 'car', row, c, carImagePath(c), cdnUrl);
  return { _id: c.id, car: { ...carSpecOf(c), ...listed }, ...media };
}

export async function toFleetYacht(db: Db, row: NonNullable<Awaited<ReturnType<typeof repo.findFleetYachtRow>>>, cdnUrl: string): Promise<FleetYacht> {
  const y = row.yacht;
  const { listed, ...media } = await fleetPartsOf(db, 'yacht', row, y, yachtImagePath(y), cdnUrl);
  return { _id: y.id, yacht: { ...yachtSpecOf(y), ...listed }, ...media };
}

const drawingOf = (kind: VehicleKind, row: FleetRow) =>
  kind === 'car' ? carImagePath({ bodyType: row.type, color: row.color }) : yachtImagePath({ kind: row.type, color: row.color });

export function toFleetItem(row: FleetRow, cdnUrl: string): FleetItem {
  const drawing = imageUrl(cdnUrl, drawingOf(row.kind, row));
  return {
    _id: row.id,
    kind: row.kind,
    brand: row.brand,
    model: row.model,
    year: row.year,
    price: Number(row.price),
    available: row.available,
    badges: row.badges as FleetItem['badges'],
    image: row.first_image ? vehicleImagePath(row.first_image, 'card') : drawing,
    thumb: row.first_image ? vehicleImagePath(row.first_image, 'thumb') : drawing,
    imageCount: row.image_count,
    supplier: supplierOf(
      { supplierId: row.supplier_id, supplierSlug: row.supplier_slug, supplierName: row.supplier_name, supplierTier: row.supplier_tier, supplierAvatar: row.supplier_avatar },
      cdnUrl,
    ),
    locations: row.locations,
    activeBookings: row.active_bookings,
    createdAt: new Date(row.created_at).toISOString(),
  };
}
