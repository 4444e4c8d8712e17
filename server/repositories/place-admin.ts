import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Language } from '@/config/languages.ts';
import type { PlaceCountry, PlaceSort } from '@/openapi/generated/enums.ts';
import type { Db } from '@/server/db/client.ts';
import { containing } from '@/server/db/search-words.ts';
import { bookings, carLocations, locations, supplierLocations, yachtLocations } from '@/server/db/schema.ts';

/** The admins' places (listPlaces, getPlace, createPlace, updatePlace, deletePlaces). Drivers read them in catalog.ts. */

export type { PlaceSort };

export interface PlaceFilters {
  words: string[];
  country?: PlaceCountry;
}

export interface PlaceValues {
  name: { en: string; fr: string; ru: string };
  country: PlaceCountry;
  latitude: number;
  longitude: number;
}

// Qualified by hand: inside a select from locations, drizzle writes its own columns without their table, which the
// subqueries would read as their own table's.
const placeId = sql.raw('"locations"."id"');
const carCount = sql<number>`(select count(*)::int from ${carLocations} cl where cl.location_id = ${placeId})`;
const yachtCount = sql<number>`(select count(*)::int from ${yachtLocations} yl where yl.location_id = ${placeId})`;
const bookingCount = sql<number>`(select count(*)::int from ${bookings} b where b.pick_up_location_id = ${placeId} or b.drop_off_location_id = ${placeId})`;

const placeColumns = {
  id: locations.id,
  slug: locations.slug,
  name: locations.name,
  country: locations.country,
  latitude: locations.latitude,
  longitude: locations.longitude,
  cars: carCount,
  yachts: yachtCount,
  bookings: bookingCount,
};

export type PlaceRow = { id: string; slug: string; name: PlaceValues['name']; country: string; latitude: number; longitude: number; cars: number; yachts: number; bookings: number };

/** Every word is in the slug or in one of the names. */
function placesWhere(filters: PlaceFilters): SQL | undefined {
  const conditions: SQL[] = filters.words.map((word) => sql`(${locations.slug} ilike ${containing(word)} or ${locations.name}::text ilike ${containing(word)})`);
  if (filters.country) conditions.push(eq(locations.country, filters.country));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

const nameIn = (language: Language) => sql`lower(${locations.name} ->> ${language})`;

export async function findPlacePage(db: Db, filters: PlaceFilters, paging: { page: number; size: number; sort: PlaceSort; language: Language }) {
  const where = placesWhere(filters);
  const order: Record<PlaceSort, SQL[]> = {
    name: [nameIn(paging.language), sql`${locations.id}`],
    country: [sql`${locations.country}`, nameIn(paging.language), sql`${locations.id}`],
    mostCars: [sql`${carCount} + ${yachtCount} desc`, nameIn(paging.language), sql`${locations.id}`],
  };
  const [rows, [total]] = await Promise.all([
    db
      .select(placeColumns)
      .from(locations)
      .where(where)
      .orderBy(...order[paging.sort])
      .limit(paging.size)
      .offset((paging.page - 1) * paging.size),
    db.select({ total: sql<number>`count(*)::int` }).from(locations).where(where),
  ]);
  return { rows: rows as PlaceRow[], total: total?.total ?? 0 };
}

export async function findPlace(db: Db, id: string): Promise<PlaceRow | undefined> {
  const [row] = await db.select(placeColumns).from(locations).where(eq(locations.id, id)).limit(1);
  return row;
}

/** The slugs taken by `base` and `base-<n>`: the new place's slug is the first free one. */
export async function takenPlaceSlugs(db: Db, base: string): Promise<Set<string>> {
  const rows = await db
    .select({ slug: locations.slug })
    .from(locations)
    .where(or(eq(locations.slug, base), sql`${locations.slug} like ${`${base}-%`}`));
  return new Set(rows.map((row) => row.slug));
}

export async function insertPlace(db: Db, slug: string, values: PlaceValues): Promise<string> {
  const [row] = await db.insert(locations).values({ slug, ...values }).returning({ id: locations.id });
  return row!.id;
}

export async function updatePlaceRow(db: Db, id: string, values: PlaceValues): Promise<boolean> {
  const rows = await db.update(locations).set(values).where(eq(locations.id, id)).returning({ id: locations.id });
  return rows.length > 0;
}

/** Deletes the places nothing names (a car, a yacht, a supplier, a booking); counts the others as kept. */
export async function deleteUnusedPlaces(db: Db, ids: readonly string[]) {
  const named = sql`(
    exists (select 1 from ${carLocations} cl where cl.location_id = ${placeId})
    or exists (select 1 from ${yachtLocations} yl where yl.location_id = ${placeId})
    or exists (select 1 from ${supplierLocations} sl where sl.location_id = ${placeId})
    or exists (select 1 from ${bookings} b where b.pick_up_location_id = ${placeId} or b.drop_off_location_id = ${placeId}))`;
  const deleted = await db
    .delete(locations)
    .where(and(inArray(locations.id, [...ids]), sql`not ${named}`))
    .returning({ id: locations.id });
  const existing = await db.select({ id: locations.id }).from(locations).where(inArray(locations.id, [...ids]));
  return { deleted: deleted.length, kept: existing.length };
}
