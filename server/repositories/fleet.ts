import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/server/db/client.ts';
import { containing } from '@/server/db/search-words.ts';
import { bookings, carLocations, cars, locations, suppliers, vehicleImages, yachtLocations, yachts } from '@/server/db/schema.ts';
import type { FleetSort, VehicleKind } from '@/openapi/generated/enums.ts';
import { refreshVehicleImage } from './vehicle-images.ts';

export type { VehicleKind };
export type NewCarRow = Omit<typeof cars.$inferInsert, 'id' | 'createdAt' | 'locationIds'>;
export type NewYachtRow = Omit<typeof yachts.$inferInsert, 'id' | 'createdAt' | 'locationIds'>;

/** The table of each kind, and the table of its places. */
const tables = {
  car: { vehicles: cars, places: carLocations, placeOwner: carLocations.carId, bookingOwner: bookings.carId },
  yacht: { vehicles: yachts, places: yachtLocations, placeOwner: yachtLocations.yachtId, bookingOwner: bookings.yachtId },
} as const;

export async function findSupplierIdBySlug(db: Db, slug: string): Promise<string | undefined> {
  const [row] = await db.select({ id: suppliers.id }).from(suppliers).where(eq(suppliers.slug, slug));
  return row?.id;
}

/** The id of each place named by a slug; a slug no place has is left out. */
export async function findLocationIds(db: Db, slugs: readonly string[]) {
  return db.select({ id: locations.id, slug: locations.slug }).from(locations).where(inArray(locations.slug, [...slugs]));
}

async function insertPlaces(db: Db, kind: VehicleKind, id: string, locationIds: readonly string[]) {
  if (kind === 'car') await db.insert(carLocations).values(locationIds.map((locationId) => ({ carId: id, locationId })));
  else await db.insert(yachtLocations).values(locationIds.map((locationId) => ({ yachtId: id, locationId })));
}

/** Inserts a car and its places in one transaction; answers the new car's id. */
export async function insertCar(db: Db, car: NewCarRow, locationIds: readonly string[]): Promise<string> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(cars).values(car).returning({ id: cars.id });
    await insertPlaces(tx, 'car', row!.id, locationIds);
    return row!.id;
  });
}

/** Inserts a yacht and its places in one transaction; answers the new yacht's id. */
export async function insertYacht(db: Db, yacht: NewYachtRow, locationIds: readonly string[]): Promise<string> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(yachts).values(yacht).returning({ id: yachts.id });
    await insertPlaces(tx, 'yacht', row!.id, locationIds);
    return row!.id;
  });
}

/** Replaces a car's description and places; answers whether it existed. */
export async function updateCarRow(db: Db, id: string, car: NewCarRow, locationIds: readonly string[]): Promise<boolean> {
  return db.transaction(async (tx) => {
    const { image: _image, ...columns } = car;
    const updated = await tx.update(cars).set(columns).where(eq(cars.id, id)).returning({ id: cars.id });
    if (updated.length === 0) return false;
    await tx.delete(carLocations).where(eq(carLocations.carId, id));
    await insertPlaces(tx, 'car', id, locationIds);
    // A stored drawing would keep an old colour or type: the first image, else none (the drawing follows the row).
    await refreshVehicleImage(tx, 'car', id);
    return true;
  });
}

/** Replaces a yacht's description and places; answers whether it existed. */
export async function updateYachtRow(db: Db, id: string, yacht: NewYachtRow, locationIds: readonly string[]): Promise<boolean> {
  return db.transaction(async (tx) => {
    const { image: _image, ...columns } = yacht;
    const updated = await tx.update(yachts).set(columns).where(eq(yachts.id, id)).returning({ id: yachts.id });
    if (updated.length === 0) return false;
    await tx.delete(yachtLocations).where(eq(yachtLocations.yachtId, id));
    await insertPlaces(tx, 'yacht', id, locationIds);
    // A stored drawing would keep an old colour or type: the first image, else none (the drawing follows the row).
    await refreshVehicleImage(tx, 'yacht', id);
    return true;
  });
}

/** The supplier a car or a yacht belongs to, or undefined when there is no such vehicle. */
export async function findVehicleSupplierId(db: Db, kind: VehicleKind, id: string): Promise<string | undefined> {
  const { vehicles } = tables[kind];
  const [row] = await db.select({ supplierId: vehicles.supplierId }).from(vehicles).where(eq(vehicles.id, id));
  return row?.supplierId;
}

/** Whether any booking, of any status, names the vehicle: its history keeps it. */
export async function vehicleHasBookings(db: Db, kind: VehicleKind, id: string): Promise<boolean> {
  const [row] = await db.select({ id: bookings.id }).from(bookings).where(eq(tables[kind].bookingOwner, id)).limit(1);
  return row !== undefined;
}

/** Deletes a car or a yacht (its places and images go with it); answers whether it existed. */
export async function deleteVehicleRow(db: Db, kind: VehicleKind, id: string): Promise<boolean> {
  const { vehicles } = tables[kind];
  const deleted = await db.delete(vehicles).where(eq(vehicles.id, id)).returning({ id: vehicles.id });
  return deleted.length > 0;
}

/** The slugs of a vehicle's places, in slug order. */
const placeSlugs = (column: typeof cars.locationIds | typeof yachts.locationIds) =>
  sql<string[]>`array(select l.slug from ${locations} l where l.id = any(${column}) order by l.slug)`;

/** A car as its supplier edits it: every column, its supplier's slug, its places. */
export async function findFleetCarRow(db: Db, id: string) {
  const [row] = await db
    .select({ car: cars, supplierSlug: suppliers.slug, locations: placeSlugs(cars.locationIds) })
    .from(cars)
    .innerJoin(suppliers, eq(suppliers.id, cars.supplierId))
    .where(eq(cars.id, id));
  return row;
}

/** A yacht as its supplier edits it: every column, its supplier's slug, its places. */
export async function findFleetYachtRow(db: Db, id: string) {
  const [row] = await db
    .select({ yacht: yachts, supplierSlug: suppliers.slug, locations: placeSlugs(yachts.locationIds) })
    .from(yachts)
    .innerJoin(suppliers, eq(suppliers.id, yachts.supplierId))
    .where(eq(yachts.id, id));
  return row;
}

/** How many of these vehicles of one kind exist within `supplierId`'s fleet (every supplier's when null). */
export async function countOwnVehicles(db: Db, kind: VehicleKind, ids: readonly string[], supplierId: string | null): Promise<number> {
  if (ids.length === 0) return 0;
  const { vehicles } = tables[kind];
  const where = and(inArray(vehicles.id, [...ids]), supplierId === null ? undefined : eq(vehicles.supplierId, supplierId));
  const [row] = await db.select({ total: sql<number>`count(*)::int` }).from(vehicles).where(where);
  return row?.total ?? 0;
}

/** Makes these vehicles of one kind available or not; answers how many changed. */
export async function setAvailability(db: Db, kind: VehicleKind, ids: readonly string[], available: boolean): Promise<number> {
  if (ids.length === 0) return 0;
  const { vehicles } = tables[kind];
  const updated = await db.update(vehicles).set({ available }).where(inArray(vehicles.id, [...ids])).returning({ id: vehicles.id });
  return updated.length;
}

/** Of these vehicles of one kind, those that some booking names. */
export async function vehiclesWithBookings(db: Db, kind: VehicleKind, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const owner = tables[kind].bookingOwner;
  const rows = await db.selectDistinct({ id: owner }).from(bookings).where(inArray(owner, [...ids]));
  return new Set(rows.map((row) => row.id!));
}

/** Deletes these vehicles of one kind; answers how many went. */
export async function deleteVehicles(db: Db, kind: VehicleKind, ids: readonly string[]): Promise<number> {
  if (ids.length === 0) return 0;
  const { vehicles } = tables[kind];
  const deleted = await db.delete(vehicles).where(inArray(vehicles.id, [...ids])).returning({ id: vehicles.id });
  return deleted.length;
}

// The list of a fleet: cars and yachts together.

export type { FleetSort };

export interface FleetFilters {
  /** One supplier's, else every supplier's (an admin's view). */
  supplierId?: string;
  /** Only a supplier with this slug (an admin's filter). */
  supplierSlug?: string;
  kind?: VehicleKind;
  available?: boolean;
  /** Each word must be in the brand or the model. */
  words: string[];
}

/** Cars and yachts as one relation, with what the list shows of each. */
const fleetRelation = sql`(
  select 'car' as kind, c.id, c.supplier_id, c.brand, c.model, c.year, c.price, c.available, c.badges, c.image,
    c.body_type as type, c.color, c.location_ids, c.created_at,
    (select p.id from ${vehicleImages} p where p.car_id = c.id order by p.position, p.created_at limit 1) as first_image,
    (select count(*)::int from ${vehicleImages} p where p.car_id = c.id) as image_count,
    (select count(*)::int from ${bookings} b where b.car_id = c.id and booking_holds(b.status) and upper(b.period) > now()) as active_bookings
  from ${cars} c
  union all
  select 'yacht', y.id, y.supplier_id, y.brand, y.model, y.year, y.price, y.available, y.badges, y.image,
    y.kind, y.color, y.location_ids, y.created_at,
    (select p.id from ${vehicleImages} p where p.yacht_id = y.id order by p.position, p.created_at limit 1),
    (select count(*)::int from ${vehicleImages} p where p.yacht_id = y.id),
    (select count(*)::int from ${bookings} b where b.yacht_id = y.id and booking_holds(b.status) and upper(b.period) > now())
  from ${yachts} y
) f`;

function fleetWhere(filters: FleetFilters): SQL {
  const conditions: SQL[] = [sql`true`];
  if (filters.supplierId) conditions.push(sql`f.supplier_id = ${filters.supplierId}`);
  if (filters.supplierSlug) conditions.push(sql`s.slug = ${filters.supplierSlug}`);
  if (filters.kind) conditions.push(sql`f.kind = ${filters.kind}`);
  if (filters.available !== undefined) conditions.push(sql`f.available = ${filters.available}`);
  for (const word of filters.words) conditions.push(sql`(f.brand || ' ' || f.model) ilike ${containing(word)}`);
  return sql.join(conditions, sql` and `);
}

const fleetOrder: Record<FleetSort, SQL> = {
  newest: sql`f.created_at desc, f.id`,
  name: sql`lower(f.brand), lower(f.model), f.year desc, f.id`,
  priceLow: sql`f.price, f.id`,
  priceHigh: sql`f.price desc, f.id`,
};

/** The rows of a raw query, as both drivers (PGlite's and node-postgres's) answer them. */
const rowsOf = <R>(result: unknown): R[] => (result as { rows: R[] }).rows;

export interface FleetRow {
  kind: VehicleKind;
  id: string;
  brand: string;
  model: string;
  year: number;
  price: string;
  available: boolean;
  badges: string[];
  image: string | null;
  type: string;
  color: string;
  created_at: Date | string;
  first_image: string | null;
  image_count: number;
  active_bookings: number;
  locations: string[];
  supplier_id: string;
  supplier_slug: string;
  supplier_name: string;
  supplier_tier: 'gold' | 'silver' | 'vip';
  supplier_avatar: string | null;
}

export async function countFleet(db: Db, filters: FleetFilters): Promise<number> {
  const result = await db.execute(sql`select count(*)::int as total from ${fleetRelation} join ${suppliers} s on s.id = f.supplier_id where ${fleetWhere(filters)}`);
  return rowsOf<{ total: number }>(result)[0]?.total ?? 0;
}

export async function findFleetPage(db: Db, filters: FleetFilters, paging: { page: number; size: number; sort: FleetSort }): Promise<FleetRow[]> {
  const result = await db.execute(sql`
    select f.kind, f.id, f.brand, f.model, f.year, f.price::text as price, f.available, f.badges, f.image, f.type, f.color,
      f.created_at, f.first_image, f.image_count, f.active_bookings,
      array(select l.slug from ${locations} l where l.id = any(f.location_ids) order by l.slug) as locations,
      s.id as supplier_id, s.slug as supplier_slug, s.name as supplier_name, s.tier as supplier_tier, s.avatar as supplier_avatar
    from ${fleetRelation} join ${suppliers} s on s.id = f.supplier_id
    where ${fleetWhere(filters)}
    order by ${fleetOrder[paging.sort]}
    limit ${paging.size} offset ${(paging.page - 1) * paging.size}`);
  return rowsOf<FleetRow>(result);
}
