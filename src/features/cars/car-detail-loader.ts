import { notFound } from '@tanstack/react-router';
import type { Language } from '../../../config/languages';
import { ApiFailure, call, type Api, type Schemas } from '../../api/client';

export interface CarDetailData {
  car: Schemas['Car'];
  /** Every location, for the names of the car's pick-up places. */
  locations: Schemas['Location'][];
  /** The city of a `/cars/.../{cityName}` address, when it names a known location. */
  city?: Schemas['Location'];
}

/** A failure that means "there is no such page": no such id, or an id that is not one. */
export function isMissing(error: unknown): boolean {
  return error instanceof ApiFailure && (error.status === 404 || error.status === 400);
}

/**
 * The car page's data (getCar and getLocations in the page's language). A car that does not exist,
 * or a city that is not a location, is the not-found page.
 */
export async function loadCarDetail(api: Api, { id, cityName, language }: { id: string; cityName?: string; language: Language }): Promise<CarDetailData> {
  const query = { language };
  const [car, locations] = await Promise.all([
    call(() => api.GET('/api/cars/{id}', { params: { path: { id }, query } })).catch((error: unknown) => {
      if (isMissing(error)) throw notFound();
      throw error;
    }),
    call(() => api.GET('/api/locations', { params: { query } })),
  ]);
  if (cityName === undefined) return { car, locations };
  const city = locations.find((location) => location.slug === cityName.toLowerCase());
  if (!city) throw notFound();
  return { car, locations, city };
}

/** The search parameters of the car page: the dates of a search it comes from. */
export interface CarDetailSearch {
  from?: string;
  to?: string;
  /** 1 when the visitor came to book (a list's 'Book'): the page opens at the price calculator. */
  book?: 1;
}

const dateSearch = (value: unknown) => (typeof value === 'string' && !Number.isNaN(new Date(value).getTime()) ? value : undefined);

export function validateCarDetailSearch(search: Record<string, unknown>): CarDetailSearch {
  const book = search.book === 1 || search.book === '1' || search.book === true ? 1 : undefined;
  return { from: dateSearch(search.from), to: dateSearch(search.to), book };
}
