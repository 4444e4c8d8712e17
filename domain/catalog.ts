import { PageSizeDefault } from '@/openapi/generated/enums';
import type { components } from '@/openapi/generated/schema';

type S = components['schemas'];

/** The numeric code of each supplier tier (spec: gold 10, silver 5, vip 13). */
export const supplierTierCodes = { gold: 10, silver: 5, vip: 13 } as const satisfies Record<S['SupplierTier'], number>;

/** A car's mileage in km a day, or this value for unlimited. */
export const UNLIMITED_MILEAGE = -1;

/** An extra's price: positive is sold at that price, 0 is included, negative is not offered. */
export type ExtraOffer = { kind: 'priced'; price: number } | { kind: 'included' } | { kind: 'notOffered' };

export function extraOffer(price: number): ExtraOffer {
  if (price > 0) return { kind: 'priced', price };
  if (price === 0) return { kind: 'included' };
  return { kind: 'notOffered' };
}

/** Page sizes of the spec: 15 for car lists, the contract's default (PageSize, 30) for the others. */
export const PAGE_SIZE = { cars: 15, default: PageSizeDefault } as const;

/** A name as a URL segment: lower case, accents and symbols dropped, words joined by '-'. */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The first of `base`, `base-2`, `base-3`… that is not taken (a new supplier's or place's slug). */
export function firstFreeSlug(base: string, taken: ReadonlySet<string>): string {
  let slug = base;
  for (let n = 2; taken.has(slug); n += 1) slug = `${base}-${n}`;
  return slug;
}

/** The page of a car: /cars/{brand}/{model}/{id}, optionally in a city. */
export function carPath(car: { _id: string; brand: string; model: string }, citySlug?: string): string {
  return `/cars/${slugify(car.brand)}/${slugify(car.model)}/${car._id}${citySlug ? `/${citySlug}` : ''}`;
}

/** The page of a yacht: /yachts/{brand}/{model}/{id}. */
export function yachtPath(yacht: { _id: string; brand: string; model: string }): string {
  return `/yachts/${slugify(yacht.brand)}/${slugify(yacht.model)}/${yacht._id}`;
}

/** The car brands offered in the catalogue, for the brand filter (the API matches them case-insensitively). */
export const carBrands = [
  'Alfa Romeo',
  'Aston Martin',
  'Audi',
  'Bentley',
  'BMW',
  'CUPRA',
  'Dacia',
  'DS',
  'Ferrari',
  'Fiat',
  'Ford',
  'Honda',
  'Hyundai',
  'Jeep',
  'Kia',
  'Lamborghini',
  'Land Rover',
  'Maserati',
  'Mazda',
  'McLaren',
  'Mercedes-AMG',
  'Mercedes-Benz',
  'Mini',
  'Opel',
  'Peugeot',
  'Porsche',
  'Renault',
  'SEAT',
  'Smart',
  'Tesla',
  'Toyota',
  'Volkswagen',
  'Volvo',
] as const;

/** Seat counts a car search can ask for (spec 3: 2 to 9). */
export const seatCounts = [2, 3, 4, 5, 6, 7, 8, 9] as const;

/** Deposit thresholds of the search filter, in euros (spec 9). */
export const depositThresholds = [250, 500, 750] as const;
