import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { currentLanguage } from '../core/switch-language';
import { CarCatalogPage } from '../features/cars/CarCatalogPage';
import { ChooseOfferNotice } from '../features/cars/ChooseOfferNotice';
import { loadCatalogLookups } from '../features/cars/lookups';
import { validateCarSearch, type CarSearch } from '../features/cars/search-params';

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
  loader: ({ deps, context }) => loadCatalogLookups(context.api, deps.language),
  component: SearchRoute,
});

function SearchRoute() {
  const navigate = useNavigate({ from: Route.fullPath });
  const search = Route.useSearch();
  return (
    <>
      {search.why === 'choose-offer' && <ChooseOfferNotice />}
      <CarCatalogPage
        search={search}
        lookups={Route.useLoaderData()}
        title={<Trans>Search cars</Trans>}
        onNavigate={(filters) => void navigate({ search: filters })}
      />
    </>
  );
}
