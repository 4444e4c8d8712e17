import { useLingui } from '@lingui/react';
import { useMemo, type ReactNode } from 'react';
import { createCarSearchActors } from '@/machines/car-search/car-search.actors';
import { carSearchMachine } from '@/machines/car-search/car-search.machine';
import { useApi } from '@/src/core/api-context';
import { useLanguage } from '@/src/core/use-language';
import type { Car } from './CarCard';
import type { CatalogLookups } from './CarFilters';
import { CarSearchScreen } from './CarSearchScreen';
import { carListNames, carListTitle } from './car-list-meta';
import type { CarCategory } from '@/src/components/car-labels';
import type { FirstPage } from './lookups';
import { firstPageQuery, withPreset, type CarFilterKey, type CarSearch } from './search-params';

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
  /** The first page the server searched for this page (loadFirstPage), shown until the browser searches. */
  firstPage?: FirstPage;
  title?: ReactNode;
  /** Navigates to the same route with a new query. */
  onNavigate: (search: CarSearch) => void;
}

/**
 * A car list page (`/search`, `/all-cars/...`): the address query plus the path's presets make the
 * search; the presets stay in the path, so only the other filters go back into the query.
 */
export function CarCatalogPage({ search, preset = {}, lookups, highlighted, firstPage, title, onNavigate }: CarCatalogPageProps) {
  const api = useApi();
  // The heading is written by carListTitle (the page's title too), in the screen's language.
  const { i18n } = useLingui();
  const language = useLanguage();
  const logic = useMemo(() => carSearchMachine.provide({ actors: createCarSearchActors(api) }), [api]);
  const locked = Object.keys(preset).filter((key) => preset[key as keyof CarPreset]) as CarFilterKey[];
  const effective = withPreset(search as Record<string, unknown>, preset);
  // The dates are wall-clock times at the place searched: the same query on the server's page and in any browser.
  const params = firstPageQuery(effective, language, lookups.locations);
  const withoutPreset = (next: CarSearch): CarSearch => {
    const rest: CarSearch = { ...next };
    for (const key of locked) delete rest[key];
    return rest;
  };
  const heading = title ?? carListTitle(i18n, carListNames(i18n, preset, lookups.locations));
  return (
    <CarSearchScreen
      logic={logic}
      params={params}
      search={effective}
      locked={locked}
      lookups={lookups}
      title={heading}
      highlighted={highlighted}
      firstPage={firstPage}
      onSearchChange={(next) => onNavigate(withoutPreset(next))}
    />
  );
}
