/**
 * What a car or yacht search asks for, as SQL: the filters' types, their conditions and the placeholders they bind,
 * and the shape that names each search's prepared query (repositories/catalog.ts runs them).
 */
import { createHash } from 'node:crypto';
import { gte, lte, sql, type Placeholder, type SQL, type SQLWrapper } from 'drizzle-orm';
import { bookings, cars, locations, suppliers, yachts } from '@/server/db/schema.ts';
import type { CatalogSort } from '@/openapi/generated/enums.ts';

/** `%` and `_` typed by a user are letters, not wildcards. */
const likePattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

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
  q?: string;
}


/**
 * The values of a search's placeholders, by name. A search is a prepared query per shape (which filters, how many
 * values each, which sort; db/prepared.ts): its conditions name placeholders, filled with these values when it runs.
 */
export type Bound = Record<string, unknown>;

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
 * Rented out by one of these suppliers: a condition on the offer's own row, so that counting and choosing a page
 * read the cars or yachts alone (every offer has its supplier: supplier_id is not null and a foreign key).
 */
const bySupplier = (column: typeof cars.supplierId | typeof yachts.supplierId, slugs: SQL) =>
  sql`${column} in (select ${suppliers.id} from ${suppliers} where ${slugs})`;

export type Offers = typeof cars | typeof yachts;

/**
 * The filters cars and yachts share, on either table. A search finds only what its supplier offers: a car or yacht
 * made unavailable (the fleet's switch) is in no search, page or total, whatever the query asks (written as it is,
 * not a placeholder: every search has it, so it names no shape).
 */
function offerConditions(table: Offers, booked: typeof bookings.carId | typeof bookings.yachtId, f: CarFilters | YachtFilters, values: Bound): (SQL | undefined)[] {
  const p = (name: string, value: unknown) => bind(values, name, value);
  return [
    sql`${table.available}`,
    f.location ? atPlace(table.locationIds, p('location', f.location)) : undefined,
    f.free ? freeDuring(booked, table.id, p('from', f.free.from), p('to', f.free.to)) : undefined,
    nonEmpty(f.supplier) ? bySupplier(table.supplierId, oneOf(values, 'supplier', suppliers.slug, f.supplier)) : undefined,
    f.minPrice !== undefined ? gte(table.price, p('minPrice', f.minPrice)) : undefined,
    f.maxPrice !== undefined ? lte(table.price, p('maxPrice', f.maxPrice)) : undefined,
    f.q ? sql`lower(${table.brand} || ' ' || ${table.model}) like ${p('q', likePattern(f.q))}` : undefined,
  ];
}

export const present = (conditions: (SQL | undefined)[]) => conditions.filter((c): c is SQL => c !== undefined);

export function carConditions(f: CarFilters, values: Bound): SQL[] {
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

export function yachtConditions(f: YachtFilters, values: Bound): SQL[] {
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
export const pageSize = (size: number) => {
  if (!Number.isInteger(size) || size < 1) throw new Error(`not a page size: ${size}`);
  // Drizzle writes a number as a parameter; a raw SQL limit is written as it is.
  return sql.raw(String(size)) as unknown as number;
};

/** Which query a search is: its filters (by the names they bind), the mileage asked, the sort and size; a short name for it. */
export const shapeOf = (kind: string, values: Bound, extra: string) =>
  `${kind}_${createHash('sha1').update(`${Object.keys(values).sort().join()}|${extra}`).digest('hex').slice(0, 12)}`;
