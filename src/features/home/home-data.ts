import { notFound } from '@tanstack/react-router';
import type { Language } from '@/config/languages';
import { PAGE_SIZE } from '@/domain/catalog';
import type { Schemas } from '@/openapi/types';
import { call, type Api } from '@/api/client';
import { handleError } from '@/src/core/errors';

export interface HomeData {
  /** The city tiles and the places of the search form; null when they could not be loaded. */
  locations: Schemas['Location'][] | null;
  /** A few offers for the home page, or a city's cars on `/cities/<city>`. */
  cars: Schemas['Car'][];
  /** How many cars match (the city's total on `/cities/<city>`). */
  total: number;
}

/** How many offers the home page features. */
export const FEATURED_COUNT = 4;

/** The loader of `/` and `/cities/<city>`: a failure leaves its part of the page out and is reported once. */
export async function loadHome(api: Api, language: Language, city?: string): Promise<HomeData> {
  let reported = false;
  const report = (error: unknown) => {
    if (!reported) handleError(error);
    reported = true;
  };
  const [locations, page] = await Promise.all([
    call(() => api.GET('/api/locations', { params: { query: { language } } })).catch((error: unknown) => {
      report(error);
      return null;
    }),
    call(() =>
      api.GET('/api/cars', {
        params: {
          query: city
            ? { language, location: city, size: PAGE_SIZE.cars }
            : { language, size: FEATURED_COUNT },
        },
      }),
    ).catch((error: unknown) => {
      report(error);
      return null;
    }),
  ]);
  // A city page of a place that is not one of ours is the not-found page.
  if (city && locations && !locations.some((location) => location.slug === city)) throw notFound();
  return { locations, cars: page?.items ?? [], total: page?.total ?? 0 };
}
