import { notFound } from '@tanstack/react-router';
import type { Language } from '../../../config/languages';
import type { Api } from '../../api/client';
import type { Car } from './CarCard';
import type { CatalogLookups } from './CarFilters';
import { carCategories, type CarCategory } from './labels';
import { loadCatalogLookups, loadHighlightedCar } from './lookups';

// The route side of the `/all-cars` pages (address checks, loader), apart from the view (all-cars.tsx):
// the routes' non-component code is in the first page's bundle, the view is loaded with the page.

const slugPattern = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The `$categoryName` of an address (`suv` finds SUV); anything else is the not-found page. */
export function categoryParam(value: string): CarCategory {
  const category = carCategories.find((c) => c.toLowerCase() === value.toLowerCase());
  if (!category) throw notFound();
  return category;
}

/** The `$cityName` of an address: a location slug (`lake-como`); anything else is the not-found page. */
export function cityParam(value: string): string {
  const city = value.toLowerCase();
  if (!slugPattern.test(city)) throw notFound();
  return city;
}

export function isCarId(value: string): boolean {
  return uuidPattern.test(value);
}

export function carIdParam(value: string): string {
  if (!isCarId(value)) throw notFound();
  return value;
}

export interface AllCarsData {
  lookups: CatalogLookups;
  highlighted: Car | null;
}

/** The loader of the `/all-cars` routes: the filter lists, and the car of a `$carId` address. */
export async function loadAllCars(api: Api, language: Language, carId?: string): Promise<AllCarsData> {
  const [lookups, highlighted] = await Promise.all([
    loadCatalogLookups(api, language),
    carId ? loadHighlightedCar(api, carId, language) : Promise.resolve(null),
  ]);
  return { lookups, highlighted };
}
