import { createHash } from 'node:crypto';
import { and, asc, desc, eq, getTableColumns, gte, lte, sql, type AnyColumn, type Placeholder, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { Language } from '../../config/languages.ts';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import { prepared } from '../db/prepared.ts';
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

/**
 * The values of a search's placeholders, by name. A search is a prepared query per shape (which filters, how many
 * values each, which sort; db/prepared.ts): its conditions name placeholders, filled with these values when it runs.
 */
type Bound = Record<string, unknown>;

/** A placeholder named `name`, whose value is kept in `values`. */
const bind = (values: Bound, name: string, value: unknown) => {
  values[name] = value;
  return sql.placeholder(name);
};

/** Offered at the place of this slug (location_ids is GIN-indexed; an unknown slug matches nothing). */
const atPlace = (column: typeof cars.locationIds | typeof yachts.locationIds, slug: Placeholder) =>
  sql`${column} @> array[(select ${locations.id} from ${locations} where ${locations.slug} = ${slug})]`;

/** No active booking (booking_holds, in 0005_bookings.sql) of the row overlaps the period. */
const freeDuring = (column: typeof bookings.carId | typeof bookings.yachtId, id: typeof cars.id | typeof yachts.id, from: Placeholder, to: Placeholder) =>
  sql`not exists (select 1 from ${bookings} where ${column} = ${id} and booking_holds(${bookings.status})
                    and ${bookings.period} && tstzrange(${from}::timestamptz, ${to}::timestamptz))`;

/**
 * One of a list of values, a placeholder each (the list's length is part of the shape). Not `= any(array)`: with an
 * array PostgreSQL judged every generic plan dearer than planning each time, and kept planning (~0.3 ms a search).
 */
const oneOf = (values: Bound, name: string, column: SQLWrapper, list: unknown[]) =>
  sql`${column} in (${sql.join(list.map((value, i) => bind(values, `${name}${i}`, value)), sql`, `)})`;

const nonEmpty = <T>(values: T[] | undefined): values is T[] => values !== undefined && values.length > 0;

/**
 * Rented out by one of these companies: a condition on the offer's own row, so that counting and choosing a page
 * read the cars or yachts alone (every offer has its company: supplier_id is not null and a foreign key).
 */
const bySupplier = (column: typeof cars.supplierId | typeof yachts.supplierId, slugs: SQL) =>
  sql`${column} in (select ${suppliers.id} from ${suppliers} where ${slugs})`;

type Offers = typeof cars | typeof yachts;

/** The filters cars and yachts share, on either table. */
function offerConditions(table: Offers, booked: typeof bookings.carId | typeof bookings.yachtId, f: CarFilters | YachtFilters, values: Bound): (SQL | undefined)[] {
  const p = (name: string, value: unknown) => bind(values, name, value);
  return [
    f.location ? atPlace(table.locationIds, p('location', f.location)) : undefined,
    f.free ? freeDuring(booked, table.id, p('from', f.free.from), p('to', f.free.to)) : undefined,
    nonEmpty(f.supplier) ? bySupplier(table.supplierId, oneOf(values, 'supplier', suppliers.slug, f.supplier)) : undefined,
    f.minPrice !== undefined ? gte(table.price, p('minPrice', f.minPrice)) : undefined,
    f.maxPrice !== undefined ? lte(table.price, p('maxPrice', f.maxPrice)) : undefined,
    f.availability ? eq(table.available, p('available', f.availability === 'available')) : undefined,
    f.q ? sql`lower(${table.brand} || ' ' || ${table.model}) like ${p('q', likePattern(f.q))}` : undefined,
  ];
}

const present = (conditions: (SQL | undefined)[]) => conditions.filter((c): c is SQL => c !== undefined);

function carConditions(f: CarFilters, values: Bound): SQL[] {
  const p = (name: string, value: unknown) => bind(values, name, value);
  return present([
    ...offerConditions(cars, bookings.carId, f, values),
    nonEmpty(f.bodyType) ? oneOf(values, 'bodyType', cars.bodyType, f.bodyType) : undefined,
    nonEmpty(f.category) ? oneOf(values, 'category', cars.category, f.category) : undefined,
    nonEmpty(f.brand) ? oneOf(values, 'brand', sql`lower(${cars.brand})`, f.brand.map((b) => b.toLowerCase())) : undefined,
    nonEmpty(f.seats) ? oneOf(values, 'seats', cars.seats, f.seats) : undefined,
    nonEmpty(f.gearbox) ? oneOf(values, 'gearbox', cars.gearbox, f.gearbox) : undefined,
    nonEmpty(f.engineType) ? oneOf(values, 'engineType', cars.engineType, f.engineType) : undefined,
    nonEmpty(f.fuelPolicy) ? oneOf(values, 'fuelPolicy', cars.fuelPolicy, f.fuelPolicy) : undefined,
    // No value: two texts, and the shape of the query names which (shapeOf).
    f.mileage === 'unlimited' ? sql`${cars.mileage} < 0` : f.mileage === 'limited' ? sql`${cars.mileage} >= 0` : undefined,
    f.deposit !== undefined ? lte(cars.deposit, p('deposit', f.deposit)) : undefined,
  ]);
}

function yachtConditions(f: YachtFilters, values: Bound): SQL[] {
  return present([
    ...offerConditions(yachts, bookings.yachtId, f, values),
    nonEmpty(f.kind) ? oneOf(values, 'kind', yachts.kind, f.kind) : undefined,
    f.guests !== undefined ? gte(yachts.guests, bind(values, 'guests', f.guests)) : undefined,
  ]);
}

/**
 * The page size written into the query, not a placeholder: a generic plan that knows it reads 15 rows (plus the pages
 * before) walks an index in order, where one with an unknown limit sorts every matching car (~1.7 ms instead of ~0.1 ms
 * without filters). Sizes are few (the contract bounds them), each its own shape.
 */
const pageSize = (size: number) => {
  if (!Number.isInteger(size) || size < 1) throw new Error(`not a page size: ${size}`);
  // Drizzle writes a number as a parameter; a raw SQL limit is written as it is.
  return sql.raw(String(size)) as unknown as number;
};

/** Which query a search is: its filters (by the names they bind), the mileage asked, the sort and size; a short name for it. */
const shapeOf = (kind: string, values: Bound, extra: string) =>
  `${kind}_${createHash('sha1').update(`${Object.keys(values).sort().join()}|${extra}`).digest('hex').slice(0, 12)}`;

/** The slugs of an offer's places, from the copy of its places on its own row (0006_location_ids.sql), in slug order. */
const locationSlugs = (column: typeof cars.locationIds | typeof yachts.locationIds) =>
  sql<string[]>`array(select l.slug from ${locations} l where l.id = any(${column}) order by l.slug)`;

/** Every column of a car or yacht the answers use: not the description in every language, nor the copy of its places. */
const { description: _carDescriptions, locationIds: _carLocationIds, ...carColumns } = getTableColumns(cars);
const { description: _yachtDescriptions, locationIds: _yachtLocationIds, ...yachtColumns } = getTableColumns(yachts);

function carSelection(language: Language | Placeholder) {
  return {
    car: carColumns,
    description: sql<string>`${cars.description} ->> ${language}`,
    locations: locationSlugs(cars.locationIds),
    ...supplierSummary,
  };
}

function yachtSelection(language: Language | Placeholder) {
  return {
    yacht: yachtColumns,
    description: sql<string>`${yachts.description} ->> ${language}`,
    locations: locationSlugs(yachts.locationIds),
    ...supplierSummary,
  };
}

/** What a page is chosen and ordered by. */
interface SortKeys {
  id: AnyColumn;
  price: AnyColumn;
  createdAt: AnyColumn;
}

const order = (sort: CatalogSort, keys: SortKeys) =>
  sort === 'newest'
    ? [desc(keys.createdAt), asc(keys.id)]
    : sort === 'priceDesc'
      ? [desc(keys.price), asc(keys.id)]
      : [asc(keys.price), asc(keys.id)];

export interface PageRequest {
  page: number;
  size: number;
  sort: CatalogSort;
}

/*
 * A search answers a page and the number of matches, in two queries (handlers/catalog.ts runs them together):
 *  - the page is chosen on narrow rows (id and the sort keys, through the indexes of 0003 and 0015), then only its
 *    rows are read whole with their company and places, instead of reading and sorting every matching row whole and
 *    computing the places of the rows skipped before the page;
 *  - the count joins nothing. It depends on the filters only, so the handler keeps it for the other pages and sorts
 *    of the same search (handlers/catalog.ts).
 * Each is a prepared query per shape (shapeOf): on PostgreSQL a shape is parsed once per connection and, when its
 * generic plan costs no more than planning each time, planned once (db/prepared.ts).
 */

/** How many cars or yachts match `where`: a prepared query per shape. */
async function countMatches(db: Db, table: Offers, name: string, where: SQL | undefined, values: Bound): Promise<number> {
  const query = prepared(db, name, (prepareAs) => db.select({ total: sql<number>`count(*)::int` }).from(table).where(where).prepare(prepareAs));
  const [row] = await query.execute(values);
  return row?.total ?? 0;
}

/** One page of the cars or yachts that match `where`, each read whole as `selection` says: a prepared query per shape. */
async function pageOfMatches<S extends SelectedFields>(db: Db, table: Offers, name: string, where: SQL | undefined, values: Bound, paging: PageRequest, selection: S): Promise<SelectResultFields<S>[]> {
  const query = prepared(db, name, (prepareAs) => {
    const page = db
      .select({ id: table.id, price: table.price, createdAt: table.createdAt })
      .from(table)
      .where(where)
      .orderBy(...order(paging.sort, table))
      .limit(pageSize(paging.size))
      .offset(sql.placeholder('offset'))
      .as('page');
    // Drizzle cannot follow a generic selection through the joins; the rows are `selection`'s (no join is nullable).
    return db
      .select(selection as SelectedFields)
      .from(page)
      .innerJoin(table, eq(table.id, page.id))
      .innerJoin(suppliers, eq(suppliers.id, table.supplierId))
      .orderBy(...order(paging.sort, page))
      .prepare(prepareAs);
  });
  return (await query.execute(values)) as SelectResultFields<S>[];
}

/** The values every page binds: its language and where it starts. */
const pageValues = (paging: PageRequest, language: Language): Bound => ({ language, offset: (paging.page - 1) * paging.size });

/** How many cars match the filters. */
export function countCars(db: Db, filters: CarFilters): Promise<number> {
  const values: Bound = {};
  const where = and(...carConditions(filters, values));
  return countMatches(db, cars, shapeOf('count_cars', values, filters.mileage ?? ''), where, values);
}

/** One page of the cars that match the filters, in the asked order. */
export function findCarPage(db: Db, filters: CarFilters, paging: PageRequest, language: Language) {
  const values = pageValues(paging, language);
  const where = and(...carConditions(filters, values));
  const name = shapeOf('car_page', values, `${filters.mileage ?? ''}|${paging.sort}|${paging.size}`);
  return pageOfMatches(db, cars, name, where, values, paging, carSelection(sql.placeholder('language')));
}

export async function findCarRow(db: Db, id: string, language: Language) {
  const [row] = await db
    .select(carSelection(language))
    .from(cars)
    .innerJoin(suppliers, eq(suppliers.id, cars.supplierId))
    .where(eq(cars.id, id));
  return row;
}

/** How many yachts match the filters. */
export function countYachts(db: Db, filters: YachtFilters): Promise<number> {
  const values: Bound = {};
  const where = and(...yachtConditions(filters, values));
  return countMatches(db, yachts, shapeOf('count_yachts', values, ''), where, values);
}

/** One page of the yachts that match the filters, in the asked order. */
export function findYachtPage(db: Db, filters: YachtFilters, paging: PageRequest, language: Language) {
  const values = pageValues(paging, language);
  const where = and(...yachtConditions(filters, values));
  return pageOfMatches(db, yachts, shapeOf('yacht_page', values, `${paging.sort}|${paging.size}`), where, values, paging, yachtSelection(sql.placeholder('language')));
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
export const carExtrasOf = (car: CarExtraPrices): CarExtraPrices => ({
  cancellation: car.cancellation,
  amendments: car.amendments,
  theftProtection: car.theftProtection,
  collisionDamageWaiver: car.collisionDamageWaiver,
  fullInsurance: car.fullInsurance,
  additionalDriver: car.additionalDriver,
});
