import { notFound } from '@tanstack/react-router';
import type { Language } from '@/config/languages';
import type { Schemas } from '@/openapi/types';
import { call, type Api } from '@/api/client';
import { orNotFound } from '@/src/core/not-found';

export interface CarDetailData {
  car: Schemas['Car'];
  /** Every location, for the names of the car's pick-up places. */
  locations: Schemas['Location'][];
  /** The city of a `/cars/.../{cityName}` address, when it names a known location. */
  city?: Schemas['Location'];
}

/**
 * The car page's data (getCar and getLocations in the page's language). A car that does not exist,
 * or a city that is not a location, is the not-found page.
 */
export async function loadCarDetail(api: Api, { id, cityName, language }: { id: string; cityName?: string; language: Language }): Promise<CarDetailData> {
  const query = { language };
  const [car, locations] = await Promise.all([
    orNotFound(call(() => api.GET('/api/cars/{id}', { params: { path: { id }, query } }))),
    call(() => api.GET('/api/locations', { params: { query } })),
  ]);
  if (cityName === undefined) return { car, locations };
  const city = locations.find((location) => location.slug === cityName.toLowerCase());
  if (!city) throw notFound();
  return { car, locations, city };
}

/** The search parameters of the car page: the dates and place of a search it comes from. */
export interface CarDetailSearch {
  from?: string;
  to?: string;
  /** The searched place (a location slug): the pick-up the page starts with when the car is offered there. */
  place?: string;
  /** 1 when the visitor came to book (a list's 'Book'): the page opens at the price calculator. */
  book?: 1;
}

const dateSearch = (value: unknown) => (typeof value === 'string' && !Number.isNaN(new Date(value).getTime()) ? value : undefined);

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const slugSearch = (value: unknown) => (typeof value === 'string' && SLUG.test(value) ? value : undefined);

export function validateCarDetailSearch(search: Record<string, unknown>): CarDetailSearch {
  const book = search.book === 1 || search.book === '1' || search.book === true ? 1 : undefined;
  return { from: dateSearch(search.from), to: dateSearch(search.to), place: slugSearch(search.place), book };
}
