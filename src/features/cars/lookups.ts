import type { Language } from '@/config/languages';
import type { Schemas } from '@/openapi/types';
import { call, type Api } from '@/api/client';
import { handleError } from '@/src/core/errors';
import { isMissing } from '@/src/core/not-found';
import type { CatalogLookups } from './CarFilters';
import type { SearchCarsQuery } from './search-params';

/** A catalogue search's first page, with the query it answers. */
export interface FirstPage {
  params: SearchCarsQuery;
  page: Schemas['CarPage'];
}

async function orNothing<T>(request: Promise<T[]>): Promise<T[]> {
  try {
    return await request;
  } catch (error) {
    // The filters can do without the lists: the page still searches, and the user is told.
    handleError(error);
    return [];
  }
}

/** The places (names in `language`) and suppliers the filters offer; a route loader calls it. */
export async function loadCatalogLookups(api: Api, language: Language): Promise<CatalogLookups> {
  const query = { language };
  const [locations, suppliers] = await Promise.all([
    orNothing(call(() => api.GET('/api/locations', { params: { query } }))),
    orNothing(call(() => api.GET('/api/suppliers', { params: { query } }))),
  ]);
  return { locations, suppliers };
}

/**
 * One car for the `$carId` addresses, or null when it does not exist or its supplier made it unavailable (a list
 * offers only cars that can be booked; the list is shown anyway).
 */
export async function loadHighlightedCar(api: Api, id: string, language: Language): Promise<Schemas['Car'] | null> {
  try {
    const car = await call(() => api.GET('/api/cars/{id}', { params: { path: { id }, query: { language } } }));
    return car.available ? car : null;
  } catch (error) {
    if (!isMissing(error)) handleError(error);
    return null;
  }
}

/**
 * The first page of a catalogue search (searchCars), for the page the server renders: the results are in its HTML, for
 * a crawler, a visitor without scripts, and the first paint. The browser searches by itself afterwards (the car search
 * machine), so only the server asks. Undefined when it fails: the browser's search then shows why.
 */
export async function loadFirstPage(api: Api, params: SearchCarsQuery): Promise<FirstPage | undefined> {
  if (!import.meta.env.SSR) return undefined;
  try {
    return { params, page: await call(() => api.GET('/api/cars', { params: { query: params } })) };
  } catch {
    return undefined;
  }
}
