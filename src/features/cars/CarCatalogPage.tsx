import { useLingui } from '@lingui/react/macro';
import { useMemo, type ReactNode } from 'react';
import { createCarSearchActors } from '../../../machines/car-search/car-search.actors';
import { carSearchMachine } from '../../../machines/car-search/car-search.machine';
import { useApi } from '../../core/api-context';
import { useLanguage } from '../../core/use-language';
import type { Car } from './CarCard';
import type { CatalogLookups } from './CarFilters';
import { CarSearchScreen } from './CarSearchScreen';
import { categoryLabels, type CarCategory } from './labels';
import { searchTimeZone, toSearchCarsQuery, validateCarSearch, type CarFilterKey, type CarSearch } from './search-params';

/** Filters fixed by the address path: `/all-cars/<city>`, `/all-cars/category/<category>`. */
export interface CarPreset {
  location?: string;
  category?: CarCategory;
}

export interface CarCatalogPageProps {
  /** The filters of the address query (validated by the route). */
  search: CarSearch;
  preset?: CarPreset;
  lookups: CatalogLookups;
  highlighted?: Car | null;
  title?: ReactNode;
  /** Navigates to the same route with a new query. */
  onNavigate: (search: CarSearch) => void;
}

/**
 * A car list page (`/search`, `/all-cars/...`): the address query plus the path's presets make the
 * search; the presets stay in the path, so only the other filters go back into the query.
 */
export function CarCatalogPage({ search, preset = {}, lookups, highlighted, title, onNavigate }: CarCatalogPageProps) {
  const api = useApi();
  const { i18n, t } = useLingui();
  const language = useLanguage();
  const logic = useMemo(() => carSearchMachine.provide({ actors: createCarSearchActors(api) }), [api]);
  const locked = Object.keys(preset).filter((key) => preset[key as keyof CarPreset]) as CarFilterKey[];
  // The router hands a route the parent's raw search too (the root validates nothing): keep only valid filters.
  const effective: CarSearch = {
    ...validateCarSearch(search as Record<string, unknown>),
    ...(preset.location ? { location: preset.location } : {}),
    ...(preset.category ? { category: [preset.category] } : {}),
  };
  // The dates are wall-clock times at the place searched: the same query on the server's page and in any browser.
  const params = toSearchCarsQuery(effective, language, searchTimeZone(effective.location, lookups.locations));
  const withoutPreset = (next: CarSearch): CarSearch => {
    const rest: CarSearch = { ...next };
    for (const key of locked) delete rest[key];
    return rest;
  };
  const city = preset.location ? (lookups.locations.find((l) => l.slug === preset.location)?.name ?? preset.location) : undefined;
  const category = preset.category ? i18n._(categoryLabels[preset.category]) : undefined;
  const heading =
    title ??
    (city && category ? t`${category} cars in ${city}` : city ? t`Cars in ${city}` : category ? t`${category} cars` : t`All cars`);
  return (
    <CarSearchScreen
      logic={logic}
      params={params}
      search={effective}
      locked={locked}
      lookups={lookups}
      title={heading}
      highlighted={highlighted}
      onSearchChange={(next) => onNavigate(withoutPreset(next))}
    />
  );
}
