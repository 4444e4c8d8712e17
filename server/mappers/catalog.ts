import { effectiveBookingLimits } from '@/domain/booking-limits.ts';
import { supplierTierCodes } from '@/domain/catalog.ts';
import type { PaymentType } from '@/openapi/generated/enums.ts';
import type { ReplyOf } from '@/server/handlers/types.ts';
import * as repo from '@/server/repositories/catalog.ts';
import { carImagePath, imageUrl, supplierAvatarDrawingPath, yachtImagePath } from '@/server/services/images/index.ts';

/** Catalogue rows as the contract answers them (getCar, getYacht, and the supplier of every offer and booking). */

type Car = ReplyOf<'getCar'>;
type Yacht = ReplyOf<'getYacht'>;
type Tier = keyof typeof supplierTierCodes;

/** A supplier's avatar URL: its own, else the plate with its initials. */
export const avatarOf = (supplier: { avatar: string | null; name: string; slug: string }, cdnUrl: string) =>
  imageUrl(cdnUrl, supplier.avatar ?? supplierAvatarDrawingPath(supplier));

export function supplierOf(
  row: { supplierId: string; supplierSlug: string; supplierName: string; supplierTier: Tier; supplierAvatar: string | null },
  cdnUrl: string,
) {
  return {
    _id: row.supplierId,
    slug: row.supplierSlug,
    name: row.supplierName,
    tier: row.supplierTier,
    tierCode: supplierTierCodes[row.supplierTier],
    avatar: avatarOf({ avatar: row.supplierAvatar, name: row.supplierName, slug: row.supplierSlug }, cdnUrl),
  };
}

/** An offer's booking limits: its supplier's own where lower, else the product's. */
const limitsOf = (row: { supplierMaxDaysAhead: number | null; supplierMaxRentalDays: number | null }) =>
  effectiveBookingLimits({ maxDaysAhead: row.supplierMaxDaysAhead, maxRentalDays: row.supplierMaxRentalDays });

export type CarRow = NonNullable<Awaited<ReturnType<typeof repo.findCarRow>>>;
export type YachtRow = NonNullable<Awaited<ReturnType<typeof repo.findYachtRow>>>;

type CarSpec = Pick<
  Car,
  | 'brand' | 'model' | 'year' | 'bodyType' | 'category' | 'engineType' | 'gearbox' | 'fuelPolicy' | 'mileage' | 'seats'
  | 'doors' | 'aircon' | 'deposit' | 'price' | 'extras' | 'minimumAge' | 'available' | 'badges' | 'color'
>;
type YachtSpec = Pick<
  Yacht,
  'brand' | 'model' | 'year' | 'kind' | 'lengthMeters' | 'cabins' | 'guests' | 'crew' | 'price' | 'deposit' | 'available' | 'badges' | 'color'
>;

/** A car's own fields, the same in the catalogue (getCar) and in its supplier's fleet (getFleetCar). */
export function carSpecOf(c: CarRow['car']): CarSpec {
  return {
    brand: c.brand,
    model: c.model,
    year: c.year,
    bodyType: c.bodyType as Car['bodyType'],
    category: c.category as Car['category'],
    engineType: c.engineType as Car['engineType'],
    gearbox: c.gearbox as Car['gearbox'],
    fuelPolicy: c.fuelPolicy as Car['fuelPolicy'],
    mileage: c.mileage,
    seats: c.seats,
    doors: c.doors,
    aircon: c.aircon,
    deposit: c.deposit,
    price: c.price,
    extras: repo.carExtrasOf(c),
    minimumAge: c.minimumAge,
    available: c.available,
    badges: c.badges as Car['badges'],
    color: c.color,
  };
}

/** A yacht's own fields, the same in the catalogue (getYacht) and in its supplier's fleet (getFleetYacht). */
export function yachtSpecOf(y: YachtRow['yacht']): YachtSpec {
  return {
    brand: y.brand,
    model: y.model,
    year: y.year,
    kind: y.kind as Yacht['kind'],
    lengthMeters: y.lengthMeters,
    cabins: y.cabins,
    guests: y.guests,
    crew: y.crew,
    price: y.price,
    deposit: y.deposit,
    available: y.available,
    badges: y.badges as Yacht['badges'],
    color: y.color,
  };
}

/** What a car's and a yacht's offer say alike: its text, its supplier, its places, its age and its booking limits. */
const offerOf = (row: CarRow | YachtRow, createdAt: Date, cdnUrl: string) => ({
  description: row.description,
  supplier: supplierOf(row, cdnUrl),
  locations: row.locations,
  createdAt: createdAt.toISOString(),
  bookingLimits: limitsOf(row),
});

export function toCar(row: CarRow, cdnUrl: string): Car {
  const c = row.car;
  return {
    _id: c.id,
    ...carSpecOf(c),
    // A row without an image (added outside the seed) still shows the drawing of its type.
    image: imageUrl(cdnUrl, c.image ?? carImagePath(c)),
    ...offerOf(row, c.createdAt, cdnUrl),
  };
}

export function toYacht(row: YachtRow, cdnUrl: string): Yacht {
  const y = row.yacht;
  return {
    _id: y.id,
    ...yachtSpecOf(y),
    image: imageUrl(cdnUrl, y.image ?? yachtImagePath(y)),
    ...offerOf(row, y.createdAt, cdnUrl),
  };
}

type SupplierListRow = Awaited<ReturnType<typeof repo.listSuppliers>>[number];

/** A supplier as getSuppliers answers it: its terms of booking, its bio in the asked language and its places. */
export function toSupplier({ supplier: s, bio, locations }: SupplierListRow, cdnUrl: string): ReplyOf<'getSuppliers'>[number] {
  return {
    _id: s.id,
    slug: s.slug,
    name: s.name,
    tier: s.tier,
    tierCode: supplierTierCodes[s.tier],
    avatar: avatarOf(s, cdnUrl),
    paymentTypes: s.paymentTypes as PaymentType[],
    payLater: s.payLater,
    minimumAge: s.minimumAge,
    licenceRequired: s.licenceRequired,
    bio,
    locations,
  };
}
