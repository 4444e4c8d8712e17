import { eq, sql, type SQL } from 'drizzle-orm';
import type { CarExtraPrices } from '../../domain/price.ts';
import type { Db } from '../db/client.ts';
import { cars, locations, suppliers, yachts } from '../db/schema.ts';
import { carExtrasOf } from './catalog.ts';

/** What booking an offer needs to know about it: its price and extras, who rents it out, and where. */
export interface BookableOffer {
  kind: 'car' | 'yacht';
  id: string;
  supplierId: string;
  price: number;
  extras: CarExtraPrices | null;
  available: boolean;
  /** The company's minimum driver age. */
  supplierMinimumAge: number;
  /** The car's own minimum driver age; null for a yacht (domain/bookings.ts minimumDriverAge takes the higher). */
  vehicleMinimumAge: number | null;
  paymentTypes: string[];
  payLater: boolean;
  /** The company asks for the driver's licence (an identity image of kind licence) before booking. */
  licenceRequired: boolean;
  /** The places it can be picked up and dropped off at: slug -> id. */
  places: Map<string, string>;
}

/** What booking needs of the company that rents an offer out, and the places of the offer (slug and id each). */
const companyTerms = (places: SQL) => ({
  supplierMinimumAge: suppliers.minimumAge,
  paymentTypes: suppliers.paymentTypes,
  payLater: suppliers.payLater,
  licenceRequired: suppliers.licenceRequired,
  places: sql<{ slug: string; id: string }[]>`(select coalesce(json_agg(json_build_object('slug', l.slug, 'id', l.id)), '[]')
    from ${places} join ${locations} l on l.id = links.location_id)`,
});

type CompanyTerms = { supplierMinimumAge: number; paymentTypes: string[]; payLater: boolean; licenceRequired: boolean; places: { slug: string; id: string }[] };

function bookableOffer(
  offer: Pick<BookableOffer, 'kind' | 'id' | 'supplierId' | 'price' | 'extras' | 'available' | 'vehicleMinimumAge'>,
  { places, ...terms }: CompanyTerms,
): BookableOffer {
  return { ...offer, ...terms, places: new Map(places.map((place) => [place.slug, place.id])) };
}

/** The car or yacht with this id, as booking sees it; undefined when neither exists. */
export async function findBookableOffer(db: Db, id: string): Promise<BookableOffer | undefined> {
  const [car] = await db
    .select({ car: cars, ...companyTerms(sql`(select location_id from car_locations where car_id = ${cars.id}) links`) })
    .from(cars)
    .innerJoin(suppliers, eq(suppliers.id, cars.supplierId))
    .where(eq(cars.id, id));
  if (car) {
    const { car: c, ...terms } = car;
    const offer = { kind: 'car', id: c.id, supplierId: c.supplierId, price: c.price, extras: carExtrasOf(c), available: c.available, vehicleMinimumAge: c.minimumAge } as const;
    return bookableOffer(offer, terms);
  }
  const [yacht] = await db
    .select({ yacht: yachts, ...companyTerms(sql`(select location_id from yacht_locations where yacht_id = ${yachts.id}) links`) })
    .from(yachts)
    .innerJoin(suppliers, eq(suppliers.id, yachts.supplierId))
    .where(eq(yachts.id, id));
  if (!yacht) return undefined;
  const { yacht: y, ...terms } = yacht;
  return bookableOffer({ kind: 'yacht', id: y.id, supplierId: y.supplierId, price: y.price, extras: null, available: y.available, vehicleMinimumAge: null }, terms);
}
