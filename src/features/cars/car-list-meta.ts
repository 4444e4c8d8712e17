import type { I18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import type { Schemas } from '@/openapi/types';
import type { PageMeta } from '@/src/core/head';
import { categoryLabels, type CarCategory } from '@/src/components/car-labels';

/** The names a car list's address fixes: its place (by its slug) and its category. */
export interface CarListNames {
  city?: string;
  category?: string;
}

/** The place of a slug as the page's language writes it (the slug itself while the places are unknown). */
export const placeName = (slug: string, locations: readonly Schemas['Location'][] | null | undefined) =>
  locations?.find((location) => location.slug === slug)?.name ?? slug;

export function carListNames(i18n: I18n, preset: { location?: string; category?: CarCategory }, locations: readonly Schemas['Location'][]): CarListNames {
  return {
    ...(preset.location ? { city: placeName(preset.location, locations) } : {}),
    ...(preset.category ? { category: i18n._(categoryLabels[preset.category]) } : {}),
  };
}

/** The heading of an `/all-cars/...` list, which is its page's title too. */
export function carListTitle(i18n: I18n, { city, category }: CarListNames): string {
  if (city && category) return t(i18n)`${category} cars in ${city}`;
  if (city) return t(i18n)`Cars in ${city}`;
  if (category) return t(i18n)`${category} cars`;
  return t(i18n)`All cars`;
}

/** An `/all-cars/...` page: what the list holds. */
export function carListPageMeta(i18n: I18n, names: CarListNames): PageMeta {
  const title = carListTitle(i18n, names);
  return { title, description: t(i18n)`${title} from verified local suppliers around the Mediterranean: compare prices and features, and book online.` };
}

/** The search page, with the place searched when there is one. */
export function carSearchPageMeta(i18n: I18n, city: string | undefined): PageMeta {
  return {
    title: city ? t(i18n)`Search cars in ${city}` : t(i18n)`Search cars`,
    description: t(i18n)`Find a car by place, dates, price and features among the offers of verified local suppliers, and book it online.`,
  };
}

/** The home page of a city (`/cities/<city>`): its cars and the search form set to it. */
export function cityPageMeta(i18n: I18n, city: string): PageMeta {
  return {
    title: t(i18n)`Car rental in ${city}`,
    description: t(i18n)`Rent a car in ${city} from verified local suppliers. Book today, pay later, and cancel for free if your plans change.`,
  };
}
