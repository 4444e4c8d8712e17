import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { pageHead } from '@/src/core/head';
import { currentLanguage } from '@/src/core/switch-language';
import { carSearchPageMeta, placeName } from '@/src/features/cars/car-list-meta';
import { CarCatalogPage } from '@/src/features/cars/CarCatalogPage';
import { ChooseOfferNotice } from '@/src/features/cars/ChooseOfferNotice';
import { loadCatalogLookups, loadFirstPage } from '@/src/features/cars/lookups';
import { firstPageQuery, validateCarSearch, withPreset, type CarSearch } from '@/src/features/cars/search-params';

/** The search's filters, and why it opened when the booking process had no car or yacht to book (booking-loader.ts). */
type SearchPageSearch = CarSearch & { why?: 'choose-offer' };

const validateSearchPage = (search: Record<string, unknown>): SearchPageSearch => ({
  ...validateCarSearch(search),
  ...(search.why === 'choose-offer' ? { why: 'choose-offer' as const } : {}),
});

export const Route = createFileRoute('/search')({
  validateSearch: validateSearchPage,
  // A new language reloads the names of places.
  loaderDeps: () => ({ language: currentLanguage() }),
  // The server's page holds the first results too (loadFirstPage): the search as the address gives it, read here
  // rather than as a dependency, since in the browser the car search machine follows the address.
  loader: async ({ deps, context, location }) => {
    const lookups = await loadCatalogLookups(context.api, deps.language);
    const wanted = withPreset(location.search, {});
    return { ...lookups, firstPage: await loadFirstPage(context.api, firstPageQuery(wanted, deps.language, lookups.locations)) };
  },
  head: ({ loaderData, match }) => {
    const location = match.search.location;
    return pageHead(carSearchPageMeta(match.context.i18n, location ? placeName(location, loaderData?.locations) : undefined));
  },
  component: SearchRoute,
});

function SearchRoute() {
  const navigate = useNavigate({ from: Route.fullPath });
  const search = Route.useSearch();
  const { firstPage, ...lookups } = Route.useLoaderData();
  return (
    <>
      {search.why === 'choose-offer' && <ChooseOfferNotice />}
      <CarCatalogPage
        search={search}
        lookups={lookups}
        firstPage={firstPage}
        title={<Trans>Search cars</Trans>}
        onNavigate={(filters) => void navigate({ search: filters })}
      />
    </>
  );
}
