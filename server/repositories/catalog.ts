import { and, asc, desc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { Language } from '../../config/languages.ts';
import type { Db } from '../db/client.ts';
import { bookings, carLocations, cars, locations, suppliers, yachtLocations, yachts } from '../db/schema.ts';
import type { CarExtraPrices } from '../../domain/price.ts';

/** `%` and `_` typed by a user are letters, not wildcards. */
const likePattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

import type { CatalogSort } from '../../openapi/generated/enums.ts';

export type { CatalogSort };

/** Pick-up (included) to drop-off (excluded), ISO instants. */
export interface Period {
  from: string;
  to: string;
}

export interface CarFilters {
  location?: string;
  /** Leaves out the cars an active booking holds for any part of the period. */
  free?: Period;
  bodyType?: string[];
  category?: string[];
  brand?: string[];
  seats?: number[];
  gearbox?: string[];
  engineType?: string[];
  fuelPolicy?: string[];
  mileage?: 'limited' | 'unlimited';
  deposit?: number;
  supplier?: string[];
  minPrice?: number;
  maxPrice?: number;
  availability?: 'available' | 'unavailable';
  q?: string;
}

export interface YachtFilters {
  location?: string;
  /** Leaves out the yachts an active booking holds for any part of the period. */
  free?: Period;
  kind?: string[];
  guests?: number;
  supplier?: string[];
  minPrice?: number;
  maxPrice?: number;
  availability?: 'available' | 'unavailable';
  q?: string;
}

const supplierSummary = {
  supplierId: suppliers.id,
  supplierSlug: suppliers.slug,
  supplierLogo: suppliers.logo,
  supplierName: suppliers.name,
  supplierTier: suppliers.tier,
};

/** Offered at the place of this slug (location_ids is GIN-indexed; an unknown slug matches nothing). */
const atPlace = (column: typeof cars.locationIds | typeof yachts.locationIds, slug: string) =>
  sql`${column} @> array[(select ${locations.id} from ${locations} where ${locations.slug} = ${slug})]`;

/** No active booking (booking_holds, in 0005_bookings.sql) of the row overlaps the period. */
const freeDuring = (column: typeof bookings.carId | typeof bookings.yachtId, id: typeof cars.id | typeof yachts.id, period: Period) =>
  sql`not exists (select 1 from ${bookings} where ${column} = ${id} and booking_holds(${bookings.status})
                    and ${bookings.period} && tstzrange(${period.from}::timestamptz, ${period.to}::timestamptz))`;

const nonEmpty = <T>(values: T[] | undefined): values is T[] => values !== undefined && values.length > 0;

function carConditions(f: CarFilters): SQL[] {
  const where: (SQL | undefined)[] = [
    f.location ? atPlace(cars.locationIds, f.location) : undefined,
    f.free ? freeDuring(bookings.carId, cars.id, f.free) : undefined,
    nonEmpty(f.bodyType) ? inArray(cars.bodyType, f.bodyType) : undefined,
    nonEmpty(f.category) ? inArray(cars.category, f.category) : undefined,
    nonEmpty(f.brand) ? inArray(sql`lower(${cars.brand})`, f.brand.map((b) => b.toLowerCase())) : undefined,
    nonEmpty(f.seats) ? inArray(cars.seats, f.seats) : undefined,
    nonEmpty(f.gearbox) ? inArray(cars.gearbox, f.gearbox) : undefined,
    nonEmpty(f.engineType) ? inArray(cars.engineType, f.engineType) : undefined,
    nonEmpty(f.fuelPolicy) ? inArray(cars.fuelPolicy, f.fuelPolicy) : undefined,
    f.mileage === 'unlimited' ? sql`${cars.mileage} < 0` : f.mileage === 'limited' ? sql`${cars.mileage} >= 0` : undefined,
    f.deposit !== undefined ? lte(cars.deposit, f.deposit) : undefined,
    nonEmpty(f.supplier) ? inArray(suppliers.slug, f.supplier) : undefined,
    f.minPrice !== undefined ? gte(cars.price, f.minPrice) : undefined,
    f.maxPrice !== undefined ? lte(cars.price, f.maxPrice) : undefined,
    f.availability ? eq(cars.available, f.availability === 'available') : undefined,
    f.q ? sql`lower(${cars.brand} || ' ' || ${cars.model}) like ${likePattern(f.q)}` : undefined,
  ];
  return where.filter((c): c is SQL => c !== undefined);
}

function yachtConditions(f: YachtFilters): SQL[] {
  const where: (SQL | undefined)[] = [
    f.location ? atPlace(yachts.locationIds, f.location) : undefined,
    f.free ? freeDuring(bookings.yachtId, yachts.id, f.free) : undefined,
    nonEmpty(f.kind) ? inArray(yachts.kind, f.kind) : undefined,
    f.guests !== undefined ? gte(yachts.guests, f.guests) : undefined,
    nonEmpty(f.supplier) ? inArray(suppliers.slug, f.supplier) : undefined,
    f.minPrice !== undefined ? gte(yachts.price, f.minPrice) : undefined,
    f.maxPrice !== undefined ? lte(yachts.price, f.maxPrice) : undefined,
    f.availability ? eq(yachts.available, f.availability === 'available') : undefined,
    f.q ? sql`lower(${yachts.brand} || ' ' || ${yachts.model}) like ${likePattern(f.q)}` : undefined,
  ];
  return where.filter((c): c is SQL => c !== undefined);
}

const carLocationSlugs = sql<string[]>`array(select l.slug from ${carLocations} cl join ${locations} l on l.id = cl.location_id
  where cl.car_id = ${cars.id} order by l.slug)`;
const yachtLocationSlugs = sql<string[]>`array(select l.slug from ${yachtLocations} yl join ${locations} l on l.id = yl.location_id
  where yl.yacht_id = ${yachts.id} order by l.slug)`;

function carSelection(language: Language) {
  return {
    car: cars,
    description: sql<string>`${cars.description} ->> ${language}`,
    locations: carLocationSlugs,
    ...supplierSummary,
  };
}

function yachtSelection(language: Language) {
  return {
    yacht: yachts,
    description: sql<string>`${yachts.description} ->> ${language}`,
    locations: yachtLocationSlugs,
    ...supplierSummary,
  };
}

const order = (sort: CatalogSort, table: typeof cars | typeof yachts) =>
  sort === 'newest'
    ? [desc(table.createdAt), asc(table.id)]
    : sort === 'priceDesc'
      ? [desc(table.price), asc(table.id)]
      : [asc(table.price), asc(table.id)];

export interface PageRequest {
  page: number;
  size: number;
  sort: CatalogSort;
}

export async function searchCarRows(db: Db, filters: CarFilters, paging: PageRequest, language: Language) {
  const where = and(...carConditions(filters));
  const [items, [count]] = await Promise.all([
    db
      .select(carSelection(language))
      .from(cars)
      .innerJoin(suppliers, eq(suppliers.id, cars.supplierId))
      .where(where)
      .orderBy(...order(paging.sort, cars))
      .limit(paging.size)
      .offset((paging.page - 1) * paging.size),
    db.select({ total: sql<number>`count(*)::int` }).from(cars).innerJoin(suppliers, eq(suppliers.id, cars.supplierId)).where(where),
  ]);
  return { items, total: count?.total ?? 0 };
}

export async function findCarRow(db: Db, id: string, language: Language) {
  const [row] = await db
    .select(carSelection(language))
    .from(cars)
    .innerJoin(suppliers, eq(suppliers.id, cars.supplierId))
    .where(eq(cars.id, id));
  return row;
}

export async function searchYachtRows(db: Db, filters: YachtFilters, paging: PageRequest, language: Language) {
  const where = and(...yachtConditions(filters));
  const [items, [count]] = await Promise.all([
    db
      .select(yachtSelection(language))
      .from(yachts)
      .innerJoin(suppliers, eq(suppliers.id, yachts.supplierId))
      .where(where)
      .orderBy(...order(paging.sort, yachts))
      .limit(paging.size)
      .offset((paging.page - 1) * paging.size),
    db.select({ total: sql<number>`count(*)::int` }).from(yachts).innerJoin(suppliers, eq(suppliers.id, yachts.supplierId)).where(where),
  ]);
  return { items, total: count?.total ?? 0 };
}

export async function findYachtRow(db: Db, id: string, language: Language) {
  const [row] = await db
    .select(yachtSelection(language))
    .from(yachts)
    .innerJoin(suppliers, eq(suppliers.id, yachts.supplierId))
    .where(eq(yachts.id, id));
  return row;
}

export function listLocations(db: Db, language: Language) {
  return db
    .select({
      id: locations.id,
      slug: locations.slug,
      name: sql<string>`${locations.name} ->> ${language}`,
      country: locations.country,
      latitude: locations.latitude,
      longitude: locations.longitude,
      carCount: sql<number>`(select count(*)::int from ${carLocations} where ${carLocations.locationId} = ${locations.id})`,
      yachtCount: sql<number>`(select count(*)::int from ${yachtLocations} where ${yachtLocations.locationId} = ${locations.id})`,
    })
    .from(locations)
    .orderBy(sql`${locations.name} ->> ${language}`);
}

export function listSuppliers(db: Db, language: Language) {
  return db
    .select({
      supplier: suppliers,
      bio: sql<string>`${suppliers.bio} ->> ${language}`,
      locations: sql<string[]>`array(select l.slug from supplier_locations sl join ${locations} l on l.id = sl.location_id
        where sl.supplier_id = ${suppliers.id} order by l.slug)`,
    })
    .from(suppliers)
    .orderBy(asc(suppliers.name));
}

/** What the sitemap lists: every location, car and yacht, by slug or id with brand and model. */
export async function listSitemapEntries(db: Db) {
  const [locationRows, carRows, yachtRows] = await Promise.all([
    db.select({ slug: locations.slug }).from(locations).orderBy(asc(locations.slug)),
    db.select({ id: cars.id, brand: cars.brand, model: cars.model }).from(cars).orderBy(asc(cars.brand), asc(cars.model), asc(cars.id)),
    db.select({ id: yachts.id, brand: yachts.brand, model: yachts.model }).from(yachts).orderBy(asc(yachts.brand), asc(yachts.model), asc(yachts.id)),
  ]);
  return { locations: locationRows, cars: carRows, yachts: yachtRows };
}

/** A car's extra prices as the API and the price rules name them (domain/price.ts CarExtraPrices). */
export const carExtrasOf = (car: typeof cars.$inferSelect): CarExtraPrices => ({
  cancellation: car.cancellation,
  amendments: car.amendments,
  theftProtection: car.theftProtection,
  collisionDamageWaiver: car.collisionDamageWaiver,
  fullInsurance: car.fullInsurance,
  additionalDriver: car.additionalDriver,
});
