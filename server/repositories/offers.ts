import { eq, sql } from 'drizzle-orm';
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

/** The car or yacht with this id, as booking sees it; undefined when neither exists. */
export async function findBookableOffer(db: Db, id: string): Promise<BookableOffer | undefined> {
  const [car] = await db
    .select({
      car: cars,
      supplierMinimumAge: suppliers.minimumAge,
      paymentTypes: suppliers.paymentTypes,
      payLater: suppliers.payLater,
      licenceRequired: suppliers.licenceRequired,
      places: sql<{ slug: string; id: string }[]>`(select coalesce(json_agg(json_build_object('slug', l.slug, 'id', l.id)), '[]')
        from car_locations cl join ${locations} l on l.id = cl.location_id where cl.car_id = ${cars.id})`,
    })
    .from(cars)
    .innerJoin(suppliers, eq(suppliers.id, cars.supplierId))
    .where(eq(cars.id, id));
  if (car) {
    const c = car.car;
    return {
      kind: 'car',
      id: c.id,
      supplierId: c.supplierId,
      price: c.price,
      extras: carExtrasOf(c),
      available: c.available,
      supplierMinimumAge: car.supplierMinimumAge,
      vehicleMinimumAge: c.minimumAge,
      paymentTypes: car.paymentTypes,
      payLater: car.payLater,
      licenceRequired: car.licenceRequired,
      places: new Map(car.places.map((place) => [place.slug, place.id])),
    };
  }
  const [yacht] = await db
    .select({
      yacht: yachts,
      supplierMinimumAge: suppliers.minimumAge,
      paymentTypes: suppliers.paymentTypes,
      payLater: suppliers.payLater,
      licenceRequired: suppliers.licenceRequired,
      places: sql<{ slug: string; id: string }[]>`(select coalesce(json_agg(json_build_object('slug', l.slug, 'id', l.id)), '[]')
        from yacht_locations yl join ${locations} l on l.id = yl.location_id where yl.yacht_id = ${yachts.id})`,
    })
    .from(yachts)
    .innerJoin(suppliers, eq(suppliers.id, yachts.supplierId))
    .where(eq(yachts.id, id));
  if (!yacht) return undefined;
  return {
    kind: 'yacht',
    id: yacht.yacht.id,
    supplierId: yacht.yacht.supplierId,
    price: yacht.yacht.price,
    extras: null,
    available: yacht.yacht.available,
    supplierMinimumAge: yacht.supplierMinimumAge,
    vehicleMinimumAge: null,
    paymentTypes: yacht.paymentTypes,
    payLater: yacht.payLater,
    licenceRequired: yacht.licenceRequired,
    places: new Map(yacht.places.map((place) => [place.slug, place.id])),
  };
}
