import { eq, sql, type SQL } from 'drizzle-orm';
import { effectiveBookingLimits, type BookingLimits } from '@/domain/booking-limits.ts';
import type { CarExtraPrices } from '@/domain/price.ts';
import type { Db } from '@/server/db/client.ts';
import { prepared } from '@/server/db/prepared.ts';
import { cars, identityDocuments, locations, suppliers, users, yachts } from '@/server/db/schema.ts';
import { carExtrasOf } from './catalog.ts';

/** What booking an offer needs to know about it: its price and extras, who rents it out, and where. */
export interface BookableOffer {
  kind: 'car' | 'yacht';
  id: string;
  supplierId: string;
  price: number;
  extras: CarExtraPrices | null;
  available: boolean;
  /** The supplier's minimum driver age. */
  supplierMinimumAge: number;
  /** The car's own minimum driver age; null for a yacht (domain/bookings.ts minimumDriverAge takes the higher). */
  vehicleMinimumAge: number | null;
  paymentTypes: string[];
  payLater: boolean;
  /** The supplier asks for the driver's licence (an identity image of kind licence) before booking. */
  licenceRequired: boolean;
  /** The places it can be picked up and dropped off at: slug -> id. */
  places: Map<string, string>;
  /** How far ahead and how long it may be booked: its supplier's limits where lower than the product's. */
  limits: BookingLimits;
}

/** What booking needs of the supplier that rents an offer out, and the places of the offer (slug and id each). */
const supplierTerms = (places: SQL) => ({
  supplierMinimumAge: suppliers.minimumAge,
  paymentTypes: suppliers.paymentTypes,
  payLater: suppliers.payLater,
  licenceRequired: suppliers.licenceRequired,
  maxDaysAhead: suppliers.maxDaysAhead,
  maxRentalDays: suppliers.maxRentalDays,
  places: sql<{ slug: string; id: string }[]>`(select coalesce(json_agg(json_build_object('slug', l.slug, 'id', l.id)), '[]')
    from ${places} join ${locations} l on l.id = links.location_id)`,
});

type SupplierTerms = {
  supplierMinimumAge: number;
  paymentTypes: string[];
  payLater: boolean;
  licenceRequired: boolean;
  maxDaysAhead: number | null;
  maxRentalDays: number | null;
  places: { slug: string; id: string }[];
};

function bookableOffer(
  offer: Pick<BookableOffer, 'kind' | 'id' | 'supplierId' | 'price' | 'extras' | 'available' | 'vehicleMinimumAge'>,
  { places, maxDaysAhead, maxRentalDays, ...terms }: SupplierTerms,
): BookableOffer {
  return {
    ...offer,
    ...terms,
    places: new Map(places.map((place) => [place.slug, place.id])),
    limits: effectiveBookingLimits({ maxDaysAhead, maxRentalDays }),
  };
}

/** What making a booking checks of its driver: his birth date, and whether he sent an image of his licence. */
export interface BookingDriver {
  id: string;
  birthDate: string | null;
  hasLicence: boolean;
}

/** The driver's columns, read with the offer through a left join on his id (no row of him: nulls). */
const driverTerms = {
  driverId: users.id,
  driverBirthDate: users.birthDate,
  // A one-offer query names its columns with their table, so users.id below is the driver's.
  driverHasLicence: sql<boolean>`exists (select 1 from ${identityDocuments} d where d.user_id = ${users.id} and d.kind = 'licence')`,
};

type Kind = BookableOffer['kind'];

/**
 * The prepared query (db/prepared.ts) reading a car or a yacht by id as booking sees it, with or without the driver:
 * every booking asks it, and making one asks for the driver too, in the same round trip.
 */
function bookableQuery(db: Db, kind: Kind, withDriver: boolean) {
  return prepared(db, `find_bookable_${kind}${withDriver ? '_and_driver' : ''}`, (name) => {
    const [table, links] =
      kind === 'car'
        ? [cars, sql`(select location_id from car_locations where car_id = ${cars.id}) links`]
        : [yachts, sql`(select location_id from yacht_locations where yacht_id = ${yachts.id}) links`];
    const query = db
      .select({ offer: table, ...supplierTerms(links), ...driverTerms })
      .from(table)
      .innerJoin(suppliers, eq(suppliers.id, table.supplierId))
      .leftJoin(users, withDriver ? eq(users.id, sql.placeholder('driverId')) : sql`false`)
      .where(eq(table.id, sql.placeholder('id')));
    return query.prepare(name);
  });
}

type BookableRow = Awaited<ReturnType<ReturnType<typeof bookableQuery>['execute']>>[number];

function offerOf(kind: Kind, { offer, driverId: _id, driverBirthDate: _birthDate, driverHasLicence: _licence, ...terms }: BookableRow): BookableOffer {
  if (kind === 'car') {
    const c = offer as typeof cars.$inferSelect;
    return bookableOffer({ kind, id: c.id, supplierId: c.supplierId, price: c.price, extras: carExtrasOf(c), available: c.available, vehicleMinimumAge: c.minimumAge }, terms);
  }
  return bookableOffer({ kind, id: offer.id, supplierId: offer.supplierId, price: offer.price, extras: null, available: offer.available, vehicleMinimumAge: null }, terms);
}

/** The car or yacht with this id (cars and yachts share one kind of id), and the row read for it. */
async function findRow(db: Db, id: string, driverId?: string): Promise<{ kind: Kind; row: BookableRow } | undefined> {
  const withDriver = driverId !== undefined;
  for (const kind of ['car', 'yacht'] as const) {
    const [row] = await bookableQuery(db, kind, withDriver).execute(withDriver ? { id, driverId } : { id });
    if (row) return { kind, row };
  }
  return undefined;
}

/** The car or yacht with this id, as booking sees it; undefined when neither exists. */
export async function findBookableOffer(db: Db, id: string): Promise<BookableOffer | undefined> {
  const found = await findRow(db, id);
  return found && offerOf(found.kind, found.row);
}

/**
 * The offer a driver books and what booking checks of him, in one query: undefined offer when neither a car nor a
 * yacht has this id; undefined driver when no account has his id.
 */
export async function findBookableOfferAndDriver(db: Db, id: string, driverId: string): Promise<{ offer?: BookableOffer; driver?: BookingDriver }> {
  const found = await findRow(db, id, driverId);
  if (!found) return {};
  const { row } = found;
  const driver = row.driverId === null ? undefined : { id: row.driverId, birthDate: row.driverBirthDate, hasLicence: row.driverHasLicence };
  return { offer: offerOf(found.kind, row), driver };
}
