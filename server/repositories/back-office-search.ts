import { and, asc, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { Language } from '@/config/languages.ts';
import type { Db } from '@/server/db/client.ts';
import { containing } from '@/server/db/search-words.ts';
import { bookings, cars, coupons, locations, suppliers, users, yachts } from '@/server/db/schema.ts';

/**
 * The back office's one search across the kinds of records (searchBackOffice): for each kind, its first matches and
 * how many there are. A record matches when each word is found in one of its kind's texts.
 */

/** The matches shown of each kind; the others are counted. */
export const SEARCH_GROUP_SIZE = 5;

export interface Found<T> {
  rows: T[];
  total: number;
}

/** A word as a LIKE pattern that matches the start of a text (a booking's id as the screens shorten it). */
const startingWith = (word: string) => containing(word).slice(1);

/** Each word is found (any case) in one of the texts. */
const eachWordIn = (words: readonly string[], texts: readonly SQL[], extra: (word: string) => SQL[] = () => []): SQL | undefined =>
  and(...words.map((word) => or(...texts.map((text) => sql`${text} ilike ${containing(word)}`), ...extra(word))));

const total = sql<number>`count(*)::int`;

async function found<T>(rows: Promise<T[]>, count: Promise<{ total: number }[]>): Promise<Found<T>> {
  const [first, [counted]] = await Promise.all([rows, count]);
  return { rows: first, total: counted?.total ?? 0 };
}

function findUsers(db: Db, words: readonly string[]) {
  const where = eachWordIn(words, [sql`${users.fullName}`, sql`${users.email}`]);
  return found(
    db
      .select({ id: users.id, fullName: users.fullName, email: users.email, type: users.type })
      .from(users)
      .where(where)
      .orderBy(sql`lower(${users.fullName})`, asc(users.id))
      .limit(SEARCH_GROUP_SIZE),
    db.select({ total }).from(users).where(where),
  );
}

function findSuppliers(db: Db, words: readonly string[]) {
  const where = eachWordIn(words, [sql`${suppliers.name}`, sql`${suppliers.email}`, sql`${suppliers.slug}`]);
  return found(
    db
      .select({ id: suppliers.id, name: suppliers.name, slug: suppliers.slug, tier: suppliers.tier })
      .from(suppliers)
      .where(where)
      .orderBy(sql`lower(${suppliers.name})`, asc(suppliers.id))
      .limit(SEARCH_GROUP_SIZE),
    db.select({ total }).from(suppliers).where(where),
  );
}

/** Cars or yachts: their brand, their model, their supplier's name. */
function findVehicles(db: Db, words: readonly string[], table: typeof cars | typeof yachts) {
  const where = eachWordIn(words, [sql`${table.brand}`, sql`${table.model}`, sql`${suppliers.name}`]);
  return found(
    db
      .select({ id: table.id, brand: table.brand, model: table.model, supplier: suppliers.name })
      .from(table)
      .innerJoin(suppliers, eq(suppliers.id, table.supplierId))
      .where(where)
      .orderBy(sql`lower(${table.brand})`, sql`lower(${table.model})`, asc(table.id))
      .limit(SEARCH_GROUP_SIZE),
    db.select({ total }).from(table).innerJoin(suppliers, eq(suppliers.id, table.supplierId)).where(where),
  );
}

/** Places: their slug, their name in any language. */
function findPlaces(db: Db, words: readonly string[], language: Language) {
  const where = eachWordIn(words, [sql`${locations.slug}`, sql`${locations.name}::text`]);
  const name = sql<string>`${locations.name} ->> ${language}`;
  return found(
    db
      .select({ id: locations.id, slug: locations.slug, name, country: locations.country })
      .from(locations)
      .where(where)
      .orderBy(sql`lower(${name})`, asc(locations.id))
      .limit(SEARCH_GROUP_SIZE),
    db.select({ total }).from(locations).where(where),
  );
}

function findCoupons(db: Db, words: readonly string[]) {
  const where = eachWordIn(words, [sql`${coupons.code}`]);
  return found(
    db
      .select({ id: coupons.id, code: coupons.code, validFrom: coupons.validFrom, validUntil: coupons.validUntil, maxUses: coupons.maxUses, uses: coupons.uses })
      .from(coupons)
      .where(where)
      .orderBy(asc(coupons.code))
      .limit(SEARCH_GROUP_SIZE),
    db.select({ total }).from(coupons).where(where),
  );
}

/** Bookings: the start of their id, their driver's name or email, their car's or yacht's brand or model. */
function findBookings(db: Db, words: readonly string[]) {
  const where = eachWordIn(
    words,
    [sql`${users.fullName}`, sql`${users.email}`, sql`${cars.brand}`, sql`${cars.model}`, sql`${yachts.brand}`, sql`${yachts.model}`],
    (word) => [sql`${bookings.id}::text ilike ${startingWith(word)}`],
  );
  return found(
    db
      .select({
        id: bookings.id,
        vehicle: sql<string>`coalesce(${cars.brand}, ${yachts.brand}) || ' ' || coalesce(${cars.model}, ${yachts.model})`,
        driver: users.fullName,
        status: bookings.status,
        from: sql<Date>`lower(${bookings.period})`.mapWith((value: string) => new Date(value)),
        to: sql<Date>`upper(${bookings.period})`.mapWith((value: string) => new Date(value)),
        // The places' countries give the clocks its dates are shown on (domain/places.ts).
        pickUpCountry: sql<string>`(select ${locations.country} from ${locations} where ${locations.id} = ${bookings.pickUpLocationId})`,
        dropOffCountry: sql<string>`(select ${locations.country} from ${locations} where ${locations.id} = ${bookings.dropOffLocationId})`,
      })
      .from(bookings)
      .leftJoin(cars, eq(cars.id, bookings.carId))
      .leftJoin(yachts, eq(yachts.id, bookings.yachtId))
      .leftJoin(users, eq(users.id, bookings.driverId))
      .where(where)
      .orderBy(desc(bookings.createdAt), desc(bookings.id))
      .limit(SEARCH_GROUP_SIZE),
    db
      .select({ total })
      .from(bookings)
      .leftJoin(cars, eq(cars.id, bookings.carId))
      .leftJoin(yachts, eq(yachts.id, bookings.yachtId))
      .leftJoin(users, eq(users.id, bookings.driverId))
      .where(where),
  );
}

/** Every kind's matches of the words, the kinds read at once. */
export async function searchRecords(db: Db, words: readonly string[], language: Language) {
  const [foundUsers, suppliers, foundCars, foundYachts, places, foundCoupons, foundBookings] = await Promise.all([
    findUsers(db, words),
    findSuppliers(db, words),
    findVehicles(db, words, cars),
    findVehicles(db, words, yachts),
    findPlaces(db, words, language),
    findCoupons(db, words),
    findBookings(db, words),
  ]);
  return { users: foundUsers, suppliers, cars: foundCars, yachts: foundYachts, places, coupons: foundCoupons, bookings: foundBookings };
}

export type SearchRecords = Awaited<ReturnType<typeof searchRecords>>;
