import type { Language } from '@/config/languages';
import { PRODUCT_BOOKING_LIMITS, isPickUpTooFarAhead, isRentalTooLong } from '@/domain/booking-limits';
import { PAGE_SIZE, depositThresholds, seatCounts } from '@/domain/catalog';
import { searchTimeZone } from '@/domain/places';
import { instantOf, isWallClock } from '@/domain/zoned-time';
import type { paths } from '@/openapi/generated/schema';
import {
  bodyTypes,
  carCategories,
  catalogSorts,
  engineTypes,
  fuelPolicies,
  gearboxes,
  mileageKinds,
  type BodyType,
  type CarCategory,
  type CatalogSort,
  type EngineType,
  type FuelPolicy,
  type Gearbox,
  type MileageKind,
} from '@/src/components/car-labels';

/** The query of `searchCars`, as the contract types it. */
export type SearchCarsQuery = NonNullable<paths['/api/cars']['get']['parameters']['query']>;

/**
 * Every car filter as it lives in the address (`/search?location=nice&bodyType=...`): what the
 * route's `validateSearch` returns. Dates are kept as the `datetime-local` inputs write them
 * (`2026-06-01T10:00`): wall-clock times at the place searched (searchTimeZone), whatever the device's zone, so that
 * the server's page and the browser read the same; `scroll: 'infinite'` swaps the pages for infinite scrolling.
 */
export interface CarSearch {
  location?: string;
  from?: string;
  to?: string;
  bodyType?: BodyType[];
  category?: CarCategory[];
  brand?: string[];
  seats?: number[];
  gearbox?: Gearbox[];
  engineType?: EngineType[];
  fuelPolicy?: FuelPolicy[];
  mileage?: MileageKind;
  deposit?: (typeof depositThresholds)[number];
  supplier?: string[];
  minPrice?: number;
  maxPrice?: number;
  q?: string;
  sort?: CatalogSort;
  page?: number;
  scroll?: 'infinite';
}

/** The filters a search form or a filter panel edits (everything but page, sort and scroll mode). */
export type CarFilterKey = Exclude<keyof CarSearch, 'page' | 'sort' | 'scroll'>;

const slugPattern = /^[a-z0-9]+(-[a-z0-9]+)*$/;

// Readers: the router parses values as JSON when it can, and a repeated key as an array.

function text(value: unknown, max: number): string | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) value = String(value);
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  return trimmed.length >= 1 && trimmed.length <= max ? trimmed : undefined;
}

function slug(value: unknown): string | undefined {
  const candidate = text(value, 60)?.toLowerCase();
  return candidate && slugPattern.test(candidate) ? candidate : undefined;
}

function oneOf<T extends string | number>(allowed: readonly T[], value: unknown): T | undefined {
  if (typeof value === 'string' && typeof allowed[0] === 'number' && value.trim() !== '') value = Number(value);
  return allowed.includes(value as T) ? (value as T) : undefined;
}

/** A list from an array, a single value or a comma-separated text; invalid items are dropped. */
function list<T>(value: unknown, read: (item: unknown) => T | undefined, maxItems: number): T[] | undefined {
  const raw = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : value === undefined ? [] : [value];
  const items = [...new Set(raw.map(read).filter((item): item is T => item !== undefined))].slice(0, maxItems);
  return items.length ? items : undefined;
}

function amount(value: unknown): number | undefined {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) && number >= 0 ? number : undefined;
}

const localDateTime = (value: unknown): string | undefined => (isWallClock(value) ? value : undefined);

function pageNumber(value: unknown): number | undefined {
  const number = typeof value === 'string' ? Number(value) : value;
  return typeof number === 'number' && Number.isInteger(number) && number > 1 && number <= 10000 ? number : undefined;
}

function withoutEmpty<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}

/**
 * Dates no supplier takes (domain/booking-limits.ts, the product's limits), which the server refuses, are dropped as
 * other invalid filters are: a pick-up past the horizon with its drop-off, a drop-off past the longest rental. Read
 * in UTC here (the places are not known yet): the same on the server's page and in the browser.
 */
function boundedDates(from: string | undefined, to: string | undefined): { from?: string; to?: string } {
  const pickUp = from ? instantOf(from, 'UTC') : undefined;
  if (!pickUp) return { to };
  if (isPickUpTooFarAhead(pickUp, new Date(), PRODUCT_BOOKING_LIMITS)) return {};
  const dropOff = to ? instantOf(to, 'UTC') : undefined;
  return dropOff && isRentalTooLong(pickUp, dropOff, PRODUCT_BOOKING_LIMITS) ? { from } : { from, to };
}

/**
 * The route's `validateSearch`: keeps every valid filter and silently drops the rest, so a
 * mistyped or stale address still shows results instead of failing. Page 1 is implied.
 */
export function validateCarSearch(search: Record<string, unknown>): CarSearch {
  const { from, to } = boundedDates(localDateTime(search.from), localDateTime(search.to));
  const scroll = search.scroll === 'infinite' ? 'infinite' : undefined;
  return withoutEmpty<CarSearch>({
    location: slug(search.location),
    from,
    // The contract refuses a drop-off that is not after the pick-up.
    to: to && (!from || to > from) ? to : undefined,
    bodyType: list(search.bodyType, (v) => oneOf(bodyTypes, v), 8),
    category: list(search.category, (v) => oneOf(carCategories, v), 8),
    brand: list(search.brand, (v) => text(v, 40), 20),
    seats: list(search.seats, (v) => oneOf(seatCounts, v), 8)?.sort((a, b) => a - b),
    gearbox: list(search.gearbox, (v) => oneOf(gearboxes, v), 3),
    engineType: list(search.engineType, (v) => oneOf(engineTypes, v), 6),
    fuelPolicy: list(search.fuelPolicy, (v) => oneOf(fuelPolicies, v), 2),
    mileage: oneOf(mileageKinds, search.mileage),
    deposit: oneOf(depositThresholds, search.deposit),
    supplier: list(search.supplier, slug, 20),
    minPrice: amount(search.minPrice),
    maxPrice: amount(search.maxPrice),
    q: text(search.q, 60),
    sort: oneOf(catalogSorts, search.sort),
    page: scroll ? undefined : pageNumber(search.page),
    scroll,
  });
}

/**
 * The search of a catalogue page: the valid filters of the address query (the router hands a route its parent's raw
 * search too), with the filters the path fixes (`/all-cars/<city>`, `/all-cars/category/<category>`) over them.
 */
export function withPreset(search: Record<string, unknown>, preset: { location?: string; category?: CarCategory }): CarSearch {
  return {
    ...validateCarSearch(search),
    ...(preset.location ? { location: preset.location } : {}),
    ...(preset.category ? { category: [preset.category] } : {}),
  };
}

/** A filter change: the changed filters replace the old ones and the results start again at page 1. */
export function withFilters(search: CarSearch, changes: Partial<CarSearch>): CarSearch {
  return validateCarSearch({ ...search, ...changes, page: undefined });
}

/** The query of a search's results, its dates read on the clock of the place searched (`searchTimeZone`). */
export function firstPageQuery(search: CarSearch, language: Language, places: readonly { slug: string; country: string }[]): SearchCarsQuery {
  return toSearchCarsQuery(search, language, searchTimeZone(search.location, places));
}

/** The `searchCars` query of an address's filters, in a language, with the car page size; the dates read at `timeZone`. */
export function toSearchCarsQuery(search: CarSearch, language: Language, timeZone: string): SearchCarsQuery {
  const { scroll: _scroll, from, to, page, ...filters } = search;
  const toIso = (wall: string | undefined) => (wall ? instantOf(wall, timeZone)?.toISOString() : undefined);
  return withoutEmpty<SearchCarsQuery>({
    ...filters,
    language,
    from: toIso(from),
    to: toIso(to),
    page: page ?? 1,
    size: PAGE_SIZE.cars,
  });
}

/** How many filters the panel shows as set (for the phone's 'Filters (3)' button). */
export function activeFilterCount(search: CarSearch, locked: readonly CarFilterKey[] = []): number {
  const keys: CarFilterKey[] = [
    'location', 'from', 'to', 'bodyType', 'category', 'brand', 'seats', 'gearbox', 'engineType', 'fuelPolicy',
    'mileage', 'deposit', 'supplier', 'minPrice', 'maxPrice', 'q',
  ];
  return keys.filter((key) => !locked.includes(key) && search[key] !== undefined).length;
}
