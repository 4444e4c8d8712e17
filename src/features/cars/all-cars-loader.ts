import { notFound } from '@tanstack/react-router';
import type { Language } from '@/config/languages';
import type { Api } from '@/api/client';
import { pageHead } from '@/src/core/head';
import type { RouterContext } from '@/src/core/router-context';
import { currentLanguage } from '@/src/core/switch-language';
import { isUuid } from '@/src/core/uuid';
import type { Car } from './CarCard';
import type { CarPreset } from './CarCatalogPage';
import type { CatalogLookups } from './CarFilters';
import { carListNames, carListPageMeta } from './car-list-meta';
import { carCategories, type CarCategory } from '@/src/components/car-labels';
import { loadCatalogLookups, loadFirstPage, loadHighlightedCar, type FirstPage } from './lookups';
import { firstPageQuery, validateCarSearch, withPreset } from './search-params';

// The route side of the `/all-cars` pages (address checks, loader), apart from the view (all-cars.tsx):
// the routes' non-component code is in the first page's bundle, the view is loaded with the page.

const slugPattern = /^[a-z0-9]+(-[a-z0-9]+)*$/;

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

export function carIdParam(value: string): string {
  if (!isUuid(value)) throw notFound();
  return value;
}

/** The path parameters of the `/all-cars` routes: each route has some of them. */
export interface AllCarsParams {
  categoryName?: string;
  carId?: string;
  cityName?: string;
}

/** What an `/all-cars/...` address names: the list's presets, and the car to show first. */
export interface AllCarsAddress {
  preset: CarPreset;
  carId?: string;
}

/** The presets and car of an address's parameters; anything that is not one is the not-found page. */
export function allCarsAddress({ categoryName, carId, cityName }: AllCarsParams): AllCarsAddress {
  const category = categoryName === undefined ? undefined : categoryParam(categoryName);
  // `/all-cars/category/<category>/<second>`: the spec gives this shape two meanings, a car
  // (`.../<carId>`) or a city (`.../<cityName>`); a car id is a UUID, a city a slug.
  const secondIsCity = category !== undefined && carId !== undefined && cityName === undefined && !isUuid(carId);
  const location = secondIsCity ? cityParam(carId) : cityName === undefined ? undefined : cityParam(cityName);
  return {
    preset: { ...(category ? { category } : {}), ...(location ? { location } : {}) },
    carId: carId === undefined || secondIsCity ? undefined : carIdParam(carId),
  };
}

export interface AllCarsData {
  lookups: CatalogLookups;
  highlighted: Car | null;
  /** The first results, on the server's page (loadFirstPage). */
  firstPage?: FirstPage;
}

/**
 * The loader of the `/all-cars` routes: the filter lists, the car of a `$carId` address, and on the server the first
 * results of the address's search (`search`, read as it is: in the browser the car search machine follows it).
 */
export async function loadAllCars(
  api: Api,
  language: Language,
  { preset, carId }: AllCarsAddress,
  search: Record<string, unknown> = {},
): Promise<AllCarsData> {
  const [lookups, highlighted] = await Promise.all([
    loadCatalogLookups(api, language),
    carId ? loadHighlightedCar(api, carId, language) : Promise.resolve(null),
  ]);
  // A city that is not one of our places is the not-found page.
  if (preset.location && !lookups.locations.some((location) => location.slug === preset.location)) throw notFound();
  return { lookups, highlighted, firstPage: await loadFirstPage(api, firstPageQuery(withPreset(search, preset), language, lookups.locations)) };
}

/**
 * The options every `/all-cars/...` route shares (each file adds its literal path and the component,
 * AllCarsRoute of all-cars.tsx): the car search in the query, the path checked before loading.
 */
export function allCarsRouteOptions() {
  return {
    validateSearch: validateCarSearch,
    beforeLoad: ({ params }: { params: AllCarsParams }) => void allCarsAddress(params),
    // A new language reloads the names of places.
    loaderDeps: () => ({ language: currentLanguage() }),
    loader: ({ deps, context, params, location }: { deps: { language: Language }; context: RouterContext; params: AllCarsParams; location: { search: unknown } }) =>
      loadAllCars(context.api, deps.language, allCarsAddress(params), location.search as Record<string, unknown>),
    // Titled as its list is headed: "Cars in Nice", "SUV cars"; a loaded page's address was checked already.
    head: ({ loaderData, params, match }: { loaderData?: AllCarsData; params: AllCarsParams; match: { context: RouterContext } }) =>
      loaderData ? pageHead(carListPageMeta(match.context.i18n, carListNames(match.context.i18n, allCarsAddress(params).preset, loaderData.lookups.locations))) : {},
  };
}
