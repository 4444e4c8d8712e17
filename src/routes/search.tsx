import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { currentLanguage } from '../core/switch-language';
import { CarCatalogPage } from '../features/cars/CarCatalogPage';
import { loadCatalogLookups } from '../features/cars/lookups';
import { validateCarSearch } from '../features/cars/search-params';

export const Route = createFileRoute('/search')({
  validateSearch: validateCarSearch,
  // A new language reloads the names of places.
  loaderDeps: () => ({ language: currentLanguage() }),
  loader: ({ deps, context }) => loadCatalogLookups(context.api, deps.language),
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
