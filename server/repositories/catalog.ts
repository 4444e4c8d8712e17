import { and, asc, desc, eq, getTableColumns, sql, type AnyColumn, type Placeholder, type SQL } from 'drizzle-orm';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { Language } from '@/config/languages.ts';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { Db } from '@/server/db/client.ts';
import { prepared } from '@/server/db/prepared.ts';
import { cars, locations, suppliers, yachts } from '@/server/db/schema.ts';
import type { CarExtraPrices } from '@/domain/price.ts';
import { carConditions, pageSize, shapeOf, yachtConditions, type Bound, type CarFilters, type CatalogSort, type Offers, type YachtFilters } from './catalog-filters.ts';

export type { CarFilters, CatalogSort, Period, YachtFilters } from './catalog-filters.ts';

const supplierSummary = {
  supplierId: suppliers.id,
  supplierSlug: suppliers.slug,
  supplierAvatar: suppliers.avatar,
  supplierName: suppliers.name,
  supplierTier: suppliers.tier,
};

/** The supplier's own booking limits, which an offer's answer gives as its effective ones (domain/booking-limits.ts). */
const supplierLimits = {
  supplierMaxDaysAhead: suppliers.maxDaysAhead,
  supplierMaxRentalDays: suppliers.maxRentalDays,
};

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
    ...supplierLimits,
  };
}

function yachtSelection(language: Language | Placeholder) {
  return {
    yacht: yachtColumns,
    description: sql<string>`${yachts.description} ->> ${language}`,
    locations: locationSlugs(yachts.locationIds),
    ...supplierSummary,
    ...supplierLimits,
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
 *    rows are read whole with their supplier and places, instead of reading and sorting every matching row whole and
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
      // What a search of the place finds: unavailable cars and yachts are not counted. Written with aliases: Drizzle
      // leaves the columns of a one-table query unqualified, and "id" would then be the car's, not the place's.
      carCount: sql<number>`(select count(*)::int from car_locations cl join cars c on c.id = cl.car_id
        where cl.location_id = locations.id and c.available)`,
      yachtCount: sql<number>`(select count(*)::int from yacht_locations yl join yachts y on y.id = yl.yacht_id
        where yl.location_id = locations.id and y.available)`,
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

/**
 * What the sitemap lists: every location, and every car and yacht a search finds (available), by slug or id with
 * brand and model. An unavailable one's page still answers, for who has its link, but is not offered to crawlers.
 */
export async function listSitemapEntries(db: Db) {
  const [locationRows, carRows, yachtRows] = await Promise.all([
    db.select({ slug: locations.slug }).from(locations).orderBy(asc(locations.slug)),
    db.select({ id: cars.id, brand: cars.brand, model: cars.model }).from(cars).where(eq(cars.available, true)).orderBy(asc(cars.brand), asc(cars.model), asc(cars.id)),
    db.select({ id: yachts.id, brand: yachts.brand, model: yachts.model }).from(yachts).where(eq(yachts.available, true)).orderBy(asc(yachts.brand), asc(yachts.model), asc(yachts.id)),
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
