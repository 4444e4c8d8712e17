import { notFound } from '@tanstack/react-router';
import type { Language } from '../../../config/languages';
import type { Api } from '../../api/client';
import { CarCatalogPage, type CarPreset } from './CarCatalogPage';
import type { Car } from './CarCard';
import type { CatalogLookups } from './CarFilters';
import { carCategories, type CarCategory } from './labels';
import { loadCatalogLookups, loadHighlightedCar } from './lookups';
import type { CarSearch } from './search-params';

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

export interface AllCarsViewProps {
  search: CarSearch;
  preset: CarPreset;
  data: AllCarsData;
  onNavigate: (search: CarSearch) => void;
}

/** An `/all-cars/...` page: the car list with the path's presets, the addressed car first. */
export function AllCarsView({ search, preset, data, onNavigate }: AllCarsViewProps) {
  return <CarCatalogPage search={search} preset={preset} lookups={data.lookups} highlighted={data.highlighted} onNavigate={onNavigate} />;
}
