import { t } from '@lingui/core/macro';
import type { Schemas } from '@/openapi/types';
import type { PageMeta } from '@/src/core/head';
import { i18n } from '@/src/core/i18n';
import { categoryLabels, type CarCategory } from '@/src/components/car-labels';

/** The names a car list's address fixes: its place (by its slug) and its category. */
export interface CarListNames {
  city?: string;
  category?: string;
}

/** The place of a slug as the page's language writes it (the slug itself while the places are unknown). */
export const placeName = (slug: string, locations: readonly Schemas['Location'][] | null | undefined) =>
  locations?.find((location) => location.slug === slug)?.name ?? slug;

export function carListNames(preset: { location?: string; category?: CarCategory }, locations: readonly Schemas['Location'][]): CarListNames {
  return {
    ...(preset.location ? { city: placeName(preset.location, locations) } : {}),
    ...(preset.category ? { category: i18n._(categoryLabels[preset.category]) } : {}),
  };
}

/** The heading of an `/all-cars/...` list, which is its page's title too. */
export function carListTitle({ city, category }: CarListNames): string {
  if (city && category) return t`${category} cars in ${city}`;
  if (city) return t`Cars in ${city}`;
  if (category) return t`${category} cars`;
  return t`All cars`;
}

/** An `/all-cars/...` page: what the list holds. */
export function carListPageMeta(names: CarListNames): PageMeta {
  const title = carListTitle(names);
  return { title, description: t`${title} from verified local suppliers around the Mediterranean: compare prices and features, and book online.` };
}

/** The search page, with the place searched when there is one. */
export function carSearchPageMeta(city: string | undefined): PageMeta {
  return {
    title: city ? t`Search cars in ${city}` : t`Search cars`,
    description: t`Find a car by place, dates, price and features among the offers of verified local suppliers, and book it online.`,
  };
}

/** The home page of a city (`/cities/<city>`): its cars and the search form set to it. */
export function cityPageMeta(city: string): PageMeta {
  return {
    title: t`Car rental in ${city}`,
    description: t`Rent a car in ${city} from verified local suppliers. Book today, pay later, and cancel for free if your plans change.`,
  };
}
