import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { pageHead } from '../core/head';
import { currentLanguage } from '../core/switch-language';
import { carSearchPageMeta, placeName } from '../features/cars/car-list-meta';
import { CarCatalogPage } from '../features/cars/CarCatalogPage';
import { loadCatalogLookups } from '../features/cars/lookups';
import { validateCarSearch } from '../features/cars/search-params';

export const Route = createFileRoute('/search')({
  validateSearch: validateCarSearch,
  // A new language reloads the names of places.
  loaderDeps: () => ({ language: currentLanguage() }),
  loader: ({ deps, context }) => loadCatalogLookups(context.api, deps.language),
  head: ({ loaderData, match }) => {
    const location = match.search.location;
    return pageHead(carSearchPageMeta(location ? placeName(location, loaderData?.locations) : undefined));
  },
  component: SearchRoute,
});

function SearchRoute() {
  const navigate = useNavigate({ from: Route.fullPath });
  return (
    <CarCatalogPage
      search={Route.useSearch()}
      lookups={Route.useLoaderData()}
      title={<Trans>Search cars</Trans>}
      onNavigate={(search) => void navigate({ search })}
    />
  );
}
